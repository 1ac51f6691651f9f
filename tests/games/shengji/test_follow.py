"""Rules 10.1–10.3: following — count, suit, and the shape priority lists."""

from __future__ import annotations

from collections.abc import Mapping
from itertools import combinations
from typing import Any

import pytest

from bot.errors import IllegalAction
from bot.games.shengji import PlayCards, ShengjiState
from tests.games.shengji.helpers import GAME, action_cards, cards, play, start

THREE = {"decks": 3}


def led(
    lead: str,
    follower: str,
    *,
    options: Mapping[str, Any] | None = None,
    trump: str | None = "H",
    level: int = 2,
) -> ShengjiState:
    """Seat 0 has led ``lead``; seat 1 (holding ``follower``) is to play."""
    state = start(
        [lead + " 3C", follower, "4C 4C 4C 4C 4C 4C", "6C 6C 6C 6C 6C 6C"],
        trump=trump,
        level=level,
        options=options,
    )
    state, _ = play(state, 0, lead)
    return state


def refused(state: ShengjiState, text: str) -> str:
    with pytest.raises(IllegalAction) as info:
        GAME.apply(state, 1, PlayCards(cards(text)))
    return info.value.message


def ok(state: ShengjiState, text: str) -> None:
    GAME.check_play(state, 1, cards(text))
    assert GAME.is_legal_play(state, 1, cards(text))


# ---------------------------------------------------------------- F1, F2


def test_follow_must_play_exactly_as_many_cards_as_were_led() -> None:
    state = led("KS KS", "3S 4S 5S")
    assert "exactly 2 cards" in refused(state, "3S")


def test_follow_suit_is_required_when_holding_the_led_suit() -> None:
    state = led("KS", "3S 7D")
    before = state
    assert refused(state, "7D") == "You still hold spades: you must follow spades."
    assert state == before
    ok(state, "3S")


def test_short_in_the_led_suit_play_all_of_it_then_fill_with_anything() -> None:
    state = led("KS KS 7S 7S", "3S 9D 8D 7D 6D")
    assert refused(state, "9D 8D 7D 6D") == (
        "You hold one card in spades: you must play it before other cards."
    )
    ok(state, "3S 9D 8D 7D")


def test_trump_lead_must_be_followed_with_trumps_and_side_rank_cards_are_trumps() -> None:
    state = led("9H", "2S 7D")  # R = 2: 2S is a trump
    assert refused(state, "7D") == "You still hold trumps: you must follow trumps."
    ok(state, "2S")


def test_a_rank_card_of_the_led_suit_is_not_a_card_of_that_suit() -> None:
    state = led("KS", "2S 7D")  # 2S is a trump: the follower is void in spades
    ok(state, "7D")
    ok(state, "2S")


def test_a_void_player_may_discard_instead_of_ruffing() -> None:
    state = led("KS", "3H 7D")
    ok(state, "7D")


# ---------------------------------------------------------------- pair lead


def test_pair_lead_requires_a_pair_of_the_suit_when_held() -> None:
    state = led("KS KS", "3S 3S 9S")
    assert refused(state, "9S 3S") == "You hold a pair of spades: you must play it on a pair lead."
    ok(state, "3S 3S")


def test_pair_lead_without_a_pair_two_single_cards_of_the_suit() -> None:
    state = led("KS KS", "3S 4S 9S 7D")
    assert "still hold spades" in refused(state, "3S 7D")
    ok(state, "3S 9S")


def test_pair_lead_one_card_of_the_suit_plus_fill() -> None:
    ok(led("KS KS", "3S 7D 8D"), "3S 8D")


def test_pair_lead_pair_may_be_taken_out_of_a_triple() -> None:
    state = led("KS KS", "3S 3S 3S 9S", options=THREE)
    assert "a pair of spades" in refused(state, "3S 9S")
    ok(state, "3S 3S")


# ---------------------------------------------------------------- tractor lead


def test_tractor_lead_requires_a_tractor_when_held() -> None:
    state = led("QS QS KS KS", "3S 3S 4S 4S 8S 8S")
    msg = refused(state, "3S 3S 8S 8S")
    assert msg == (
        "You hold a tractor of 2 pairs of spades: you must play it on a tractor of 2 pairs lead."
    )
    ok(state, "3S 3S 4S 4S")


def test_tractor_lead_without_tractor_two_non_adjacent_pairs() -> None:
    state = led("QS QS KS KS", "3S 3S 6S 6S 8S 9S")
    assert "two pairs of spades" in refused(state, "3S 3S 8S 9S")
    ok(state, "3S 3S 6S 6S")


def test_tractor_lead_one_pair_plus_two_singles() -> None:
    state = led("QS QS KS KS", "3S 3S 6S 8S 9S")
    assert "a pair of spades" in refused(state, "6S 8S 9S 3S")
    ok(state, "3S 3S 6S 9S")


def test_tractor_lead_four_singles_then_fill() -> None:
    ok(led("QS QS KS KS", "3S 5S 6S 8S 9S"), "3S 5S 6S 9S")
    ok(led("QS QS KS KS", "3S 5S 7D 8D"), "3S 5S 7D 8D")


def test_longer_tractor_same_length_tractor_then_as_many_pairs_as_held() -> None:
    state = led("JS JS QS QS KS KS", "3S 3S 4S 4S 5S 5S 8S 8S")
    assert "tractor of 3 pairs" in refused(state, "3S 3S 4S 4S 8S 8S")
    ok(state, "3S 3S 4S 4S 5S 5S")
    state = led("JS JS QS QS KS KS", "3S 3S 4S 4S 7S 7S 9S")
    assert "three pairs of spades" in refused(state, "3S 3S 4S 4S 7S 9S")
    ok(state, "3S 3S 4S 4S 7S 7S")


def test_tractor_lead_needs_no_shorter_tractor_once_the_full_length_is_missing() -> None:
    state = led("JS JS QS QS KS KS", "3S 3S 4S 4S 7S 7S")
    ok(state, "3S 3S 4S 4S 7S 7S")


def test_follow_tractor_option_pairs_suffice_against_a_tractor() -> None:
    state = led("QS QS KS KS", "3S 3S 4S 4S 8S 8S", options={"follow_tractor": "pairs"})
    ok(state, "3S 3S 8S 8S")
    assert "two pairs" in refused(state, "3S 4S 8S 8S")


def test_tractor_lead_in_trumps_follows_with_trump_tractor() -> None:
    state = led("QH QH KH KH", "3H 3H 4H 4H 2S 9D")
    assert "tractor of 2 pairs of trumps" in refused(state, "3H 3H 4H 2S")


# ---------------------------------------------------------------- triples (3 decks)


def test_triple_lead_triple_then_pair_plus_single_then_singles() -> None:
    state = led("KS KS KS", "3S 3S 3S 5S 8S", options=THREE)
    assert "a triple of spades" in refused(state, "3S 3S 5S")
    ok(state, "3S 3S 3S")
    state = led("KS KS KS", "3S 3S 5S 8S", options=THREE)
    assert "a pair of spades" in refused(state, "3S 5S 8S")
    ok(state, "3S 3S 8S")
    ok(led("KS KS KS", "3S 5S 8S 9S", options=THREE), "3S 5S 9S")


CT = "QS QS QS KS KS KS"


@pytest.mark.parametrize(
    ("hand", "wrong", "right", "why"),
    [
        ("3S 3S 3S 4S 4S 4S 9S", "3S 3S 3S 4S 4S 9S", "3S 3S 3S 4S 4S 4S", "run of 2 triples"),
        ("3S 3S 3S 7S 7S 7S 9S", "3S 3S 3S 7S 7S 9S", "3S 3S 3S 7S 7S 7S", "two triples"),
        ("3S 3S 3S 7S 7S 9S JS", "3S 3S 3S 7S 9S JS", "3S 3S 3S 7S 7S 9S", "a pair"),
        ("3S 3S 3S 6S 8S JS", "3S 3S 6S 8S JS 3S", "3S 3S 3S 6S 8S JS", None),
        ("3S 3S 4S 4S 8S 9S JS", "3S 3S 8S 9S JS 4S", "3S 3S 4S 4S 8S 9S", "tractor of 2 pairs"),
        ("3S 3S 6S 6S 8S 9S JS", "3S 3S 8S 9S JS 6S", "3S 3S 6S 6S 8S 9S", "two pairs"),
        ("3S 3S 6S 7S 8S 9S JS", "3S 6S 7S 8S 9S JS", "3S 3S 6S 8S 9S JS", "a pair"),
    ],
)
def test_two_consecutive_triples_follow_s1_priority_list(
    hand: str, wrong: str, right: str, why: str | None
) -> None:
    state = led(CT, hand, options=THREE)
    ok(state, right)
    if why is not None:
        assert why in refused(state, wrong)


def test_triple_follow_s1_prefers_triple_plus_pair_to_a_tractor_of_pairs() -> None:
    state = led(CT, "3S 3S 3S 7S 7S 8S 8S", options=THREE)
    ok(state, "3S 3S 3S 7S 7S 8S")
    assert "a triple" in refused(state, "7S 7S 8S 8S 3S 3S")


def test_triple_follow_option_tractor_first_ranks_tractor_above_triple_plus_pair() -> None:
    state = led(CT, "3S 3S 3S 7S 7S 8S 8S", options={**THREE, "triple_follow": "tractor-first"})
    ok(state, "7S 7S 8S 8S 3S 3S")
    assert "tractor" in refused(state, "3S 3S 3S 7S 7S 8S")


def test_triple_follow_option_tractor_top_ranks_tractor_above_two_triples() -> None:
    hand = "3S 3S 3S 6S 6S 6S 9S 9S TS TS"
    state = led(CT, hand, options={**THREE, "triple_follow": "tractor-first"})
    ok(state, "3S 3S 3S 6S 6S 6S")
    state = led(CT, hand, options={**THREE, "triple_follow": "tractor-top"})
    ok(state, "9S 9S TS TS 3S 3S")
    assert "tractor" in refused(state, "3S 3S 3S 6S 6S 6S")


# ---------------------------------------------------------------- throw lead


def test_throw_follow_single_and_two_pairs_needs_two_pairs_and_a_single_s2_example() -> None:
    state = led("AS KS KS 9S 9S", "3S 3S 6S 6S 7S 8S")
    assert "two pairs of spades" in refused(state, "3S 3S 6S 7S 8S")
    ok(state, "3S 3S 6S 6S 8S")


def test_throw_follow_without_pairs_as_many_suit_cards_as_held_then_other_cards() -> None:
    state = led("AS KS KS 9S 9S", "3S 6S 7D 8D 9D 5C")
    ok(state, "3S 6S 7D 8D 9D")
    assert "must play all of them" in refused(state, "3S 7D 8D 9D 5C")


# ---------------------------------------------------------------- enumeration


def test_follow_enumeration_is_bounded_and_every_listed_play_is_legal_with_25_cards() -> None:
    hand = "3S 3S 4S 4S 6S 6S 7S 8S 9S JS QS 3D 4D 5D 6D 7D 8D 9D 3C 4C 5C 7C 8C 9C TC"
    state = led("AS AS KS KS", hand)
    legal = GAME.legal_actions(state, 1)
    assert 0 < len(legal) <= 60
    for action in legal:
        GAME.check_play(state, 1, action_cards(action))
    spades = cards("3S 3S 4S 4S 6S 6S 7S 8S 9S JS QS")
    accepted = {
        tuple(sorted(c.code for c in combo))
        for combo in combinations(spades, 4)
        if GAME.is_legal_play(state, 1, combo)
    }
    assert all({"3S", "4S"} <= set(play) and len(set(play)) == 2 for play in accepted)
    listed = {tuple(sorted(c.code for c in action_cards(a))) for a in legal}
    assert listed <= accepted


def test_single_lead_enumeration_lists_every_distinct_card_that_may_be_played() -> None:
    state = led("KS", "3S 4S 4S 7D")
    assert sorted(action_cards(a)[0].code for a in GAME.legal_actions(state, 1)) == ["3S", "4S"]
    state = led("KS", "3H 7D 7D")
    assert sorted(action_cards(a)[0].code for a in GAME.legal_actions(state, 1)) == ["3H", "7D"]


def test_void_follower_enumeration_includes_ruffs_of_the_exact_shape() -> None:
    state = led("QS QS KS KS", "5H 5H 6H 6H 8D 9D 7C 8C")
    plays = {tuple(sorted(c.code for c in action_cards(a))) for a in GAME.legal_actions(state, 1)}
    assert ("5H", "5H", "6H", "6H") in plays
