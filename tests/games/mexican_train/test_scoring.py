"""End of a round, scoring, the sequence of rounds and the end of the game (rules 9–11)."""

from __future__ import annotations

import json
from dataclasses import replace

from bot.games.dominoes import Tile, parse_tiles
from bot.games.mexican_train.events import GameEnded, RoundEnd, RoundEnded
from bot.games.mexican_train.options import resolve
from bot.games.mexican_train.scoring import hand_score, placings
from bot.i18n import word
from bot.msg import msg_from_json, msg_to_json, name_seats
from tests.games.mexican_train.helpers import (
    MEXICAN,
    Pass,
    act,
    acts,
    deal,
    game,
    kinds,
    only,
    play,
)

NINE = {"set": 9}


def test_a_round_ends_when_a_player_plays_their_last_tile_and_they_score_zero() -> None:
    state = deal(["9-2", "8-1 6-6", "7-1 0-0"], "6-0", options=NINE)
    state, events = act(state, play("9-2", MEXICAN))
    end = only(events, RoundEnded)
    assert end.public
    assert end == RoundEnded(
        round=1,
        engine=Tile(9, 9),
        reason=RoundEnd.OUT,
        out=0,
        pips=(0, 21, 8),
        blanks=(0, 0, 50),
        scores=(0, 21, 58),
        totals=(0, 21, 58),
        last=False,
    )
    assert state.totals == (0, 21, 58)
    assert state.round_scores == ((0, 21, 58),)


def test_double_blank_left_in_hand_counts_fifty() -> None:
    # Rules example: 12-5, 3-3, 0-0 scores 17 + 6 + 50 = 73.
    rules = resolve({}, 4)
    assert hand_score(parse_tiles("12-5 3-3 0-0"), rules) == 73


def test_rules_example_a_hand_of_12_5_3_3_and_0_0_left_at_the_end_scores_73() -> None:
    state = deal(["12-1", "12-5 3-3 0-0"], "6-0")
    state, events = act(state, play("12-1", MEXICAN))
    end = only(events, RoundEnded)
    assert (end.out, end.scores, end.blanks) == (0, (0, 73), (0, 50))


def test_double_blank_face_value_option_counts_it_as_zero() -> None:
    rules = resolve({"double_blank": 0}, 4)
    assert hand_score(parse_tiles("12-5 3-3 0-0"), rules) == 23
    state = deal(["9-2", "0-0 1-0"], "6-0", options={"set": 9, "double_blank": 0})
    state, events = act(state, play("9-2", 0))
    assert only(events, RoundEnded).scores == (0, 1)


def test_a_round_ends_blocked_when_the_boneyard_is_empty_and_nobody_can_play() -> None:
    state = deal(["9-2 8-1", "8-3 0-0", "7-1"], "", options=NINE)
    state, events = act(state, play("9-2", 0))
    end = only(events, RoundEnded)
    assert end.reason is RoundEnd.BLOCKED and end.out is None
    assert end.scores == (9, 61, 8)
    assert state.round.number == 1


def test_a_pass_that_opens_a_train_keeps_the_round_going() -> None:
    # Rules 9: P1's only fit is P2's train; P1 passes; P2 passes and marks; now P1 can play.
    state = deal(
        ["4-1 8-8", "8-0 6-6"], "", options=NINE, trains={0: "9-3", 1: "9-4", MEXICAN: "9-7"}
    )
    state, events = act(state, Pass())
    assert RoundEnded not in kinds(events)
    state, events = act(state, Pass())
    assert RoundEnded not in kinds(events)
    assert game().legal_actions(state, 0) == [play("4-1", 1)]


def test_a_round_blocked_by_an_uncoverable_open_double_ends() -> None:
    state = deal(["5-5 8-1 2-2", "8-0 3-3"], "", options=NINE, trains={0: "9-5", MEXICAN: "9-7"})
    state, events = acts(state, play("5-5", 0), Pass())
    assert only(events, RoundEnded).reason is RoundEnd.BLOCKED


def test_round_scores_add_to_running_totals_across_rounds() -> None:
    state = deal(["9-2", "8-1 6-6"], "6-0", options=NINE)
    state = replace(state, totals=(10, 5), round_scores=((10, 5),))
    state, events = act(state, play("9-2", 0))
    assert only(events, RoundEnded).totals == (10, 26)
    assert state.totals == (10, 26)
    assert state.round_scores == ((10, 5), (0, 21))
    assert game().view(state, None).totals == (10, 26)


def test_after_the_double_blank_round_the_lowest_total_wins() -> None:
    state = deal(["1-0", "8-1 6-6", "7-1"], "6-3", options=NINE, round_number=9)
    assert state.round.engine == 0
    state = replace(state, totals=(40, 10, 30))
    state, events = act(state, play("1-0", 0))
    assert only(events, RoundEnded).last is True
    assert only(events, GameEnded) == GameEnded(totals=(40, 31, 38), winners=(1,))
    assert game().is_over(state)
    assert game().to_act(state) == frozenset()
    assert game().legal_actions(state, 1) == []
    result = game().result(state)
    assert result.teams == ((0,), (1,), (2,))
    assert result.placings == (3, 1, 2)
    assert result.scores == (40, 31, 38)
    assert word(result.summary) == "Lowest total 31: seat 2 after 1 round."
    named = name_seats(result.summary, ("Ana", "Ben", "Cy"))
    assert word(named) == "Lowest total 31: Ben after 1 round."  # as stored for /history


def test_equal_totals_share_a_place() -> None:
    assert placings([20, 10, 10, 30]) == (3, 1, 1, 4)
    state = deal(["1-0", "8-1", "7-2"], "6-3", options=NINE, round_number=9)
    state = replace(state, totals=(9, 0, 0))
    state, events = act(state, play("1-0", 0))
    assert game().result(state).placings == (1, 1, 1)
    named = name_seats(game().result(state).summary, ("Ana", "Ben", "Cy"))
    assert word(named) == "Lowest total 9: Ana, Ben, Cy after 1 round."
    stored = msg_from_json(json.loads(json.dumps(msg_to_json(named))))  # as /history reads it
    assert word(stored) == "Lowest total 9: Ana, Ben, Cy after 1 round."
    assert only(events, GameEnded).winners == (0, 1, 2)


def test_moves_after_the_game_is_over_are_refused() -> None:
    from tests.games.mexican_train.helpers import refuse

    state = deal(["1-0", "8-1"], "6-3", options=NINE, round_number=9)
    state, _ = act(state, play("1-0", 0))
    refuse(state, 1, Pass(), "over")
