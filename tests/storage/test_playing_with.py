"""The tables a person plays at, as ``/settings autoplay:on`` looks them up to make a lone
play that already waits: tables in play where they hold a seat, not open or ended ones;
on SQLite and PostgreSQL."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from bot.tables.service import Pace, TableService
from bot.tables.snapshots import Person
from storage.repositories import TableRepository
from tests.support.counting import CountingAI, CountingGame

ALICE, BOB, CAROL = Person(1, "Alice"), Person(2, "Bob"), Person(3, "Carol")


async def test_only_tables_in_play_where_the_person_sits_are_found(
    sessions: async_sessionmaker[AsyncSession],
) -> None:
    service = TableService(
        sessions, {"counting": CountingGame()}, {"counting": CountingAI()}, Pace(0, 0)
    )
    try:
        played: list[int] = []
        for host, guest in ((ALICE, BOB), (CAROL, ALICE), (BOB, CAROL)):
            table = await service.create(10, 20 + len(played), host, "counting", "seats=2")
            await service.join(table.id, guest)
            await service.start(table.id, host)
            played.append(table.id)
        waiting = await service.create(10, 30, ALICE, "counting", "seats=2")  # not started
        ended = await service.create(11, 31, ALICE, "counting", "seats=2")
        await service.join(ended.id, BOB)
        await service.start(ended.id, ALICE)
        await service.abort(ended.id, ALICE)
        async with sessions() as session:
            tables = TableRepository(session)
            assert await tables.playing_with(ALICE.user_id) == played[:2]
            assert await tables.playing_with(CAROL.user_id) == played[1:]
            assert await tables.playing_with(99) == []
        assert waiting.id not in played
    finally:
        await service.close()
