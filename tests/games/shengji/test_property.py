"""Random legal play never breaks Shengji's invariants (hypothesis)."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.errors import IllegalAction
from bot.games.base import SYSTEM
from bot.games.cards import Card, shoe
from bot.games.shengji import FinishDeal, Phase, PlayCards, ShengjiState
from bot.games.shengji.events import HandEnded, Redealt
from bot.games.shengji.order import points_of
from bot.games.shengji.scoring import climb, outcome
from bot.games.shengji.turns import play_order
from tests.games.shengji.helpers import GAME, trick_of

OPTION_CHOICES = st.fixed_dictionaries(
    {
        "kitty_multiplier": st.sampled_from(["cards", "double"]),
        "throw_choice": st.sampled_from(["smallest", "next-player"]),
        "overturn": st.sampled_from(["ladder", "joker-final"]),
        "no_trump_trumps": st.sampled_from(["ranks", "jokers"]),
        "no_declaration": st.sampled_from(["kitty", "first-card", "partner"]),
        "direction": st.sampled_from(["counterclockwise", "clockwise"]),
        "follow_tractor": st.sampled_from(["tractor", "pairs"]),
        "triple_follow": st.sampled_from(["s1", "tractor-first", "tractor-top"]),
        "first_starter": st.sampled_from(["declare", "fixed"]),
        "declare_order": st.sampled_from(["open", "fixed-dealer"]),
    }
)


def all_cards(state: ShengjiState) -> Counter[Card]:
    if state.phase is Phase.DEAL:
        return Counter(state.deck)
    held = Counter(c for hand in state.hands for c in hand)
    held.update(state.kitty)
    if state.trick is not None:
        held.update(state.trick.cards())
    held.update(c for record in state.history for p in record.plays for c in p.cards)
    return held


def random_throw(state: ShengjiState, seat: int, rng: random.Random) -> PlayCards | None:
    """Now and then try a throw that may fail, to exercise the failed-throw procedure."""
    order = play_order(state)
    groups: dict[str, list[Card]] = {}
    for card in state.hands[seat]:
        groups.setdefault(order.group(card), []).append(card)
    group = rng.choice(sorted(groups))
    cards = groups[group]
    if len(cards) < 2:
        return None
    return PlayCards(tuple(rng.sample(cards, rng.randint(2, min(5, len(cards))))))


def play_one_hand(
    state: ShengjiState, rng: random.Random, check_json: bool = True
) -> tuple[ShengjiState, HandEnded, ShengjiState]:
    """Random legal actions until the hand ends; returns the new state and the hand summary."""
    total = Counter(shoe(state.rules.decks, jokers=True))
    hand_no = state.hand_no
    for _ in range(5000):
        assert all_cards(state) == total
        to_act = GAME.to_act(state)
        assert to_act
        seat = rng.choice(sorted(to_act))
        legal = GAME.legal_actions(state, seat)
        assert legal
        action = rng.choice(legal)
        if state.phase is Phase.PLAY and trick_of(state).lead is None and rng.random() < 0.2:
            action = random_throw(state, seat, rng) or action
        if state.phase is Phase.PLAY:
            outsider = next(s for s in range(4) if s not in to_act)
            with pytest.raises(IllegalAction, match="not your turn"):
                GAME.apply(state, outsider, action)
        if check_json:
            data = json.loads(json.dumps(GAME.action_to_json(action)))
            assert GAME.action_from_json(data) == action
        before = state
        state, events = GAME.apply(state, seat, action)
        if check_json:
            data = json.loads(json.dumps(GAME.state_to_json(state)))
            assert GAME.state_from_json(data) == state
        summary = next((e for e in events if isinstance(e, HandEnded)), None)
        if summary is not None:
            return state, summary, before
        assert state.hand_no == hand_no
    raise AssertionError("the hand did not end")


def check_summary(before: ShengjiState, end: HandEnded, decks: int) -> None:
    attackers = end.attackers
    kitty_points = points_of(before.kitty)
    assert end.kitty_points == kitty_points
    won = sum(r.points for r in before.history)
    on_table = points_of(trick_of(before).cards()) + points_of(c for h in before.hands for c in h)
    assert kitty_points + won + on_table == 100 * decks
    assert end.points == end.card_points + end.kitty_bonus + end.penalty
    result = outcome(end.points, decks)
    assert end.declarers_keep == result.declarers_keep and end.steps == result.steps
    climber = 1 - attackers if result.declarers_keep else attackers
    rules = before.rules
    expected = climb(
        end.levels_before[climber],
        result.steps,
        result.declarers_keep,
        rules.must_defend,
        rules.target,
    )
    assert end.levels[climber] == expected
    assert end.levels[1 - climber] == end.levels_before[1 - climber]


@pytest.mark.parametrize("decks", [1, 2, 3])
@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**31), options=OPTION_CHOICES)
def test_random_legal_hands_keep_every_card_and_score_by_the_table(
    decks: int, seed: int, options: dict[str, str]
) -> None:
    state = GAME.new({**options, "decks": decks}, 4, seed)
    rng = random.Random(seed)
    state, end, before = play_one_hand(state, rng)
    check_summary(before, end, decks)
    assert state.phase in (Phase.DEAL, Phase.OVER)


def test_many_full_one_deck_games_end_with_a_winner() -> None:
    for seed in range(3):
        state = GAME.new({"decks": 1}, 4, seed)
        rng = random.Random(seed)
        for _ in range(200):
            if GAME.is_over(state):
                break
            state, end, before = play_one_hand(state, rng, check_json=False)
            check_summary(before, end, 1)
        assert GAME.is_over(state) and GAME.to_act(state) == frozenset()
        assert max(state.levels) > 14
        assert GAME.result(state).placings in ((1, 2), (2, 1))


def test_system_moves_come_only_during_the_deal_and_the_last_one_closes_it() -> None:
    state = GAME.new({}, 4, 99)
    while GAME.legal_actions(state, SYSTEM) != [FinishDeal()]:
        assert SYSTEM in GAME.to_act(state)
        state, _ = GAME.apply(state, SYSTEM, GAME.legal_actions(state, SYSTEM)[0])
    state, events = GAME.apply(state, SYSTEM, FinishDeal())
    # nobody declared in the first hand: a redeal, and the deal starts again
    assert events == [Redealt()] and state.dealt == 0
