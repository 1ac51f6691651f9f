"""Turns around an open double and after a lone double, from explicit deals (rules 5, 7, 8.1,
8.2): which trains an open double closes, what a drawn tile may do, and the marker when the
double lies on the player's own train. Each refusal leaves the state as it was."""

from __future__ import annotations

from bot.games.mexican_train.events import DoublesOpen, MarkerPlaced, TileDrawn, TilePlayed, YouDrew
from tests.games.mexican_train.helpers import (
    MEXICAN,
    Draw,
    Pass,
    act,
    deal,
    game,
    kinds,
    only,
    play,
    refuse,
    t,
    with_open,
)

NINE = {"set": 9}


def test_mt_an_open_double_closes_the_mexican_train_and_marked_trains_too() -> None:
    # seat 0's 7-0 fits the Mexican Train and 4-1 seat 1's marked train; 5-5 is open on seat 2's
    state = deal(
        ["7-0 4-1", "8-3", "5-2"],
        "1-1 2-2",
        options=NINE,
        trains={1: "9-4", 2: "9-5 5-5", MEXICAN: "9-7"},
        marked=[1],
    )
    state = with_open(state, 2)
    assert game().legal_actions(state, 0) == [Draw()]
    refuse(state, 0, play("7-0", MEXICAN), "open double 5-5", "must be covered first")
    refuse(state, 0, play("4-1", 1), "open double 5-5", "must be covered first")


def test_mt_an_open_double_must_be_covered_by_a_holder_who_may_not_draw_or_pass() -> None:
    state = with_open(deal(["7-0 5-0", "8-3"], "1-1", options=NINE, trains={1: "9-5 5-5"}), 1)
    assert game().legal_actions(state, 0) == [play("5-0", 1)]
    refuse(state, 0, Draw(), "You can play 5-0, so you must play rather than draw")
    refuse(state, 0, Pass(), "You must play when you can: 5-0 fits")


def test_mt_open_double_a_drawn_double_that_fits_elsewhere_is_kept_and_the_player_marks() -> None:
    state = deal(["9-1 3-0", "8-3"], "4-4 2-2", options=NINE, trains={0: "9-4", 1: "9-5 5-5"})
    state, events = act(with_open(state, 1), Draw())
    assert kinds(events) == [TileDrawn, YouDrew, MarkerPlaced]
    assert t("4-4") in state.round.hands[0]
    assert state.round.trains[0].open_end == 4 and state.round.trains[0].marked
    assert state.round.open_doubles == (1,)
    assert game().to_act(state) == frozenset({1})


def test_mt_after_one_double_a_drawn_tile_fitting_only_another_train_is_played_there() -> None:
    state = deal(
        ["8-0", "8-1", "5-5 8-2"],
        "7-1 4-4",
        options=NINE,
        first=2,
        trains={2: "9-5", MEXICAN: "9-7"},
    )
    state, _ = act(state, play("5-5", 2))
    assert game().legal_actions(state, 2) == [Draw()]
    state, _ = act(state, Draw())
    assert game().legal_actions(state, 2) == [play("7-1", MEXICAN)]
    refuse(state, 2, Pass(), "must play")
    state, events = act(state, play("7-1", MEXICAN))
    assert only(events, DoublesOpen).trains == (2,)
    assert state.round.open_doubles == (2,)
    assert game().to_act(state) == frozenset({0})


def test_mt_a_tile_fitting_only_another_players_marked_train_must_be_played() -> None:
    state = deal(
        ["4-1 8-0", "8-1"], "6-3", options=NINE, trains={1: "9-4", MEXICAN: "9-7"}, marked=[1]
    )
    assert game().legal_actions(state, 0) == [play("4-1", 1)]
    refuse(state, 0, Draw(), "You can play 4-1, so you must play rather than draw")


def test_mt_covering_an_open_double_on_your_own_train_takes_your_marker_off() -> None:
    state = deal(["5-1 8-0", "8-3"], "1-1 2-2", options=NINE, trains={0: "9-5 5-5"}, marked=[0])
    state, events = act(with_open(state, 0), play("5-1", 0))
    played = only(events, TilePlayed)
    assert played.covered and played.marker_off
    assert not state.round.trains[0].marked and state.round.open_doubles == ()
