"""Whist and Bid Whist speed: random games, AI games and AI decision time, against a baseline.

Run from the repository root: ``python bench/whist.py [--games N]``. Every figure is also shown
as a ratio to a trivial baseline measured in the same run (shuffling a 54-card deck with
random.Random and dealing it into four hands), so runs on different machines compare.

Goal: AI decision time p99 < 50 ms (for every kind of decision, the kitty exchange included).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.ai.whist import WhistAI
from bot.games.cards import standard_deck
from bot.games.whist import BidWhistGame, WhistGame, WhistRules

GOAL_P99_MS = 50.0


def baseline_deals_per_second(seconds: float = 0.5) -> float:
    """Shuffle 54 cards and deal them round the table, as often as possible."""
    deck = list(standard_deck(jokers=True))
    rng = random.Random(0)
    count = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        for _ in range(100):
            order = deck[:]
            rng.shuffle(order)
            hands: list[list[object]] = [[], [], [], []]
            for index, card in enumerate(order):
                hands[index % 4].append(card)
        count += 100
    return count / (time.perf_counter() - started)


def play(game: WhistRules, seed: int, ai: WhistAI | None, timings: list[float] | None) -> int:
    """One full game; returns the number of actions. With ``ai`` every seat is the AI."""
    options = {spec.key: spec.default for spec in game.options}
    state = game.new(options, 4, seed)
    rng = random.Random(seed)
    actions = 0
    while not game.is_over(state):
        (seat,) = game.to_act(state)
        legal = game.legal_actions(state, seat)
        if ai is None:
            action = legal[rng.randrange(len(legal))]
        else:
            view = game.view(state, seat)
            started = time.perf_counter()
            action = ai.choose(view, legal, seed + actions)
            if timings is not None:
                timings.append(time.perf_counter() - started)
        state, _ = game.apply(state, seat, action)
        actions += 1
    return actions


def games_per_second(
    game: WhistRules, games: int, ai: WhistAI | None, timings: list[float] | None
) -> float:
    started = time.perf_counter()
    for seed in range(games):
        play(game, seed, ai, timings)
    return games / (time.perf_counter() - started)


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=150, help="games per figure (default 150)")
    args = parser.parse_args()
    baseline = baseline_deals_per_second()
    print(f"baseline: {baseline:,.0f} shuffle-and-deals of 54 cards per second")
    ai = WhistAI()
    timings: list[float] = []
    for game in (WhistGame(), BidWhistGame()):
        rate = games_per_second(game, args.games, None, None)
        print(f"{game.title:>9}: random games/s {rate:8.1f}   ratio {rate / baseline:.5f}")
        game_timings: list[float] = []
        rate = games_per_second(game, max(1, args.games // 3), ai, game_timings)
        print(f"{game.title:>9}: AI games/s     {rate:8.1f}   ratio {rate / baseline:.5f}")
        p50 = statistics.median(game_timings) * 1000
        p99 = percentile(game_timings, 0.99) * 1000
        print(
            f"{game.title:>9}: AI decision p50 {p50:.3f} ms, p99 {p99:.3f} ms, "
            f"max {max(game_timings) * 1000:.3f} ms over {len(game_timings)} decisions "
            f"(p99 = {p99 / 1000 * baseline:.1f} baseline deals)"
        )
        timings += game_timings
    p99 = percentile(timings, 0.99) * 1000
    verdict = "goal met" if p99 < GOAL_P99_MS else "goal missed"
    print(f"AI decision p99 {p99:.3f} ms (goal < {GOAL_P99_MS:.0f} ms): {verdict}")
    return 0 if p99 < GOAL_P99_MS else 1


if __name__ == "__main__":
    raise SystemExit(main())
