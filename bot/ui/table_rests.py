"""Table messages in a channel resting from refusing the bot (:mod:`bot.ui.channel_access`):
their redraws wait for the rest, and once the channel takes writes again its tables and
their hand views are drawn again.

A table edit the channel refused with its 403 is drawn again after the rest: it may have been
the table's last change, and nothing else would ever redraw it. The redraws asked for during
the rest wait for it too, the newest snapshot alone. And the hand views, which told their
readers why the table message stands still, lose that notice as soon as the channel takes a
write again, not at the table's next change; and gain it as soon as the channel first refuses
one, not at the table's next change (which may never come: the refused edit was its last).
"""

from __future__ import annotations

from collections.abc import Callable

from bot.alarms import Alarms, run_kept
from bot.errors import NotFound
from bot.tables.service import TableService
from bot.tables.snapshots import TableSnapshot
from bot.ui.channel_access import ChannelAccess


class TableRests:
    def __init__(
        self,
        access: ChannelAccess,
        service: TableService,
        alarms: Alarms,
        *,
        redraw: Callable[[TableSnapshot], None],
        redraw_views: Callable[[TableSnapshot], None],
        live: Callable[[int], tuple[int, ...]],
    ) -> None:
        self.access = access
        self.service = service
        self._alarms = alarms
        #: draws a table's message again at the paced rate; and its hand views with it
        self._redraw = redraw
        self._redraw_views = redraw_views
        #: the live tables writing to a channel
        self._live = live
        #: tables whose redraw waits for their channel's rest, with their newest snapshot
        self._waiting: dict[int, TableSnapshot] = {}
        access.reopened = access.closed = self._views_again

    def waits(self, table: TableSnapshot) -> bool:
        """Whether the table's redraw waits for its channel's rest (it is made after it, from
        the newest snapshot given meanwhile: they come in order)."""
        rest = self.access.resting(("edit", table.channel_id))
        if not rest:
            return False
        if table.id not in self._waiting:
            self._alarms.after(rest, self._rested, table.id)
        self._waiting[table.id] = table
        return True

    def forget(self, table_id: int) -> None:
        """The table has ended: a live snapshot waiting for the rest is not drawn after it
        (as :meth:`bot.ui.pacing.Paced.forget`), while its end, once it waits, still is."""
        waiting = self._waiting.get(table_id)
        if waiting is not None and waiting.status.is_live:
            del self._waiting[table_id]

    def _rested(self, table_id: int) -> None:
        table = self._waiting.pop(table_id, None)
        if table is not None:
            self._redraw(table)

    def refused(self, table: TableSnapshot) -> None:
        """Discord refused the table's edit for good: if for the channel's refusal, it is
        drawn again after the rest; an ended table's only while the rests still grow, not
        every few minutes for good in a channel that never gives the bot its rights back."""
        key = ("edit", table.channel_id)
        if self.access.resting(key) and (table.status.is_live or not self.access.longest(key)):
            self._redraw(table)

    def _views_again(self, channel_id: int) -> None:
        run_kept(self._draw_again(channel_id), self._alarms.tasks)

    async def _draw_again(self, channel_id: int) -> None:
        """The channel takes writes again, or first refuses one: the hand views of its live
        tables, drawn again, with or without the notice of the lost channel (their table
        messages too: an identical one costs no write, a refused one waits for the rest)."""
        for table_id in self._live(channel_id):
            try:
                table = await self.service.get(table_id)
            except NotFound:
                continue
            if table.status.is_live and table.channel_id == channel_id:
                self._redraw_views(table)
