from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

import pytest

from bot.catalogue import load_catalogue
from bot.games.base import GameBase
from bot.games.memo import BySeat, ByState, Views
from bot.games.shengji.game import ShengjiGame, seats_to_act


@dataclass(frozen=True)
class _State:
    n: int


def test_an_answer_is_worked_out_once_per_state_object() -> None:
    asked: list[int] = []

    def double(state: _State) -> int:
        asked.append(state.n)
        return 2 * state.n

    memo = ByState(double)
    first = _State(1)
    assert [memo(first), memo(first), memo(first)] == [2, 2, 2]
    assert asked == [1]


def test_an_equal_but_different_state_is_worked_out_again() -> None:
    asked: list[int] = []

    def compute(state: _State) -> int:
        asked.append(state.n)
        return state.n

    memo = ByState(compute)
    memo(_State(1))
    memo(_State(1))
    assert asked == [1, 1]


def test_the_memo_starts_afresh_when_full_and_stays_right() -> None:
    memo: ByState[_State, int] = ByState(lambda state: state.n * 10, kept=4)
    states = [_State(n) for n in range(10)]
    assert [memo(s) for s in states] == [n * 10 for n in range(10)]
    assert [memo(s) for s in states] == [n * 10 for n in range(10)]


def test_the_states_asked_about_last_are_still_remembered_when_the_memo_fills() -> None:
    """Emptied whenever full, the memo also forgot the states still being asked about (a
    table's redraws come a pace after its move, hundreds of other tables' moves later)."""
    asked: list[int] = []

    def compute(state: _State) -> int:
        asked.append(state.n)
        return state.n

    memo = ByState(compute, kept=4)
    states = [_State(n) for n in range(5)]
    for state in states:
        memo(state)
    memo(states[3])
    memo(states[4])
    assert asked == [0, 1, 2, 3, 4]
    memo(states[0])  # long gone: at most four are kept
    assert asked == [0, 1, 2, 3, 4, 0]


def test_a_state_and_its_answer_are_kept_apart_not_as_a_pair_the_collector_walks() -> None:
    """Issue #19: a (state, answer) pair per entry was one more object every collection
    walked, up to ``kept`` a memo; None is a state like another."""
    memo: ByState[Any, int] = ByState(lambda state: 7, kept=4)
    states = [_State(n) for n in range(3)]
    assert [memo(state) for state in [*states, None, None]] == [7] * 5
    kept = [*memo._states.values(), *memo._older_states.values()]
    assert sorted(map(id, kept)) == sorted(map(id, [*states, None]))
    assert not any(type(value) is tuple for value in kept)
    assert [*memo._answers.values(), *memo._older_answers.values()] == [7] * 4


def test_shengji_to_act_through_the_memo_is_the_rules_answer() -> None:
    game = ShengjiGame()
    state = game.new({}, 4, seed=7)
    for _ in range(12):
        assert game.to_act(state) == seats_to_act(state)
        seat = min(game.to_act(state))
        state, _events = game.apply(state, seat, game.legal_actions(state, seat)[0])


def test_legal_moves_are_listed_once_per_state_and_seat_and_each_caller_gets_its_own() -> None:
    asked: list[tuple[int, int]] = []

    def moves(state: _State, seat: int) -> list[int]:
        asked.append((state.n, seat))
        return [state.n, seat]

    memo = BySeat(moves)
    state = _State(1)
    first = memo(state, 0)
    first.append(99)  # a caller changing its list changes nobody else's
    assert [memo(state, 0), memo(state, 1), memo(state, 0)] == [[1, 0], [1, 1], [1, 0]]
    assert asked == [(1, 0), (1, 1)]


def _played(game: GameBase[Any, Any, Any], moves: int) -> list[Any]:
    state = game.new({}, game.seat_range({})[0], seed=3)
    states = [state]
    for _ in range(moves):
        seats = sorted(game.to_act(state))
        if not seats:
            break
        seat = seats[0]
        state, _events = game.apply(state, seat, game.legal_actions(state, seat)[-1])
        states.append(state)
    return states


GAMES = {entry.game.name: entry.game for entry in load_catalogue()}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_view_asked_for_again_at_once_is_the_one_shared_and_the_games_own(name: str) -> None:
    """A click reads a seat's view, then its reader's view is drawn again from the same state:
    one view serves both, so it must be a frozen value no caller can change."""
    game = GAMES[name]
    views = Views()
    for state in _played(game, 40)[::5]:
        for seat in (*range(game.seat_range({})[0]), None):
            view = views(game, state, seat)
            assert views(game, state, seat) is view
            assert view == game.view(state, seat)
            with pytest.raises(dataclasses.FrozenInstanceError):
                view.seat = 9
            hash(view)  # every field a frozen value too
    other = _played(game, 1)[-1]
    assert views(game, other, 0) is not views(game, _played(game, 1)[-1], 0)
