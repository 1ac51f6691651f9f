"""A table's reads on every click, without an ORM session: the whole row with its seats
(``read_table``), or the few of its values that say whether a snapshot held in memory is
still the row (``read_mark``).

The session's identity map, unit of work and object loading were most of a read's CPU. On
SQLite a read runs in the event loop's thread, on a connection of its own
(``sqlite.read_rows``); on PostgreSQL its one statement runs outside a transaction (it sees
one committed moment all the same): no BEGIN and ROLLBACK round trips around it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from sqlalchemy import Row, Select, Table, bindparam, case, func, null, select, type_coerce
from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.asyncio import AsyncEngine

from storage.models import GameTable, Seat
from storage.sqlite import ParlourSQLite, read_rows

#: the seats' columns a table read returns (no seat column is named as a table's)
SEAT_COLUMNS = (
    "position",
    "user_id",
    "display_name",
    "away",
    "replaced_user_id",
    "expiries",
    "ai_level",
    "kicked",
)
_TABLES = cast(Table, GameTable.__table__)
_SEATS = cast(Table, Seat.__table__)
_OTHER_SEATS = _SEATS.alias("other_seats")
_FIRST_SEAT = (
    select(func.min(_OTHER_SEATS.c.position))
    .where(_OTHER_SEATS.c.table_id == _TABLES.c.id)
    .scalar_subquery()
)
#: one statement, built once: the table's columns, and what a snapshot shows of its seats.
#: Its state, the biggest column, comes on the first row alone (the others repeat the table's
#: columns; each copy was sent and decoded from JSON), and only when the row is not at the
#: version the reader already knows (``known``)
_READ = (
    select(
        *(column for column in _TABLES.c if column.name != "state"),
        type_coerce(
            case(
                (
                    (_TABLES.c.version == bindparam("known"))
                    & (_TABLES.c.game == bindparam("known_game")),
                    null(),
                ),
                (_SEATS.c.position > _FIRST_SEAT, null()),
                else_=_TABLES.c.state,
            ),
            _TABLES.c.state.type,
        ).label("state"),
        *(_SEATS.c[name] for name in SEAT_COLUMNS),
    )
    .outerjoin(_SEATS, _SEATS.c.table_id == _TABLES.c.id)
    .where(_TABLES.c.id == bindparam("table_id"))
    .order_by(_SEATS.c.position)
)


#: what of a table row changes without a new version (bookkeeping: where its message is, the
#: reminder sent, the rematch linked), with the version and the game: while these are as a
#: snapshot holds them, the snapshot is the row as stored (``MoveStore.get``)
MARK_COLUMNS = ("version", "game", "message_id", "thread_id", "reminded_version", "rematch_id")
_MARK = select(*(_TABLES.c[name] for name in MARK_COLUMNS)).where(
    _TABLES.c.id == bindparam("table_id")
)


async def read_table(
    engine: AsyncEngine, table_id: int, known: tuple[int, str] | None
) -> Sequence[Row[*tuple[Any, ...]]]:
    """The table's row once per seat, by position (one row with NULL seat columns when it
    has none; none when there is no such table); the state on the first row alone, NULL when
    the row is at the ``known`` version of the same game (neither sent nor decoded again)."""
    version, game = known if known is not None else (None, None)
    given = {"table_id": table_id, "known": version, "known_game": game}
    return await select_rows(engine, _READ, given)


async def read_mark(engine: AsyncEngine, table_id: int) -> tuple[Any, ...] | None:
    """The table's :data:`MARK_COLUMNS` (None: no such table), read as ``read_table`` reads:
    a handful of integers that tell whether a snapshot this process holds is still the row
    as stored, instead of the whole row, its seats and the conversion of every value."""
    rows = await select_rows(engine, _MARK, {"table_id": table_id})
    return tuple(rows[0]) if rows else None


async def select_rows(
    engine: AsyncEngine, statement: Select[Any], given: dict[str, Any]
) -> Sequence[Row[*tuple[Any, ...]]]:
    """The rows of a Core select with no expanding parameter, read as above (other small
    reads asked as turns come use it too: a person's autoplay setting)."""
    if isinstance(engine.dialect, ParlourSQLite):
        rows = read_rows(engine, statement, given)
        if rows is not None:
            return cast(Sequence[Row[*tuple[Any, ...]]], rows)
    try:
        return await _read(engine, statement, given)
    except DBAPIError as exc:
        # a pooled connection the server dropped (a restart), used before its idle ping: the
        # pool has let go of such connections by now, and a read may simply be made again
        if not exc.connection_invalidated:
            raise
    return await _read(engine, statement, given)


async def _read(
    engine: AsyncEngine, statement: Select[Any], given: dict[str, Any]
) -> Sequence[Row[*tuple[Any, ...]]]:
    async with engine.connect() as connection:
        if connection.dialect.name == "postgresql":
            connection = await connection.execution_options(isolation_level="AUTOCOMMIT")
        result = await connection.execute(statement, given)
        return cast(Sequence[Row[*tuple[Any, ...]]], result.all())
