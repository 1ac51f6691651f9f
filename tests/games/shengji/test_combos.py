"""Rules 5 and 9.2: pairs, triples, tractors (with every example of 5.1) and throw splitting."""

from __future__ import annotations

import pytest

from bot.games.shengji.combos import Component, can_pack, combination, decompose, pack_top
from bot.games.shengji.order import CardOrder
from tests.games.shengji.helpers import cards, order

R10_SPADES = order("T", "S")


def combo(text: str, o: CardOrder = R10_SPADES) -> Component:
    """The combination the cards make (they must make one)."""
    made = combination(cards(text), o)
    assert made is not None, text
    return made


def is_tractor(text: str, o: CardOrder = R10_SPADES) -> bool:
    made = combination(cards(text), o)
    return made is not None and made.width == 2 and made.length >= 2


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("2H 2H 3H 3H", True),  # adjacent hearts
        ("9H 9H JH JH", True),  # TH is a trump: 9 and J adjacent
        ("2S 2S 3S 3S", True),  # adjacent plain trumps
        ("9S 9S JS JS", True),  # TS moved up
        ("AS AS TD TD", True),  # off-suit rank cards directly above the trump ace
        ("TC TC TS TS", True),  # trump-suit rank card above off-suit rank cards
        ("TS TS SJ SJ", True),  # SJ directly above the trump-suit rank card
        ("SJ SJ BJ BJ", True),  # adjacent jokers
        ("9H 9H TH TH", False),  # TH is a trump, not a heart
        ("TS TS JS JS", False),  # TS far above JS
        ("TD TD TC TC", False),  # tied off-suit rank pairs
    ],
)
def test_tractor_examples_of_rules_5_1(text: str, expected: bool) -> None:
    assert is_tractor(text) is expected


def test_three_pair_tractor_across_ace_offsuit_rank_and_trump_rank() -> None:
    made = combination(cards("AS AS TD TD TS TS"), R10_SPADES)
    assert made is not None and (made.width, made.length) == (2, 3)


def test_no_trump_two_rank_card_pairs_are_not_a_tractor_but_sj_pair_with_rank_pair_is() -> None:
    o = order("T", None)
    assert is_tractor("TH TH SJ SJ", o)
    assert not is_tractor("TH TH TD TD", o)
    assert is_tractor("SJ SJ BJ BJ", o)


def test_no_trump_jokers_only_option_rank_pairs_are_tractors_in_their_suit_not_with_jokers() -> (
    None
):
    o = order(None, None)  # rules 4.2 (S2): no trump rank, the jokers alone are trumps
    assert is_tractor("9H 9H TH TH", o) and is_tractor("TH TH JH JH", o)
    assert not is_tractor("TH TH SJ SJ", o)
    assert is_tractor("SJ SJ BJ BJ", o)


def test_pair_is_two_identical_cards_not_tied_rank_cards_nor_two_jokers() -> None:
    assert combo("4H 4H").shape == (2, 1)
    assert combination(cards("TD TC"), R10_SPADES) is None
    assert combination(cards("SJ BJ"), R10_SPADES) is None


def test_triple_is_three_identical_cards() -> None:
    assert combo("4H 4H 4H").shape == (3, 1)
    assert combination(cards("4H 4H 5H"), R10_SPADES) is None


def test_consecutive_triples_are_a_run_of_triples() -> None:
    made = combo("4H 4H 4H 5H 5H 5H")
    assert made.shape == (3, 2)


def test_one_deck_only_has_singles() -> None:
    assert [p.shape for p in decompose(cards("AH KH QH"), R10_SPADES)] == [(1, 1)] * 3


def test_throw_splits_longest_tractor_first_then_pairs_then_singles() -> None:
    parts = decompose(cards("AH AH KH KH 7H 7H 3H"), R10_SPADES)
    assert [p.shape for p in parts] == [(2, 2), (2, 1), (1, 1)]


def test_throw_split_takes_two_cards_out_of_a_triple_for_a_tractor() -> None:
    parts = decompose(cards("2H 2H 2H 3H 3H"), R10_SPADES)
    assert [(p.shape, [c.code for c in p.cards]) for p in parts] == [
        ((2, 2), ["2H", "2H", "3H", "3H"]),
        ((1, 1), ["2H"]),
    ]


def test_throw_split_prefers_a_run_of_triples_to_a_run_of_pairs_of_the_same_size() -> None:
    parts = decompose(cards("2H 2H 2H 3H 3H 3H 4H 4H"), R10_SPADES)
    assert [p.shape for p in parts] == [(3, 2), (2, 1)]


def test_q44_splits_into_single_q_and_pair_4() -> None:
    parts = decompose(cards("QH 4H 4H"), R10_SPADES)
    assert [(p.shape, p.cards[0].code) for p in parts] == [((2, 1), "4H"), ((1, 1), "QH")]


def test_packing_a_tractor_can_stand_in_for_two_separate_pairs() -> None:
    o = order("2", "H")
    assert can_pack(cards("5H 5H 6H 6H"), o, [(2, 1), (2, 1)])
    assert not can_pack(cards("5H 5H 8H 8H"), o, [(2, 2)])


def test_pack_top_compares_the_top_component_of_the_leads_biggest_kind() -> None:
    o = order("2", "H")
    assert pack_top(cards("3H QH QH"), o, [(2, 1), (1, 1)]) == o.ord(cards("QH")[0])
    assert pack_top(cards("AH 9H 9H"), o, [(2, 1), (1, 1)]) == o.ord(cards("9H")[0])
