"""Does a second process add throughput on PostgreSQL? Two processes holding one shard each
against one process holding both, on the same database, in the same run.

Run from the repository root, with a PostgreSQL database the bench may add tables to::

    python bench/shards.py [--database URL] [--tables N] [--actions M] [--target T]

URL defaults to ``$PARLOUR_TEST_POSTGRES_URL``, else ``postgresql+asyncpg://postgres@127.0.0.1/test``.
N tables (default 200) of the counting game play as in ``bench/actions.py`` (same code: each
table in its own server, table i on shard i % 2), every table moving again as soon as its last
move is acknowledged:

- baseline: one process holding shards 0 and 1 plays all N tables, M actions (default 6000);
- sharded: two processes, each holding one shard, play their N/2 tables, M/2 actions each, at
  the same time (they open their tables, then start together).

Each process is a real process (a fresh interpreter from a fork server). Throughput is all the
actions over the time from the first process starting play to the last one finishing. Goal:
sharded ÷ baseline ≥ 1.6 (PostgreSQL takes writers in parallel; each process's event loop is
one core). On a machine with fewer free cores than processes plus the database, it can't be.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import os
import sys
from dataclasses import dataclass
from multiprocessing.synchronize import Barrier
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from actions import bench_database  # noqa: E402

from bot.tables.shards import Shards  # noqa: E402

GOAL = 1.6
SHARDS = 2


@dataclass(frozen=True, slots=True)
class Played:
    actions: int
    started_at: float
    seconds: float

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
        )
    )
    results.put(Played(figures.actions, figures.started_at, figures.seconds))


def run(
    url: str, holdings: list[tuple[int, ...]], tables: int, actions: int, target: int
) -> Played:
    """Processes holding ``holdings`` play together; all their actions over the whole span."""
    ctx = multiprocessing.get_context("forkserver")
    barrier = ctx.Barrier(len(holdings))
    results: multiprocessing.Queue[Played] = ctx.Queue()
    share = actions // len(holdings)
    processes = [
        ctx.Process(target=play, args=(url, held, tables, share, target, barrier, results))
        for held in holdings
    ]
    for process in processes:
        process.start()
    played = [results.get() for _ in processes]
    for process in processes:
        process.join()
        if process.exitcode != 0:
            raise SystemExit(f"a bench process failed ({process.exitcode})")
    start = min(p.started_at for p in played)
    end = max(p.ended_at for p in played)
    return Played(sum(p.actions for p in played), start, end - start)


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
    args = parser.parse_args(argv)
    if not args.database.startswith("postgresql+asyncpg://"):
        parser.error("--database must be a postgresql+asyncpg:// URL")
    if args.tables < SHARDS or args.actions < 2 * SHARDS or not 6 <= args.target <= 1000:
        parser.error("need --tables ≥ 2, --actions ≥ 4, 6 ≤ --target ≤ 1000")

    one = run(args.database, [(0, 1)], args.tables, args.actions, args.target)
    two = run(args.database, [(0,), (1,)], args.tables, args.actions, args.target)
    ratio = (two.actions / two.seconds) / (one.actions / one.seconds)
    print(
        f"{args.tables} tables, counting game to {args.target}, PostgreSQL, {os.cpu_count()} cores"
    )
    for title, run_ in (("baseline: 1 process, shards 0+1", one), ("sharded: 2 processes", two)):
        print(title)
        print(f"  {run_.actions} actions in {run_.seconds:.2f} s")
        print(f"  actions/s        {run_.actions / run_.seconds:9.1f}")
    print(f"ratio 2 processes ÷ 1 process = {ratio:.2f}")
    print(f"goal ratio ≥ {GOAL}: {'goal met' if ratio >= GOAL else 'goal missed'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
