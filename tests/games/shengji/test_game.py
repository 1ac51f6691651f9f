"""The game face: registry attributes, options, views and privacy, JSON, refusals."""

from __future__ import annotations

import json

import pytest

from bot.errors import IllegalAction, OptionError
from bot.games.base import SYSTEM
from bot.games.options import parse_options
from bot.games.shengji import Bury, Deal, Declare, Pass, PlayCards, ShengjiGame
from bot.games.shengji.actions import action_from_json, action_to_json, play_cards
from bot.games.shengji.events import Buried, Declared, KittyBuried, KittyTaken, TrumpFixed
from bot.games.shengji.options import OPTIONS
from tests.games.shengji.helpers import GAME, action_cards, cards, dealt, finish, play, start


def test_game_face_name_title_and_exactly_four_seats() -> None:
    game = ShengjiGame()
    assert game.name == "shengji" and game.title == "Shengji (Tractor)"
    assert game.seat_range({}) == (4, 4)
    game.check_options({}, 4)
    with pytest.raises(OptionError, match="exactly 4 players"):
        game.check_options({}, 3)


def test_every_option_has_the_rules_default() -> None:
    defaults = {spec.key: spec.default for spec in OPTIONS}
    assert defaults == {
        "decks": 2,
        "no_trump": True,
        "no_trump_trumps": "ranks",
        "overturn": "ladder",
        "reinforce": True,
        "first_starter": "declare",
        "no_declaration": "kitty",
        "declare_order": "open",
        "fixed_trump": None,
        "kitty_multiplier": "cards",
        "throw_penalty": 10,
        "throw_choice": "smallest",
        "failed_throw": "penalty",
        "follow_tractor": "tractor",
        "triple_follow": "s1",
        "direction": "counterclockwise",
        "must_defend": "none",
        "target": "a",
        "levels": None,
        "starter": None,
        "declare_pause": 10,
    }


def test_options_parse_from_table_text() -> None:
    options = parse_options(OPTIONS, "decks=3 kitty_multiplier=double fixed_trump=hearts")
    state = GAME.new(options, 4, 1)
    assert state.rules.decks == 3 and state.rules.flat_kitty_double
    with pytest.raises(OptionError):
        parse_options(OPTIONS, "decks=4")


def test_no_trump_trumps_option_jokers_only_makes_rank_cards_ordinary() -> None:
    state = start(
        ["TS 3C", "9S TH", "3S 3C", "4S 3C"],
        trump=None,
        level=10,
        options={"no_trump_trumps": "jokers"},
    )
    state, _ = play(state, 0, "TS")  # a plain spade
    with pytest.raises(IllegalAction, match="You still hold spades"):
        GAME.apply(state, 1, PlayCards(cards("TH")))


def test_no_trump_default_rank_cards_are_trumps() -> None:
    state = start(["TS 3C", "9S TH", "3S 3C", "4S 3C"], trump=None, level=10)
    state, _ = play(state, 0, "TS")
    with pytest.raises(IllegalAction, match="You still hold trumps"):
        GAME.apply(state, 1, PlayCards(cards("9S")))


def test_view_shows_own_hand_only_and_the_public_view_no_hand() -> None:
    state = start(["AS KS", "3S 4S", "5S 6S", "7S 8S"])
    assert {c.code for c in GAME.view(state, 1).hand} == {"3S", "4S"}
    public = GAME.view(state, None)
    assert public.hand == () and public.kitty == () and public.hand_sizes == (2, 2, 2, 2)


def test_public_events_never_show_hidden_cards() -> None:
    state = dealt({}, {1: "2D"}, kitty="3C 9D 4S 4H 5H 6H 7H 8H")
    state, events = GAME.apply(state, 1, Declare(cards("2D")))
    state, more = finish(state)
    events += more
    state, more = GAME.apply(state, 1, Bury(action_cards(GAME.legal_actions(state, 1)[0])))
    events += more
    assert {type(e) for e in events if e.public} == {Declared, TrumpFixed, Buried}
    hidden = {(type(e), e.seat) for e in events if not e.public}
    assert hidden == {(KittyTaken, 1), (KittyBuried, 1)}


def test_state_and_actions_round_trip_through_json_exactly() -> None:
    state = GAME.new({"decks": 3}, 4, 8)
    state, _ = GAME.apply(state, SYSTEM, Deal(50))
    data = json.loads(json.dumps(GAME.state_to_json(state)))
    assert GAME.state_from_json(data) == state
    for action in (Deal(3), Declare(cards("2H 2H")), PlayCards(cards("SJ BJ TH"))):
        assert action_from_json(json.loads(json.dumps(action_to_json(action)))) == action


def test_illegal_action_messages_and_the_state_is_unchanged() -> None:
    state = start(["AS KS", "3S 4S", "5S 6S", "7S 8S"])
    before = state
    with pytest.raises(IllegalAction, match="not your turn"):
        GAME.apply(state, 2, PlayCards(cards("5S")))
    with pytest.raises(IllegalAction, match="You don't hold"):
        GAME.apply(state, 0, PlayCards(cards("QS")))
    with pytest.raises(IllegalAction, match="Play cards now"):
        GAME.apply(state, 0, Deal(1))
    assert state == before


def test_check_play_and_is_legal_play_answer_for_the_play_button() -> None:
    state = start(["AS KS", "3S 4H", "5S 6S", "7S 8S"])
    assert GAME.is_legal_play(state, 0, cards("AS"))
    assert not GAME.is_legal_play(state, 1, cards("3S"))  # not seat 1's turn
    state, _ = play(state, 0, "AS")
    assert GAME.is_legal_play(state, 1, cards("3S"))
    assert not GAME.is_legal_play(state, 1, cards("4H"))


def test_legal_leads_list_singles_pairs_tractors_and_a_safe_throw() -> None:
    state = start(["AS AS KS KS 3S 5H 5H 6H 6H", "3C", "3C", "3C"], trump="H")
    leads = {tuple(sorted(c.code for c in action_cards(a))) for a in GAME.legal_actions(state, 0)}
    assert ("AS",) in leads and ("AS", "AS") in leads
    assert ("AS", "AS", "KS", "KS") in leads and ("5H", "5H", "6H", "6H") in leads
    for action in GAME.legal_actions(state, 0):
        GAME.check_play(state, 0, action_cards(action))


def test_legal_single_card_plays_are_one_shared_action_each() -> None:
    """Issue #19: a table keeps its seat to act's legal plays while it waits; each single
    card's play is the one shared action, not two objects more for the collector to walk."""
    state = start(["AS KS KS 3D", "2C 4C 5C 6C", "7C 8C 9C TC", "JC QC AC 3C"])
    legal = [action for action in GAME.legal_actions(state, 0) if isinstance(action, PlayCards)]
    singles = [action for action in legal if len(action.cards) == 1]
    assert len(singles) == 3 and any(len(action.cards) == 2 for action in legal)
    assert all(single is play_cards(single.cards) for single in singles)
    assert play_cards(cards("KS KS")) == PlayCards(cards("KS KS"))


def test_legal_pair_plays_are_one_shared_action_each() -> None:
    """Pairs are about half of the legal plays of more than one card (issue #19)."""
    state = start(["AS KS KS 3D", "2C 4C 5C 6C", "7C 8C 9C TC", "JC QC AC 3C"])
    (pair,) = [a for a in GAME.legal_actions(state, 0) if a == PlayCards(cards("KS KS"))]
    assert pair is play_cards(cards("KS KS")) is play_cards(pair.cards)
    assert play_cards(cards("AS KS")) is not play_cards(cards("AS KS"))


def test_whose_move_it_is_and_who_passed_are_shared_sets_of_seats() -> None:
    """Issue #19: a set is always an object the collector walks; each state's own (a new
    empty one each deal, each answer of whose move it is, kept by the memo) were hundreds."""
    game = ShengjiGame()
    first, second = game.new({}, 4, seed=1), game.new({}, 4, seed=2)
    assert first.passed is second.passed and first.passed == frozenset()
    assert game.to_act(first) is game.to_act(second)
    state = first
    while not (passers := sorted(game.to_act(state) - {SYSTEM})):
        state, _ = game.apply(state, SYSTEM, game.legal_actions(state, SYSTEM)[0])
    one = game.apply(state, passers[0], Pass())[0]
    again = game.apply(state, passers[0], Pass())[0]
    assert one.passed == {passers[0]} and one.passed is again.passed
