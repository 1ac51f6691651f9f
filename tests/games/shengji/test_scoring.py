"""Rules 12–14: opponents' points, the level table for 1/2/3 decks, next starter, game end."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import pytest

from bot.games.base import SYSTEM
from bot.games.shengji import Phase, PlayCards, ShengjiState
from bot.games.shengji.events import GameWon, HandEnded
from bot.games.shengji.scoring import climb, outcome, takeover_threshold
from bot.i18n import word
from bot.msg import name_seats
from tests.games.shengji.helpers import GAME, cards, play_trick, start

TWO_DECK_TABLE = [
    (-20, True, 3),
    (0, True, 3),
    (5, True, 2),
    (35, True, 2),
    (40, True, 1),
    (75, True, 1),
    (80, False, 0),
    (115, False, 0),
    (120, False, 1),
    (155, False, 1),
    (160, False, 2),
    (195, False, 2),
    (200, False, 3),
    (235, False, 3),
    (240, False, 4),
    (275, False, 4),
    (280, False, 5),
]


@pytest.mark.parametrize(("points", "keep", "steps"), TWO_DECK_TABLE)
def test_two_deck_level_table_every_band(points: int, keep: bool, steps: int) -> None:
    result = outcome(points, 2)
    assert (result.declarers_keep, result.steps) == (keep, steps)


@pytest.mark.parametrize(
    ("points", "keep", "steps"),
    [
        (0, True, 3),
        (5, True, 2),
        (15, True, 2),
        (20, True, 1),
        (35, True, 1),
        (40, False, 0),
        (55, False, 0),
        (60, False, 1),
        (80, False, 2),
    ],
)
def test_one_deck_level_table_scaled_by_half(points: int, keep: bool, steps: int) -> None:
    result = outcome(points, 1)
    assert (result.declarers_keep, result.steps) == (keep, steps)


@pytest.mark.parametrize(
    ("points", "keep", "steps"),
    [
        (0, True, 3),
        (5, True, 2),
        (55, True, 2),
        (60, True, 1),
        (115, True, 1),
        (120, False, 0),
        (175, False, 0),
        (180, False, 1),
        (240, False, 2),
    ],
)
def test_three_deck_level_table_scaled_by_one_and_a_half(
    points: int, keep: bool, steps: int
) -> None:
    result = outcome(points, 3)
    assert (result.declarers_keep, result.steps) == (keep, steps)


def test_takeover_threshold_is_80_of_200_and_40_of_100() -> None:
    assert takeover_threshold(2) == 80 and takeover_threshold(1) == 40


def hand_end(events: list[Any]) -> HandEnded:
    return next(e for e in events if isinstance(e, HandEnded))


def one_trick_hand(
    winner_seat: int,
    points_card: str = "KS",
    *,
    starter: int = 0,
    levels: tuple[int, int] = (2, 2),
    options: Mapping[str, Any] | None = None,
) -> tuple[ShengjiState, list[Any]]:
    """A one-card hand whose only trick (holding ``points_card``) goes to ``winner_seat``."""
    hands = ["3S", "4S", "6S", "7S"]
    hands[winner_seat] = "AS"
    hands[(winner_seat + 1) % 4] = points_card
    state = start(hands, trump="H", starter=starter, levels=levels, options=options)
    step = state.rules.step
    return play_trick(state, starter, *(hands[(starter + i * step) % 4] for i in range(4)))


def test_only_points_won_by_the_opponents_count() -> None:
    _, events = one_trick_hand(0)
    assert hand_end(events).card_points == 0
    _, events = one_trick_hand(1)
    assert hand_end(events).card_points == 10


def test_declarers_keep_the_deal_go_up_and_the_starters_partner_starts_next() -> None:
    state, events = one_trick_hand(0, starter=0)
    end = hand_end(events)
    assert end.points == 0 and end.levels == (5, 2)
    assert state.starter == 2 and state.declarers == 0 and state.first_drawer == 2
    assert state.trump_rank == 5 and state.phase is Phase.DEAL and SYSTEM in GAME.to_act(state)


def test_opponents_take_over_and_the_next_player_starts_counterclockwise_by_default() -> None:
    hands = ["3S", "AS", "KS", "6S"]
    state = GAME.new_from_hands(
        {}, [cards(h) for h in hands], cards("KD KD KD KD TD TD TD TD"), trump_suit=None, starter=0
    )
    for seat in (0, 3, 2, 1):
        state, events = GAME.apply(state, seat, PlayCards(cards(hands[seat])))
    end = hand_end(events)
    assert end.points == 10 + 2 * 80 and not end.declarers_keep
    assert state.starter == 3 and state.declarers == 1 and end.levels == (2, 4)


def test_opponents_take_over_clockwise_option_the_next_seat_up_starts() -> None:
    hands = ["3S", "AS", "KS", "6S"]
    state = start(hands, kitty="KD KD KD KD", starter=0)
    state, events = play_trick(state, 0, *hands)
    assert not hand_end(events).declarers_keep and state.starter == 1


def test_negative_opponents_points_count_as_zero_declarers_up_three() -> None:
    state = start(["3S", "4S", "6S", "AS"], starter=0)
    state = replace(state, penalty=-30)
    state, events = play_trick(state, 0, "3S", "4S", "6S", "AS")
    end = hand_end(events)
    assert end.points == -30 + 0 and end.steps == 3 and end.levels == (5, 2)


def test_a_team_going_beyond_a_wins_the_game() -> None:
    state, events = one_trick_hand(0, starter=0, levels=(13, 5))
    assert hand_end(events).levels == (15, 5)
    end = next(e for e in events if isinstance(e, GameWon))
    assert end.winner == 0 and GAME.is_over(state) and GAME.to_act(state) == frozenset()
    result = GAME.result(state)
    assert result.teams == ((0, 2), (1, 3)) and result.placings == (1, 2)
    named = name_seats(result.summary, ("Ana", "Bo", "Cy", "Di"))
    assert word(named) == "Ana & Cy won, going beyond A; the other team reached 5."


def test_target_option_a_team_wins_by_going_beyond_the_chosen_rank() -> None:
    state, events = one_trick_hand(0, starter=0, levels=(8, 5), options={"target": "9"})
    assert GAME.is_over(state) and hand_end(events).levels == (10, 5)


@pytest.mark.parametrize(
    ("level", "steps", "defended", "ranks", "expected"),
    [
        (12, 3, True, (), 15),  # no must-defend rank: Q + 3 passes A
        (12, 3, True, (14,), 14),  # must defend A: stop at A
        (14, 1, True, (14,), 15),  # declarers at A who keep the deal pass it
        (14, 2, False, (14,), 14),  # opponents at A who take over stay on A
        (3, 3, True, (5, 10, 13, 14), 5),  # 5 stops the climb
        (5, 3, True, (5, 10, 13, 14), 8),  # defended 5: climb on
        (5, 1, False, (5, 10, 13, 14), 5),  # opponents at 5 must defend it first
        (9, 2, True, (5, 10, 13, 14), 10),
    ],
)
def test_must_defend_ranks_stop_the_climb_until_won_as_declarers(
    level: int, steps: int, defended: bool, ranks: tuple[int, ...], expected: int
) -> None:
    assert climb(level, steps, defended, ranks, 14) == expected


def test_must_defend_option_ace_keeps_a_team_on_a() -> None:
    state, events = one_trick_hand(0, starter=0, levels=(13, 5), options={"must_defend": "ace"})
    assert hand_end(events).levels == (14, 5) and not GAME.is_over(state)
    assert state.trump_rank == 14


def test_next_hand_trump_rank_is_the_new_declarers_level() -> None:
    state, _ = one_trick_hand(1, "KS", starter=1, levels=(2, 7))
    assert state.declarers == 1 and state.trump_rank == 10


def kitty_hand(kitty: str, decks: int, levels: tuple[int, int] = (2, 2)) -> HandEnded:
    """A one-trick hand seat 1 (an opponent) wins with no points in the trick: the kitty's
    points, doubled (a last trick of singles), are the opponents' whole total."""
    hands = ["3S", "AS", "4S", "6S"]
    state = start(hands, kitty=kitty, levels=levels, options={"decks": decks})
    _, events = play_trick(state, 0, *hands)
    return hand_end(events)


def test_one_deck_hand_opponents_with_40_of_100_take_over_without_going_up() -> None:
    end = kitty_hand("TD KC 3C 4C 6C 7C", 1)
    assert end.points == 40 and not end.declarers_keep
    assert end.levels == (2, 2) and end.next_declarers == 1 and end.next_starter == 1
    end = kitty_hand("5D KC 3C 4C 6C 7C", 1)
    assert end.points == 30 and end.declarers_keep and end.levels == (3, 2)


def test_three_deck_hand_opponents_with_120_of_300_take_over_and_60_keeps_the_declarers_up_1() -> (
    None
):
    end = kitty_hand("KD KD KD TD TD TD", 3)
    assert end.points == 120 and not end.declarers_keep and end.levels == (2, 2)
    end = kitty_hand("KD KD KD 3C 4C 6C", 3)
    assert end.points == 60 and end.declarers_keep and end.levels == (3, 2)


def test_opponents_taking_over_beyond_a_win_the_game() -> None:
    # a pair last trick (x4) of a 40-point kitty: 160 points, two levels from K
    hands = ["3S 3S", "AS AS", "4S 6S", "7S 8S"]
    state = start(hands, kitty="KD KD TD TD 3C 4C 6C 7C", levels=(5, 13))
    state, events = play_trick(state, 0, *hands)
    end = hand_end(events)
    assert end.points == 160 and not end.declarers_keep and end.levels == (5, 15)
    won = next(e for e in events if isinstance(e, GameWon))
    assert won.winner == 1 and GAME.is_over(state)


def test_a_new_game_starts_both_teams_at_2_and_the_first_hands_trump_rank_is_2() -> None:
    state = GAME.new({}, 4, 11)
    assert state.levels == (2, 2) and state.declarers is None and state.trump_rank == 2
