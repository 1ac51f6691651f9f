"""Deleting the move logs of games long over (``keep_move_logs_days``), on SQLite and
PostgreSQL: only ended tables past the keeping lose their log; tables, results and live
games keep everything."""

from __future__ import annotations

from datetime import timedelta

import pytest
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from bot.tables import retention
from bot.tables.retention import MoveLogPruner
from bot.tables.service import TableService
from bot.tables.snapshots import TableStatus
from storage.models import ActionLogEntry, GameResultRecord, ReplaceVote
from tests.support.counting import Add
from tests.tables.test_rematch import finished_game
from tests.tables.test_timers import ALICE, BOB, CAROL, DAVE, FakeClock, clock, service

__all__ = ["clock", "service"]  # the fixtures

WEEK = timedelta(days=7)


async def logged(sessions: async_sessionmaker[AsyncSession], table_id: int) -> int:
    async with sessions() as session:
        query = select(func.count()).where(ActionLogEntry.table_id == table_id)
        return int(await session.scalar(query) or 0)


async def test_only_games_ended_longer_ago_than_the_keeping_lose_their_moves(
    service: TableService, clock: FakeClock, sessions: async_sessionmaker[AsyncSession]
) -> None:
    old = await finished_game(service, ALICE, BOB)
    async with sessions() as session, session.begin():  # a vote left from the game
        session.add(ReplaceVote(table_id=old, seat=0, voter_id=BOB.user_id))
    clock.advance(WEEK.total_seconds() + 60)
    recent = await finished_game(service, CAROL, DAVE)
    live = await service.create(10, 20, BOB, "counting", "target=9 seats=2")
    await service.join(live.id, ALICE)
    await service.start(live.id, BOB)
    await service.act(live.id, BOB.user_id, Add(1))
    pruner = MoveLogPruner(sessions, clock, WEEK)

    assert await pruner.prune() == 1
    assert await logged(sessions, old) == 0
    assert await logged(sessions, recent) == 2 and await logged(sessions, live.id) == 1
    async with sessions() as session:
        assert await session.scalar(select(func.count()).select_from(ReplaceVote)) == 0
        results = await session.scalars(select(GameResultRecord.table_id))
        assert sorted(results) == sorted([old, recent])  # the boards keep every game
    table = await service.get(old)  # the table itself, with its last state, stays
    assert table.status is TableStatus.FINISHED and table.state is not None
    assert await pruner.prune() == 0  # nothing left to do: the next runs are cheap
    clock.advance(WEEK.total_seconds() + 1)  # the next run finds the game ended since
    assert await pruner.prune() == 1 and await logged(sessions, recent) == 0


async def test_a_long_backlog_is_deleted_a_batch_of_tables_at_a_time(
    service: TableService,
    clock: FakeClock,
    sessions: async_sessionmaker[AsyncSession],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(retention, "BATCH", 2)
    games = [await finished_game(service, ALICE, BOB) for _ in range(5)]
    clock.advance(WEEK.total_seconds() + 60)
    assert await MoveLogPruner(sessions, clock, WEEK).prune() == 5
    assert [await logged(sessions, game) for game in games] == [0] * 5
