"""Fixtures shared by every test: databases (SQLite and a real PostgreSQL) and the bot."""

from __future__ import annotations

import asyncio
import os
from collections.abc import AsyncIterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from sqlalchemy import make_url, text
from sqlalchemy.ext.asyncio import (
    AsyncConnection,
    AsyncEngine,
    AsyncSession,
    async_sessionmaker,
    create_async_engine,
)

from storage.db import make_engine, make_sessions, migrate

_SHARED_POSTGRES_URL = os.environ.get(
    "PARLOUR_TEST_POSTGRES_URL", "postgresql+asyncpg://postgres@127.0.0.1:5432/test"
)
#: pytest-xdist's worker name ("gw0", "gw1", …); each worker resets the schema of its own database
_WORKER = os.environ.get("PYTEST_XDIST_WORKER", "")
POSTGRES_URL = (
    make_url(_SHARED_POSTGRES_URL)
    .set(database=f"{make_url(_SHARED_POSTGRES_URL).database}_{_WORKER}")
    .render_as_string(hide_password=False)
    if _WORKER
    else _SHARED_POSTGRES_URL
)
IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")


def _postgres_reachable() -> bool:
    async def probe() -> bool:
        engine = create_async_engine(_SHARED_POSTGRES_URL, isolation_level="AUTOCOMMIT")
        try:
            async with engine.connect() as conn:
                if POSTGRES_URL != _SHARED_POSTGRES_URL:
                    await _create_worker_database(conn)
                return True
        except Exception:
            return False
        finally:
            await engine.dispose()

    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(probe())
    # Asked from inside an async test (the first PostgreSQL test a worker runs may be one):
    # asyncio.run can't nest in the running loop, so the probe gets a thread of its own.
    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, probe()).result()


async def _create_worker_database(conn: AsyncConnection) -> None:
    """A worker's own database, made from the shared one's server the first time it is needed
    (two workers resetting one schema would drop each other's tables)."""
    name = make_url(POSTGRES_URL).database
    exists = await conn.scalar(text("SELECT 1 FROM pg_database WHERE datname = :n"), {"n": name})
    if not exists:
        await conn.execute(text(f'CREATE DATABASE "{name}"'))


_PG: bool | None = None


def postgres_or_skip() -> None:
    global _PG
    if _PG is None:
        _PG = _postgres_reachable()
    if not _PG:
        if IN_CI:
            pytest.fail(f"PostgreSQL is required in CI and is not reachable at {POSTGRES_URL}")
        pytest.skip("no PostgreSQL server reachable")


async def _reset_postgres(engine: AsyncEngine) -> None:
    async with engine.begin() as conn:
        await conn.execute(text("DROP SCHEMA IF EXISTS public CASCADE"))
        await conn.execute(text("CREATE SCHEMA public"))


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "sqlite":
        return f"sqlite+aiosqlite:///{tmp_path / 'parlour.db'}"
    postgres_or_skip()
    return POSTGRES_URL


@pytest.fixture
async def engine(database_url: str) -> AsyncIterator[AsyncEngine]:
    engine = make_engine(database_url)
    if engine.dialect.name == "postgresql":
        await _reset_postgres(engine)
    await migrate(engine)
    yield engine
    await engine.dispose()


@pytest.fixture
def sessions(engine: AsyncEngine) -> async_sessionmaker[AsyncSession]:
    return make_sessions(engine)
