"""The Shengji AI: legal, deterministic, and sensible in the situations the brief names."""

from __future__ import annotations

from typing import Any

from bot.ai.shengji import ShengjiAI
from bot.games.base import SYSTEM
from bot.games.cards import Suit
from bot.games.shengji import Bury, Declare, Pass, Phase, ShengjiState
from tests.games.shengji.helpers import GAME, cards, chosen, dealt, play, play_checked, start
from tests.games.shengji.helpers import action_codes as codes

AI = ShengjiAI()


def choose(state: ShengjiState, seat: int, seed: int = 0) -> Any:
    return chosen(AI, state, seat, seed)


def test_ai_declares_a_suit_it_holds_many_trumps_in() -> None:
    state = dealt({}, {0: "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH"})
    assert choose(state, 0) == Declare(cards("2H"))


def test_ai_does_not_declare_a_weak_suit_before_the_end_of_the_deal() -> None:
    state = dealt({}, {0: "2C"}, starter=1)
    assert choose(state, 0) == Pass()


def test_ai_declares_at_the_end_of_the_first_deal_rather_than_force_a_redeal() -> None:
    state = dealt({}, {0: "2C"})
    action = choose(state, 0)
    assert isinstance(action, Declare)


def test_ai_buries_to_void_a_short_suit_keeping_trumps_and_points() -> None:
    hand = (
        "BJ SJ 2H 2S AH KH QH JH 9H 8H 7H 6H AS KS 5S 5S 9S 8S 7S AC KC QC 5C 3C "
        "6D 4D 3D 9D JD 8C 7C 6C 4C"
    )
    state = GAME.new_from_hands(
        {"direction": "clockwise"},
        [cards(hand), (), (), ()],
        (),
        trump_suit=Suit.HEARTS,
        starter=0,
        bury=True,
    )
    assert state.phase is Phase.BURY
    action = choose(state, 0)
    assert isinstance(action, Bury)
    buried = codes(action)
    assert {"3D", "4D", "6D", "9D", "JD"} <= set(buried)
    assert not any(c in buried for c in ("BJ", "SJ", "2H", "2S", "AH", "5S", "KS", "KC"))


def test_ai_feeds_points_to_a_partner_who_is_winning_as_last_player() -> None:
    state = start(["3S 4C", "AS 4C", "4S 4C", "KS 7S"], starter=0)
    state, _ = play(state, 0, "3S")
    state, _ = play(state, 1, "AS")
    state, _ = play(state, 2, "4S")
    assert codes(choose(state, 3)) == ["KS"]


def test_ai_trumps_a_point_rich_trick_when_void() -> None:
    state = start(["3S 4C", "KS 4C", "3H 7D", "4S 4C"], starter=0, leader=1)
    state, _ = play(state, 1, "KS")
    assert codes(choose(state, 2)) == ["3H"]


def test_ai_plays_low_when_it_cannot_win() -> None:
    state = start(["AS 4C", "KS 3S 4C", "4S 4C", "5S 4C"], starter=0)
    state, _ = play(state, 0, "AS")
    assert codes(choose(state, 1)) == ["3S"]


def test_ai_keeps_pairs_when_following_a_single() -> None:
    state = start(["AS 4C", "7S 7S 8S", "4S 4C", "5S 4C"], starter=0)
    state, _ = play(state, 0, "AS")
    assert codes(choose(state, 1)) == ["8S"]


def test_ai_leads_a_sure_tractor() -> None:
    state = start(["AS AS KS KS 3D 4D 4C", "3C", "3C", "3C"], starter=0)
    assert codes(choose(state, 0)) == ["AS", "AS", "KS", "KS"]


def test_ai_is_deterministic_given_the_seed_and_always_legal_over_a_hand() -> None:
    for decks in (1, 2, 3):
        play_checked(AI, {"decks": decks}, 21)


def test_ai_declares_and_passes_in_turn_under_fixed_dealer_declaring_and_finishes_the_hand() -> (
    None
):
    state = GAME.new({"declare_order": "fixed-dealer"}, 4, 5)
    start_hand, seen = state.hand_no, set()
    while state.hand_no == start_hand:
        seats = sorted(GAME.to_act(state) - {SYSTEM})
        if seats:
            assert len(seats) == 1 or state.phase is not Phase.DEAL
            seat = seats[0]
            action = choose(state, seat)
            seen.add((state.phase, type(action).__name__))
        else:
            seat, action = SYSTEM, GAME.legal_actions(state, SYSTEM)[0]
        state, _ = GAME.apply(state, seat, action)
    assert any(phase is Phase.DEAL for phase, _ in seen)
