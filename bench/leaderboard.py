"""How fast a server's leaderboard page comes back, on SQLite and on PostgreSQL.

Run from the repository root::

    python bench/leaderboard.py [--results 100000] [--guilds 50] [--players 5000]
                                [--queries 500] [--postgres-url URL | --no-postgres]

Fills a fresh database with R finished games (default 100,000) spread over G servers (50) and
P players (5,000; each server draws its tables from its own share of them, a few people play in
two servers), over the last 365 days, in four games: Whist, Bid Whist and Shengji as two
partnerships of two, Mexican Train as a free-for-all of 2–6. One game in ten has an AI seat
(recorded, not rated). Ratings and their history are computed with the real openskill code
(``bot.ratings.rate``) in finishing order, and everything is bulk-inserted with Core
executemany, so the tables hold what play would have left.

Then, Q times each (default 500), for a random server, game, page and viewer (a member of
that server): the all-time leaderboard page and the 30-day page, exactly as ``/leaderboard``
asks for them (``Leaderboards.board``: the hidden check, the count, the page and the viewer's
own rank), each in its own session, and the viewer's ``/stats`` there (``Leaderboards.stats``:
their records per game and last games). In the same run, interleaved with them, the baseline: a
primary-key lookup of one rating row through the same session machinery. The ratio
``page p50 ÷ lookup p50`` says how many trivial queries one page costs, and holds up on a busy
machine better than the milliseconds do (the load average is printed before and after).

Goal: p99 < 50 ms for a page or a ``/stats``. PostgreSQL uses a database of its own
(``parlour_bench``, created when missing) on the server of ``--postgres-url`` (default: the
test server at 127.0.0.1:5432), never the test database.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Iterator, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sqlalchemy import insert, text  # noqa: E402
from sqlalchemy.engine import make_url  # noqa: E402
from sqlalchemy.ext.asyncio import AsyncEngine  # noqa: E402

from bot.leaderboards import Leaderboards  # noqa: E402
from bot.ratings import Finished, Outcome, Skill, rate  # noqa: E402
from bot.tables.snapshots import TableStatus  # noqa: E402
from storage.db import make_engine, make_sessions, migrate  # noqa: E402
from storage.models import (  # noqa: E402
    GameResultRecord,
    GameTable,
    PlayerRating,
    RatingChange,
    ResultPlayer,
)

GOAL_P99_MS = 50.0
DEFAULT_POSTGRES = os.environ.get(
    "PARLOUR_TEST_POSTGRES_URL", "postgresql+asyncpg://postgres@127.0.0.1:5432/test"
)
BENCH_DATABASE = "parlour_bench"
NOW = datetime(2026, 11, 1, tzinfo=UTC)
TEAM_GAMES = ("whist", "bid_whist", "shengji")
GAMES = (*TEAM_GAMES, "mexican_train")
AI_SHARE = 0.1


@dataclass(frozen=True, slots=True)
class BenchSeat:
    user_id: int | None
    display_name: str
    team: int
    placing: int


@dataclass(slots=True)
class Batch:
    """One server's rows, inserted together."""

    tables: list[dict[str, Any]]
    results: list[dict[str, Any]]
    players: list[dict[str, Any]]
    changes: list[dict[str, Any]]
    ratings: list[dict[str, Any]]


def seats_for(game: str, pool: list[int], rng: random.Random) -> list[BenchSeat]:
    """A random line-up and outcome: two partnerships, or 2–6 players ranked by score."""
    if game in TEAM_GAMES:
        people: list[int | None] = list(rng.sample(pool, 4))
        if rng.random() < AI_SHARE:
            people[rng.randrange(4)] = None
        winners = rng.randrange(2)
        return [
            BenchSeat(u, f"P{u}" if u else "AI Ada", i % 2, 1 if i % 2 == winners else 2)
            for i, u in enumerate(people)
        ]
    count = rng.randint(2, 6)
    people = list(rng.sample(pool, count))
    if rng.random() < AI_SHARE:
        people[rng.randrange(count)] = None
    places = list(range(1, count + 1))
    rng.shuffle(places)
    return [BenchSeat(u, f"P{u}" if u else "AI Ada", i, places[i]) for i, u in enumerate(people)]


def server_batch(guild: int, pool: list[int], count: int, first_id: int, seed: int) -> Batch:
    """``count`` finished games of one server, rated in order as play would have."""
    rng = random.Random(seed)
    stamps = sorted(NOW - timedelta(seconds=rng.uniform(0, 365 * 86400)) for _ in range(count))
    batch = Batch([], [], [], [], [])
    skills: dict[tuple[str, int], Skill] = {}
    ratings: dict[tuple[str, int], dict[str, Any]] = {}
    for offset, at in enumerate(stamps):
        game = rng.choice(GAMES)
        finished = Finished(first_id + offset, guild, game, at, tuple(seats_for(game, pool, rng)))
        add_result_rows(batch, finished)
        rated = finished.rated_by_policy(rate_ai=False)
        mine = {u: skills[(game, u)] for u in finished.humans() if (game, u) in skills}
        for outcome in rate(finished, mine, rated):
            batch.changes.append(change_row(finished, outcome, rated))
            if rated:
                skills[(game, outcome.user_id)] = outcome.after
                add_to_rating(ratings, finished, outcome)
    batch.ratings = list(ratings.values())
    return batch


def add_result_rows(batch: Batch, f: Finished) -> None:
    batch.tables.append(
        {"id": f.result_id, "guild_id": f.guild_id, "channel_id": f.guild_id, "host_id": 1,
         "game": f.game, "status": TableStatus.FINISHED, "seed": 0}
    )  # fmt: skip
    batch.results.append(
        {"id": f.result_id, "table_id": f.result_id, "guild_id": f.guild_id, "game": f.game,
         "finished_at": f.finished_at, "summary": "", "detail": {}}
    )  # fmt: skip
    batch.players += [
        {"result_id": f.result_id, "seat": i, "user_id": s.user_id,
         "display_name": s.display_name, "team": s.team, "placing": s.placing,
         "score": 10 - s.placing}
        for i, s in enumerate(f.seats)
    ]  # fmt: skip


def change_row(f: Finished, o: Outcome, rated: bool) -> dict[str, Any]:
    return {
        "result_id": f.result_id, "guild_id": f.guild_id, "game": f.game, "user_id": o.user_id,
        "display_name": o.display_name, "finished_at": f.finished_at, "team": o.team,
        "placing": o.placing, "won": o.won, "rated": rated, "mu": o.after.mu,
        "sigma": o.after.sigma, "delta": o.delta,
    }  # fmt: skip


def add_to_rating(ratings: dict[tuple[str, int], dict[str, Any]], f: Finished, o: Outcome) -> None:
    row = ratings.setdefault(
        (f.game, o.user_id),
        {"guild_id": f.guild_id, "game": f.game, "user_id": o.user_id, "games": 0, "wins": 0},
    )
    row.update(
        display_name=o.display_name, mu=o.after.mu, sigma=o.after.sigma,
        conservative=o.after.conservative, games=row["games"] + 1,
        wins=row["wins"] + int(o.won), updated_at=f.finished_at,
    )  # fmt: skip


def pools(guilds: int, players: int, rng: random.Random) -> list[list[int]]:
    """Each server's own share of the players, plus a few who also play elsewhere."""
    share = players // guilds
    found = []
    for g in range(guilds):
        own = list(range(1 + g * share, 1 + (g + 1) * share))
        found.append(own + rng.sample(range(1, players + 1), max(2, share // 10)))
    return found


async def fill(
    engines: dict[str, AsyncEngine], results: int, guilds: int, players: int
) -> dict[str, Any]:
    """Compute every server's batch once and bulk-insert it into each database."""
    rng = random.Random(2026)
    counts = {"results": 0, "result_players": 0, "rating_changes": 0, "player_ratings": 0}
    seconds = dict.fromkeys(engines, 0.0)
    per_guild = results // guilds
    for g, pool in enumerate(pools(guilds, players, rng)):
        batch = server_batch(10_000 + g, pool, per_guild, 1 + g * per_guild, seed=g)
        for name, engine in engines.items():
            started = time.perf_counter()
            await insert_batch(engine, batch)
            seconds[name] += time.perf_counter() - started
        counts["results"] += len(batch.results)
        counts["result_players"] += len(batch.players)
        counts["rating_changes"] += len(batch.changes)
        counts["player_ratings"] += len(batch.ratings)
    for engine in engines.values():
        async with engine.begin() as conn:
            await conn.execute(text("ANALYZE"))  # planner statistics, as a live database has
    return {"counts": counts, "insert_seconds": seconds}


async def insert_batch(engine: AsyncEngine, batch: Batch) -> None:
    async with engine.begin() as conn:
        for model, rows in (
            (GameTable, batch.tables),
            (GameResultRecord, batch.results),
            (ResultPlayer, batch.players),
            (RatingChange, batch.changes),
            (PlayerRating, batch.ratings),
        ):
            await conn.execute(insert(model), rows)


@dataclass(frozen=True, slots=True)
class Timing:
    p50_ms: float
    p99_ms: float

    @classmethod
    def of(cls, seconds: list[float]) -> Timing:
        ms = sorted(s * 1000 for s in seconds)
        return cls(statistics.median(ms), statistics.quantiles(ms, n=100)[98])


async def timed(
    count: int, kinds: Mapping[str, Callable[[int], Awaitable[None]]]
) -> dict[str, Timing]:
    """Time each kind of query ``count`` times, interleaved, so a busy moment of the machine
    hits every kind alike and the ratios stay fair."""
    for i in range(min(20, count)):  # warm the statement cache and the pool
        for once in kinds.values():
            await once(i)
    spent: dict[str, list[float]] = {name: [] for name in kinds}
    for i in range(count):
        for name, once in kinds.items():
            started = time.perf_counter()
            await once(i)
            spent[name].append(time.perf_counter() - started)
    return {name: Timing.of(seconds) for name, seconds in spent.items()}


def picks(count: int, guilds: int, players: int, seed: int) -> Iterator[tuple[int, str, int, int]]:
    """Server, game, page and viewer: a member of that server, so usually a ranked one."""
    rng = random.Random(seed)
    share = players // guilds
    for _ in range(count):
        g = rng.randrange(guilds)
        viewer = 1 + g * share + rng.randrange(share)
        yield 10_000 + g, rng.choice(GAMES), rng.randrange(5), viewer


async def measure(engine: AsyncEngine, queries: int, guilds: int, players: int) -> dict[str, Any]:
    sessions = make_sessions(engine)
    chosen = list(picks(queries, guilds, players, seed=7))
    service = Leaderboards(sessions, clock=lambda: NOW)
    ranked: list[int] = []

    async def board(i: int, days: int | None = None) -> None:
        guild, game, page, viewer = chosen[i]
        found = await service.board(guild, game, days=days, page=page, viewer=viewer)
        if found is not None and days is None:
            ranked.append(found.total)

    async def stats(i: int) -> None:
        guild, _game, _page, viewer = chosen[i]
        await service.stats(guild, viewer)

    async def lookup(i: int) -> None:
        guild, game, _page, viewer = chosen[i]
        async with sessions() as session:
            await session.get(PlayerRating, (guild, game, viewer))

    kinds = {
        "all-time page": board,
        "30-day page": lambda i: board(i, 30),
        "/stats": stats,
        "pk lookup": lookup,
    }
    return {**await timed(queries, kinds), "ranked": statistics.median(ranked)}


async def fresh(url: str) -> AsyncEngine:
    engine = make_engine(url)
    if engine.dialect.name == "postgresql":
        async with engine.begin() as conn:
            await conn.execute(text("DROP SCHEMA IF EXISTS public CASCADE"))
            await conn.execute(text("CREATE SCHEMA public"))
    await migrate(engine)
    return engine


async def run(urls: dict[str, str], args: argparse.Namespace) -> None:
    engines = {name: await fresh(url) for name, url in urls.items()}
    try:
        started = time.perf_counter()
        filled = await fill(engines, args.results, args.guilds, args.players)
        print(f"filled {len(engines)} database(s) in {time.perf_counter() - started:.1f} s")
        for name, engine in engines.items():
            figures = await measure(engine, args.queries, args.guilds, args.players)
            report(name, figures, filled["counts"], filled["insert_seconds"][name])
    finally:
        for engine in engines.values():
            await engine.dispose()


async def bench_database(admin_url: str) -> str | None:
    """The URL of the benchmark's own PostgreSQL database, created if missing; None if down."""
    admin = make_engine(admin_url, isolation_level="AUTOCOMMIT")
    try:
        async with admin.connect() as conn:
            exists = await conn.scalar(
                text("SELECT 1 FROM pg_database WHERE datname = :name"), {"name": BENCH_DATABASE}
            )
            if not exists:
                await conn.execute(text(f'CREATE DATABASE "{BENCH_DATABASE}"'))
    except Exception as problem:  # the bench still reports SQLite
        print(f"PostgreSQL skipped: {type(problem).__name__}: {problem}")
        return None
    finally:
        await admin.dispose()
    return make_url(admin_url).set(database=BENCH_DATABASE).render_as_string(hide_password=False)


def report(name: str, figures: dict[str, Any], counts: dict[str, int], inserting: float) -> None:
    page, month, lookup = figures["all-time page"], figures["30-day page"], figures["pk lookup"]
    print(
        f"\n{name}: {counts['results']:,} results, {counts['result_players']:,} seats, "
        f"{counts['rating_changes']:,} rating changes, {counts['player_ratings']:,} ratings "
        f"(bulk insert {inserting:.1f} s); median all-time board: "
        f"{figures['ranked']:.0f} ranked players"
    )
    print(f"  {'query':<16} {'p50 ms':>8} {'p99 ms':>8} {'× lookup p50':>13}")
    rows = (("all-time page", page), ("30-day page", month), ("/stats", figures["/stats"]))
    for label, timing in (*rows, ("pk lookup", lookup)):
        ratio = timing.p50_ms / lookup.p50_ms
        print(f"  {label:<16} {timing.p50_ms:>8.2f} {timing.p99_ms:>8.2f} {ratio:>13.1f}")
    worst = max(timing.p99_ms for _label, timing in rows)
    verdict = "meets" if worst < GOAL_P99_MS else "MISSES"
    print(f"  goal p99 < {GOAL_P99_MS:.0f} ms: {verdict} (worst p99 {worst:.2f} ms)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--results", type=int, default=100_000, help="finished games (100000)")
    parser.add_argument("--guilds", type=int, default=50, help="servers (50)")
    parser.add_argument("--players", type=int, default=5000, help="players (5000)")
    parser.add_argument("--queries", type=int, default=500, help="timed queries of each kind")
    parser.add_argument("--postgres-url", default=DEFAULT_POSTGRES, help="a server to use")
    parser.add_argument("--no-postgres", action="store_true", help="SQLite only")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    print(f"{os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f} (others' work skews p99)")
    with tempfile.TemporaryDirectory() as tmp:
        urls = {"SQLite": f"sqlite+aiosqlite:///{Path(tmp) / 'leaderboard.db'}"}
        if not args.no_postgres:
            postgres = asyncio.run(bench_database(args.postgres_url))
            if postgres is not None:
                urls["PostgreSQL"] = postgres
        asyncio.run(run(urls, args))
    print(f"\ntotal {time.perf_counter() - started:.0f} s, load average {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
