"""Graceful shutdown of the table service: no new actions, those under way commit, and a
restarted service carries on from the last acknowledged move."""

from __future__ import annotations

import asyncio

import pytest
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from bot.errors import PlayerError
from bot.tables.service import Pace, TableService
from bot.tables.snapshots import Person
from tests.support.counting import Add, CountingAI, CountingGame

ALICE, BOB = Person(1, "Alice"), Person(2, "Bob")


def make_service(sessions: async_sessionmaker[AsyncSession]) -> TableService:
    return TableService(
        sessions, {"counting": CountingGame()}, {"counting": CountingAI()}, Pace(0, 0)
    )


async def test_closing_lets_a_move_under_way_commit_then_refuses_new_ones(
    sessions: async_sessionmaker[AsyncSession],
) -> None:
    service = make_service(sessions)
    table = await service.create(10, 20, ALICE, "counting")
    await service.join(table.id, BOB)
    await service.start(table.id, ALICE)
    under_way = asyncio.create_task(service.act(table.id, ALICE.user_id, Add(1)))
    await asyncio.sleep(0)  # the move has taken the table's lock and is writing
    await service.close()
    assert under_way.done() and not under_way.cancelled()
    acknowledged = under_way.result()
    with pytest.raises(PlayerError, match="restarting; nothing is lost"):
        await service.act(table.id, BOB.user_id, Add(1))
    with pytest.raises(PlayerError, match="restarting"):
        await service.create(10, 21, BOB, "counting")

    restarted = make_service(sessions)
    resumed = await restarted.get(table.id)
    assert (resumed.version, resumed.state) == (acknowledged.version, acknowledged.state)
    after = await restarted.act(table.id, BOB.user_id, Add(1))
    assert after.version == acknowledged.version + 1
