"""PostgreSQL connections are pinged before use only after waiting in the pool: a dropped one
is still replaced before anyone uses it, and a connection in steady use costs no ping."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

import storage.db
from storage.db import make_engine, migrate
from storage.table_reads import read_table
from tests.conftest import POSTGRES_URL, postgres_or_skip

pytestmark = pytest.mark.postgres


@pytest.fixture
def pg_url() -> str:
    postgres_or_skip()
    return POSTGRES_URL


@pytest.fixture
async def pg_engine(pg_url: str) -> AsyncIterator[AsyncEngine]:
    engine = make_engine(pg_url, pool_size=1, max_overflow=0)
    yield engine
    await engine.dispose()


async def _backend(engine: AsyncEngine) -> int:
    async with engine.connect() as conn:
        pid = (await conn.execute(text("SELECT pg_backend_pid()"))).scalar_one()
    assert isinstance(pid, int)
    return pid


async def _terminate(backend: int) -> None:
    """The server drops that connection, as a restart drops them all."""
    killer = make_engine(POSTGRES_URL)
    try:
        async with killer.connect() as conn:
            await conn.execute(text("SELECT pg_terminate_backend(:p)"), {"p": backend})
    finally:
        await killer.dispose()


async def test_a_connection_dropped_while_it_waited_is_replaced_before_use(
    pg_engine: AsyncEngine, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(storage.db, "PING_WHEN_IDLE_FOR", 0.0)  # every wait is long enough
    dropped = await _backend(pg_engine)
    await _terminate(dropped)
    assert await _backend(pg_engine) != dropped  # no error: a new connection took its place


async def test_a_connection_used_a_moment_ago_is_not_pinged(
    pg_engine: AsyncEngine, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(storage.db, "PING_WHEN_IDLE_FOR", 3600.0)  # no wait is long enough
    first = await _backend(pg_engine)
    pinged: list[int] = []

    def ping(*_a: object) -> bool:
        pinged.append(1)
        return True

    monkeypatch.setattr(type(pg_engine.sync_engine.dialect), "do_ping", ping)
    assert await _backend(pg_engine) == first
    assert not pinged


async def test_a_table_read_on_a_connection_dropped_a_moment_ago_is_made_again(
    pg_engine: AsyncEngine, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Within the second after a server restart, a click's read took a connection too fresh
    to be pinged, and the player got an apology; the read is made again on a new one."""
    monkeypatch.setattr(storage.db, "PING_WHEN_IDLE_FOR", 3600.0)  # no wait is long enough
    await migrate(pg_engine)
    before = await read_table(pg_engine, 1, None)
    await _terminate(await _backend(pg_engine))
    assert await read_table(pg_engine, 1, None) == before  # and no error
