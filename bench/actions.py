"""How fast the table service turns player actions into stored facts, against bare SQLite.

Run from the repository root::

    python bench/actions.py [--tables N] [--actions M] [--target T] [--think S]
                            [--synchronous full|normal] [--profile]

N tables (default 200) play the tiny counting game from ``tests/support/counting.py``
concurrently through the real :class:`bot.tables.service.TableService` on a fresh SQLite file
(WAL, the production engine settings): each table is created, joined by a second person and started,
then its two humans act in turn with random legal actions (``service.act``); a finished game
(to a total between T/2 and T, T = 300 by default: about 100 to 200 moves, the length of a
Whist game) is followed by a new table.

Two runs of M actions (default 30000) each:

- capacity: every table moves again as soon as its last move is acknowledged, so the service
  is saturated; its actions/s is compared with the baseline below (goal: ratio ≥ 1.0: group
  commit must make the service store moves at least as fast as bare one-row commits);
- latency: each table waits S seconds on average (default 0.2: five moves a second per table,
  far beyond people's pace) between moves; its p50/p99 per action (goal: p99 < 50 ms). With
  no pause at all, 200 tables always waiting on the service would measure only the queue
  (latency = tables ÷ throughput), not the service.

The baseline, in the same run: one aiosqlite connection doing M single-row INSERTs, each
committed on its own, awaited one after the other, with the same pragmas, ``synchronous``
included (FULL by default, as the bot: every commit waits for the disk; ``--synchronous
normal`` compares both at NORMAL). ``--profile`` runs
the capacity run under cProfile and prints where the event-loop thread spends its time.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import io
import pstats
import random
import re
import statistics
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Awaitable, Callable, Sequence
from contextvars import ContextVar
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import aiosqlite  # noqa: E402
from sqlalchemy import event  # noqa: E402
from sqlalchemy.ext.asyncio import AsyncEngine  # noqa: E402

from bot.tables.service import Pace, Person, TableService, TableSnapshot  # noqa: E402
from bot.tables.shards import Shards  # noqa: E402
from bot.tables.snapshots import TableStatus  # noqa: E402
from storage.db import SqliteSynchronous, make_engine, make_sessions, migrate  # noqa: E402
from storage.repositories import EVERY_SHARD  # noqa: E402
from tests.support.counting import CountingAI, CountingGame  # noqa: E402

GOAL_RATIO = 1.0
GOAL_P99_MS = 50.0

#: What the running task is doing, so each SQL statement is charged to actions or the lobby
#: (background AI-driver checks inherit the phase of the call that started them).
PHASE: ContextVar[str] = ContextVar("PHASE", default="setup")
_TABLE_OF = re.compile(r"\b(?:FROM|INTO|UPDATE)\s+(\w+)", re.IGNORECASE)


@dataclass(slots=True)
class Budget:
    """Actions still to play, shared by every table (the event loop is single-threaded)."""

    left: int

    def take(self) -> bool:
        if self.left <= 0:
            return False
        self.left -= 1
        return True


@dataclass(slots=True)
class Tally:
    latencies: list[float] = field(default_factory=list)
    games_started: int = 0
    games_finished: int = 0
    statements: Counter[tuple[str, str]] = field(default_factory=Counter)
    #: ``guild_of``'s salt for this run's servers
    salt: int = 1


@dataclass(frozen=True, slots=True)
class ServiceFigures:
    actions: int
    seconds: float
    p50_ms: float
    p99_ms: float
    max_ms: float
    games_started: int
    games_finished: int
    cpu_seconds: float
    per_action: dict[str, float]
    #: ``time.monotonic()`` when play began: the same clock in every process
    started_at: float = 0.0

    @property
    def per_second(self) -> float:
        return self.actions / self.seconds

    @property
    def transactions(self) -> int:
        """Actions plus the lobby transactions (create, join, start) of every game."""
        return self.actions + 3 * self.games_started

    @property
    def cpu_ms_per_transaction(self) -> float:
        return 1000 * self.cpu_seconds / self.transactions


def guild_of(index: int, salt: int = 1) -> int:
    """Each table in its own server (a server holds at most 50 live tables), and table
    ``index`` on shard ``index % shard_count`` of any count, as ``bench/shards.py`` needs.
    ``salt`` (below 2**22, it leaves the shard alone) tells runs on one database apart, so
    the tables an earlier run left live don't count against a member's limit."""
    return (index << 22) | salt


def _people(index: int) -> tuple[Person, Person]:
    return Person(10_000 + 2 * index, f"P{index}a"), Person(10_001 + 2 * index, f"P{index}b")


async def new_game(
    service: TableService, index: int, hosts: tuple[Person, Person], target: int, tally: Tally
) -> TableSnapshot:
    host, guest = hosts
    # Games of different lengths, so that they do not all end in the same second
    length = random.Random(index * 7919 + tally.games_started).randint(target // 2, target)
    table = await service.create(
        guild_of(index, tally.salt), 100 + index, host, "counting", f"target={length} seats=2"
    )
    await service.join(table.id, guest)
    tally.games_started += 1
    return await service.start(table.id, host)


async def play_table(
    service: TableService,
    index: int,
    table: TableSnapshot,
    budget: Budget,
    target: int,
    think: float,
    tally: Tally,
) -> None:
    rng = random.Random(index)
    people = _people(index)
    while budget.take():
        if think > 0:
            await asyncio.sleep(rng.uniform(0, 2 * think))
        if table.status is not TableStatus.PLAYING:
            PHASE.set("lobby")
            table = await new_game(service, index, people, target, tally)
        game = service.game(table.game)
        seat = min(game.to_act(table.state))
        legal = service.legal_for(table, seat)
        user_id = table.seats[seat].user_id
        assert user_id is not None and legal
        action = rng.choice(list(legal))
        PHASE.set("act")
        started = time.perf_counter()
        table = await service.act(table.id, user_id, action, seen_version=table.version)
        tally.latencies.append(time.perf_counter() - started)
        if table.status is TableStatus.FINISHED:
            tally.games_finished += 1


async def bench_service(
    path: Path,
    tables: int,
    actions: int,
    target: int,
    think: float = 0.0,
    synchronous: SqliteSynchronous = "full",
) -> ServiceFigures:
    """The service on a fresh SQLite file, ``tables`` tables, one process."""
    url = f"sqlite+aiosqlite:///{path}"
    return await bench_database(url, range(tables), actions, target, think, synchronous)


async def bench_database(
    url: str,
    indices: Sequence[int],
    actions: int,
    target: int,
    think: float = 0.0,
    synchronous: SqliteSynchronous = "full",
    shards: Shards = EVERY_SHARD,
    ready: Callable[[], Awaitable[None]] | None = None,
    salt: int = 1,
    schema: str | None = None,
) -> ServiceFigures:
    """Tables ``indices`` (each in the server ``guild_of(index)``) played on the database at
    ``url`` by a service holding ``shards``; ``ready`` is awaited once they are all open, just
    before the clock starts (several processes start together: ``bench/shards.py``); on
    PostgreSQL, ``schema`` (made already) holds the tables instead of ``public``."""
    extra: dict[str, Any] = {}
    if schema is not None:
        extra["connect_args"] = {"server_settings": {"search_path": schema}}
    engine = make_engine(url, sqlite_synchronous=synchronous, **extra)
    await migrate(engine)
    service = TableService(
        make_sessions(engine),
        {"counting": CountingGame()},
        {"counting": CountingAI()},
        Pace(0, 0),
        shards=shards,
    )
    budget, tally = Budget(actions), Tally(salt=salt)
    _count_statements(engine, tally.statements)
    try:
        # Every table is open and dealt before the clock starts: the figures are for play,
        # not for 200 tables being created in the same second.
        PHASE.set("lobby")
        firsts = await asyncio.gather(
            *(new_game(service, i, _people(i), target, tally) for i in indices)
        )
        tally.games_started = 0
        if ready is not None:
            await ready()
        started, cpu_started = time.perf_counter(), time.process_time()
        started_at = time.monotonic()
        await asyncio.gather(
            *(
                play_table(service, i, first, budget, target, think, tally)
                for i, first in zip(indices, firsts, strict=True)
            )
        )
        await service.idle()
        seconds = time.perf_counter() - started
        cpu_seconds = time.process_time() - cpu_started
    finally:
        await service.close()
        await engine.dispose()
    ms = sorted(x * 1000 for x in tally.latencies)
    return ServiceFigures(
        actions=len(ms),
        seconds=seconds,
        started_at=started_at,
        p50_ms=statistics.median(ms),
        p99_ms=statistics.quantiles(ms, n=100)[98] if len(ms) > 1 else ms[0],
        max_ms=ms[-1],
        games_started=tally.games_started,
        games_finished=tally.games_finished,
        cpu_seconds=cpu_seconds,
        per_action={
            kind: count / len(ms)
            for (phase, kind), count in sorted(
                tally.statements.items(), key=lambda item: (-item[1], item[0])
            )
            if phase == "act"
        },
    )


def _count_statements(engine: AsyncEngine, counts: Counter[tuple[str, str]]) -> None:
    """Count SQL statements (by verb and table), commits and rollbacks by :data:`PHASE`."""

    def statement(*args: Any) -> None:
        sql: str = args[2]
        verb = sql.split(None, 1)[0].upper()
        table = _TABLE_OF.search(sql)
        counts[PHASE.get(), f"{verb} {table.group(1)}" if table else verb] += 1

    def commit(*_args: Any) -> None:
        counts[PHASE.get(), "COMMIT"] += 1

    def rollback(*_args: Any) -> None:
        counts[PHASE.get(), "ROLLBACK"] += 1

    event.listen(engine.sync_engine, "before_cursor_execute", statement)
    event.listen(engine.sync_engine, "commit", commit)
    event.listen(engine.sync_engine, "rollback", rollback)


async def bench_commits(path: Path, count: int, synchronous: SqliteSynchronous = "full") -> float:
    """Commits per second: one connection, one-row INSERT + COMMIT, awaited one by one, at
    the service's ``synchronous`` level (a FULL commit waits for the disk, NORMAL's does not)."""
    async with aiosqlite.connect(path) as db:
        for pragma in ("journal_mode=WAL", "busy_timeout=30000", f"synchronous={synchronous}"):
            await db.execute(f"PRAGMA {pragma}")
        await db.execute(
            "CREATE TABLE bench (id INTEGER PRIMARY KEY, table_id INTEGER, seq INTEGER, "
            "action TEXT, created_at TEXT)"
        )
        await db.commit()
        started = time.perf_counter()
        for i in range(count):
            await db.execute(
                "INSERT INTO bench (table_id, seq, action, created_at) VALUES (?, ?, ?, ?)",
                (i % 200, i, '{"amount": 1}', "2026-11-22T00:00:00+00:00"),
            )
            await db.commit()
        return count / (time.perf_counter() - started)


#: Where a profiled function lives, by path fragment, for the grouped summary.
_GROUPS = (
    ("sqlalchemy/orm", "SQLAlchemy ORM (identity map, loading, unit of work)"),
    ("sqlalchemy/sql", "SQLAlchemy SQL (statement building, compiling, cache keys)"),
    ("sqlalchemy/engine", "SQLAlchemy engine (execute, results)"),
    ("sqlalchemy", "SQLAlchemy other (pool, asyncio adaptation, util)"),
    ("aiosqlite", "aiosqlite (hand-off to its worker thread)"),
    ("asyncio", "asyncio event loop"),
    ("selectors", "asyncio event loop"),
    ("/bot/", "Parlour service and game code"),
    ("/storage/", "Parlour service and game code"),
    ("/tests/support/", "Parlour service and game code"),
)
_BUILTIN_GROUPS = (
    ("epoll", "waiting for I/O (idle, or for SQLite worker threads)"),
    ("SimpleQueue", "aiosqlite (hand-off to its worker thread)"),
    ("socket", "asyncio event loop"),
    ("greenlet", "SQLAlchemy other (pool, asyncio adaptation, util)"),
)


def _group(path: str, function: str) -> str:
    if path == "~":
        for fragment, group in _BUILTIN_GROUPS:
            if fragment in function:
                return group
        return "other built-ins"
    for fragment, group in _GROUPS:
        if fragment in path:
            return group
    return "other Python"


def profile_service(
    path: Path,
    tables: int,
    actions: int,
    target: int,
    think: float,
    top: int,
    synchronous: SqliteSynchronous,
) -> str:
    """cProfile of the service run: time by package, then the busiest functions."""
    profiler = cProfile.Profile()
    profiler.enable()
    figures = asyncio.run(bench_service(path, tables, actions, target, think, synchronous))
    profiler.disable()
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out)
    by_group: dict[str, float] = {}
    table: dict[tuple[str, int, str], tuple[Any, ...]] = stats.stats  # type: ignore[attr-defined]
    for (file, _line, function), (_cc, _nc, tottime, _ct, _callers) in table.items():
        group = _group(file, function)
        by_group[group] = by_group.get(group, 0.0) + tottime
    total = sum(by_group.values())
    print(
        f"profiled {figures.actions} actions, {figures.transactions} transactions, "
        f"{figures.seconds:.2f} s (profiling slows everything down)",
        file=out,
    )
    print("event-loop thread time by package (tottime):", file=out)
    for group, seconds in sorted(by_group.items(), key=lambda kv: -kv[1]):
        print(f"  {seconds:8.2f} s {100 * seconds / total:5.1f} %  {group}", file=out)
    print(file=out)
    shown = ", ".join(f"{kind} {n:.2f}" for kind, n in figures.per_action.items())
    print(f"SQL per action: {shown}", file=out)
    print(file=out)
    stats.strip_dirs()
    stats.sort_stats("tottime").print_stats(top)
    return out.getvalue()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=200, help="concurrent tables (200)")
    parser.add_argument("--actions", type=int, default=30000, help="actions per run (30000)")
    parser.add_argument("--target", type=int, default=300, help="counting game target (300)")
    parser.add_argument(
        "--think",
        type=float,
        default=0.2,
        help="mean seconds each table waits between moves in the latency run (0.2)",
    )
    parser.add_argument(
        "--synchronous",
        choices=("full", "normal"),
        default="full",
        help="SQLite synchronous level of the service and the baseline (full, as the bot)",
    )
    parser.add_argument("--profile", action="store_true", help="cProfile the capacity run")
    parser.add_argument("--top", type=int, default=30, help="profile rows to print (30)")
    args = parser.parse_args(argv)
    if args.tables < 1 or args.actions < 2 or not 6 <= args.target <= 1000 or args.think < 0:
        parser.error("need --tables ≥ 1, --actions ≥ 2, 6 ≤ --target ≤ 1000, --think ≥ 0")

    with tempfile.TemporaryDirectory(prefix="parlour-bench-") as tmp:
        folder = Path(tmp)
        if args.profile:
            print(
                profile_service(
                    folder / "profile.db",
                    args.tables,
                    args.actions,
                    args.target,
                    0.0,
                    args.top,
                    args.synchronous,
                )
            )
            return 0
        sync = args.synchronous
        capacity = asyncio.run(
            bench_service(folder / "capacity.db", args.tables, args.actions, args.target, 0.0, sync)
        )
        loaded = asyncio.run(
            bench_service(
                folder / "latency.db", args.tables, args.actions, args.target, args.think, sync
            )
        )
        commits = asyncio.run(bench_commits(folder / "baseline.db", args.actions, sync))

    ratio = capacity.per_second / commits
    report("capacity: every table moves again as soon as its last move is stored", args, capacity)
    report(f"latency: each table waits {args.think:g} s on average between moves", args, loaded)
    print(
        f"baseline: bare aiosqlite, one connection, INSERT + COMMIT x {args.actions}, "
        f"synchronous={args.synchronous.upper()} (the service's too)"
    )
    print(f"  commits/s        {commits:9.1f}")
    print(f"ratio capacity actions/s ÷ commits/s = {ratio:.3f} at {args.tables} tables")
    met = ratio >= GOAL_RATIO
    print(f"goal ratio ≥ {GOAL_RATIO}: {'goal met' if met else 'goal missed'}")
    met = loaded.p99_ms < GOAL_P99_MS
    print(f"goal p99 < {GOAL_P99_MS:.0f} ms under load: {'goal met' if met else 'goal missed'}")
    return 0


def report(title: str, args: argparse.Namespace, run: ServiceFigures) -> None:
    print(title)
    print(
        f"  {run.actions} actions on {args.tables} tables (counting game to {args.target}; "
        f"{run.games_started} games started, {run.games_finished} finished) in "
        f"{run.seconds:.2f} s"
    )
    print(f"  actions/s        {run.per_second:9.1f}")
    print(
        f"  transactions/s   {run.transactions / run.seconds:9.1f}"
        "   (actions + create/join/start of each game)"
    )
    print(f"  CPU/transaction  {run.cpu_ms_per_transaction:9.2f} ms   (process time, all threads)")
    shown = ", ".join(f"{kind} {n:.2f}" for kind, n in list(run.per_action.items())[:6])
    print(f"  SQL per action   {shown}")
    print(f"  latency p50      {run.p50_ms:9.2f} ms")
    print(f"  latency p99      {run.p99_ms:9.2f} ms")
    print(f"  latency max      {run.max_ms:9.2f} ms")


if __name__ == "__main__":
    sys.exit(main())
