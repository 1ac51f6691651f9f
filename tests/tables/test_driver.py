"""The pauses before automatic moves and the tables waiting for a driver: alarms and ids, not
a task per table."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor

import pytest
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from bot.ai.levels import Level
from bot.tables.driver import AUTOMATIC_AT_ONCE
from bot.tables.service import TableService
from bot.tables.snapshots import Pace, Person, TableUpdate
from tests.support.counting import Add, CountingAI, CountingState, CountingView
from tests.tables.test_timers import ALICE, BOB, FakeClock, clock, service

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
    assert not service._workers and not service._due
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
    (alarm,) = service._waiting.values()  # the pause's key read from its alarm, no pair kept
    assert alarm.arguments[0] == table.id
    morning.set()
    await service.idle()
    assert (await service.get(table.id)).version == mine.version + 1
    assert not service._waiting and not service._paused and not service._pausing


class GatedAI(CountingAI):
    """A strong seat that thinks (in its worker thread) until the gate opens."""

    def __init__(self, gate: threading.Event) -> None:
        self.gate = gate

    def choose(self, view: CountingView, legal: Sequence[Add], seed: int) -> Add:
        self.gate.wait(timeout=30)
        return super().choose(view, legal, seed)


async def test_tables_due_beyond_the_workers_wait_their_turn_as_ids_not_tasks(
    service: TableService,
) -> None:
    """A flood of automatic moves (every AI due at once after a restart, or a process behind)
    is played by at most ``AUTOMATIC_AT_ONCE`` workers; the tables waiting for one hold no
    task, coroutine or future each for every full collection to walk (issue #19)."""
    service.pace = Pace(ai_move=0, system_move=0)
    gate = threading.Event()
    service.levels = {"counting": {Level.STRONG: GatedAI(gate)}}
    service._thinkers = ThreadPoolExecutor(AUTOMATIC_AT_ONCE)
    mine = []
    try:
        for n in range(AUTOMATIC_AT_ONCE + 20):
            host = Person(100 + n, f"Host {n}")  # a host may open only a few tables
            table = await service.create(10, 20 + n, host, "counting", "target=50 seats=2")
            await service.add_ai(table.id, host, Level.STRONG)
            await service.start(table.id, host)
            mine.append(await service.act(table.id, host.user_id, Add(1)))
        for _ in range(20):
            await asyncio.sleep(0)
        assert len(service._workers) == AUTOMATIC_AT_ONCE
        assert len(service._driving) == AUTOMATIC_AT_ONCE and len(service._due) == 20
        assert len(asyncio.all_tasks()) < 2 * AUTOMATIC_AT_ONCE
    finally:
        gate.set()
    await service.idle()
    for before in mine:
        after = await service.get(before.id)
        assert after.version == before.version + 1 and after.state.turn == 0
    assert not service._workers and not service._due and not service._driving


@pytest.mark.parametrize("seed", [1, 2, 3, 5])
async def test_an_ai_passing_while_the_dealer_deals_takes_no_time(
    sessions: async_sessionmaker[AsyncSession], seed: int
) -> None:
    """An AI is asked during the deal only when it could declare: a pause before a pass
    nobody sees told the table it held something declarable (the deal slowed down)."""
    from bot.ai.shengji import ShengjiAI
    from bot.games.shengji import ShengjiGame
    from bot.games.shengji.events import Declared
    from bot.games.shengji.state import Phase

    clock = FakeClock()
    service = TableService(
        sessions,
        {"shengji": ShengjiGame()},
        {"shengji": ShengjiAI()},
        Pace(ai_move=1.5, system_move=1.0),
        seed_source=lambda: seed,
        clock=clock,
    )
    naps: list[tuple[float, Phase]] = []
    declared: list[int] = []

    async def sleep(seconds: float) -> None:
        table = service._cache.get(1)
        naps.append((seconds, table.state.phase if table and table.state else Phase.DEAL))
        clock.advance(seconds)
        await asyncio.sleep(0)

    async def heard(update: TableUpdate) -> None:
        declared.extend(1 for e in update.events if isinstance(e, Declared) and e.declarer != 0)

    service.sleep = sleep
    service.listeners.append(heard)
    table = await service.create(10, 20, ALICE, "shengji")
    for _ in range(3):
        await service.add_ai(table.id, ALICE)
    await service.start(table.id, ALICE)
    await service.idle()
    dealing = [seconds for seconds, phase in naps if phase is Phase.DEAL and seconds == 1.5]
    assert len(dealing) <= len(declared)  # only before a declaration everyone sees
    await service.close()


async def test_an_ai_seat_below_strong_lists_its_legal_moves_once_a_move(
    service: TableService, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Only a strong seat needs them before it thinks (to send them to its worker); any
    other seat's choice lists them itself (Shengji's leads take ~3 ms to list)."""
    table = await service.create(10, 20, ALICE, "counting", "target=50 seats=2")
    await service.add_ai(table.id, ALICE)
    started = await service.start(table.id, ALICE)
    moved = await service.act(table.id, ALICE.user_id, Add(1))
    await service.idle()
    game = service.game(started.game)
    listed: list[int] = []
    real = game.legal_actions

    def counted(state: object, seat: int) -> Sequence[Add]:
        listed.append(seat)
        return real(state, seat)

    monkeypatch.setattr(game, "legal_actions", counted)
    assert await service._think(moved, 1) is not None
    assert listed == [1]


async def test_a_persons_lone_play_is_worked_out_once_a_version(
    service: TableService, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After a move, whether the table moves by itself and what it plays for the person whose
    lone play it is are asked of the same snapshot: its lone play is listed once (each
    listing is a seat's legal plays: Shengji's follows ~0.1 ms)."""
    game = service.game("counting")
    asked: list[int] = []
    real = game.forced_play

    def counted(state: CountingState, seat: int) -> Add | None:
        asked.append(state.total)
        return real(state, seat)

    monkeypatch.setattr(game, "forced_play", counted)
    table = await service.create(10, 20, ALICE, "counting", "target=3 seats=2")
    await service.join(table.id, BOB)
    await service.start(table.id, ALICE)
    await service.act(table.id, ALICE.user_id, Add(2))  # Bob may only add 1 now
    await service.idle()
    assert asked.count(2) == 1
    assert (await service.get(table.id)).state.total == 2  # his setting is off: he plays it
