"""Autoplay (``/settings autoplay:on``): a person's lone legal play, made for them.

When it is one person's turn alone and the rules leave them exactly one legal action, a card
or tile play (:meth:`GameBase.forced_play`: never a bid, declaration, bury, draw or pass), the
table waits ``AUTOPLAY_DELAY`` and plays it as their move: logged for their seat, an activity
of theirs, told the table as theirs. It is not taken as a sign that they are there: their run
of expired turns and any vote to replace them stand, or an absent player with autoplay on
would keep their seat for ever on the forced plays between their timeouts.

The wait is one of the driver's pauses (an alarm, ``bot.alarms``, on alarms of its own), so it
is what an AI seat's pause is: it is waited again after a restart (the resume walk kicks these
tables too), held while Discord is out of reach, and replaced by the next version's as soon as
the table moves.
A click within the wait wins the race: it stores a new version first, and the automatic
move, applied only on the version it was planned for, is dropped (``Stale``).

People's settings are read through one :class:`~bot.ttl_cache.TtlCache`, not per move.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.alarms import Alarms
from bot.games.base import SYSTEM, GameBase
from bot.games.evolve import slot_init
from bot.games.memo import ByState
from bot.tables.moves import MoveStore
from bot.tables.snapshots import TableSnapshot
from bot.ttl_cache import SETTING_TTL, TtlCache
from storage.settings import autoplay_of

#: seconds before a lone legal play is made: long enough to see the turn come, short enough
#: that nobody waits on a move that was never a choice
AUTOPLAY_DELAY = 1.5
#: snapshots whose lone play is kept (``Autoplays.lone_play_of``): the questions about one
#: come within a few calls of each other, so a handful of moves' worth is enough
LONE_PLAYS_KEPT = 64


@slot_init
@dataclass(frozen=True, slots=True)
class Autoplay:
    """The move the table makes for a person: their seat, who they are, and the play."""

    seat: int
    user_id: int
    action: Any


def lone_play(game: GameBase[Any, Any, Any], table: TableSnapshot) -> Autoplay | None:
    """The forced play of the one person (playing, not away) whose turn it is alone, whatever
    their setting; None when anyone else may act too, or they have a choice."""
    if not table.moving:
        return None
    to_act = game.to_act(table.state)
    if len(to_act) != 1 or SYSTEM in to_act:
        return None
    (seat,) = to_act
    info = next((s for s in table.seats if s.position == seat), None)
    if info is None or info.user_id is None or info.away:
        return None
    action = game.forced_play(table.state, seat)
    return None if action is None else Autoplay(seat, info.user_id, action)


@dataclass(slots=True)
class Autoplays(MoveStore):
    """Whose lone plays are made for them: the part of the service the driver and the
    presenter ask (the driver waits and plays; the turn mentions leave these turns out)."""

    #: each person's setting, read at most once per ``SETTING_TTL`` (made on first use)
    _autoplayers: TtlCache[int, bool] | None = None
    #: the waits before autoplays: alarms of their own, on ``autoplay_nap`` (made on first use)
    _autoplay_waits: Alarms | None = None
    #: the settings' background reads (the driver's shutdown and ``idle`` wait for them)
    _autoplay_reads: set[asyncio.Task[None]] = field(default_factory=set)
    #: each recent snapshot's :func:`lone_play` (made on first use)
    _lone_plays: ByState[TableSnapshot, Autoplay | None] | None = None

    def lone_play_of(self, table: TableSnapshot) -> Autoplay | None:
        """:func:`lone_play`, worked out once per snapshot (a frozen value): a move's table
        log asks it, then the driver once or twice (whether the table moves by itself, then
        what it plays), each time listing a seat's legal plays (issue #19)."""
        if self._lone_plays is None:
            self._lone_plays = ByState(
                lambda snapshot: lone_play(self.game(snapshot.game), snapshot), LONE_PLAYS_KEPT
            )
        return self._lone_plays(table)

    async def autoplay_due(self, table: TableSnapshot) -> Autoplay | None:
        """The play the table will make for its person (their setting is on), if any."""
        due = self.lone_play_of(table)
        if due is None:
            return None
        wanted = await self._autoplay_settings().get([due.user_id])
        return due if wanted[due.user_id] else None

    def warm_autoplay(self, user_ids: Iterable[int]) -> None:
        """Read these people's settings in the background, if never read (a table begins)."""
        self._autoplay_settings().warm(user_ids)

    async def autoplay_nap(self, seconds: float) -> None:
        """The sleep of the waits before autoplays, kept apart as a seam (as the timer loop's
        nap): a simulated Discord declares it an external wait, so only its own clock ends it;
        else a test waiting for the bot to settle would let the wait run out meanwhile."""
        await self.sleep(seconds)

    def _autoplay_alarms(self, tasks: set[asyncio.Task[None]]) -> Alarms:
        """The alarms autoplays wait on, their sleepers kept in ``tasks`` (the driver's, which
        its shutdown cancels and its ``idle`` waits for)."""
        if self._autoplay_waits is None:
            self._autoplay_waits = Alarms(
                lambda: self.clock().timestamp(), lambda s: self.autoplay_nap(s), tasks
            )
        return self._autoplay_waits

    def _autoplay_settings(self) -> TtlCache[int, bool]:
        if self._autoplayers is None:
            self._autoplayers = TtlCache(
                self._read_autoplay,
                False,
                SETTING_TTL,
                lambda: self.clock(),
                self._autoplay_reads,
            )
        return self._autoplayers

    async def _read_autoplay(self, user_ids: Sequence[int]) -> dict[int, bool]:
        on = await autoplay_of(self._engine(), user_ids)
        return {user_id: user_id in on for user_id in user_ids}
