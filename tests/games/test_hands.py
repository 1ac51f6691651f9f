"""Hands kept packed (issue #19): read back as the same tuples, one tracked object a state."""

from __future__ import annotations

import gc
import pickle

from bot.games.cards import parse_cards, standard_deck
from bot.games.dominoes import double_set, parse_tiles
from bot.games.hands import CardHands, TileHands
from bot.games.mexican_train import MexicanTrainGame
from bot.games.shengji import ShengjiGame
from bot.games.whist import WhistGame


def test_card_hands_read_back_every_card_in_order() -> None:
    deck = standard_deck(jokers=True)
    hands = CardHands((deck[:20], deck[20:], (), deck[5:6]))
    assert list(hands) == [deck[:20], deck[20:], (), deck[5:6]]
    assert hands[1] == deck[20:] and hands[-1] == deck[5:6]
    assert hands[1:3] == (deck[20:], ())
    assert len(hands) == 4 and hands.sizes() == (20, len(deck) - 20, 0, 1)
    assert hands.codes()[3] == [deck[5].code]


def test_tile_hands_read_back_every_tile_of_the_biggest_set() -> None:
    tiles = double_set(18)
    hands = TileHands((tiles, tiles[::-1]))
    assert hands[0] == tiles and hands[1] == tiles[::-1]
    assert hands.codes()[0] == [tile.code for tile in tiles]


def test_a_seat_s_hand_is_replaced_and_the_others_are_kept() -> None:
    hands = CardHands((parse_cards("AS KS"), parse_cards("2H"), (), ()))
    after = hands.with_hand(0, parse_cards("KS"))
    assert after[0] == parse_cards("KS") and after[1] == parse_cards("2H")
    assert hands[0] == parse_cards("AS KS")  # the old value is unchanged


def test_hands_compare_hash_and_pickle_by_their_cards() -> None:
    one = CardHands((parse_cards("AS"), ()))
    same = CardHands((parse_cards("AS"), ()))
    assert one == same and hash(one) == hash(same)
    assert one != CardHands(((), parse_cards("AS")))
    assert one != TileHands((parse_tiles("1-1"), ()))  # cards are never tiles
    assert pickle.loads(pickle.dumps(one)) == one
    assert "AS" in repr(one)


def test_a_state_s_hands_are_one_object_the_collector_walks() -> None:
    """A tuple of hands was five tracked objects; packed, the strings are never tracked."""
    states = [
        WhistGame().new({}, 4, 1).hands,
        ShengjiGame().new({}, 4, 1).hands,
        MexicanTrainGame().new({}, 4, 1).round.hands,
    ]
    gc.collect()
    for hands in states:
        held = [value for value in gc.get_referents(hands) if value is not type(hands)]
        assert [gc.is_tracked(value) for value in held] == [False]
