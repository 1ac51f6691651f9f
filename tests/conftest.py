"""Fixtures shared by every test: databases (SQLite and a real PostgreSQL) and the bot."""

from __future__ import annotations

import asyncio
import os
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from storage.db import make_engine, make_sessions, migrate

POSTGRES_URL = os.environ.get(
    "PARLOUR_TEST_POSTGRES_URL", "postgresql+asyncpg://postgres@127.0.0.1:5432/test"
)
IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")


def _postgres_reachable() -> bool:
    async def probe() -> bool:
        engine = make_engine(POSTGRES_URL)
        try:
            async with engine.connect():
                return True
        except Exception:
            return False
        finally:
            await engine.dispose()

    return asyncio.run(probe())


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
