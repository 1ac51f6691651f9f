"""Listing a follower's plays works out what the hand must show once, not once per candidate
(issue #19: a follow's listing checked ~6 candidates, each redoing the requirement), and
lists exactly the plays the rules' own check accepts."""

from __future__ import annotations

import random

import pytest

from bot.games.base import SYSTEM
from bot.games.shengji import follow as follow_module
from bot.games.shengji.follow import follow_error, follow_plays
from bot.games.shengji.state import Phase, ShengjiState
from bot.games.shengji.turns import play_order
from tests.games.shengji.helpers import GAME, trick_of


def follows_of_a_hand(seed: int) -> list[tuple[ShengjiState, int]]:
    """Every (state, seat) of one randomly played hand where the seat follows a lead."""
    rng = random.Random(seed)
    state = GAME.new({"follow_tractor": "pairs" if seed % 2 else "tractor"}, 4, seed)
    found: list[tuple[ShengjiState, int]] = []
    hand = state.hand_no
    while state.hand_no == hand and state.phase is not Phase.OVER:
        seats = sorted(GAME.to_act(state) - {SYSTEM})
        seat = seats[0] if seats else SYSTEM
        legal = GAME.legal_actions(state, seat)
        if state.phase is Phase.PLAY and trick_of(state).lead is not None:
            found.append((state, seat))
        state, _ = GAME.apply(state, seat, legal[rng.randrange(len(legal))])
    return found


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_follow_listing_works_out_the_requirement_once(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = follow_module.requirement
    asked: list[int] = []

    def counted(*args: object) -> follow_module.Requirement:
        asked.append(1)
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(follow_module, "requirement", counted)
    follows = follows_of_a_hand(seed)
    assert follows
    for state, seat in follows:
        lead = trick_of(state).lead
        assert lead is not None
        hand, order = state.hands[seat], play_order(state)
        asked.clear()
        plays = follow_plays(hand, lead.cards, order, state.rules)
        assert len(asked) == 1
        assert plays
        for play in plays:  # each listed play is one the rules' own check accepts
            assert follow_error(hand, lead.cards, play, order, state.rules) is None
