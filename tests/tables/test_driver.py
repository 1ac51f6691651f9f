"""The pauses before automatic moves: alarms on the service's sleep, not a task per table."""

from __future__ import annotations

import asyncio

from bot.tables.service import TableService
from bot.tables.snapshots import Pace
from tests.support.counting import Add
from tests.tables.test_timers import ALICE, BOB, clock, service

__all__ = ["clock", "service"]  # the fixtures, closed after each test


def held_pauses(service: TableService) -> tuple[list[float], asyncio.Event]:
    """AI seats at a 1.5 s pace whose pauses last until the event is set; the pauses noted."""
    service.pace = Pace(ai_move=1.5, system_move=0)
    naps: list[float] = []
    morning = asyncio.Event()

    async def sleep(seconds: float) -> None:
        naps.append(seconds)
        await morning.wait()

    service.sleep = sleep
    return naps, morning


async def test_ai_seats_waiting_out_their_pace_hold_one_sleeper_not_a_task_each(
    service: TableService,
) -> None:
    naps, morning = held_pauses(service)
    tables = []
    for person in (ALICE, BOB, ALICE):
        table = await service.create(10, 20, person, "counting", "target=50 seats=2")
        await service.add_ai(table.id, person)
        await service.start(table.id, person)
        tables.append(await service.act(table.id, person.user_id, Add(1)))
    for _ in range(20):
        await asyncio.sleep(0)
    assert not [d for d in service._drivers.values() if d.task and not d.task.done()]
    assert len(service._pausing) == 1 and naps == [1.5]
    for mine in tables:  # nobody moved before the pause was over
        assert (await service.get(mine.id)).version == mine.version
    morning.set()
    await service.idle()
    for mine in tables:
        after = await service.get(mine.id)
        assert after.version == mine.version + 1 and after.state.turn == 0


async def test_driving_a_table_again_during_its_pause_waits_the_same_pause_once(
    service: TableService,
) -> None:
    """A pause belongs to a version of the table: driven again meanwhile (anything that
    touched the table), it is not taken twice, and nothing is kept once the AI has played."""
    naps, morning = held_pauses(service)
    table = await service.create(10, 20, ALICE, "counting", "target=50 seats=2")
    await service.add_ai(table.id, ALICE)
    await service.start(table.id, ALICE)
    mine = await service.act(table.id, ALICE.user_id, Add(1))
    for _ in range(3):
        await asyncio.sleep(0)
        service.kick_driver(table.id)
    for _ in range(20):
        await asyncio.sleep(0)
    assert naps == [1.5] and len(service._waiting) == 1
    morning.set()
    await service.idle()
    assert (await service.get(table.id)).version == mine.version + 1
    assert not service._waiting and not service._paused and not service._pausing
