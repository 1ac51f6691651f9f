"""Shengji engine and AI speed: legal-play checks, random and AI hands, AI decision time.

Run from the repo root: ``python bench/shengji.py``. Each figure is also printed as a ratio
to a trivial baseline measured in the same run (shuffling and dealing 108 cards with
random.Random), so figures from different machines can be compared.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.ai.shengji import ShengjiAI
from bot.games.base import SYSTEM
from bot.games.cards import Card, shoe
from bot.games.shengji import Phase, ShengjiGame, ShengjiState

GAME = ShengjiGame()
AI = ShengjiAI()
#: a follow seen in play: the state, the seat and the cards it played, to check again later
Follow = tuple[ShengjiState, int, tuple[Card, ...]]
GOAL_P99_MS = 100.0


def baseline_per_second(seconds: float = 0.5) -> float:
    """Shuffle and deal 108 cards into four hands: the unit every figure is compared to."""
    cards = list(shoe(2, jokers=True))
    rng = random.Random(1)
    count, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        rng.shuffle(cards)
        hands: list[list[object]] = [[], [], [], []]
        for i, card in enumerate(cards[:100]):
            hands[i % 4].append(card)
        count += 1
    return count / (time.perf_counter() - start)


def play_hand(
    state: ShengjiState,
    rng: random.Random,
    ai: bool,
    decisions: list[float] | None = None,
    follows: list[Follow] | None = None,
) -> ShengjiState:
    """One hand: AI seats move before SYSTEM (the way a table should drive them)."""
    hand_no = state.hand_no
    while state.hand_no == hand_no and not GAME.is_over(state):
        to_act = GAME.to_act(state)
        seats = sorted(to_act - {SYSTEM})
        # random play: a seat that may declare does so (or passes) half the time, as people do
        if seats and (ai or SYSTEM not in to_act or rng.random() < 0.5):
            seat = seats[0]
            legal = GAME.legal_actions(state, seat)
            if ai:
                view = GAME.view(state, seat)
                start = time.perf_counter()
                action = AI.choose(view, legal, rng.randrange(1 << 30))
                if decisions is not None:
                    decisions.append(time.perf_counter() - start)
            else:
                action = rng.choice(legal)
            trick = state.trick
            if follows is not None and state.phase is Phase.PLAY and trick and trick.lead:
                follows.append((state, seat, action.cards))
        else:
            seat, action = SYSTEM, GAME.legal_actions(state, SYSTEM)[0]
        state, _ = GAME.apply(state, seat, action)
    return state


def hands_per_second(
    ai: bool,
    decks: int,
    seconds: float,
    decisions: list[float] | None = None,
    follows: list[Follow] | None = None,
) -> float:
    rng = random.Random(decks)
    count, start = 0, time.perf_counter()
    state = GAME.new({"decks": decks}, 4, 1)
    while time.perf_counter() - start < seconds:
        state = play_hand(state, rng, ai, decisions, follows)
        count += 1
        if GAME.is_over(state):
            state = GAME.new({"decks": decks}, 4, count)
    return count / (time.perf_counter() - start)


def main() -> None:
    base = baseline_per_second()
    print(f"baseline: {base:,.0f} shuffle+deal of 108 cards per second")
    follows: list[Follow] = []
    for decks in (1, 2, 3):
        rate = hands_per_second(False, decks, 2.0, follows=follows if decks == 2 else None)
        print(f"random hands, {decks} deck(s): {rate:,.1f}/s  (= baseline / {base / rate:,.0f})")
    start = time.perf_counter()
    for state, seat, cards in follows:
        GAME.is_legal_play(state, seat, cards)
    checks = len(follows) / (time.perf_counter() - start)
    print(
        f"legal-play checks (follows, 2 decks): {checks:,.0f}/s  "
        f"(= baseline × {checks / base:,.2f})"
    )
    enum_times = []
    for state, seat, _ in follows[:2000]:
        t = time.perf_counter()
        GAME.legal_actions(state, seat)
        enum_times.append(time.perf_counter() - t)
    enum_times.sort()
    print(
        f"follow enumeration: p50 {enum_times[len(enum_times) // 2] * 1e3:.2f} ms, "
        f"p99 {enum_times[int(len(enum_times) * 0.99)] * 1e3:.2f} ms"
    )
    decisions: list[float] = []
    for decks in (1, 2, 3):
        rate = hands_per_second(True, decks, 3.0, decisions=decisions)
        print(f"AI hands, {decks} deck(s): {rate:,.1f}/s  (= baseline / {base / rate:,.0f})")
    decisions.sort()
    p50 = decisions[len(decisions) // 2] * 1e3
    p99 = decisions[int(len(decisions) * 0.99)] * 1e3
    unit = 1e3 / base
    print(
        f"AI decision: p50 {p50:.2f} ms, p99 {p99:.2f} ms over {len(decisions)} moves "
        f"(p99 = {p99 / unit:,.1f} baseline operations)"
    )
    print(
        f"goal AI p99 < {GOAL_P99_MS:.0f} ms: {'goal met' if p99 < GOAL_P99_MS else 'goal missed'}"
    )


if __name__ == "__main__":
    main()
