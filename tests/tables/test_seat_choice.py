"""Seats chosen by number in the lobby, stored for real (SQLite and PostgreSQL): rows are
keyed by their seat, so an AI moving along or trading places must store cleanly, with its
level going with it; so must two people the host swaps (``/table swap``)."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from bot.ai.levels import Level
from bot.errors import PlayerError
from bot.tables.service import Pace, TableService
from bot.tables.snapshots import Person, TableSnapshot
from tests.support.counting import CountingAI, CountingGame
from tests.tables.test_timers import last_note, listen

ALICE, BOB, CAROL = Person(1, "Alice"), Person(2, "Bob"), Person(3, "Carol")
MANAGER = Person(9, "Mo", can_manage=True)


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


async def lobby(service: TableService) -> int:
    """Alice hosts; Bob in seat 2, Carol in seat 3, a strong AI in seat 4."""
    table = await service.create(10, 20, ALICE, "counting", "seats=4")
    await service.join(table.id, BOB)
    await service.join(table.id, CAROL)
    await service.add_ai(table.id, ALICE, Level.STRONG)
    return table.id


async def test_the_host_swaps_two_people_and_the_table_hears_who_swapped_whom(
    service: TableService,
) -> None:
    table_id = await lobby(service)
    heard = listen(service)
    after = await service.swap(table_id, ALICE, 1, 2)
    stored = await service.get(table_id)
    assert places(after) == places(stored)
    assert places(stored) == {0: "Alice", 1: "Carol", 2: "Bob", 3: "AI Ada (strong)"}
    assert stored.seat_of(BOB.user_id) == 2 and stored.seat_of(CAROL.user_id) == 1
    assert last_note(heard) == "Alice swapped seats 2 and 3 (Bob ↔ Carol)."


async def test_a_manager_swaps_a_person_with_an_ai_which_keeps_its_level(
    service: TableService,
) -> None:
    table_id = await lobby(service)
    heard = listen(service)
    after = await service.swap(table_id, MANAGER, 3, 0)  # the host's own seat, too
    assert places(after) == places(await service.get(table_id))
    assert places(after) == {0: "AI Ada (strong)", 1: "Bob", 2: "Carol", 3: "Alice"}
    assert after.host_id == ALICE.user_id
    assert last_note(heard) == "Mo swapped seats 4 and 1 (AI Ada ↔ Alice)."


async def test_the_host_moves_someone_into_an_empty_seat_either_way_round(
    service: TableService,
) -> None:
    table = await service.create(10, 20, ALICE, "counting", "seats=4")
    await service.join(table.id, BOB)
    heard = listen(service)
    after = await service.swap(table.id, ALICE, 1, 3)
    assert places(after) == places(await service.get(table.id)) == {0: "Alice", 3: "Bob"}
    assert last_note(heard) == "Alice moved Bob from seat 2 to seat 4."
    after = await service.swap(table.id, ALICE, 2, 3)  # the empty seat named first
    assert places(after) == places(await service.get(table.id)) == {0: "Alice", 2: "Bob"}


@pytest.mark.parametrize(
    ("who", "first", "second", "says"),
    [
        (BOB, 1, 2, "Only the host"),
        (ALICE, 2, 2, "two different seats"),
        (ALICE, 1, 4, "This table has 4 seats"),
        (ALICE, 4, 1, "This table has 4 seats"),
        (ALICE, -1, 1, "This table has 4 seats"),
    ],
)
async def test_a_swap_that_cannot_be_is_refused_and_changes_nothing(
    service: TableService, who: Person, first: int, second: int, says: str
) -> None:
    table_id = await lobby(service)
    before = await service.get(table_id)
    with pytest.raises(PlayerError, match=says):
        await service.swap(table_id, who, first, second)
    after = await service.get(table_id)
    assert places(after) == places(before) and after.version == before.version


async def test_two_empty_seats_are_nothing_to_swap(service: TableService) -> None:
    table = await service.create(10, 20, ALICE, "counting", "seats=4")
    with pytest.raises(PlayerError, match="Seats 2 and 4 are both empty"):
        await service.swap(table.id, ALICE, 1, 3)
    assert places(await service.get(table.id)) == {0: "Alice"}


async def test_once_the_game_has_started_the_seats_stay_as_dealt(service: TableService) -> None:
    table_id = await lobby(service)
    started = await service.start(table_id, ALICE)
    with pytest.raises(PlayerError, match="already started"):
        await service.swap(table_id, ALICE, 1, 2)
    after = await service.get(table_id)
    assert places(after) == places(started) and after.version == started.version
