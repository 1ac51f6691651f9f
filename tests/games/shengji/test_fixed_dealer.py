"""Rules 7.5: fixed-dealer declaring, where the seats take turns to declare or pass."""

from __future__ import annotations

import json

import pytest

from bot.errors import IllegalAction, OptionError
from bot.games.base import SYSTEM
from bot.games.cards import Suit
from bot.games.options import parse_options
from bot.games.shengji import Deal, Declare, FinishDeal, NameTrump, Pass, Phase
from bot.games.shengji.events import NameTrumpAsked
from bot.games.shengji.options import OPTIONS, Rules
from tests.games.shengji.helpers import GAME, cards, dealt, deck_with, declare, refused

FIXED_DEALER = {"declare_order": "fixed-dealer"}


def test_fixed_dealer_declaring_starts_with_the_dealers_partner_and_others_must_wait() -> None:
    # seat 1 (index 0) is the fixed starter: seat 3 (index 2) declares first, clockwise here
    state = dealt(
        FIXED_DEALER,
        {0: "2H", 1: "2S 2S", 2: "2D", 3: "2C"},
        kitty="2H 2D 2C SJ SJ BJ BJ 3C",
    )
    assert state.starter == 0 and GAME.to_act(state) == frozenset({2})
    assert GAME.legal_actions(state, 2) == [Declare(cards("2D")), Pass()]
    assert GAME.legal_actions(state, 1) == [] and GAME.legal_actions(state, SYSTEM) == []
    assert refused(state, 1, "2S 2S") == "It's not your turn to declare: seat 3 declares first."
    with pytest.raises(IllegalAction, match="seat 3 declares first"):
        GAME.apply(state, 0, Pass())
    with pytest.raises(IllegalAction):
        GAME.apply(state, SYSTEM, FinishDeal())
    state, _ = GAME.apply(state, 2, Pass())
    assert GAME.to_act(state) == frozenset({3})
    assert refused(state, 1, "2S 2S") == "It's not your turn to declare: seat 4 declares next."


def test_fixed_dealer_overturns_go_round_in_order_and_every_seat_gets_its_turn() -> None:
    state = dealt(
        FIXED_DEALER,
        {2: "2D", 3: "2C 2C", 0: "SJ SJ", 1: "2S"},
        kitty="2S 2H 2H 2D BJ BJ 3C 4C",
    )
    state, _ = declare(state, 2, "2D")
    assert GAME.to_act(state) == frozenset({3})
    assert "seat 4 declares next" in refused(state, 0, "SJ SJ")
    state, events = declare(state, 3, "2C 2C")
    assert events[0].overturn is True
    assert GAME.to_act(state) == frozenset({0})
    state, _ = declare(state, 0, "SJ SJ")
    # nobody can overturn a small-joker pair here, yet each seat still has its turn to pass
    for seat in (1, 2, 3, 0):
        assert GAME.to_act(state) == frozenset({seat})
        assert GAME.legal_actions(state, seat) == [Pass()]
        state, _ = GAME.apply(state, seat, Pass())
    assert GAME.to_act(state) == frozenset({SYSTEM})
    assert GAME.legal_actions(state, SYSTEM) == [FinishDeal()]
    assert "Declaring is over" in refused(state, 1, "2S")
    state, _ = GAME.apply(state, SYSTEM, FinishDeal())
    assert state.phase is Phase.BURY and state.trump_suit is None and state.starter == 0


def test_open_declaring_views_do_not_tell_who_else_could_declare() -> None:
    state = dealt({}, {1: "2D"}, kitty="2S 2S 2H 2H 2D 2C 2C SJ")
    assert GAME.to_act(state) == frozenset({SYSTEM, 1})
    assert GAME.view(state, 1).to_act == frozenset({SYSTEM, 1})
    assert GAME.view(state, 0).to_act == GAME.view(state, None).to_act == frozenset({SYSTEM})


def test_fixed_dealer_turns_never_depend_on_who_could_declare() -> None:
    """Issue 12.1: the seat to declare, its hand view and every refusal read the same whether
    the hands hold declarations or not; an empty hand's turn is a pass, not a skip."""
    empty = dealt(FIXED_DEALER, {}, kitty="2S 2S 2H 2H 2D 2D 2C 2C")
    full = dealt(FIXED_DEALER, {2: "2D", 3: "2C 2C", 0: "SJ SJ", 1: "2S"}, kitty="3C 4C")
    for state in (empty, full):
        assert GAME.to_act(state) == frozenset({2})
        assert GAME.view(state, None).to_act == frozenset({2})
        assert refused(state, 1, "2S") == "It's not your turn to declare: seat 3 declares first."
    assert GAME.legal_actions(empty, 2) == [Pass()]
    for seat in (2, 3, 0, 1):
        assert GAME.to_act(empty) == frozenset({seat})
        assert GAME.view(empty, (seat + 1) % 4).to_act == frozenset({seat})
        empty, _ = GAME.apply(empty, seat, Pass())
    assert GAME.to_act(empty) == frozenset({SYSTEM})


def test_fixed_dealer_four_passes_in_a_row_after_the_last_declaration_close_the_round() -> None:
    state = dealt(
        FIXED_DEALER,
        {2: "2D 2D", 3: "2C 2C", 0: "2H 2H", 1: "2S 2S"},
        kitty="SJ SJ BJ BJ 3C 4C 5C 6C",
    )
    state, _ = declare(state, 2, "2D")
    for seat in (3, 0, 1):
        assert GAME.to_act(state) == frozenset({seat})
        state, _ = GAME.apply(state, seat, Pass())
    # the declarer's own turn comes round too: it may still reinforce, or pass
    assert GAME.to_act(state) == frozenset({2})
    assert GAME.legal_actions(state, 2) == [Declare(cards("2D 2D")), Pass()]
    state, _ = GAME.apply(state, 2, Pass())
    assert GAME.to_act(state) == frozenset({SYSTEM})
    assert GAME.system_pause(state) < state.rules.declare_pause
    state, _ = GAME.apply(state, SYSTEM, FinishDeal())
    assert state.trump_suit is Suit.DIAMONDS and state.starter == 0 and state.declarers == 0


def test_fixed_dealer_nobody_declares_the_dealers_partner_names_trump() -> None:
    # a later hand: seat 2 (index 1) starts, so seat 4 (index 3) declares first and names
    state = dealt(
        FIXED_DEALER,
        {3: "2C", 0: "2H", 1: "2S", 2: "2D"},
        kitty="2S 2H 2D 2C SJ SJ BJ BJ",
        starter=1,
    )
    assert state.rules.no_declaration == "partner"
    for seat in (3, 0, 1, 2):
        assert GAME.to_act(state) == frozenset({seat})
        state, _ = GAME.apply(state, seat, Pass())
    state, events = GAME.apply(state, SYSTEM, FinishDeal())
    assert events == [NameTrumpAsked(namer=3)]
    assert state.phase is Phase.NAME_TRUMP and GAME.to_act(state) == frozenset({3})
    state, _ = GAME.apply(state, 3, NameTrump(Suit.HEARTS))
    assert state.trump_suit is Suit.HEARTS and state.phase is Phase.BURY and state.starter == 1


def test_fixed_dealer_nobody_may_declare_during_the_deal() -> None:
    options = {"direction": "clockwise", **FIXED_DEALER}
    deck = deck_with(options, {0: "2H", 2: "2D"}, first_drawer=0)
    state = GAME.new_from_deck(options, 1, deck, first_drawer=0)
    state, _ = GAME.apply(state, SYSTEM, Deal(8))
    assert GAME.to_act(state) == frozenset({SYSTEM})
    assert GAME.legal_actions(state, 0) == []
    message = refused(state, 0, "2H")
    assert "Nobody declares while the cards are dealt" in message and "seat 3" in message
    with pytest.raises(IllegalAction, match="while the cards are dealt"):
        GAME.apply(state, 2, Pass())


def test_fixed_dealer_implies_a_fixed_first_starter_and_the_partner_naming_trump() -> None:
    rules = Rules.from_options(FIXED_DEALER)
    assert rules.ordered_declaring and rules.fixed_first_starter
    assert rules.no_declaration == "partner"
    assert Rules.from_options(rules.to_options()) == rules
    assert rules.to_options()["declare_order"] == "fixed-dealer"
    state = GAME.new(FIXED_DEALER, 4, 3)
    assert state.starter == 0 and state.declarers == 0


def test_fixed_dealer_state_round_trips_through_json_in_the_middle_of_the_round() -> None:
    state = dealt(FIXED_DEALER, {2: "2D", 3: "2C 2C"}, kitty="2S 2S 2H 2H 2D SJ BJ BJ")
    state, _ = declare(state, 2, "2D")
    data = json.loads(json.dumps(GAME.state_to_json(state)))
    assert GAME.state_from_json(data) == state
    assert GAME.to_act(GAME.state_from_json(data)) == frozenset({3})


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("declare_order=fixed-dealer fixed_trump=hearts", "fixed_trump"),
        ("declare_order=fixed-dealer no_declaration=first-card", "names the trump suit"),
    ],
)
def test_fixed_dealer_refuses_options_that_contradict_it(text: str, reason: str) -> None:
    with pytest.raises(OptionError, match=reason):
        GAME.check_options(parse_options(OPTIONS, text), 4)


def test_fixed_dealer_accepts_the_options_it_implies() -> None:
    for text in ("declare_order=fixed-dealer", "declare_order=fixed-dealer first_starter=fixed"):
        GAME.check_options(parse_options(OPTIONS, text + " no_declaration=partner"), 4)
        GAME.check_options(parse_options(OPTIONS, text), 4)
