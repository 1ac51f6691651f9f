"""A table stays alive only through people: automatic moves don't count as activity, and a
timer step or an automatic move that keeps failing backs off instead of spinning or giving up
(all on the service's clock)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy import update

from bot.ai.levels import Level
from bot.tables import driver
from bot.tables.deadlines import backoff_delay
from bot.tables.service import TableService
from bot.tables.snapshots import TableRules, TableStatus
from storage.models import GameTable
from tests.support.counting import Add, CountingAI, CountingView
from tests.support.naps import noted_naps
from tests.tables.test_timers import ALICE, BOB, FakeClock, clock, service, timed_table

__all__ = ["clock", "service"]  # the fixtures, closed after each test


async def test_a_table_where_only_system_moves_is_closed_as_abandoned(
    service: TableService, clock: FakeClock
) -> None:
    rules = TableRules(turn_timer=60, abandon_after=3600)
    table = await service.create(10, 20, ALICE, "redealing", rules=rules)
    await service.join(table.id, BOB)
    started = clock.now
    await service.start(table.id, ALICE)
    while (await service.get(table.id)).version < 10:  # SYSTEM keeps redealing by itself
        clock.advance(30)
        await asyncio.sleep(0.01)
    busy = await service.get(table.id)
    assert busy.status is TableStatus.PLAYING and busy.activity_at == started
    await service.fire_due(started + timedelta(seconds=3600))
    assert (await service.get(table.id)).status is TableStatus.ABANDONED


async def test_a_persons_move_counts_as_activity_and_an_ai_move_does_not(
    service: TableService, clock: FakeClock
) -> None:
    table = await service.create(10, 20, ALICE, "counting", "target=50 seats=2")
    await service.add_ai(table.id, ALICE)
    await service.start(table.id, ALICE)
    moved_at = clock.advance(100)
    await service.act(table.id, ALICE.user_id, Add(1))
    clock.advance(100)
    await service.idle()  # the AI answers
    after_ai = await service.get(table.id)
    assert after_ai.state.turn == 0 and after_ai.activity_at == moved_at


async def test_a_failing_timer_step_backs_off_per_table_and_is_logged_once(
    service: TableService, clock: FakeClock, caplog: pytest.LogCaptureFixture
) -> None:
    broken = await timed_table(service, ALICE, BOB)
    healthy = await timed_table(service, ALICE, BOB)
    async with service.sessions() as session, session.begin():
        await session.execute(  # a table in a bad state: its stored game no longer loads
            update(GameTable).where(GameTable.id == broken).values(state={"broken": True})
        )
    caplog.set_level(logging.ERROR)
    now = clock.advance(60)
    assert await service.fire_due(now) == 1  # the healthy table's expiry still fires
    assert (await service.get(healthy)).state.turn == 1
    failures = [r for r in caplog.records if "timer step failed" in r.getMessage()]
    assert len(failures) == 1 and f"table {broken}:" in failures[0].getMessage()
    due = await service.next_due()
    assert due is not None and due > now  # the loop does not spin on the broken table
    assert await service.fire_due(now) == 0
    assert await service.fire_due(clock.advance(5)) == 0  # the retry, which fails again
    assert await service.next_due() == clock.now + timedelta(seconds=10)  # twice as long
    assert len([r for r in caplog.records if "timer step failed" in r.getMessage()]) == 1


class FlakyAI(CountingAI):
    """Fails its first ``failures`` moves (the database gone for a moment), then plays."""

    def __init__(self, failures: int) -> None:
        self.failures = failures

    def choose(self, view: CountingView, legal: Sequence[Add], seed: int) -> Add:
        if self.failures:
            self.failures -= 1
            raise ConnectionError("the database went away for a moment")
        return super().choose(view, legal, seed)


async def test_an_automatic_move_that_fails_is_tried_again_after_growing_delays(
    service: TableService, caplog: pytest.LogCaptureFixture
) -> None:
    naps = noted_naps(service)
    table = await service.create(10, 20, ALICE, "counting", "target=50 seats=2")
    await service.add_ai(table.id, ALICE)
    await service.start(table.id, ALICE)
    service.players = {**service.players, "counting": FlakyAI(failures=3)}
    caplog.set_level(logging.ERROR)
    mine = await service.act(table.id, ALICE.user_id, Add(1))
    await service.idle()
    after = await service.get(table.id)
    assert after.state.turn == 0 and after.version == mine.version + 1  # the AI played
    assert [n for n in naps if n] == [5.0, 10.0, 20.0]
    failed = [r for r in caplog.records if "automatic move failed" in r.getMessage()]
    assert len(failed) == 1 and f"table {table.id}:" in failed[0].getMessage()


class BrokenPool(ThreadPoolExecutor):
    """A pool of thinking processes one of whose workers died: it takes no more work."""

    def submit(self, *_args: Any, **_kwargs: Any) -> Any:
        raise BrokenProcessPool("a worker process was killed")


async def test_a_strong_seat_thinks_again_in_new_processes_after_a_worker_died(
    service: TableService, monkeypatch: pytest.MonkeyPatch
) -> None:
    naps = noted_naps(service)
    service.levels = {"counting": {Level.STRONG: CountingAI()}}
    monkeypatch.setattr(driver, "thinkers", lambda: ThreadPoolExecutor(1))
    table = await service.create(10, 20, ALICE, "counting", "target=50 seats=2")
    await service.add_ai(table.id, ALICE, Level.STRONG)
    await service.start(table.id, ALICE)
    broken = service._thinkers = BrokenPool(1)
    mine = await service.act(table.id, ALICE.user_id, Add(1))
    await service.idle()
    assert (await service.get(table.id)).version == mine.version + 1  # the strong AI played
    assert [n for n in naps if n] == [5.0]
    assert service._thinkers is not None and service._thinkers is not broken


def test_retries_wait_twice_as_long_each_time_up_to_a_quarter_of_an_hour() -> None:
    assert [backoff_delay(n) for n in range(1, 6)] == [5.0, 10.0, 20.0, 40.0, 80.0]
    assert backoff_delay(9) == backoff_delay(10_000) == 15 * 60.0  # days of failures later
