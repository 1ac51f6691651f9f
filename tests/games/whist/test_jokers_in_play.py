"""Bid Whist jokers and overtricks played from explicit deals through the engine (whist.md B6,
B9, B-2, B-3, B-7).

The card-order unit tests check ``CardOrder`` and ``playable`` alone; these go through the
auction, the declaration and ``apply``, so the refusal a player meets and the trick the table
records are the ones the rules say.
"""

from __future__ import annotations

from bot.games.cards import BIG_JOKER, SMALL_JOKER, parse_card
from bot.games.whist.actions import PlayCard
from bot.games.whist.events import DealScored, TrickWon
from bot.games.whist.state import WhistState
from tests.games.whist.helpers import BID, bid, do, only, play_first_legal, refuse, seat_to_act

#: every heart and club is placed, so each hand's suits are known whatever fills the rest
NO_HEARTS_BIG_JOKER = "BJ 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC"
PILE = "2D 3D 4D 5D 6D 7D"


def contract(hands: dict[int, str], call: str, declaration: str) -> WhistState:
    """Dealer 0; seat 1 wins the auction with ``call``, declares and keeps the kitty, and leads."""
    state = bid(0, hands, PILE, target=50)
    state, _ = do(BID, state, call, "pass", "pass", "pass", declaration, "keep")
    assert seat_to_act(BID, state) == 1
    return state


def test_bid_whist_a_joker_is_no_card_of_a_side_suit_led_so_it_cannot_replace_a_heart() -> None:
    state = contract({1: "5H", 2: "BJ 2H"}, "1", "trump S")
    state, _ = do(BID, state, "5H")
    assert PlayCard(BIG_JOKER) not in BID.legal_actions(state, 2)
    refuse(state, 2, PlayCard(BIG_JOKER), "You must follow hearts: you hold .*2♥")


def test_bid_whist_a_player_void_in_the_suit_led_may_ruff_with_a_joker_and_it_wins() -> None:
    state = contract({1: "5H AH", 2: NO_HEARTS_BIG_JOKER, 3: "KH", 0: "AS"}, "1", "trump S")
    state, events = do(BID, state, "5H", "BJ", "KH", "AS")
    assert only(events, TrickWon).winner == 2


def test_bid_whist_a_led_joker_calls_for_trumps_in_play() -> None:
    state = contract({1: "SJ", 2: "2S 2H"}, "1", "trump S")
    state, _ = do(BID, state, "SJ")
    legal = BID.legal_actions(state, 2)
    assert PlayCard(parse_card("2S")) in legal and PlayCard(parse_card("2H")) not in legal
    refuse(state, 2, PlayCard(parse_card("2H")), "You must follow spades")


def test_bid_whist_notrump_a_joker_may_not_be_discarded_while_holding_the_suit_led() -> None:
    state = contract({1: "5H", 2: "SJ 2H"}, "1 notrump", "uptown")
    state, _ = do(BID, state, "5H")
    assert PlayCard(SMALL_JOKER) not in BID.legal_actions(state, 2)
    refuse(state, 2, PlayCard(SMALL_JOKER), "You must follow hearts: you hold .*2♥")


def test_bid_whist_notrump_after_both_jokers_the_first_suited_card_sets_the_suit() -> None:
    state = contract({1: "SJ", 2: "BJ", 3: "9C", 0: "2C 2H"}, "1 notrump", "uptown")
    state, _ = do(BID, state, "SJ", "BJ", "9C")
    assert BID.legal_actions(state, 0) == (PlayCard(parse_card("2C")),)
    refuse(state, 0, PlayCard(parse_card("2H")), "You must follow clubs: you hold 2♣")
    state, events = do(BID, state, "2C")
    assert only(events, TrickWon).winner == 3


def test_bid_whist_overtricks_count_in_play_a_one_bid_taking_every_book_scores_seven() -> None:
    # Seat 1 holds both jokers and the ten top spades; the low spades are in the kitty.
    state = bid(0, {1: "BJ SJ AS KS QS JS TS 9S 8S 7S 6S 5S"}, "4S 3S 2S 2H 3H 4H", target=50)
    state, _ = do(BID, state, "1", "pass", "pass", "pass", "trump S", "keep")
    state, events = play_first_legal(BID, state, until_deal=2)
    end = only(events, DealScored)
    assert end.books == (0, 13) and end.made is True
    assert state.scores == (0, 7)
