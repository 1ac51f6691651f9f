"""Rules 8 and 12: the kitty exchange, and the kitty bonus with its multiplier."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from bot.errors import IllegalAction
from bot.games.shengji import Bury, Declare, Phase, ShengjiState
from bot.games.shengji.events import Buried, HandEnded, KittyBuried
from tests.games.shengji.helpers import (
    GAME,
    action_cards,
    cards,
    codes,
    dealt,
    finish,
    play_trick,
    start,
)

KITTY_25 = "KS 5D TH 3C 8C 9D JS 4H"  # the rules' example: 25 points


def hand_end(events: list[Any]) -> HandEnded:
    return next(e for e in events if isinstance(e, HandEnded))


def last_trick(
    hands: list[str],
    plays: list[str],
    *,
    kitty: str = KITTY_25,
    leader: int = 0,
    options: Mapping[str, Any] | None = None,
) -> tuple[ShengjiState, HandEnded]:
    state = start(hands, trump="H", kitty=kitty, leader=leader, options=options)
    state, events = play_trick(state, leader, *plays)
    return state, hand_end(events)


def test_starter_takes_the_kitty_and_buries_the_same_number_face_down() -> None:
    state = dealt({}, {1: "2D"}, kitty="3C 9D 4S 4H 5H 6H 7H 8H")
    state, _ = GAME.apply(state, 1, Declare(cards("2D")))
    state, _ = finish(state)
    assert GAME.to_act(state) == frozenset({1}) and len(state.hands[1]) == 33
    before = state
    with pytest.raises(IllegalAction, match="Bury exactly 8 cards"):
        GAME.apply(state, 1, Bury(cards("3C 9D")))
    assert state == before
    with pytest.raises(IllegalAction, match="don't hold"):
        GAME.apply(state, 1, Bury(cards("BJ BJ BJ 3C 9D 4S 4H 5H")))
    burial = action_cards(GAME.legal_actions(state, 1)[0])
    state, events = GAME.apply(state, 1, Bury(burial))
    assert len(state.hands[1]) == 25 and state.kitty == burial and state.phase is Phase.PLAY
    assert GAME.to_act(state) == frozenset({1})
    public = [e for e in events if e.public]
    assert public == [Buried(starter=1, count=8)]
    private = [e for e in events if not e.public]
    assert private[0].seat == 1 and private == [KittyBuried(cards=burial, seat=1)]


def test_buried_cards_are_visible_only_in_the_starters_view() -> None:
    state = start(["3S", "AS", "4S", "5S"], kitty=KITTY_25)
    assert len(GAME.view(state, 0).kitty) == 8
    assert GAME.view(state, 1).kitty == () and GAME.view(state, None).kitty == ()


def test_trumps_and_points_may_be_buried() -> None:
    state = GAME.new_from_hands(
        {},
        [cards("3S"), cards("AS"), cards("4S"), cards("5S")],
        cards("KH AH 5S TS BJ BJ 2H 2H"),
        trump_suit=None,
        starter=0,
        bury=True,
    )
    state, _ = GAME.apply(state, 0, Bury(cards("KH AH 5S TS BJ BJ 2H 2H")))
    assert state.phase is Phase.PLAY


def test_kitty_bonus_single_last_trick_doubles_the_kitty_points_for_the_opponents() -> None:
    _, end = last_trick(["3S", "AS", "4S", "6S"], ["3S", "AS", "4S", "6S"])
    assert end.multiplier == 2 and end.kitty_bonus == 50 and end.points == 50


def test_rules_example_pair_last_trick_25_kitty_points_give_the_opponents_100() -> None:
    _, end = last_trick(["3S 3S", "AS AS", "4S 6S", "7S 8S"], ["3S 3S", "AS AS", "4S 6S", "7S 8S"])
    assert end.multiplier == 4 and end.kitty_bonus == 100


def test_two_pair_tractor_last_trick_multiplies_by_8() -> None:
    _, end = last_trick(
        ["3S 3S 4S 4S", "KS KS AS AS", "6S 7S 8S 9S", "6S 7S 8S 9S"],
        ["3S 3S 4S 4S", "KS KS AS AS", "6S 7S 8S 9S", "6S 7S 8S 9S"],
    )
    assert end.multiplier == 8 and end.kitty_bonus == 200


def test_five_card_throw_last_trick_multiplies_by_10() -> None:
    hands = ["3S 4S 6S 7S 8S", "QS QS KS KS AS", "3S 4S 6S 7S 8S", "9S 9S JS JS 9D"]
    _, end = last_trick(
        hands, ["QS QS KS KS AS", "3S 4S 6S 7S 8S", "9S 9S JS JS 9D", "3S 4S 6S 7S 8S"], leader=1
    )
    assert end.multiplier == 10 and end.kitty_bonus == 250


def test_kitty_multiplier_option_double_is_always_times_2() -> None:
    _, end = last_trick(
        ["3S 3S", "AS AS", "4S 6S", "7S 8S"],
        ["3S 3S", "AS AS", "4S 6S", "7S 8S"],
        options={"kitty_multiplier": "double"},
    )
    assert end.multiplier == 2 and end.kitty_bonus == 50


def test_kitty_scores_nothing_when_a_declarer_wins_the_last_trick() -> None:
    _, end = last_trick(["AS", "3S", "4S", "6S"], ["AS", "3S", "4S", "6S"])
    assert end.kitty_bonus == 0 and codes(end.kitty) == KITTY_25.split()


def test_hand_end_reveals_the_kitty_publicly_with_its_points() -> None:
    _, end = last_trick(["3S", "AS", "4S", "6S"], ["3S", "AS", "4S", "6S"])
    assert codes(end.kitty) == KITTY_25.split() and end.kitty_points == 25
