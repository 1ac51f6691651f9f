"""SQLite's group commit: its statements run in the event loop's thread, the commit alone in
aiosqlite's thread; the rows stored are exactly SQLAlchemy's, and another writer's lock is
waited for without stopping the event loop."""

from __future__ import annotations

import asyncio
import json
import time
from datetime import UTC, datetime, timedelta
from typing import Any

import aiosqlite.core
import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

from storage.batch import _UPDATE, ActionWriter, MoveWrite, _row
from storage.db import make_engine, make_sessions
from tests.storage.test_batch import tables

AT = datetime(2026, 1, 1, 12, 30, 15, 123456, tzinfo=UTC)
COLUMNS = "version, state, updated_at, last_action_at, timer_due_at, active_at"


def move(table_id: int, n: int, *, due: datetime | None = None) -> MoveWrite:
    return MoveWrite(
        table_id=table_id,
        expected_version=5,
        seat=1,
        action=json.dumps({"n": n, "text": "é 升级"}),
        state=json.dumps({"n": n, "hand": [[1, "♠"], [2, "♥"]]}),
        at=AT,
        timer_due_at=due,
        active_at=AT - timedelta(seconds=n),
    )


async def test_a_batch_of_moves_is_one_round_trip_the_commit(
    migrated_sqlite: AsyncEngine, trips: list[str]
) -> None:
    ids = await tables(make_sessions(migrated_sqlite), 6)
    writer = ActionWriter(migrated_sqlite)
    trips.clear()
    stored = await asyncio.gather(*(writer.write(move(i, n)) for n, i in enumerate(ids)))
    assert stored == [True] * 6
    assert trips == ["commit"]  # one batch: the statements ran in the loop's thread


async def test_a_batch_of_moves_makes_no_task_but_its_flusher(
    migrated_sqlite: AsyncEngine,
) -> None:
    """Every task (and shield) on a batch's way is one more pass through a busy event loop's
    queue: the commit is awaited in place, the connection given back in place."""
    ids = await tables(make_sessions(migrated_sqlite), 3)
    writer = ActionWriter(migrated_sqlite)
    loop = asyncio.get_running_loop()
    made: list[str] = []

    def counted(loop: asyncio.AbstractEventLoop, coro: Any, **kwargs: Any) -> asyncio.Task[Any]:
        made.append(coro.__qualname__)
        return asyncio.Task(coro, loop=loop, **kwargs)

    loop.set_task_factory(counted)
    try:
        stored = await asyncio.gather(*(writer.write(move(i, n)) for n, i in enumerate(ids)))
    finally:
        loop.set_task_factory(None)
    assert stored == [True] * 3
    assert [name for name in made if not name.endswith(".write")] == ["ActionWriter._flush_all"]


async def test_a_batch_stores_exactly_what_sqlalchemy_would(migrated_sqlite: AsyncEngine) -> None:
    through_batch, through_sqlalchemy = await tables(make_sessions(migrated_sqlite), 2)
    due = AT + timedelta(minutes=2)
    assert await ActionWriter(migrated_sqlite).write(move(through_batch, 3, due=due))
    async with migrated_sqlite.begin() as conn:
        await conn.execute(_UPDATE, [_row(move(through_sqlalchemy, 3, due=due))])
        rows = (await conn.execute(text(f"SELECT {COLUMNS} FROM game_tables ORDER BY id"))).all()
        log = (await conn.execute(text("SELECT * FROM action_log"))).all()
    assert rows[0] == rows[1]
    assert rows[0][0] == 6
    assert [tuple(entry) for entry in log] == [
        (
            through_batch,
            6,
            1,
            '{"n": 3, "text": "\\u00e9 \\u5347\\u7ea7"}',
            "2026-01-01 12:30:15.123456",
        )
    ]


async def test_another_writers_lock_is_waited_for_without_stopping_the_event_loop(
    migrated_sqlite: AsyncEngine,
) -> None:
    (table_id,) = await tables(make_sessions(migrated_sqlite), 1)
    other = make_engine(f"sqlite+aiosqlite:///{migrated_sqlite.url.database}")
    try:
        async with other.connect() as conn:
            await conn.begin()
            await conn.execute(text("UPDATE game_tables SET seed = seed + 1"))
            writing = asyncio.create_task(ActionWriter(migrated_sqlite).write(move(table_id, 1)))
            await asyncio.sleep(0.2)  # the loop runs on while the batch waits
            assert not writing.done()
            await conn.commit()
        assert await asyncio.wait_for(writing, 5)
    finally:
        await other.dispose()
    async with migrated_sqlite.connect() as conn:
        seed, version = (await conn.execute(text("SELECT seed, version FROM game_tables"))).one()
    assert (seed, version) == (5, 6)


async def test_a_batch_cancelled_during_its_commit_lets_the_connection_go_only_after_it(
    migrated_sqlite: AsyncEngine, monkeypatch: pytest.MonkeyPatch
) -> None:
    (table_id,) = await tables(make_sessions(migrated_sqlite), 1)
    committed: list[bool] = []

    async def slow_commit(self: aiosqlite.Connection) -> None:
        def commit() -> None:
            self._conn.commit()
            time.sleep(0.2)  # committed, but the thread is not done with the connection yet
            committed.append(True)

        await self._execute(commit)  # type: ignore[no-untyped-call]  # aiosqlite is untyped

    monkeypatch.setattr(aiosqlite.core.Connection, "commit", slow_commit)
    writer = ActionWriter(migrated_sqlite)
    writing = asyncio.create_task(writer.write(move(table_id, 1)))
    await asyncio.sleep(0.05)  # the batch is in its commit
    (flusher,) = writer._flushers
    flusher.cancel()
    with pytest.raises(asyncio.CancelledError):
        await flusher
    assert committed == [True]  # the thread was done with the connection
    writing.cancel()
    async with migrated_sqlite.connect() as conn:
        assert (await conn.execute(text("SELECT version FROM game_tables"))).scalar() == 6
