"""The strong player's Bid Whist bidding, read from the calibration table."""

from __future__ import annotations

import pytest

from bench.bid_calibration import calibrate, table
from bot.ai.bid_table import TABLE, chance
from bot.ai.whist import WhistAI
from bot.ai.whist_bidding import CONFIDENCE, CONFIDENCES, CalibratedWhistAI, confidence_for
from bot.ai.whist_search import WhistSearch
from bot.games.whist import BidWhistGame
from bot.games.whist.actions import MakeBid, Pass
from bot.games.whist.bidding import BidKind
from bot.games.whist.options import SetPenalty
from bot.games.whist.state import WhistState
from tests.games.whist.helpers import BID, bid, do, seat_to_act

CALIBRATED = CalibratedWhistAI()
SEARCH = WhistSearch(rollouts=24, clock=lambda: 0.0)  # the cap never cuts a decision short


def choose(player: WhistAI | WhistSearch, state: WhistState, seed: int = 0):  # type: ignore[no-untyped-def]
    seat = seat_to_act(BID, state)
    legal = BID.legal_actions(state, seat)
    action = player.choose(BID.view(state, seat), legal, seed)
    assert action in legal
    return action


def test_the_table_makes_fewer_books_likelier_and_a_better_count_no_worse() -> None:
    for kind in BidKind:
        rows = TABLE[kind.value]
        assert [row[0] for row in rows] == sorted(row[0] for row in rows)
        for row in rows:
            assert all(0 <= p <= 1 for p in row[1:])
            assert list(row[1:]) == sorted(row[1:], reverse=True)
        for books in range(7, 14):
            column = [chance(kind, row[0], books) for row in rows]
            assert column == sorted(column)
    assert chance(BidKind.UPTOWN, 3, 6) == 1.0 and chance(BidKind.UPTOWN, 3, 14) == 0.0
    assert chance(BidKind.NOTRUMP, -5, 7) == TABLE["notrump"][0][1]  # below the first row


def test_the_calibration_script_counts_books_per_contract_and_tabulates_them() -> None:
    counts = calibrate(first=7, deals=2)
    assert sum(sum(row) for rows in counts.values() for row in rows.values()) == 2 * 10
    made = table(counts)
    assert set(made) == {kind.value for kind in BidKind}
    for rows in made.values():
        for row in rows:
            assert len(row) == 8 and list(row[1:]) == sorted(row[1:], reverse=True)


def test_calibrated_bidding_opens_a_strong_hand_high_and_a_middling_one_low() -> None:
    """The side that wins the auction takes the kitty and leads: with an average partner a
    hand with no sure book still makes seven books about half the time (the table)."""
    strong = choose(CALIBRATED, bid(0, {1: "BJ SJ AS KS QS JS TS 9S AH KH AD AC"}))
    assert isinstance(strong, MakeBid) and strong.bid.number >= 5
    middling = choose(CALIBRATED, bid(0, {1: "6S 7S 8S 9S 6H 7H 8H 9H 6D 7D 8D 9D"}))
    assert isinstance(middling, MakeBid) and middling.bid.number <= 2


def test_calibrated_bidding_does_not_outbid_a_contract_it_cannot_make() -> None:
    state = bid(0, {2: "6S 7S 8S 9S 6H 7H 8H 9H 6D 7D 8D 9D"})
    state, _ = do(BID, state, "3")
    assert choose(CALIBRATED, state) == Pass()


def test_normal_still_bids_as_today() -> None:
    """The calibration is for the strong player: the normal heuristic counts on 4 books."""
    state = bid(0, {1: "BJ SJ AS KS QS JS TS 9S AH KH AD AC"})
    assert choose(WhistAI(), state) != choose(CALIBRATED, state)


def test_the_strong_player_bids_from_the_table() -> None:
    state = bid(0, {1: "6S 7S 8S 9S 6H 7H 8H 9H 6D 7D 8D 9D"})
    assert choose(SEARCH, state) == choose(CALIBRATED, state) != choose(WhistAI(), state)


@pytest.mark.parametrize("options", [{}, {"declare": "after", "kitty": "always"}])
def test_strong_plays_whole_bid_whist_deals_with_legal_moves_only(options: dict[str, str]) -> None:
    game = BidWhistGame()
    for seed in range(2):
        state = game.new(options, 4, seed)
        while not state.history:
            (seat,) = game.to_act(state)
            legal = game.legal_actions(state, seat)
            action = SEARCH.choose(game.view(state, seat), legal, seed)
            assert action in legal
            state, _ = game.apply(state, seat, action)


STRONG_HAND = {1: "BJ SJ AS KS QS JS TS 9S AH KH AD AC"}


def opening(state: WhistState) -> int:
    """The number the calibrated bidder opens with (0: it passes)."""
    action = choose(CALIBRATED, state)
    return action.bid.number if isinstance(action, MakeBid) else 0


def test_the_view_carries_the_scoring_options() -> None:
    state = bid(0, STRONG_HAND, penalty="bid", overtricks=False)
    view = BID.view(state, 1)
    assert view.set_penalty is SetPenalty.BID and view.overtricks is False
    default = BID.view(bid(0, STRONG_HAND), 1)
    assert default.set_penalty is SetPenalty.SHORTFALL and default.overtricks is True


def test_strong_bids_as_before_under_every_scoring() -> None:
    """The swept 30 % stays under every scoring (the search lost points asking more when a
    set loses the whole bid): the same bid as a fixed 0.3 bidder."""
    assert set(CONFIDENCES.values()) == {CONFIDENCE} == {0.3}
    for hands in (STRONG_HAND, {1: "AS KS QS 6S AH 7H 8D 9D TD 3C 4C 5C"}):
        for options in ({}, {"penalty": "bid"}, {"penalty": "bid", "overtricks": False}):
            state = bid(0, hands, **options)
            assert choose(CALIBRATED, state) == choose(CalibratedWhistAI(0.3), state)


def test_a_fixed_confidence_bids_lower_when_it_asks_more() -> None:
    """The knob the scoring turns: asking a surer bid opens the same hand lower."""
    hand = {1: "KD JH 6H KS 7S TH 7C QD 7H TS AC 4S"}
    state = bid(0, hand, penalty="bid")
    bold, careful = (choose(CalibratedWhistAI(c), state) for c in (0.3, 0.45))
    assert isinstance(bold, MakeBid) and isinstance(careful, MakeBid)
    assert careful.bid.number < bold.bid.number


def test_the_bidder_follows_each_scoring_combination() -> None:
    for (penalty, overtricks), confidence in CONFIDENCES.items():
        state = bid(0, STRONG_HAND, penalty=penalty.value, overtricks=overtricks)
        assert confidence_for(BID.view(state, 1)) == confidence
        assert choose(CALIBRATED, state) == choose(CalibratedWhistAI(confidence), state)


def test_the_strong_player_follows_the_scoring_too() -> None:
    state = bid(0, STRONG_HAND, penalty="bid")
    assert choose(SEARCH, state) == choose(CALIBRATED, state)
    assert choose(WhistSearch(rollouts=24, confidence=0.3), state) == choose(
        CalibratedWhistAI(0.3), state
    )


@pytest.mark.parametrize("options", [{"penalty": "bid"}, {"overtricks": False}])
def test_strong_plays_whole_deals_under_other_scoring(options: dict[str, object]) -> None:
    game = BidWhistGame()
    state = game.new(options, 4, 3)
    while not state.history:
        (seat,) = game.to_act(state)
        legal = game.legal_actions(state, seat)
        action = SEARCH.choose(game.view(state, seat), legal, 3)
        assert action in legal
        state, _ = game.apply(state, seat, action)


def test_the_strength_bench_plays_under_the_options_given() -> None:
    from bench.ai_strength import (
        Clock,
        Match,
        parse_options,
        table_options,
        team_match,
    )
    from bench.named_players import player_factory

    given = parse_options("penalty=bid,overtricks=false,min_bid=3")
    assert given == {"penalty": "bid", "overtricks": False, "min_bid": 3}
    options = table_options(BidWhistGame(), given)
    assert options["penalty"] == "bid" and options["kitty"] == "notrump"
    match = Match("bidwhist", "calibrated@0.5", "today", 1, player_factory(None), 0, given)
    figures = team_match(match, Clock())
    assert set(figures) == {"books/deal", "points/deal"}
