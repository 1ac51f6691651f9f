"""A table's play-by-play in its channel: a turn's lines together, a mention only when needed.

The lines of a turn that goes on (a Mexican Train double still to cover, a trick's winner
leading again) wait here and go out with the next ones, so a whole turn costs one channel
write instead of one per move; card games already tell a trick in the one line of its winner.
A game whose turn reads as one sentence (Mexican Train) has them joined into one line; the
card games keep a line per event (the frontend's ``turn_in_one_line``). A new stage of the
game (:meth:`bot.games.base.GameBase.phase`: a contract won, a deal ended) is not held: it is
news even when the same seat acts next. The table message and each hand view show whose turn
it is, so the line mentions a player only when :mod:`bot.ui.turn_pings` says they seem not to
be looking. Lines are worded by the caller in the table's language; what is added here is
worded in the language in force.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any, Protocol

import discord

from bot.errors import NotFound
from bot.games.base import SYSTEM, GameBase
from bot.i18n import t, use_language
from bot.tables.autoplay import Autoplay
from bot.tables.snapshots import TableSnapshot, TableStatus, TableUpdate, UpdateKind
from bot.ui.turn_pings import TurnPings

#: queue lines for the table's channel, pinging only ``mention``
Post = Callable[[TableSnapshot, Sequence[str], Sequence[int]], None]


class Tables(Protocol):
    """What the log asks the table service."""

    def game(self, name: str) -> GameBase[Any, Any, Any]: ...

    async def get(self, table_id: int) -> TableSnapshot:
        """The table as stored now."""
        ...

    async def autoplay_due(self, table: TableSnapshot) -> Autoplay | None:
        """The play the table will make by itself for the person whose turn it is."""
        ...

    def warm_autoplay(self, user_ids: Iterable[int]) -> None:
        """Read these people's autoplay settings in the background (their table begins)."""
        ...


@dataclass(slots=True)
class _Held:
    seat: int
    lines: list[str]
    #: the frontend's ``turn_in_one_line``: the turn's lines joined, or one line each
    one_line: bool

    def alone(self) -> list[str]:
        """The held lines, posted with nothing of the same turn after them."""
        return [" ".join(self.lines)] if self.one_line else self.lines

    def before(self, seat: int | None, lines: Sequence[str]) -> list[str]:
        """The held lines, then ``lines``; where a turn is one line, the acting seat's first
        line joins the held ones of its turn."""
        if self.one_line and seat == self.seat:
            return [" ".join([*self.lines, *lines[:1]]), *lines[1:]]
        return [*self.alone(), *lines]


def mentions(user_ids: Sequence[int]) -> str:
    return " ".join(f"<@{user_id}>" for user_id in user_ids)


def addressed(table: TableSnapshot, user_ids: Sequence[int], pinged: Sequence[int]) -> str:
    """Whom a line is for: a mention for each it pings, the name (bold) of each it may not
    (``/settings ping:never``). A mention that pings nobody brings no user with the message,
    and Discord shows it as its raw id ("<@1456…>") to whoever has not met them lately."""
    names = {seat.user_id: seat.name for seat in table.seats}
    unpinged = [u for u in user_ids if u not in pinged and u in names]
    return " ".join(
        f"**{names[user_id]}**" if user_id in unpinged else mentions([user_id])
        for user_id in user_ids
    )


#: each set of seats to act as the one tuple that every table's ``_turns`` shares: a tuple made
#: at each update is tracked until a collection has looked at it, and storing it tracked the
#: dict again, walked by every full collection during play, two references a table; a shared
#: one is not tracked once looked at (issue #19). One for each set of seats met: a few dozen.
_TURNS: dict[frozenset[int], tuple[int, ...]] = {}


class TableLog:
    def __init__(
        self,
        tables: Tables,
        pings: TurnPings,
        watching: Callable[[int, int], bool],
        post: Post,
    ) -> None:
        self._game = tables.game
        self.pings = pings
        self._watching = watching
        self._post = post
        self._read = tables.get
        self._autoplayed = tables.autoplay_due
        self._warm_autoplay = tables.warm_autoplay
        self._held: dict[int, _Held] = {}
        #: table id -> the seats whose turn was last seen, as a tuple (which the collector
        #: stops tracking; a frozenset it walks for as long as the table lives: issue #19),
        #: one shared by every table for the same seats (``_TURNS``)
        self._turns: dict[int, tuple[int, ...]] = {}
        #: table id -> the game's phase last seen (a string: nothing for the collector to walk)
        self._phases: dict[int, str] = {}
        pings.announce = self._nudge

    async def record(
        self, update: TableUpdate, lines: Sequence[str], *, one_line: bool = True
    ) -> list[int]:
        """Post (or hold, while the turn goes on) this update's lines with any mention due;
        returns the people whose turn began (mentioned or not). ``one_line``: the frontend's
        ``turn_in_one_line``."""
        table = update.table
        if update.kind is UpdateKind.REMINDER and table.countdown_to is not None:
            allowed = await self.pings.allowed(update.mention)
            deadline = discord.utils.format_dt(table.countdown_to, "R")
            whom = addressed(table, update.mention, allowed)
            reminder = t("table-reminder", mentions=whom, deadline=deadline)
            self._flush(table, [*lines, reminder], allowed)
            return []
        if table.id not in self._turns:  # its first update here (begun, or resumed)
            self._warm(table)
        began, going_on = self._turns_began(update)
        if began or going_on:  # no mention, now or later, of a turn played for its person
            due = await self._autoplayed(table)
            if due is not None:
                began = [u for u in began if u != due.user_id]
                going_on = [u for u in going_on if u != due.user_id]
        watching = partial(self._watching, table.id)
        mention = self.pings.turns_began_known(table, began, watching)
        if mention is None:
            mention = await self.pings.turns_began(table, began, watching)
        if going_on:
            await self.pings.turns_go_on(table, going_on)
        lines = list(lines)
        if mention:
            tag = t("table-your-turn", mentions=mentions(mention))
            lines[-1:] = [f"{lines[-1]} {tag}" if lines else tag]
        held = self._held.pop(table.id, None)
        if held is not None:
            lines = held.before(update.seat, lines)
        new_phase = self._phase_changed(table)
        if self._turn_goes_on(update) and not mention and not new_phase:
            if lines:
                self._held[table.id] = _Held(update.seat or 0, lines, one_line)
        else:
            self._flush(table, lines, mention)
        return began

    def _flush(self, table: TableSnapshot, lines: Sequence[str], mention: Sequence[int]) -> None:
        if lines:
            self._post(table, lines, mention)

    def _phase_changed(self, table: TableSnapshot) -> bool:
        """Whether the game went on to a new phase since the table's last update here (not
        known after a restart: then it did not, and its lines are held as before)."""
        if table.status is not TableStatus.PLAYING or table.state is None:
            return False  # its lines are not held: nothing to tell apart
        phase = self._game(table.game).phase(table.state)
        before = self._phases.get(table.id)
        self._phases[table.id] = phase
        return before is not None and before != phase

    def _turn_goes_on(self, update: TableUpdate) -> bool:
        """The acting seat must act again, so its turn's lines wait for the rest."""
        table = update.table
        if update.kind is not UpdateKind.ACTION or update.seat is None or update.seat == SYSTEM:
            return False
        if table.status is not TableStatus.PLAYING or table.state is None:
            return False
        return update.seat in self._game(table.game).to_act(table.state)

    def _warm(self, table: TableSnapshot) -> None:
        """The settings its moves will ask for, read before its first move asks (a move that
        waits for a read waits behind the group commit: issue #19)."""
        people = [s.user_id for s in table.seats if s.user_id is not None]
        self.pings.warm(people)
        self._warm_autoplay(people)

    def _turns_began(self, update: TableUpdate) -> tuple[list[int], list[int]]:
        """The people whose turn began with this update, and who acted and plays on (a double
        to cover, a trick's winner leading): theirs is no new turn. Neither counts anyone
        marked away (the AI plays their turn at once: a mention would call them to a move
        they will not make)."""
        table = update.table
        seats = {s.position: s.user_id for s in table.seats if s.user_id is not None}
        playing = {s.position for s in table.seats if s.user_id is not None and not s.away}
        actor = {update.seat} if update.seat is not None else set()
        previous = frozenset(self._turns.get(table.id, ()))
        now = self._to_act(table)
        turn = _TURNS.get(now)
        if turn is None:
            turn = _TURNS[now] = tuple(now)
        self._turns[table.id] = turn
        over = (previous - now) | actor  # who acted starts a turn they still have over
        self.pings.turn_over(table.id, [seats[s] for s in over if s in seats])
        if len(now) != 1:
            return [], []  # open-to-all moments (declaring during a deal) are nobody's turn
        began = [seats[s] for s in sorted(now - previous - actor) if s in playing]
        return began, [seats[s] for s in sorted(now & actor) if s in playing]

    def _to_act(self, table: TableSnapshot) -> frozenset[int]:
        if table.status is not TableStatus.PLAYING or table.state is None:
            return frozenset()
        to_act = self._game(table.game).to_act(table.state)
        if SYSTEM in to_act:
            return frozenset()  # cards are still being dealt: a chance to declare is nobody's turn
        return frozenset(to_act)

    async def _nudge(self, table_id: int, user_id: int) -> None:
        """A turn waited long enough: mention its player, with any lines still held, in the
        table's channel and language as they are now. Only if it is still their turn: the
        table may have ended, or their seat gone to an AI (which plays it, or waits when
        nobody is left playing) without a move of theirs ending the turn."""
        try:
            table = await self._read(table_id)
        except NotFound:
            return
        if table.seat_of(user_id) not in self._to_act(table):
            return
        held = self._held.pop(table.id, None)
        with use_language(table.rules.language):
            tag = t("table-still-your-turn", mentions=mentions([user_id]), table=table.id)
        lines = held.alone() if held is not None else []
        self._flush(table, [*lines, tag], [user_id])

    def forget(self, table_id: int) -> None:
        self._turns.pop(table_id, None)
        self._phases.pop(table_id, None)
        self._held.pop(table_id, None)
        self.pings.forget_table(table_id)
