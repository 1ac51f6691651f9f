"""Doubles (rules 8): follow-ups, open doubles blocking, closing order, dead doubles."""

from __future__ import annotations

from bot.games.dominoes import Tile
from bot.games.mexican_train import MexicanTrainState
from bot.games.mexican_train.events import (
    DoubleReleased,
    DoublesOpen,
    LastTile,
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
    Pass,
    act,
    acts,
    deal,
    game,
    kinds,
    only,
    play,
    refuse,
    with_open,
)

NINE = {"set": 9}


def example_three(
    hand: str = "5-5 8-5 7-1 2-0", boneyard: str = "6-6 4-4", others: str = "5-0 9-1 3-1"
) -> MexicanTrainState:
    """Worked example 3: P3's train ends in 5, the Mexican Train in 7."""
    return deal(
        [others, "8-3 9-2", hand],
        boneyard,
        options=NINE,
        first=2,
        trains={2: "9-5", MEXICAN: "9-7"},
    )


def test_a_double_does_not_end_the_turn() -> None:
    state, events = act(example_three(), play("5-5", 2))
    assert game().to_act(state) == frozenset({2})
    assert only(events, TilePlayed).double is True
    assert set(game().legal_actions(state, 2)) == {play("8-5", 2), play("7-1", MEXICAN)}
    assert game().view(state, None).turn_doubles == (2,)


def test_a_follow_up_on_the_double_covers_it_and_ends_the_turn() -> None:
    state, events = acts(example_three(), play("5-5", 2), play("8-5", 2))
    assert [e.covered for e in events if isinstance(e, TilePlayed)] == [False, True]
    assert state.round.open_doubles == ()
    assert game().to_act(state) == frozenset({0})
    assert DoublesOpen not in kinds(events)


def test_a_follow_up_elsewhere_leaves_the_double_open_and_it_blocks_everyone() -> None:
    state, events = acts(example_three(), play("5-5", 2), play("7-1", MEXICAN))
    assert only(events, DoublesOpen) == DoublesOpen(player=2, trains=(2,), tiles=(Tile(5, 5),))
    assert state.round.open_doubles == (2,)
    view = game().view(state, 0)
    assert view.blocking == 2 and view.trains[2].open_double
    # seat 0 holds 9-1, which would start its own train, but must cover 5-5 first
    assert game().legal_actions(state, 0) == [play("5-0", 2)]
    refuse(state, 0, play("9-1", 0), "open double 5-5 on seat 3's train must be covered first")
    state, events = act(state, play("5-0", 2))
    assert only(events, TilePlayed).covered is True
    assert state.round.open_doubles == ()
    assert game().legal_actions(state, 1) == [play("9-2", 1)]


def test_an_open_double_binds_the_player_who_laid_it_and_the_trains_owner() -> None:
    state = example_three(hand="5-5 7-1 6-5 9-3", boneyard="1-1 2-2", others="9-1 3-1")
    state, _ = acts(state, play("5-5", 2), play("7-1", MEXICAN))
    state, _ = acts(state, Draw(), Draw())  # seats 0 and 1 hold no 5 and draw none
    assert state.round.open_doubles == (2,)
    assert game().legal_actions(state, 2) == [play("6-5", 2)]
    refuse(state, 2, play("9-3", MEXICAN), "must be covered first")


def test_a_blocked_player_draws_and_must_cover_with_the_drawn_tile() -> None:
    state = example_three(boneyard="7-5 4-4", others="9-1 3-0")
    state, _ = acts(state, play("5-5", 2), play("7-1", MEXICAN))
    assert game().legal_actions(state, 0) == [Draw()]
    state, _ = act(state, Draw())
    # seat 0 holds no 5; the drawn 7-5 covers the double (its own train stays closed)
    assert game().legal_actions(state, 0) == [play("7-5", 2)]


def test_a_blocked_player_whose_drawn_tile_does_not_cover_marks_and_the_double_stays_open() -> None:
    state = with_open(deal(["9-1 3-0", "8-3"], "4-4 2-2", options=NINE, trains={1: "9-5 5-5"}), 1)
    state, events = act(state, Draw())
    assert kinds(events) == [TileDrawn, YouDrew, MarkerPlaced]
    assert state.round.trains[0].marked
    assert state.round.open_doubles == (1,)


def test_two_doubles_in_one_turn_are_closed_in_the_order_played() -> None:
    # Worked example 4: P4 plays 6-6 on their own train, then 3-3 on the Mexican Train.
    state = deal(
        ["3-0 6-1 8-8", "3-2 8-0", "6-0 4-1", "6-6 3-3 6-2 3-1"],
        "1-1 2-2",
        options=NINE,
        first=3,
        trains={3: "9-6", MEXICAN: "9-3"},
    )
    state, _ = acts(state, play("6-6", 3), play("3-3", MEXICAN))
    assert game().legal_actions(state, 3) == [play("6-2", 3)]
    refuse(state, 3, play("3-1", MEXICAN), "must close 6-6 on your train")
    assert game().view(state, 3).closing == 3
    state, events = act(state, play("6-2", 3))
    assert only(events, DoublesOpen).tiles == (Tile(3, 3),)
    assert state.round.open_doubles == (MEXICAN,)
    assert game().legal_actions(state, 0) == [play("3-0", MEXICAN)]


def test_after_two_doubles_a_third_that_does_not_fit_is_refused_for_not_fitting() -> None:
    """Rule 8.1 (several doubles): more doubles may still be laid where they fit; one that
    does not fit is told so, not that the train is closed to it."""
    state = deal(
        ["5-5 3-3 4-4 2-1 5-1", "11-0 10-0", "9-0 8-0"],
        "7-0 6-0",
        first=0,
        trains={0: "12-5", MEXICAN: "12-3", 1: "12-4"},
    )
    state, _ = acts(state, play("5-5", 0), play("3-3", MEXICAN))
    refuse(state, 0, play("4-4", MEXICAN), "4-4 doesn't fit the Mexican Train: its open end is 3")
    refuse(state, 0, play("4-4", 1), "its owner has no marker on it")  # another's train, unmarked


def test_two_doubles_without_a_follow_up_draw_once_then_mark_and_both_stay_open() -> None:
    state = deal(
        ["3-0 6-1 8-8", "3-2 8-0", "6-0 4-1", "6-6 3-3 3-1 8-1"],
        "1-0 2-2",
        options=NINE,
        first=3,
        trains={3: "9-6", MEXICAN: "9-3"},
    )
    state, _ = acts(state, play("6-6", 3), play("3-3", MEXICAN))
    assert game().legal_actions(state, 3) == [Draw()]
    state, events = act(state, Draw())
    assert kinds(events) == [TileDrawn, YouDrew, MarkerPlaced, DoublesOpen]
    assert state.round.open_doubles == (3, MEXICAN)
    assert game().to_act(state) == frozenset({0})
    # oldest first: seat 0 holds 3-0 and 6-1 but only 6-6 may be covered now
    assert game().legal_actions(state, 0) == [play("6-1", 3)]
    state, _ = act(state, play("6-1", 3))
    assert game().legal_actions(state, 1) == [play("3-2", MEXICAN)]


def test_reverse_order_option_closes_the_newest_double_first() -> None:
    state = deal(
        ["3-0 6-1 8-8", "3-2 8-0", "6-0 4-1", "6-6 3-3 6-2 3-1 8-1"],
        "1-0 2-2",
        options={"set": 9, "doubles_order": "reverse"},
        first=3,
        trains={3: "9-6", MEXICAN: "9-3"},
    )
    state, _ = acts(state, play("6-6", 3), play("3-3", MEXICAN))
    assert game().legal_actions(state, 3) == [play("3-1", MEXICAN)]
    refuse(state, 3, play("6-2", 3), "must close 3-3 on the Mexican Train")
    state = deal(
        ["3-0 6-1 8-8", "3-2 8-0", "6-0 4-1", "6-6 3-3 8-1"],
        "1-0 2-2",
        options={"set": 9, "doubles_order": "reverse"},
        first=3,
        trains={3: "9-6", MEXICAN: "9-3"},
    )
    state, _ = acts(state, play("6-6", 3), play("3-3", MEXICAN), Draw())
    assert state.round.open_doubles == (3, MEXICAN)
    assert game().view(state, None).blocking == MEXICAN
    assert game().legal_actions(state, 0) == [play("3-0", MEXICAN)]


def test_a_drawn_double_is_played_and_the_player_draws_again() -> None:
    state = deal(
        ["8-0", "8-1", "5-5 8-2"],
        "7-7 5-1 4-4",
        options=NINE,
        first=2,
        trains={2: "9-5", MEXICAN: "9-7"},
    )
    state, _ = act(state, play("5-5", 2))
    assert game().legal_actions(state, 2) == [Draw()]
    state, _ = act(state, Draw())
    assert game().legal_actions(state, 2) == [play("7-7", MEXICAN)]
    state, _ = act(state, play("7-7", MEXICAN))
    assert game().legal_actions(state, 2) == [Draw()]
    state, events = act(state, Draw())
    assert only(events, YouDrew).tile == Tile(5, 1)
    assert game().legal_actions(state, 2) == [play("5-1", 2)]
    state, events = act(state, play("5-1", 2))
    assert state.round.open_doubles == (MEXICAN,)
    assert game().to_act(state) == frozenset({0})


def test_a_double_drawn_by_a_player_who_could_not_play_is_played_and_they_draw_again() -> None:
    """Rules M4: the one tile drawn for an empty-handed turn is played when it fits; being a
    double, it asks for another tile, so the player draws again and, failing, marks."""
    state = deal(["8-1 5-2", "8-0"], "7-7 3-0 6-6", options=NINE, trains={MEXICAN: "9-7"})
    state, _ = act(state, Draw())
    assert game().legal_actions(state, 0) == [play("7-7", MEXICAN)]
    state, _ = act(state, play("7-7", MEXICAN))
    assert game().legal_actions(state, 0) == [Draw()]
    state, events = act(state, Draw())
    assert kinds(events) == [TileDrawn, YouDrew, MarkerPlaced, DoublesOpen]
    assert state.round.open_doubles == (MEXICAN,) and state.round.trains[0].marked


def test_after_a_double_with_an_empty_boneyard_the_player_passes_and_marks() -> None:
    state = deal(
        ["5-0", "8-1", "5-5 8-2"], "", options=NINE, first=2, trains={2: "9-5", MEXICAN: "9-7"}
    )
    state, _ = act(state, play("5-5", 2))
    assert game().legal_actions(state, 2) == [Pass()]
    state, events = act(state, Pass())
    assert kinds(events) == [MarkerPlaced, DoublesOpen, LastTile]  # one tile as the turn ends
    assert state.round.trains[2].marked
    assert game().legal_actions(state, 0) == [play("5-0", 2)]


def test_a_double_that_can_no_longer_be_covered_stops_blocking() -> None:
    # double-6, engine 6-6: five of the seven 2s are on the table before 2-2 is laid.
    state = deal(
        ["2-2 5-2 1-1", "1-0 4-4", "4-3 0-0"],
        "3-3 5-5",
        options={"set": 6},
        trains={0: "6-2", 1: "6-0 0-2 2-1", 2: "6-3 3-2 2-4", MEXICAN: "6-5"},
    )
    state, events = act(state, play("2-2", 0))
    assert state.round.open_doubles == (0,)
    state, events = act(state, play("5-2", MEXICAN))
    assert only(events, DoubleReleased) == DoubleReleased(train=0, tile=Tile(2, 2))
    assert DoublesOpen not in kinds(events)
    assert state.round.open_doubles == ()
    assert game().view(state, None).blocking is None
    assert play("1-0", 1) in game().legal_actions(state, 1)


def test_a_double_laid_when_every_other_tile_of_its_number_is_out_never_blocks() -> None:
    state = deal(
        ["2-2 1-1 5-0", "1-0 4-4", "4-3 0-0"],
        "3-3 5-5",
        options={"set": 6},
        trains={0: "6-2", 1: "6-0 0-2 2-1", 2: "6-3 3-2 2-4", MEXICAN: "6-5 5-2"},
    )
    state, events = act(state, play("2-2", 0))
    assert kinds(events) == [TilePlayed, DoubleReleased]
    assert game().to_act(state) == frozenset({0})
    assert game().legal_actions(state, 0) == [Draw()]
    state, events = act(state, Draw())
    assert kinds(events) == [TileDrawn, YouDrew, MarkerPlaced]
    assert game().view(state, None).blocking is None
    assert play("1-0", 1) in game().legal_actions(state, 1)


def test_a_double_keeps_its_number_as_the_open_end() -> None:
    state, _ = act(example_three(), play("5-5", 2))
    assert state.round.trains[2].open_end == 5
    assert game().view(state, None).trains[2].open_double


def test_once_the_double_is_covered_a_marked_player_may_play_on_their_own_train_again() -> None:
    """Rule 8.2: normal play resumes after the last open double is covered, so a player whose
    train fits but who had to draw for the double may play on it, and the marker comes off."""
    state = deal(
        ["4-3 8-8", "5-0 7-2"], "1-1 2-2", options=NINE, trains={0: "9-4", 1: "9-5 5-5"}, marked=[0]
    )
    state = with_open(state, 1)
    assert game().legal_actions(state, 0) == [Draw()]  # 4-3 fits seat 0's train, but not now
    state, _ = act(state, Draw())
    state, events = act(state, play("5-0", 1))
    assert only(events, TilePlayed).covered and state.round.open_doubles == ()
    assert play("4-3", 0) in game().legal_actions(state, 0)
    state, events = act(state, play("4-3", 0))
    assert only(events, TilePlayed).marker_off and not state.round.trains[0].marked


def test_going_out_on_a_double_ends_the_round_at_once() -> None:
    # Worked example 5: P1's last tile is 4-4, played on a train ending in 4.
    state = deal(["4-4", "8-1 6-6", "7-1"], "6-0", options=NINE, trains={0: "9-4"})
    state, events = act(state, play("4-4", 0))
    end = only(events, RoundEnded)
    assert end.reason is RoundEnd.OUT and end.out == 0
    assert end.scores == (0, 21, 8)
    assert state.round.number == 1
