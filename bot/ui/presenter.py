"""Shows tables in Discord: keeps each table message current, records events, deals hands.

The presenter listens to the table service (it never decides anything itself) and routes
clicks back to it. Everything it keeps in memory (open hand views, selections, whose turn was
last announced) is a convenience: after a restart it starts empty and the tables carry on.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Hashable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import partial

import discord

from bot.alarms import Alarms
from bot.errors import NotFound, PlayerError
from bot.games.base import GameEvent
from bot.guild_settings import SettingsService
from bot.i18n import current_language, language_tag, t, use_language, word
from bot.render import limits
from bot.render.leaderboard import ratings_line
from bot.render.names import markdown_name, visible_name
from bot.render.suits import use_card_faces
from bot.tables.service import TableService
from bot.tables.snapshots import Person, TableSnapshot, TableStatus, TableUpdate, UpdateKind
from bot.ui.access import not_seated
from bot.ui.budget import Budget
from bot.ui.card_faces import CardFacesBook, dress_message
from bot.ui.channel_access import ChannelAccess
from bot.ui.click_limits import ClickLimits, ClickRate
from bot.ui.components import drawn_for
from bot.ui.dm_hands import deal_by_dm, turn_by_dm
from bot.ui.frontend import Frontend, HandContext, Message
from bot.ui.hand_views import HandViews, KeptView, discord_editor, fixed, message_kwargs
from bot.ui.languages import Languages
from bot.ui.outboxes import Outboxes
from bot.ui.pacing import Paced, Steady
from bot.ui.queued_writes import Priority
from bot.ui.replies import can_manage
from bot.ui.selections import Selections
from bot.ui.shared_views import SharedViews
from bot.ui.table_log import TableLog
from bot.ui.table_messages import draw_table_message
from bot.ui.table_rests import TableRests
from bot.ui.table_writes import TableWrites, posting
from bot.ui.turn_pings import TurnPings

log = logging.getLogger(__name__)

DEFAULT_BUDGET = Budget()
DEFAULT_CLICKS = ClickRate()


class Presenter:
    def __init__(
        self,
        client: discord.Client,
        service: TableService,
        frontends: Mapping[str, Frontend],
        *,
        edit_interval: float = 2.0,
        log_interval: float = 0.0,
        budget: Budget = DEFAULT_BUDGET,
        clicks: ClickRate = DEFAULT_CLICKS,
        languages: Languages,
    ) -> None:
        self.client = client
        self.service = service
        #: whose language a DM is in (shared with the interactions, which teach it clients')
        self.languages = languages
        self.frontends = dict(frontends)
        self.edit_interval = edit_interval
        #: least seconds between two play-by-play messages of a table (a mention never waits)
        self.log_interval = log_interval
        self.selections = Selections(service.clock)
        self._private: dict[tuple[int, int], tuple[GameEvent, ...]] = {}
        #: the newest version heard of each live table: a view drawn from an older one is behind
        self.newest: dict[int, int] = {}
        #: tables whose new message is being posted and stored, and the table read again
        #: (``posting``): what of an end meanwhile waits for it
        self._posting: dict[int, _Posting] = {}
        #: channels deleted (or whose server the bot left) whose tables are being closed: the
        #: table message and a closing line would only be refused there
        self.gone: set[int] = set()
        #: each channel's live tables (tuples of ids: untracked), to let go of an unused outbox
        self._live: dict[Hashable, tuple[int, ...]] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        #: what every pause and budget here is measured on: the service's clock, never set back
        self._now = Steady(service.clock)
        #: every write after an interaction's acknowledgement goes through these
        self.outboxes = Outboxes(budget, clock=self._now, sleep=self._pause)
        #: channels that refused the bot's writes during play (a right taken away)
        self.access = ChannelAccess(self._now)
        #: how fast one member may click at one table (extra clicks are refused, not queued)
        self.clicks = ClickLimits(clicks, clock=self._now)
        self.views = HandViews(
            self.outboxes,
            self.hand_message,
            discord_editor(client),
            service.clock,
            source=self.drawn_from,
            overtaken=self.caught_up,
        )
        #: DM views of tables another process holds go over to it, and its come here
        self.shared = SharedViews(service, self.views)
        #: each reader's suits (two or four colours) and the bot's suit emoji
        self.card_faces = CardFacesBook(SettingsService(service.sessions))
        #: what Discord answered the tables' own writes (a deleted message, a closed thread)
        self.writes = TableWrites(client, service, self.access, self.card_faces)
        #: one bound method for every table's waiting log lines (one each: walked; issue #19)
        self._post_lines = self.writes.lines
        self._redraws = Alarms(self._now, self._pause, self._tasks)
        turns = self.outboxes.turns
        self._table_edits = Paced(self.edit_table_message, self._interval, self._redraws, turns)
        self._hand_edits = Paced(self.views.refresh, self._interval, self._redraws, turns)
        #: the tables whose redraw waits for their channel to have rested
        self.rests = TableRests(
            self.access,
            service,
            self._redraws,
            redraw=self.redraw,
            redraw_views=partial(self.redraw, views=True),
            live=lambda channel_id: self._live.get(("channel", channel_id), ()),
        )
        self._closing = False
        self.pings = TurnPings(SettingsService(service.sessions).pings, service.clock, self._tasks)
        self.log = TableLog(service, self.pings, self.views.watching, self.post)

    def _interval(self) -> float:
        return 0.0 if self._closing else self.edit_interval  # read anew: tests change it

    async def close(self, timeout: float) -> None:
        """Shutting down (after the service: no move comes any more): the redraws waiting
        for their pace are made now, else a table message could show a move less until the
        next move after the restart; then every write waiting goes, for at most ``timeout``
        s in all (what is left then is lost with the process, as any write not yet made)."""
        self._closing = True
        self._redraws.ring_now()
        await asyncio.sleep(0)  # the redraws rung start as callbacks (``Paced``), queued now
        loop = asyncio.get_running_loop()
        until = loop.time() + timeout  # the machine's time: a simulated clock may stand still
        while self._tasks and (left := until - loop.time()) > 0:
            await asyncio.wait(list(self._tasks), timeout=left)
        await self.outboxes.flush(timeout=max(0.0, until - loop.time()))

    async def _pause(self, seconds: float) -> None:
        """Paced redraws and the write budget wait like the service's own pauses (read anew
        each time: a simulated Discord sets the service's after the presenter is made)."""
        await self.service.sleep(seconds)

    # ------------------------------------------------------------------ rendering

    def frontend(self, game: str) -> Frontend:
        try:
            return self.frontends[game]
        except KeyError:
            raise NotFound("table-game-unavailable") from None

    def table_message(self, table: TableSnapshot) -> Message:
        """The table's public message, in the table's language, with the suits dressed."""
        frontend = self.frontends.get(table.game)
        with use_language(table.rules.language):
            shown = draw_table_message(self.service.game(table.game), frontend, table)
        return dress_message(shown, self.card_faces.public())

    async def drawn_table_message(self, table: TableSnapshot) -> Message:
        """:meth:`table_message`, drawn in a worker thread when it has a picture, else here on
        the loop (``Frontend.pictured``)."""
        frontend = self.frontends.get(table.game)
        if frontend is not None and frontend.pictured:
            return await asyncio.to_thread(self.table_message, table)
        return self.table_message(table)

    def hand_context(self, table: TableSnapshot, user_id: int) -> HandContext:
        if table.status is TableStatus.OPEN and table.seat_of(user_id) is None:
            raise PlayerError("table-not-playing-here")  # someone else's lobby
        if table.status is not TableStatus.PLAYING:
            raise PlayerError(
                "table-not-in-play" if table.status is TableStatus.OPEN else "table-game-over"
            )
        seat, view = self.service.view_for(table, user_id)
        if seat is None:
            raise not_seated(table, user_id)
        return HandContext(
            table,
            seat,
            view,
            self.service.legal_for(table, seat),
            self.selections.of(table, user_id),
            self._private.get((table.id, seat), ()),
        )

    def hand_message(self, table: TableSnapshot, user_id: int) -> Message:
        faces = self.card_faces.of(user_id)
        with use_card_faces(faces), drawn_for(user_id):
            shown = self.frontend(table.game).hand_message(self.hand_context(table, user_id))
        if self.access.lost(table.channel_id):  # why the table message stands still
            lost = t("table-channel-lost", channel=f"<#{table.channel_id}>")
            content = limits.clip(f"{lost}\n\n{shown.content or ''}".strip(), limits.CONTENT)
            shown = replace(shown, content=content)
        return dress_message(shown, faces)

    def drawn_from(self, table: TableSnapshot, user_id: int) -> Hashable | None:
        """All that :meth:`hand_message` would be drawn from now, in the language in force,
        as plain values (``HandViews``: a view showing a drawing from the same is not drawn
        again): the table's version (a version's state, seats and status never change), the
        reader's picks, whether the channel refused the bot, their card faces. None while
        events are kept for the seat (rare: a kitty taken, a tile drawn): always drawn."""
        seat = table.seat_of(user_id)
        if seat is not None and (table.id, seat) in self._private:
            return None
        faces = self.card_faces.of(user_id)
        return (
            table.version,
            language_tag(),
            self.access.lost(table.channel_id),
            faces.style.value,
            faces.emoji_key,
            self.selections.of(table, user_id),
        )

    # ------------------------------------------------------------------ service events

    async def on_update(self, update: TableUpdate) -> None:
        if update.kind is UpdateKind.CREATED:
            return
        with use_language(update.table.rules.language):
            await self._on_update(update)

    async def _on_update(self, update: TableUpdate) -> None:
        """Worded in the table's language, except what goes to a person (their own)."""
        table = update.table
        self.newest[table.id] = max(self.newest.get(table.id, 0), table.version)
        if table.status.is_live:
            for target in _channels(table):
                tables = self._live.get(target, ())
                if table.id not in tables:
                    self._live[target] = (*tables, table.id)
        if table.message_id is None and table.status is TableStatus.OPEN:
            return  # not posted yet: its message, when posted, shows it (``posted``)
        if table.channel_id in self.gone and not table.status.is_live:
            self.views.close_table(table.id)
            self._forget(table)
            self._release(table)  # no last edit: it would go to a deleted channel
            return
        if table.message_id is not None:
            self._table_edits.submit(table)
        frontend = self.frontends.get(table.game)
        read = () if frontend is None else frontend.private_read
        told = {e.seat for e in update.events if e.seat is not None}
        if update.seat is not None:  # what it was told is old news once it has moved again
            told.add(update.seat)
        for seat in told:
            kept = tuple(e for e in update.events if e.seat == seat and isinstance(e, read))
            if kept:
                self._private[(table.id, seat)] = kept
            else:
                self._private.pop((table.id, seat), None)
        lines = [word(update.note)] if update.note else []
        public = [e for e in update.events if e.public]
        if table.game in self.frontends and public:
            lines += self.frontend(table.game).event_lines(table, public)
        ending = ratings_line(update.ratings)  # on the game's last line: no write of its own
        if ending is not None:
            lines.append(ending)
        one_line = frontend is None or frontend.turn_in_one_line
        if update.kind in (UpdateKind.FINISHED, UpdateKind.ABORTED, UpdateKind.ABANDONED):
            posting = self._posting.get(table.id)
            if posting is not None and table.message_id is None:
                posting.lines = lines  # nor is its thread known yet: they wait (``posted``)
            else:
                await self.log.record(update, lines, one_line=one_line)
            self.views.close_table(table.id, aborted=table.status is TableStatus.ABORTED)
            self._forget(table)
            return
        began = await self.log.record(update, lines, one_line=one_line)
        if update.kind is UpdateKind.STARTED or (
            table.game in self.frontends and self.frontend(table.game).starts_deal(update.events)
        ):
            await deal_by_dm(self, table)
        if began:
            await turn_by_dm(self, table, began)
        self._hand_edits.submit(table)

    def post(self, table: TableSnapshot, lines: Sequence[str], mention: Sequence[int]) -> None:
        if self.access.resting(("post", table.channel_id)):
            return  # refused lately: each refusal counts against the bot (``channel_access``)
        self.outboxes(("channel", table.post_channel_id)).post(
            lines, self._post_lines, to=posting(table), mention=mention, gap=self.log_interval
        )

    def redraw(self, table: TableSnapshot, *, views: bool = False) -> None:
        """Draw the table's message again at the paced rate, in the table's language; and
        its kept hand ``views``."""
        with use_language(table.rules.language):
            self._table_edits.submit(table)
            if views:
                self._hand_edits.submit(table)

    @contextlib.contextmanager
    def posting(self, table_id: int) -> Iterator[None]:
        """The table's message is being posted, its thread opened and their ids stored, then
        the table read again (``posted``): an end heard of meanwhile is noted, as its update
        alone draws it, and its lines kept for the thread (its snapshot knows none yet)."""
        self._posting[table_id] = _Posting()
        try:
            yield
        finally:
            self._posting.pop(table_id, None)

    async def posted(self, table: TableSnapshot) -> None:
        """The table's message is out, drawn from ``table``, and its id stored (``posting``):
        a change stored meanwhile (a second Rematch press seating someone) had no message to
        edit, so it is drawn now. Unless the table ended meanwhile (its host closed it): its
        update drew the end, once its message id was stored, which nothing may draw again. A
        read made before the end would draw the lobby and its live buttons over it, one made
        after would send the closing edit a second time."""
        now = await self.service.get(table.id)
        posting = self._posting.get(table.id)
        ended = None if posting is None else posting.ended
        if ended is None:
            if now.version != table.version:
                self._table_edits.submit(now)
        elif ended.message_id is None and ended.channel_id not in self.gone:
            # it ended before its ids were stored: no closing edit or line went out
            placed = replace(ended, message_id=now.message_id, thread_id=now.thread_id)
            self._table_edits.submit(placed)
            if posting is not None and posting.lines:
                self.post(placed, posting.lines, ())

    def edit_table_message(self, table: TableSnapshot) -> Awaitable[None] | None:
        """Draw the table message and queue its edit; in a channel that refused the last one,
        once it has rested (``channel_access``). Drawn here on the loop, or, with a picture,
        in a worker thread: what is left to await then is returned (``Paced``: a redraw
        needs no task of its own otherwise; issue #19)."""
        if table.message_id is None or self.rests.waits(table):
            return None  # (after a rest, an ended table's outboxes go once its edit is queued)
        frontend = self.frontends.get(table.game)
        if frontend is not None and frontend.pictured:
            return self._edit_pictured(table, table.message_id)
        try:
            drawn: Message | Exception = self.table_message(table)
        except Exception as error:
            drawn = error
        self._queue_table_edit(table, table.message_id, drawn)
        return None

    async def _edit_pictured(self, table: TableSnapshot, message_id: int) -> None:
        try:
            drawn: Message | Exception = await asyncio.to_thread(self.table_message, table)
        except Exception as error:
            drawn = error
        self._queue_table_edit(table, message_id, drawn)

    def _queue_table_edit(
        self, table: TableSnapshot, message_id: int, drawn: Message | Exception
    ) -> None:
        """Queue the edit of the table message as drawn (none if drawing it failed); an ended
        table's outboxes are let go after its last edit is queued."""
        if isinstance(drawn, Exception):
            log.error("table %s: could not draw the table message", table.id, exc_info=drawn)
        else:
            channel = self.client.get_partial_messageable(table.channel_id)
            self.outboxes(("channel", table.channel_id)).edit(
                ("table", table.id),
                Priority.TABLE,
                fixed(drawn),
                partial(self.writes.table_message, table, channel, message_id),
                failed=partial(self.rests.refused, table),
                last=not table.status.is_live,
            )
        if not table.status.is_live:
            self._release(table)

    def _forget(self, table: TableSnapshot) -> None:
        """A table has ended: drop what was kept for it (its last edit still goes out, and
        then the outboxes of channels no live table uses are let go)."""
        table_id = table.id
        for target in _channels(table):
            left = tuple(other for other in self._live.get(target, ()) if other != table_id)
            if left:
                self._live[target] = left
            else:
                self._live.pop(target, None)
        if table.message_id is None:
            self._release(table)  # no last edit to wait for
        forget = getattr(self.frontends.get(table.game), "forget", None)
        if forget is not None:
            forget(table_id)
        self.log.forget(table_id)
        self.newest.pop(table_id, None)
        posting = self._posting.get(table_id)
        if posting is not None:
            posting.ended = table  # its end is drawn (``posted``)
        self.writes.forget(table_id)
        self._table_edits.forget(table_id)
        self.rests.forget(table_id)
        self._hand_edits.forget(table_id)
        self.selections.forget(table_id)
        for key in [k for k in self._private if k[0] == table_id]:
            self._private.pop(key, None)

    def _release(self, table: TableSnapshot) -> None:
        """Let go of the outboxes of the ended ``table``'s channels that no live table uses."""
        for target in _channels(table):
            if target not in self._live:
                self.outboxes.release(target)

    async def idle(self) -> None:
        await asyncio.sleep(0)  # a paced redraw due now is a callback (``Paced``), not a task
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)
        await self.shared.idle()
        await self.outboxes.idle()

    # ------------------------------------------------------------------ interactions

    def person(self, interaction: discord.Interaction) -> Person:
        user = interaction.user
        shown = visible_name(getattr(user, "display_name", user.name))
        name = markdown_name(shown or visible_name(user.name))
        return Person(user.id, name, can_manage(interaction))

    async def show_hand(self, interaction: discord.Interaction, table: TableSnapshot) -> None:
        """A fresh hand view in a new private reply; it replaces the one kept until now
        (which gets a last edit without controls)."""
        await self.card_faces.load(interaction.user.id)
        shown = self.hand_message(table, interaction.user.id)
        sent = await interaction.response.send_message(ephemeral=True, **message_kwargs(shown))
        reply = sent.message_id or (await interaction.original_response()).id
        user_id = interaction.user.id
        kept = self.views.keep(
            table.id, user_id, interaction, message_id=reply, version=table.version
        )
        await self.showing(table, user_id, kept, shown)

    async def showing(
        self, table: TableSnapshot, user_id: int, kept: KeptView, shown: Message
    ) -> None:
        """``shown``, drawn from ``table``, has just been sent as the view ``kept``. A move
        that landed while it was on its way was redrawn into the views kept then, which this
        one was not yet: it is redrawn now, else it could wait without its controls for a
        turn that had already come to its reader. A table this process heard nothing of (it
        ended meanwhile and was forgotten, or no change came since a restart) is read again:
        a view kept after its game's end would keep its controls, and be kept for good."""
        self.views.showing(table.id, user_id, kept, shown)
        await self.caught_up(table, user_id, kept)

    async def caught_up(self, table: TableSnapshot, user_id: int, kept: KeptView) -> None:
        """The view ``kept`` shows ``table``: redraw it if a newer version was heard of."""
        newest = self.newest.get(table.id)
        if newest is not None and newest <= table.version:
            return
        if newest is None and not self.service.shards.holds(table.guild_id):
            return  # its process keeps it current once handed over (``shared_views``)
        try:
            latest = await self.service.get(table.id)
        except NotFound:  # deleted meanwhile (a server's data erased): nothing to keep current
            self.views.drop(table.id, user_id, kept)
            return
        if latest.status.is_live:
            if latest.version <= table.version or not self.views.holds(table.id, user_id, kept):
                return  # shown already, or replaced meanwhile (its last edit stands)
            language = kept.language or current_language()
            render = self.views.drawn(latest, user_id, language)
            self.views.queue(table.id, user_id, kept, Priority.OWN_VIEW, render)
        else:  # ended meanwhile: its views were closed before this one was kept, and what
            # was kept for it dropped before a click stored its reader's selection
            self.views.close_table(table.id, aborted=latest.status is TableStatus.ABORTED)
            self.selections.drop(table.id, user_id)

    async def play_text(
        self, interaction: discord.Interaction, table: TableSnapshot, text: str
    ) -> None:
        if not text.strip():  # Discord lets a blank line through as the required option
            raise PlayerError("table-play-blank")
        ctx = self.hand_context(table, interaction.user.id)
        action = self.frontend(table.game).parse_text(ctx, text)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.service.act(table.id, interaction.user.id, action)
        await interaction.followup.send(t("table-done"), ephemeral=True)


@dataclass(slots=True)
class _Posting:
    """A table whose message is being posted (``Presenter.posting``): its end, if it ended
    meanwhile, as its update showed it, and that update's lines when its thread was not
    known yet."""

    ended: TableSnapshot | None = None
    lines: Sequence[str] = ()


def _channels(table: TableSnapshot) -> set[Hashable]:
    """The outboxes a table writes to: its message's channel and its play-by-play's."""
    return {("channel", table.channel_id), ("channel", table.post_channel_id)}
