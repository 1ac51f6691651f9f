"""What a catch-up costs as a game grows: the process holding a table learns of a move another
process stored (a DM click reaches shard 0's process) and tells it, replaying the move.

Run from the repository root::

    python bench/catch_up.py [--database URL] [--repeat R]

URL defaults to a fresh SQLite file (a ``postgresql+asyncpg://`` URL adds a table to that
database, dropping nothing). One table of the counting game (``tests/support/counting.py``,
target 1000) is played by its holder up to each log length; then, R times each:

- incremental (now): another process stores one move; the holder, which remembers the state
  it last told of, catches up, replaying that move only;
- whole log (before; still what a process that just restarted does): the same, caught up by
  a holder that remembers nothing, so it replays the action log from the start.

Figures are the mean wall time of one ``catch_up`` call (one scan, one table), in ms.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from datetime import timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bot.tables.service import Pace, Person, TableService  # noqa: E402
from bot.tables.shards import Shards  # noqa: E402
from storage.db import make_engine, make_sessions, migrate  # noqa: E402
from tests.support.counting import Add, CountingAI, CountingGame  # noqa: E402

ALICE, BOB = Person(1, "Alice"), Person(2, "Bob")
GUILD = (1 << 22) | 777  # on shard 1 of 2
LENGTHS = (50, 200, 800)


async def bench(url: str, repeat: int) -> list[tuple[int, float, float]]:
    engine = make_engine(url)
    await migrate(engine)
    sessions = make_sessions(engine)

    def service(held: int) -> TableService:
        return TableService(
            sessions,
            {"counting": CountingGame()},
            {"counting": CountingAI()},
            Pace(0, 0),
            shards=Shards(2, frozenset({held})),
        )

    owner, other = service(1), service(0)
    table = await owner.create(GUILD, 1, ALICE, "counting", "target=1000")
    await owner.join(table.id, BOB)
    started = await owner.start(table.id, ALICE)
    moves = 0

    async def caught_up(holder: TableService) -> float:
        """Another process moves; the seconds ``holder`` takes to catch up with it."""
        nonlocal moves
        since = holder.clock() - timedelta(seconds=1)
        await other.act(table.id, (ALICE, BOB)[moves % 2].user_id, Add(1))
        moves += 1
        began = time.perf_counter()
        assert await holder.catch_up(since) == 1
        return time.perf_counter() - began

    figures = []
    for length in LENGTHS:
        while moves < length:
            await owner.act(table.id, (ALICE, BOB)[moves % 2].user_id, Add(1))
            moves += 1
        incremental = [await caught_up(owner) for _ in range(repeat)]
        whole = []
        for _ in range(repeat):
            fresh = service(1)  # remembers nothing: a process just started
            whole.append(await caught_up(fresh))
            await fresh.close()
        await owner.get(table.id)
        figures.append((moves, statistics.mean(whole) * 1000, statistics.mean(incremental) * 1000))
    assert (await owner.get(table.id)).version > started.version
    for process in (owner, other):
        await process.close()
    await engine.dispose()
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--database", help="a database URL (default: a fresh SQLite file)")
    parser.add_argument("--repeat", type=int, default=20, help="catch-ups per figure (20)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        url = args.database or f"sqlite+aiosqlite:///{Path(folder) / 'catch_up.db'}"
        figures = asyncio.run(bench(url, args.repeat))
    print(f"catch-up of one move made elsewhere, {url.split(':')[0]}, mean of {args.repeat}")
    print("| log length | whole log (before) | incremental (now) |")
    print("|---|---|---|")
    for length, whole, incremental in figures:
        print(f"| {length} | {whole:.2f} ms | {incremental:.2f} ms |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
