"""Who moves by itself (AI seats, away players, the dealer), what it plays, and the
background workers that play those moves as they fall due."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import os
from collections.abc import Callable, Collection, Hashable
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from typing import Any

from bot.ai.levels import Level
from bot.alarms import Alarm, Alarms, run_kept
from bot.games.base import SYSTEM, AIPlayer, GameBase
from bot.tables.autoplay import AUTOPLAY_DELAY, Autoplays
from bot.tables.deadlines import backoff_delay
from bot.tables.moves import Stale
from bot.tables.snapshots import (
    Pace,
    TableSnapshot,
)
from storage.models import GameTable
from storage.repositories import TableRepository

log = logging.getLogger(__name__)

#: Strong seats thinking at once; more would only share the same cores.
THINKERS = 2

#: tables read per step of the resume walk after a restart: small enough that a click waits for
#: one step at most, large enough that 10,000 stored tables take a few hundred queries
RESUME_PAGE = 100
#: tables whose automatic moves are being chosen and stored at once (a worker task each); the
#: others wait their turn as ids, so a flood of them (every AI seat due at once after a
#: restart) cannot crowd people's clicks out of the loop
AUTOMATIC_AT_ONCE = 16


def automatic_mover(
    game: GameBase[Any, Any, Any], table: TableSnapshot, pace: Pace
) -> tuple[int, float] | None:
    """The seat that moves by itself next (an AI, an away player, the system) and the
    pause before it; None when only people can act now."""
    if not table.moving:  # ended, or nobody is left playing: the game waits
        return None
    to_act = game.to_act(table.state)
    automatic = {s.position for s in table.seats if s.is_ai or s.away}
    movers = sorted(to_act & automatic)
    if movers:
        # AI seats answer first, so they too may declare while cards are being dealt; a
        # moment open to several seats at once is not anybody's turn, so no pause then.
        return movers[0], pace.ai_move if len(to_act - {SYSTEM}) == 1 else 0.0
    if SYSTEM in to_act:
        pause = game.system_pause(table.state)
        return SYSTEM, pace.system_move * pause
    return None


def pause_key(
    game: GameBase[Any, Any, Any], table: TableSnapshot, seat: int, delay: float
) -> Hashable:
    """What the pause before an automatic move runs from: an AI's from the table's version (any
    move may change what it plays); the dealer's from the game's :meth:`~GameBase.pause_key`
    where it gives one, and its length, so a pause made shorter (everyone who could declare
    has passed) starts anew, short."""
    if seat == SYSTEM:
        key = game.pause_key(table.state)
        if key is not None:
            return (key, delay)
    return table.version


def choose_for(
    game: GameBase[Any, Any, Any], player: AIPlayer, table: TableSnapshot, seat: int
) -> Any | None:
    """The move an AI (or the system) makes for ``seat``, from what that seat may see."""
    legal = game.legal_actions(table.state, seat)
    if not legal:
        log.error("table %s: seat %s must act but has no legal action", table.id, seat)
        return None
    if seat == SYSTEM:
        return legal[0]
    view = game.view(table.state, seat)
    return player.choose(view, legal, mix(table, seat))


def unseen(game: GameBase[Any, Any, Any], table: TableSnapshot, seat: int, action: Any) -> bool:
    """Whether ``action`` tells the table nothing (a pass while cards are dealt)."""
    _state, events = game.apply(table.state, seat, action)
    return not any(event.public for event in events)


def thinkers() -> ProcessPoolExecutor:
    """The worker processes strong seats think in: spawned (no fork of a running event loop)
    and at a lower priority, so the event loop's process wins the cores when both want them."""
    spawn = multiprocessing.get_context("spawn")
    return ProcessPoolExecutor(THINKERS, mp_context=spawn, initializer=os.nice, initargs=(10,))


def mix(table: TableSnapshot, seat: int) -> int:
    return (table.id * 1_000_003 + table.version * 101 + seat) & 0x7FFFFFFF


@dataclass(slots=True)
class Driver(Autoplays):
    #: tables whose automatic moves are due to be played, in turn: ids in an ordered dict, not
    #: a task each waiting for its turn (with its coroutines and future, ~6 objects every full
    #: collection walks, thousands while the process is behind or resuming; issue #19)
    _due: dict[int, None] = field(default_factory=dict)
    #: table -> whether it was kicked again while a worker drives it (it is looked at again)
    _driving: dict[int, bool] = field(default_factory=dict)
    #: the tasks driving due tables, at most ``AUTOMATIC_AT_ONCE``
    _workers: set[asyncio.Task[None]] = field(default_factory=set)
    #: table -> automatic moves that failed in a row (tried again after growing delays)
    _failures: dict[int, int] = field(default_factory=dict)
    _closed: bool = False
    #: the processes strong AI seats think in (started on first use)
    _thinkers: Executor | None = None
    _resuming: asyncio.Task[list[int]] | None = None
    #: the pauses before automatic moves (an AI's pace, the dealer's): alarms, not a task
    #: sleeping per table (issue #19)
    _pauses: Alarms | None = None
    _pausing: set[asyncio.Task[None]] = field(default_factory=set)
    #: table -> the alarm of the pause under way, called with the table and the pause's key
    #: (:func:`pause_key`): the key is read there, not kept beside it in a pair, one more
    #: object the collector walked for each table waiting (issue #19)
    _waiting: dict[int, Alarm] = field(default_factory=dict)
    #: table -> the key whose pause has passed: its automatic move goes now
    _paused: dict[int, Hashable] = field(default_factory=dict)
    #: Discord is out of reach (or not yet reached): no automatic move is made, and the
    #: tables that had one due wait here to be driven once it is back
    _held: bool = False
    _held_back: set[int] = field(default_factory=set)

    def kick_driver(self, table_id: int) -> None:
        """Make sure AI seats and automatic moves of this table get played (in the background)."""
        if self._closed:
            return
        if table_id in self._driving:
            self._driving[table_id] = True
            return
        self._due[table_id] = None
        if len(self._workers) < AUTOMATIC_AT_ONCE:
            run_kept(self._work(), self._workers, name="parlour-driver")

    async def _work(self) -> None:
        """Drive due tables, one after another, until none is left."""
        while self._due and not self._closed:
            table_id = next(iter(self._due))
            del self._due[table_id]
            self._driving[table_id] = False
            try:
                await self._drive(table_id)
            finally:
                del self._driving[table_id]

    async def _drive(self, table_id: int) -> None:
        """Play the table's automatic moves as they fall due. One that fails (the database
        gone for a moment) is tried again after growing delays, logged once: nothing else
        would move the table on while its AI or the dealer is to play, and the people at it
        would wait for good."""
        while not self._closed:
            try:
                moved = await self._automatic_move(table_id)
            except Exception:
                failures = self._failures[table_id] = self._failures.get(table_id, 0) + 1
                if failures == 1:
                    log.exception("table %s: an automatic move failed; trying again", table_id)
                self._after(table_id, -1, backoff_delay(failures), self._retry)
                return
            self._failures.pop(table_id, None)
            if not moved:
                if not self._driving[table_id]:
                    return
                self._driving[table_id] = False

    async def _automatic_move(self, table_id: int) -> bool:
        """Play one AI, away-seat or system move, or a person's autoplay, if one is due;
        False when humans must act."""
        snapshot = self._cache.get(table_id) or await self.get(table_id)
        paused_key = self._paused.pop(table_id, None)
        if not self.shards.holds(snapshot.guild_id):
            return False  # the process holding its shard drives it
        game = self.game(snapshot.game)
        due = automatic_mover(game, snapshot, self.pace)
        autoplay = None if due is not None else await self.autoplay_due(snapshot)
        if autoplay is not None:
            due = autoplay.seat, AUTOPLAY_DELAY
        if due is None:
            return False
        seat, delay = due
        if self._held:
            self._held_back.add(table_id)  # driven when Discord is back
            return False
        key = pause_key(game, snapshot, seat, delay)
        paused = paused_key is not None and paused_key == key
        action = None if autoplay is None else autoplay.action
        if delay > 0 and not paused and seat != SYSTEM and SYSTEM in game.to_act(snapshot.state):
            # while the dealer deals, an AI is asked only when it could declare: its pause
            # before a pass nobody sees would tell everyone it holds something declarable
            action = await self._think(snapshot, seat)
            if action is not None and unseen(game, snapshot, seat, action):
                delay = 0.0
        if delay > 0 and not paused:
            waits = None if autoplay is None else self._autoplay_alarms(self._pausing)
            self._after(table_id, key, delay, self._pause_over, waits)
            return False
        if self._closing:
            return False
        if action is None:
            action = await self._think(snapshot, seat)
        if action is None:
            return False
        async with self._lock(table_id):
            try:  # a person's autoplay is their move (``for_person``), not the AI's
                update = await self._apply(
                    table_id,
                    action,
                    seat=seat,
                    expected_version=snapshot.version,
                    for_person=autoplay is not None,
                )
            except Stale:
                self._cache.pop(table_id, None)
                return True
        await self._publish(update)
        return True

    def _after(
        self,
        table_id: int,
        key: Hashable,
        delay: float,
        then: Callable[[int, Hashable], None],
        alarms: Alarms | None = None,
    ) -> None:
        """``then(table_id, key)`` once ``delay`` has passed (an alarm, not a task sleeping
        per table; on ``alarms``, else the pace's), unless the wait for that key
        (:func:`pause_key`) is already under way: one a table, another key's replacing it
        (key -1: a failed move's retry, which any pause replaces)."""
        waiting = self._waiting.get(table_id)
        if waiting is not None:
            if waiting.arguments[1] == key:
                return
            waiting.cancel()
        if alarms is None:
            if self._pauses is None:
                self._pauses = Alarms(
                    lambda: self.clock().timestamp(), lambda s: self.sleep(s), self._pausing
                )
            alarms = self._pauses
        self._waiting[table_id] = alarms.after(delay, then, table_id, key)

    def _pause_over(self, table_id: int, key: Hashable) -> None:
        self._waiting.pop(table_id, None)
        self._paused[table_id] = key
        self.kick_driver(table_id)

    def _retry(self, table_id: int, _key: Hashable) -> None:
        self._waiting.pop(table_id, None)
        self.kick_driver(table_id)

    async def _think(self, snapshot: TableSnapshot, seat: int) -> Any | None:
        """The AI's move for ``seat``. A strong seat searches for up to 300 ms of pure Python,
        so it thinks in a worker process (a thread would hold the GIL and stall the event
        loop); it gets only its view and legal moves, as every AI does."""
        game = self.game(snapshot.game)
        player, level = self.player(snapshot, seat)
        if level is not Level.STRONG or seat == SYSTEM:
            return choose_for(game, player, snapshot, seat)  # which lists the legal moves
        legal = game.legal_actions(snapshot.state, seat)
        if not legal:
            return choose_for(game, player, snapshot, seat)
        if self._thinkers is None:
            self._thinkers = thinkers()
        pool = self._thinkers
        view = game.view(snapshot.state, seat)
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(pool, player.choose, view, legal, mix(snapshot, seat))
        except BrokenProcessPool:
            # a worker died (the system short of memory killed it): the pool takes no more
            # work, so the move is tried again (``_drive``) with a new one
            if self._thinkers is pool:
                self._thinkers = None
                pool.shutdown(wait=False, cancel_futures=True)
            raise

    async def autoplay_changed(self, user_id: int, on: bool) -> None:
        """Their ``/settings autoplay:`` changed here: use it from now on, and turned on
        while a lone play of theirs already waits, make that one too (after the usual
        pause): they asked for it while looking at it."""
        self._autoplay_settings().put(user_id, on)
        if not on:
            return  # a wait under way finds the setting off and makes nothing
        async with self.sessions() as session:
            playing = await TableRepository(session).playing_with(user_id)
        for table_id in playing:
            self.kick_driver(table_id)

    def _drive_if_due(self, table: TableSnapshot) -> None:
        if self._moves_by_itself(self.game(table.game), table):
            self.kick_driver(table.id)

    def _moves_by_itself(self, game: GameBase[Any, Any, Any], table: TableSnapshot) -> bool:
        """Whether the table may move on with nobody clicking: an automatic mover, or a
        person's lone play (made for them if their setting says so: the driver reads it)."""
        return (
            automatic_mover(game, table, self.pace) is not None
            or self.lone_play_of(table) is not None
        )

    def hold_automatic(self) -> None:
        """No AI, away-seat or dealer move until :meth:`release_automatic`: while Discord is
        out of reach the people can't see the table, declare or play, so a deal (and its
        declaring pause) or the AIs' turns would go by without them."""
        self._held = True

    def release_automatic(self) -> None:
        """Discord is back: every table whose automatic move was held back is driven again,
        each pause waited in full from now."""
        if not self._held:
            return
        self._held = False
        self._paused.clear()
        held_back, self._held_back = self._held_back, set()
        for table_id in held_back:
            self.kick_driver(table_id)

    def start_resume(self) -> asyncio.Task[list[int]]:
        """Resume in the background (see ``resume``): start-up does not wait for it."""
        if self._resuming is None:
            self._resuming = asyncio.get_running_loop().create_task(
                self.resume(), name="parlour-resume"
            )
        return self._resuming

    async def resume(self) -> list[int]:
        """After a restart: drive the tables in play whose AI or system move is due; returns
        their ids.

        The walk reads the tables a page at a time and lets everything else run between pages,
        and the drivers it starts take their turns (``AUTOMATIC_AT_ONCE``): so however many
        tables are stored, a click is answered while the walk goes on. The tables waiting for
        people are not kept in memory: each is read when somebody touches it, and the timer
        loop finds their deadlines in the database.

        Nothing stops the walk short, or every table after it would wait for good on its AI:
        a page that cannot be read (the database still starting) is read again after growing
        delays, and a table whose stored game no longer loads is logged and passed over.
        """
        driven: list[int] = []
        after, failures = 0, 0
        while not self._closing:
            try:
                async with self.sessions() as session:
                    repository = TableRepository(session)
                    if not after:  # the seats with votes stored, for ``TableService.act``
                        self._voted |= set(await repository.voted_seats())
                    page = await repository.playing_after(after, RESUME_PAGE, self.shards)
            except Exception:
                failures += 1
                if failures == 1:
                    log.exception("resuming the tables in play: a read failed; trying again")
                await self.sleep(backoff_delay(failures))
                continue
            failures = 0
            for row in page:  # the connection is free meanwhile
                game = self.games.get(row.game)  # a game no longer offered stays still
                snapshot = self._loaded(row)
                if game is None or snapshot is None:
                    continue
                if self._moves_by_itself(game, snapshot):  # autoplays waited again too
                    self._remember(snapshot)  # the driver starts from it, no second read
                    self.kick_driver(snapshot.id)
                    driven.append(snapshot.id)
            if len(page) < RESUME_PAGE:
                break
            after = page[-1].id
            await asyncio.sleep(0)
        return driven

    def _loaded(self, row: GameTable) -> TableSnapshot | None:
        """The stored table, None (logged) if its game no longer loads: it stays as it is."""
        try:
            return self._snapshot(row)
        except Exception:
            log.exception("table %s: its stored game does not load; not resumed", row.id)
            return None

    async def idle(self, table_ids: Collection[int] | None = None) -> None:
        """Wait until no background driving is going on (tests and shutdown), or none at
        ``table_ids``; a pause before an automatic move counts as driving)."""
        while True:
            driving = table_ids is None or not (
                self._due.keys().isdisjoint(table_ids)
                and self._driving.keys().isdisjoint(table_ids)
            )
            tasks = list(self._workers) if driving else []
            if table_ids is None or not self._waiting.keys().isdisjoint(table_ids):
                tasks += self._pausing
            if table_ids is None:
                tasks += self._autoplay_reads
            if not tasks:
                return
            await asyncio.gather(*tasks, return_exceptions=True)

    async def close(self) -> None:
        """Shut down gracefully: refuse new actions, let those under way commit, then stop the
        background tasks (an AI move not yet begun is simply made again after the restart)."""
        await self._drain()
        self._closed = True
        if self._resuming is not None:
            self._resuming.cancel()
            with contextlib.suppress(BaseException):
                await self._resuming
        for task in [*self._workers, *self._pausing, *self._autoplay_reads]:
            task.cancel()
            with contextlib.suppress(BaseException):
                await task
        self._due.clear()
        self._waiting.clear()
        self._failures.clear()
        if self._thinkers is not None:
            self._thinkers.shutdown(wait=True, cancel_futures=True)
            self._thinkers = None
