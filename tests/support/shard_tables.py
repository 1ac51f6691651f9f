"""Setting up tables for worker processes (``shard_worker``) and checking, once they are gone,
that the database holds exactly what they acknowledged and nothing inconsistent."""

from __future__ import annotations

import asyncio
import json
from collections import Counter
from dataclasses import dataclass, field
from multiprocessing.process import BaseProcess
from pathlib import Path

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from bot.tables.service import Pace, TableService
from bot.tables.shards import shard_of
from bot.tables.snapshots import Person, TableRules, TableStatus
from storage.models import GameResultRecord
from storage.repositories import TableRepository
from tests.support.counting import CountingAI, CountingGame
from tests.support.shard_worker import EXPIRY_NOTES, Worker, context, read_report, run

#: turns run out after a second, so timers fire often in a short test
TURN = 1


def service_for(sessions: async_sessionmaker[AsyncSession]) -> TableService:
    return TableService(
        sessions, {"counting": CountingGame()}, {"counting": CountingAI()}, Pace(0.0, 0.0)
    )


def guild_on(shard: int, count: int, n: int) -> int:
    """A guild id on ``shard`` of ``count`` (Discord shards by the id's timestamp bits)."""
    return ((n * count + shard) << 22) | 4242


async def open_tables(
    sessions: async_sessionmaker[AsyncSession], shard_count: int, per_shard: int
) -> dict[int, int]:
    """Started tables spread over the shards: two people and an AI each, one-second turns.

    Returns table id -> the version the game started at (every later version is a move)."""
    service = service_for(sessions)
    started = {}
    for n in range(per_shard):
        for shard in range(shard_count):
            guild = guild_on(shard, shard_count, n)
            first, second = Person(guild % 9973 * 10 + 1, "A"), Person(guild % 9973 * 10 + 2, "B")
            table = await service.create(
                guild, 1000 + n, first, "counting", "target=900", rules=TableRules(TURN)
            )
            await service.join(table.id, second)
            await service.add_ai(table.id, first)
            table = await service.start(table.id, first)
            started[table.id] = table.version
    await service.close()
    return started


@dataclass
class Fleet:
    """Worker processes started from the fork server, and their reports."""

    url: str
    shard_count: int
    tables: tuple[int, ...]
    folder: Path
    processes: dict[str, BaseProcess] = field(default_factory=dict)
    holds: dict[str, tuple[int, ...]] = field(default_factory=dict)
    starts: int = 0

    def start(
        self,
        name: str,
        shard_ids: tuple[int, ...],
        seconds: float,
        seed: int,
        foreign: float = 0.0,
    ) -> None:
        self.starts += 1
        worker = Worker(
            self.url,
            self.shard_count,
            shard_ids,
            str(self.report(name)),
            self.tables,
            seed,
            seconds,
            foreign=foreign,
        )
        process = context().Process(target=run, args=(worker,), name=f"parlour-{name}")
        process.start()
        self.processes[name] = process
        self.holds[name] = shard_ids

    def report(self, name: str) -> Path:
        return self.folder / f"{name}.report"

    def readies(self, name: str) -> int:
        """How many times processes reporting as ``name`` said ``ready`` so far."""
        return sum(line[0] == "ready" for line in read_report(self.report(name)))

    async def ready(self, name: str, times: int, limit: float = 30.0) -> None:
        """Wait until ``name`` has said ``ready`` ``times`` times in all (it is playing)."""
        for _ in range(int(limit / 0.01)):
            if self.readies(name) >= times:
                return
            process = self.processes[name]
            if not process.is_alive():
                raise AssertionError(f"{name} died before it was ready ({process.exitcode})")
            await asyncio.sleep(0.01)
        raise AssertionError(f"{name} was not ready in {limit} s")

    def kill(self, name: str) -> None:
        process = self.processes.pop(name)
        process.kill()  # SIGKILL: no clean-up of any kind
        process.join()

    async def finish(self, limit: float = 60.0) -> None:
        """Wait for every worker to stop by itself (they play for a set time)."""
        for name, process in self.processes.items():
            for _ in range(int(limit / 0.05)):
                if not process.is_alive():
                    break
                await asyncio.sleep(0.05)
            else:
                process.kill()
                raise AssertionError(f"{name} did not stop in {limit} s")
            assert process.exitcode == 0, f"{name} failed ({process.exitcode})"


@dataclass
class Checked:
    acks: int = 0
    #: acknowledged moves made by a process at a table of another's shard
    foreign_acks: int = 0
    moves: int = 0
    reminders: int = 0
    expiries: int = 0
    #: timer steps fired (each by a process holding the table's shard)
    fired: int = 0
    finished: int = 0


async def check_database(
    sessions: async_sessionmaker[AsyncSession],
    started: dict[int, int],
    fleet: Fleet,
) -> Checked:
    """Every table's state is the replay of its log, versions run on without a gap from the
    start, every acknowledged move is stored as acknowledged, each timer fired once, each
    finished game has one result, and nobody posted for a table it does not hold."""
    service = service_for(sessions)
    checked = Checked()
    logs: dict[int, dict[int, tuple[int, dict[str, object]]]] = {}
    guilds: dict[int, int] = {}
    for table_id, start in started.items():
        table = await service.get(table_id)
        guilds[table_id] = table.guild_id
        assert await service.replay(table_id) == table.state, f"table {table_id}"
        async with sessions() as session:
            entries = await TableRepository(session).actions(table_id)
            results = await session.scalar(
                select(func.count(GameResultRecord.id)).where(GameResultRecord.table_id == table_id)
            )
        sequences = [e.sequence for e in entries]
        assert sequences == list(range(start + 1, table.version + 1)), f"table {table_id}"
        logs[table_id] = {e.sequence: (e.seat, dict(e.action)) for e in entries}
        checked.moves += len(entries)
        finished = table.status is TableStatus.FINISHED
        checked.finished += finished
        assert results == (1 if finished else 0), f"table {table_id}"
    timers: Counter[tuple[str, int, int]] = Counter()
    acked: set[tuple[int, int]] = set()
    for name, shard_ids in fleet.holds.items():
        for line in read_report(fleet.report(name)):
            if line[0] == "ack":
                table_id, version, seat = int(line[1]), int(line[2]), int(line[3])
                assert logs[table_id].get(version) == (seat, json.loads(line[4])), line
                acked.add((table_id, version))
                checked.acks += 1
                checked.foreign_acks += (
                    shard_of(guilds[table_id], fleet.shard_count) not in shard_ids
                )
            elif line[0] == "fired":
                assert shard_of(int(line[2]), fleet.shard_count) in shard_ids, (name, line)
                checked.fired += 1
            elif line[0] == "post":
                table_id, guild, kind, version = int(line[1]), int(line[2]), line[3], int(line[4])
                assert shard_of(guild, fleet.shard_count) in shard_ids, (name, line)
                if kind == "reminder":
                    timers["reminder", table_id, version] += 1
                elif line[5] in EXPIRY_NOTES:
                    timers["expiry", table_id, version] += 1
    assert all(count == 1 for count in timers.values()), timers.most_common(3)
    expired = {(t, v) for kind, t, v in timers if kind == "expiry"}
    assert not expired & acked, "a turn was both played and run out"
    checked.reminders = sum(kind == "reminder" for kind, _t, _v in timers)
    checked.expiries = len(expired)
    await service.close()
    return checked
