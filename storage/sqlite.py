"""SQLite through aiosqlite with fewer round trips to its thread.

aiosqlite runs every sqlite3 call in a thread of its own, and each call is a round trip: a
hand-off through a queue, then a wake-up of the event loop with the answer. SQLAlchemy's
adapter makes one per cursor operation, so a read took four (open a cursor, execute, fetch,
close) plus two rollbacks, and a group commit eight. Here a statement is one round trip (the
cursor is opened, run, read and closed in the thread), and a rollback with nothing to end
none. What sqlite3 does is unchanged: the same calls, in the same order, on the same thread.
"""

from __future__ import annotations

import sqlite3
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from typing import Any, TypeVar

from sqlalchemy.dialects import registry
from sqlalchemy.dialects.sqlite.aiosqlite import (
    AsyncAdapt_aiosqlite_connection,
    AsyncAdapt_aiosqlite_dbapi,
    SQLiteDialect_aiosqlite,
)
from sqlalchemy.pool import PoolProxiedConnection
from sqlalchemy.util import await_

#: the driver name of the URL ``make_engine`` gives SQLAlchemy for a SQLite database
DRIVER = "sqlite+parlour"

_T = TypeVar("_T")
#: what a statement leaves on its cursor: description, rowcount, lastrowid, rows
_Outcome = tuple[Any, int, int | None, list[Any]]


def _run(connection: sqlite3.Connection, operation: str, parameters: Any, many: bool) -> _Outcome:
    """In aiosqlite's thread: one statement on a cursor of its own, read whole, closed."""
    cursor = connection.cursor()
    try:
        if many:
            cursor.executemany(operation, parameters)
        else:
            cursor.execute(operation, parameters)
        rows = cursor.fetchall() if cursor.description else []
        return cursor.description, cursor.rowcount, cursor.lastrowid, rows
    finally:
        cursor.close()


class OneTripCursor:
    """A DBAPI cursor whose every statement is one round trip to aiosqlite's thread (its
    rows come back with it, as SQLAlchemy's adapter buffers them anyway)."""

    __slots__ = ("_adapted", "_rows", "arraysize", "description", "lastrowid", "rowcount")

    def __init__(self, adapted: AsyncAdapt_aiosqlite_connection) -> None:
        self._adapted = adapted
        self._rows: deque[Any] = deque()
        self.arraysize = 1
        self.description: Any = None
        self.rowcount = -1
        self.lastrowid: int | None = None

    def execute(self, operation: str, parameters: Any = None) -> None:
        self._statement(operation, () if parameters is None else parameters, many=False)

    def executemany(self, operation: str, parameters: Sequence[Any]) -> None:
        self._statement(operation, parameters, many=True)

    def _statement(self, operation: str, parameters: Any, *, many: bool) -> None:
        try:
            outcome = await_(self._in_thread(_run, operation, parameters, many))
        except Exception as error:
            self._adapted._handle_exception(error)
        self.description, self.rowcount, self.lastrowid, rows = outcome
        self._rows = deque(rows)

    async def _in_thread(self, function: Callable[..., _T], *args: Any) -> _T:
        driver = self._adapted._connection
        async with self._adapted._execute_mutex:
            # aiosqlite's own hand-off (``execute`` and the rest are built on it); the
            # sqlite3 connection is passed in its thread, where aiosqlite keeps it
            result: _T = await driver._execute(lambda: function(driver._conn, *args))
            return result

    def fetchone(self) -> Any:
        return self._rows.popleft() if self._rows else None

    def fetchmany(self, size: int | None = None) -> list[Any]:
        count = min(self.arraysize if size is None else size, len(self._rows))
        return [self._rows.popleft() for _ in range(count)]

    def fetchall(self) -> list[Any]:
        rows = list(self._rows)
        self._rows.clear()
        return rows

    def __iter__(self) -> Iterator[Any]:
        while self._rows:
            yield self._rows.popleft()

    def close(self) -> None:
        self._rows.clear()  # sqlite3's cursor was closed in the thread already

    async def _async_soft_close(self) -> None:
        """What SQLAlchemy's async results call to close a cursor and keep its rows: here
        there is nothing left to close."""


class _Connection(AsyncAdapt_aiosqlite_connection):
    __slots__ = ()
    _cursor_cls = OneTripCursor  # type: ignore[assignment]


class _DBAPI(AsyncAdapt_aiosqlite_dbapi):
    def connect(self, *arg: Any, **kw: Any) -> AsyncAdapt_aiosqlite_connection:
        return _Connection(self, super().connect(*arg, **kw)._connection)


class ParlourSQLite(SQLiteDialect_aiosqlite):
    """aiosqlite with one round trip per statement and no empty rollbacks.

    Python's sqlite3 opens a transaction only before a write, and its ``rollback()`` does
    nothing without one; through aiosqlite even that nothing was a round trip. Every read
    ended with two (the session's and the pool's reset-on-return), every group commit with
    one (the pool's, after the commit). Whether a transaction is open is asked of sqlite3
    directly, which is safe: nothing else runs on a connection while SQLAlchemy ends its
    use of it.
    """

    supports_statement_cache = True

    @classmethod
    def import_dbapi(cls) -> AsyncAdapt_aiosqlite_dbapi:
        return _DBAPI(__import__("aiosqlite"), sqlite3)

    def do_rollback(self, dbapi_connection: PoolProxiedConnection) -> None:
        driver = dbapi_connection.driver_connection
        try:
            idle = driver is not None and not driver.in_transaction
        except ValueError:  # closed: let aiosqlite's adapter deal with it as before
            idle = False
        if not idle:
            super().do_rollback(dbapi_connection)  # type: ignore[no-untyped-call]


registry.register(DRIVER.replace("+", "."), __name__, ParlourSQLite.__name__)
