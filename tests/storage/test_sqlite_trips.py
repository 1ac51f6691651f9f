"""SQLite's round trips to aiosqlite's thread: none for a rollback with nothing to end, and
transactions, row counts and rows exactly as before."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

from storage.db import make_engine


@pytest.fixture
async def sqlite_engine(tmp_path: Path) -> AsyncIterator[AsyncEngine]:
    engine = make_engine(f"sqlite+aiosqlite:///{tmp_path / 'trips.db'}")
    async with engine.begin() as conn:
        await conn.execute(text("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)"))
    yield engine
    await engine.dispose()


async def test_a_read_ends_without_a_rollback(sqlite_engine: AsyncEngine, trips: list[str]) -> None:
    async with sqlite_engine.begin() as conn:
        await conn.execute(text("INSERT INTO t (id, v) VALUES (1, 'a'), (2, 'b')"))
    trips.clear()
    async with sqlite_engine.connect() as conn:
        rows = (await conn.execute(text("SELECT id, v FROM t ORDER BY id"))).all()
    assert [tuple(row) for row in rows] == [(1, "a"), (2, "b")]
    assert "rollback" not in trips


async def test_a_commit_is_not_followed_by_a_rollback(
    sqlite_engine: AsyncEngine, trips: list[str]
) -> None:
    async with sqlite_engine.begin() as conn:
        many = await conn.execute(
            text("INSERT INTO t (id, v) VALUES (:i, :v)"), [{"i": i, "v": "x"} for i in range(5)]
        )
        one = await conn.execute(text("UPDATE t SET v = 'y' WHERE id < 3"))
    assert (many.rowcount, one.rowcount) == (5, 3)
    assert trips[-1] == "commit"


async def test_a_rolled_back_write_is_not_stored(sqlite_engine: AsyncEngine) -> None:
    async with sqlite_engine.connect() as conn:
        await conn.execute(text("INSERT INTO t (id, v) VALUES (7, 'gone')"))
        assert conn.sync_connection is not None
        driver = conn.sync_connection.connection.driver_connection
        assert driver is not None and driver.in_transaction
        await conn.rollback()
    async with sqlite_engine.connect() as conn:
        assert (await conn.execute(text("SELECT count(*) FROM t"))).scalar() == 0


async def test_a_write_left_open_is_rolled_back_when_its_connection_is_closed(
    sqlite_engine: AsyncEngine,
) -> None:
    async with sqlite_engine.connect() as conn:
        await conn.execute(text("INSERT INTO t (id, v) VALUES (8, 'gone')"))
    async with sqlite_engine.connect() as conn:
        assert (await conn.execute(text("SELECT count(*) FROM t"))).scalar() == 0


async def test_an_error_is_sqlalchemys_as_before(sqlite_engine: AsyncEngine) -> None:
    from sqlalchemy.exc import IntegrityError, OperationalError

    async with sqlite_engine.begin() as conn:
        await conn.execute(text("INSERT INTO t (id, v) VALUES (1, 'a')"))
    with pytest.raises(IntegrityError):
        async with sqlite_engine.begin() as conn:
            await conn.execute(text("INSERT INTO t (id, v) VALUES (1, 'again')"))
    with pytest.raises(OperationalError):
        async with sqlite_engine.connect() as conn:
            await conn.execute(text("SELECT nothing FROM nowhere"))
    async with sqlite_engine.connect() as conn:
        assert (await conn.execute(text("SELECT v FROM t"))).scalars().all() == ["a"]
