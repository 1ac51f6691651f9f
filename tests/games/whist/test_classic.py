"""Classic Whist (whist.md Part A): one named test per rule, example and option."""

from __future__ import annotations

import dataclasses
import json
from collections import Counter

import pytest

from bot.errors import IllegalAction, OptionError
from bot.games.base import GameEvent
from bot.games.cards import Suit, parse_card, shuffled
from bot.games.whist import deal_cycle
from bot.games.whist.actions import MakeBid, Pass, PlayCard
from bot.games.whist.bidding import Bid
from bot.games.whist.deal import deck_for, shuffle_deal
from bot.games.whist.events import DealScored, Dealt, GameWon, TrickWon
from bot.games.whist.options import Rules, TrumpMode, Variant
from bot.games.whist.order import CardOrder
from bot.games.whist.scoring import EndReason, classic_points, game_outcome
from bot.games.whist.state import WhistState
from bot.i18n import word
from tests.games.whist.helpers import (
    CLASSIC,
    cards,
    classic,
    do,
    kinds,
    only,
    play_first_legal,
    seat_to_act,
)

DEFAULTS = {spec.key: spec.default for spec in CLASSIC.options}

# The clubs example (A8): A = seat 0 leads TC; B = seat 1 holds clubs; C = seat 2 has none;
# D = seat 3, the dealer, holds JC as its only club. D's AH or 4D is turned up for trump.
CLUBS_HANDS = {
    0: "TC 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH",
    1: "KC 2C 3C 4C 5C 6C 7C 8C 9C QC AC 2S 3S",
    2: "3D 2D 4S 5S 6S 7S 8S 9S TS JS QS KS AS",
    3: "JC AH 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
}


def clubs_trick(turn_up: str) -> tuple[WhistState, list[GameEvent]]:
    state = classic(3, CLUBS_HANDS, turn_up=turn_up)
    return do(CLASSIC, state, "TC", "KC", "3D", "JC")


# -- A1 players and seating -------------------------------------------------------------


def test_registry_name_title_and_exactly_four_players() -> None:
    assert (CLASSIC.name, CLASSIC.title) == ("whist", "Whist")
    assert CLASSIC.seat_range(DEFAULTS) == (4, 4)
    CLASSIC.check_options(DEFAULTS, 4)
    with pytest.raises(OptionError, match="exactly 4"):
        CLASSIC.check_options(DEFAULTS, 3)


def test_partners_sit_opposite_in_the_result_teams() -> None:
    state, _ = play_first_legal(CLASSIC, CLASSIC.new(DEFAULTS, 4, seed=3))
    assert CLASSIC.result(state).teams == ((0, 2), (1, 3))


# -- A2 components ----------------------------------------------------------------------


def test_classic_deck_has_52_cards_and_no_jokers() -> None:
    deck = deck_for(Variant.CLASSIC)
    assert len(deck) == len(set(deck)) == 52
    assert not any(card.is_joker for card in deck)


def test_ace_is_high_in_every_suit() -> None:
    order = CardOrder(Suit.HEARTS)
    assert order.winning_index(cards("KS AS 2S QS")) == 1


# -- A3 dealer ----------------------------------------------------------------------------


def test_first_dealer_is_random_from_the_seed_or_chosen_by_option() -> None:
    dealers = {CLASSIC.new(DEFAULTS, 4, seed).dealer for seed in range(40)}
    assert dealers == {0, 1, 2, 3}
    assert CLASSIC.new(DEFAULTS, 4, 7).dealer == CLASSIC.new(DEFAULTS, 4, 7).dealer
    assert CLASSIC.new({**DEFAULTS, "dealer": 3}, 4, 7).dealer == 2


def test_deal_passes_to_the_left_after_each_round() -> None:
    state = CLASSIC.new({**DEFAULTS, "dealer": 2, "target": 50}, 4, seed=1)
    dealers = [state.dealer]
    for number in (2, 3, 4):
        state, _ = play_first_legal(CLASSIC, state, until_deal=number)
        dealers.append(state.dealer)
    assert dealers == [1, 2, 3, 0]


# -- A4 deal and trump --------------------------------------------------------------------


def test_deal_is_thirteen_each_one_at_a_time_from_the_dealers_left() -> None:
    deal = shuffle_deal(Variant.CLASSIC, 42, 1, dealer=1, turn_up=True)
    order = shuffled(deck_for(Variant.CLASSIC), "42:1")
    assert [len(hand) for hand in deal.hands] == [13, 13, 13, 13]
    for index, card in enumerate(order):
        assert card in deal.hands[(1 + 1 + index) % 4]
    assert deal.hands[2][0] == order[0]  # the dealer's left gets the first card


def test_last_card_dealt_goes_to_the_dealer_and_is_turned_up_for_trump() -> None:
    state = CLASSIC.new({**DEFAULTS, "dealer": 4}, 4, seed=9)
    order = shuffled(deck_for(Variant.CLASSIC), "9:1")
    assert state.turn_up == order[-1]
    assert state.turn_up in state.hands[3]
    assert state.trump is state.turn_up.suit


def test_turned_up_card_is_visible_in_every_view_and_stays_in_the_dealers_hand() -> None:
    state = classic(3, CLUBS_HANDS, turn_up="AH")
    for seat in (None, 0, 1, 2, 3):
        view = CLASSIC.view(state, seat)
        assert view.turn_up == parse_card("AH")
        assert view.trump is Suit.HEARTS
    assert parse_card("AH") in CLASSIC.view(state, 3).hand


def test_no_other_card_is_shown() -> None:
    state = classic(3, CLUBS_HANDS, turn_up="AH")
    public = CLASSIC.view(state, None)
    assert public.hand == () and public.kitty == () and public.played == ()
    assert CLASSIC.view(state, 1).hand == state.hands[1]


def test_only_one_trump_suit_applies_for_the_whole_round() -> None:
    state = classic(3, CLUBS_HANDS, turn_up="AH", target=50)
    while state.deal_number == 1:
        assert state.trump is Suit.HEARTS
        assert CLASSIC.view(state, None).trump is Suit.HEARTS
        seat = seat_to_act(CLASSIC, state)
        state, _ = CLASSIC.apply(state, seat, CLASSIC.legal_actions(state, seat)[0])


def test_each_deal_is_deterministic_from_the_seed() -> None:
    assert CLASSIC.new(DEFAULTS, 4, 11) == CLASSIC.new(DEFAULTS, 4, 11)
    assert CLASSIC.new(DEFAULTS, 4, 11).hands != CLASSIC.new(DEFAULTS, 4, 12).hands


# -- A5 play of the tricks ----------------------------------------------------------------


def test_player_left_of_the_dealer_leads_the_first_trick() -> None:
    state = classic(3, CLUBS_HANDS, turn_up="AH")
    assert CLASSIC.to_act(state) == frozenset({0})
    assert CLASSIC.legal_actions(state, 1) == ()


def test_leader_may_lead_any_card() -> None:
    state = classic(3, CLUBS_HANDS, turn_up="AH")
    legal = {action.card for action in CLASSIC.legal_actions(state, 0)}  # type: ignore[union-attr]
    assert legal == set(state.hands[0])


def test_follow_suit_is_required_when_holding_the_led_suit() -> None:
    state, _ = do(CLASSIC, classic(3, CLUBS_HANDS, turn_up="AH"), "TC")
    legal = {a.card for a in CLASSIC.legal_actions(state, 1)}  # type: ignore[union-attr]
    assert legal == {c for c in state.hands[1] if c.suit is Suit.CLUBS}
    with pytest.raises(IllegalAction, match=r"You must follow clubs: you hold A♣, K♣"):
        CLASSIC.apply(state, 1, PlayCard(parse_card("2S")))


def test_player_without_the_led_suit_may_play_any_card() -> None:
    state, _ = do(CLASSIC, classic(3, CLUBS_HANDS, turn_up="AH"), "TC", "KC")
    legal = {a.card for a in CLASSIC.legal_actions(state, 2)}  # type: ignore[union-attr]
    assert legal == set(state.hands[2])


def test_only_the_suit_led_restricts_play() -> None:
    state, _ = do(CLASSIC, classic(3, CLUBS_HANDS, turn_up="AH"), "TC", "KC", "3D")
    # a diamond is on the table, but D must still follow clubs, not diamonds
    legal = [a.card for a in CLASSIC.legal_actions(state, 3)]  # type: ignore[union-attr]
    assert legal == [parse_card("JC")]


def test_highest_trump_wins_the_trick() -> None:
    order = CardOrder(Suit.DIAMONDS)
    assert order.winning_index(cards("AC 3D 5D KC")) == 2


def test_highest_card_of_the_led_suit_wins_without_trumps() -> None:
    order = CardOrder(Suit.HEARTS)
    assert order.winning_index(cards("TC KC 3D JC")) == 1


def test_cards_of_other_suits_never_win() -> None:
    order = CardOrder(Suit.HEARTS)
    assert order.winning_index(cards("2C AS AD 3C")) == 3


def test_trick_winner_takes_it_and_leads_the_next_trick() -> None:
    state, events = clubs_trick("AH")
    trick = only(events, TrickWon)
    assert trick.winner == 1 and trick.card == parse_card("KC")
    assert trick.books == (0, 1)
    assert CLASSIC.to_act(state) == frozenset({1})
    assert state.played == cards("TC KC 3D JC")


def test_thirteen_tricks_are_played_and_everyone_runs_out_together() -> None:
    state = classic(3, CLUBS_HANDS, turn_up="AH", target=50)
    state, events = play_first_legal(CLASSIC, state, until_deal=2)
    assert kinds(events).count(TrickWon) == 13
    end = only(events, DealScored)
    assert sum(end.books) == 13


# -- A6 scoring ---------------------------------------------------------------------------


def test_team_with_the_majority_scores_tricks_over_six_and_the_other_nothing() -> None:
    assert classic_points((8, 5)) == (2, 0)
    assert classic_points((6, 7)) == (0, 1)


def test_deal_summary_event_reports_books_points_and_running_score() -> None:
    hands = {0: "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH"}
    state = classic(0, hands, turn_up="2H")
    state, events = play_first_legal(CLASSIC, state)
    end = only(events, DealScored)
    assert end == DealScored(deal=1, books=(13, 0), points=(7, 0), scores=(7, 0))


# -- A7 end of game -----------------------------------------------------------------------


def test_game_ends_when_a_team_reaches_five_points() -> None:
    rules = Rules()
    assert game_outcome(Variant.CLASSIC, rules, (4, 2), 3) is None
    outcome = game_outcome(Variant.CLASSIC, rules, (5, 2), 3)
    assert outcome is not None and outcome.winner == 0


def test_game_end_event_names_the_winning_side_and_no_one_acts_after() -> None:
    state = CLASSIC.new(DEFAULTS, 4, seed=5)
    state, events = play_first_legal(CLASSIC, state)
    end = only(events, GameWon)
    winner = end.winner
    assert winner is not None
    assert max(state.scores) >= 5 and state.scores[winner] >= 5
    assert end.seats == (winner, winner + 2)
    assert CLASSIC.to_act(state) == frozenset()
    result = CLASSIC.result(state)
    assert result.placings == ((1, 2) if winner == 0 else (2, 1))
    assert result.scores == state.scores
    assert sum(p[0] + p[1] for p in state.history) == sum(state.scores)


# -- A8 worked examples -------------------------------------------------------------------


def test_clubs_example_b_and_d_must_follow_clubs_and_c_is_free() -> None:
    state, _ = do(CLASSIC, classic(3, CLUBS_HANDS, turn_up="AH"), "TC")
    with pytest.raises(IllegalAction, match="You must follow clubs"):
        CLASSIC.apply(state, 1, PlayCard(parse_card("3S")))
    state, _ = do(CLASSIC, state, "KC")
    state, _ = do(CLASSIC, state, "3D")  # C holds no clubs
    with pytest.raises(IllegalAction, match="You must follow clubs: you hold J♣"):
        CLASSIC.apply(state, 3, PlayCard(parse_card("AH")))


def test_clubs_example_king_wins_when_diamonds_are_not_trump() -> None:
    _, events = clubs_trick("AH")
    assert only(events, TrickWon).winner == 1


def test_clubs_example_three_of_diamonds_wins_when_diamonds_are_trump() -> None:
    _, events = clubs_trick("4D")
    trick = only(events, TrickWon)
    assert trick.winner == 2 and trick.card == parse_card("3D")


def test_scoring_example_frodo_three_and_sam_four_make_one_point() -> None:
    assert classic_points((3 + 4, 6)) == (1, 0)


def test_thirteen_tricks_score_seven_and_win_at_once_from_zero() -> None:
    hands = {0: "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH"}
    state, events = play_first_legal(CLASSIC, classic(0, hands, turn_up="2H"))
    assert state.scores == (7, 0)
    assert only(events, GameWon).winner == 0
    assert state.deal_number == 1


def test_team_at_three_taking_nine_tricks_reaches_six_and_wins() -> None:
    points = classic_points((4, 9))
    assert points == (0, 3)
    outcome = game_outcome(Variant.CLASSIC, Rules(), (0, 3 + points[1]), 4)
    assert outcome is not None and outcome.winner == 1


# -- A9 options ---------------------------------------------------------------------------


def test_rotating_trump_cycles_hearts_diamonds_spades_clubs() -> None:
    rules = Rules(trump_mode=TrumpMode.ROTATING)
    suits = [deal_cycle.rotating_trump(rules, n) for n in range(1, 7)]
    assert suits == [
        Suit.HEARTS,
        Suit.DIAMONDS,
        Suit.SPADES,
        Suit.CLUBS,
        Suit.HEARTS,
        Suit.DIAMONDS,
    ]


def test_rotating_trump_cycle_of_five_has_a_no_trump_fifth_round() -> None:
    rules = Rules(trump_mode=TrumpMode.ROTATING, cycle=5)
    suits = [deal_cycle.rotating_trump(rules, n) for n in range(1, 7)]
    assert suits == [Suit.HEARTS, Suit.DIAMONDS, Suit.SPADES, Suit.CLUBS, None, Suit.HEARTS]


def test_rotating_trump_turns_up_no_card() -> None:
    state = CLASSIC.new({**DEFAULTS, "trump": "rotating"}, 4, seed=2)
    assert state.turn_up is None and state.trump is Suit.HEARTS
    assert CLASSIC.view(state, None).turn_up is None


def test_no_trump_round_goes_to_the_highest_card_of_the_suit_led() -> None:
    options = {**DEFAULTS, "trump": "rotating", "cycle": 5, "target": 50}
    state = CLASSIC.new(options, 4, seed=4)
    state, _ = play_first_legal(CLASSIC, state, until_deal=5)
    assert state.trump is None and CLASSIC.view(state, 0).trump is None
    assert CardOrder(None).winning_index(cards("5H 2S AS 9H")) == 3


def test_fixed_number_of_deals_ends_after_n_deals_and_higher_total_wins() -> None:
    state = CLASSIC.new({**DEFAULTS, "deals": 2}, 4, seed=8)
    state, events = play_first_legal(CLASSIC, state)
    assert kinds(events).count(DealScored) == 2 and state.deal_number == 2
    outcome = only(events, GameWon)
    assert outcome.reason is EndReason.DEALS
    if state.scores[0] != state.scores[1]:
        assert outcome.winner == (0 if state.scores[0] > state.scores[1] else 1)


def test_fixed_number_of_deals_with_equal_totals_is_a_draw() -> None:
    hands = {1: "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH"}
    state = classic(1, hands, turn_up="2H", deals=1)
    state = dataclasses.replace(state, scores=(7, 0))
    state, events = play_first_legal(CLASSIC, state)
    assert state.scores == (7, 7)
    assert only(events, GameWon).winner is None
    result = CLASSIC.result(state)
    assert result.placings == (1, 1) and "Draw" in word(result.summary)


def test_options_refuse_a_cycle_without_rotating_trump() -> None:
    with pytest.raises(OptionError, match="rotating"):
        CLASSIC.check_options({**DEFAULTS, "cycle": 5}, 4)
    CLASSIC.check_options({**DEFAULTS, "cycle": 5, "trump": "rotating"}, 4)


def test_options_refuse_a_target_together_with_fixed_deals() -> None:
    with pytest.raises(OptionError, match="not both"):
        CLASSIC.check_options({**DEFAULTS, "target": 7, "deals": 4}, 4)
    CLASSIC.check_options({**DEFAULTS, "target": 7}, 4)
    CLASSIC.check_options({**DEFAULTS, "deals": 4}, 4)


def test_options_refuse_unknown_keys_and_bad_values() -> None:
    with pytest.raises(OptionError):
        CLASSIC.check_options({**DEFAULTS, "min_bid": 3}, 4)
    with pytest.raises(OptionError):
        CLASSIC.check_options({**DEFAULTS, "trump": "jokers"}, 4)


def test_custom_target_ends_the_game_there() -> None:
    state = CLASSIC.new({**DEFAULTS, "target": 2}, 4, seed=1)
    state, _ = play_first_legal(CLASSIC, state)
    assert max(state.scores) >= 2 and min(state.scores) < 2


# -- illegal actions ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("seat", "action", "message"),
    [
        (1, PlayCard(parse_card("KC")), "not your turn"),
        (-1, PlayCard(parse_card("TC")), "not your turn"),
        (0, PlayCard(parse_card("AS")), "You don't hold A♠"),
        (0, MakeBid(Bid(4)), "can't do that now"),
        (0, Pass(), "can't do that now"),
    ],
)
def test_illegal_actions_are_refused_with_a_reason_and_change_nothing(
    seat: int, action: object, message: str
) -> None:
    state = classic(3, CLUBS_HANDS, turn_up="AH")
    before = CLASSIC.state_to_json(state)
    with pytest.raises(IllegalAction, match=message):
        CLASSIC.apply(state, seat, action)  # type: ignore[arg-type]
    assert CLASSIC.state_to_json(state) == before


def test_no_action_is_accepted_once_the_game_is_over() -> None:
    state, _ = play_first_legal(CLASSIC, CLASSIC.new(DEFAULTS, 4, seed=2))
    with pytest.raises(IllegalAction, match="over"):
        CLASSIC.apply(state, 0, PlayCard(parse_card("2C")))
    assert all(CLASSIC.legal_actions(state, seat) == () for seat in range(4))


def test_explicit_deals_must_be_a_whole_deck_split_as_dealt() -> None:
    deal = shuffle_deal(Variant.CLASSIC, 1, 1, 0, turn_up=True)
    stranger = deal.hands[1][0]
    with pytest.raises(ValueError, match="dealer"):
        CLASSIC.new_from_deal(dataclasses.replace(deal, turn_up=stranger))
    doubled = (deal.hands[0], deal.hands[0], deal.hands[2], deal.hands[3])
    with pytest.raises(ValueError, match="one deck"):
        CLASSIC.new_from_deal(dataclasses.replace(deal, hands=doubled))
    short = (deal.hands[0][:12], *deal.hands[1:])
    with pytest.raises(ValueError, match="13 cards"):
        CLASSIC.new_from_deal(dataclasses.replace(deal, hands=short))


# -- state and action JSON ----------------------------------------------------------------


def test_state_json_round_trip_is_exact_through_text() -> None:
    state, _ = do(CLASSIC, classic(3, CLUBS_HANDS, turn_up="AH"), "TC", "KC")
    text = json.dumps(CLASSIC.state_to_json(state))
    assert CLASSIC.state_from_json(json.loads(text)) == state


def test_cards_are_conserved_through_a_deal() -> None:
    state = classic(3, CLUBS_HANDS, turn_up="AH", target=50)
    for _ in range(30):
        seat = seat_to_act(CLASSIC, state)
        state, _ = CLASSIC.apply(state, seat, CLASSIC.legal_actions(state, seat)[-1])
        table = state.trick.cards() if state.trick else ()
        held = Counter(c for hand in state.hands for c in hand)
        assert held + Counter(table) + Counter(state.played) == Counter(deck_for(Variant.CLASSIC))


def test_the_first_deal_is_announced_like_every_later_one() -> None:
    state = classic(3, CLUBS_HANDS, turn_up="AH")
    event = CLASSIC.deal_event(state)
    assert event == Dealt(deal=1, dealer=3, turn_up=parse_card("AH"), trump=Suit.HEARTS, leader=0)
