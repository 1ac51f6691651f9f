"""A table read on SQLite runs in the event loop's thread (issue #19): the same rows, values
converted exactly as SQLAlchemy converts them, no round trip to aiosqlite's thread, and the
usual path (which waits) when another connection holds the database."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any, cast

import pytest
from sqlalchemy import TypeDecorator
from sqlalchemy.dialects.postgresql.asyncpg import PGDialect_asyncpg
from sqlalchemy.engine import Dialect
from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.asyncio import AsyncEngine

from bot.catalogue import load_catalogue
from bot.tables.service import Pace, TableService
from bot.tables.snapshots import Person
from storage import sqlite, table_reads
from storage.db import make_engine, make_sessions, migrate
from storage.models import UTCDateTime
from storage.sqlite import ParlourSQLite
from storage.table_reads import read_table

ALICE, BOB = Person(1, "Alice"), Person(2, "Bøb 🂡")


async def _playing(engine: AsyncEngine) -> tuple[int, int, str]:
    """A Whist table in play: two people (one name not ASCII), two AI seats, a dealt state."""
    entries = load_catalogue()
    service = TableService(
        make_sessions(engine),
        {e.game.name: e.game for e in entries},
        {e.game.name: e.player for e in entries},
        Pace(0, 0),
    )
    table = await service.create(10, 20, ALICE, "whist", "")
    await service.join(table.id, BOB)
    for _ in range(2):
        await service.add_ai(table.id, ALICE)
    started = await service.start(table.id, ALICE)
    await service.close()
    return started.id, started.version, started.game


async def _through_sqlalchemy(engine: AsyncEngine, given: dict[str, Any]) -> list[dict[str, Any]]:
    async with engine.connect() as connection:
        rows = (await connection.execute(table_reads._READ, given)).all()
    return [dict(row._mapping) for row in rows]


@pytest.mark.parametrize("known", [False, True], ids=["state-read", "state-known"])
async def test_a_table_read_on_the_loop_gives_what_sqlalchemy_gives(
    migrated_sqlite: AsyncEngine, known: bool
) -> None:
    table_id, version, game = await _playing(migrated_sqlite)
    rows = await read_table(migrated_sqlite, table_id, (version, game) if known else None)
    given = {"table_id": table_id, "known": version if known else None, "known_game": game}
    expected = await _through_sqlalchemy(migrated_sqlite, given)
    assert [row._asdict() for row in rows] == expected
    assert [row.position for row in rows] == [0, 1, 2, 3]
    assert rows[0].state is None if known else isinstance(rows[0].state, dict)
    assert [row.state for row in rows[1:]] == [None] * 3  # sent and decoded once, not per seat
    assert rows[1].display_name == BOB.name


async def test_a_table_read_makes_no_round_trip_to_aiosqlites_thread(
    migrated_sqlite: AsyncEngine, trips: list[str]
) -> None:
    table_id, _, _ = await _playing(migrated_sqlite)
    trips.clear()
    rows = await read_table(migrated_sqlite, table_id, None)
    assert len(rows) == 4
    assert trips == []


async def test_an_unknown_table_reads_as_no_rows(migrated_sqlite: AsyncEngine) -> None:
    assert await read_table(migrated_sqlite, 404, None) == []


def _failing(code: int) -> Callable[..., list[Any]]:
    def fetch(*_args: Any) -> list[Any]:
        error = sqlite3.OperationalError("database is locked" if code == BUSY else "disk I/O error")
        error.sqlite_errorcode = code
        raise error

    return fetch


BUSY = sqlite3.SQLITE_BUSY


async def test_a_busy_database_is_read_the_usual_way(
    migrated_sqlite: AsyncEngine, trips: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The loop's thread never waits for a lock (another process holding the database): the
    read goes to aiosqlite's thread, which waits as every statement does, and reads the same
    rows."""
    table_id, version, game = await _playing(migrated_sqlite)
    monkeypatch.setattr(sqlite, "_fetch", _failing(BUSY))
    trips.clear()
    rows = await read_table(migrated_sqlite, table_id, None)
    assert trips  # read in aiosqlite's thread
    given = {"table_id": table_id, "known": None, "known_game": None}
    assert [dict(row._mapping) for row in rows] == await _through_sqlalchemy(migrated_sqlite, given)
    assert rows[0].version == version and rows[0].game == game


async def test_another_database_error_is_raised_as_sqlalchemy_raises_it(
    migrated_sqlite: AsyncEngine, monkeypatch: pytest.MonkeyPatch
) -> None:
    table_id, _, _ = await _playing(migrated_sqlite)
    monkeypatch.setattr(sqlite, "_fetch", _failing(sqlite3.SQLITE_IOERR))
    with pytest.raises(DBAPIError):
        await read_table(migrated_sqlite, table_id, None)


async def test_a_write_under_way_elsewhere_neither_stops_a_read_nor_shows_in_it(
    migrated_sqlite: AsyncEngine, trips: list[str]
) -> None:
    """WAL: the loop's reader sees what is committed and waits for no writer."""
    table_id, version, _ = await _playing(migrated_sqlite)
    path = migrated_sqlite.url.database
    assert path is not None
    writer = sqlite3.connect(path, isolation_level=None)
    writer.execute("BEGIN IMMEDIATE")
    writer.execute("UPDATE game_tables SET version = version + 1 WHERE id = ?", (table_id,))
    trips.clear()
    rows = await read_table(migrated_sqlite, table_id, None)
    assert trips == [] and rows[0].version == version
    writer.execute("COMMIT")
    writer.close()
    assert (await read_table(migrated_sqlite, table_id, None))[0].version == version + 1


async def test_an_engine_let_go_closes_its_reader_and_a_new_one_reads_after(
    tmp_path: Path,
) -> None:
    engine = make_engine(f"sqlite+aiosqlite:///{tmp_path / 'reads.db'}")
    await migrate(engine)
    table_id, version, _ = await _playing(engine)
    await read_table(engine, table_id, None)
    first = sqlite._READERS.get(engine.sync_engine)
    assert first is not None
    await engine.dispose()
    assert engine.sync_engine not in sqlite._READERS
    assert (await read_table(engine, table_id, None))[0].version == version
    assert sqlite._READERS.get(engine.sync_engine) not in (None, first)
    await engine.dispose()


async def test_a_tables_values_repeated_on_each_seats_row_are_converted_once(
    migrated_sqlite: AsyncEngine,
) -> None:
    """The join repeats the table's columns on every seat's row: their dates are converted
    once and shared; a JSON value is mutable, so each row still has its own."""
    table_id, _, _ = await _playing(migrated_sqlite)
    rows = await read_table(migrated_sqlite, table_id, None)
    assert all(row.created_at is rows[0].created_at for row in rows)
    assert all(row.last_action_at is rows[0].last_action_at for row in rows)
    assert rows[1].options == rows[0].options and rows[1].options is not rows[0].options


_POSTGRESQL = PGDialect_asyncpg()  # type: ignore[no-untyped-call]
_AWARE = datetime(2026, 12, 7, 1, 25, 22, 123456, tzinfo=timezone(timedelta(hours=2)))


@pytest.mark.parametrize(
    ("dialect", "stored"),
    [
        *((ParlourSQLite(), s) for s in (None, "2026-12-07 01:25:22.5", "2026-12-07 01:25:22")),
        *((_POSTGRESQL, v) for v in (None, _AWARE.replace(tzinfo=None), _AWARE)),
    ],
)
def test_a_stored_date_converts_as_sqlalchemys_own_wrapping_converts_it(
    dialect: Dialect, stored: Any
) -> None:
    kind = cast(TypeDecorator[datetime], UTCDateTime().dialect_impl(dialect))
    fused = kind.result_processor(dialect, None)
    wrapped = TypeDecorator.result_processor(kind, dialect, None)
    assert fused is not None and wrapped is not None
    converted = fused(stored)
    assert converted == wrapped(stored)
    assert converted is None or converted.tzinfo is not None


@pytest.mark.parametrize("dialect", [ParlourSQLite(), _POSTGRESQL], ids=["sqlite", "postgresql"])
def test_a_date_is_stored_as_sqlalchemys_own_wrapping_stores_it(dialect: Dialect) -> None:
    kind = cast(TypeDecorator[datetime], UTCDateTime().dialect_impl(dialect))
    fused = kind.bind_processor(dialect)
    wrapped = TypeDecorator.bind_processor(kind, dialect)
    assert fused is not None and wrapped is not None
    for value in (None, _AWARE, _AWARE.astimezone(UTC)):
        assert fused(value) == wrapped(value)
    with pytest.raises(ValueError, match="naive"):
        fused(_AWARE.replace(tzinfo=None))
