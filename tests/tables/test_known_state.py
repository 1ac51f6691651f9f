"""A table read at a version this process knows keeps the state it knows (issue #19): no
second reading of the JSON, and the memos of that version (whose turn) still apply."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from bot.catalogue import load_catalogue
from bot.tables import moves
from bot.tables.service import Pace, TableService
from bot.tables.snapshots import Person
from storage.models import GameTable
from storage.table_reads import read_table

ALICE = Person(1, "Alice")


async def _playing(sessions: async_sessionmaker[AsyncSession]) -> tuple[TableService, int]:
    entries = load_catalogue()
    service = TableService(
        sessions,
        {e.game.name: e.game for e in entries},
        {e.game.name: e.player for e in entries},
        Pace(0, 0),
    )
    table = await service.create(10, 20, ALICE, "whist")
    for _ in range(3):
        await service.add_ai(table.id, ALICE)
    await service.start(table.id, ALICE)
    await service.idle()
    return service, table.id


async def test_reading_a_known_version_gives_the_state_already_known(
    sessions: async_sessionmaker[AsyncSession],
) -> None:
    service, table_id = await _playing(sessions)
    first = await service.get(table_id)
    again = await service.get(table_id)
    assert again.version == first.version
    assert again.state is first.state
    await service.close()


async def test_a_version_this_process_has_not_seen_is_read_from_the_database(
    sessions: async_sessionmaker[AsyncSession],
) -> None:
    service, table_id = await _playing(sessions)
    known = await service.get(table_id)
    game = service.game(known.game)
    elsewhere = game.state_to_json(known.state)
    async with sessions() as session, session.begin():  # another process moved on
        await session.execute(
            update(GameTable)
            .where(GameTable.id == table_id)
            .values(version=known.version + 1, state=elsewhere)
        )
    read = await service.get(table_id)
    assert read.version == known.version + 1
    assert read.state is not known.state
    assert game.state_to_json(read.state) == elsewhere
    await service.close()


async def test_a_move_stored_while_the_table_is_read_does_not_lose_the_state_read(
    sessions: async_sessionmaker[AsyncSession], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The read leaves out the state of the version it was asked with; if the process
    stores a newer version before the answer comes, the answer's state is still known."""
    service, table_id = await _playing(sessions)
    known = await service.get(table_id)
    async with sessions() as session, session.begin():  # bookkeeping: a read in full
        marked = update(GameTable).where(GameTable.id == table_id).values(message_id=9)
        await session.execute(marked)
    real_read = read_table

    async def read_while_a_move_lands(*args: Any) -> Any:
        rows = await real_read(*args)
        service._cache[table_id] = replace(known, version=known.version + 1, state=None)
        return rows

    monkeypatch.setattr(moves, "read_table", read_while_a_move_lands)
    read = await service.get(table_id)
    assert read.version == known.version and read.message_id == 9
    assert read.state is known.state
    await service.close()
