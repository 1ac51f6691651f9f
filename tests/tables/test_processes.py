"""Three real processes on one PostgreSQL, each holding one shard, one of them killed with
SIGKILL and restarted mid-play, each now and then making a move at another shard's table (as
DM clicks all reach shard 0's process): the database stays the truth, each timer fires once,
and no process posts for a table it does not hold."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from tests.conftest import POSTGRES_URL
from tests.support.shard_tables import Fleet, check_database, open_tables

pytestmark = pytest.mark.postgres

SHARDS = 3


@pytest.mark.parametrize("database_url", ["postgresql"], indirect=True)
async def test_processes_over_shards_survive_a_killed_one(
    sessions: async_sessionmaker[AsyncSession], tmp_path: Path
) -> None:
    started = await open_tables(sessions, SHARDS, per_shard=3)
    fleet = Fleet(POSTGRES_URL, SHARDS, tuple(started), tmp_path)
    for shard in range(SHARDS):
        fleet.start(f"p{shard}", (shard,), seconds=9.0, seed=shard, foreign=0.1)
    for shard in range(SHARDS):
        await fleet.ready(f"p{shard}", 1)
    await asyncio.sleep(3.0)
    fleet.kill("p1")
    # its shard moves to a new process, which carries its tables on from the database
    fleet.start("p1-again", (1,), seconds=5.0, seed=11, foreign=0.1)
    await fleet.ready("p1-again", 1)
    await fleet.finish()

    checked = await check_database(sessions, started, fleet)
    assert checked.acks > 0 and checked.moves > checked.acks  # AI and timer moves besides
    assert checked.reminders > 0 and checked.expiries > 0
    assert checked.fired > 0  # each by a process holding the table (check_database)
    assert checked.foreign_acks > 0  # moves at other shards' tables, caught up by their holders
    posted = {name for name in fleet.holds if fleet.report(name).exists()}
    assert posted == {"p0", "p1", "p2", "p1-again"}
