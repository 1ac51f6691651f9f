"""Trains, the normal turn, drawing, markers and passing (rules 5 and 7)."""

from __future__ import annotations

from bot.games.dominoes import Tile
from bot.games.mexican_train.events import LastTile, MarkerPlaced, TileDrawn, TilePlayed, YouDrew
from tests.games.mexican_train.helpers import (
    MEXICAN,
    Draw,
    Pass,
    act,
    acts,
    deal,
    drew_and_marked,
    game,
    kinds,
    only,
    play,
    refuse,
    t,
    ts,
)

NINE = {"set": 9}


def test_a_player_who_can_play_must_play_and_may_not_draw_or_pass() -> None:
    state = deal(["9-2 5-1", "8-1", "7-1"], "6-0", options=NINE)
    assert Draw() not in game().legal_actions(state, 0)
    refuse(state, 0, Draw(), "must play rather than draw", "9-2")
    refuse(state, 0, Pass(), "must play when you can")


def test_a_tile_must_match_the_open_end_of_the_train() -> None:
    state = deal(["9-2 5-1", "8-1", "7-1"], "6-0", options=NINE)
    refuse(state, 0, play("5-1", 0), "5-1 doesn't fit your train: its open end is 9")
    refuse(state, 0, play("4-4", 0), "You don't hold 4-4")


def test_the_first_tile_of_a_train_matches_the_engine_and_the_far_end_becomes_open() -> None:
    state = deal(["9-2 5-1", "8-1", "7-1"], "6-0", options=NINE)
    state, events = act(state, play("9-2", 0))
    assert state.round.trains[0].tiles == ts("9-2")
    assert state.round.trains[0].open_end == 2
    assert only(events, TilePlayed) == TilePlayed(
        player=0,
        tile=Tile(9, 2),
        train=0,
        open_end=2,
        double=False,
        covered=False,
        marker_off=False,
        started=True,
        out=False,
    )


def test_one_tile_per_turn_then_play_passes_clockwise() -> None:
    state = deal(["9-2 2-1", "8-1", "7-1"], "6-0", options=NINE)
    state, _ = act(state, play("9-2", 0))
    assert game().to_act(state) == frozenset({1})
    refuse(state, 0, play("2-1", 0), "not your turn")


def test_a_tile_joins_a_train_turned_so_its_matching_end_touches() -> None:
    state = deal(["3-1 8-8", "8-1", "7-1"], "6-0", options=NINE, trains={0: "9-3"})
    state, _ = act(state, play("3-1", 0))
    view = game().view(state, None)
    assert view.trains[0].ends == ((9, 3), (3, 1))
    assert view.trains[0].open_end == 1


def test_another_players_unmarked_train_is_closed() -> None:
    state = deal(["4-1 9-0", "8-1", "7-1"], "6-0", options=NINE, trains={1: "9-4"})
    assert play("4-1", 1) not in game().legal_actions(state, 0)
    refuse(state, 0, play("4-1", 1), "seat 2's train", "no marker")


def test_any_player_may_start_the_mexican_train_without_starting_their_own() -> None:
    state = deal(["9-2 5-1", "8-1", "2-0"], "6-0", options=NINE)
    state, events = act(state, play("9-2", MEXICAN))
    assert only(events, TilePlayed).train == MEXICAN
    assert state.round.mexican.open_end == 2
    assert state.round.trains[0].tiles == ()
    state, _ = act(state, Draw())  # seat 1 holds 8-1: nothing fits
    assert play("2-0", MEXICAN) in game().legal_actions(state, 2)


def test_the_mexican_train_is_always_open_to_everyone() -> None:
    for seat in range(3):
        state = deal(
            ["7-1", "7-2", "7-3"], "6-0", options=NINE, trains={MEXICAN: "9-7"}, first=seat
        )
        assert game().legal_actions(state, seat) == [play(f"7-{seat + 1}", MEXICAN)]


def test_draw_then_play_the_drawn_tile() -> None:
    state = deal(["8-1", "5-3 2-1", "7-0"], "9-4 6-6", options=NINE, first=1)
    assert game().legal_actions(state, 1) == [Draw()]
    state, events = act(state, Draw())
    assert kinds(events) == [TileDrawn, YouDrew]
    assert only(events, TileDrawn) == TileDrawn(player=1, boneyard=1)
    assert only(events, YouDrew) == YouDrew(tile=Tile(9, 4), seat=1)
    assert set(game().legal_actions(state, 1)) == {play("9-4", 1), play("9-4", MEXICAN)}
    refuse(state, 1, Draw(), "must play rather than draw")
    refuse(state, 1, Pass(), "must play")
    state, _ = act(state, play("9-4", 1))
    assert game().to_act(state) == frozenset({2})
    assert not state.round.trains[1].marked


def test_draw_then_mark_when_the_drawn_tile_does_not_fit() -> None:
    state, events = act(drew_and_marked(), Draw())
    assert kinds(events) == [TileDrawn, YouDrew, MarkerPlaced]
    assert only(events, MarkerPlaced) == MarkerPlaced(player=1, after_draw=True)
    assert state.round.trains[1].marked
    assert t("6-3") in state.round.hands[1]
    assert game().to_act(state) == frozenset({2})
    assert game().legal_actions(state, 2) == [play("4-0", 1)]


def test_a_marked_train_is_open_to_others_until_its_owner_plays_on_it() -> None:
    state = deal(
        ["4-1 8-0", "8-1 0-5", "4-3 1-1"],
        "6-3 2-2 3-3",
        options=NINE,
        first=1,
        trains={1: "9-4", MEXICAN: "9-7"},
    )
    state, _ = act(state, Draw())  # seat 1 draws 6-3 and marks its train
    state, _ = act(state, play("4-3", 1))  # seat 2 plays on seat 1's marked train
    assert state.round.trains[1].marked
    assert state.round.trains[1].open_end == 3
    state, _ = act(state, Draw())  # seat 0: nothing fits 3 / 9 / 7 / 9; draws 2-2, marks
    state, events = act(state, play("6-3", 1))  # the owner plays on it again
    assert only(events, TilePlayed).marker_off is True
    assert not state.round.trains[1].marked
    refuse(state, 2, play("1-1", 1), "no marker")


def test_the_marker_comes_off_automatically_when_the_owner_plays_on_their_train() -> None:
    state = deal(["4-1", "8-1"], "6-3", options=NINE, trains={0: "9-4"}, marked=[0])
    state, events = act(state, play("4-1", 0))
    assert only(events, TilePlayed).marker_off
    assert not state.round.trains[0].marked


def test_a_marked_empty_train_may_be_started_by_others_from_the_engine() -> None:
    state = deal(["9-1 8-0", "8-1"], "6-3", options=NINE, trains={MEXICAN: "9-5"}, marked=[1])
    assert set(game().legal_actions(state, 0)) == {play("9-1", 0), play("9-1", 1)}
    state, _ = act(state, play("9-1", 1))
    assert state.round.trains[1].tiles == ts("9-1")


def test_with_an_empty_boneyard_a_player_who_cannot_play_passes_and_marks() -> None:
    state = deal(["8-1", "9-2 3-0"], "", options=NINE)
    assert game().legal_actions(state, 0) == [Pass()]
    refuse(state, 0, Draw(), "boneyard is empty")
    state, events = act(state, Pass())
    assert kinds(events) == [MarkerPlaced]
    assert only(events, MarkerPlaced) == MarkerPlaced(player=0, after_draw=False)
    assert state.round.trains[0].marked


def test_pass_is_refused_while_the_boneyard_has_tiles() -> None:
    state = deal(["8-1", "9-2"], "6-6", options=NINE)
    assert game().legal_actions(state, 0) == [Draw()]
    refuse(state, 0, Pass(), "Draw a tile first")


def test_reaching_one_tile_is_announced_publicly() -> None:
    state = deal(["9-2 5-1", "8-1"], "6-6", options=NINE)
    state, events = act(state, play("9-2", 0))
    announce = only(events, LastTile)
    assert announce == LastTile(player=0)


def test_one_tile_left_is_announced_when_the_turn_ends_never_after_a_double_mid_turn() -> None:
    # 5-5 leaves one tile, but the turn goes on: the follow-up, a draw or going out decide it
    after_double = deal(["5-5 2-1", "8-1"], "8-0 7-7 6-6", options=NINE, trains={0: "9-5"})
    drew, events = acts(after_double, play("5-5", 0), Draw())
    assert LastTile not in kinds(events) and len(drew.round.hands[0]) == 2
    _, events = acts(deal(["5-5 5-2", "8-1"], "8-0", options=NINE, trains={0: "9-5"}),
                     play("5-5", 0), play("5-2", 0))  # fmt: skip
    assert LastTile not in kinds(events)  # out on the follow-up
    followed = deal(["5-5 5-2 1-0", "8-1"], "8-0", options=NINE, trains={0: "9-5"})
    _, events = acts(followed, play("5-5", 0), play("5-2", 0))
    assert kinds(events)[-2:] == [TilePlayed, LastTile] and only(events, LastTile).player == 0
    # a pass with the one tile says nothing new
    passing = deal(["8-1", "7-1 6-0"], "", options=NINE, trains={0: "9-5"})
    _, events = act(passing, Pass())
    assert LastTile not in kinds(events)


def test_only_the_seat_to_act_gets_legal_actions() -> None:
    state = deal(["9-2", "9-1"], "6-6", options=NINE)
    assert game().legal_actions(state, 1) == []
    refuse(state, 1, play("9-1", 1), "not your turn")


def test_a_draw_for_each_turn_only_one_tile() -> None:
    state = deal(["8-1", "7-1"], "6-6 5-5 4-4", options=NINE)
    state, _ = acts(state, Draw())
    assert len(state.round.hands[0]) == 2
    assert len(state.round.boneyard) == 2
    assert game().to_act(state) == frozenset({1})


def test_explain_words_the_refusal_apply_gives_and_names_only_the_seats_own_tiles() -> None:
    # Seat 1 holds 9-4, which fits; another seat's tile 8-0 and the boneyard stay unnamed.
    state = deal(["8-0", "9-4 5-2", "4-0 8-2"], "6-3 1-1", options=NINE, first=1)
    g = game()
    assert g.explain(state, 1, play("9-4", 1)) is None
    assert g.explain(state, 1, Draw()) == refuse(state, 1, Draw(), "must play rather than draw")
    why = g.explain(state, 1, play("8-0", MEXICAN))
    assert why == refuse(state, 1, play("8-0", MEXICAN)) == "You don't hold 8-0."
    assert g.explain(state, 0, play("8-0", 0)) == "It is not your turn: seat 2 is playing."
    for words in filter(None, (g.explain(state, 1, a) for a in (Draw(), Pass()))):
        assert "6-3" not in words and "1-1" not in words and "8-2" not in words
