"""Start-up with many tables in play: how soon a person's click is answered.

Run from the repository root::

    python bench/startup.py [--tables N] [--database URL]

N tables in play (default 10,000) of the real games, mixed (Whist, Bid Whist, Shengji,
Mexican Train), each with two people and two AI seats, are stored as a restart finds them:
mid-game states, an AI due at some, people at the others. Then a fresh :class:`TableService`
at the production pace starts, and one person clicks at once and another every 0.1 s (read
the table, play a legal move).

Printed, for two ways of starting:

- ``background walk`` (the bot's way): ``start_resume`` reads the tables a page at a time in
  the background, automatic moves take turns;
- ``all at once`` (before issue #19): one query of every table in play, a driver started for
  each at once;

the first click's answer time, the clicks' p50/max over the first 10 s (or until the walk
ends; the AI seats due wake after 1.5 s, the production pace), the event loop's longest lag,
how long the walk took, how many tables it drove and how many automatic moves were made
meanwhile. The same-run baseline: the same clicks on a service with nothing resuming
(median), and the ratio of the first click's time to it.

Goal (issue #19): with 10,000 stored tables, the first click is answered within 5 s.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sqlalchemy import text  # noqa: E402

from bench.recording import Tally  # noqa: E402
from bench.tables import ticker  # noqa: E402
from bot.catalogue import load_catalogue  # noqa: E402
from bot.games.base import SYSTEM, GameBase  # noqa: E402
from bot.games.options import complete_options  # noqa: E402
from bot.gc_tuning import tune_garbage_collector  # noqa: E402
from bot.tables.service import Pace, TableService  # noqa: E402
from bot.tables.snapshots import TableUpdate, UpdateKind  # noqa: E402
from storage.db import configure_models, make_engine, make_sessions, migrate  # noqa: E402
from storage.repositories import TableRepository  # noqa: E402
from tests.support.stored_tables import store_playing  # noqa: E402

GAMES = ("whist", "bidwhist", "shengji", "mexican_train")
#: seats 0 and 1 are people (users 1 and 2), 2 and 3 AI
SEATS = (1, 2, None, None)
PEOPLE_SEATS = (0, 1)
#: moves played into each stored state (several stages of a game)
STAGES = (3, 12, 25, 40, 60)
CLICK_EVERY = 0.1
#: seconds of clicking (longer if the walk is not over): the AI seats due wake after 1.5 s
WINDOW = 10.0


@dataclass(slots=True)
class Clicks:
    """People's clicks on tables waiting for them: each answer's time, in order."""

    tables: list[int]
    seconds: list[float] = field(default_factory=list)
    #: clicks refused or failed (e.g. no database connection free within the pool's 30 s)
    failed: int = 0


def mid_game(game: GameBase[Any, Any, Any], moves: int, seed: int) -> Any:
    """A state ``moves`` random legal moves into a new 4-seat game (or just before its end)."""
    rng = random.Random(seed)
    state = game.new(complete_options(game.options, {}), 4, seed)
    for _ in range(moves):
        to_act = sorted(game.to_act(state))
        if not to_act:
            break
        seat = SYSTEM if SYSTEM in to_act else to_act[0]
        after, _events = game.apply(state, seat, rng.choice(list(game.legal_actions(state, seat))))
        if game.is_over(after):
            break
        state = after
    return state


async def store(url: str, count: int, games: dict[str, GameBase[Any, Any, Any]]) -> list[int]:
    """Store ``count`` tables in play; returns the ids of those waiting for a person only."""
    engine = make_engine(url)
    if engine.dialect.name == "postgresql":
        async with engine.begin() as connection:
            await connection.execute(text("DROP SCHEMA IF EXISTS public CASCADE"))
            await connection.execute(text("CREATE SCHEMA public"))
    await migrate(engine)
    sessions = make_sessions(engine)
    per_state = count // (len(GAMES) * len(STAGES))
    waiting: list[int] = []
    channel = 1000
    for g, name in enumerate(GAMES):
        game = games[name]
        options = complete_options(game.options, {})
        for s, moves in enumerate(STAGES):
            state = mid_game(game, moves, seed=100 * g + s)
            ids = await store_playing(
                sessions,
                name,
                options,
                game.state_to_json(state),
                SEATS,
                per_state,
                first_channel=channel,
            )
            channel += per_state
            to_act = game.to_act(state)
            if to_act and to_act <= set(PEOPLE_SEATS):
                waiting += ids
    await engine.dispose()
    return waiting


async def click(service: TableService, table_id: int) -> float:
    """One person's click on a table waiting for them: read it, play a legal move."""
    started = time.perf_counter()
    table = await service.get(table_id)
    seat = min(service.game(table.game).to_act(table.state))
    user_id = table.seats[seat].user_id
    assert user_id is not None, "the bench clicks only at tables waiting for a person"
    await service.act(table_id, user_id, service.legal_for(table, seat)[0])
    return time.perf_counter() - started


async def clicking(service: TableService, clicks: Clicks, until: Callable[[], bool]) -> None:
    """A click at once, then one every CLICK_EVERY seconds until ``until()``."""
    for table_id in clicks.tables:
        started = time.perf_counter()
        try:
            clicks.seconds.append(await click(service, table_id))
        except Exception:
            clicks.seconds.append(time.perf_counter() - started)
            clicks.failed += 1
        if until():
            return
        await asyncio.sleep(CLICK_EVERY)


async def all_at_once(service: TableService) -> list[int]:
    """Start-up as before issue #19: every table in play read by one query, a driver each."""
    async with service.sessions() as session:
        ids = [t.id for t in await TableRepository(session).playing_after(0, 10**9)]
    for table_id in ids:
        service.kick_driver(table_id)
    return ids


async def scenario(
    url: str,
    games: dict[str, GameBase[Any, Any, Any]],
    players: dict[str, Any],
    waiting: list[int],
    resume: Callable[[TableService], Awaitable[list[int]]],
) -> dict[str, float]:
    """Start a service the given way and click for WINDOW seconds (or until the walk ends)."""
    engine = make_engine(url)
    service = TableService(make_sessions(engine), games, players, Pace())
    moves = Tally()

    async def count(update: TableUpdate) -> None:
        moves.moves += update.kind is UpdateKind.ACTION and update.seat not in PEOPLE_SEATS

    service.listeners.append(count)
    clicks = Clicks(waiting)
    started = time.perf_counter()
    walked: list[float] = []
    walking = asyncio.ensure_future(resume(service))
    walking.add_done_callback(lambda _: walked.append(time.perf_counter() - started))
    ticking = asyncio.create_task(ticker(moves, started + WINDOW))
    await clicking(
        service, clicks, lambda: walking.done() and time.perf_counter() > started + WINDOW
    )
    driven = await walking
    await ticking
    await service.close()
    await engine.dispose()
    return {
        "first_s": clicks.seconds[0],
        "p50_s": statistics.median(clicks.seconds),
        "max_s": max(clicks.seconds),
        "clicks": len(clicks.seconds),
        "failed": clicks.failed,
        "walk_s": walked[0],
        "driven": len(driven),
        "automatic": moves.moves,
        "lag_max_s": max(moves.lags, default=0.0),
    }


async def quiet_clicks(
    url: str, games: dict[str, GameBase[Any, Any, Any]], players: dict[str, Any], tables: list[int]
) -> float:
    """Baseline: the median click with nothing resuming (tables nobody else touches)."""
    engine = make_engine(url)
    service = TableService(make_sessions(engine), games, players, Pace())
    seconds = [await click(service, table_id) for table_id in tables]
    await service.close()
    await engine.dispose()
    return statistics.median(seconds)


async def main_async(count: int, database: str | None) -> None:
    entries = load_catalogue()
    games = {e.game.name: e.game for e in entries}
    players = {e.game.name: e.player for e in entries}
    ways: dict[str, Callable[[TableService], Awaitable[list[int]]]] = {
        "background walk": TableService.resume,
        "all at once": all_at_once,
    }
    print(f"{count} stored tables; load average {os.getloadavg()[0]:.1f}")
    for label, way in ways.items():
        with tempfile.TemporaryDirectory() as folder:
            url = database or f"sqlite+aiosqlite:///{Path(folder) / 'startup.db'}"
            stored = time.perf_counter()
            waiting = await store(url, count, games)
            stored = time.perf_counter() - stored
            random.Random(7).shuffle(waiting)
            baseline = await quiet_clicks(url, games, players, waiting[-20:])
            figures = await scenario(url, games, players, waiting[:-20], way)
        print(
            f"{label}: first click answered in {figures['first_s'] * 1000:.0f} ms "
            f"(quiet click {baseline * 1000:.1f} ms, ratio {figures['first_s'] / baseline:.1f}); "
            f"clicks over the first {WINDOW:.0f} s p50/max {figures['p50_s'] * 1000:.0f}/"
            f"{figures['max_s'] * 1000:.0f} ms ({figures['clicks']:.0f} clicks, "
            f"{figures['failed']:.0f} failed); event-loop lag "
            f"max {figures['lag_max_s'] * 1000:.0f} ms; walk {figures['walk_s']:.1f} s; "
            f"{figures['driven']:.0f} tables driven, {figures['automatic']:.0f} automatic moves "
            f"made (storing took {stored:.0f} s; load average {os.getloadavg()[0]:.1f})"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=10_000)
    parser.add_argument("--database", help="a SQLAlchemy URL (default: a fresh SQLite file)")
    args = parser.parse_args()
    configure_models()  # as the bot does
    tune_garbage_collector()
    # all at once, drivers fail for want of a connection: counted as failed clicks, not logged
    logging.getLogger("bot.tables.driver").setLevel(logging.CRITICAL)
    asyncio.run(main_async(args.tables, args.database))


if __name__ == "__main__":
    main()
