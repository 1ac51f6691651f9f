"""Shengji's forced play (what ``/settings autoplay:on`` plays for a person): a lead with one
card left, or the one set of cards a follow may be. Worked out from the rules, since the
legal-moves list of a follow is a bounded sample: checked here against every follow counted
by brute force."""

from __future__ import annotations

import random
from collections.abc import Mapping
from itertools import combinations
from typing import Any

import pytest

from bot.games.base import SYSTEM
from bot.games.cards import Suit
from bot.games.shengji import Bury, Declare, NameTrump, Pass, Phase, PlayCards, ShengjiState
from tests.games.shengji.helpers import GAME, cards, play, start, trick_of

#: the other seats' hands, long enough for any lead here
OTHERS = ("4C 4C 4C 4C 4C 4C", "6C 6C 6C 6C 6C 6C")


def led(lead: str, follower: str) -> ShengjiState:
    """Seat 0 has led ``lead``; seat 1 (holding ``follower``) is to play."""
    state = start([lead + " 3C", follower, *OTHERS], trump="H")
    state, _ = play(state, 0, lead)
    return state


def forced(state: ShengjiState, seat: int = 1) -> tuple[str, ...] | None:
    action = GAME.forced_play(state, seat)
    if action is None:
        return None
    assert isinstance(action, PlayCards) and GAME.is_play(action)
    return tuple(sorted(card.code for card in action.cards))


def test_a_lead_is_forced_only_with_one_card_left() -> None:
    last = start(["3S", "4S", "5S", "6S"])
    assert forced(last, 0) == ("3S",)
    assert forced(start(["7S 7S", "4S 5S", "5S 6S", "6S 8S"]), 0) is None  # a single or the pair


def test_the_one_card_of_the_suit_led_is_forced() -> None:
    assert forced(led("KS", "3S 7D 8D 9C")) == ("3S",)
    assert forced(led("KS", "3S 4S 7D 8D")) is None


def test_a_pair_led_forces_the_followers_only_pair() -> None:
    assert forced(led("KS KS", "9S 9S 5S 7D")) == ("9S", "9S")
    assert forced(led("KS KS", "9S 9S 5S 5S")) is None  # two pairs to choose from


def test_too_few_cards_of_the_suit_led_go_with_the_one_way_to_fill() -> None:
    assert forced(led("KS KS", "5S 8D")) == ("5S", "8D")
    assert forced(led("KS KS", "5S 8D 8D")) == ("5S", "8D")  # the same card either way
    assert forced(led("KS KS", "5S 8D 9C")) is None


def test_declaring_naming_trumps_and_burying_are_never_forced_plays() -> None:
    assert not any(GAME.is_play(a) for a in (Pass(), NameTrump(Suit.HEARTS)))
    assert not GAME.is_play(Declare(cards("2H"))) and not GAME.is_play(Bury(cards("3C")))
    state = GAME.new({}, 4, 11)
    while state.phase is not Phase.PLAY:
        assert all(GAME.forced_play(state, s) is None for s in GAME.to_act(state) - {SYSTEM})
        seat = min(GAME.to_act(state))
        state, _ = GAME.apply(state, seat, GAME.legal_actions(state, seat)[-1])


def legal_follows(state: ShengjiState, seat: int) -> set[tuple[str, ...]]:
    """Every legal follow, as sorted card codes, by trying every set of cards of the hand."""
    hand, size = state.hands[seat], len(trick_of(state).lead.cards)  # type: ignore[union-attr]
    tried = {tuple(sorted(c.code for c in picked)) for picked in combinations(hand, size)}
    return {codes for codes in tried if GAME.is_legal_play(state, seat, cards(" ".join(codes)))}


@pytest.mark.parametrize(
    "options",
    [
        {"decks": 2},
        {"decks": 2, "follow_tractor": "pairs"},
        {"decks": 3, "triple_follow": "tractor-first"},
        {"decks": 3, "triple_follow": "tractor-top"},
    ],
)
def test_forced_play_agrees_with_every_follow_counted_by_brute_force(
    options: Mapping[str, Any],
) -> None:
    """Late in random hands (eight cards or fewer, leads as long as possible): a follow is
    forced exactly when one set of cards is legal, and it is that set."""
    checked = 0
    for seed in range(4):
        rng = random.Random(seed)
        state = GAME.new(options, 4, seed)
        while not GAME.is_over(state) and state.hand_no == 0:
            seat = rng.choice(sorted(GAME.to_act(state)))
            legal = GAME.legal_actions(state, seat)
            following = state.phase is Phase.PLAY and trick_of(state).lead is not None
            if following and len(state.hands[seat]) <= 8:
                every = legal_follows(state, seat)
                assert forced(state, seat) == (next(iter(every)) if len(every) == 1 else None)
                checked += 1
            if state.phase is Phase.PLAY and not following:
                action = max(legal, key=lambda a: len(a.cards))  # type: ignore[union-attr]
            else:
                action = rng.choice(legal)
            state, _ = GAME.apply(state, seat, action)
    assert checked > 20
