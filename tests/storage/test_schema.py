"""Migrations and connection settings, on SQLite and on a real PostgreSQL."""

from __future__ import annotations

from sqlalchemy import inspect, text
from sqlalchemy.ext.asyncio import AsyncEngine

from storage.db import migrate
from storage.models import Base


async def test_migrations_create_every_model_table(engine: AsyncEngine) -> None:
    async with engine.connect() as conn:
        tables = await conn.run_sync(lambda sync: set(inspect(sync).get_table_names()))
    assert set(Base.metadata.tables) <= tables
    assert "alembic_version" in tables


async def test_migrating_twice_is_harmless(engine: AsyncEngine) -> None:
    await migrate(engine)
    async with engine.connect() as conn:
        version = (await conn.execute(text("select version_num from alembic_version"))).scalar()
    assert version == "0003"


async def test_the_migrated_schema_matches_the_models(engine: AsyncEngine) -> None:
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext

    def diff(sync_conn):  # type: ignore[no-untyped-def]
        return compare_metadata(MigrationContext.configure(sync_conn), Base.metadata)

    async with engine.connect() as conn:
        changes = await conn.run_sync(diff)
    assert changes == []


async def test_sqlite_runs_in_wal_mode_with_foreign_keys(engine: AsyncEngine) -> None:
    if engine.dialect.name != "sqlite":
        return
    async with engine.connect() as conn:
        assert (await conn.execute(text("PRAGMA journal_mode"))).scalar() == "wal"
        assert (await conn.execute(text("PRAGMA foreign_keys"))).scalar() == 1
        assert (await conn.execute(text("PRAGMA busy_timeout"))).scalar() == 30000
