"""The hand views left open (ephemeral replies and DMs), kept current through their outboxes.

A player may have one reply and one DM view open per table. After each change the presenter
asks for every open view to be redrawn; each view's edit waits in the outbox of its own token
or DM channel, where a newer redraw replaces an older one. Views that are replaced or whose
game ended get one last edit without controls, so no stale buttons stay behind.
"""

from __future__ import annotations

import io
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

import discord

from bot.errors import PlayerError
from bot.i18n import Language, current_language, t, use_language
from bot.tables.snapshots import TableSnapshot
from bot.ui.frontend import Message
from bot.ui.outbox import Priority, Render
from bot.ui.outboxes import Outboxes

HAND_VIEW_TTL = timedelta(minutes=14)  # interaction tokens last 15 minutes
#: the last words of a view left behind (catalog ids)
GAME_OVER = "table-view-game-over"
REPLACED = "table-view-replaced"


@dataclass(frozen=True, slots=True)
class RemoteView:
    """A DM hand view another process opened (``bot/ui/shared_views.py``), edited by its
    message id, or through its interaction's webhook until the token expires (``deadline``)."""

    channel_id: int
    message_id: int
    edit: Callable[..., Awaitable[object]]
    deadline: datetime | None = None


HandTarget = discord.Interaction | discord.Message | RemoteView
#: told of every view kept, with the language it is drawn in (see ``SharedViews.share``)
Elsewhere = Callable[[int, int, HandTarget, Language], None]


class HandViews:
    def __init__(
        self,
        outboxes: Outboxes,
        draw: Callable[[TableSnapshot, int], Message],
        clock: Callable[[], datetime] = discord.utils.utcnow,
    ) -> None:
        self.outboxes = outboxes
        self._draw = draw
        #: when views were opened and tokens run out, on the presenter's clock (the service's):
        #: views kept on one clock and redrawn on another expired at random under SimCord
        self._clock = clock
        #: hands views of tables another process holds over to it (None: a single process)
        self.elsewhere: Elsewhere | None = None
        #: open hand views per (table, user): at most one ephemeral reply and one DM each, with
        #: when it was opened and the language it was first shown in (kept for its redraws)
        self._views: dict[tuple[int, int], dict[str, tuple[datetime, HandTarget, Language]]] = {}

    def watching(self, table_id: int, user_id: int) -> bool:
        """Whether the player has a hand view of this table open (and kept current)."""
        return bool(self._views.get((table_id, user_id)))

    def keep(
        self,
        table_id: int,
        user_id: int,
        target: HandTarget,
        *,
        new: bool = False,
        language: Language | None = None,
    ) -> None:
        """Remember an open hand view, to keep it current, in ``language`` (None: the one in
        force, the reader's while their interaction is answered).

        A ``new`` view (Your hand pressed again, the next deal's DM) replaces the older one,
        which gets a last edit without controls. A click on the view's own controls only
        brings a fresher token for the same message, still in the view's first language.
        """
        views = self._views.setdefault((table_id, user_id), {})
        where = _where(target)
        before = views.get(where)
        language = language or current_language()
        if before is not None and box_of(before[1]) != box_of(target):
            if new:
                self.close(table_id, user_id, before[1], REPLACED, before[2])
            else:
                language = before[2]
                self.outboxes(box_of(before[1])).forget(("hand", table_id, user_id))
                self._release(box_of(before[1]))
        views[where] = (self._clock(), target, language)
        if self.elsewhere is not None:
            self.elsewhere(table_id, user_id, target, language)

    def language(self, table_id: int, user_id: int, target: HandTarget) -> Language:
        """The language the view ``target`` is drawn in (the one in force if it isn't kept)."""
        kept = self._views.get((table_id, user_id), {}).get(_where(target))
        return kept[2] if kept is not None else current_language()

    def showing(self, table_id: int, user_id: int, target: HandTarget, shown: Message) -> None:
        """The view was just drawn another way (a reply): an identical redraw is not sent."""
        self.outboxes(box_of(target)).shows(("hand", table_id, user_id), shown)

    async def refresh(self, table: TableSnapshot) -> None:
        now = self._clock()
        for seat in table.seats:
            if seat.user_id is None:
                continue
            views = self._views.get((table.id, seat.user_id), {})
            for where, (opened, target, language) in list(views.items()):
                if _expired(target, opened, now):
                    views.pop(where, None)
                    continue
                drawn = self.drawn(table, seat.user_id, language)
                self.queue(table.id, seat.user_id, target, Priority.OTHER_VIEW, drawn)

    def drawn(self, table: TableSnapshot, user_id: int, language: Language) -> Render:
        """The hand view of ``user_id`` in ``language``, drawn when its edit goes out (None:
        they have no hand)."""

        async def render() -> Message | None:
            try:
                with use_language(language):
                    return self._draw(table, user_id)
            except PlayerError:
                self.drop(table.id, user_id, None)
                return None

        return render

    def queue(
        self,
        table_id: int,
        user_id: int,
        target: HandTarget,
        priority: Priority,
        render: Render,
        *,
        last: bool = False,
    ) -> None:
        async def send(shown: Message) -> None:
            kwargs = message_kwargs(shown, editing=True)
            if isinstance(target, discord.Interaction):
                await target.edit_original_response(**kwargs)
            else:
                await target.edit(**kwargs)

        self.outboxes(box_of(target)).edit(
            ("hand", table_id, user_id),
            priority,
            render,
            send,
            failed=lambda: self.drop(table_id, user_id, target),
            last=last,
        )

    def drop(self, table_id: int, user_id: int, target: HandTarget | None) -> None:
        """Stop keeping a view current (``None``: every view of that player at that table)."""
        views = self._views.get((table_id, user_id), {})
        for where, (_, kept, _language) in list(views.items()):
            if target is None or kept is target:
                views.pop(where, None)

    def close(
        self, table_id: int, user_id: int, target: HandTarget, msg_id: str, language: Language
    ) -> None:
        """One last edit of a view that is no longer kept: a text, without controls."""
        with use_language(language):
            last = Message(content=t(msg_id))
        self.queue(table_id, user_id, target, Priority.OTHER_VIEW, fixed(last), last=True)
        self._release(box_of(target))

    def _release(self, box: tuple[str, int]) -> None:
        """Let go of ``box`` once its writes are out, unless a view still kept writes there
        (a person's DM channel serves their views of every table)."""
        if all(box_of(t) != box for views in self._views.values() for _, t, _ in views.values()):
            self.outboxes.release(box)

    def close_table(self, table_id: int) -> None:
        """The game has ended: every view left open loses its controls, and is forgotten."""
        for key in [k for k in self._views if k[0] == table_id]:
            for _, target, language in self._views.pop(key).values():
                self.close(table_id, key[1], target, GAME_OVER, language)


def _expired(target: HandTarget, opened: datetime, now: datetime) -> bool:
    """Whether the view's interaction token has run out (a DM message's never does)."""
    if isinstance(target, RemoteView):
        return target.deadline is not None and now > target.deadline
    return isinstance(target, discord.Interaction) and now - opened > HAND_VIEW_TTL


def _where(target: HandTarget) -> str:
    if isinstance(target, discord.Interaction):
        return "dm" if target.guild_id is None else "reply"
    return "dm"


def box_of(target: HandTarget) -> tuple[str, int]:
    """The outbox a view's edits go through: its interaction token, or its DM channel."""
    if isinstance(target, discord.Interaction):
        return ("interaction", target.id)
    if isinstance(target, RemoteView):
        return ("dm", target.channel_id)
    return ("dm", target.channel.id)


def fixed(shown: Message) -> Render:
    """A render that always gives ``shown`` (drawn already, or a closing text)."""

    async def render() -> Message:
        return shown

    return render


def message_kwargs(
    shown: Message, *, editing: bool = False, carried: tuple[str, bytes] | None = None
) -> dict[str, Any]:
    """discord.py keyword arguments for sending (or editing) a :class:`Message`.

    ``carried`` is the picture the edited message has already: when it is the one to show,
    no attachments are sent, so Discord keeps it and no upload is spent on the same bytes.
    """
    kwargs: dict[str, Any] = {}
    if shown.content is not None or editing:
        kwargs["content"] = shown.content
    if shown.embed is not None or editing:
        kwargs["embed"] = shown.embed
    if shown.view is not None or editing:
        kwargs["view"] = shown.view
    if shown.file is not None and not (editing and shown.file == carried):
        name, data = shown.file
        file = discord.File(io.BytesIO(data), filename=name)
        if editing:
            kwargs["attachments"] = [file]
        else:
            kwargs["file"] = file
    elif shown.file is None and editing:
        kwargs["attachments"] = []
    return kwargs
