"""The hand views left open (ephemeral replies and DMs), kept current through their outboxes.

A player may have one reply and one DM view open per table. After each change the presenter
asks for every open view to be redrawn; each view's edit waits in the outbox of its own token
or DM channel, where a newer redraw replaces an older one. Views that are replaced or whose
game ended get one last edit without controls, so no stale buttons stay behind.
"""

from __future__ import annotations

import io
import logging
from collections.abc import Awaitable, Callable, Hashable, Iterable
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any

import discord

from bot.errors import PlayerError
from bot.games.evolve import slot_init
from bot.i18n import Language, current_language, t, use_language
from bot.tables.snapshots import TableSnapshot
from bot.ui.frontend import Message
from bot.ui.outboxes import Outboxes
from bot.ui.queued_writes import Priority, Render

log = logging.getLogger(__name__)

HAND_VIEW_TTL = timedelta(minutes=14)  # interaction tokens last 15 minutes
#: where a player's hand views of a table are: an ephemeral reply, a DM
WHERES = ("reply", "dm")
#: the last words of a view left behind (catalog ids)
GAME_OVER = "table-view-game-over"
CLOSED = "table-view-closed"
REPLACED = "table-view-replaced"
UNSEATED = "table-view-unseated"


@slot_init
@dataclass(frozen=True, slots=True)
class KeptView:
    """An open hand view: the outbox its edits wait in (``box``), which of the player's two
    views it is (``where``: ``"reply"`` or ``"dm"``), how to reach its message, until when
    its interaction token lets it (None: a bot's DM message, editable for good), and the
    language its redraws are worded in (None until it is kept).

    A bot's DM message is reached by its channel's id and its own; a reply through its
    interaction's webhook (application id and token). Nothing of the Discord objects it was
    opened from is kept: a kept interaction held the clicked message with every component,
    and the member who clicked, ~60 objects a view for up to 14 minutes, walked by every full
    garbage collection (issue #19). :class:`HandViews` keeps it as :meth:`packed`."""

    box: tuple[str, int]
    where: str
    message_id: int
    channel_id: int = 0
    application_id: int = 0
    token: str = ""
    deadline: datetime | None = None
    language: Language | None = None

    def packed(self) -> Packed:
        """As :class:`HandViews` keeps it: a plain tuple of numbers, strings and a time,
        which the collector stops tracking, where the view and the edit it carried were two
        tracked objects a view, walked by every full collection (issue #19)."""
        tag = "" if self.language is None else self.language.value
        return (
            *self.box,
            self.where,
            self.message_id,
            self.channel_id,
            self.application_id,
            self.token,
            self.deadline,
            tag,
        )

    @classmethod
    def unpacked(cls, packed: Packed) -> KeptView:
        kind, box, where, message, channel, application, token, deadline, tag = packed
        language = _LANGUAGES[tag] if tag else None
        return cls((kind, box), where, message, channel, application, token, deadline, language)


#: the languages by their tags: a view is unpacked once or twice per redraw, and calling
#: ``Language`` looks its tag up through the enum's machinery (~1 us; issue #19)
_LANGUAGES = {language.value: language for language in Language}
#: a kept view as :class:`HandViews` keeps it (:meth:`KeptView.packed`)
Packed = tuple[str, int, str, int, int, int, str, datetime | None, str]
#: where a packed view holds its message's id
_MESSAGE_ID = 3
#: sends a kept view's edit (discord.py's keyword arguments for editing a message)
Editor = Callable[[KeptView, dict[str, Any]], Awaitable[object]]


def discord_editor(client: discord.Client) -> Editor:
    """Edits through the bot's Discord client: a DM message by its ids, a reply through its
    interaction's webhook while the token lasts."""

    async def edit(view: KeptView, kwargs: dict[str, Any]) -> object:
        if view.token:
            # made when used: the client's HTTP session exists once it has logged in
            webhook = discord.Webhook.partial(view.application_id, view.token, client=client)
            return await webhook.edit_message(view.message_id, **kwargs)
        channel = client.get_partial_messageable(view.channel_id)
        return await channel.get_partial_message(view.message_id).edit(**kwargs)

    return edit


#: what a hand view is kept from: the interaction that showed it, or a view already kept (a
#: bot's DM message, :func:`dm_view`; one another process left)
HandTarget = discord.Interaction | KeptView
#: told of every view kept, with what it was kept from, the language it is drawn in and the
#: version it shows if known (see ``SharedViews.share``)
Elsewhere = Callable[[int, int, HandTarget, Language, int | None], None]
#: what a player's hand view of a table would be drawn from now, in the language in force, as
#: plain values (the presenter's ``drawn_from``); None: not known, so it is always drawn
Source = Callable[[TableSnapshot, int], Hashable | None]
#: told that the view kept shows a drawing of this table, which may be older than what it
#: showed before (the presenter's ``caught_up``: redrawn if a newer version was heard of)
Overtaken = Callable[[TableSnapshot, int, KeptView], Awaitable[None]]


@dataclass(frozen=True, slots=True)
class Drawing:
    """A player's hand view of ``table`` in ``language``, drawn when its edit goes out (None:
    they have no hand); :meth:`HandViews.queue` knows it from a fixed text, and may find it
    need not be drawn at all."""

    views: HandViews
    table: TableSnapshot
    user_id: int
    language: Language

    async def __call__(self) -> Message | None:
        try:
            with use_language(self.language):
                return self.views._draw(self.table, self.user_id)
        except PlayerError:
            self.views.drop(self.table.id, self.user_id, None)
            return None


class HandViews:
    def __init__(
        self,
        outboxes: Outboxes,
        draw: Callable[[TableSnapshot, int], Message],
        editor: Editor,
        clock: Callable[[], datetime] = discord.utils.utcnow,
        source: Source | None = None,
        overtaken: Overtaken | None = None,
    ) -> None:
        self.outboxes = outboxes
        self._draw = draw
        self._editor = editor
        self._source = source
        self._overtaken = overtaken
        #: when tokens run out, on the presenter's clock (the service's): views kept on one
        #: clock and redrawn on another expired at random under SimCord
        self._clock = clock
        #: hands views of tables another process holds over to it (None: a single process)
        self.elsewhere: Elsewhere | None = None
        #: open hand views by (table, user, where): at most one ephemeral reply and one DM a
        #: player and table, each with the language it was first shown in (kept for its
        #: redraws); one dict for all, not one a player, which the collector would walk
        self._views: dict[tuple[int, int, str], Packed] = {}
        #: who has had a view of each table since its views were last visited (a superset of
        #: who has one now), so that a table's views are found without walking every table's:
        #: each update of each table looked through all the views of all the tables before
        self._watchers: dict[int, tuple[int, ...]] = {}
        #: what each view's message shows, by (table, user, where): its id and what it was
        #: drawn from (``Source``), kept once an edit drawn from that went out, and dropped as
        #: soon as anything else is drawn or written there. A redraw from the same again shows
        #: nothing new: ~1 hand view in 8 was drawn twice from one version, once for the
        #: actor's own redraw and again for the paced redraw of every view (issue #19). Plain
        #: values, which the collector stops tracking.
        self._shows: dict[tuple[int, int, str], tuple[Hashable, ...]] = {}

    def watching(self, table_id: int, user_id: int) -> bool:
        """Whether the player has a hand view of this table open (and kept current)."""
        return any((table_id, user_id, where) in self._views for where in WHERES)

    def holds(self, table_id: int, user_id: int, view: KeptView) -> bool:
        """Whether ``view`` is still the one kept: a move may have replaced it (the next
        deal's DM), after which an edit of it would take the place of its last one."""
        kept = self._views.get((table_id, user_id, view.where))
        return kept is not None and kept[_MESSAGE_ID] == view.message_id  # read packed

    def _get(self, table_id: int, user_id: int, where: str) -> KeptView | None:
        packed = self._views.get((table_id, user_id, where))
        return None if packed is None else KeptView.unpacked(packed)

    def keep(
        self,
        table_id: int,
        user_id: int,
        target: HandTarget,
        *,
        message_id: int | None = None,
        language: Language | None = None,
        version: int | None = None,
    ) -> KeptView:
        """Remember an open hand view, to keep it current, in ``language`` (None: the one in
        force, the reader's while their interaction is answered); returns it as kept, for
        the edits that follow at once to wait in the same outbox.

        An interaction's view is the message it clicked, or its reply ``message_id``. Another
        message (Your hand pressed again, the next deal's DM, or an older view pressed whose
        closing edit was refused, so it kept its controls) replaces the view kept, which gets
        a last edit without controls. A click on the view's own controls only brings a
        fresher token for the same message, still in the view's first language.
        ``version`` is the table's version the view was drawn from, when it is already shown.
        """
        view = self._kept(target, message_id)
        before = self._get(table_id, user_id, view.where)
        language = language or current_language()
        if before is not None and before.message_id != view.message_id:
            self.close(table_id, user_id, before, REPLACED)
        elif before is not None and before.box != view.box:
            language = before.language or language
            self.outboxes(before.box).forget(_key(table_id, user_id, before))
            self._release(before.box)
        if view.language is not language:
            view = replace(view, language=language)
        self._views[table_id, user_id, view.where] = view.packed()
        watchers = self._watchers.get(table_id, ())
        if user_id not in watchers:
            self._watchers[table_id] = (*watchers, user_id)
        if self.elsewhere is not None:
            self.elsewhere(table_id, user_id, target, language, version)
        return view

    def _kept(self, target: HandTarget, message_id: int | None) -> KeptView:
        if isinstance(target, KeptView):
            return target
        clicked = target.message
        if message_id is None and clicked is not None:
            if not clicked.flags.ephemeral:  # a bot's DM message: edited by id, no token
                return dm_view(clicked.channel.id, clicked.id)
            message_id = clicked.id
        if message_id is None:
            raise ValueError("a reply's view is kept with the id of the reply")
        return KeptView(
            ("interaction", target.id),
            "dm" if target.guild_id is None else "reply",
            message_id,
            application_id=target.application_id,
            token=target.token,
            deadline=self._clock() + HAND_VIEW_TTL,
        )

    def showing(self, table_id: int, user_id: int, view: KeptView, shown: Message) -> None:
        """The view was just sent another way (a reply): an identical redraw is not sent, and
        the reply's controls let go of their view (:meth:`Message.finished`)."""
        self._unknown((table_id, user_id, view.where), view.message_id)  # drawn from what?
        self.outboxes(view.box).shows(_key(table_id, user_id, view), shown)
        shown.finished()

    def refresh(self, table: TableSnapshot) -> None:
        """Queue a redraw of every view of ``table`` kept (not awaited: a paced redraw needs
        no task of its own, issue #19)."""
        self._close_unseated(table)
        for seat in table.seats:
            if seat.user_id is not None:
                self.redraw(table, seat.user_id)

    def redraw(self, table: TableSnapshot, user_id: int, *, shown: KeptView | None = None) -> None:
        """Queue a redraw of the player's views of ``table``, but ``shown`` (just drawn):
        after a pick on one view the other follows too, for its Play or Bury button acts on
        the cards chosen, wherever they were chosen, and must not show others."""
        for where in WHERES:
            view = self._get(table.id, user_id, where)
            if view is None or (shown is not None and view.message_id == shown.message_id):
                continue
            if view.deadline is not None and self._clock() > view.deadline:
                del self._views[table.id, user_id, where]
                self._shows.pop((table.id, user_id, where), None)
                continue
            drawn = self.drawn(table, user_id, view.language or current_language())
            self.queue(table.id, user_id, view, Priority.OTHER_VIEW, drawn)

    def _close_unseated(self, table: TableSnapshot) -> None:
        """Whoever no longer sits at the table (their seat went to an AI: replaced, kicked)
        has no hand to keep current: their view says so and loses its controls, rather than
        keep buttons that can only be refused."""
        watchers = self._watchers.get(table.id)
        if watchers is None:
            return  # nobody has a view of this table (an AI table's every move)
        seated = {seat.user_id for seat in table.seats}
        unseated = [user for user in watchers if user not in seated]
        if unseated:
            self._close_all(table.id, unseated, UNSEATED)
        kept = tuple(u for u in watchers if self.watching(table.id, u))
        if not kept:
            del self._watchers[table.id]
        elif kept != watchers:
            self._watchers[table.id] = kept

    def _close_all(self, table_id: int, users: Iterable[int], msg_id: str) -> None:
        for user_id in users:
            for where in WHERES:
                packed = self._views.pop((table_id, user_id, where), None)
                self._shows.pop((table_id, user_id, where), None)
                if packed is not None:
                    self.close(table_id, user_id, KeptView.unpacked(packed), msg_id)

    def drawn(self, table: TableSnapshot, user_id: int, language: Language) -> Render:
        """The hand view of ``user_id`` in ``language``, drawn when its edit goes out (None:
        they have no hand)."""
        return Drawing(self, table, user_id, language)

    def queue(
        self,
        table_id: int,
        user_id: int,
        view: KeptView,
        priority: Priority,
        render: Render,
        *,
        last: bool = False,
    ) -> None:
        """Queue an edit of ``view``: a :class:`Drawing` is not drawn when the message shows
        one drawn from the same already (``_shows``); anything else (a closing text) makes
        what the message shows unknown."""
        slot = (table_id, user_id, view.where)
        drawn_from: Hashable | None = None
        drawn: TableSnapshot | None = None
        if isinstance(render, Drawing):
            drawing = render
            drawn = drawing.table

            async def render_once() -> Message | None:
                nonlocal drawn_from
                drawn_from = self._drawn_from(drawing)
                if drawn_from is not None and self._shows.get(slot) == (
                    view.message_id,
                    drawn_from,
                ):
                    return None  # the message shows exactly this already
                self._unknown(slot, view.message_id)  # this drawing, or the one before
                return await drawing()

            render = render_once
        else:
            self._unknown(slot, view.message_id)

        async def send(shown: Message) -> None:
            await self._editor(view, message_kwargs(shown, editing=True))
            if drawn_from is not None and self.holds(table_id, user_id, view):
                self._shows[slot] = (view.message_id, drawn_from)
            else:
                self._unknown(slot, view.message_id)
            if drawn is not None:
                await self._landed(table_id, user_id, view, shown, drawn)

        self.outboxes(view.box).edit(
            _key(table_id, user_id, view),
            priority,
            render,
            send,
            failed=lambda: self.drop(table_id, user_id, view),
            last=last,
        )

    async def _landed(
        self, table_id: int, user_id: int, view: KeptView, shown: Message, drawn: TableSnapshot
    ) -> None:
        """A drawing of ``drawn`` is now on the view's message. If a click handed the view to
        a fresher token while this edit was on its way (Discord slow to answer), the click's
        own answer, showing a later move, may have landed first: this older drawing now
        stands over it, the played card back in hand, until the table moves again. The
        fresher token's outbox is told what the message shows, and the view is redrawn if a
        newer version was heard of (``overtaken``)."""
        packed = self._views.get((table_id, user_id, view.where))
        if packed is None or packed[_MESSAGE_ID] != view.message_id or packed[:2] == view.box:
            return  # the common case, read packed: still kept as it was, or not at all
        if self._overtaken is None:
            return
        kept = KeptView.unpacked(packed)
        self.outboxes(kept.box).shows(_key(table_id, user_id, kept), shown)
        try:
            await self._overtaken(drawn, user_id, kept)
        except Exception:  # the edit is out; the next move's redraw shows the table anyway
            log.exception("table %s: could not redraw an overtaken hand view", table_id)

    def _unknown(self, slot: tuple[int, int, str], message_id: int) -> None:
        """What message ``message_id`` shows is not known any more."""
        shows = self._shows.get(slot)
        if shows is not None and shows[0] == message_id:
            del self._shows[slot]

    def _drawn_from(self, drawing: Drawing) -> Hashable | None:
        if self._source is None:
            return None
        with use_language(drawing.language):
            return self._source(drawing.table, drawing.user_id)

    def drop(self, table_id: int, user_id: int, view: KeptView | None) -> None:
        """Stop keeping a view current (``None``: every view of that player at that table)."""
        for where in WHERES:
            kept = self._get(table_id, user_id, where)
            if kept is not None and (view is None or kept == view):
                del self._views[table_id, user_id, where]
                self._shows.pop((table_id, user_id, where), None)

    def close(self, table_id: int, user_id: int, view: KeptView, msg_id: str) -> None:
        """One last edit of a view that is no longer kept: a text, without controls."""
        with use_language(view.language or current_language()):
            last = Message(content=t(msg_id))
        self.queue(table_id, user_id, view, Priority.OTHER_VIEW, fixed(last), last=True)
        self._release(view.box)

    def _release(self, box: tuple[str, int]) -> None:
        """Let go of ``box`` once its writes are out, unless a view still kept writes there
        (a person's DM channel serves their views of every table)."""
        if all(kept[:2] != box for kept in self._views.values()):
            self.outboxes.release(box)

    def close_table(self, table_id: int, *, aborted: bool = False) -> None:
        """The game has ended (or the table was closed before its end: ``aborted``): every
        view left open loses its controls, and is forgotten."""
        self._close_all(
            table_id, self._watchers.pop(table_id, ()), CLOSED if aborted else GAME_OVER
        )


def _key(table_id: int, user_id: int, view: KeptView) -> tuple[str, int, int, int]:
    """A view's edits' key in its outbox: its message's too, for a DM channel's outbox holds
    the edits of every DM a player is sent (a deal's view, and the last edit of the one it
    replaces, which would otherwise take each other's place)."""
    return ("hand", table_id, user_id, view.message_id)


def dm_view(channel_id: int, message_id: int) -> KeptView:
    """A bot's DM message, kept by its ids alone (its edits wait in the DM channel's outbox)."""
    return KeptView(("dm", channel_id), "dm", message_id, channel_id=channel_id)


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
