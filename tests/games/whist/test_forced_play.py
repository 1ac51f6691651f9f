"""Whist's forced play (what ``/settings autoplay:on`` plays for a person): the one card of
the suit led, or the last card of a deal; never a bid, a trump, a direction or an exchange."""

from __future__ import annotations

from bot.games.cards import parse_card
from bot.games.whist.actions import Exchange, MakeBid, Pass, PlayCard
from bot.games.whist.bidding import Bid, BidKind
from tests.games.whist.helpers import BID, CLASSIC, bid, classic, do, seat_to_act

#: seat 1 holds one heart among its thirteen cards
ONE_HEART = "2H 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS"


def test_the_one_card_of_the_suit_led_is_the_forced_play() -> None:
    state, _ = do(CLASSIC, classic(3, {0: "AH KH QH", 1: ONE_HEART}), "AH")
    assert CLASSIC.forced_play(state, 1) == PlayCard(parse_card("2H"))
    assert CLASSIC.is_play(PlayCard(parse_card("2H")))


def test_two_cards_of_the_suit_led_are_a_choice() -> None:
    state, _ = do(CLASSIC, classic(3, {0: "AH KH", 1: "2H 3H 3S 4S 5S"}), "AH")
    assert CLASSIC.forced_play(state, 1) is None


def test_no_card_of_the_suit_led_leaves_every_card_free() -> None:
    state, _ = do(CLASSIC, classic(3, {0: "AH KH QH JH", 1: "2S 3S 4S 5S 6S 7S 8S 9S"}), "AH")
    assert CLASSIC.forced_play(state, 1) is None


def test_a_lead_is_forced_only_by_the_last_card_of_the_deal() -> None:
    state = classic(3, {0: "AH KH QH", 1: ONE_HEART})
    assert CLASSIC.forced_play(state, 0) is None  # thirteen cards to lead from
    while len(state.hands[0]) > 1 or seat_to_act(CLASSIC, state) != 0:
        seat = seat_to_act(CLASSIC, state)
        state, _ = CLASSIC.apply(state, seat, CLASSIC.legal_actions(state, seat)[0])
    (last,) = state.hands[0]
    assert CLASSIC.forced_play(state, 0) == PlayCard(last)


def test_nobody_but_the_seat_to_act_has_a_forced_play() -> None:
    state, _ = do(CLASSIC, classic(3, {0: "AH KH QH", 1: ONE_HEART}), "AH")
    assert [CLASSIC.forced_play(state, seat) for seat in (0, 2, 3)] == [None, None, None]


def test_bids_trumps_and_exchanges_are_never_forced_plays() -> None:
    state = bid(3, {})
    for _ in range(3):  # three passes: the dealer must bid
        state, _ = BID.apply(state, seat_to_act(BID, state), Pass())
    assert BID.forced_play(state, seat_to_act(BID, state)) is None
    state, _ = do(BID, state, "4")
    assert state.contract is not None
    assert BID.forced_play(state, state.contract.declarer) is None  # naming trumps
    assert not BID.is_play(MakeBid(Bid(4, BidKind.UPTOWN)))
    assert not BID.is_play(Pass()) and not BID.is_play(Exchange())
