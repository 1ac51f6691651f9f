"""The table rows this process wrote to its SQLite database, counted (issue #19).

A click first reads its table, and when the process holds the newest snapshot a handful of
the row's integers (``read_mark``) say so. On SQLite that read is made in the event loop's
thread, and sqlite3 lets go of the Python lock around it: the loop then waits for it back
from aiosqlite's and the drawing threads, ~0.1 ms of CPU and up to ~10 ms of waiting a click
with 1,000 tables. SQLite is for one process only (README), so every write to its tables is
made here, and a snapshot known to be the row as stored stays so until this process writes
that row again. :class:`RowWrites` counts those writes per table row: a snapshot checked
against the database at one count is still the row while the count is the same.

Counted are the writes made through an engine :func:`watch` looked after (every engine of
``storage.db.make_engine``): SQLAlchemy's statements that touch ``game_tables``, counted for
the row their ``WHERE id = …`` names or, when no row can be told (an insert, a raw or bulk
statement), for every row; and the group commit's own moves (``storage.sqlite``), which
count theirs themselves, as their commit begins and once it is done. A statement's rows are
counted when it is run and again when its connection goes back to the pool, after its commit
or rollback: a check made while a write was under way read the row as it was and must not
hold once the write is committed.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from typing import Any, cast
from weakref import WeakKeyDictionary

from sqlalchemy import event
from sqlalchemy.engine import Connection, Engine, ExecutionContext
from sqlalchemy.ext.asyncio import AsyncEngine
from sqlalchemy.pool import ConnectionPoolEntry
from sqlalchemy.sql import operators
from sqlalchemy.sql.dml import Delete, Update
from sqlalchemy.sql.elements import (
    BinaryExpression,
    BindParameter,
    BooleanClauseList,
    ColumnElement,
)
from sqlalchemy.sql.selectable import Select

TABLE = "game_tables"
#: rows counted one by one at the most, before every row is counted at once instead
MOST_ROWS = 10_000
#: what a connection's record keeps of the rows its statements touched until it is checked in
#: (its file's counts, and the rows)
_PENDING = "parlour_rows_written"
#: no row named: every row was (maybe) written
EVERY = -1


class RowWrites:
    """The writes to one database file's table rows: :meth:`mark` is a number that changes
    whenever the row may have changed (a plain int: a dict of them is never walked by the
    collector)."""

    __slots__ = ("_every", "_rows")

    def __init__(self) -> None:
        self._rows: dict[int, int] = {}
        self._every = 0

    def mark(self, table_id: int) -> int:
        return (self._every << 32) + self._rows.get(table_id, 0)

    def wrote(self, table_ids: Iterable[int]) -> None:
        rows = self._rows
        for table_id in table_ids:
            if table_id == EVERY or len(rows) >= MOST_ROWS:
                self.wrote_every()
            else:
                rows[table_id] = rows.get(table_id, 0) + 1

    def wrote_every(self) -> None:
        self._every += 1
        self._rows.clear()


#: the counts of each database file (by its real path): every engine of the process on one
#: file shares them, as a test's two services on one file do
_FILES: dict[str, RowWrites] = {}
#: the engines :func:`watch` looked after, and their file's counts
_WATCHED: WeakKeyDictionary[Engine, RowWrites] = WeakKeyDictionary()


def watch(engine: Engine) -> None:
    """Count the writes ``engine`` makes to a database file (an in-memory one has no other
    connection to read it through: its marks are never asked for)."""
    path = engine.url.database
    if not path or path == ":memory:" or path.startswith("file:"):
        return
    writes = _FILES.setdefault(os.path.realpath(path), RowWrites())
    _WATCHED[engine] = writes
    event.listen(engine, "before_cursor_execute", _executing)
    event.listen(engine, "checkin", _checked_in)
    event.listen(engine, "invalidate", _invalidated)


def row_writes(engine: AsyncEngine) -> RowWrites | None:
    """The counts of ``engine``'s file, if every write to it is counted (else None)."""
    return _WATCHED.get(engine.sync_engine)


def _executing(
    conn: Connection,
    _cursor: Any,
    statement: str,
    _parameters: Any,
    context: ExecutionContext | None,
    _executemany: bool,
) -> None:
    if TABLE not in statement:
        return
    rows = _rows_of(context, statement)
    if rows is None:
        return
    writes = _WATCHED.get(conn.engine)
    if writes is None:
        return
    writes.wrote(rows)
    pending: tuple[RowWrites, set[int]] | None = conn.info.get(_PENDING)
    if pending is None:
        pending = conn.info[_PENDING] = (writes, set())
    pending[1].update(rows)


def _checked_in(_dbapi_connection: Any, record: ConnectionPoolEntry) -> None:
    pending: tuple[RowWrites, set[int]] | None = record.info.pop(_PENDING, None)
    if pending is not None:
        writes, rows = pending
        writes.wrote(rows)


def _invalidated(_dbapi_connection: Any, record: ConnectionPoolEntry, _exc: Any) -> None:
    """A connection dropped mid-write: its rows, committed or not, are read again."""
    pending: tuple[RowWrites, set[int]] | None = record.info.pop(_PENDING, None)
    if pending is not None:
        pending[0].wrote_every()


def _rows_of(context: ExecutionContext | None, sql: str) -> tuple[int, ...] | None:
    """The rows of ``game_tables`` a statement may write: None for a read, (EVERY,) when
    they can't be told."""
    compiled = getattr(context, "compiled", None)
    statement = getattr(compiled, "statement", None)
    if isinstance(statement, Select) or sql.lstrip()[:6].upper() == "SELECT":
        return None
    if isinstance(statement, Update | Delete) and statement.table.name == TABLE:  # type: ignore[union-attr]
        bind = _id_bind(statement.whereclause)
        key = None if bind is None else getattr(compiled, "bind_names", {}).get(bind)
        given = getattr(context, "compiled_parameters", None)
        if key is not None and given:
            ids = tuple(params.get(key) for params in given)
            if all(isinstance(table_id, int) for table_id in ids):
                return cast(tuple[int, ...], ids)
    return (EVERY,)


def _id_bind(where: ColumnElement[Any] | None) -> BindParameter[Any] | None:
    """The parameter of a ``WHERE game_tables.id = :key``, alone or as one term of an AND
    (under an OR, or deeper, the row can't be told)."""
    terms: tuple[Any, ...] = (where,)
    if isinstance(where, BooleanClauseList) and where.operator is operators.and_:
        terms = tuple(where.clauses)
    for term in terms:
        if (
            isinstance(term, BinaryExpression)
            and term.operator is operators.eq
            and getattr(term.left, "name", None) == "id"
            and getattr(getattr(term.left, "table", None), "name", None) == TABLE
            and isinstance(term.right, BindParameter)
        ):
            return term.right
    return None
