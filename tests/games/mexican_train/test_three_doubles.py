"""Three doubles laid in one turn (mexican-train.md 8.1, 8.2, 13, 9).

The two-double case is worked example 4; three doubles check that the rule is "the first
double played" (or the last, reversed) and not merely "the other one", and that the doubles
left open queue up in the order laid.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.games.dominoes import Tile
from bot.games.mexican_train import MexicanTrainState
from bot.games.mexican_train.events import (
    DoublesOpen,
    MarkerPlaced,
    RoundEnd,
    RoundEnded,
    TileDrawn,
    TilePlayed,
    YouDrew,
)
from tests.games.mexican_train.helpers import (
    MEXICAN,
    Draw,
    act,
    acts,
    deal,
    game,
    kinds,
    only,
    play,
    refuse,
)

# Seat 3 to move: its own train ends in 6, the Mexican Train in 3, and seat 0's marked train
# in 4, so it can lay 6-6, 3-3 and 4-4 on three different trains.
TRAINS = {3: "9-6", MEXICAN: "9-3", 0: "9-4"}
OTHERS = ["3-0 4-2 7-7", "5-4 6-5 8-0", "7-2 5-5"]


def three_trains(hand: str, **options: Any) -> MexicanTrainState:
    opts: Mapping[str, Any] = {"set": 9, **options}
    return deal([*OTHERS, hand], "1-1 2-2", options=opts, first=3, trains=TRAINS, marked=[0])


def three_doubles(hand: str = "6-6 3-3 4-4 6-2 3-1 4-0 8-1", **options: Any) -> MexicanTrainState:
    state, _ = acts(
        three_trains(hand, **options), play("6-6", 3), play("3-3", MEXICAN), play("4-4", 0)
    )
    return state


def test_three_doubles_in_one_turn_the_player_goes_on_after_each() -> None:
    state = three_trains("6-6 3-3 4-4 6-2 3-1 4-0 8-1")
    for tile, train, laid in [("6-6", 3, (3,)), ("3-3", MEXICAN, (3, MEXICAN))]:
        state, events = act(state, play(tile, train))
        assert only(events, TilePlayed).double is True
        assert game().to_act(state) == frozenset({3})
        assert game().view(state, None).turn_doubles == laid
    state, events = act(state, play("4-4", 0))
    assert game().to_act(state) == frozenset({3})
    assert game().view(state, None).turn_doubles == (3, MEXICAN, 0)
    assert DoublesOpen not in kinds(events)


def test_three_doubles_the_follow_up_may_only_close_the_first_double_played() -> None:
    state = three_doubles()
    assert game().legal_actions(state, 3) == [play("6-2", 3)]
    assert game().view(state, 3).closing == 3
    refuse(state, 3, play("3-1", MEXICAN), "must close 6-6 on your train")
    refuse(state, 3, play("4-0", 0), "must close 6-6 on your train")


def test_three_doubles_the_other_two_stay_open_and_are_covered_in_the_order_played() -> None:
    state, events = act(three_doubles(), play("6-2", 3))
    assert [e.covered for e in events if isinstance(e, TilePlayed)] == [True]
    assert only(events, DoublesOpen) == DoublesOpen(
        player=3, trains=(MEXICAN, 0), tiles=(Tile(3, 3), Tile(4, 4))
    )
    assert state.round.open_doubles == (MEXICAN, 0)
    assert game().to_act(state) == frozenset({0})
    # seat 0 holds 4-2 for the 4-4 on its own train, but 3-3 was laid first
    assert game().legal_actions(state, 0) == [play("3-0", MEXICAN)]
    refuse(state, 0, play("4-2", 0), "must be covered first")
    state, _ = act(state, play("3-0", MEXICAN))
    assert state.round.open_doubles == (0,)
    assert game().legal_actions(state, 1) == [play("5-4", 0)]
    state, _ = act(state, play("5-4", 0))
    assert state.round.open_doubles == ()


def test_three_doubles_without_a_follow_up_draw_once_then_mark_and_all_three_stay_open() -> None:
    state = three_doubles("6-6 3-3 4-4 8-1")
    assert game().legal_actions(state, 3) == [Draw()]
    state, events = act(state, Draw())
    assert kinds(events) == [TileDrawn, YouDrew, MarkerPlaced, DoublesOpen]
    assert only(events, YouDrew).tile == Tile(1, 1)
    assert state.round.trains[3].marked
    assert state.round.open_doubles == (3, MEXICAN, 0)
    assert game().to_act(state) == frozenset({0})
    assert game().view(state, 0).blocking == 3


def test_reverse_order_three_doubles_the_follow_up_closes_the_last_double_played() -> None:
    state = three_doubles(doubles_order="reverse")
    assert game().legal_actions(state, 3) == [play("4-0", 0)]
    refuse(state, 3, play("6-2", 3), "must close 4-4")
    state, _ = act(state, play("4-0", 0))
    assert state.round.open_doubles == (3, MEXICAN)
    assert game().view(state, None).blocking == MEXICAN
    state, _ = act(state, play("3-0", MEXICAN))
    assert game().legal_actions(state, 1) == [play("6-5", 3)]


def test_three_doubles_as_the_last_tiles_end_the_round_at_once() -> None:
    state, events = acts(
        three_trains("6-6 3-3 4-4"), play("6-6", 3), play("3-3", MEXICAN), play("4-4", 0)
    )
    end = only(events, RoundEnded)
    assert end.reason is RoundEnd.OUT and end.out == 3
    assert end.scores[3] == 0
    assert DoublesOpen not in kinds(events)
    assert state.round.number == 1
