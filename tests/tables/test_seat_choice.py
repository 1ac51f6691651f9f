"""Seats chosen by number in the lobby, stored for real (SQLite and PostgreSQL): rows are
keyed by their seat, so an AI moving along or trading places must store cleanly, with its
level going with it."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from bot.ai.levels import Level
from bot.errors import PlayerError
from bot.tables.service import Pace, TableService
from bot.tables.snapshots import Person, TableSnapshot
from tests.support.counting import CountingAI, CountingGame

ALICE, BOB, CAROL = Person(1, "Alice"), Person(2, "Bob"), Person(3, "Carol")


@pytest.fixture
async def service(sessions: async_sessionmaker[AsyncSession]) -> AsyncIterator[TableService]:
    service = TableService(
        sessions, {"counting": CountingGame()}, {"counting": CountingAI()}, Pace(0, 0)
    )
    yield service
    await service.close()


def places(table: TableSnapshot) -> dict[int, str]:
    return {s.position: s.label for s in table.seats}


async def test_joining_an_ai_seat_moves_the_ai_to_the_lowest_free_one(
    service: TableService,
) -> None:
    table = await service.create(10, 20, ALICE, "counting", "seats=4")
    await service.add_ai(table.id, ALICE, Level.STRONG)  # seat 2
    after = await service.join(table.id, BOB, chosen=1)
    assert places(after) == {0: "Alice", 1: "Bob", 2: "AI Ada (strong)"}
    assert places(await service.get(table.id)) == places(after)  # as stored


async def test_moving_to_an_ai_seat_trades_places_with_it(service: TableService) -> None:
    table = await service.create(10, 20, ALICE, "counting", "seats=4")
    await service.join(table.id, BOB)  # seat 2
    await service.add_ai(table.id, ALICE, Level.EASY)  # seat 3
    after = await service.move(table.id, BOB, 2)
    stored = await service.get(table.id)
    assert places(after) == places(stored) == {0: "Alice", 1: "AI Ada (easy)", 2: "Bob"}
    assert stored.seat_of(BOB.user_id) == 2


async def test_a_persons_seat_and_a_missing_one_are_refused_and_nothing_changes(
    service: TableService,
) -> None:
    table = await service.create(10, 20, ALICE, "counting", "seats=3")
    await service.join(table.id, BOB, chosen=2)
    before = places(await service.get(table.id))
    for attempt in (
        service.join(table.id, CAROL, chosen=2),
        service.join(table.id, CAROL, chosen=3),
        service.move(table.id, ALICE, 2),
        service.move(table.id, ALICE, 0),
        service.move(table.id, CAROL, 1),
    ):
        with pytest.raises(PlayerError):
            await attempt
    assert places(await service.get(table.id)) == before == {0: "Alice", 2: "Bob"}


async def test_joining_an_ai_seat_of_a_full_table_takes_the_ais_place(
    service: TableService,
) -> None:
    table = await service.create(10, 20, ALICE, "counting", "seats=2")
    await service.add_ai(table.id, ALICE)
    with pytest.raises(PlayerError, match="full"):
        await service.join(table.id, BOB)  # no seat named: the AI keeps its place
    after = await service.join(table.id, BOB, chosen=1)
    assert places(after) == places(await service.get(table.id)) == {0: "Alice", 1: "Bob"}
    with pytest.raises(PlayerError, match="Alice"):
        await service.join(table.id, CAROL, chosen=0)
