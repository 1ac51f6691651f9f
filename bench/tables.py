"""Real tables at scale in one process: the games people play, at people's pace.

Run from the repository root (``--help`` lists the options; docs/performance.md shows runs).
N live tables (default 100; pass several, e.g. ``--tables 100 1000``) of the real games,
mixed as servers have them (Whist, Bid Whist, Shengji, Mexican Train in turn), each with two
people and AI players in the other seats, play for S seconds (default 60) through the real
:class:`TableService` — AI and system moves at the production pace, turn timers on — and the
real presenter at the production settings (table message edits paced at 2 s, log lines every
20 s, the write budget) writing to targets that only count the writes (each taking MS
milliseconds with ``--discord-latency MS``, as Discord's round trips do; at once by default:
``stand_in.py``): so the table message (with the Mexican Train picture), the log lines and the
hand views are drawn when, and only when, the bot would draw them. Each person keeps a hand
view open; the one who acts gets theirs redrawn at once, as a click does. People think T
seconds on average (default 3, exponential), then click: read the table, act (the action
latency is from the read to the stored move). A finished game is followed by a new one at
that table. The figures count a window of S seconds after a ramp-up (``--ramp-up``, default
10 s): when play starts every table waits for a person at once, which a bot whose tables are
at every stage of their games never meets; the ramp-up's p50/p99 are printed apart, and the
window's p99 per 5 s. The Mexican Train picture is drawn where ``--pictures`` says (the
bot's ``board_pictures``; default "process", as a bot this size would set it): the child's
CPU counts in a move's, its RSS is printed apart (the bench's child also imports this script,
which ``python -m bot``'s does not).

Printed per size: moves/s (all moves: people, AI, system), people's action latency
p50/p99/max, event-loop lag p99/max (a 10 ms ticker), the longest garbage-collection pause
(per generation: the pauses' distribution, their CPU and their wait for a CPU: gcwatch.py),
RSS per live table, CPU per move (all threads, and the event loop's alone: the share one
process cannot spread over cores), Discord writes per move (every target), how
long opening the tables took, and one full collection met during play (``--census``: what it
walks, by type). RSS per live table is the process's growth from just before
the N tables open to the end of the play (N tables still live, having played: what a server
holds in steady state), divided by N; the growth by the time they are open, before any move,
is printed beside it. Both are measured after a warm-up (W seconds, default 45: ten tables
of every game playing fast, then closed), so the one-time costs of the first pictures and
moves (fonts, lazy imports, catalogs, the worded-message memo filling nearly to its bound) are
not counted as the tables'. The same-run
baseline is a bare commit loop (single-row INSERT + COMMIT, awaited one after another) on
the same database: its commits/s, and the ratio of moves/s to it.

Goals (issue #19): at 1,000 tables, action p99 < 50 ms, lag p99 < 10 ms and max < 100 ms,
no GC pause > 50 ms; at 5,000, p99 < 250 ms; RSS <= 50 KB per live table.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import cProfile
import gc
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Coroutine, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import discord

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.counters import Counters  # noqa: E402
from bench.gcwatch import full_collection_at, walk_alone  # noqa: E402
from bench.machine_figures import (  # noqa: E402
    DiskProbe,
    bare_commits,
    children_cpu,
    children_rss_bytes,
    rss_bytes,
)
from bench.people import GAMES, Clicks, TablePeople, open_table  # noqa: E402
from bench.recording import RecordingPresenter, Tally  # noqa: E402
from bot.catalogue import GameEntry, load_catalogue  # noqa: E402
from bot.config import BOARD_PICTURES  # noqa: E402
from bot.gc_tuning import (  # noqa: E402
    collections_on_the_loop,
    tune_allocator,
    tune_garbage_collector,
)
from bot.i18n.catalogs import load_catalogs  # noqa: E402
from bot.render.board_process import painter  # noqa: E402
from bot.tables.service import Pace, TableService, TableSnapshot  # noqa: E402
from storage.db import (  # noqa: E402
    SqliteSynchronous,
    configure_models,
    make_engine,
    make_sessions,
    migrate,
)

#: the warm-up's tables: ten of every game, numbered apart from the measured ones
WARM_UP_BASE = 1_000_000
WARM_UP_END = WARM_UP_BASE + 10 * len(GAMES)


@dataclass(slots=True)
class Window:
    """The measured part of the play, after a ramp-up. When play starts every table waits for
    one of its people (the opening moved its AI seats up to a person's turn), so the first
    seconds offer two to three times the steady load, which a bot whose tables are at every
    stage of their games never meets all at once: those seconds are printed apart."""

    wall: float
    tally: Tally
    counters: Counters
    writes_counter: list[int]
    cpu: float = 0.0
    loop_cpu: float = 0.0
    child_cpu: float = 0.0
    writes: int = 0

    def begin(self) -> None:
        """Called on the loop's thread (its CPU clock is that thread's)."""
        tally = self.tally
        tally.lags.clear()
        tally.gc.collections.clear()
        tally.moves = 0
        self.counters.reset()
        self.cpu, self.loop_cpu = time.process_time(), time.thread_time()
        self.child_cpu = children_cpu()
        self.writes = self.writes_counter[0]
        self.wall = time.perf_counter()

    def split(self) -> tuple[list[tuple[float, float]], list[tuple[float, float]]]:
        """The people's actions begun during the ramp-up, and those of the window."""
        began = self.wall
        ramp = [action for action in self.tally.latencies if action[0] < began]
        return ramp, [action for action in self.tally.latencies if action[0] >= began]


async def ticker(tally: Tally, until: float) -> None:
    """The event loop's lag: how late a 10 ms sleep wakes up."""
    while time.perf_counter() < until:
        started = time.perf_counter()
        await asyncio.sleep(0.01)
        tally.lags.append(time.perf_counter() - started - 0.01)


def _slices(actions: Sequence[tuple[float, float]], began: float, width: float = 5.0) -> str:
    """The action p99 of each ``width`` seconds of the window, by when the action began: a
    tail spread over the window is load, one in a slice or two is an event (a collection)."""
    by_slice: dict[int, list[float]] = {}
    for start, latency in actions:
        by_slice.setdefault(int((start - began) // width), []).append(latency * 1000)
    return " / ".join(f"{_pct(by_slice[k], 0.99):.0f}" for k in sorted(by_slice))


def _pct(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def _service(
    engine: Any, entries: Sequence[GameEntry], tally: Tally, latency: float = 0.0
) -> tuple[TableService, RecordingPresenter]:
    service = TableService(
        make_sessions(engine),
        {e.game.name: e.game for e in entries},
        {e.game.name: e.player for e in entries},
        Pace(),
        clock=discord.utils.utcnow,  # the bot's (``bot/app.py``), which the presenter reads fast
    )
    service.limits = type(service.limits)(per_host=10**6, per_server=10**6)
    recorder = RecordingPresenter(service, entries, tally, latency)
    service.listeners.append(recorder)
    return service, recorder


async def play(
    service: TableService,
    recorder: RecordingPresenter,
    firsts: list[tuple[int, TableSnapshot]],
    think: float,
    until: float,
    tally: Tally,
    counters: Counters,
) -> None:
    """Every table's people at play until ``until``. ``firsts`` is emptied: from here each
    table's snapshot is held where the bot holds it, not also as the bench opened it (a whole
    dealt state per table, walked by every full collection and counted in its figure)."""
    clicks = Clicks()
    for i, first in firsts:
        TablePeople(service, recorder, i, first, (think, until), tally, counters, clicks).go_on()
    firsts.clear()
    await ticker(tally, until)
    await clicks.finished()


async def settled(longest: float = 30.0) -> None:
    """Once the people stop, until what the bot still had in flight is done (paced redraws,
    AI moves up to a person's turn, log lines held for their gap; at most ``longest`` s): the
    tables at rest, as the figures after play count them."""
    deadline = time.perf_counter() + longest
    while len(asyncio.all_tasks()) > 1 and time.perf_counter() < deadline:
        await asyncio.sleep(0.1)


async def warm_up(engine: Any, entries: Sequence[GameEntry], seconds: float) -> None:
    """Pay the process's one-time costs before memory is measured: the fonts and the games'
    lazy imports load with the first pictures and moves, the message catalogs and memos
    fill. A few tables of every game play fast, through their own service, then close:
    whatever stays after that is the process's, not any table's."""
    tally = Tally()
    service, recorder = _service(engine, entries, tally)
    firsts = [(i, await open_table(service, i, 0)) for i in range(WARM_UP_BASE, WARM_UP_END)]
    await play(service, recorder, firsts, 0.05, time.perf_counter() + seconds, tally, Counters())
    await service.close()
    # as the bot's shutdown does (the paced redraws made at once, the writes sent): waited
    # for, so the warm-up's tables die here, not in the measured run's last collection
    await recorder.presenter.close(timeout=10.0)
    await settled(10.0)


async def run(
    url: str,
    entries: Sequence[GameEntry],
    tables: int,
    seconds: float,
    think: float,
    profile: str | None = None,
    warm_up_seconds: float = 45.0,
    latency: float = 0.0,
    counted: bool = False,
    ramp_up: float = 10.0,
    synchronous: SqliteSynchronous = "full",
) -> dict[str, Any]:
    engine = make_engine(url, sqlite_synchronous=synchronous)
    await migrate(engine)
    if warm_up_seconds > 0:
        await warm_up(engine, entries, warm_up_seconds)
        gc.collect()  # the warm-up's service, once nothing refers to it any more
    tally = Tally()
    service, recorder = _service(engine, entries, tally, latency)
    tally.gc.install()
    rss_before = rss_bytes()
    opened = time.perf_counter()
    firsts = [(i, await open_table(service, i, 0)) for i in range(tables)]
    open_seconds = time.perf_counter() - opened
    rss_opened = rss_bytes()
    counters = Counters()
    counters.install(engine)
    profiler = cProfile.Profile() if profile else None
    start = time.perf_counter()
    window = Window(start + ramp_up, tally, counters, recorder.writes)
    turns = recorder.presenter.outboxes.turns  # how long drawings waited behind the moves
    turns.delays = []
    asyncio.get_running_loop().call_later(ramp_up, turns.delays.clear)
    if ramp_up > 0:
        asyncio.get_running_loop().call_later(ramp_up, window.begin)
    else:
        window.begin()
    if profiler is not None:
        asyncio.get_running_loop().call_later(ramp_up, profiler.enable)
    until = window.wall + seconds
    full = asyncio.create_task(full_collection_at(until - min(5.0, seconds / 4), counted))
    with tempfile.TemporaryDirectory() as folder:
        probe = DiskProbe(Path(folder))
        await play(service, recorder, firsts, think, until, tally, counters)
        syncs = [took * 1000 for took in probe.stop(since=window.wall)] or [0.0]
    pause, dead, kept = await full
    counters.uninstall()
    tally.gc.uninstall()
    cpu, wall = time.process_time() - window.cpu, time.perf_counter() - window.wall
    loop_cpu = time.thread_time() - window.loop_cpu
    child_cpu = children_cpu() - window.child_cpu
    writes, moves = recorder.writes[0] - window.writes, tally.moves
    waits = [seconds * 1000 for seconds in turns.delays] or [0.0]
    await settled()  # its moves are not the play's
    rss_played = rss_bytes()  # every table still live, N of them: one per pair of people
    walk, walked = walk_alone(tables, counted)
    if profiler is not None and profile is not None:
        profiler.disable()
        profiler.dump_stats(profile)
    await service.close()
    await engine.dispose()
    ramp, actions = window.split()
    ms = [latency * 1000 for _, latency in actions] or [0.0]
    ramp_ms = [latency * 1000 for _, latency in ramp] or [0.0]
    return {
        "tables": tables,
        "open_s": open_seconds,
        "moves_per_s": moves / wall,
        "p50_ms": statistics.median(ms),
        "p99_ms": _pct(ms, 0.99),
        "max_ms": max(ms),
        "slices": _slices(actions, window.wall),
        "ramp": (len(ramp), statistics.median(ramp_ms), _pct(ramp_ms, 0.99)),
        "disk_ms": (statistics.median(syncs), _pct(syncs, 0.99), max(syncs)),
        "lag_p99_ms": _pct(tally.lags, 0.99) * 1000,
        "lag_max_ms": max(tally.lags, default=0.0) * 1000,
        "gc_max_ms": tally.gc.longest() * 1000,
        "gc_by_generation": "/".join(f"{tally.gc.longest(g) * 1000:.0f}" for g in range(3)),
        "gc_summary": tally.gc.summary(),
        "load": os.getloadavg()[0],
        "rss_kb_opened": (rss_opened - rss_before) / tables / 1024,
        "rss_kb_played": (rss_played - rss_before) / tables / 1024,
        "cpu_ms_per_move": 1000 * (cpu + child_cpu) / max(1, moves),
        "child_cpu_ms_per_move": 1000 * child_cpu / max(1, moves),
        "child_mb": children_rss_bytes() / 2**20,
        "loop_cpu_ms_per_move": 1000 * loop_cpu / max(1, moves),
        "refusals": tally.refusals,
        "writes_per_move": writes / max(1, moves),
        "per_action": counters.per_action(),
        "per_move": counters.per_move(moves),
        "full": (pause, (dead + kept) / tables, walked, dead, walk),
        "turns": (len(turns.delays) / max(1, moves), _pct(waits, 0.5), _pct(waits, 0.99)),
    }


async def with_gc(work: Coroutine[Any, Any, dict[str, Any]], on_loop: bool) -> dict[str, Any]:
    """The work, with collections only on the loop's thread as the bot does, or anywhere."""
    async with collections_on_the_loop() if on_loop else contextlib.nullcontext():
        return await work


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, nargs="+", default=[100])
    parser.add_argument(
        "--seconds", type=float, default=60.0, help="the measured window, after the ramp-up"
    )
    parser.add_argument(
        "--ramp-up",
        type=float,
        default=10.0,
        help="seconds of play before the window (printed apart; 0: none, as before 2026-11-29)",
    )
    parser.add_argument("--think", type=float, default=3.0)
    parser.add_argument("--database", help="a SQLAlchemy URL (default: a fresh SQLite file)")
    parser.add_argument(
        "--synchronous",
        choices=("full", "normal"),
        default="full",
        help="SQLite's sync of a commit (the bot's sqlite_synchronous; default full, as the "
        "bot's: a move is told stored once the disk has it; normal: what the disk's syncs add)",
    )
    parser.add_argument("--profile", help="write a cProfile of the play (not the opening) here")
    parser.add_argument(
        "--warm-up", type=float, default=45.0, help="seconds of fast play before measuring"
    )
    parser.add_argument("--no-gc-freeze", action="store_true", help="leave the GC untuned")
    parser.add_argument(
        "--discord-latency",
        type=float,
        default=0.0,
        help="ms each write to Discord takes (default 0: done at once; Discord's ~50-150)",
    )
    parser.add_argument(
        "--gc-anywhere",
        action="store_true",
        help="let any thread collect, not only the loop's (as before issue #19's gcwall)",
    )
    parser.add_argument("--census", action="store_true", help="print what collections walk")
    parser.add_argument(
        "--pictures",
        choices=BOARD_PICTURES,
        default="process",
        help="where the Mexican Train picture is drawn (the bot's board_pictures; a bot "
        "this size would draw them in a process)",
    )
    parser.add_argument(
        "--switch-interval",
        type=float,
        default=sys.getswitchinterval() * 1000,
        help="the GIL's switch interval in ms (default: CPython's, 5; 1 was tried, see docs)",
    )
    args = parser.parse_args()
    tune_allocator()  # as the bot does
    sys.setswitchinterval(args.switch_interval / 1000)
    pictures = painter(args.pictures)
    entries = load_catalogue(painter=pictures)  # once, before the freeze, as the bot does
    if not args.no_gc_freeze:
        load_catalogs()  # as the bot does before the freeze
        configure_models()
        migrate_before_the_freeze(args.database)
        tune_garbage_collector()
    try:
        for tables in args.tables:
            report(args, entries, tables)
    finally:
        pictures.close()


def migrate_before_the_freeze(url: str | None) -> None:
    """As the bot's start does (``bot.__main__._check_database``): a database migrated on an
    engine of its own, thrown away (``url``, or a fresh SQLite file), so that what the first
    migration imports (Alembic's runtime and operations, the migrations' steps) is loaded
    before the freeze; imported by the run's first migration, after it, it was walked by
    every full collection (~1,300 objects, ~4,500 references), as in no bot."""

    async def migrated(url: str) -> None:
        engine = make_engine(url)
        await migrate(engine)
        await engine.dispose()

    with tempfile.TemporaryDirectory() as folder:
        asyncio.run(migrated(url or f"sqlite+aiosqlite:///{Path(folder) / 'first.db'}"))


def report(args: argparse.Namespace, entries: Sequence[GameEntry], tables: int) -> None:
    """One size's run, printed."""
    with tempfile.TemporaryDirectory() as folder:
        url = args.database or f"sqlite+aiosqlite:///{Path(folder) / 'bench.db'}"
        baseline = asyncio.run(bare_commits(url, 2000, args.synchronous))
        figures = asyncio.run(
            with_gc(
                run(
                    url,
                    entries,
                    tables,
                    args.seconds,
                    args.think,
                    args.profile,
                    args.warm_up,
                    args.discord_latency / 1000,
                    args.census,
                    args.ramp_up,
                    args.synchronous,
                ),
                not (args.no_gc_freeze or args.gc_anywhere),
            )
        )
    print(
        f"{tables} tables: {figures['moves_per_s']:.0f} moves/s "
        f"(bare commits {baseline:.0f}/s, ratio {figures['moves_per_s'] / baseline:.3f}; "
        "a commit's sync in a process of its own meanwhile p50/p99/max "
        + "/".join(f"{ms:.1f}" for ms in figures["disk_ms"])
        + " ms); "
        f"action p50/p99/max {figures['p50_ms']:.1f}/{figures['p99_ms']:.1f}/"
        f"{figures['max_ms']:.1f} ms; lag p99/max {figures['lag_p99_ms']:.1f}/"
        f"{figures['lag_max_ms']:.1f} ms; longest GC pause {figures['gc_max_ms']:.1f} ms "
        f"(young/middle/full {figures['gc_by_generation']} ms); "
        f"RSS {figures['rss_kb_played']:.1f} KB/table after play "
        f"({figures['rss_kb_opened']:.1f} opened); CPU {figures['cpu_ms_per_move']:.2f} "
        f"ms/move ({figures['loop_cpu_ms_per_move']:.2f} on the loop's thread, "
        f"{figures['child_cpu_ms_per_move']:.2f} in the picture process); "
        f"{figures['writes_per_move']:.2f} Discord writes/move; "
        f"opening took {figures['open_s']:.1f} s; {figures['refusals']} refusals; "
        f"load average {figures['load']:.1f}; switch interval {args.switch_interval:g} ms; "
        f"synchronous {args.synchronous}; "
        f"pictures drawn in a {args.pictures}"
        + (f" (its RSS {figures['child_mb']:.0f} MB)" if args.pictures == "process" else "")
    )
    action, move = figures["per_action"], figures["per_move"]
    print(
        f"  per person's action: {action['suspensions']:.1f} suspensions, "
        f"{action['trips']:.1f} db trips, {action['statements']:.1f} statements, "
        f"{action['tasks']:.1f} tasks; per move (process): {move['trips']:.1f} db trips, "
        f"{move['statements']:.1f} statements, {move['loop_iterations']:.1f} loop "
        f"iterations, {move['tasks']:.1f} tasks"
    )
    count, p50, p99 = figures["ramp"]
    print(
        f"  action p99 by 5 s of the window: {figures['slices']} ms; the ramp-up before it "
        f"({args.ramp_up:g} s, {count} actions): p50/p99 {p50:.1f}/{p99:.1f} ms"
    )
    waits, p50, p99 = figures["turns"]
    print(
        f"  drawings that waited for a turn behind the moves: {waits:.2f} a move, "
        f"p50/p99 {p50:.1f}/{p99:.1f} ms"
    )
    print(f"  GC: {figures['gc_summary']}")
    pause, during, walked, dead, live_only = figures["full"]
    print(
        f"  a full collection during play: {pause * 1000:.1f} ms, {during:.0f} objects "
        f"walked per live table, {dead} found dead in cycles; after play, {walked:.0f} "
        f"objects per live table, their walk alone (nothing dead): {live_only * 1000:.1f} ms"
    )


if __name__ == "__main__":
    main()
