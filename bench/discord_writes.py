"""How the bot spends Discord's write budget: 4-human games against an enforcing Discord.

Run from the repository root::

    python bench/discord_writes.py [--game whist|bidwhist|shengji|mexican_train|all]
                                   [--pace fast|human|late|both|all] [--actions N]

Four members play one game through the real cogs under SimCord, each from the hand view they
opened with **Your hand**, choosing from what the view offers as the cog tests do. Games are
shortened by options (Whist and Bid Whist to 1 point, Mexican Train on a double-6 set) and
cut at ``--actions`` moves. In Shengji the players open their hands while the paced deal goes
on; whoever can declare first does, the others press **No declaration** (each press counts as
a move), then play follows the first legal play, bury or choice the hand view offers. The
simulated Discord enforces the limits of ``tests/support/ratelimits.py`` (5 writes per 5 s per
channel and per interaction token, 50 requests/s in all) and answers 429 past them. ``fast``:
the player to act moves as soon as their own hand view offers controls (the bench looks every
0.1 s); ``human``: 1–3 s later; ``late``: the same, but the fourth player takes 25–35 s, past
the 20 s after which a turn mentions its player (``both`` is fast and human, ``all`` the
three). AI and system moves keep the production pacing and settings (edit interval 2 s, log
interval 20 s). The bot's own pauses wait on SimCord's simulated clock only
(``tests/support/simclock.py``), so the figures do not depend on the machine's speed.

Prints per action: REST writes by target kind (the table's channel and thread, interaction
tokens, DMs), the 429s (budget overruns), the mentions (per player per minute, and the most
one player got in any minute), and from a click to the acting player's own view being updated
and to the table message being edited (for moves the table message shows), p50/p99.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import tempfile
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import discord
import pytest
import simcord

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.app import create_bot
from bot.catalogue import load_catalogue
from bot.config import Settings
from bot.games.base import SYSTEM
from bot.games.shengji import Declare, Pass
from bot.games.shengji.state import Phase
from bot.tables.snapshots import TableSnapshot, TableStatus
from bot.ui.message_digests import fingerprint
from tests.cogs.mexican_train_support import play_from
from tests.cogs.shengji_support import GAME as SHENGJI
from tests.cogs.shengji_support import make_move
from tests.cogs.support import components
from tests.cogs.whist_support import take_turn
from tests.support.ratelimits import RateLimits
from tests.support.simclock import pauses_on_simulated_clock

OPTIONS = {"whist": "target=1", "bidwhist": "target=1", "shengji": "", "mexican_train": "set=6"}
STEP = 0.1  # how often a fast player looks at their view, simulated seconds
HUMAN = (1.0, 3.0)  # seconds a player at the human pace takes to move
LATE = (25.0, 35.0)  # and the late player (past IDLE_AFTER: their turns get mentions)
PACES = ("fast", "human", "late")
PATIENCE = 60.0  # a view that offers nothing for this long: the bench gives up on the game
SETTLE = 30.0  # wall-clock seconds SimCord may take to settle the work of one step

Fetch = Callable[[], discord.Message]


@dataclass(frozen=True, slots=True)
class Click:
    """One move: when it was clicked, how many acknowledgements came before it, and whether
    the table message shows it (a pass while the cards are dealt, for one, does not)."""

    at: float
    acks: int
    shown: bool = False


Turn = Callable[[Any, Fetch, TableSnapshot], Awaitable[None]]


async def _whist(actor: Any, fetch: Fetch, table: TableSnapshot) -> None:
    await take_turn(actor, fetch)


async def _mexican_train(actor: Any, fetch: Fetch, table: TableSnapshot) -> None:
    await play_from(actor, fetch)


async def _shengji(actor: Any, fetch: Fetch, table: TableSnapshot) -> None:
    """While the cards come: the first declaration the hand allows while nobody has declared,
    else no declaration; after the deal the first legal play, bury or choice."""
    seat = table.seat_of(actor.id)
    assert seat is not None, "the bench's people all have seats"
    legal = SHENGJI.legal_actions(table.state, seat)
    if table.state.phase is Phase.DEAL:
        first = table.state.declaration is None
        move = next((a for a in legal if isinstance(a, Declare) and first), Pass())
        await make_move(actor, fetch, move)
        return
    await make_move(actor, fetch, legal[0])


TURNS: dict[str, Turn] = {
    "whist": _whist,
    "bidwhist": _whist,
    "shengji": _shengji,
    "mexican_train": _mexican_train,
}


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def most_in_a_minute(pings: list[tuple[float, int]]) -> int:
    """The most mentions one player got within any 60 s (simulated)."""
    return max(
        (sum(1 for t, u in pings if u == user and at <= t < at + 60) for at, user in pings),
        default=0,
    )


def offers_controls(message: discord.Message) -> bool:
    return any(not c.get("disabled") for c in components(message))


async def play(game: str, pace: str, seed: int, limit: int, db: Path, log_interval: float) -> None:
    rng = random.Random(seed)
    settings = Settings(database_url=f"sqlite+aiosqlite:///{db}", log_interval=log_interval)
    # the bot's pauses are parked, so settling waits only for real work: a generous timeout
    # costs nothing and keeps a loaded machine from stopping a run
    env = simcord.Env(create_bot(settings, load_catalogue()), settle_timeout=SETTLE)
    await env.start()
    pauses_on_simulated_clock(env)
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
    presenter = env.bot.presenter  # type: ignore[attr-defined]
    service.seed_source = lambda: seed
    created = await members[0].slash(
        channel, "table create", game=game, options=OPTIONS[game], timer="off"
    )
    lobby = created.response.message  # type: ignore[union-attr]
    for member in members[1:]:
        await member.click(lobby, label="Join")
    await members[0].click(lobby, label="Start")
    if game != "shengji":  # Shengji's deal waits for the players to pass: it is measured
        await pass_time(env, 10)  # the deal
    table = await service.get(1)
    message = await _offering(env, channel, table.message_id, "Your hand")
    views = [await m.click(message, label="Your hand") for m in members]
    by_seat = {table.seat_of(m.id): views[i] for i, m in enumerate(members)}
    start = len(limits.log)
    clicks: list[Click] = []
    waited = 0.0
    while (table := await service.get(1)).status is TableStatus.PLAYING and len(clicks) < limit:
        acting = service.game(table.game).to_act(table.state) - {SYSTEM}
        seat = min(acting, default=None)
        view = by_seat.get(seat)
        fetch = (lambda v=view: v.response.message) if view is not None else None
        if fetch is None or not offers_controls(fetch()):
            await env.advance_time(STEP)
            waited += STEP
            if waited > PATIENCE:
                print(f"  gave up: nothing to press for {PATIENCE} s", file=sys.stderr)
                break
            continue
        waited = 0.0
        if pace != "fast":
            late = pace == "late" and table.seat_of(members[-1].id) == seat
            await pass_time(env, rng.uniform(*LATE if late else HUMAN))
            table = await service.get(1)
        click = Click(limits.now(), len(limits.acks))
        actor = next(m for m in members if table.seat_of(m.id) == seat)
        before = fingerprint(presenter.table_message(table))
        await TURNS[game](actor, fetch, table)
        after = fingerprint(presenter.table_message(await service.get(1)))
        clicks.append(replace(click, shown=after != before))
        print(f"  {len(clicks)} actions at {limits.now():.1f} s", end="\r", file=sys.stderr)
    await pass_time(env, 30)
    report(game, pace, table, limits, start, clicks, channel.id)


async def pass_time(env: simcord.Env, seconds: float) -> None:
    """Let simulated time pass a second at a time (the work it wakes settles after each)."""
    while seconds > 0:
        await env.advance_time(min(seconds, 1.0))
        seconds -= 1.0


async def _offering(
    env: simcord.Env, channel: simcord.ChannelHandle, message_id: int | None, label: str
) -> discord.Message:
    """The table message once it offers ``label`` (its edit may wait for the write budget)."""
    for _ in range(int(PATIENCE / STEP)):
        message = next(m for m in channel.history() if m.id == message_id)
        if any(c.get("label") == label for c in components(message)):
            return message
        await env.advance_time(STEP)
    raise TimeoutError(f"the table message never offered {label!r}")


def report(
    game: str,
    pace: str,
    table: TableSnapshot,
    limits: RateLimits,
    start: int,
    clicks: list[Click],
    channel_id: int,
) -> None:
    writes = limits.log[start:]
    kinds = {"channel": 0, "token": 0, "dm": 0}
    public = {f"channel:{channel_id}", f"channel:{table.thread_id}"}
    for write in writes:
        kind = write.bucket.split(":")[0]
        kinds["dm" if kind == "channel" and write.bucket not in public else kind] += 1
    acks = list(limits.acks.values())
    table_edits = [
        w.at for w in writes if w.method == "PATCH" and w.path.endswith(f"/{table.message_id}")
    ]
    own: list[float] = []
    shown: list[float] = []
    for click in clicks:
        own += [acks[click.acks] - click.at] if len(acks) > click.acks else []
        if click.shown and table_edits[-1:] >= [click.at]:
            shown.append(next(t for t in table_edits if t >= click.at) - click.at)
    actions = max(len(clicks), 1)
    print(f"{game}, {pace} pace: {len(clicks)} actions, status {table.status.value}")
    for kind, count in kinds.items():
        print(f"  {kind:8} writes/action {count / actions:.2f}")
    print(f"  429s (budget overruns): {len(limits.overruns)}")
    pings = [(w.at, user) for w in writes for user in w.pinged]
    minutes = max((limits.now() - writes[0].at) / 60, 1 / 60) if writes else 1.0
    print(
        f"  mentions: {len(pings)} ({len(pings) / 4 / minutes:.2f} per player per minute);"
        f" most of one player in any minute: {most_in_a_minute(pings)}"
    )
    for name, values in (("click → own view", own), ("click → table message", shown)):
        print(
            f"  {name:22} p50 {percentile(values, 0.5):.2f} s  p99 {percentile(values, 0.99):.2f} s"
            f"  (n={len(values)})"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=(*TURNS, "all"), default="all")
    parser.add_argument("--pace", choices=(*PACES, "both", "all"), default="both")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--actions", type=int, default=80, help="stop after this many")
    parser.add_argument(
        "--log-interval",
        type=float,
        default=Settings().log_interval,
        help="seconds between play-by-play messages (0: each turn's lines at once, as before)",
    )
    args = parser.parse_args()
    games = list(TURNS) if args.game == "all" else [args.game]
    paces = {"both": ("fast", "human"), "all": PACES}.get(args.pace, (args.pace,))
    print(f"log interval {args.log_interval:g} s, seed {args.seed}, at most {args.actions} moves")
    for game in games:
        for pace in paces:
            with tempfile.TemporaryDirectory() as tmp:
                db = Path(tmp) / "bench.db"
                asyncio.run(play(game, pace, args.seed, args.actions, db, args.log_interval))


if __name__ == "__main__":
    main()
