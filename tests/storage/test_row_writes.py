"""Which table rows a statement counts as written (``storage.row_writes``): a row's count
must change whenever the row may have, else a snapshot kept of it would be trusted unread."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from sqlalchemy import select, text, update
from sqlalchemy.ext.asyncio import AsyncEngine

from bot.tables.snapshots import TableStatus
from storage.db import make_engine, make_sessions, migrate
from storage.models import GameTable
from storage.row_writes import MOST_ROWS, RowWrites, row_writes


@pytest.fixture
async def engine(tmp_path: Path) -> AsyncIterator[AsyncEngine]:
    made = make_engine(f"sqlite+aiosqlite:///{tmp_path / 'rows.db'}")
    await migrate(made)
    async with make_sessions(made)() as session, session.begin():
        for _ in range(2):
            session.add(GameTable(guild_id=1, channel_id=2, host_id=3, game="whist", seed=4))
    yield made
    await made.dispose()


def _marks(engine: AsyncEngine) -> tuple[int, int]:
    writes = row_writes(engine)
    assert writes is not None
    return writes.mark(1), writes.mark(2)


async def test_an_orm_change_of_a_table_counts_for_its_row_alone(engine: AsyncEngine) -> None:
    one, two = _marks(engine)
    async with make_sessions(engine)() as session, session.begin():
        table = await session.get(GameTable, 1)
        assert table is not None
        table.message_id = 99
    after_one, after_two = _marks(engine)
    assert after_one != one and after_two == two


async def test_an_update_by_id_counts_for_its_row_alone(engine: AsyncEngine) -> None:
    one, two = _marks(engine)
    async with engine.begin() as conn:
        await conn.execute(update(GameTable).where(GameTable.id == 2).values(version=5))
    after_one, after_two = _marks(engine)
    assert after_one == one and after_two != two


@pytest.mark.parametrize(
    "statement",
    [
        update(GameTable).where(GameTable.status == TableStatus.OPEN).values(version=7),
        update(GameTable).where((GameTable.id == 1) | (GameTable.id == 2)).values(version=7),
        text("UPDATE game_tables SET version = 8"),
        text("DELETE FROM game_tables WHERE id = 2"),
    ],
    ids=["by-status", "id-under-or", "text", "text-delete"],
)
async def test_a_write_whose_rows_cant_be_told_counts_for_every_row(
    engine: AsyncEngine, statement: object
) -> None:
    one, two = _marks(engine)
    async with engine.begin() as conn:
        await conn.execute(statement)  # type: ignore[call-overload]
    after_one, after_two = _marks(engine)
    assert after_one != one and after_two != two


async def test_a_new_table_counts_for_every_row(engine: AsyncEngine) -> None:
    one, _two = _marks(engine)
    async with make_sessions(engine)() as session, session.begin():
        session.add(GameTable(guild_id=1, channel_id=2, host_id=3, game="whist", seed=5))
    assert _marks(engine)[0] != one


async def test_a_read_counts_for_no_row(engine: AsyncEngine) -> None:
    before = _marks(engine)
    async with engine.connect() as conn:
        await conn.execute(select(GameTable.version).where(GameTable.id == 1))
        await conn.execute(text("SELECT version FROM game_tables"))
    assert _marks(engine) == before


async def test_a_write_counts_again_once_its_connection_is_back_after_the_commit(
    engine: AsyncEngine,
) -> None:
    """A check made while the write was uncommitted read the row as it was."""
    async with engine.connect() as conn:
        await conn.execute(update(GameTable).where(GameTable.id == 1).values(version=3))
        uncommitted = _marks(engine)[0]
        await conn.commit()
    assert _marks(engine)[0] != uncommitted


async def test_two_engines_on_one_file_share_the_counts(
    engine: AsyncEngine, tmp_path: Path
) -> None:
    other = make_engine(f"sqlite+aiosqlite:///{tmp_path / 'rows.db'}")
    try:
        one, _ = _marks(engine)
        async with other.begin() as conn:
            await conn.execute(update(GameTable).where(GameTable.id == 1).values(version=9))
        assert _marks(engine)[0] != one
    finally:
        await other.dispose()


async def test_a_postgresql_database_has_no_counts() -> None:
    """Several processes may write one: only the database knows what changed."""
    server = make_engine("postgresql+asyncpg://parlour@127.0.0.1:5432/none")
    try:
        assert row_writes(server) is None
    finally:
        await server.dispose()


def test_past_the_most_rows_every_row_counts_at_once() -> None:
    """The counts stay bounded over a long run: past the limit every row is read again."""
    writes = RowWrites()
    writes.wrote(range(MOST_ROWS))
    first = writes.mark(0)
    writes.wrote([MOST_ROWS])
    assert writes.mark(0) != first and writes.mark(MOST_ROWS) != first
    assert len(writes._rows) == 0
