"""Mexican Train's forced play (what ``/settings autoplay:on`` plays for a person): one tile
that fits one train; never a draw or a pass, and never a tile with two trains to choose from."""

from __future__ import annotations

from tests.games.mexican_train.helpers import MEXICAN, Draw, Pass, game, play


def test_one_tile_fitting_one_train_is_the_forced_play() -> None:
    state = game().deal_from(
        {}, ["6-5 4-1", "11-2", "9-8"], "0-0", trains={0: "12-3", MEXICAN: "12-6"}
    )
    assert game().forced_play(state, 0) == play("6-5", MEXICAN)
    assert game().is_play(play("6-5", MEXICAN))


def test_a_tile_fitting_two_trains_is_a_choice() -> None:
    state = game().deal_from(
        {}, ["6-3 4-1", "11-2", "9-8"], "0-0", trains={0: "12-3", MEXICAN: "12-6"}
    )
    assert len(game().legal_actions(state, 0)) == 2
    assert game().forced_play(state, 0) is None


def test_two_tiles_that_fit_are_a_choice() -> None:
    state = game().deal_from(
        {}, ["6-5 3-1", "11-2", "9-8"], "0-0", trains={0: "12-3", MEXICAN: "12-6"}
    )
    assert game().forced_play(state, 0) is None


def test_drawing_and_passing_are_never_forced_plays() -> None:
    stuck = game().deal_from({}, ["4-1", "11-2", "9-8"], "0-0")
    assert game().legal_actions(stuck, 0) == [Draw()] and game().forced_play(stuck, 0) is None
    empty = game().deal_from({}, ["4-1", "11-2", "9-8"], "")
    assert game().legal_actions(empty, 0) == [Pass()] and game().forced_play(empty, 0) is None
    assert not game().is_play(Draw()) and not game().is_play(Pass())


def test_a_seat_whose_turn_it_is_not_has_no_forced_play() -> None:
    state = game().deal_from(
        {}, ["6-5 4-1", "12-2", "9-8"], "0-0", trains={0: "12-3", MEXICAN: "12-6"}
    )
    assert game().forced_play(state, 1) is None
