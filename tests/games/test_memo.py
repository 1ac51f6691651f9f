from __future__ import annotations

from dataclasses import dataclass

from bot.games.memo import BySeat, ByState
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
