"""The migrations as a whole, on SQLite and PostgreSQL: a database an older Parlour left keeps
every row it stored, and every migration's downgrade undoes its upgrade (both halves come
from the same steps, storage/migrations/steps.py)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import Connection, column, inspect, select, text
from sqlalchemy import table as sql_table
from sqlalchemy.ext.asyncio import AsyncEngine

from storage.db import alembic_config, make_engine, migrate
from storage.models import Base
from tests.conftest import _reset_postgres
from tests.storage.test_schema import upgraded_to

#: one row in every table of the schema as 0005 left it (children after their parents);
#: ``placing`` is a reserved word on PostgreSQL
ROWS_AT_0005 = {
    "game_tables": "INSERT INTO game_tables (id, guild_id, channel_id, host_id, game, options,"
    " status, seed, state, version, created_at, updated_at, last_action_at, abandon_after,"
    " away_after, allow_reclaim, active_at, language) VALUES (1, 10, 20, 1, 'counting', '{}',"
    " 'playing', 7, '{}', 3, :at, :at, :at, 60, 3, true, :at, 'cy')",
    "seats": "INSERT INTO seats (table_id, position, user_id, display_name, joined_at, away,"
    " expiries, kicked) VALUES (1, 0, 1, 'Alice', :at, false, 0, false)",
    "action_log": "INSERT INTO action_log (table_id, sequence, seat, action, created_at)"
    " VALUES (1, 0, 0, '{}', :at)",
    "replace_votes": "INSERT INTO replace_votes (table_id, seat, voter_id, created_at)"
    " VALUES (1, 0, 2, :at)",
    "game_results": "INSERT INTO game_results (id, table_id, guild_id, game, finished_at,"
    " summary, detail) VALUES (1, 1, 10, 'counting', :at, 'Alice won', '{}')",
    "result_players": "INSERT INTO result_players (result_id, seat, user_id, display_name,"
    " team, \"placing\", score) VALUES (1, 0, 1, 'Alice', 0, 1, 5)",
    "guild_settings": "INSERT INTO guild_settings (guild_id, settings, updated_at)"
    " VALUES (10, '{}', :at)",
    "user_settings": "INSERT INTO user_settings (user_id, dm_hands, updated_at, language, ping)"
    " VALUES (1, true, :at, 'sw', 'never')",
    "leaderboard_settings": "INSERT INTO leaderboard_settings (guild_id, game, hidden,"
    " updated_at) VALUES (10, 'counting', true, :at)",
    "player_ratings": "INSERT INTO player_ratings (guild_id, game, user_id, display_name, mu,"
    " sigma, conservative, games, wins, updated_at)"
    " VALUES (10, 'counting', 1, 'Alice', 26.5, 8.1, 2.2, 1, 1, :at)",
    "rating_changes": "INSERT INTO rating_changes (id, result_id, guild_id, game, user_id,"
    ' display_name, finished_at, team, "placing", won, rated, mu, sigma, delta)'
    " VALUES (1, 1, 10, 'counting', 1, 'Alice', :at, 0, 1, true, true, 26.5, 8.1, 1.5)",
}


async def _store_a_row_in_every_table(engine: AsyncEngine) -> dict[str, list[str]]:
    """Stores ``ROWS_AT_0005``; the columns each table has now."""
    async with engine.begin() as conn:
        for insert in ROWS_AT_0005.values():
            await conn.execute(text(insert), {"at": datetime(2026, 1, 1, tzinfo=UTC)})
        return await conn.run_sync(
            lambda sync: {
                table: [column["name"] for column in inspect(sync).get_columns(table)]
                for table in ROWS_AT_0005
            }
        )


async def _rows(engine: AsyncEngine, columns: dict[str, list[str]]) -> dict[str, list[Any]]:
    """Every row of each table, as those columns."""
    async with engine.connect() as conn:
        return {
            table: list(
                await conn.execute(select(*map(column, names)).select_from(sql_table(table)))
            )
            for table, names in columns.items()
        }


async def test_a_database_left_at_0005_keeps_every_row_through_the_later_migrations(
    database_url: str,
) -> None:
    engine = await upgraded_to(database_url, "0005")
    try:
        columns = await _store_a_row_in_every_table(engine)
        stored = await _rows(engine, columns)
        assert all(len(rows) == 1 for rows in stored.values())
        await migrate(engine)
        assert await _rows(engine, columns) == stored
    finally:
        await engine.dispose()


def _tables(sync: Connection) -> set[str]:
    return set(inspect(sync).get_table_names())


def _schema_changes(sync: Connection) -> list[Any]:
    return list(compare_metadata(MigrationContext.configure(sync), Base.metadata))


async def test_every_migration_is_undone_by_its_downgrade(engine: AsyncEngine) -> None:
    """Down to nothing and up again ends where the upgrade alone does."""
    async with engine.begin() as conn:
        await conn.run_sync(lambda sync: command.downgrade(alembic_config(sync), "base"))
        assert await conn.run_sync(_tables) == {"alembic_version"}
        await conn.run_sync(lambda sync: command.upgrade(alembic_config(sync), "head"))
        assert set(Base.metadata.tables) <= await conn.run_sync(_tables)
        assert await conn.run_sync(_schema_changes) == []


async def test_a_migration_leaves_nothing_in_the_engines_statement_cache(
    database_url: str,
) -> None:
    """The engine the bot plays on migrates first: what Alembic ran (on a fresh database,
    tables whose listeners hold every migration module) must not stay in its cache of
    compiled statements, walked by every full collection after the start-up freeze."""
    engine = make_engine(database_url)
    try:
        if engine.dialect.name == "postgresql":
            await _reset_postgres(engine)
        cached = set(engine.sync_engine._compiled_cache or ())
        await migrate(engine)  # every migration, then none: the database is up to date
        await migrate(engine)
        assert set(engine.sync_engine._compiled_cache or ()) == cached
    finally:
        await engine.dispose()
