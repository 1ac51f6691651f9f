"""``keep_move_logs_days`` in the running bot: from its start, the moves of games ended
longer ago are deleted (the pruning itself: tests/tables/test_retention.py)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from datetime import timedelta

import discord
import pytest
from sqlalchemy import func, select, update

from bot.config import Settings
from bot.tables.retention import MoveLogPruner
from storage.models import ActionLogEntry, GameTable
from tests.cogs.conftest import Server, crash_restart
from tests.cogs.support import parlour
from tests.cogs.test_leaderboard import finish, person


@pytest.fixture
def settings(settings: Settings) -> Settings:
    return dataclasses.replace(settings, keep_move_logs_days=30)


async def test_a_bot_keeping_a_month_of_moves_deletes_older_ones_from_its_start(
    server: Server, make_bot: Callable[[], discord.Client]
) -> None:
    await finish(server, person(server.alice), person(server.bob))
    await finish(server, person(server.carol), person(server.bob))
    service = parlour(server.env).service
    long_ago = service.clock() - timedelta(days=31)
    async with service.sessions() as session, session.begin():
        await session.execute(
            update(GameTable).where(GameTable.id == 1).values(updated_at=long_ago)
        )
    await crash_restart(server.env, make_bot())
    await server.env.advance_time(1)
    bot = parlour(server.env)
    assert isinstance(bot.pruner, MoveLogPruner) and bot.pruner.keep == timedelta(days=30)
    async with bot.service.sessions() as session:
        query = select(ActionLogEntry.table_id, func.count()).group_by(ActionLogEntry.table_id)
        counted = {table: count for table, count in await session.execute(query)}
    assert counted == {2: 2}  # the month-old game's moves are gone, the other's kept
