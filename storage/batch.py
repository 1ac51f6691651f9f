"""Group commit for game actions: many tables' moves committed in one transaction.

A commit is the expensive part of storing a move (a disk flush on SQLite), and moves on
different tables do not depend on each other. So moves that arrive while a commit is under way
wait for the next one and share it. Each move still carries its own optimistic version check:
a move whose table was written by someone else in the meantime is not stored, and only that
move's caller hears so. Nobody is told a move is stored before its commit has finished.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass, field
from datetime import datetime
from functools import lru_cache
from typing import Any, cast

from sqlalchemy import (
    JSON,
    Integer,
    Table,
    TypeDecorator,
    Update,
    bindparam,
    column,
    insert,
    select,
    update,
    values,
)
from sqlalchemy import cast as sql_cast
from sqlalchemy.engine import Dialect
from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.asyncio import AsyncEngine

from bot.alarms import run_kept
from bot.games.evolve import slot_init
from storage import sqlite
from storage.models import ActionLogEntry, GameTable

log = logging.getLogger(__name__)

MAX_BATCH = 128
LOST_RACE_RETRIES = 5


@slot_init
@dataclass(frozen=True, slots=True)
class MoveWrite:
    """One move to store: the table's new values at ``expected_version + 1`` and its log entry."""

    table_id: int
    expected_version: int
    seat: int
    #: the action and the state as their JSON columns store them: the text ``json.dumps``
    #: writes (SQLAlchemy's serializer of a JSON column), bound as it is
    #: (``bot.games.stored_text``)
    action: str
    state: str
    at: datetime
    timer_due_at: datetime | None
    #: the table's activity time after the move: ``at`` for a person's move, unchanged for
    #: an automatic one (so a table only SYSTEM or AI play on is still closed as abandoned)
    active_at: datetime | None = None


@dataclass(slots=True)
class ActionWriter:
    engine: AsyncEngine
    max_batch: int = MAX_BATCH
    #: batches committed at the same time (None: two on PostgreSQL, which takes writers in
    #: parallel, so one batch's round trips overlap the next one's; one on SQLite, whose
    #: single connection takes one writer)
    in_flight: int | None = None
    _pending: list[tuple[MoveWrite, asyncio.Future[bool]]] = field(default_factory=list)
    _flushers: set[asyncio.Task[None]] = field(default_factory=set)
    #: the UPDATE and the log's INSERT compiled for sqlite3 (made on the first SQLite batch)
    _sqlite: tuple[sqlite.Prepared, sqlite.Prepared] | None = None

    async def write(self, move: MoveWrite) -> bool:
        """Store ``move``; False when its table is no longer at ``expected_version``."""
        future: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        self._pending.append((move, future))
        limit = self.in_flight or (2 if self.engine.dialect.name == "postgresql" else 1)
        # (a finished flusher leaves the set only a moment later, in its done callback)
        if sum(not flusher.done() for flusher in self._flushers) < limit:
            # a table has one move waiting at most (its lock), so batches in flight together
            # hold different rows, each batch locking its rows in id order
            run_kept(self._flush_all(), self._flushers)
        return await future

    async def _flush_all(self) -> None:
        while self._pending:
            batch, self._pending = (
                self._pending[: self.max_batch],
                self._pending[self.max_batch :],
            )
            outcomes = await self._store([move for move, _future in batch])
            for (_move, future), outcome in zip(batch, outcomes, strict=True):
                if future.done():
                    continue
                if isinstance(outcome, BaseException):
                    future.set_exception(outcome)
                else:
                    future.set_result(outcome)

    async def _store(self, moves: list[MoveWrite]) -> list[bool | Exception]:
        """Commit ``moves`` together; if that fails, each alone, so one table's fault (a row
        in a bad state) fails only that table's move."""
        try:
            return list(await self._commit_retrying(moves))
        except Exception as exc:
            if len(moves) == 1:
                log.exception("table %s: storing a move failed", moves[0].table_id)
                return [exc]
        return [await self._alone(move) for move in moves]

    async def _alone(self, move: MoveWrite) -> bool | Exception:
        """``move`` again after its batch failed. The batch's commit may have been stored with
        its answer lost (a dropped connection): then the table is past ``expected_version``
        by this very move, and its caller must hear it was stored, not that someone else
        won (a player would be told "not your turn" about a move they had made)."""
        outcome = (await self._store([move]))[0]
        if outcome is not False:
            return outcome
        try:
            return await self._logged(move)
        except Exception as exc:  # unknown either way: the caller looks at what was stored
            return exc

    async def _logged(self, move: MoveWrite) -> bool:
        entries = _ENTRIES
        async with self.engine.connect() as conn:
            found = await conn.scalar(
                select(entries.c.seat).where(
                    entries.c.table_id == move.table_id,
                    entries.c.sequence == move.expected_version + 1,
                    entries.c.seat == move.seat,
                    entries.c.created_at == move.at,
                )
            )
        return found is not None

    async def _commit_retrying(self, moves: list[MoveWrite]) -> list[bool]:
        """Commit, again when the database chose this batch as a deadlock's or a serialization
        conflict's loser (another process's transaction won; ours simply runs again)."""
        attempt = 1
        while True:
            try:
                return await self._commit(moves)
            except DBAPIError as exc:
                if attempt >= LOST_RACE_RETRIES or not _lost_race(exc):
                    raise
            log.info("a batch of %d move(s) lost a lock race; retrying", len(moves))
            await asyncio.sleep(0.01 * attempt)
            attempt += 1

    async def _commit(self, moves: list[MoveWrite]) -> list[bool]:
        # Rows are locked in table-id order, the same in every process, so two batches never
        # wait for each other in a cycle.
        order = sorted(range(len(moves)), key=lambda i: moves[i].table_id)
        ordered = [moves[i] for i in order]
        rows = [_row(move) for move in ordered]
        stored: list[bool]
        if self.engine.dialect.name == "sqlite":
            # its own path: see storage.sqlite (the statements run without hand-offs)
            change, append = self._sqlite_statements(self.engine.dialect)
            entries = [_entry(move) for move in ordered]
            stored = await sqlite.store_moves(self.engine, change, append, rows, entries)
            return _in_order(stored, order)
        async with self.engine.connect() as conn:
            distinct = len({move.table_id for move in ordered}) == len(rows)
            if conn.dialect.name == "postgresql" and distinct:
                # asyncpg counts no rows of an executemany: one UPDATE … FROM (VALUES …)
                # RETURNING says which tables were still at their version, in one round trip
                async with conn.begin():
                    statement = _update_returning(_padded_size(len(rows)))
                    moved = set((await conn.execute(statement, _numbered(rows))).scalars())
                    stored = [move.table_id in moved for move in ordered]
                    entries = [_entry(m) for m, ok in zip(ordered, stored, strict=True) if ok]
                    if entries:
                        await conn.execute(_LOG, entries)
                return _in_order(stored, order)
            async with conn.begin():
                stored = [(await conn.execute(_UPDATE, row)).rowcount == 1 for row in rows]
                entries = [_entry(move) for move, ok in zip(ordered, stored, strict=True) if ok]
                if entries:
                    await conn.execute(_LOG, entries)
        return _in_order(stored, order)

    def _sqlite_statements(self, dialect: Dialect) -> tuple[sqlite.Prepared, sqlite.Prepared]:
        if self._sqlite is None:
            self._sqlite = (
                sqlite.Prepared.of(_UPDATE, dialect),
                sqlite.Prepared.of(_LOG, dialect),
            )
        return self._sqlite


def _in_order(stored: list[bool], order: list[int]) -> list[bool]:
    """Outcomes of the moves sorted by table (``order``) put back in the callers' order."""
    outcome = [False] * len(stored)
    for position, index in enumerate(order):
        outcome[index] = stored[position]
    return outcome


#: SQLSTATEs of a transaction the database aborted to let another go first
_LOST_RACE = {"40P01", "40001"}  # deadlock_detected, serialization_failure


def _lost_race(exc: DBAPIError) -> bool:
    return getattr(exc.orig, "sqlstate", None) in _LOST_RACE


class GivenJSON(TypeDecorator[str]):
    """A JSON column's value given as its text already (a move's state is written from
    kept parts): bound without serialising it again, as JSON all the same (PostgreSQL's
    ``json`` keeps the text as given, SQLite stores it as text)."""

    impl = JSON
    cache_ok = True

    def bind_processor(self, dialect: Dialect) -> None:
        return None


_TABLES = cast(Table, GameTable.__table__)
#: Core statements built once: an action is stored without building any SQL
_UPDATE = (
    update(_TABLES)
    .where(_TABLES.c.id == bindparam("b_id"), _TABLES.c.version == bindparam("b_expected"))
    .values(
        version=bindparam("b_version"),
        state=bindparam("b_state", type_=GivenJSON()),
        last_action_at=bindparam("b_at"),
        active_at=bindparam("b_active"),
        updated_at=bindparam("b_at"),
        timer_due_at=bindparam("b_due"),
    )
)
_ENTRIES = cast(Table, ActionLogEntry.__table__)
_LOG = insert(_ENTRIES).values(
    table_id=bindparam("e_table"),
    sequence=bindparam("e_sequence"),
    seat=bindparam("e_seat"),
    action=bindparam("e_action", type_=GivenJSON()),
    created_at=bindparam("e_at"),
)
_COLUMNS = (
    ("b_id", Integer()),
    ("b_expected", Integer()),
    ("b_version", Integer()),
    ("b_state", GivenJSON()),
    ("b_at", _TABLES.c.last_action_at.type),
    ("b_due", _TABLES.c.timer_due_at.type),
    ("b_active", _TABLES.c.active_at.type),
)


def _padded_size(rows: int) -> int:
    """The statement size a batch of ``rows`` is stored with: the next power of two.

    A statement and its compiled form per size held ~220 references a row for good, after
    the start-up freeze, so every full collection walked them: the sizes up to 64 met, ~290,000
    references (more than 1,000 tables' states), up to 128, ~1,100,000 (issue #19). Eight
    sizes hold ~255 rows' worth; the rows a batch lacks are bound as NULLs, which match no
    table."""
    return 1 << (rows - 1).bit_length()


@lru_cache(maxsize=MAX_BATCH.bit_length())
def _update_returning(size: int) -> Update:
    """The guarded UPDATE of ``size`` rows in one statement, returning the ids it changed.

    One statement for each size (:func:`_padded_size`), its values bound (``_numbered``):
    SQLAlchemy compiles it once, where a statement holding the values was compiled again for
    every batch (0.4 ms for one row, 1.6 ms for ten, in the event loop's thread)."""
    given = values(*(column(name, kind) for name, kind in _COLUMNS), name="moves").data(
        [
            tuple(bindparam(f"{name}_{row}", type_=kind) for name, kind in _COLUMNS)
            for row in range(size)
        ]
    )
    return (
        update(_TABLES)
        .where(_TABLES.c.id == given.c.b_id, _TABLES.c.version == given.c.b_expected)
        .values(
            version=given.c.b_version,
            state=given.c.b_state,
            last_action_at=given.c.b_at,
            active_at=sql_cast(given.c.b_active, _TABLES.c.active_at.type),
            updated_at=given.c.b_at,
            # a None is rendered as a bare NULL, of no type in VALUES: say which
            timer_due_at=sql_cast(given.c.b_due, _TABLES.c.timer_due_at.type),
        )
        .returning(_TABLES.c.id)
    )


def _numbered(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """The values of :func:`_update_returning`'s statement for ``rows``, NULLs after them up
    to its size (a NULL id matches no table)."""
    numbered = {
        f"{name}_{number}": row[name] for number, row in enumerate(rows) for name, _kind in _COLUMNS
    }
    for number in range(len(rows), _padded_size(len(rows))):
        numbered.update((f"{name}_{number}", None) for name, _kind in _COLUMNS)
    return numbered


def _row(move: MoveWrite) -> dict[str, Any]:
    return {
        "b_id": move.table_id,
        "b_expected": move.expected_version,
        "b_version": move.expected_version + 1,
        "b_state": move.state,
        "b_at": move.at,
        "b_due": move.timer_due_at,
        "b_active": move.active_at,
    }


def _entry(move: MoveWrite) -> dict[str, Any]:
    return {
        "e_table": move.table_id,
        "e_sequence": move.expected_version + 1,
        "e_seat": move.seat,
        "e_action": move.action,
        "e_at": move.at,
    }
