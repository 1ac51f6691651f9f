"""The live-table reads a click or a timer look makes leave nothing in reference cycles
(issue #19): an ``in_`` or ``or_`` built for each query left SQLAlchemy's parameter and its
copy pointing at each other, 10-17 objects a read that only the garbage collector frees (at
1,000 tables, in a pause of the event loop); built once, the expressions leave none. On
SQLite and PostgreSQL."""

from __future__ import annotations

import gc
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from typing import Any

import pytest
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from bot.tables.service import Pace, TableService
from bot.tables.snapshots import Person
from storage.repositories import TableRepository
from tests.support.counting import CountingAI, CountingGame

ALICE, BOB = Person(1, "Alice"), Person(2, "Bob")

READS: dict[str, Callable[[TableRepository, int], Awaitable[Any]]] = {
    "next_due": lambda repo, table_id: repo.next_due(),
    "next_due skipping": lambda repo, table_id: repo.next_due(skip=(table_id, table_id + 1)),
    "due_ids skipping": lambda repo, table_id: repo.due_ids(
        datetime.now(UTC), 16, skip=(table_id,)
    ),
    "live_in_channel": lambda repo, table_id: repo.live_in_channel(20),
    "live_in_guild": lambda repo, table_id: repo.live_in_guild(10),
    "count_live": lambda repo, table_id: repo.count_live(10, ALICE.user_id),
    "live_places": lambda repo, table_id: repo.live_places(),
}


@pytest.mark.parametrize("read", sorted(READS))
async def test_a_live_table_read_leaves_no_garbage_in_cycles(
    sessions: async_sessionmaker[AsyncSession], read: str
) -> None:
    service = TableService(
        sessions, {"counting": CountingGame()}, {"counting": CountingAI()}, Pace(0, 0)
    )
    try:
        table = await service.create(10, 20, ALICE, "counting", "seats=2")
        await service.join(table.id, BOB)
        await service.start(table.id, ALICE)
        await service.idle()

        async def reads(times: int) -> None:
            for _ in range(times):
                async with sessions() as session:
                    await READS[read](TableRepository(session), table.id)

        await reads(3)  # the statement compiled and cached once
        gc.collect()
        gc.disable()
        try:
            await reads(10)
            assert gc.collect() == 0
        finally:
            gc.enable()
    finally:
        await service.close()
