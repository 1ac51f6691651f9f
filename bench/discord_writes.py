"""How the bot spends Discord's write budget: a 4-human Whist game against an enforcing Discord.

Run from the repository root::

    python bench/discord_writes.py [--pace fast|human] [--game whist|bidwhist] [--actions N]

Four members play one game through the real cogs under SimCord, each from the hand view they
opened with **Your hand**, always choosing the first control offered (as the cog tests do).
The simulated Discord enforces the limits of ``tests/support/ratelimits.py`` (5 writes per
5 s per channel and per interaction token, 50 requests/s in all) and answers 429 past them.
``fast``: each member acts the moment the bot has answered; ``human``: 1–3 s (simulated)
between actions. Times are SimCord's simulated clock, so the figures do not depend on the
machine's speed.

Prints per action: REST writes by target kind (channel, interaction token), the 429s
(budget overruns), and from a click to the acting player's own view being edited and to the
table message being edited, p50/p99.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
from pathlib import Path

import pytest
import simcord

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.config import Settings
from bot.tables.snapshots import TableStatus
from tests.cogs.whist_support import build_bot, take_turn
from tests.support.ratelimits import RateLimits


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def play(game: str, pace: str, seed: int, limit: int, db: Path) -> None:
    rng = random.Random(seed)
    settings = Settings(database_url=f"sqlite+aiosqlite:///{db}")
    env = simcord.Env(build_bot(settings), settle_timeout=120)
    await env.start()
    try:
        with pytest.MonkeyPatch.context() as patch:
            limits = RateLimits(env).install(patch)
            await _game(env, limits, game, pace, rng, seed, limit)
    finally:
        await env.shutdown()


async def _game(
    env: simcord.Env,
    limits: RateLimits,
    game: str,
    pace: str,
    rng: random.Random,
    seed: int,
    limit: int,
) -> None:
    guild = env.create_guild("Bench")
    channel = guild.create_text_channel("games")
    members = [guild.add_member(env.create_user(n)) for n in ("alice", "bob", "carol", "dave")]
    service = env.bot.service  # type: ignore[attr-defined]
    service.seed_source = lambda: seed
    created = await members[0].slash(channel, "table create", game=game, options="target=1")
    lobby = created.response.message  # type: ignore[union-attr]
    for member in members[1:]:
        await member.click(lobby, label="Join")
    await members[0].click(lobby, label="Start")
    await env.advance_time(10)
    table = await service.get(1)
    message = next(m for m in channel.history() if m.id == table.message_id)
    views = [await m.click(message, label="Your hand") for m in members]
    start = len(limits.log)
    own: list[float] = []
    shown: list[float] = []
    actions = 0
    while (table := await service.get(1)).status is TableStatus.PLAYING and actions < limit:
        game_obj = service.game(table.game)
        (seat,) = game_obj.to_act(table.state)
        clicked = limits.now()
        before = len(limits.log)
        await take_turn(members[seat], lambda s=seat: views[s].response.message)  # type: ignore[misc]
        actions += 1
        print(f"  {actions} actions at {limits.now():.1f} s", end="\r", file=sys.stderr)
        if pace == "human":
            await env.advance_time(rng.uniform(1.0, 3.0))
        else:
            await env.advance_time(0.3)
        writes = limits.log[before:]
        token = [w.at for w in writes if w.bucket.startswith("token:")]
        table_bucket = f"channel:{channel.id}"
        edits = [w.at for w in writes if w.method == "PATCH" and w.bucket == table_bucket]
        own += [token[0] - clicked] if token else []
        shown += [edits[0] - clicked] if edits else []
    await env.advance_time(30)
    writes = limits.log[start:]
    kinds = {"channel": 0, "token": 0}
    for write in writes:
        kinds[write.bucket.split(":")[0]] += 1
    print(f"{game}, {pace} pace: {actions} actions, status {table.status.value}")
    for kind, count in kinds.items():
        print(f"  {kind:8} writes/action {count / max(actions, 1):.2f}")
    print(f"  429s (budget overruns): {len(limits.overruns)}")
    for name, values in (("click → own view", own), ("click → table message", shown)):
        print(
            f"  {name:22} p50 {percentile(values, 0.5):.2f} s  p99 {percentile(values, 0.99):.2f} s"
            f"  (n={len(values)}, mean {statistics.fmean(values) if values else float('nan'):.2f})"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=("whist", "bidwhist"), default="whist")
    parser.add_argument("--pace", choices=("fast", "human"), default="fast")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--actions", type=int, default=400, help="stop after this many")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        asyncio.run(play(args.game, args.pace, args.seed, args.actions, Path(tmp) / "bench.db"))


if __name__ == "__main__":
    main()
