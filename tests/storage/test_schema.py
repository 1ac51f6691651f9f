"""Migrations and connection settings, on SQLite and on a real PostgreSQL."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from alembic import command, op
from alembic.script import ScriptDirectory
from sqlalchemy import inspect, select, text
from sqlalchemy.ext.asyncio import AsyncEngine

import storage.db
from bot.tables.service import Pace, TableService
from bot.tables.snapshots import Person, TableStatus
from storage.db import SqliteSynchronous, alembic_config, make_engine, make_sessions, migrate
from storage.models import Base, GameTable
from storage.settings import UserSettingsRepository, autoplay_of
from tests.conftest import POSTGRES_URL, _reset_postgres, postgres_or_skip
from tests.support.counting import CountingAI, CountingGame


async def upgraded_to(database_url: str, revision: str) -> AsyncEngine:
    """A fresh database at ``revision``, as an older Parlour left it."""
    engine = make_engine(database_url)
    if engine.dialect.name == "postgresql":
        await _reset_postgres(engine)
    async with engine.begin() as conn:
        await conn.run_sync(lambda sync: command.upgrade(alembic_config(sync), revision))
    return engine


async def test_migrations_create_every_model_table(engine: AsyncEngine) -> None:
    async with engine.connect() as conn:
        tables = await conn.run_sync(lambda sync: set(inspect(sync).get_table_names()))
    assert set(Base.metadata.tables) <= tables
    assert "alembic_version" in tables


async def test_migrating_twice_is_harmless(engine: AsyncEngine) -> None:
    await migrate(engine)
    async with engine.connect() as conn:
        version = (await conn.execute(text("select version_num from alembic_version"))).scalar()
    assert version == ScriptDirectory.from_config(alembic_config(None)).get_current_head()


async def test_a_migration_that_fails_half_way_leaves_the_schema_as_it_was(
    database_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A process killed in the middle of an upgrade must not leave half a migration behind:
    on SQLite the driver ran DDL outside the transaction, and every later start failed on a
    table that "already exists"."""
    engine = await upgraded_to(database_url, "0008")
    try:
        made = op.create_table

        def make_then_fail(*args: Any, **kwargs: Any) -> Any:
            made(*args, **kwargs)
            raise RuntimeError("the process dies here")

        monkeypatch.setattr(op, "create_table", make_then_fail)
        with pytest.raises(RuntimeError):
            await migrate(engine)
        monkeypatch.setattr(op, "create_table", made)
        await migrate(engine)  # from 0008 again, as if nothing had been tried
        async with engine.connect() as conn:
            tables = await conn.run_sync(lambda sync: set(inspect(sync).get_table_names()))
        assert set(Base.metadata.tables) <= tables
    finally:
        await engine.dispose()


@pytest.mark.postgres
async def test_processes_starting_together_migrate_in_turn() -> None:
    """Two processes upgrading one PostgreSQL database at once made the same type twice, and
    one died at start; the advisory lock makes the second wait and find nothing to do."""
    postgres_or_skip()
    engines = [make_engine(POSTGRES_URL) for _ in range(3)]
    try:
        await _reset_postgres(engines[0])
        await asyncio.gather(*(migrate(engine) for engine in engines))
        async with engines[0].connect() as conn:
            tables = await conn.run_sync(lambda sync: set(inspect(sync).get_table_names()))
        assert set(Base.metadata.tables) <= tables
    finally:
        for engine in engines:
            await engine.dispose()


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


@pytest.mark.parametrize(("configured", "pragma"), [("full", 2), ("normal", 1)])
async def test_sqlite_synchronous_is_applied_as_configured(
    tmp_path: Path, configured: SqliteSynchronous, pragma: int
) -> None:
    engine = make_engine(
        f"sqlite+aiosqlite:///{tmp_path / 'sync.db'}", sqlite_synchronous=configured
    )
    try:
        async with engine.connect() as conn:
            assert (await conn.execute(text("PRAGMA synchronous"))).scalar() == pragma
    finally:
        await engine.dispose()


async def test_sqlite_is_synchronous_full_by_default(tmp_path: Path) -> None:
    engine = make_engine(f"sqlite+aiosqlite:///{tmp_path / 'sync.db'}")
    try:
        async with engine.connect() as conn:
            assert (await conn.execute(text("PRAGMA synchronous"))).scalar() == 2  # FULL
    finally:
        await engine.dispose()


async def test_a_table_stored_before_the_activity_clock_still_loads_and_times_out(
    database_url: str,
) -> None:
    engine = await upgraded_to(database_url, "0002")
    try:
        async with engine.begin() as conn:
            await conn.execute(
                text(
                    "INSERT INTO game_tables (id, guild_id, channel_id, host_id, game, options,"
                    " status, seed, state, version, created_at, updated_at, last_action_at,"
                    " abandon_after, away_after, allow_reclaim) VALUES (1, 10, 20, 1,"
                    " 'counting', '{}', 'open', 7, NULL, 0, :at, :at, :at, 60, 3, true)"
                ),
                {"at": datetime(2026, 1, 1, tzinfo=UTC)},
            )
            await conn.execute(
                text(
                    "INSERT INTO seats (table_id, position, user_id, display_name, joined_at,"
                    " away, expiries) VALUES (1, 0, 1, 'Alice', :at, false, 0)"
                ),
                {"at": datetime(2026, 1, 1, tzinfo=UTC)},
            )
        await migrate(engine)
        sessions = make_sessions(engine)
        service = TableService(
            sessions, {"counting": CountingGame()}, {"counting": CountingAI()}, Pace(0, 0)
        )
        table = await service.get(1)
        assert table.active_at is None and table.activity_at == datetime(2026, 1, 1, tzinfo=UTC)
        await service.fire(1, datetime(2026, 1, 1, 0, 1, tzinfo=UTC))
        assert (await service.get(1)).status is TableStatus.ABANDONED
        async with sessions() as session:
            seat_kicked = (await session.scalars(select(GameTable))).one().seats[0].kicked
        assert seat_kicked is False
    finally:
        await engine.dispose()


async def test_people_stored_before_autoplay_have_it_off(database_url: str) -> None:
    """0013: each stored person gets autoplay off, the rest of their settings kept."""
    engine = await upgraded_to(database_url, "0012")
    try:
        async with engine.begin() as conn:
            await conn.execute(
                text(
                    "INSERT INTO user_settings (user_id, dm_hands, ping, updated_at)"
                    " VALUES (5, true, 'never', :at)"
                ),
                {"at": datetime(2026, 1, 1, tzinfo=UTC)},
            )
        await migrate(engine)
        async with make_sessions(engine)() as session, session.begin():
            users = UserSettingsRepository(session)
            row = await users.get(5)
            assert row is not None
            assert (row.autoplay, row.dm_hands, row.ping) == (False, True, "never")
            assert await autoplay_of(engine, [5]) == set()
            await users.set_autoplay(5, True)
            await users.set_autoplay(6, True)  # a new row
        assert await autoplay_of(engine, [5, 6, 7]) == {5, 6}
    finally:
        await engine.dispose()


def _rebuild_game_tables(connection: Any) -> None:
    """What a batch migration on SQLite does to a table it alters: copies, drops, renames."""
    from alembic.migration import MigrationContext
    from alembic.operations import Operations

    operations = Operations(MigrationContext.configure(connection))
    with operations.batch_alter_table("game_tables", recreate="always") as batch:
        batch.alter_column("options", existing_type=sa.Text(), nullable=False)


async def _table_with_a_seat(engine: AsyncEngine) -> int:
    service = TableService(
        make_sessions(engine), {"counting": CountingGame()}, {"counting": CountingAI()}, Pace(0, 0)
    )
    return (await service.create(10, 20, Person(1, "Alice"), "counting")).id


async def test_a_batch_migration_on_sqlite_keeps_the_seats_of_the_table_it_rebuilds(
    migrated_sqlite: AsyncEngine, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Rebuilding ``game_tables`` drops it; with foreign keys on, the drop cascaded to every
    seat, vote and logged move of every table."""
    table_id = await _table_with_a_seat(migrated_sqlite)
    monkeypatch.setattr(storage.db, "_upgrade", _rebuild_game_tables)
    await migrate(migrated_sqlite)
    async with migrated_sqlite.connect() as conn:
        seats = (await conn.execute(text("SELECT table_id FROM seats"))).scalars().all()
        assert seats == [table_id]
        assert (await conn.execute(text("PRAGMA foreign_keys"))).scalar() == 1


async def test_a_migration_leaving_rows_without_their_table_is_not_committed(
    migrated_sqlite: AsyncEngine, monkeypatch: pytest.MonkeyPatch
) -> None:
    table_id = await _table_with_a_seat(migrated_sqlite)

    def orphan_the_seats(connection: Any) -> None:
        connection.exec_driver_sql("DELETE FROM game_tables")

    monkeypatch.setattr(storage.db, "_upgrade", orphan_the_seats)
    with pytest.raises(RuntimeError, match="without their parent"):
        await migrate(migrated_sqlite)
    async with migrated_sqlite.connect() as conn:
        tables = (await conn.execute(text("SELECT id FROM game_tables"))).scalars().all()
        assert tables == [table_id]
        assert (await conn.execute(text("PRAGMA foreign_keys"))).scalar() == 1
