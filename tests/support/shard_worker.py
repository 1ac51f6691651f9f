"""A bot process without Discord, for the multi-process and crash tests.

It runs what a Parlour process runs for its shards (the table service, its drivers and the
timer loop, on a real database) with a presenter that only writes down what it would post,
and plays the human seats of the tables it holds at random: it plays some turns after a short
think and lets others run out, so the timers fire too.

Everything it reports goes to files with one ``os.write`` per line, made after the fact it
reports is committed: a line survives the process being killed (SIGKILL) the moment after,
and a line is never written for something that was not stored. Lines:

- ``ready <pid>``: started, resumed its tables
- ``ack <table> <version> <seat> <action json>``: ``act`` returned, so the move is acknowledged
- ``post <table> <guild> <kind> <version> <note id>``: the presenter was told of an update
- ``fired <table> <guild>``: a timer step (reminder, expiry, abandonment) fired here

Workers are started from a fork server that has imported all this already (``context()``),
so a test can start and kill many of them in a few seconds.
"""

from __future__ import annotations

import asyncio
import json
import multiprocessing
import os
import random
from dataclasses import dataclass
from datetime import datetime
from multiprocessing.context import ForkServerContext
from pathlib import Path

from bot.errors import PlayerError
from bot.tables.service import Pace, TableService
from bot.tables.shards import Shards
from bot.tables.snapshots import TableStatus, TableUpdate
from bot.tables.timers import TimerLoop
from storage.db import make_engine, make_sessions
from tests.support.counting import CountingAI, CountingGame

#: notes that mean a turn ran out and the AI played it
EXPIRY_NOTES = ("table-expired", "table-sentences")


@dataclass(frozen=True, slots=True)
class Worker:
    """One process: its database, the shards it holds, where it reports, how it plays."""

    url: str
    shard_count: int
    shard_ids: tuple[int, ...]
    report: str
    tables: tuple[int, ...]
    seed: int
    #: how long it plays before closing gracefully (a killed one never gets there)
    seconds: float = 60.0
    #: the share of human turns left to run out (the timer then plays them)
    let_expire: float = 0.2
    #: the share of moves made at any table, held here or not (DM clicks go to shard 0)
    foreign: float = 0.0


def context() -> ForkServerContext:
    """Workers fork from a server that imported this module once, so each starts at once."""
    ctx = multiprocessing.get_context("forkserver")
    ctx.set_forkserver_preload([__name__])
    return ctx


def run(worker: Worker) -> None:
    asyncio.run(_work(worker))


def read_report(path: Path) -> list[list[str]]:
    """The report's complete lines, split into their fields (an ack's JSON action stays whole)."""
    if not path.exists():
        return []
    lines = path.read_text(encoding="utf-8").split("\n")[:-1]  # a cut-off last line: not said
    return [line.split(" ", 4) if line.startswith("ack ") else line.split(" ") for line in lines]


async def _work(worker: Worker) -> None:
    fd = os.open(worker.report, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)

    def say(*fields: object) -> None:
        os.write(fd, (" ".join(str(f) for f in fields) + "\n").encode())

    engine = make_engine(worker.url)
    shards = Shards(worker.shard_count, frozenset(worker.shard_ids))

    class Recording(TableService):
        """The service, saying which timer steps it fired."""

        async def fire(
            self, table_id: int, now: datetime, grace_until: datetime | None = None
        ) -> bool:
            fired = await super().fire(table_id, now, grace_until)
            if fired:
                say("fired", table_id, (await self.get(table_id)).guild_id)
            return fired

    service = Recording(
        make_sessions(engine),
        {"counting": CountingGame()},
        {"counting": CountingAI()},
        Pace(0.0, 0.0),
        shards=shards,
    )

    async def present(update: TableUpdate) -> None:
        note = update.note.id if update.note is not None else "-"
        table = update.table
        say("post", table.id, table.guild_id, update.kind.value, table.version, note)

    service.listeners.append(present)
    timers = TimerLoop(service, service.clock, longest_sleep=0.5)
    service.listeners.append(timers.on_update)
    await service.resume()
    timers.start()
    rng = random.Random(worker.seed)
    mine = [t for t in worker.tables if shards.holds(await _guild(service, t))]
    say("ready", os.getpid())
    #: table -> the version whose human turn this process decided to leave to the timer
    waiting: dict[int, int] = {}
    loop = asyncio.get_running_loop()
    deadline = loop.time() + worker.seconds
    while loop.time() < deadline and mine:
        # now and then a click for another shard's table, as a DM click reaches shard 0's
        # process: stored here, shown and driven by the process holding the table
        foreign = rng.random() < worker.foreign
        table_id = rng.choice(list(worker.tables) if foreign else mine)
        await asyncio.sleep(rng.uniform(0.0, 0.02))
        table = await service.get(table_id)
        if table.status is not TableStatus.PLAYING:
            if table_id in mine:
                mine.remove(table_id)
            continue
        if waiting.get(table_id) == table.version:
            continue
        game = service.game(table.game)
        seats = [
            s
            for s in table.seats
            if s.position in game.to_act(table.state) and s.user_id is not None and not s.away
        ]
        if not seats:
            continue
        if rng.random() < worker.let_expire:
            waiting[table_id] = table.version
            continue
        seat = seats[0]
        legal = game.legal_actions(table.state, seat.position)
        action = rng.choice(list(legal))
        try:
            after = await service.act(table_id, seat.user_id or 0, action)
        except PlayerError:
            continue  # the timer (or another move) got there first
        say("ack", table_id, after.version, seat.position, json.dumps(game.action_to_json(action)))
    await timers.stop()
    await service.close()
    await engine.dispose()
    os.close(fd)


async def _guild(service: TableService, table_id: int) -> int:
    return (await service.get(table_id)).guild_id
