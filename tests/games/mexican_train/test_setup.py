"""Sets, seats, hand sizes, options, dealing, the engine sequence and JSON."""

from __future__ import annotations

import json

import pytest

from bot.errors import OptionError
from bot.games.dominoes import Tile
from bot.games.mexican_train.events import GameEnded, HandDealt, RoundStarted
from bot.games.mexican_train.options import HAND_SIZES, OPTIONS
from bot.games.options import parse_options
from tests.games.mexican_train.helpers import (
    MEXICAN,
    Draw,
    Pass,
    all_tiles,
    deal,
    full_set,
    game,
    only,
    play,
    ts,
)


def defaults(**changes: object) -> dict[str, object]:
    options = {spec.key: spec.default for spec in OPTIONS}
    options.update(changes)
    return options


def test_game_names_itself() -> None:
    g = game()
    assert g.name == "mexican_train"
    assert g.title == "Mexican Train"


def test_every_option_has_a_default_and_parses() -> None:
    options = parse_options(OPTIONS, "set=9 hand=12 doubles_order=reverse double_blank=0")
    assert options == {
        "set": 9,
        "hand": 12,
        "doubles_order": "reverse",
        "after_double": "anywhere",
        "double_blank": 0,
    }
    assert parse_options(OPTIONS, None) == defaults()
    assert defaults() == {
        "set": 12,
        "hand": None,
        "doubles_order": "played",
        "after_double": "anywhere",
        "double_blank": 50,
    }


@pytest.mark.parametrize(
    ("top", "seats"), [(6, (2, 4)), (9, (2, 4)), (12, (2, 8)), (15, (9, 12)), (18, (9, 12))]
)
def test_seat_range_depends_on_the_set(top: int, seats: tuple[int, int]) -> None:
    assert game().seat_range(defaults(set=top)) == seats


def test_too_many_players_for_the_set_is_refused_with_the_reason() -> None:
    with pytest.raises(OptionError, match=r"double-9 set seats 2–4 players, not 5\. .*set=12"):
        game().check_options(defaults(set=9), 5)
    with pytest.raises(OptionError, match=r"not 8\. Use set=12 for fewer than 9\.$"):
        game().check_options(defaults(set=6), 8)  # 5–8 players need the double-12 set
    with pytest.raises(OptionError, match="set=15"):
        game().check_options(defaults(), 9)
    with pytest.raises(OptionError, match="set=12"):
        game().check_options(defaults(set=15), 8)
    game().check_options(defaults(set=18), 12)
    game().check_options(defaults(set=18), None)


def test_hand_option_must_leave_a_boneyard() -> None:
    with pytest.raises(OptionError, match="at most 44"):
        game().check_options(defaults(hand=45), 2)
    game().check_options(defaults(hand=44), 2)


@pytest.mark.parametrize(("options", "most"), [({"hand": 100}, 44), ({"set": 6, "hand": 14}, 13)])
def test_a_hand_no_seat_count_could_deal_is_refused_at_create_before_anyone_sits(
    options: dict[str, object], most: int
) -> None:
    with pytest.raises(OptionError, match=f"2 hands of .* deal at most {most} each"):
        game().check_options(defaults(**options), None)
    game().check_options(defaults(set=options.get("set", 12), hand=most), None)
    with pytest.raises(OptionError, match="9 hands of 15 need 135 tiles"):
        game().check_options(defaults(set=15, hand=15), None)  # the set seats 9 at least


@pytest.mark.parametrize(
    ("top", "players", "hand", "boneyard"),
    [
        (12, 2, 16, 58),
        (12, 3, 16, 42),
        (12, 4, 15, 30),
        (12, 5, 14, 20),
        (12, 6, 12, 18),
        (12, 7, 10, 20),
        (12, 8, 9, 18),
        (9, 2, 15, 24),
        (9, 3, 13, 15),
        (9, 4, 10, 14),
        (6, 2, 7, 13),
        (6, 3, 5, 12),
        (6, 4, 5, 7),
    ],
)
def test_hand_sizes_and_boneyard_follow_the_rules_table(
    top: int, players: int, hand: int, boneyard: int
) -> None:
    state = game().new(defaults(set=top), players, seed=5)
    assert [len(h) for h in state.round.hands] == [hand] * players
    assert len(state.round.boneyard) == boneyard


@pytest.mark.parametrize("top", [15, 18])
def test_big_sets_have_configurable_hands_and_a_boneyard(top: int) -> None:
    for players, size in HAND_SIZES[top].items():
        state = game().new(defaults(set=top), players, seed=1)
        assert [len(h) for h in state.round.hands] == [size] * players
        assert state.round.boneyard
    state = game().new(defaults(set=top, hand=7), 10, seed=1)
    assert [len(h) for h in state.round.hands] == [7] * 10


def test_hand_option_sets_the_hand_size() -> None:
    state = game().new(defaults(hand=5), 4, seed=2)
    assert [len(h) for h in state.round.hands] == [5] * 4
    assert len(state.round.boneyard) == 90 - 20


def test_round_one_engine_is_the_highest_double_taken_out_of_the_set() -> None:
    state = game().new(defaults(set=9), 3, seed=4)
    assert state.round.engine == 9
    assert all(Tile(9, 9) not in hand for hand in state.round.hands)
    assert Tile(9, 9) not in state.round.boneyard
    assert all_tiles(state) == full_set(state)


def test_the_deal_is_deterministic_from_the_seed() -> None:
    assert game().new(defaults(), 4, seed=9) == game().new(defaults(), 4, seed=9)
    assert game().new(defaults(), 4, seed=9) != game().new(defaults(), 4, seed=10)


def test_first_player_of_round_one_is_drawn_from_the_seed() -> None:
    firsts = {game().new(defaults(), 4, seed=s).round.first for s in range(40)}
    assert firsts == {0, 1, 2, 3}
    state = game().new(defaults(), 4, seed=3)
    assert game().to_act(state) == frozenset({state.round.first})


def test_first_turn_may_start_own_train_or_the_mexican_train() -> None:
    # Worked example 1: engine 9-9, P1 holds 9-2.
    state = deal(["9-2 5-1", "8-1", "7-1"], "6-0", options={"set": 9})
    assert set(game().legal_actions(state, 0)) == {play("9-2", 0), play("9-2", MEXICAN)}
    assert game().legal_actions(state, 1) == []


def test_each_round_the_engine_drops_by_one_and_the_next_round_starts_at_once() -> None:
    state = deal(["12-3", "11-4"], "2-1", options={"hand": 3})
    state, events = game().apply(state, 0, play("12-3", 0))
    assert state.round.number == 1 and state.round.engine == 11
    start = only(events, RoundStarted)
    assert start.engine == Tile(11, 11)
    assert start.round == 2 and start.rounds == 13
    assert all(Tile(11, 11) not in hand for hand in state.round.hands)
    assert [len(h) for h in state.round.hands] == [3, 3]
    assert all_tiles(state) == full_set(state)


def test_later_rounds_start_with_the_seat_after_the_previous_first() -> None:
    state = deal(["11-4", "12-3", "10-4"], "2-1", first=1)
    state, _ = game().apply(state, 1, play("12-3", 1))
    assert state.round.first == 2
    assert game().to_act(state) == frozenset({2})


@pytest.mark.parametrize(("top", "rounds"), [(12, 13), (9, 10), (15, 16), (18, 19), (6, 7)])
def test_a_game_has_one_round_per_engine_down_to_double_blank(top: int, rounds: int) -> None:
    players = game().seat_range(defaults(set=top))[0]
    state = game().new(defaults(set=top), players, seed=1)
    assert game().view(state, None).rounds == rounds
    hands = [f"{seat + 1}-1" for seat in range(players)]
    last = deal(hands, "3-3", options={"set": top}, round_number=rounds - 1)
    assert last.round.engine == 0


def test_the_double_blank_round_is_the_last_and_nobody_holds_the_engine() -> None:
    state = game().new(defaults(set=6), 2, seed=8)
    while state.round.engine > 0:
        (seat,) = game().to_act(state)
        state, _ = game().apply(state, seat, game().legal_actions(state, seat)[0])
    assert all(Tile(0, 0) not in hand for hand in state.round.hands)
    assert Tile(0, 0) not in state.round.boneyard
    while not game().is_over(state):
        (seat,) = game().to_act(state)
        state, events = game().apply(state, seat, game().legal_actions(state, seat)[0])
    assert len(state.round_scores) == 7
    assert isinstance(events[-1], GameEnded)
    assert game().to_act(state) == frozenset()


def test_private_hands_are_sent_only_to_their_seat() -> None:
    state = deal(["12-3", "11-4"], "2-1")
    _, events = game().apply(state, 0, play("12-3", 0))
    for event in events:
        if isinstance(event, HandDealt):
            assert event.seat is not None
        else:
            assert event.seat is None


def test_public_view_has_no_hand_and_a_seat_sees_only_its_own() -> None:
    state = game().new(defaults(), 4, seed=11)
    public = game().view(state, None)
    assert public.hand is None
    assert public.hand_counts == (15, 15, 15, 15)
    assert public.boneyard == 30
    mine = game().view(state, 2)
    assert mine.hand == state.round.hands[2]
    text = json.dumps(str(public))
    for tile in state.round.hands[0]:
        assert f"Tile({tile.code})" not in text


def test_view_shows_trains_markers_engine_scores_and_turn() -> None:
    state = deal(
        ["9-2 5-1", "8-1", "7-1"], "6-0", options={"set": 9}, trains={1: "9-4"}, marked=[1]
    )
    view = game().view(state, 0)
    assert view.engine == 9
    assert view.trains[1].tiles == ts("9-4")
    assert view.trains[1].ends == ((9, 4),)
    assert view.trains[1].open_end == 4
    assert view.trains[1].marked and view.trains[1].public
    assert view.mexican.owner == MEXICAN and view.mexican.public
    assert view.to_act == 0
    assert view.totals == (0, 0, 0)
    assert view.open_doubles == ()


def test_state_and_actions_round_trip_through_json() -> None:
    g = game()
    state = g.new(defaults(set=15), 10, seed=21)
    assert g.state_from_json(json.loads(json.dumps(g.state_to_json(state)))) == state
    for action in (play("12-5", 3), play("0-0", MEXICAN), Draw(), Pass()):
        assert g.action_from_json(json.loads(json.dumps(g.action_to_json(action)))) == action
    assert g.action_to_json(play("12-5", MEXICAN)) == {
        "kind": "play",
        "tile": "12-5",
        "train": "mexican",
    }


@pytest.mark.parametrize(
    "data", [{}, {"kind": "fly"}, {"kind": "play", "tile": "x"}, {"kind": "play", "tile": "1-1"}]
)
def test_malformed_action_json_is_a_readable_refusal(data: dict[str, object]) -> None:
    from bot.errors import IllegalAction

    with pytest.raises(IllegalAction):
        game().action_from_json(data)


def test_explicit_deal_refuses_duplicates_and_the_engine() -> None:
    from bot.errors import IllegalAction

    with pytest.raises(IllegalAction, match="twice"):
        deal(["3-2", "3-2"], "1-1")
    with pytest.raises(IllegalAction, match="engine"):
        deal(["12-12", "3-2"], "1-1")
