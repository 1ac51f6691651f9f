"""Does a second process add throughput on PostgreSQL? Two processes holding one shard each
against one process holding both, on the same database, in the same run.

Run from the repository root, with a PostgreSQL database the bench may add schemas to::

    python bench/shards.py [--database URL] [--tables N] [--actions M] [--target T] [--rounds R]

URL defaults to ``$PARLOUR_TEST_POSTGRES_URL``, else ``postgresql+asyncpg://postgres@127.0.0.1/test``.
N tables (default 200) of the counting game play as in ``bench/actions.py`` (same code: each
table in its own server, table i on shard i % 2), every table moving again as soon as its last
move is acknowledged:

- baseline: one process holding shards 0 and 1 plays all N tables, M actions (default 6000);
- sharded: two processes, each holding one shard, play their N/2 tables, M/2 actions each, at
  the same time (they open their tables, then start together).

Each process is a real process (a fresh interpreter from a fork server). Throughput is all the
actions over the time from the first process starting play to the last one finishing. Every
run plays in a fresh schema of its own, dropped afterwards: a run on rows an earlier run
updated thousands of times (dead tuples, index bloat) is slower, which made whichever
configuration ran second look worse. R rounds (default 2) alternate which configuration runs
first; the ratio is taken per round and over all rounds. Each process's CPU time over its
play is printed beside its wall time: a process far below 100 % waits on the database or on
a CPU it shares, and the load average is printed before and after.

Goal: sharded ÷ baseline ≥ 1.6 (PostgreSQL takes writers in parallel; each process's event
loop is one core). On a machine with fewer free cores than processes plus the database, it
can't be.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import os
import queue
import random
import sys
from dataclasses import dataclass
from multiprocessing.synchronize import Barrier
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sqlalchemy import text  # noqa: E402
from sqlalchemy.ext.asyncio import create_async_engine  # noqa: E402

from bench.actions import bench_database  # noqa: E402
from bot.tables.shards import Shards  # noqa: E402
from storage.db import make_engine, migrate  # noqa: E402

GOAL = 1.6
SHARDS = 2


@dataclass(frozen=True, slots=True)
class Played:
    actions: int
    started_at: float
    seconds: float
    #: the CPU time of each process over its play
    cpu_seconds: tuple[float, ...] = ()

    @property
    def ended_at(self) -> float:
        return self.started_at + self.seconds


def play(
    url: str,
    shard_ids: tuple[int, ...],
    tables: int,
    actions: int,
    target: int,
    barrier: Barrier,
    results: multiprocessing.Queue[Played],
    schema: str,
) -> None:
    """One process: its shards' tables, opened, then played once every process is ready."""

    async def ready() -> None:
        await asyncio.to_thread(barrier.wait)

    indices = [i for i in range(tables) if i % SHARDS in shard_ids]
    figures = asyncio.run(
        bench_database(
            url,
            indices,
            actions,
            target,
            shards=Shards(SHARDS, frozenset(shard_ids)),
            ready=ready,
            salt=1 + shard_ids[0],
            schema=schema,
        )
    )
    results.put(
        Played(figures.actions, figures.started_at, figures.seconds, (figures.cpu_seconds,))
    )


async def _schema(url: str, name: str, *, drop: bool) -> None:
    """Make (and migrate, once, before the processes start) or drop a run's schema."""
    engine = create_async_engine(url, isolation_level="AUTOCOMMIT")
    try:
        async with engine.connect() as conn:
            if drop:
                await conn.execute(text(f'DROP SCHEMA IF EXISTS "{name}" CASCADE'))
            else:
                await conn.execute(text(f'CREATE SCHEMA "{name}"'))
    finally:
        await engine.dispose()
    if not drop:
        inside = make_engine(url, connect_args={"server_settings": {"search_path": name}})
        try:
            await migrate(inside)
        finally:
            await inside.dispose()


def run(
    url: str, holdings: list[tuple[int, ...]], tables: int, actions: int, target: int
) -> Played:
    """Processes holding ``holdings`` play together, in a fresh schema; all their actions over
    the whole span."""
    schema = f"bench_shards_{os.getpid()}_{random.randrange(1 << 30)}"
    asyncio.run(_schema(url, schema, drop=False))
    try:
        return _run(url, holdings, tables, actions, target, schema)
    finally:
        asyncio.run(_schema(url, schema, drop=True))


def _run(
    url: str,
    holdings: list[tuple[int, ...]],
    tables: int,
    actions: int,
    target: int,
    schema: str,
) -> Played:
    ctx = multiprocessing.get_context("forkserver")
    barrier = ctx.Barrier(len(holdings))
    results: multiprocessing.Queue[Played] = ctx.Queue()
    share = actions // len(holdings)
    processes = [
        ctx.Process(target=play, args=(url, held, tables, share, target, barrier, results, schema))
        for held in holdings
    ]
    for process in processes:
        process.start()
    played: list[Played] = []
    while len(played) < len(processes):
        try:
            played.append(results.get(timeout=1.0))
        except queue.Empty:
            if any(p.exitcode not in (None, 0) for p in processes):
                for process in processes:
                    process.kill()
                raise SystemExit("a bench process failed") from None
    for process in processes:
        process.join()
        if process.exitcode != 0:
            raise SystemExit(f"a bench process failed ({process.exitcode})")
    start = min(p.started_at for p in played)
    end = max(p.ended_at for p in played)
    cpu = tuple(c for p in played for c in p.cpu_seconds)
    return Played(sum(p.actions for p in played), start, end - start, cpu)


def _load() -> str:
    return " ".join(f"{x:.1f}" for x in os.getloadavg())


def _rate(played: Played) -> float:
    return played.actions / played.seconds


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--database",
        default=os.environ.get(
            "PARLOUR_TEST_POSTGRES_URL", "postgresql+asyncpg://postgres@127.0.0.1:5432/test"
        ),
        help="a PostgreSQL URL (postgresql+asyncpg://…); tables are added, nothing is dropped",
    )
    parser.add_argument("--tables", type=int, default=200, help="tables in all (200)")
    parser.add_argument("--actions", type=int, default=6000, help="actions per run (6000)")
    parser.add_argument("--target", type=int, default=300, help="counting game target (300)")
    parser.add_argument("--rounds", type=int, default=2, help="rounds of both runs (2)")
    args = parser.parse_args(argv)
    if not args.database.startswith("postgresql+asyncpg://"):
        parser.error("--database must be a postgresql+asyncpg:// URL")
    if args.tables < SHARDS or args.actions < 2 * SHARDS or not 6 <= args.target <= 1000:
        parser.error("need --tables ≥ 2, --actions ≥ 4, 6 ≤ --target ≤ 1000")

    print(
        f"{args.tables} tables, counting game to {args.target}, PostgreSQL, {os.cpu_count()} cores"
    )
    configurations: list[tuple[str, str, list[tuple[int, ...]]]] = [
        ("one", "1 process, shards 0+1", [(0, 1)]),
        ("two", "2 processes, one shard each", [(0,), (1,)]),
    ]
    rounds: list[dict[str, Played]] = []
    for number in range(args.rounds):
        # the other first in odd rounds, in case going first or second matters
        order = configurations[::-1] if number % 2 else configurations
        print(f"round {number + 1} (load average {_load()})")
        figures = {}
        for key, title, holdings in order:
            played = run(args.database, holdings, args.tables, args.actions, args.target)
            figures[key] = played
            cpu = ", ".join(f"{100 * c / played.seconds:.0f} %" for c in played.cpu_seconds)
            print(
                f"  {title}: {played.actions} actions in {played.seconds:.2f} s, "
                f"{_rate(played):.1f} actions/s (CPU per process: {cpu})"
            )
        print(
            f"  ratio 2 processes ÷ 1 process = {_rate(figures['two']) / _rate(figures['one']):.2f}"
        )
        rounds.append(figures)
    total = {
        key: sum(r[key].actions for r in rounds) / sum(r[key].seconds for r in rounds)
        for key in ("one", "two")
    }
    ratio = total["two"] / total["one"]
    print(f"all rounds: 1 process {total['one']:.1f} actions/s, 2 processes {total['two']:.1f}")
    print(f"ratio 2 processes ÷ 1 process = {ratio:.2f} (load average {_load()})")
    print(f"goal ratio ≥ {GOAL}: {'goal met' if ratio >= GOAL else 'goal missed'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
