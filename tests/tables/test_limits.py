"""Fair limits at table creation: live tables per host and per server, bounded timers."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import pytest
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from bot.errors import OptionError, PlayerError
from bot.i18n import t
from bot.msg import msg
from bot.tables.deadlines import MAX_TIMER, MIN_TIMER, parse_duration
from bot.tables.service import Pace, TableService
from bot.tables.snapshots import Person, TableLimits, TableSnapshot, TableStatus
from tests.support.counting import CountingAI, CountingGame
from tests.tables.test_timers import FakeClock

ALICE, BOB, CAROL = Person(1, "Alice"), Person(2, "Bob"), Person(3, "Carol")
GUILD, OTHER_GUILD, CHANNEL = 10, 11, 20
TAKEN = msg("lobby-channel-taken")


@pytest.fixture
async def service(sessions: async_sessionmaker[AsyncSession]) -> AsyncIterator[TableService]:
    """Closed after the test, so no AI move or write is left running when its loop ends."""
    service = TableService(
        sessions,
        {"counting": CountingGame()},
        {"counting": CountingAI()},
        Pace(0, 0),
        seed_source=lambda: 1234,
        limits=TableLimits(per_host=2, per_server=3),
    )
    yield service
    await service.close()


async def test_the_defaults_are_three_per_host_and_fifty_per_server() -> None:
    assert TableLimits() == TableLimits(per_host=3, per_server=50, opened_per_hour=20)


async def test_a_member_may_host_only_so_many_live_tables(service: TableService) -> None:
    await service.create(GUILD, CHANNEL, ALICE, "counting")
    await service.create(GUILD, CHANNEL, ALICE, "counting")
    with pytest.raises(PlayerError, match="You already host 2 open tables here"):
        await service.create(GUILD, CHANNEL, ALICE, "counting")
    # another member, and the same member in another server, are not held back
    await service.create(GUILD, CHANNEL, BOB, "counting")
    await service.create(OTHER_GUILD, CHANNEL, ALICE, "counting")


async def test_a_table_that_ended_no_longer_counts(service: TableService) -> None:
    first = await service.create(GUILD, CHANNEL, ALICE, "counting")
    await service.create(GUILD, CHANNEL, ALICE, "counting")
    assert (await service.abort(first.id, ALICE)).status is TableStatus.ABORTED
    await service.create(GUILD, CHANNEL, ALICE, "counting")


async def test_a_member_may_open_only_so_many_tables_an_hour_closed_ones_too(
    sessions: async_sessionmaker[AsyncSession],
) -> None:
    """Opening and aborting again and again filled a channel with messages and threads."""
    clock = FakeClock()
    service = TableService(
        sessions,
        {"counting": CountingGame()},
        {"counting": CountingAI()},
        Pace(0, 0),
        clock=clock,
        limits=TableLimits(per_host=2, per_server=50, opened_per_hour=3),
    )
    for _ in range(3):
        opened = await service.create(GUILD, CHANNEL, ALICE, "counting")
        await service.abort(opened.id, ALICE)
        clock.advance(60)
    with pytest.raises(PlayerError, match="opened 3 tables here in the last hour"):
        await service.create(GUILD, CHANNEL, ALICE, "counting")
    await service.create(GUILD, CHANNEL, BOB, "counting")  # another member is not held back
    clock.advance(58 * 60)
    await service.create(GUILD, CHANNEL, ALICE, "counting")  # the first is an hour old now
    await service.close()


async def test_a_server_may_hold_only_so_many_live_tables(service: TableService) -> None:
    for person in (ALICE, BOB, CAROL):
        await service.create(GUILD, CHANNEL, person, "counting")
    with pytest.raises(PlayerError, match="This server already has 3 open tables"):
        await service.create(GUILD, CHANNEL, Person(4, "Dan"), "counting")
    assert len(await service.live_in_guild(GUILD)) == 3
    await service.create(OTHER_GUILD, CHANNEL, Person(4, "Dan"), "counting")


@pytest.mark.parametrize("text", ["25h", "29s", "1000000m"])
def test_a_turn_timer_is_bounded(text: str) -> None:
    with pytest.raises(OptionError, match="between 30s and 1d"):
        parse_duration(text)
    assert (parse_duration("24h"), parse_duration("30s")) == (MAX_TIMER, MIN_TIMER)


async def test_creates_pressed_together_still_keep_the_host_limit(service: TableService) -> None:
    made = await asyncio.gather(
        *(service.create(GUILD, CHANNEL, ALICE, "counting") for _ in range(4)),
        return_exceptions=True,
    )
    assert len([m for m in made if isinstance(m, TableSnapshot)]) == 2
    assert len([m for m in made if isinstance(m, PlayerError)]) == 2
    assert len(await service.live_in_guild(GUILD)) == 2


async def test_a_channel_without_threads_takes_one_table_even_when_two_open_together(
    service: TableService,
) -> None:
    made = await asyncio.gather(
        service.create(GUILD, CHANNEL, ALICE, "counting", alone=TAKEN),
        service.create(GUILD, CHANNEL, BOB, "counting", alone=TAKEN),
        return_exceptions=True,
    )
    refused = [m for m in made if isinstance(m, PlayerError)]
    assert len(refused) == 1 and "already has a table" in str(refused[0])
    assert len(await service.live_in_channel(CHANNEL)) == 1


def test_a_limit_of_one_table_is_said_in_the_singular() -> None:
    assert t("table-limit-host", count=1).startswith("You already host an open table here;")
    assert "has an open table, the most" in t("table-limit-server", count=1)
