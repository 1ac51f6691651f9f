"""Mexican Train speed: random rounds, AI decisions and board pictures, against a baseline.

Run from the repository root: ``python bench/mexican_train.py`` (``--board``: the board
pictures only). Every figure is also shown as
a ratio to a trivial baseline measured in the same run (shuffling and dealing a double-12 set
with random.Random), so runs on different machines can be compared.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.ai.mexican_train import MexicanTrainAI
from bot.games.dominoes import double_set
from bot.games.mexican_train import MexicanTrainGame, MexicanTrainState
from bot.render.board_image import render_board

PLAYERS = 8
OPTIONS = {"set": 12}
#: names in every script the board draws (each falls back to the font that has its glyphs)
NAMES = ["Siôn", "小明", "अनु", "Xiǎomíng", "Łukasz", "王小龍", "प्रिया", "Player 8"]
ROUNDS_GOAL = 50.0  # random double-12 rounds per second at 8 players
AI_P99_GOAL_MS = 50.0
RENDER_P99_GOAL_MS = 150.0


def baseline_deals_per_second(seconds: float = 0.5) -> float:
    """Shuffle a double-12 set and deal 8 hands of 9: the yardstick for every ratio."""
    tiles = list(double_set(12))
    rng = random.Random(0)
    count, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        rng.shuffle(tiles)
        _ = [tuple(tiles[i * 9 : (i + 1) * 9]) for i in range(PLAYERS)]
        count += 1
    return count / (time.perf_counter() - start)


def random_rounds(game: MexicanTrainGame, count: int) -> float:
    start = time.perf_counter()
    for seed in range(count):
        state = game.new(OPTIONS, PLAYERS, seed)
        rng = random.Random(seed)
        while state.round.number == 0:
            (seat,) = game.to_act(state)
            state, _ = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
    return count / (time.perf_counter() - start)


def ai_rounds(game: MexicanTrainGame, count: int) -> tuple[float, list[float]]:
    """All-AI rounds per second, and every decision's time in milliseconds."""
    ai, times = MexicanTrainAI(), []
    start = time.perf_counter()
    for seed in range(count):
        state = game.new(OPTIONS, PLAYERS, seed)
        while state.round.number == 0:
            (seat,) = game.to_act(state)
            legal = game.legal_actions(state, seat)
            view = game.view(state, seat)
            tick = time.perf_counter()
            action = ai.choose(view, legal, seed)
            times.append((time.perf_counter() - tick) * 1000)
            state, _ = game.apply(state, seat, action)
    return count / (time.perf_counter() - start), times


def late_states(game: MexicanTrainGame, count: int) -> list[MexicanTrainState]:
    """States just before a random round ends: the longest trains a round produces."""
    states = []
    for seed in range(count):
        state = game.new(OPTIONS, PLAYERS, seed)
        rng = random.Random(seed)
        while True:
            (seat,) = game.to_act(state)
            after, _ = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
            if after.round.number != state.round.number:
                break
            state = after
        states.append(state)
    return states


def render_times(game: MexicanTrainGame, states: list[MexicanTrainState]) -> list[float]:
    times = []
    for _ in range(3):
        for state in states:
            view = game.view(state, None)
            tick = time.perf_counter()
            render_board(view, NAMES)
            times.append((time.perf_counter() - tick) * 1000)
    return times


def p99(values: list[float]) -> float:
    return sorted(values)[min(len(values) - 1, int(len(values) * 0.99))]


def verdict(met: bool) -> str:
    return "goal met" if met else "goal missed"


def main() -> None:
    game = MexicanTrainGame()
    base = baseline_deals_per_second()
    base_ms = 1000 / base
    print(f"baseline: {base:,.0f} shuffle+deals per second ({base_ms * 1000:.1f} µs each)")
    if "--board" not in sys.argv[1:]:
        rules(game, base, base_ms)
    board(game, base_ms)


def rules(game: MexicanTrainGame, base: float, base_ms: float) -> None:
    rounds = random_rounds(game, 200)
    print(
        f"random rounds (double-12, {PLAYERS} players): {rounds:,.1f}/s "
        f"= 1 per {base / rounds:,.0f} baseline deals · goal ≥ {ROUNDS_GOAL:.0f}/s: "
        f"{verdict(rounds >= ROUNDS_GOAL)}"
    )

    ai_speed, decisions = ai_rounds(game, 100)
    p50, worst = statistics.median(decisions), p99(decisions)
    print(
        f"AI rounds (all {PLAYERS} seats AI): {ai_speed:,.1f}/s "
        f"= 1 per {base / ai_speed:,.0f} baseline deals"
    )
    print(
        f"AI decision: p50 {p50:.3f} ms ({p50 / base_ms:.1f}× baseline), "
        f"p99 {worst:.3f} ms ({worst / base_ms:.1f}× baseline) · goal p99 < {AI_P99_GOAL_MS:.0f}"
        f" ms: {verdict(worst < AI_P99_GOAL_MS)}"
    )


def board(game: MexicanTrainGame, base_ms: float) -> None:
    renders = render_times(game, late_states(game, 40))
    r50, r99 = statistics.median(renders), p99(renders)
    print(
        f"board image ({PLAYERS} players, late in a round): p50 {r50:.1f} ms "
        f"({r50 / base_ms:.0f}× baseline), p99 {r99:.1f} ms ({r99 / base_ms:.0f}× baseline) · "
        f"goal p99 < {RENDER_P99_GOAL_MS:.0f} ms: {verdict(r99 < RENDER_P99_GOAL_MS)}"
    )


if __name__ == "__main__":
    main()
