"""Bid Whist deal, declaration, kitty, card orders, jokers and play (whist.md B1, B2, B5–B8)."""

from __future__ import annotations

import dataclasses
import json

import pytest

from bot.games.base import GameEvent
from bot.games.cards import BIG_JOKER, SMALL_JOKER, Suit, parse_card
from bot.games.whist.actions import ChooseDirection, Exchange, MakeBid, NameTrump, Pass, PlayCard
from bot.games.whist.bidding import Bid, BidKind
from bot.games.whist.deal import deck_for, shuffle_deal
from bot.games.whist.events import (
    DealScored,
    Dealt,
    DirectionChosen,
    ExchangeMade,
    KittyExchanged,
    KittyRevealed,
    KittyTaken,
    TrickWon,
    TrumpNamed,
)
from bot.games.whist.exchange import ExchangeChoices
from bot.games.whist.follow import playable
from bot.games.whist.options import Variant
from bot.games.whist.order import CardOrder, Direction
from bot.games.whist.state import Phase, WhistState
from tests.games.whist.helpers import (
    BID,
    CLASSIC,
    bid,
    cards,
    do,
    kinds,
    only,
    refuse,
    seat_to_act,
)

KITTY = "4S 3S 2S 2H 3H 4H"
SPADES_DOWNTOWN = CardOrder(Suit.SPADES, Direction.DOWNTOWN)


def after_auction(*calls: str, **options: object) -> tuple[WhistState, list[GameEvent]]:
    state = bid(0, {1: "AS KS QS JS"}, KITTY, **options)
    return do(BID, state, *calls)


# -- B1, B2 components and deal ------------------------------------------------------------


def test_bid_whist_deck_has_54_cards_with_a_big_and_a_small_joker() -> None:
    deck = deck_for(Variant.BID)
    assert len(deck) == len(set(deck)) == 54
    assert BIG_JOKER in deck and SMALL_JOKER in deck


def test_deal_gives_twelve_cards_each_and_six_to_the_kitty() -> None:
    deal = shuffle_deal(Variant.BID, 5, 1, 2, turn_up=False)
    assert [len(hand) for hand in deal.hands] == [12] * 4 and len(deal.kitty) == 6
    assert deal.turn_up is None


def test_no_card_is_turned_up_and_the_kitty_stays_face_down() -> None:
    state = BID.new({spec.key: spec.default for spec in BID.options}, 4, seed=3)
    assert state.turn_up is None and len(state.kitty) == 6
    for seat in (None, 0, 1, 2, 3):
        view = BID.view(state, seat)
        assert view.kitty == () and view.shown_kitty == () and view.kitty_size == 6
        assert view.turn_up is None and view.trump is None


# -- B5 declaring --------------------------------------------------------------------------


def test_the_winner_names_the_trump_suit_after_a_suit_bid() -> None:
    state, _ = after_auction("3 downtown", "pass", "pass", "pass")
    assert BID.legal_actions(state, 1) == tuple(NameTrump(s) for s in Suit)
    refuse(state, 1, ChooseDirection(Direction.UPTOWN), "name the trump suit")
    state, events = do(BID, state, "trump H")
    assert only(events, TrumpNamed) == TrumpNamed(player=1, suit=Suit.HEARTS)
    assert state.contract is not None and state.contract.trump is Suit.HEARTS
    assert state.contract.direction is Direction.DOWNTOWN
    assert BID.view(state, None).trump is Suit.HEARTS


def test_the_winner_chooses_the_direction_after_a_notrump_bid() -> None:
    state, _ = after_auction("2 notrump", "pass", "pass", "pass")
    assert BID.legal_actions(state, 1) == tuple(ChooseDirection(d) for d in Direction)
    refuse(state, 1, NameTrump(Suit.SPADES), "uptown or downtown")
    state, events = do(BID, state, "downtown")
    assert only(events, DirectionChosen) == DirectionChosen(player=1, direction=Direction.DOWNTOWN)
    view = BID.view(state, 0)
    assert view.trump is None and view.direction is Direction.DOWNTOWN


def test_trump_is_named_before_the_kitty_is_seen_by_default() -> None:
    state, _ = after_auction("1", "pass", "pass", "pass")
    assert state.phase is Phase.DECLARE
    assert BID.view(state, 1).kitty == ()


def test_declare_after_option_takes_the_kitty_before_naming_trump() -> None:
    state, _ = after_auction("1", "pass", "pass", "pass", declare="after")
    assert state.phase is Phase.EXCHANGE
    assert BID.view(state, 1).kitty == cards(KITTY)
    state, _ = do(BID, state, "give AS take 2S")
    assert state.phase is Phase.DECLARE
    state, _ = do(BID, state, "trump S")
    assert state.phase is Phase.PLAY and seat_to_act(BID, state) == 1


# -- B7 kitty ------------------------------------------------------------------------------


def test_the_auction_winner_sees_the_kitty_privately() -> None:
    state, events = after_auction("1", "pass", "pass", "pass", "trump S")
    private = only(events, KittyTaken)
    assert private == KittyTaken(cards=state.order.sorted(cards(KITTY)), seat=1)
    assert BID.view(state, 1).kitty == cards(KITTY)
    for seat in (None, 0, 2, 3):
        assert BID.view(state, seat).kitty == ()


@pytest.mark.parametrize(
    ("option", "call", "shown"),
    [
        ("notrump", "1 notrump", True),
        ("notrump", "1", False),
        ("trump", "1 notrump", False),
        ("trump", "1 downtown", True),
        ("never", "1 notrump", False),
        ("always", "1", True),
    ],
)
def test_kitty_is_shown_to_everyone_as_the_kitty_option_says(
    option: str, call: str, shown: bool
) -> None:
    declaration = "uptown" if "notrump" in call else "trump C"
    state, events = after_auction(call, "pass", "pass", "pass", declaration, kitty=option)
    public = [e for e in events if isinstance(e, KittyRevealed)]
    assert bool(public) == shown
    kitty = state.order.sorted(cards(KITTY))  # shown as a hand reads, not as dealt
    assert BID.view(state, 3).shown_kitty == (kitty if shown else ())
    if shown:
        assert public[0].public and public[0].cards == kitty


def test_the_exchange_event_tells_others_only_how_many_cards() -> None:
    state, _ = after_auction("1", "pass", "pass", "pass", "trump S")
    state, events = do(BID, state, "give AS KS take 2S 3H")
    public = [e for e in events if e.public]
    assert public == [KittyExchanged(player=1, count=2)]
    private = only(events, ExchangeMade)
    assert private == ExchangeMade(give=cards("AS KS"), take=cards("2S 3H"), seat=1)
    assert BID.view(state, 0).exchanged == 2 and BID.view(state, 0).kitty == ()
    assert set(BID.view(state, 1).kitty) == set(cards("4S 2H 4H AS KS 3S"))


def test_the_exchange_swaps_cards_and_keeps_twelve_in_hand_and_six_in_the_kitty() -> None:
    state, _ = after_auction("1", "pass", "pass", "pass", "trump S")
    state, _ = do(BID, state, "give AS KS take 2S 3H")
    hand, kitty = state.hands[1], state.kitty
    assert len(hand) == 12 and len(kitty) == 6
    assert set(cards("2S 3H")) <= set(hand) and set(cards("AS KS")) <= set(kitty)
    assert set(BID.view(state, 1).kitty) == set(kitty)


def test_exchanging_nothing_is_allowed() -> None:
    state, _ = after_auction("1", "pass", "pass", "pass", "trump S")
    before = state.hands[1]
    state, events = do(BID, state, "keep")
    assert state.hands[1] == before and only(events, KittyExchanged).count == 0


def test_the_exchange_must_give_and_take_the_same_number_of_cards() -> None:
    state, _ = after_auction("1", "pass", "pass", "pass", "trump S")
    action = Exchange(cards("AS KS"), cards("2S"))
    refuse(state, 1, action, "same number of cards: you give 2 and take 1")


def test_the_exchange_refuses_cards_not_held_or_not_in_the_kitty() -> None:
    state, _ = after_auction("1", "pass", "pass", "pass", "trump S")
    refuse(state, 1, Exchange(cards("2S"), cards("3H")), "You don't hold 2♠")
    refuse(state, 1, Exchange(cards("AS"), cards("AH")), "A♥ is not in the kitty")
    refuse(state, 1, Exchange(cards("AS AS"), cards("2S 3S")), "twice")
    refuse(state, 2, Exchange(), "not your turn")


def test_legal_exchanges_are_every_choice_of_six_cards_for_the_kitty() -> None:
    state, _ = after_auction("1", "pass", "pass", "pass", "trump S")
    legal = BID.legal_actions(state, 1)
    assert isinstance(legal, ExchangeChoices) and len(legal) == 18564
    assert Exchange() in legal and legal[len(legal) - 1] in legal
    assert legal[0] == Exchange(state.hands[1][:6], state.kitty)
    assert Exchange(cards("AS"), cards("2S 3S")) not in legal
    with pytest.raises(IndexError):
        legal[len(legal)]
    seen = {legal[i] for i in range(0, len(legal), 97)}
    for action in seen:
        assert len(action.give) == len(action.take)
        BID.apply(state, 1, action)


def test_the_kitty_counts_as_the_bidding_teams_first_book() -> None:
    state, _ = after_auction("1", "pass", "pass", "pass", "trump S", "keep")
    assert state.books == (0, 1)
    assert BID.view(state, None).books == (0, 1)


# -- B8 play -------------------------------------------------------------------------------


def test_the_auction_winner_leads_the_first_trick() -> None:
    state, _ = after_auction("pass", "2", "pass", "pass", "trump D", "keep")
    assert state.phase is Phase.PLAY and seat_to_act(BID, state) == 2


def test_twelve_tricks_are_played_then_the_next_deal_starts_with_the_next_dealer() -> None:
    state, _ = after_auction("1", "pass", "pass", "pass", "trump S", "keep")
    events = []
    while state.deal_number == 1:
        seat = seat_to_act(BID, state)
        state, new = BID.apply(state, seat, BID.legal_actions(state, seat)[0])
        events += new
    assert kinds(events).count(TrickWon) == 12
    assert sum(only(events, DealScored).books) == 13
    assert state.dealer == 1 and state.phase is Phase.AUCTION and seat_to_act(BID, state) == 2
    assert only(events, Dealt) == Dealt(deal=2, dealer=1, first_to_bid=2)


# -- B6 card rankings and jokers -----------------------------------------------------------


def test_uptown_order_runs_two_to_ace_then_small_and_big_joker() -> None:
    order = CardOrder(Suit.SPADES, Direction.UPTOWN)
    trumps = [c for c in deck_for(Variant.BID) if order.suit_of(c) is Suit.SPADES]
    low_to_high = sorted(trumps, key=order.strength)
    assert " ".join(c.code for c in low_to_high) == "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS SJ BJ"


def test_downtown_order_runs_king_to_two_then_ace_then_small_and_big_joker() -> None:
    trumps = [c for c in deck_for(Variant.BID) if SPADES_DOWNTOWN.suit_of(c) is Suit.SPADES]
    low_to_high = sorted(trumps, key=SPADES_DOWNTOWN.strength)
    assert " ".join(c.code for c in low_to_high) == "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS SJ BJ"


def test_the_trump_suit_has_fifteen_cards_in_a_trump_contract() -> None:
    order = CardOrder(Suit.HEARTS)
    assert sum(order.is_trump(c) for c in deck_for(Variant.BID)) == 15


def test_both_jokers_are_trumps_with_the_big_joker_above_the_small() -> None:
    order = CardOrder(Suit.CLUBS)
    assert order.winning_index(cards("AC SJ BJ KC")) == 2
    assert order.winning_index(cards("AH SJ AC KH")) == 1


def test_a_joker_must_be_played_to_a_trump_lead_when_it_is_the_last_trump() -> None:
    hands = {1: "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S", 2: "SJ AH KH QH JH TH 9H 8H 7H 6H 5H 4H"}
    state = bid(0, hands, "2S BJ 2H 3H 2D 3D")
    state, _ = do(BID, state, "1", "pass", "pass", "pass", "trump S", "keep", "AS")
    assert BID.legal_actions(state, 2) == (PlayCard(SMALL_JOKER),)
    refuse(state, 2, PlayCard(parse_card("AH")), "You must follow spades: you hold Small Joker")


def test_a_led_joker_is_a_trump_lead() -> None:
    order = CardOrder(Suit.HEARTS)
    assert order.led_suit(cards("BJ")) is Suit.HEARTS
    assert playable(cards("2H AS"), cards("BJ"), order) == cards("2H")


def test_jokers_are_worthless_at_notrump() -> None:
    order = CardOrder(None, Direction.UPTOWN)
    assert order.winning_index(cards("5H BJ 2H SJ")) == 0
    assert order.strength(BIG_JOKER) == 0 and order.suit_of(BIG_JOKER) is None


def test_a_notrump_joker_may_only_be_discarded_when_void_in_the_suit_led() -> None:
    order = CardOrder(None)
    assert playable(cards("BJ 2H AS"), cards("5H"), order) == cards("2H")
    assert playable(cards("BJ AS"), cards("5H"), order) == cards("BJ AS")


def test_after_a_notrump_joker_lead_the_first_suited_card_sets_the_suit() -> None:
    order = CardOrder(None)
    assert order.led_suit(cards("SJ")) is None
    assert playable(cards("BJ 2H AS"), cards("SJ"), order) == cards("BJ 2H AS")
    assert order.led_suit(cards("SJ 9C")) is Suit.CLUBS
    assert playable(cards("2H AS 3C"), cards("SJ 9C"), order) == cards("3C")
    assert order.winning_index(cards("SJ 9C AH BJ")) == 1


def test_a_notrump_joker_lead_loses_in_play() -> None:
    hands = {1: "SJ AS KS QS JS TS 9S 8S 7S 6S 5S 4S"}
    state = bid(0, hands, "2S BJ 2H 3H 2D 3D")
    state, _ = do(BID, state, "1 notrump", "pass", "pass", "pass", "uptown", "keep", "SJ")
    events = []
    for _ in range(3):
        seat = seat_to_act(BID, state)
        state, new = BID.apply(state, seat, BID.legal_actions(state, seat)[0])
        events += new
    assert only(events, TrickWon).winner != 1


def test_downtown_example_ace_wins_and_without_it_the_two_wins() -> None:
    assert SPADES_DOWNTOWN.winning_index(cards("5H 2H KH AH")) == 3
    assert SPADES_DOWNTOWN.winning_index(cards("5H 2H KH")) == 1
    hearts = [c for c in deck_for(Variant.BID) if c.suit is Suit.HEARTS]
    assert min(hearts, key=SPADES_DOWNTOWN.strength) == parse_card("KH")


def test_uptown_and_downtown_side_suits_in_play() -> None:
    hands = {1: "5H AS KS QS JS TS 9S 8S 7S 6S 5S 4S", 2: "2H", 3: "KH", 0: "AH"}
    state = bid(0, hands, "2S 3S BJ SJ 3H 4H")
    state, events = do(BID, state, "1 downtown", "pass", "pass", "pass", "trump S", "keep")
    state, events = do(BID, state, "5H", "2H", "KH", "AH")
    assert only(events, TrickWon).winner == 0


def test_view_never_shows_other_hands() -> None:
    state, _ = after_auction("1", "pass", "pass", "pass", "trump S")
    for seat in range(4):
        view = BID.view(state, seat)
        assert view.hand == state.hands[seat]
        assert dataclasses.replace(view, hand=()) == dataclasses.replace(
            BID.view(state, seat), hand=()
        )
    assert BID.view(state, None).hand == ()


@pytest.mark.parametrize(
    ("action", "data"),
    [
        (PlayCard(parse_card("TH")), {"type": "play", "card": "TH"}),
        (PlayCard(BIG_JOKER), {"type": "play", "card": "BJ"}),
        (MakeBid(Bid(4, BidKind.DOWNTOWN)), {"type": "bid", "number": 4, "kind": "downtown"}),
        (Pass(), {"type": "pass"}),
        (NameTrump(Suit.SPADES), {"type": "trump", "suit": "S"}),
        (ChooseDirection(Direction.DOWNTOWN), {"type": "direction", "direction": "downtown"}),
        (Exchange(cards("2C"), cards("SJ")), {"type": "exchange", "give": ["2C"], "take": ["SJ"]}),
    ],
)
def test_every_action_type_has_an_exact_json_form(action, data) -> None:  # type: ignore[no-untyped-def]
    assert BID.action_to_json(action) == data
    assert BID.action_from_json(data) == action
    assert CLASSIC.action_from_json(CLASSIC.action_to_json(action)) == action


def test_bid_whist_state_json_round_trip_in_every_phase() -> None:
    state = bid(0, {1: "AS KS QS JS"}, KITTY)
    for text in ("1", "pass", "pass", "pass", "trump S", "give AS take 2S", "KS", "6D"):
        assert BID.state_from_json(json.loads(json.dumps(BID.state_to_json(state)))) == state
        state, _ = do(BID, state, text)
    assert BID.state_from_json(json.loads(json.dumps(BID.state_to_json(state)))) == state
