"""Rules 7.3–7.4, 8, 12–14 through the engine from explicit deals: who may overturn and with
what, who takes the kitty, who draws, takes the kitty and leads after a hand, and the
must-defend option's effect at the end of the game."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from bot.errors import IllegalAction
from bot.games.base import SYSTEM
from bot.games.cards import Rank, Suit
from bot.games.shengji import Bury, Deal, Phase, ShengjiState
from bot.games.shengji.events import GameWon, HandEnded
from tests.games.shengji.helpers import (
    GAME,
    action_cards,
    dealt,
    declare,
    finish,
    play_trick,
    refused,
    start,
)

THREE = {"decks": 3}
THREE_KITTY = "3C 3C 3C 4C 4C 4C"


# ---------------------------------------------------------------- overturning (7.3, 7.4)


def test_the_declarers_partner_may_overturn_and_then_starts_the_first_hand() -> None:
    state = dealt({}, {0: "2H", 2: "2S 2S"})
    state, _ = declare(state, 0, "2H")
    state, events = declare(state, 2, "2S 2S")
    assert events[0].overturn is True
    state, _ = finish(state)
    assert state.trump_suit is Suit.SPADES and state.starter == 2 and state.declarers == 0
    assert GAME.to_act(state) == frozenset({2})


def test_an_overturned_player_may_overturn_back_with_a_stronger_declaration() -> None:
    state = dealt({}, {0: "2H BJ BJ", 1: "2S 2S"})
    state, _ = declare(state, 0, "2H")
    state, _ = declare(state, 1, "2S 2S")
    state, events = declare(state, 0, "BJ BJ")
    assert events[0].overturn is True and events[0].suit is None
    state, _ = finish(state)
    assert state.trump_suit is None and state.starter == 0


def test_three_decks_a_pair_of_the_declared_suit_shown_by_another_player_overturns() -> None:
    state = dealt(THREE, {0: "2H", 1: "2H 2H"}, kitty=THREE_KITTY)
    state, _ = declare(state, 0, "2H")
    state, events = declare(state, 1, "2H 2H")
    assert events[0].overturn is True
    state, _ = finish(state)
    assert state.trump_suit is Suit.HEARTS and state.starter == 1 and state.declarers == 1


def test_a_reinforced_pair_is_still_overturned_by_a_joker_pair() -> None:
    state = dealt({}, {0: "2H 2H", 1: "SJ SJ"})
    state, _ = declare(state, 0, "2H")
    state, _ = declare(state, 0, "2H 2H")
    state, events = declare(state, 1, "SJ SJ")
    assert events[0].overturn is True
    state, _ = finish(state)
    assert state.trump_suit is None and state.starter == 1


def test_a_small_joker_pair_cannot_overturn_a_big_joker_pair() -> None:
    state = dealt({}, {0: "BJ BJ", 1: "SJ SJ"})
    state, _ = declare(state, 0, "BJ BJ")
    assert refused(state, 1, "SJ SJ") == (
        "That does not overturn a pair of Big Joker: an overturn must be strictly stronger."
    )


def test_two_rank_cards_of_different_suits_are_no_declaration() -> None:
    state = dealt({}, {0: "2H 2S"})
    assert refused(state, 0, "2H 2S") == (
        "A declaration shows one card, or two or three identical cards."
    )


def test_later_hand_an_opponents_overturn_only_changes_trump_and_the_starter_takes_the_kitty() -> (
    None
):
    state = dealt({}, {1: "2D", 3: "2S 2S"}, kitty="3C 9D 4S 4H 5H 6H 7H 8H", starter=0)
    state, _ = declare(state, 1, "2D")
    state, events = declare(state, 3, "2S 2S")
    assert events[0].overturn is True
    state, _ = finish(state)
    assert state.trump_suit is Suit.SPADES and state.starter == 0 and state.declarers == 0
    assert GAME.to_act(state) == frozenset({0}) and state.phase is Phase.BURY
    assert len(state.hands[0]) == 33 and len(state.hands[3]) == 25


def test_later_hand_a_joker_pair_makes_a_no_trump_hand_at_the_declarers_rank() -> None:
    state = dealt({}, {1: "SJ SJ"}, starter=0, levels=(5, 3), avoid=Rank.FIVE)
    state, _ = declare(state, 1, "SJ SJ")
    state, _ = finish(state)
    assert state.trump_suit is None and state.trump_rank is Rank.FIVE
    assert state.starter == 0 and state.declarers == 0


# ---------------------------------------------------------------- the kitty (8)


def test_only_the_starter_may_bury_and_a_refused_burial_changes_nothing() -> None:
    state = dealt({}, {1: "2D"}, kitty="3C 9D 4S 4H 5H 6H 7H 8H", starter=0)
    state, _ = declare(state, 1, "2D")
    state, _ = finish(state)
    before = state
    with pytest.raises(IllegalAction) as info:
        GAME.apply(state, 1, Bury(state.hands[1][:8]))
    assert info.value.message == "It's not your turn: waiting for seat 1." and state == before


def test_kitty_bonus_counts_when_an_opponent_ruffs_a_pair_in_the_last_trick() -> None:
    hands = ["5S 5S", "3H 3H", "6S 7S", "8S 9S"]
    state = start(hands, kitty="KS 5D TH 3C 8C 9D JS 4H")
    _, events = play_trick(state, 0, *hands)
    end = next(e for e in events if isinstance(e, HandEnded))
    assert end.last_trick_winner == 1
    assert end.multiplier == 4 and end.kitty_bonus == 100 and end.points == 110


# ---------------------------------------------------------------- the next hand (13.2)


def test_after_a_takeover_the_new_starter_draws_first_takes_the_kitty_and_leads() -> None:
    hands = ["3S", "AS", "KS", "6S"]
    state = start(hands, kitty="KD KD KD KD", starter=0)
    state, events = play_trick(state, 0, *hands)
    end = next(e for e in events if isinstance(e, HandEnded))
    assert not end.declarers_keep and end.next_starter == 1
    assert state.phase is Phase.DEAL and state.first_drawer == 1 and state.declarers == 1
    state, _ = GAME.apply(state, SYSTEM, Deal(4 * state.rules.hand_size))
    state, _ = finish(state)
    assert state.phase is Phase.BURY and GAME.to_act(state) == frozenset({1})
    assert len(state.hands[1]) == 33
    state, _ = GAME.apply(state, 1, Bury(action_cards(GAME.legal_actions(state, 1)[0])))
    assert state.phase is Phase.PLAY and GAME.to_act(state) == frozenset({1})


# ---------------------------------------------------------------- end of the game (14)


def one_trick_hand(
    hands: list[str], kitty: str, levels: tuple[int, int], options: Mapping[str, Any]
) -> tuple[ShengjiState, list[Any]]:
    """Seat 0 starts and leads; the four one-card hands play the only trick."""
    state = start(hands, kitty=kitty, levels=levels, options=options)
    return play_trick(state, 0, *hands)


DECLARERS_WIN = ["AS", "3S", "4S", "6S"]
OPPONENTS_WIN = ["3S", "AS", "4S", "6S"]
KITTY_60 = "KD KD KD KD TD TD 3C 4C"  # doubled: 120, the opponents take over and go up 1


def test_must_defend_ace_declarers_who_defend_a_win_the_game() -> None:
    state, events = one_trick_hand(DECLARERS_WIN, "", (14, 5), {"must_defend": "ace"})
    assert next(e for e in events if isinstance(e, GameWon)).winner == 0
    assert GAME.is_over(state)


def test_must_defend_ace_opponents_taking_over_from_a_stay_on_a_to_defend_it() -> None:
    state, events = one_trick_hand(OPPONENTS_WIN, KITTY_60, (5, 14), {"must_defend": "ace"})
    end = next(e for e in events if isinstance(e, HandEnded))
    assert end.points == 120 and end.steps == 1 and end.levels == (5, 14)
    assert not GAME.is_over(state) and state.declarers == 1 and state.trump_rank is Rank.ACE
    state, events = one_trick_hand(OPPONENTS_WIN, KITTY_60, (5, 14), {})
    assert next(e for e in events if isinstance(e, GameWon)).winner == 1


def test_must_defend_5_10_k_a_stops_a_climb_at_5_and_a_defended_5_climbs_on() -> None:
    options = {"must_defend": "5-10-k-a"}
    _, events = one_trick_hand(DECLARERS_WIN, "", (3, 2), options)
    assert next(e for e in events if isinstance(e, HandEnded)).levels == (5, 2)
    _, events = one_trick_hand(DECLARERS_WIN, "", (5, 2), options)
    assert next(e for e in events if isinstance(e, HandEnded)).levels == (8, 2)
