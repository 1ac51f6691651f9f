"""Bid Whist single-round auction against the continuous default (whist.md B4, B11, B-5).

The same calls must end the auction under one form and not under the other: that is the
whole difference between them, so the tests put the two side by side.
"""

from __future__ import annotations

from bot.games.whist.actions import MakeBid
from bot.games.whist.bidding import Bid, BidKind
from bot.games.whist.state import Phase
from tests.games.whist.helpers import BID, bid, do, refuse, seat_to_act


def test_single_round_auction_an_outbid_player_does_not_speak_again() -> None:
    calls = ("1", "2", "pass", "pass")
    continuous, _ = do(BID, bid(0, {}), *calls)
    assert continuous.phase is Phase.AUCTION and seat_to_act(BID, continuous) == 1
    single, _ = do(BID, bid(0, {}, auction="single"), *calls)
    assert single.phase is Phase.DECLARE
    assert single.contract is not None
    assert (single.contract.declarer, single.contract.bid) == (2, Bid(2, BidKind.UPTOWN))


def test_single_round_auction_each_bid_must_still_beat_the_last() -> None:
    state, _ = do(BID, bid(0, {}, auction="single"), "3 downtown")
    refuse(state, 2, MakeBid(Bid(3, BidKind.UPTOWN)), "must beat 3 downtown")


def test_single_round_auction_the_dealer_may_outbid_everyone_last() -> None:
    state, _ = do(BID, bid(2, {}, auction="single"), "1", "2", "3")
    assert seat_to_act(BID, state) == 2
    state, _ = do(BID, state, "3 notrump")
    assert state.contract is not None
    assert (state.contract.declarer, state.contract.bid) == (2, Bid(3, BidKind.NOTRUMP))
