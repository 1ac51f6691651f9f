"""How strong the AI players are: duplicate-deal matches between two players, per game.

Run from the repository root: ``python bench/ai_strength.py [--games whist,bidwhist]
[--deals N] [--budget ROLLOUTS] [--pairs strong:today,today:greedy] [--options penalty=bid]``.

Luck is taken out the bridge way: every seed is played twice with the same cards, the two
players swapping seats, so each side holds each hand once.

- Whist, Bid Whist: one deal per seed, player X on seats 0 and 2 then on 1 and 3; the figures
  are how many more books, and points, X's side takes than Y's side with the same cards (per
  deal, 95 % CI). In Bid Whist books alone reward overbidding: points tell whether it paid.
- Shengji: one hand per seed the same way; the figure is levels gained per hand more than Y
  (and points, and how many more of the hands X's side declares).
- Mexican Train: one 4-player round per seed (double-12), X in each seat in turn against three
  Y; X's share of round wins (fair share 25 %), 95 % CI; whole games: mexican_train_games.py.

Every player's decision time (p50/p99) is shown too, with the ratio of X's p99 to the same
run's yardstick (shuffling and dealing 54 cards), so runs on other machines compare.
``--budget``: the strong player's rollouts per move (its wall-clock cap stays as it is).
``--per-seed FILE`` appends each match's per-seed figures to FILE as a JSON line (to pair
runs seed by seed). ``--options``: table options, ``key=value,…`` (``penalty=bid``). Bid Whist's
``strong@C`` and ``calibrated@C`` (the calibrated bidding without the search) ask a bid to be
made with chance C whatever the scoring.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.ai_players import baseline
from bench.named_players import player_factory
from bot.games.base import SYSTEM, AIPlayer, GameBase
from bot.games.cards import standard_deck
from bot.games.mexican_train import MexicanTrainGame
from bot.games.shengji import ShengjiGame
from bot.games.shengji.events import HandEnded
from bot.games.tricks import team_of
from bot.games.whist import BidWhistGame, WhistGame
from bot.games.whist.actions import PlayCard
from bot.games.whist.state import Phase as WhistPhase
from bot.tables.driver import THINKERS, thinkers

AnyGame = GameBase[Any, Any, Any]
GAMES: dict[str, Callable[[], AnyGame]] = {
    "whist": WhistGame,
    "bidwhist": BidWhistGame,
    "shengji": ShengjiGame,
    "mexican_train": MexicanTrainGame,
}
Options = Mapping[str, Any]
DEFAULT_PAIRS = "strong:today,normal:today,easy:today,today:greedy,today:random"


@dataclass(slots=True)
class Clock:
    """Decision times (seconds) per player name."""

    times: dict[str, list[float]] = field(default_factory=dict)

    def decide(
        self, name: str, player: AIPlayer, view: Any, legal: Sequence[Any], seed: int
    ) -> Any:
        started = time.perf_counter()
        action = player.choose(view, legal, seed)
        self.times.setdefault(name, []).append(time.perf_counter() - started)
        return action


@dataclass(frozen=True, slots=True)
class Seated:
    """Who sits where: a name and a player per seat."""

    names: tuple[str, ...]
    players: tuple[AIPlayer, ...]


def _step(game: AnyGame, state: Any, seats: Seated, clock: Clock, n: int) -> tuple[Any, int, Any]:
    """One move of the lowest seat that may act (SYSTEM: its first legal move, as served)."""
    to_act = game.to_act(state)
    people = sorted(to_act - {SYSTEM})
    seat = people[0] if people else SYSTEM
    legal = game.legal_actions(state, seat)
    if seat == SYSTEM:
        return game.apply(state, seat, legal[0])[0], seat, legal[0]
    view = game.view(state, seat)
    seed = (state.seed * 7919 + n * 31 + seat) & 0x7FFFFFFF
    action = clock.decide(seats.names[seat], seats.players[seat], view, legal, seed)
    return game.apply(state, seat, action)[0], seat, action


def table_options(game: AnyGame, given: Options) -> dict[str, Any]:
    """Every option of ``game``: the defaults, overridden by those ``given`` it has."""
    return {s.key: given.get(s.key, s.default) for s in game.options}


def whist_deal(
    game: AnyGame, seed: int, seats: Seated, clock: Clock, given: Options
) -> dict[str, tuple[float, float]]:
    """Books each side takes in the first deal of a game shuffled from ``seed``, and the
    points it scores (what bidding is for: a contract set costs more than books gain)."""
    state = game.new(table_options(game, given), 4, seed)
    n = 0
    while True:
        before = state
        state, seat, action = _step(game, state, seats, clock, n)
        n += 1
        if len(state.history) == len(before.history) and not game.is_over(state):
            continue
        gained = [after - was for after, was in zip(state.scores, before.scores, strict=True)]
        if len(state.history) > len(before.history):
            gained = list(state.history[-1])
        points = (float(gained[0]), float(gained[1]))
        if before.phase is not WhistPhase.PLAY or before.trick is None:
            return {"books/deal": (0.0, 0.0), "points/deal": points}  # thrown in
        assert isinstance(action, PlayCard)
        trick = before.trick.add(seat, (action.card,))
        index = before.order.winning_index(trick.cards())
        books = list(before.books)
        books[team_of(trick.plays[index].seat)] += 1
        return {"books/deal": (float(books[0]), float(books[1])), "points/deal": points}


def shengji_hand(
    game: AnyGame, seed: int, seats: Seated, clock: Clock, given: Options
) -> dict[str, tuple[float, float]]:
    """Levels each team gains in the first hand of a game shuffled from ``seed``, and its
    points: the opponents' count (kitty bonus and penalties included) for the opponents, the
    same count negated for the declarers (finer than levels, which move by 40 points)."""
    state = game.new(table_options(game, given), 4, seed)
    start, n = state.levels, 0
    while state.hand_no == 0 and not game.is_over(state):
        before = state
        state, seat, action = _step(game, state, seats, clock, n)
        n += 1
    _, events = game.apply(before, seat, action)
    ended = next(e for e in events if isinstance(e, HandEnded))
    points = [float(-ended.points)] * 2
    points[ended.attackers] = float(ended.points)
    declared = [0.0, 0.0]
    declared[1 - ended.attackers] = 1.0
    return {
        "levels/hand": (float(state.levels[0] - start[0]), float(state.levels[1] - start[1])),
        "points/hand": (points[0], points[1]),
        "declares/hand": (declared[0], declared[1]),
    }


def train_game(
    game: AnyGame, seed: int, seats: Seated, clock: Clock, given: Options, rounds: int
) -> Any:
    """A 4-player Mexican Train game from ``seed`` played until ``rounds`` rounds are scored
    (0: to its end)."""
    state, n = game.new(table_options(game, given), 4, seed), 0
    while len(state.round_scores) < (rounds or math.inf) and not game.is_over(state):
        state, _, _ = _step(game, state, seats, clock, n)
        n += 1
    return state


@dataclass(frozen=True, slots=True)
class Match:
    """Which players meet on which seeds: X and Y by name, built by ``make``, over ``deals``
    seeds from ``first``, under the table options ``given`` (the rest the game's defaults)."""

    game: str
    x: str
    y: str
    deals: int
    make: Callable[[str, str], AIPlayer]
    first: int = 0
    given: Options | None = None

    @property
    def seeds(self) -> range:
        return range(self.first, self.first + self.deals)

    @property
    def options(self) -> Options:
        return self.given or {}

    def players(self) -> tuple[AIPlayer, AIPlayer, str, str]:
        """X's and Y's players, then the names their seats show."""
        make = self.make
        return make(self.game, self.x), make(self.game, self.y), f"{self.x} (X)", f"{self.y} (Y)"


def team_match(match: Match, clock: Clock) -> dict[str, list[float]]:
    """Per figure (books, points, levels), per seed: how much more X's side takes than Y's
    side with the same cards."""
    game = GAMES[match.game]()
    play = shengji_hand if match.game == "shengji" else whist_deal
    px, py, xa, ya = match.players()
    given = match.options
    diffs: dict[str, list[float]] = {}
    for seed in match.seeds:
        evens = play(game, seed, Seated((xa, ya, xa, ya), (px, py, px, py)), clock, given)
        odds = play(game, seed, Seated((ya, xa, ya, xa), (py, px, py, px)), clock, given)
        for figure, even in evens.items():
            odd = odds[figure]
            # same cards: X on seats 0/2 (even[0]) against Y there (odd[0]), and the other pair
            diffs.setdefault(figure, []).append(((even[0] - odd[0]) + (odd[1] - even[1])) / 2)
    return diffs


def train_match(match: Match, clock: Clock) -> list[float]:
    """Per seed and seat: X's share of the round win (ties shared) against three Y."""
    game = GAMES[match.game]()
    px, py, xa, ya = match.players()
    shares = []
    for seed in match.seeds:
        for seat in range(4):
            names = tuple(xa if s == seat else ya for s in range(4))
            players = tuple(px if s == seat else py for s in range(4))
            state = train_game(game, seed, Seated(names, players), clock, match.options, 1)
            shares.append(win_share(state.round_scores[0], seat))
    return shares


def win_share(scores: Sequence[int], seat: int) -> float:
    """The seat's share of the win (the lowest score; a tie shared)."""
    winners = [s for s, score in enumerate(scores) if score == min(scores)]
    return 1.0 / len(winners) if seat in winners else 0.0


def interval(values: list[float]) -> tuple[float, float]:
    """The mean and the half-width of its 95 % confidence interval (normal approximation)."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, math.inf
    return mean, 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def baseline_deals_per_second(seconds: float = 0.3) -> float:
    """The yardstick: shuffle 54 cards and deal them round the table, as often as possible."""
    deck = list(standard_deck(jokers=True))
    rng = random.Random(0)
    count, started = 0, time.perf_counter()
    while time.perf_counter() - started < seconds:
        order = deck[:]
        rng.shuffle(order)
        hands: list[list[object]] = [[], [], [], []]
        for index, card in enumerate(order):
            hands[index % 4].append(card)
        count += 1
    return count / (time.perf_counter() - started)


def first_plays(tables: int) -> list[tuple[Any, list[Any]]]:
    """The first card-play decision of ``tables`` Whist games: the view and the legal cards."""
    game, today = WhistGame(), baseline("whist", "today")
    positions = []
    for seed in range(tables):
        state = game.new({s.key: s.default for s in game.options}, 4, seed)
        while state.phase is not WhistPhase.PLAY:
            (seat,) = game.to_act(state)
            legal = game.legal_actions(state, seat)
            state, _ = game.apply(state, seat, today.choose(game.view(state, seat), legal, 0))
        (seat,) = game.to_act(state)
        positions.append((game.view(state, seat), list(game.legal_actions(state, seat))))
    return positions


async def loop_started(pool: ProcessPoolExecutor) -> None:
    """Start the workers before measuring: a bot starts them once, at its first strong move."""
    loop = asyncio.get_running_loop()
    await asyncio.gather(*(loop.run_in_executor(pool, time.sleep, 0.2) for _ in range(THINKERS)))


async def ticks(seconds: float) -> list[float]:
    """How late a 5 ms tick of an idle event loop wakes: the machine's own lag, to compare."""
    lags: list[float] = []
    ends = time.perf_counter() + seconds
    while time.perf_counter() < ends:
        asked = time.perf_counter()
        await asyncio.sleep(0.005)
        lags.append(time.perf_counter() - asked - 0.005)
    return lags


async def loop_lag(player: AIPlayer, tables: int) -> tuple[list[float], list[float]]:
    """Strong seats thinking at ``tables`` tables at once, as the driver runs them (in its
    worker processes): each move's wait and think, and how late a 5 ms tick of the event loop
    wakes meanwhile (the lag every other table would feel), in seconds."""
    positions = first_plays(tables)
    pool = thinkers()
    await loop_started(pool)
    loop = asyncio.get_running_loop()
    lags: list[float] = []
    done = False

    async def tick() -> None:
        while not done:
            asked = time.perf_counter()
            await asyncio.sleep(0.005)
            lags.append(time.perf_counter() - asked - 0.005)

    async def decide(view: Any, legal: list[Any], seed: int) -> float:
        asked = time.perf_counter()
        await loop.run_in_executor(pool, player.choose, view, legal, seed)
        return time.perf_counter() - asked

    ticker = asyncio.create_task(tick())
    latencies = await asyncio.gather(
        *(decide(view, legal, seed) for seed, (view, legal) in enumerate(positions))
    )
    done = True
    await ticker
    pool.shutdown()
    return list(latencies), lags


def parse_options(text: str) -> Options:
    """``key=value,…`` as typed values (true/false, integers, else the string)."""
    options: dict[str, Any] = {}
    for item in filter(None, text.split(",")):
        key, value = item.split("=")
        lowered = value.lower()
        if lowered in ("true", "false"):
            options[key] = lowered == "true"
        else:
            options[key] = int(value) if value.lstrip("-").isdigit() else value
    return options


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(GAMES), help="comma-separated game names")
    parser.add_argument("--deals", type=int, default=12, help="seeds per match (default 12)")
    parser.add_argument(
        "--first", type=int, default=0, help="first seed (tuned weights were tuned on 0-99)"
    )
    parser.add_argument("--budget", type=int, default=None, help="strong AI rollouts per move")
    parser.add_argument("--pairs", default=DEFAULT_PAIRS, help="X:Y matches, comma-separated")
    parser.add_argument(
        "--lag", type=int, default=50, help="tables whose strong seats think at once (0: skip)"
    )
    parser.add_argument("--options", default="", help="table options, key=value,…")
    parser.add_argument("--per-seed", type=Path, help="append per-seed figures (JSON lines)")
    args = parser.parse_args()
    given = parse_options(args.options)
    load = " ".join(Path("/proc/loadavg").read_text().split()[:3])
    print(f"options: {dict(given) or 'defaults'}; load average {load}")
    yardstick = baseline_deals_per_second()
    print(f"yardstick: {yardstick:,.0f} shuffle-and-deals of 54 cards per second")
    make = player_factory(args.budget)
    if args.lag:
        idle = asyncio.run(ticks(3.0))
        latencies, lags = asyncio.run(loop_lag(make("whist", "strong"), args.lag))
        print(f"idle event loop lag p99 {percentile(idle, 0.99) * 1000:.1f} ms (this machine now)")
        print(
            f"{args.lag} Whist tables' strong seats thinking at once in {THINKERS} processes: "
            f"a move waits and thinks p50 {statistics.median(latencies) * 1000:.0f} ms, "
            f"event loop lag p99 {percentile(lags, 0.99) * 1000:.1f} ms "
            f"(max {max(lags) * 1000:.1f} ms over {len(lags)} ticks; goal < 20 ms)"
        )
    for game_name in filter(None, args.games.split(",")):
        for pair in args.pairs.split(","):
            x, y = pair.split(":")
            match = Match(game_name, x, y, args.deals, make, args.first, given)
            clock = Clock()
            started = time.perf_counter()
            figures: dict[str, list[float]]
            if game_name == "mexican_train":
                values = train_match(match, clock)
                figures = {"round wins": values}
                mean, half = interval(values)
                figure = f"X wins {mean:6.1%} ± {half:.1%} of {len(values)} rounds (fair 25%)"
            else:
                figures = team_match(match, clock)
                figure = ", ".join(
                    f"X {mean:+.2f} ± {half:.2f} {unit}"
                    for unit, (mean, half) in ((u, interval(v)) for u, v in figures.items())
                )
                figure += f" over {args.deals} seeds"
            took = time.perf_counter() - started
            if args.per_seed:
                line = {"game": game_name, "x": x, "y": y, "first": args.first, **figures}
                with args.per_seed.open("a") as out:
                    out.write(json.dumps(line) + "\n")
            print(f"{game_name:>13} {x:>6} (X) vs {y:<6} (Y): {figure}  [{took:.0f} s]")
            for name, times in sorted(clock.times.items()):
                p50, p99 = statistics.median(times) * 1000, percentile(times, 0.99) * 1000
                print(
                    f"{'':>15}{name:>12} decisions {len(times):6d}: p50 {p50:8.3f} ms, "
                    f"p99 {p99:8.3f} ms (p99 = {p99 / 1000 * yardstick:,.0f} yardsticks)"
                )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
