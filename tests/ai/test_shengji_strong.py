"""The strong Shengji player: legal, deterministic, reading only its view, and each of its
rules doing what it says where the normal player does otherwise."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from bot.ai.levels import Level, player_for
from bot.ai.shengji import ShengjiAI
from bot.ai.shengji_strong import NORMAL_TUNING, StrongShengjiAI
from bot.games.base import SYSTEM
from bot.games.cards import Suit
from bot.games.hands import CardHands
from bot.games.shengji import Deal, Pass, Phase, PlayCards, ShengjiState
from tests.games.shengji.helpers import (
    CLOCKWISE,
    GAME,
    cards,
    chosen,
    dealt,
    deck_with,
    declare,
    play,
    play_checked,
    play_trick,
    play_until,
    start,
    trick_of,
)
from tests.games.shengji.helpers import action_codes as codes

STRONG = StrongShengjiAI()
NORMAL = ShengjiAI()


def test_strong_level_plays_the_strong_player_and_normal_stays_todays() -> None:
    assert isinstance(player_for("shengji", Level.STRONG), StrongShengjiAI)
    normal = player_for("shengji", Level.NORMAL)
    assert type(normal) is ShengjiAI


def test_last_player_wins_with_a_point_card_when_one_wins_too() -> None:
    state = start(["9S 4C", "4S 4C", "6S 4C", "KS AS"], starter=0)
    state, _ = play(state, 0, "9S")
    state, _ = play(state, 1, "4S")
    state, _ = play(state, 2, "6S")
    assert codes(chosen(NORMAL, state, 3)) == ["AS"]
    assert codes(chosen(STRONG, state, 3)) == ["KS"]


def test_no_points_fed_to_a_partner_whom_a_void_opponent_may_still_ruff() -> None:
    state = start(["QS AS 4D", "7S 9S 4D", "8S KS 3S", "4C 3H 4H"], starter=0)
    state, _ = play_trick(state, 0, "QS", "7S", "8S", "4C")  # seat 3 shows out of spades
    state, _ = play(state, 0, "AS")
    state, _ = play(state, 1, "9S")
    assert codes(chosen(NORMAL, state, 2)) == ["KS"]
    assert codes(chosen(STRONG, state, 2)) == ["3S"]


def test_a_follower_who_can_win_takes_even_a_trick_without_points() -> None:
    state = start(["9S 4C", "AS 3S", "6S 4C", "7S 4C"], starter=0)
    state, _ = play(state, 0, "9S")
    assert codes(chosen(NORMAL, state, 1)) == ["3S"]
    assert codes(chosen(STRONG, state, 1)) == ["AS"]


def test_an_opponent_of_the_declarers_leads_from_its_shortest_suit() -> None:
    hands = ["3D 4D 6D 7D 8C", "3C 3C 3C 3C 3C", "3C 3C 3C 3C 3C", "3C 3C 3C 3C 3C"]
    state = start(hands, starter=1, leader=0)
    assert codes(chosen(NORMAL, state, 0)) == ["3D"]
    assert codes(chosen(STRONG, state, 0)) == ["8C"]
    declaring = start(hands, starter=0)
    assert codes(chosen(STRONG, declaring, 0)) == ["3D"]  # a declarer keeps today's lead


def test_a_lead_goes_to_the_suit_the_partner_is_void_in() -> None:
    hands = ["9C 7C 3D 4D 6D", "8C 7D 8D 9D 8S", "JD 3S 4S 6S 7S", "KC 5D TD QD 9S"]
    state = start(hands, starter=1, leader=1)
    state, _ = play_trick(state, 1, "8C", "JD", "KC", "9C")  # seat 2 shows out of clubs
    state = replace(state, trick=replace(trick_of(state), leader=0))  # seat 0 leads next
    assert codes(chosen(NORMAL, state, 0)) == ["3D"]
    assert codes(chosen(STRONG, state, 0)) == ["7C"]


def test_strong_is_deterministic_legal_and_finishes_whole_hands() -> None:
    for decks in (1, 2):
        play_checked(STRONG, {"decks": decks}, 33)


def test_strong_reads_only_its_view_other_hidden_hands_give_the_same_play() -> None:
    def mid_trick(state: ShengjiState) -> bool:
        return state.phase is Phase.PLAY and len(state.history) == 3 and bool(trick_of(state).plays)

    state = play_until(
        GAME.new({}, 4, 5),
        lambda s, seat: STRONG.choose(GAME.view(s, seat), GAME.legal_actions(s, seat), 1),
        mid_trick,
    )
    (seat,) = GAME.to_act(state)
    others = [s for s in range(4) if s != seat]
    pool = [c for s in others for c in state.hands[s]]
    random.Random(9).shuffle(pool)
    hands = list(state.hands)
    for s in others:
        hands[s], pool = tuple(pool[: len(hands[s])]), pool[len(hands[s]) :]
    other = replace(state, hands=CardHands(hands))
    assert GAME.view(other, seat) == GAME.view(state, seat)
    legal = GAME.legal_actions(state, seat)
    assert GAME.legal_actions(other, seat) == legal
    action = STRONG.choose(GAME.view(state, seat), legal, 4)
    assert isinstance(action, PlayCards)
    assert STRONG.choose(GAME.view(other, seat), legal, 4) == action


def test_tuning_with_every_rule_off_plays_as_the_normal_player() -> None:
    off = StrongShengjiAI(NORMAL_TUNING)

    def decide(state: ShengjiState, seat: int) -> Any:
        view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
        action = NORMAL.choose(view, legal, 2)
        assert off.choose(view, legal, 2) == action
        return action

    play_until(GAME.new({}, 4, 8), decide)


def _part_dealt(
    given: dict[int, str], each: int, declared: tuple[int, str] | None = None
) -> ShengjiState:
    """The first deal with ``each`` cards in every hand, ``given[s]`` first in seat ``s``'s,
    and a declaration made (seat, cards) if given."""
    deck = deck_with(CLOCKWISE, given)
    state = GAME.new_from_deck(CLOCKWISE, 7, deck, first_drawer=0)
    state, _ = GAME.apply(state, SYSTEM, Deal(4 * each))
    if declared is not None:
        state, _ = declare(state, *declared)
    return state


def test_strong_declares_its_first_rank_card_where_the_normal_player_waits() -> None:
    state = _part_dealt({0: "2H 5C 7D 9S"}, 4)
    assert chosen(NORMAL, state, 0) == Pass()
    assert codes(chosen(STRONG, state, 0)) == ["2H"]


def test_strong_declares_only_as_the_normal_player_once_the_starter_is_known() -> None:
    state = dealt({}, {0: "2C"}, starter=1)  # declaring only names the trump suit here
    assert chosen(NORMAL, state, 0) == Pass()
    assert chosen(STRONG, state, 0) == Pass()
    assert chosen(STRONG, _part_dealt({0: "2C 5H 7D 9S"}, 4), 0) != Pass()


def test_strong_declares_with_the_pair_and_reinforces_its_single() -> None:
    state = _part_dealt({0: "2H 2H 5C 7D"}, 4)
    assert chosen(NORMAL, state, 0) == Pass()
    assert codes(chosen(STRONG, state, 0)) == ["2H", "2H"]
    single = _part_dealt({0: "2H 2H 5C 7D"}, 4, declared=(0, "2H"))
    assert chosen(NORMAL, single, 0) == Pass()
    assert codes(chosen(STRONG, single, 0)) == ["2H", "2H"]


def test_strong_overturns_an_opponents_declaration_with_any_pair() -> None:
    given = {0: "2S 2S 5C 7D 9D 3C 4C 6C", 1: "2C"}
    state = _part_dealt(given, 8, declared=(1, "2C"))
    assert chosen(NORMAL, state, 0) == Pass()
    assert codes(chosen(STRONG, state, 0)) == ["2S", "2S"]


def test_strong_buries_a_king_to_void_a_second_suit_where_the_normal_player_keeps_it() -> None:
    hand = (
        "BJ SJ 2H 2S AH KH QH JH 9H 8H 7H 6H 3H 4H 2C 2D "
        "AS QS JS 9S 8S 7S 6S 4S 3S KC 9C 7C 4C 3D 4D 6D 8D"
    )
    state = GAME.new_from_hands(
        CLOCKWISE, [cards(hand), (), (), ()], (), trump_suit=Suit.HEARTS, starter=0, bury=True
    )
    assert "KC" not in codes(chosen(NORMAL, state, 0))
    assert codes(chosen(STRONG, state, 0)) == ["3D", "4C", "4D", "6D", "7C", "8D", "9C", "KC"]
