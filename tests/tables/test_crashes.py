"""A process killed with SIGKILL at random points (mid-play, or while it starts and resumes),
20 times over, on SQLite and PostgreSQL: no acknowledged move is lost, the database stays
consistent, and the tables carry on after each restart."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from tests.support.shard_tables import Fleet, check_database, open_tables

KILLS = 20


async def test_no_acknowledged_move_is_lost_to_sigkill(
    database_url: str, sessions: async_sessionmaker[AsyncSession], tmp_path: Path
) -> None:
    started = await open_tables(sessions, 1, per_shard=4)
    fleet = Fleet(database_url, 1, tuple(started), tmp_path)
    rng = random.Random(13)
    for kill in range(KILLS):
        readies = fleet.readies("bot")
        fleet.start("bot", (0,), seconds=60.0, seed=kill)
        if kill % 4 == 3:
            # while it starts: resuming its tables, firing the timers that ran out meanwhile
            await asyncio.sleep(rng.uniform(0.0, 0.3))
        else:
            await fleet.ready("bot", readies + 1)
            await asyncio.sleep(rng.uniform(0.1, 0.6))  # in a move, a commit, a timer step
        fleet.kill("bot")
    before = await check_database(sessions, started, fleet)
    assert before.acks > KILLS // 2  # moves were acknowledged between the kills

    # the tables carry on after the last restart
    readies = fleet.readies("bot")
    fleet.start("bot", (0,), seconds=3.0, seed=KILLS)
    await fleet.ready("bot", readies + 1)
    await fleet.finish()
    after = await check_database(sessions, started, fleet)
    assert after.moves > before.moves and after.acks > before.acks
