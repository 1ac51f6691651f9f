"""SQLite's round trips to aiosqlite's thread: one per statement, none for an empty rollback,
and transactions, row counts and rows exactly as before."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import aiosqlite.core
import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

from storage import sqlite
from storage.db import make_engine


@pytest.fixture
async def sqlite_engine(tmp_path: Path) -> AsyncIterator[AsyncEngine]:
    engine = make_engine(f"sqlite+aiosqlite:///{tmp_path / 'trips.db'}")
    async with engine.begin() as conn:
        await conn.execute(text("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)"))
    yield engine
    await engine.dispose()


@pytest.fixture
def trips(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Any]]:
    """Every function handed to aiosqlite's thread, in order."""
    handed: list[Any] = []
    original = aiosqlite.core.Connection._execute

    async def counted(self: aiosqlite.Connection, fn: Any, *args: Any, **kwargs: Any) -> Any:
        handed.append(fn)
        return await original(self, fn, *args, **kwargs)

    monkeypatch.setattr(aiosqlite.core.Connection, "_execute", counted)
    yield handed


async def test_a_read_is_one_round_trip(sqlite_engine: AsyncEngine, trips: list[Any]) -> None:
    async with sqlite_engine.begin() as conn:
        await conn.execute(text("INSERT INTO t (id, v) VALUES (1, 'a'), (2, 'b')"))
    trips.clear()
    async with sqlite_engine.connect() as conn:
        rows = (await conn.execute(text("SELECT id, v FROM t ORDER BY id"))).all()
    assert [tuple(row) for row in rows] == [(1, "a"), (2, "b")]
    assert len(trips) == 1  # no cursor, fetch or close of its own, and no empty rollback


async def test_a_write_is_a_round_trip_per_statement_and_one_for_the_commit(
    sqlite_engine: AsyncEngine, trips: list[Any]
) -> None:
    async with sqlite_engine.begin() as conn:
        many = await conn.execute(
            text("INSERT INTO t (id, v) VALUES (:i, :v)"), [{"i": i, "v": "x"} for i in range(5)]
        )
        one = await conn.execute(text("UPDATE t SET v = 'y' WHERE id < 3"))
    assert (many.rowcount, one.rowcount) == (5, 3)
    assert len(trips) == 3


async def test_a_rolled_back_write_is_not_stored(sqlite_engine: AsyncEngine) -> None:
    async with sqlite_engine.connect() as conn:
        await conn.execute(text("INSERT INTO t (id, v) VALUES (7, 'gone')"))
        assert conn.sync_connection is not None
        assert conn.sync_connection.connection.driver_connection.in_transaction
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


async def test_a_statement_cancelled_in_the_thread_still_checks_its_connection_in(
    sqlite_engine: AsyncEngine, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As a task stopped at shutdown is (the timer loop's, mid-read): the one connection
    comes back to the pool and serves the next statement; none is left checked out for
    the garbage collector (SQLAlchemy's "non-checked-in connection")."""
    loop = asyncio.get_running_loop()
    in_thread, release = asyncio.Event(), threading.Event()
    run = sqlite._run

    def held(*args: Any) -> Any:
        loop.call_soon_threadsafe(in_thread.set)
        release.wait(timeout=10)
        return run(*args)

    monkeypatch.setattr(sqlite, "_run", held)

    async def read() -> None:
        async with sqlite_engine.connect() as conn:
            await conn.execute(text("SELECT count(*) FROM t"))

    task = asyncio.create_task(read())
    await in_thread.wait()
    task.cancel()
    release.set()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert sqlite_engine.pool.checkedout() == 0  # type: ignore[attr-defined]
    monkeypatch.setattr(sqlite, "_run", run)
    async with sqlite_engine.connect() as conn:
        assert (await conn.execute(text("SELECT count(*) FROM t"))).scalar() == 0
