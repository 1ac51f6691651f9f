"""Bid Whist bids and auction (whist.md B3, B4, B11 auction options, B-1, B-5)."""

from __future__ import annotations

import itertools
import json

import pytest

from bot.errors import OptionError
from bot.games.whist.actions import MakeBid, Pass
from bot.games.whist.bidding import Bid, BidKind, ladder
from bot.games.whist.events import BidMade, ContractWon, Passed
from bot.games.whist.state import Phase
from bot.i18n import word
from tests.games.whist.helpers import BID, bid, do, kinds, move, only, refuse, seat_to_act

DEFAULTS = {spec.key: spec.default for spec in BID.options}


# -- B3 bids -------------------------------------------------------------------------------


def test_registry_name_title_and_exactly_four_players() -> None:
    assert (BID.name, BID.title) == ("bidwhist", "Bid Whist")
    assert BID.seat_range(DEFAULTS) == (4, 4)
    with pytest.raises(OptionError, match="exactly 4"):
        BID.check_options(DEFAULTS, 5)


def test_bid_ladder_has_21_bids_from_one_uptown_to_seven_notrump() -> None:
    bids = ladder(1)
    assert len(bids) == 21
    assert [word(b.words) for b in bids[:4]] == ["1 uptown", "1 downtown", "1 no-trump", "2 uptown"]
    assert bids[-1] == Bid(7, BidKind.NOTRUMP)
    assert all(later.beats(earlier) for earlier, later in itertools.pairwise(bids))


def test_a_higher_number_beats_any_lower_number() -> None:
    assert Bid(2, BidKind.UPTOWN).beats(Bid(1, BidKind.NOTRUMP))
    assert not Bid(1, BidKind.NOTRUMP).beats(Bid(2, BidKind.UPTOWN))


def test_at_the_same_number_downtown_beats_uptown_and_notrump_beats_both() -> None:
    up, down, nt = (Bid(4, kind) for kind in BidKind)
    assert down.beats(up) and nt.beats(down) and nt.beats(up)
    assert not up.beats(up)


def test_a_plain_number_bid_is_uptown() -> None:
    assert move("5") == MakeBid(Bid(5, BidKind.UPTOWN))
    assert Bid(5).kind is BidKind.UPTOWN


def test_bid_numbers_outside_one_to_seven_are_refused() -> None:
    state = bid(0, {})
    refuse(state, 1, MakeBid(Bid(8)), "from 1 to 7")
    refuse(state, 1, MakeBid(Bid(0)), "from 1 to 7")


# -- B4 auction ----------------------------------------------------------------------------


@pytest.mark.parametrize("dealer", [0, 1, 2, 3])
def test_the_player_left_of_the_dealer_speaks_first(dealer: int) -> None:
    state = bid(dealer, {})
    assert state.phase is Phase.AUCTION
    assert BID.to_act(state) == frozenset({(dealer + 1) % 4})


def test_each_bid_must_be_higher_than_the_last() -> None:
    state, _ = do(BID, bid(0, {}), "3 downtown")
    refuse(state, 2, MakeBid(Bid(3, BidKind.UPTOWN)), "must beat 3 downtown")
    refuse(state, 2, MakeBid(Bid(3, BidKind.DOWNTOWN)), "must beat 3 downtown")
    legal = BID.legal_actions(state, 2)
    assert legal[0] == MakeBid(Bid(3, BidKind.NOTRUMP)) and legal[-1] == Pass()


def test_bidding_out_of_turn_is_refused() -> None:
    state = bid(0, {})
    refuse(state, 2, MakeBid(Bid(1)), "not your turn")
    refuse(state, 0, Pass(), "not your turn")


def test_a_pass_is_final_and_the_passed_player_is_skipped() -> None:
    state, _ = do(BID, bid(0, {}), "pass", "2", "3", "4")
    assert seat_to_act(BID, state) == 2  # seat 1 passed and is skipped
    assert BID.legal_actions(state, 1) == ()


def test_an_auction_s_calls_are_shared_values_also_when_read_back_from_storage() -> None:
    """Issue #19: an auction is kept all deal long; its calls made anew were two objects
    each for every full garbage collection to walk."""
    state, _ = do(BID, bid(0, {}), "pass", "2", "3", "4")
    assert state.auction is not None
    calls = state.auction.calls
    assert [call.bid for call in calls] == [None, Bid(2), Bid(3), Bid(4)]
    again = BID.state_from_json(json.loads(json.dumps(BID.state_to_json(state))))
    assert again.auction is not None
    assert all(a is b for a, b in zip(again.auction.calls, calls, strict=True))


def test_the_last_bid_wins_when_the_other_three_have_passed() -> None:
    state, events = do(BID, bid(0, {}), "2", "pass", "pass", "pass")
    contract = only(events, ContractWon)
    assert contract == ContractWon(declarer=1, bid=Bid(2, BidKind.UPTOWN))
    assert state.contract is not None and state.contract.declarer == 1


def test_rules_example_dealer_wins_with_a_plain_four() -> None:
    # P1 "3", P2 "3 downtown", P3 pass, dealer P4 "4", P1 pass, P2 pass -> P4 wins with 4.
    state, events = do(BID, bid(3, {}), "3", "3 downtown", "pass", "4", "pass", "pass")
    assert kinds(events) == [BidMade, BidMade, Passed, BidMade, Passed, Passed, ContractWon]
    assert state.contract is not None
    assert (state.contract.declarer, state.contract.bid) == (3, Bid(4, BidKind.UPTOWN))
    assert state.phase is Phase.DECLARE


def test_forced_dealer_must_bid_when_the_first_three_pass_and_wins() -> None:
    state, _ = do(BID, bid(3, {}), "pass", "pass", "pass")
    assert seat_to_act(BID, state) == 3
    assert Pass() not in BID.legal_actions(state, 3)
    refuse(state, 3, Pass(), "dealer must bid")
    state, events = do(BID, state, "1 downtown")
    assert only(events, BidMade).forced is True
    assert state.contract is not None and state.contract.declarer == 3
    assert state.phase is Phase.DECLARE


def test_forced_dealer_must_bid_at_least_the_minimum_of_three() -> None:
    state, _ = do(BID, bid(3, {}, min_bid=3), "pass", "pass", "pass")
    legal = BID.legal_actions(state, 3)
    assert legal[0] == MakeBid(Bid(3)) and len(legal) == 15
    refuse(state, 3, MakeBid(Bid(2)), "minimum bid at this table is 3")


def test_seven_notrump_leaves_only_passes() -> None:
    state, _ = do(BID, bid(0, {}), "7 notrump")
    assert BID.legal_actions(state, 2) == (Pass(),)
    state, _ = do(BID, state, "pass", "pass", "pass")
    assert state.contract is not None and state.contract.bid == Bid(7, BidKind.NOTRUMP)


def test_an_auction_can_go_round_more_than_once() -> None:
    state, _ = do(BID, bid(0, {}), "1", "2", "pass", "3", "4", "pass")
    assert seat_to_act(BID, state) == 0
    state, _ = do(BID, state, "pass")  # seats 3, 2 and 0 have passed: seat 1's 4 wins
    assert state.contract is not None and state.contract.declarer == 1


# -- B11 options: minimum bid and auction form ---------------------------------------------


def test_minimum_bid_of_three_starts_the_ladder_at_three() -> None:
    assert len(ladder(3)) == 15 and ladder(3)[0] == Bid(3)
    state = bid(0, {}, min_bid=3)
    assert BID.legal_actions(state, 1)[0] == MakeBid(Bid(3))
    refuse(state, 1, MakeBid(Bid(2, BidKind.NOTRUMP)), "minimum bid")


def test_minimum_bid_of_four() -> None:
    state = bid(0, {}, min_bid=4)
    assert len(BID.legal_actions(state, 1)) == 12 + 1


def test_minimum_bid_takes_only_one_three_or_four() -> None:
    with pytest.raises(OptionError):
        BID.check_options({**DEFAULTS, "min_bid": 2}, 4)


def test_single_round_auction_lets_each_player_speak_once_dealer_last() -> None:
    state, _ = do(BID, bid(0, {}, auction="single"), "1", "pass", "2")
    assert seat_to_act(BID, state) == 0
    state, _ = do(BID, state, "3")
    assert state.contract is not None and state.contract.declarer == 0
    assert state.phase is Phase.DECLARE


def test_single_round_auction_highest_bid_wins_when_the_dealer_passes() -> None:
    state, _ = do(BID, bid(0, {}, auction="single"), "1", "2 notrump", "pass", "pass")
    assert state.contract is not None
    assert (state.contract.declarer, state.contract.bid) == (2, Bid(2, BidKind.NOTRUMP))


def test_single_round_auction_still_forces_the_dealer() -> None:
    state, _ = do(BID, bid(0, {}, auction="single"), "pass", "pass", "pass")
    refuse(state, 0, Pass(), "dealer must bid")


def test_a_bid_that_runs_out_passes_but_a_dealer_who_must_bid_is_left_to_the_ai() -> None:
    """A person who let one turn go by must not find a contract bid in their name."""
    state = bid(3, {})
    assert BID.expired_action(state, 0) == Pass()
    state, _ = do(BID, state, "pass", "pass", "pass")
    assert BID.expired_action(state, 3) is None  # the dealer must bid: the AI chooses it
