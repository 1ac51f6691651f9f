"""Table timers: the steps (reminders, expired turns, abandoned tables) and the one loop
that fires them.

It holds no deadlines of its own. Each turn it asks the service to fire whatever is due, then
sleeps until the earliest stored deadline (or until poked after a commit moved deadlines).
A restart therefore loses nothing, and a deadline missed while the bot was down fires once.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any, Protocol

from bot.errors import PlayerError
from bot.games.base import SYSTEM, GameBase, GameEvent
from bot.games.evolve import evolve
from bot.leaderboards import stored_ratings
from bot.msg import Msg, msg
from bot.tables.deadlines import Backoff, TimerStep
from bot.tables.driver import Driver, choose_for
from bot.tables.moves import Stale, load_table
from bot.tables.replays import replayed
from bot.tables.seating import seat_at
from bot.tables.snapshots import (
    TableSnapshot,
    TableStatus,
    TableUpdate,
    UpdateKind,
    anyone_playing,
)
from storage.models import GameTable, Seat
from storage.repositories import TableRepository

log = logging.getLogger(__name__)

#: how far back each catch-up scan reaches past the previous one: writes are stamped with the
#: writer's clock before they commit, so a late commit or another machine's clock is still seen
CATCH_UP_OVERLAP = timedelta(seconds=30)
#: after Discord was out of reach, turns wait at least this long (or the outage's length, if
#: shorter) before they run out: people could not play while it was gone
GRACE = timedelta(seconds=60)
#: how long this process remembers what it published, to tell its writes from others'
CATCH_UP_MEMORY = timedelta(seconds=60)
#: what a table written elsewhere is announced as
_CAUGHT_UP = {
    TableStatus.OPEN: UpdateKind.LOBBY,
    TableStatus.PLAYING: UpdateKind.ACTION,
    TableStatus.FINISHED: UpdateKind.FINISHED,
    TableStatus.ABORTED: UpdateKind.ABORTED,
    TableStatus.ABANDONED: UpdateKind.ABANDONED,
}


@dataclass(slots=True)
class TimerSteps(Driver):
    #: tables whose timer step failed, waiting before the next try
    _backoff: dict[int, Backoff] = field(default_factory=dict)

    async def next_due(self) -> datetime | None:
        """The earliest timer step the loop should wake for: stored deadlines of tables not
        backing off, and the retry times of those that are."""
        async with self.sessions() as session:
            due = await TableRepository(session).next_due(
                skip=tuple(self._backoff), shards=self.shards
            )
        retries = [b.retry_at for b in self._backoff.values()]
        return min([d for d in (due, *retries) if d is not None], default=None)

    async def fire_due(
        self, now: datetime | None = None, *, limit: int = 50, grace_until: datetime | None = None
    ) -> int:
        """Fire every timer step due at ``now`` (reminders, expiries, abandonment), once each,
        on the tables of the shards this process holds. During the grace after an outage
        (``grace_until``) only the reminders that fell due fire, their countdown to its end:
        else the turn ran out at the grace's end with no reminder at all.

        A table whose step fails waits twice as long before each new try (logged once, with its
        id) and is left out meanwhile, so it can neither spin nor starve the other tables.
        """
        now = now or self.clock()
        waiting = [i for i, b in self._backoff.items() if b.retry_at > now]
        async with self.sessions() as session:
            ids = await TableRepository(session).due_ids(
                now, limit, skip=waiting, shards=self.shards
            )
        fired = 0
        for table_id in ids:
            try:
                fired += await self.fire(table_id, now, grace_until)
            except PlayerError:
                self._backoff.pop(table_id, None)
                continue
            except Exception:
                self._failed_step(table_id, now)
            else:
                self._backoff.pop(table_id, None)
        return fired

    async def catch_up(self, since: datetime, *, started: datetime | None = None) -> int:
        """Tell the listeners about the tables of this process's shards that another process
        wrote at or after ``since`` (a move from a DM click reaches shard 0's process), and
        drive them: their message is redrawn and their AI seats move, as if the write were
        ours. Moves stored before ``started`` (when this process began) are shown but not
        told again: its previous run may have told them (a scan reaches back past the start,
        issue #13). Returns how many tables were caught up."""
        async with self.sessions() as session:
            changed = await TableRepository(session).changed_since(since, self.shards)
        horizon = since - CATCH_UP_MEMORY
        for table_id, (_told, when) in list(self._published.items()):
            if when < horizon:
                del self._published[table_id]  # older than any write the next scans will see
        caught = 0
        for table_id, version in changed:
            known = self._published.get(table_id)
            if (known is not None and known[0].version >= version) or table_id in self._locks:
                continue  # ours, published or about to be
            told = None if known is None else known[0]
            update = await self._caught_up(table_id, told, max(since, started or since))
            await self._publish(update)
            snapshot = update.table
            if snapshot.status is TableStatus.PLAYING:
                self.kick_driver(table_id)
            caught += 1
        return caught

    async def with_missed(self, update: TableUpdate) -> TableUpdate:
        """``update`` of a move this process stored, with the moves another process stored
        since the last one told here (a DM click): they came between, unseen (a click's read
        refreshes the table without telling it), and once ``update`` is told the catch-up
        takes them for this process's own. Told alone, the thread would skip them."""
        told = self._published.get(update.table.id)
        if told is None or update.table.version <= told[0].version + 1:
            return update
        caught = await self._caught_up(update.table.id, told[0], told[1])
        return evolve(
            caught,
            seat=update.seat,
            note=update.note,
            mention=update.mention,
            ratings=update.ratings,  # the game's end, if its move was ours (failed or not)
        )

    async def stored_anyway(
        self, table_id: int, known: TableSnapshot | None, seat: int | None
    ) -> tuple[TableUpdate, bool] | None:
        """After a write whose outcome is unknown (the connection dropped during its commit):
        the moves stored since ``known``, to be told, and whether ``seat`` made one of them
        (None: none was stored, or the table cannot be read either). Told nothing, the table
        would stand still until a restart, its next seat to move an AI that nobody drives."""
        if known is None or known.state is None:
            return None
        try:
            caught = await self._caught_up(table_id, known, self.clock())
            if caught.table.version <= known.version:
                return None
            if seat is None:
                return caught, False
            async with self.sessions() as session:
                repo = TableRepository(session)
                _before, after = await repo.moves_around(table_id, seat, known.version)
        except Exception:
            log.exception("table %s: cannot read what a failed write left", table_id)
            return None
        return caught, after > 0

    async def _caught_up(
        self, table_id: int, told: TableSnapshot | None, since: datetime
    ) -> TableUpdate:
        """The table as another process left it, with the events of the moves this process
        has not told of: those after ``told`` (the newest snapshot it published), or when it
        remembers none, those stored at or after ``since`` (all written elsewhere: its own
        writes that recent would be remembered). The events come from replaying the moves
        missed from the state this process last had, so the thread reads them as if they had
        been made here, each once, at a cost that does not grow with the game; only when that
        state is gone (a restart) is the log replayed from the start."""
        base = told or self._cache.get(table_id)
        after = base.version if base is not None and base.state is not None else None
        async with self.sessions() as session:
            repo = TableRepository(session)
            table = await load_table(repo, table_id)
            entries = await repo.actions(table_id, after=after, since=since) if table.state else ()
        if told is not None:
            known = told.version
        else:
            newer = [e.sequence for e in entries if e.created_at >= since]
            known = min(newer, default=table.version + 1) - 1
        missed = [e for e in entries if e.sequence > known]
        events: tuple[GameEvent, ...] = ()
        if missed and table.game in self.games:
            game = self.game(table.game)
            if base is not None and after == known:
                _state, events = replayed(game, table, missed, events_after=known, start=base.state)
            else:
                whole = entries
                if after is not None:
                    async with self.sessions() as session:
                        whole = await TableRepository(session).actions(table_id)
                _state, events = replayed(game, table, whole, events_after=known)
        ratings = None
        if missed and table.status is TableStatus.FINISHED:
            # its end is told here, so what it did to ratings too, as the process storing it
            # would have told it (its last line, the one that shows the new ratings)
            async with self.sessions() as session:
                ratings = await stored_ratings(session, table_id)
        snapshot = self._snapshot(table)
        self._remember(snapshot)
        seat = missed[-1].seat if missed else None
        kind = _CAUGHT_UP[snapshot.status]
        return TableUpdate(snapshot, kind, events, seat=seat, ratings=ratings)

    def _failed_step(self, table_id: int, now: datetime) -> None:
        backoff = self._backoff.get(table_id)
        if backoff is None:
            log.exception("table %s: a timer step failed; retrying with growing delays", table_id)
            backoff = self._backoff[table_id] = Backoff(now)
        backoff.failed(now)

    async def fire(self, table_id: int, now: datetime, grace_until: datetime | None = None) -> bool:
        """Fire this table's due timer step, if it is still due (a real move may have won);
        during a grace (``grace_until``), only its late reminder (see :meth:`fire_due`)."""
        async with self._lock(table_id):
            snapshot = await self.get(table_id)
            async with self.sessions() as session, session.begin():
                table = await load_table(TableRepository(session), table_id)
                if table.version != snapshot.version or not self.shards.holds(table.guild_id):
                    return False
                game = self.game(table.game)
                clockwork = self._clockwork(self._snapshot(table))
                step = clockwork.due(now)
                if grace_until is not None:
                    remind = clockwork.remind_at
                    if remind is None or remind > now:
                        return False  # the rest waits for the grace's end
                    step = TimerStep.REMIND
                if step is None:  # move on (unless a real move already did)
                    due = self._next_due(self._snapshot(table))
                    await TableRepository(session).reschedule(table.id, table.version, due)
                    return False
                before = self._snapshot(table)
                if step is TimerStep.ABANDON:
                    # guarded writes: when several processes run timers, one fires each step
                    if not await TableRepository(session).bump(
                        table,
                        table.version,
                        at=now,
                        status=TableStatus.ABANDONED,
                        timer_due_at=None,
                    ):
                        return False
                    update = TableUpdate(
                        evolve(before, status=TableStatus.ABANDONED, version=table.version + 1),
                        UpdateKind.ABANDONED,
                        note=msg("table-abandoned"),
                    )
                elif step is TimerStep.REMIND:
                    reminded = evolve(before, reminded_version=table.version)
                    expires = self._clockwork(reminded).expires_at
                    if expires is not None and grace_until is not None:
                        expires = max(expires, grace_until)
                    reminded = evolve(reminded, countdown_to=expires)
                    if not await TableRepository(session).remind(
                        table.id, table.version, self._next_due(reminded)
                    ):
                        return False
                    waiting = self._waiting_humans(table, game)
                    update = TableUpdate(
                        reminded,
                        UpdateKind.REMINDER,
                        mention=tuple(s.user_id for s in waiting if s.user_id is not None),
                    )
                else:
                    update = None
            if update is None:
                update = await self._expire(snapshot)
        if update is None:
            return False
        await self._publish(update)
        if update.table.status is TableStatus.PLAYING:
            self.kick_driver(table_id)
        return True

    async def _expire(self, snapshot: TableSnapshot) -> TableUpdate | None:
        """A turn ran out: the seat's AI plays this one move; too many in a row marks it away."""
        game = self.game(snapshot.game)
        humans = {s.position for s in snapshot.seats if s.user_id is not None and not s.away}
        late = sorted((game.to_act(snapshot.state) - {SYSTEM}) & humans)
        if not late:
            return None
        seat = late[0]
        action = game.expired_action(snapshot.state, seat)
        if action is None:
            action = choose_for(game, self.player(snapshot, seat)[0], snapshot, seat)
        if action is None:
            return None

        def mark(table: GameTable) -> Msg:
            lagging = seat_at(table, seat)
            lagging.expiries += 1
            note = msg("table-expired", name=lagging.display_name)
            if lagging.expiries >= table.away_after:
                lagging.away = True
                last = not anyone_playing(table.seats)  # the game waits for someone
                away = msg(
                    "table-marked-away-last" if last else "table-marked-away",
                    name=lagging.display_name,
                    count=lagging.expiries,
                )
                note = msg("table-sentences", first=note, second=away)
            return note

        try:
            return await self._apply(
                snapshot.id,
                action,
                seat=seat,
                expected_version=snapshot.version,
                after=mark,
                for_person=True,
            )
        except Stale:
            return None

    def _waiting_humans(self, table: GameTable, game: GameBase[Any, Any, Any]) -> list[Seat]:
        to_act = game.to_act(game.state_from_json(table.state or {}))
        return [s for s in table.seats if s.position in to_act and s.user_id is not None]


class SideSteps(Protocol):
    """Deadlines kept in memory by someone else (the presenter's turn nudges), fired by the
    same loop so that no task sleeps per deadline."""

    def next_due(self) -> datetime | None: ...

    async def fire_due(self, now: datetime) -> None: ...


class TimerLoop:
    def __init__(
        self,
        service: TimerSteps,
        clock: Callable[[], datetime],
        *,
        longest_sleep: float = 300.0,
        side: Sequence[SideSteps] = (),
        catch_up_every: float = 1.0,
    ) -> None:
        self.service = service
        self.clock = clock
        self.longest_sleep = longest_sleep
        self.side = tuple(side)
        #: a process holding only some shards looks for its tables written by other processes
        self.catch_up_every = None if service.shards.everything else catch_up_every
        self._since = self._started = clock()
        self._task: asyncio.Task[None] | None = None
        self._sleeper: asyncio.Future[None] | None = None
        #: since when Discord is out of reach (None: it is not), and until when timers wait
        self._held_since: datetime | None = None
        self._grace_until: datetime | None = None
        #: since when the loop's steps fail (the database out of reach: nobody can play either)
        self._failing_since: datetime | None = None

    def hold(self) -> None:
        """Discord is out of reach (the gateway dropped): no turn runs out, no reminder or
        abandonment fires, and no AI or dealer moves, until it is back, as nobody can play (or
        declare, or watch) meanwhile."""
        self.service.hold_automatic()
        if self._held_since is None:
            self._held_since = self.clock()

    async def hold_for_start_up(self) -> None:
        """Nobody can play until Discord's first READY, so nothing fires before it. A turn
        that fell due while the bot was down then gets the whole grace, as how long it was
        down is not known; with nothing overdue, the timers go on as soon as it is ready."""
        self.service.hold_automatic()
        now = self.clock()
        due = await self.service.next_due()
        self._held_since = now - GRACE if due is not None and due <= now else now

    def release(self) -> None:
        """Discord is back: what fell due meanwhile fires after a grace as long as the outage
        (at most ``GRACE``), so everyone whose turn it is has time to play it."""
        self.service.release_automatic()
        if self._held_since is None:
            return
        now = self.clock()
        self._grace_until = now + min(now - self._held_since, GRACE)
        self._held_since = None
        self.poke()

    def _holding(self, now: datetime) -> float | None:
        """Seconds the timers wait yet (the longest sleep while Discord is away), else None."""
        if self._held_since is not None:
            return self.longest_sleep
        if self._grace_until is not None and now < self._grace_until:
            return (self._grace_until - now).total_seconds()
        return None

    def start(self) -> None:
        if self._task is None or self._task.done():
            self._task = asyncio.get_running_loop().create_task(self._run(), name="parlour-timers")

    async def on_update(self, update: TableUpdate) -> None:
        """Deadlines may have moved: wake up and look again."""
        self.poke()

    def poke(self) -> None:
        if self._sleeper is not None and not self._sleeper.done():
            self._sleeper.cancel()

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(BaseException):
                await self._task
        self._task = None

    def _recovered(self) -> None:
        """The steps work again after failing (the database was out of reach, so every click
        failed too): what fell due meanwhile gets a grace as long as the outage, as after
        Discord's; else a turn ran out the moment the database was back, with no reminder."""
        failing_since, self._failing_since = self._failing_since, None
        if failing_since is None:
            return
        now = self.clock()
        log.warning("the timer loop works again (it failed for %s)", now - failing_since)
        if self._held_since is not None:  # Discord is out too: its release gives the grace
            self._held_since = min(self._held_since, failing_since)
            return
        grace = now + min(now - failing_since, GRACE)
        self._grace_until = max(grace, self._grace_until or grace)

    async def _run(self) -> None:
        while True:
            delay = self.longest_sleep
            try:
                if self._failing_since is not None:
                    await self.service.next_due()  # a read: fails while the outage lasts
                    self._recovered()
                held = self._holding(self.clock())
                if held is not None:
                    delay = held
                    if self._held_since is None and self._grace_until is not None:
                        await self.service.fire_due(self.clock(), grace_until=self._grace_until)
                else:
                    await self._fire_due()
                if self.catch_up_every is not None:
                    scanned = self.clock()
                    await self.service.catch_up(self._since, started=self._started)
                    self._since = scanned - CATCH_UP_OVERLAP
                    delay = min(delay, self.catch_up_every)
                if held is None:
                    dues = [await self.service.next_due(), *(s.next_due() for s in self.side)]
                    due = min((d for d in dues if d is not None), default=None)
                    if due is not None:
                        delay = min(delay, max(0.0, (due - self.clock()).total_seconds()))
            except Exception:
                if self._failing_since is None:  # once: an outage would log every 5 s
                    self._failing_since = self.clock()
                    log.exception("the timer loop failed; trying again every 5 s")
                delay = 5.0
            self._sleeper = asyncio.ensure_future(self.nap(delay))
            await asyncio.wait({self._sleeper})

    async def _fire_due(self) -> None:
        await self.service.fire_due(self.clock())
        for steps in self.side:
            await steps.fire_due(self.clock())

    async def nap(self, delay: float) -> None:
        """The sleep between deadlines (a poke cancels it), kept apart as a seam: a simulated
        Discord declares it an external wait, so that only its own clock ends it (the wall
        clock ending it would fire deadlines in the middle of a slow test's action)."""
        await self.service.sleep(delay)
