"""Bid Whist scoring and game end (whist.md B9, B10, B11 options, B-6, B-7, B-9)."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

import pytest

from bot.errors import OptionError
from bot.games.base import GameEvent
from bot.games.whist.bidding import Bid, BidKind
from bot.games.whist.events import DealScored, GameWon
from bot.games.whist.options import Rules, SetPenalty, Variant
from bot.games.whist.scoring import EndReason, bid_points, contract_points, game_outcome
from bot.games.whist.state import WhistState
from bot.i18n import word
from bot.msg import name_seats
from tests.games.whist.helpers import BID, bid, do, kinds, only, play_first_legal

DEFAULTS = {spec.key: spec.default for spec in BID.options}
RULES = Rules()

# Seat 1 holds both jokers and the ten top spades; the low spades are in the kitty: a bid of
# 7 with spades trumps takes every book.
ALL_BOOKS = {1: "BJ SJ AS KS QS JS TS 9S 8S 7S 6S 5S"}
ALL_BOOKS_KITTY = "4S 3S 2S 2H 3H 4H"
# Seat 0 (a defender) holds both jokers and the ten top hearts: seat 1 bids 7 with hearts
# trumps and takes only the kitty book.
NO_BOOKS = {0: "BJ SJ AH KH QH JH TH 9H 8H 7H 6H 5H"}
NO_BOOKS_KITTY = "4H 3H 2H 2S 3S 4S"


def play_contract(
    hands: Mapping[int, str], pile: str, trump: str, **options: Any
) -> tuple[WhistState, list[GameEvent]]:
    state = bid(0, hands, pile, **options)
    state, events = do(BID, state, "7", "pass", "pass", "pass", f"trump {trump}", "keep")
    state, more = play_first_legal(BID, state, until_deal=2)
    return state, events + more


# -- B9 scoring ----------------------------------------------------------------------------


def test_scoring_example_a_seven_bid_making_three_loses_four() -> None:
    assert bid_points(Bid(7), 9, RULES) == -4


def test_bid_four_downtown_with_eleven_books_scores_five() -> None:
    assert bid_points(Bid(4, BidKind.DOWNTOWN), 11, RULES) == 5


def test_bid_three_with_eight_books_loses_the_one_book_short() -> None:
    assert bid_points(Bid(3), 8, RULES) == -1


def test_seven_notrump_with_all_thirteen_books_scores_seven() -> None:
    assert bid_points(Bid(7, BidKind.NOTRUMP), 13, RULES) == 7


def test_overtricks_count_when_the_bid_is_made() -> None:
    assert bid_points(Bid(1), 10, RULES) == 4


def test_literal_shortfall_below_six_books_loses_more_than_the_bid() -> None:
    assert bid_points(Bid(3), 4, RULES) == -5


def test_penalty_option_loses_the_whole_bid_when_set() -> None:
    rules = Rules(set_penalty=SetPenalty.BID)
    assert bid_points(Bid(7), 9, rules) == -7
    assert bid_points(Bid(3), 4, rules) == -3
    assert bid_points(Bid(3), 10, rules) == 4


def test_overtricks_option_off_scores_only_the_bid() -> None:
    rules = Rules(overtricks=False)
    assert bid_points(Bid(2), 11, rules) == 2
    assert bid_points(Bid(2), 7, rules) == -1


def test_the_defenders_never_score() -> None:
    assert contract_points(1, Bid(2), 5, RULES) == (0, -3)
    assert contract_points(0, Bid(2), 9, RULES) == (3, 0)


def test_a_made_contract_is_scored_at_the_end_of_the_deal() -> None:
    state, events = play_contract(ALL_BOOKS, ALL_BOOKS_KITTY, "S", target=50)
    end = only(events, DealScored)
    assert end.books == (0, 13) and end.made is True
    assert end.points == (0, 7) and end.scores == (0, 7)
    assert end.contract is not None and end.contract.bid == Bid(7, BidKind.UPTOWN)
    assert state.scores == (0, 7) and state.history == ((0, 7),)


def test_a_set_contract_loses_the_literal_shortfall_in_play() -> None:
    state, events = play_contract(NO_BOOKS, NO_BOOKS_KITTY, "H", target=50)
    end = only(events, DealScored)
    assert end.books == (12, 1) and end.made is False
    assert state.scores == (0, -12)


def test_a_set_contract_loses_the_whole_bid_with_the_penalty_option() -> None:
    state, _ = play_contract(NO_BOOKS, NO_BOOKS_KITTY, "H", target=50, penalty="bid")
    assert state.scores == (0, -7)


def test_scores_can_go_negative_and_the_game_goes_on() -> None:
    state = bid(0, NO_BOOKS, NO_BOOKS_KITTY, target=50)
    state, _ = do(BID, state, "1", "pass", "pass", "pass", "trump H", "keep")
    state, events = play_first_legal(BID, state, until_deal=2)
    assert state.scores == (0, -6) and GameWon not in kinds(events)
    assert state.deal_number == 2


# -- B10 end of game -----------------------------------------------------------------------


def test_the_game_ends_when_a_team_reaches_plus_five() -> None:
    state, events = play_contract(ALL_BOOKS, ALL_BOOKS_KITTY, "S")
    end = only(events, GameWon)
    assert end == GameWon(winner=1, seats=(1, 3), scores=(0, 7), reason=EndReason.TARGET)
    assert BID.is_over(state) and BID.to_act(state) == frozenset()
    result = BID.result(state)
    assert result.teams == ((0, 2), (1, 3)) and result.placings == (2, 1)
    assert result.scores == (0, 7)


def test_a_team_falling_to_minus_five_loses_so_the_other_team_wins() -> None:
    state, events = play_contract(NO_BOOKS, NO_BOOKS_KITTY, "H")
    end = only(events, GameWon)
    assert end.winner == 0 and end.reason == "floor"
    assert BID.result(state).placings == (1, 2)
    named = name_seats(BID.result(state).summary, ("Ana", "Bo", "Cy", "Di"))
    assert word(named).startswith("Ana & Cy win: Bo & Di fell to -12 after 1 deal")


def test_game_end_checks_both_limits_after_each_round() -> None:
    assert game_outcome(Variant.BID, RULES, (4, -4), 3) is None
    assert game_outcome(Variant.BID, RULES, (5, 0), 3).winner == 0  # type: ignore[union-attr]
    outcome = game_outcome(Variant.BID, RULES, (0, -5), 3)
    assert outcome is not None and (outcome.winner, outcome.reason) == (0, EndReason.FLOOR)


def test_a_custom_target_moves_both_limits() -> None:
    rules = Rules(target=10)
    assert game_outcome(Variant.BID, rules, (9, -9), 1) is None
    assert game_outcome(Variant.BID, rules, (10, 0), 1).winner == 0  # type: ignore[union-attr]
    assert game_outcome(Variant.BID, rules, (0, -10), 1).winner == 0  # type: ignore[union-attr]


def test_starting_near_the_target_a_made_contract_wins() -> None:
    state = bid(0, ALL_BOOKS, ALL_BOOKS_KITTY, target=50)
    state = dataclasses.replace(state, rules=dataclasses.replace(state.rules, target=10))
    state = dataclasses.replace(state, scores=(0, 4))
    state, _ = do(BID, state, "7", "pass", "pass", "pass", "trump S", "keep")
    state, events = play_first_legal(BID, state)
    assert state.scores == (0, 11) and only(events, GameWon).winner == 1


# -- B11 options: game length --------------------------------------------------------------


def test_fixed_number_of_deals_ends_after_n_deals_higher_total_wins() -> None:
    state = BID.new({**DEFAULTS, "deals": 3}, 4, seed=4)
    state, events = play_first_legal(BID, state)
    assert kinds(events).count(DealScored) == 3
    end = only(events, GameWon)
    assert end.reason is EndReason.DEALS
    if state.scores[0] != state.scores[1]:
        assert end.winner == (0 if state.scores[0] > state.scores[1] else 1)


def test_fixed_number_of_deals_after_the_last_deal_the_higher_total_wins() -> None:
    state, events = play_contract(ALL_BOOKS, ALL_BOOKS_KITTY, "S", deals=1, target=5)
    end = only(events, GameWon)
    assert (end.winner, end.reason, end.scores) == (1, EndReason.DEALS, (0, 7))
    assert BID.result(state).placings == (2, 1)


def test_fixed_number_of_deals_equal_totals_after_the_last_deal_are_a_draw() -> None:
    state = dataclasses.replace(bid(0, ALL_BOOKS, ALL_BOOKS_KITTY, deals=1), scores=(7, 0))
    state, _ = do(BID, state, "7", "pass", "pass", "pass", "trump S", "keep")
    state, events = play_first_legal(BID, state)
    assert state.scores == (7, 7) and only(events, GameWon).winner is None
    assert BID.result(state).placings == (1, 1)


def test_fixed_number_of_deals_ignores_the_plus_minus_limits() -> None:
    state, events = play_contract(NO_BOOKS, NO_BOOKS_KITTY, "H", deals=2)
    assert state.scores == (0, -12) and GameWon not in kinds(events)


def test_fixed_deals_tie_is_a_draw() -> None:
    outcome = game_outcome(Variant.BID, Rules(deals=2), (3, 3), 2)
    assert outcome is not None and outcome.winner is None


def test_options_refuse_a_target_together_with_fixed_deals() -> None:
    with pytest.raises(OptionError, match="not both"):
        BID.check_options({**DEFAULTS, "target": 7, "deals": 4}, 4)


@pytest.mark.parametrize(
    ("key", "value"),
    [("kitty", "sometimes"), ("auction", "dutch"), ("penalty", "double"), ("declare", "never")],
)
def test_options_refuse_values_outside_their_choices(key: str, value: str) -> None:
    with pytest.raises(OptionError):
        BID.check_options({**DEFAULTS, key: value}, 4)


def test_option_defaults_follow_the_source_readings() -> None:
    rules = Rules.from_options(Variant.BID, DEFAULTS)
    assert rules == Rules()
    assert DEFAULTS == {
        "target": 5,
        "deals": None,
        "dealer": None,
        "min_bid": 1,
        "kitty": "notrump",
        "auction": "continuous",
        "penalty": "shortfall",
        "overtricks": True,
        "declare": "before",
    }
