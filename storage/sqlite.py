"""SQLite through aiosqlite without the rollbacks that have nothing to end, and the group
commit's statements run without a hand-off per call.

aiosqlite runs every sqlite3 call in a thread of its own, and each call is a round trip: a
hand-off through a queue, then a wake-up of the event loop with the answer. Python's sqlite3
opens a transaction only before a write, and its ``rollback()`` does nothing without one;
through aiosqlite even that nothing was a round trip. Every read ended with two (the
session's and the pool's reset-on-return), every group commit with one (the pool's, after
the commit). What sqlite3 does is unchanged.

A table read (``read_rows``: every click reads its table) went through SQLAlchemy's adapter
as four round trips (execute, fetch, close, and the wake-ups between), ~0.7 ms of the event
loop's CPU each on a 2-core machine, and on the pool's one connection, where it queued behind
every group commit. It now runs in the loop's thread on a connection of its own that only
ever reads (``Reader``, one per engine, outside the pool), and converts the values as
SQLAlchemy would: a WAL reader sees what is committed and takes no lock a writer waits for,
so it waits for nothing; should the database be busy all the same (another process holding
it exclusively), the read is left to the usual path.

A group commit (``store_moves``) went through SQLAlchemy's adapter as about seven round
trips, and inside each, sqlite3 lets go of the GIL around every step of every row: aiosqlite's
thread then waited for the GIL again after each row, behind an event loop that holds it for
up to the switch interval (5 ms). A batch of ten moves held the only connection for ~50 ms
of wall time, while every click's table read waited for that connection. The batch's
statements now run in the event loop's thread straight on sqlite3's connection (tens of
microseconds a row: the pages are in memory), and only the COMMIT, which waits for the disk
(and now and then checkpoints the WAL), goes to aiosqlite's thread: one round trip.

Each task and shield on a batch's way is one more pass through the event loop's queue, and
a busy loop's pass lasts as long as everything queued before it: a batch's commit in a task
of its own behind a shield, and the connection's close likewise (SQLAlchemy's context
manager), took seven passes where three do (``store_moves``; issue #19).
"""

from __future__ import annotations

import asyncio
import os
import sqlite3
from collections import namedtuple
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar, cast
from weakref import WeakKeyDictionary

import aiosqlite
from sqlalchemy import JSON, event
from sqlalchemy.dialects import registry
from sqlalchemy.dialects.sqlite.aiosqlite import SQLiteDialect_aiosqlite
from sqlalchemy.engine import Dialect, Engine
from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine
from sqlalchemy.pool import PoolProxiedConnection
from sqlalchemy.sql.compiler import SQLCompiler
from sqlalchemy.sql.expression import ClauseElement, Select

from storage.row_writes import row_writes

#: the driver name of the URL ``make_engine`` gives SQLAlchemy for a SQLite database
DRIVER = "sqlite+parlour"
_T = TypeVar("_T")
#: how long a writer waits for another one's lock before failing (milliseconds)
BUSY_TIMEOUT_MS = 30_000


class ParlourSQLite(SQLiteDialect_aiosqlite):
    """aiosqlite, minus the empty rollbacks. Whether a transaction is open is asked of
    sqlite3 directly, which is safe: nothing else runs on a connection while SQLAlchemy ends
    its use of it."""

    supports_statement_cache = True

    def do_rollback(self, dbapi_connection: PoolProxiedConnection) -> None:
        driver = dbapi_connection.driver_connection
        try:
            idle = driver is not None and not driver.in_transaction
        except ValueError:  # closed: let aiosqlite's adapter deal with it as before
            idle = False
        if not idle:
            super().do_rollback(dbapi_connection)  # type: ignore[no-untyped-call]


registry.register(DRIVER.replace("+", "."), __name__, ParlourSQLite.__name__)


@dataclass(frozen=True, slots=True)
class Prepared:
    """A Core statement compiled once for sqlite3 itself: its SQL, and each positional
    parameter's name and SQLAlchemy's conversion of it (JSON, dates), so the values stored
    are exactly those SQLAlchemy would store."""

    sql: str
    names: tuple[str, ...]
    #: (position, conversion) of the parameters that convert (most go as they are given)
    converted: tuple[tuple[int, Callable[[Any], Any]], ...]

    @classmethod
    def of(
        cls, statement: ClauseElement, dialect: Dialect, keys: Sequence[str] | None = None
    ) -> Prepared:
        compiled = cast(
            SQLCompiler,
            statement.compile(dialect=dialect, column_keys=list(keys or ()) or None),
        )
        names = tuple(compiled.positiontup or ())
        binds = {bind.key: bind for bind in compiled.binds.values()}
        processors = (
            binds[name].type.dialect_impl(dialect).bind_processor(dialect) for name in names
        )
        converted = tuple(
            (position, process)
            for position, process in enumerate(processors)
            if process is not None
        )
        return cls(str(compiled), names, converted)

    def parameters(self, row: Mapping[str, Any]) -> tuple[Any, ...]:
        values = list(map(row.__getitem__, self.names))
        for position, process in self.converted:
            values[position] = process(values[position])
        return tuple(values)


@dataclass(frozen=True, slots=True)
class Selected:
    """A Core SELECT compiled once for sqlite3 (its parameters as a :class:`Prepared`'s), with
    each column's conversion of the stored value (JSON, dates, booleans), so that a row reads
    exactly as SQLAlchemy would read it: as a named tuple of the columns' names."""

    query: Prepared
    row: Callable[[list[Any]], tuple[Any, ...]]
    #: (position, conversion, whether a value equal to the previous row's converts to the
    #: same object): only the columns that convert at all (most come as sqlite3 gives them),
    #: and a join repeats one side's values on every row (a table's dates on each seat's),
    #: each converted once; a JSON column's value is mutable, so each row has its own
    converted: tuple[tuple[int, Callable[[Any], Any], bool], ...]

    @classmethod
    def of(cls, statement: Select[Any], dialect: Dialect) -> Selected:
        columns = list(statement.selected_columns)
        converted = []
        for position, column in enumerate(columns):
            process = column.type.dialect_impl(dialect).result_processor(dialect, None)
            if process is not None:
                shared = not isinstance(column.type, JSON)
                converted.append((position, process, shared))
        return cls(
            Prepared.of(statement, dialect),
            namedtuple("StoredRow", [column.key for column in columns])._make,  # type: ignore[misc,attr-defined]
            tuple(converted),
        )

    def rows(self, fetched: Sequence[tuple[Any, ...]]) -> list[tuple[Any, ...]]:
        made: list[tuple[Any, ...]] = []
        before: tuple[Any, ...] = ()
        values: list[Any] = []
        for raw in fetched:
            last, values = values, list(raw)
            for position, process, shared in self.converted:
                value = raw[position]
                if shared and before and _same(before[position], value):
                    values[position] = last[position]
                else:
                    values[position] = process(value)
            made.append(self.row(values))
            before = raw
        return made


def _same(one: Any, other: Any) -> bool:
    """Whether two stored values are the same (1 and 1.0 are equal, but not the same)."""
    return one is other or (type(one) is type(other) and one == other)


class Reader:
    """A read-only sqlite3 connection to an engine's database file, used by the event loop's
    thread alone, with each statement it reads compiled once (for that engine's dialect)."""

    def __init__(self, path: str, dialect: Dialect) -> None:
        self.dialect = dialect
        self._connection = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
        self._connection.execute("PRAGMA busy_timeout=0")  # the loop never waits for a lock
        self._connection.execute("PRAGMA query_only=ON")
        self._selected: dict[Select[Any], Selected] = {}

    def rows(
        self, statement: Select[Any], parameters: Mapping[str, Any]
    ) -> list[tuple[Any, ...]] | None:
        selected = self._selected.get(statement)
        if selected is None:
            selected = self._selected[statement] = Selected.of(statement, self.dialect)
        query = selected.query
        try:
            fetched = _fetch(self._connection, query.sql, query.parameters(parameters))
        except sqlite3.OperationalError as exc:
            if (getattr(exc, "sqlite_errorcode", 0) & 0xFF) == sqlite3.SQLITE_BUSY:
                return None
            raise DBAPIError.instance(
                query.sql, None, exc, sqlite3.Error, hide_parameters=True, dialect=self.dialect
            ) from exc
        return selected.rows(fetched)

    def close(self) -> None:
        self._connection.close()


#: each engine's reader, made on its first read
_READERS: WeakKeyDictionary[Engine, Reader] = WeakKeyDictionary()


def read_rows(
    engine: AsyncEngine, statement: Select[Any], parameters: Mapping[str, Any]
) -> list[tuple[Any, ...]] | None:
    """The rows ``statement`` selects, read in the event loop's thread (see the module's
    docstring); None when they are to be read the usual way."""
    sync = engine.sync_engine
    reader = _READERS.get(sync)
    if reader is None:
        path = sync.url.database
        if not path or not os.path.isfile(path):
            return None  # in memory: no other connection would see this database
        reader = _READERS[sync] = Reader(path, sync.dialect)
        if not event.contains(sync, "engine_disposed", _close):
            event.listen(sync, "engine_disposed", _close)
    return reader.rows(statement, parameters)


def _close(engine: Engine) -> None:
    reader = _READERS.pop(engine, None)
    if reader is not None:
        reader.close()


def _fetch(database: sqlite3.Connection, sql: str, values: tuple[Any, ...]) -> list[Any]:
    return database.execute(sql, values).fetchall()


async def store_moves(
    engine: AsyncEngine,
    update: Prepared,
    log: Prepared,
    rows: Sequence[Mapping[str, Any]],
    entries: Sequence[Mapping[str, Any]],
) -> list[bool]:
    """Run ``update`` for every row (each checks its table's version) and ``log`` for the
    entry of every row it changed, then commit; which rows changed, in order.

    The statements run in the event loop's thread without waiting for any lock: if another
    connection holds the write lock (another process, or another engine of this one), they
    are run again in aiosqlite's thread, which waits for it as every other statement does.

    The connection, one of ``engine``'s pool, is given back to it in place: after a commit
    there is nothing to roll back, so the pool takes it back without waiting for anything,
    and no cancellation can come halfway (SQLAlchemy's context manager would close it in a
    task of its own, behind a shield, for a close that may wait).
    """
    conn = await engine.connect()
    try:
        stored = await _committed(
            conn,
            (update.sql, log.sql),
            [update.parameters(row) for row in rows],
            [log.parameters(entry) for entry in entries],
            [row["b_id"] for row in rows],
        )
    except BaseException:
        await _to_the_end(conn.close())
        raise
    await conn.close()
    return stored


async def _committed(
    conn: AsyncConnection,
    sql: tuple[str, str],
    rows_in: list[tuple[Any, ...]],
    entries_in: list[tuple[Any, ...]],
    ids: list[int],
) -> list[bool]:
    raw = await conn.get_raw_connection()
    driver = cast(aiosqlite.Connection, raw.driver_connection)
    database: sqlite3.Connection = driver._conn  # aiosqlite has no public one
    writes = row_writes(conn.engine)
    update, log = sql
    try:
        try:
            stored = _statements(database, update, log, rows_in, entries_in, wait=False)
        except sqlite3.OperationalError as exc:
            if (getattr(exc, "sqlite_errorcode", 0) & 0xFF) != sqlite3.SQLITE_BUSY:
                raise
            database.rollback()
            stored = await _in_thread(
                driver,
                driver._execute(  # type: ignore[no-untyped-call]
                    _statements, database, update, log, rows_in, entries_in, wait=True
                ),
            )
        if writes is not None:  # committing: a read until it is done may see either
            writes.wrote(ids)
        await _in_thread(driver, driver.commit())
    except BaseException as exc:  # failed or cancelled
        if writes is not None:
            writes.wrote_every()  # committed or not, the rows can't be trusted unread
        if not isinstance(exc, sqlite3.Error):
            raise
        if database.in_transaction:
            await driver.rollback()
        raise DBAPIError.instance(
            update, None, exc, sqlite3.Error, hide_parameters=True, dialect=conn.dialect
        ) from exc
    if writes is not None:
        writes.wrote(ids)
    return stored


async def _in_thread(driver: aiosqlite.Connection, call: Awaitable[_T]) -> _T:
    """``call`` (aiosqlite's coroutine handing a job to its thread) awaited in place: two
    passes through the event loop (the answer, then the batch going on), where a task of its
    own behind a shield took four. When the batch is cancelled meanwhile the thread goes on
    with the job, and until it is done it uses the connection, which must not go back to the
    pool (a commit half told, or statements whose transaction nobody ends): a job queued
    behind it says when."""
    try:
        return await call
    except asyncio.CancelledError:
        await _to_the_end(driver._execute(_nothing))  # type: ignore[no-untyped-call]
        raise


def _nothing() -> None:
    """A job for aiosqlite's thread that only says the jobs before it are done."""


async def _to_the_end(call: Awaitable[_T]) -> _T:
    """``call`` waited for to its end even when the batch is cancelled meanwhile."""
    job = asyncio.ensure_future(call)
    try:
        return await asyncio.shield(job)
    except asyncio.CancelledError:
        await asyncio.wait([job])
        raise


def _statements(
    database: sqlite3.Connection,
    update: str,
    log: str,
    rows: list[tuple[Any, ...]],
    entries: list[tuple[Any, ...]],
    *,
    wait: bool,
) -> list[bool]:
    """The batch's statements, uncommitted: one for every row; if a table moved on
    meanwhile, again row by row to learn which."""
    if not wait:
        database.execute("PRAGMA busy_timeout=0")
    try:
        if database.executemany(update, rows).rowcount == len(rows):
            stored = [True] * len(rows)
        else:
            database.rollback()
            stored = [database.execute(update, row).rowcount == 1 for row in rows]
        chosen = [entry for entry, ok in zip(entries, stored, strict=True) if ok]
        if chosen:
            database.executemany(log, chosen)
        return stored
    finally:
        if not wait:
            database.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
