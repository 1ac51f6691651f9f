"""Moves: storing one decided in memory (``decisions``) with its log entry and version.

The common move goes through the injected group-commit writer from the snapshot this process
knows; a move that changes seat flags or ends the game goes through a full transaction on
fresh rows. Either way a writer that read an older version loses and the move is redone.
Also the plumbing every part of the service shares: locks, the cache, snapshots, listeners.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
from collections.abc import Awaitable, Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from functools import partial
from typing import Any, cast

from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from bot.ai.levels import Level
from bot.errors import NotFound, PlayerError
from bot.games.base import SYSTEM, AIPlayer, GameBase
from bot.games.evolve import evolve
from bot.games.memo import interned
from bot.games.stored_text import dumps
from bot.i18n.languages import DEFAULT_LANGUAGE, parse_language
from bot.msg import Msg
from bot.tables import seating
from bot.tables.deadlines import Clockwork
from bot.tables.decisions import Move, decide
from bot.tables.game_results import record_result
from bot.tables.seating import StoredSeat, StoredTable, infos_of, seat_infos
from bot.tables.shards import Shards
from bot.tables.snapshots import (
    Listener,
    Pace,
    SeatInfo,
    TableLimits,
    TableRules,
    TableSnapshot,
    TableStatus,
    TableUpdate,
    UpdateKind,
    from_attributes,
)
from storage.batch import ActionWriter, MoveWrite
from storage.models import GameTable, utcnow
from storage.repositories import TableRepository
from storage.row_writes import RowWrites, row_writes
from storage.table_reads import read_mark, read_table

log = logging.getLogger(__name__)

RETRIES = 3
DRAIN_TIMEOUT = 4.0
#: extra changes made in an action's transaction (seat flags); returns a note for the channel
AfterApply = Callable[[GameTable], Msg | None]


class TableLock:
    """A table's lock held for one change (``MoveStore._lock``): a class, not an
    ``asynccontextmanager``, whose generator and wrapper cost ~10 µs of the loop's thread per
    move (issue #19)."""

    __slots__ = ("_key", "_lock", "_store")

    def __init__(self, store: MoveStore, key: Hashable) -> None:
        self._store = store
        self._key = key

    async def __aenter__(self) -> None:
        store, key = self._store, self._key
        store._refuse_when_closing()
        lock = store._locks.get(key)
        if lock is None:
            lock = store._locks[key] = asyncio.Lock()
        store._lock_users[key] = store._lock_users.get(key, 0) + 1
        try:
            await lock.acquire()
        except BaseException:
            self._let_go()
            raise
        self._lock = lock

    async def __aexit__(self, *_exc: object) -> None:
        self._lock.release()
        self._let_go()

    def _let_go(self) -> None:
        store, key = self._store, self._key
        users = store._lock_users.pop(key) - 1
        if users:
            store._lock_users[key] = users
        else:
            del store._locks[key]


class Stale(Exception):
    """An automatic move was chosen on a version that is no longer current."""


def _known_state(table: StoredTable, known: TableSnapshot | None) -> Any | None:
    """The game state of the version just read, if this process knew it when it asked (the
    read then left the state out): a version's state never changes, and reading it again
    from JSON (~0.1-0.6 ms) would also give a new object, which every memo of that version
    (whose turn, legal moves) would then work out again. ``known`` is the snapshot the read
    was asked with, not the newest one now: a move stored meanwhile may have replaced it."""
    if known is None or known.version != table.version or known.game != table.game:
        return None
    return known.state


async def load_table(repo: TableRepository, table_id: int) -> GameTable:
    table = await repo.get(table_id)
    if table is None:
        raise NotFound("table-no-such-table", table=table_id)
    return table


@dataclass(slots=True)
class MoveStore:
    """The service's state and its way of storing moves (the writer is injected, or made on
    first use from the sessions' engine)."""

    sessions: async_sessionmaker[AsyncSession]
    games: Mapping[str, GameBase[Any, Any, Any]]
    players: Mapping[str, AIPlayer]
    pace: Pace = field(default_factory=Pace)
    seed_source: Callable[[], int] = field(default=lambda: random.SystemRandom().getrandbits(62))
    clock: Callable[[], datetime] = utcnow
    #: how every pause the bot takes by itself is waited (the pace of automatic moves here,
    #: paced redraws and the write budget in the presenter): a simulated Discord waits them
    #: on its own clock, so they never run on the wall clock in tests and benches
    sleep: Callable[[float], Awaitable[None]] = asyncio.sleep
    limits: TableLimits = field(default_factory=TableLimits)
    #: the Discord shards this process holds: it drives, times and presents their tables only
    shards: Shards = field(default_factory=Shards)
    listeners: list[Listener] = field(default_factory=list)
    #: per game, the AI at each level (a game missing here plays every level with ``players``)
    levels: Mapping[str, Mapping[Level, AIPlayer]] = field(default_factory=dict)
    #: the locks of the tables with a change under way or waiting, and how many hold or wait
    #: for each (an idle table keeps none: a lock a live table was an object every full
    #: collection walked; issue #19); a server's lock for opening tables is ("open", guild id)
    _locks: dict[Hashable, asyncio.Lock] = field(default_factory=dict)
    _lock_users: dict[Hashable, int] = field(default_factory=dict)
    _cache: dict[int, TableSnapshot] = field(default_factory=dict)
    #: table -> this process's writes to its row (``storage.row_writes``, SQLite) when the
    #: cached snapshot was last known to be the row as stored: while they stand, it still is
    _checked: dict[int, int] = field(default_factory=dict)
    #: (table, seat) with a replace vote stored: the seat's player's own next move drops the
    #: votes, as it shows them present (loaded at start-up: ``driver.resume``)
    _voted: set[tuple[int, int]] = field(default_factory=set)
    #: table -> one version's legal moves per seat, as (version, seat, moves, seat, moves, …):
    #: the hand views drawn of that version and the click made from one ask for them again
    #: (Shengji's leads take ~3 ms to list); one flat tuple, not a dict per table, is an
    #: object fewer for every full collection to walk (issue #19)
    _legal: dict[int, tuple[Any, ...]] = field(default_factory=dict)
    #: table -> the newest snapshot this process told its listeners of, and when (kept only
    #: when other processes hold other shards: ``catch_up`` tells their writes from ours, and
    #: replays the moves made elsewhere from that state, not from the start of the game)
    _published: dict[int, tuple[TableSnapshot, datetime]] = field(default_factory=dict)
    _action_writer: ActionWriter | None = None
    #: shutting down: no new action is taken, those under way still commit
    _closing: bool = False

    def player(self, table: TableSnapshot, seat: int) -> tuple[AIPlayer, Level]:
        """Who plays ``seat`` when it moves by itself: an AI seat at its level, anyone else
        (away, out of time) at normal."""
        info = next((s for s in table.seats if s.position == seat), None)
        level = info.level if info is not None and info.is_ai else Level.NORMAL
        player = self.levels.get(table.game, {}).get(level, self.players[table.game])
        return player, level

    def legal_for(self, table: TableSnapshot, seat: int) -> Sequence[Any]:
        """The moves ``seat`` may make now (none when it is not to act), listed once per
        version of a table this process plays: a version's state never changes."""
        if table.state is None or table.status is not TableStatus.PLAYING:
            return ()
        kept = self._legal.get(table.id)
        if kept is not None and kept[0] == table.version:
            for at in range(1, len(kept), 2):
                if kept[at] == seat:
                    return cast(Sequence[Any], kept[at + 1])
        game = self.game(table.game)
        legal = game.legal_actions(table.state, seat) if seat in game.to_act(table.state) else ()
        if table.id in self._cache and (kept is None or kept[0] <= table.version):
            if kept is None or kept[0] != table.version:
                kept = (table.version,)
            self._legal[table.id] = (*kept, seat, legal)
        return legal

    def game(self, name: str) -> GameBase[Any, Any, Any]:
        try:
            return self.games[name]
        except KeyError:
            raise NotFound("table-no-such-game", name=name[:32]) from None

    async def get(self, table_id: int) -> TableSnapshot:
        """The table as stored now (reads always go to the database, the shared truth; on
        SQLite in the loop's thread, see ``storage.sqlite``).

        When this process holds the newest snapshot (it made or read the table's last
        version), a handful of the row's integers say so (``read_mark``) and that snapshot
        is the answer: the whole row and its seats, read and converted again, would be equal
        to it (a click reads its table first: most of a click's read was that; issue #19).
        Every change of a table bumps its version but for the bookkeeping the mark reads
        (``MARK_COLUMNS``), so a write by anyone else is seen and read in full. On SQLite,
        which one process alone writes, not even the mark is read while this process has
        not written the row since it last knew it (``storage.row_writes``)."""
        known = self._cache.get(table_id)
        writes = row_writes(self._engine())
        if known is not None:
            if (
                writes is not None
                and self._checked.get(table_id) == writes.mark(table_id)
                and known.countdown_to == self._countdown(known)
            ):
                return known
            if await self._still_newest(known, writes):
                return known
        before = writes.mark(table_id) if writes is not None else None
        rows = await read_table(
            self._engine(), table_id, (known.version, known.game) if known else None
        )
        if not rows:
            raise NotFound("table-no-such-table", table=table_id)
        table = cast(StoredTable, rows[0])
        seats = infos_of(cast(StoredSeat, row) for row in rows if row.position is not None)
        snapshot = self._snapshot_of(table, seats, _known_state(table, known))
        self._remember(snapshot)
        self._known_at(snapshot, before)
        return snapshot

    async def _still_newest(self, known: TableSnapshot, writes: RowWrites | None) -> bool:
        """Whether the row is still as ``known`` shows it (its countdown worked out as a read
        would: a reminder that went out during a restart's grace showed a later one)."""
        before = writes.mark(known.id) if writes is not None else None
        mark = await read_mark(self._engine(), known.id)
        if mark != (
            known.version,
            known.game,
            known.message_id,
            known.thread_id,
            known.reminded_version,
            known.rematch_id,
        ):
            return False
        if known.countdown_to != self._countdown(known):
            return False
        self._known_at(known, before)
        return True

    def _known_at(self, table: TableSnapshot, mark: int | None) -> None:
        """``table`` was read as stored while this process's writes to its row stood at
        ``mark``: it is the row until the next one (if the cache holds it)."""
        if mark is not None and self._cache.get(table.id) is table:
            self._checked[table.id] = mark

    def _remember(self, table: TableSnapshot) -> None:
        """Keep the newest committed snapshot, the starting point of this process's next move.

        Only ever a shortcut: a move made from an outdated snapshot fails its version check
        and is redone from fresh rows.
        """
        if not table.status.is_live:
            self._cache.pop(table.id, None)
            self._legal.pop(table.id, None)
            self._checked.pop(table.id, None)
            return
        known = self._cache.get(table.id)
        if known is None or known.version <= table.version:
            self._cache[table.id] = table
            if known is not table:
                self._checked.pop(table.id, None)  # not read as stored: read its mark

    async def _apply(
        self,
        table_id: int,
        action: Any,
        *,
        user_id: int | None = None,
        seat: int | None = None,
        seen_version: int | None = None,
        expected_version: int | None = None,
        after: AfterApply | None = None,
        for_person: bool = False,
    ) -> TableUpdate:
        """Apply one action and store it, retrying on fresh state if another writer won.

        A person's move (``user_id``, or ``for_person``: the AI playing a person's expired
        turn) is activity and keeps the table from being abandoned; an automatic one is not.

        The common move (no seat flags to change, the game goes on) is stored through the
        group-commit writer from the last state this process knows; anything else, and any
        retry, goes through a full transaction on freshly loaded rows.
        """
        known = self._cache.get(table_id)
        for attempt in range(RETRIES):
            table = known if known is not None and attempt == 0 else await self.get(table_id)
            if expected_version is not None and table.version != expected_version:
                raise Stale()
            move = decide(
                self.game(table.game),
                table,
                action,
                user_id,
                seat,
                seen_version,
                for_person or user_id is not None,
                self.clock(),
            )
            returning = user_id is not None and (
                table.seats[move.seat].away or table.seats[move.seat].expiries
            )
            hook = after or (partial(seating.welcome_back, seat=move.seat) if returning else None)
            if hook is None and not move.finished:
                stored = await self._write_fast(move)
            else:
                stored = await self._write_full(move, hook)
            if stored is not None:
                return stored
            self._cache.pop(table_id, None)
        raise PlayerError("table-busy")

    async def _write_fast(self, move: Move) -> TableUpdate | None:
        game = self.game(move.before.game)
        write = MoveWrite(
            table_id=move.before.id,
            expected_version=move.before.version,
            seat=move.seat,
            action=dumps(game.action_to_json(move.action)),
            state=game.state_text(move.after.state),
            at=move.after.last_action_at,
            timer_due_at=self._next_due(move.after),
            active_at=move.after.active_at,
        )
        table_id = move.before.id
        writes = row_writes(self._engine())
        mark = writes.mark(table_id) if writes is not None else None
        known = self._checked.get(table_id) == mark and self._cache.get(table_id) is move.before
        if not await self._writer().write(write):
            return None
        self._cache[table_id] = move.after
        # the row as this move left it, if nothing but the move wrote it since it was known
        # (the group commit counts its rows as it commits and once committed: two)
        if known and writes is not None and mark is not None and writes.mark(table_id) == mark + 2:
            self._checked[table_id] = mark + 2
        else:
            self._checked.pop(table_id, None)
        return TableUpdate(move.after, UpdateKind.ACTION, move.events, seat=move.seat)

    async def _write_full(self, move: Move, hook: AfterApply | None) -> TableUpdate | None:
        game = self.game(move.before.game)
        async with self.sessions() as session, session.begin():
            repo = TableRepository(session)
            table = await load_table(repo, move.before.id)
            if table.version != move.before.version:
                return None
            note = hook(table) if hook is not None else None
            values: dict[str, Any] = {
                "state": game.state_to_json(move.after.state),
                "last_action_at": move.after.last_action_at,
                "active_at": move.after.active_at,
                "timer_due_at": self._next_due(evolve(move.after, seats=seat_infos(table))),
            }
            if move.finished:
                values["status"] = TableStatus.FINISHED
            at = move.after.last_action_at
            if not await repo.bump(table, move.before.version, at=at, **values):
                return None
            await repo.append_action(
                table.id,
                move.after.version,
                move.seat,
                game.action_to_json(move.action),
                move.after.last_action_at,
            )
            ratings = None
            if move.finished:
                result = game.result(move.after.state)
                ratings = await record_result(session, table, result, self.clock())
            seats = seat_infos(table)
        snapshot = evolve(move.after, seats=seats)
        kind = UpdateKind.FINISHED if move.finished else UpdateKind.ACTION
        return TableUpdate(snapshot, kind, move.events, seat=move.seat, note=note, ratings=ratings)

    def _engine(self) -> AsyncEngine:
        engine: AsyncEngine = self.sessions.kw["bind"]
        return engine

    def _writer(self) -> ActionWriter:
        if self._action_writer is None:
            self._action_writer = ActionWriter(self._engine())
        return self._action_writer

    def _clockwork(self, table: TableSnapshot) -> Clockwork:
        human_turn = False
        if table.status is TableStatus.PLAYING and table.state is not None:
            to_act = self.game(table.game).to_act(table.state)
            human_turn = SYSTEM not in to_act and any(
                s.position in to_act and s.user_id is not None and not s.away for s in table.seats
            )
        return Clockwork(
            last_action_at=table.last_action_at,
            active_at=table.active_at,
            version=table.version,
            turn_timer=table.rules.turn_timer,
            reminded_version=table.reminded_version,
            abandon_after=table.rules.abandon_after,
            human_turn=human_turn,
            live=table.status.is_live,
            playing=table.status is TableStatus.PLAYING,
        )

    def _next_due(self, table: TableSnapshot) -> datetime | None:
        step = self._clockwork(table).next_step()
        return step[0] if step else None

    def _refuse_when_closing(self) -> None:
        if self._closing:
            raise PlayerError("table-restarting")

    def _lock(self, table_id: Hashable) -> TableLock:
        """Hold the table's lock, which every change takes (``async with``); none is handed
        out while shutting down. Made when first asked for, let go once no one holds or waits
        for it."""
        return TableLock(self, table_id)

    async def _drain(self) -> None:
        """Stop taking actions, then wait until every action under way has committed (each
        holds its table's lock until then), so an acknowledged move is never cut short; but
        not past :data:`DRAIN_TIMEOUT`: one waiting on a database lock or a hung server is not
        acknowledged yet, and the stop must end before the service manager kills it."""
        self._closing = True
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(DRAIN_TIMEOUT):
                for lock in list(self._locks.values()):
                    async with lock:
                        pass
                return
        log.warning("stopping with actions still waiting for the database (not acknowledged)")

    async def _publish(self, update: TableUpdate) -> None:
        """Tell the listeners (presenter, timers) about a stored change of a table this process
        holds; another shard's table is shown and timed by the process holding that shard."""
        self._remember(update.table)
        if not self.shards.holds(update.table.guild_id):
            return
        table = update.table
        known = self._published.get(table.id)
        if not self.shards.everything and (known is None or known[0].version <= table.version):
            self._published[table.id] = (table, self.clock())  # for ``catch_up``
        for listener in list(self.listeners):
            try:
                await listener(update)
            except Exception:
                log.exception("table %s: a listener failed on %s", update.table.id, update.kind)

    def _snapshot(self, table: GameTable) -> TableSnapshot:
        return self._snapshot_of(table, seat_infos(table))

    def _snapshot_of(
        self, table: StoredTable, seats: tuple[SeatInfo, ...], known_state: Any | None = None
    ) -> TableSnapshot:
        game = self.games.get(table.game)
        state = known_state
        if state is None and table.state is not None and game is not None:
            state = game.state_from_json(table.state)
        language = parse_language(table.language) or DEFAULT_LANGUAGE
        snapshot = from_attributes(
            TableSnapshot,
            table,
            options=dict(table.options),
            status=TableStatus(table.status),
            seats=seats,
            state=state,
            rules=interned(from_attributes(TableRules, table, language=language)),
            countdown_to=None,
        )
        countdown = self._countdown(snapshot)
        return snapshot if countdown is None else evolve(snapshot, countdown_to=countdown)

    def _countdown(self, table: TableSnapshot) -> datetime | None:
        """When the turn runs out, as a read shows it: once its halfway reminder went out."""
        if table.game not in self.games or table.reminded_version != table.version:
            return None
        return self._clockwork(table).expires_at
