"""A tiny game that backs the lobby and service tests (never offered to users).

Players take turns adding 1 or 2 to a running total; whoever brings it to the target wins.
It has one of everything the service cares about: options, turns, events, an end and a result.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from bot.errors import IllegalAction, OptionError
from bot.games.base import SYSTEM, GameBase, GameEvent, GameResult
from bot.games.options import OptionSpec
from bot.msg import Msg
from tests.support.counting_events import Added, Won


@dataclass(frozen=True, slots=True)
class Add:
    amount: int


@dataclass(frozen=True, slots=True)
class CountingState:
    players: int
    target: int
    total: int = 0
    turn: int = 0
    winner: int | None = None
    #: whoever adds 2 plays again (a turn of several moves, like a Mexican Train double)
    twos_again: bool = False


@dataclass(frozen=True, slots=True)
class CountingView:
    seat: int | None
    total: int
    target: int
    turn: int
    winner: int | None


class CountingGame(GameBase[CountingState, Add, CountingView]):
    name = "counting"
    title = "Counting"
    options = (
        OptionSpec("target", "Total that wins", 10, int, minimum=3, maximum=1000),
        OptionSpec("seats", "Most players", 4, int, minimum=2, maximum=4),
        OptionSpec("twos_again", "Whoever adds 2 plays again", False, bool),
    )

    def seat_range(self, options: Mapping[str, Any]) -> tuple[int, int]:
        return 2, int(options.get("seats", 4))

    def check_options(self, options: Mapping[str, Any], players: int | None) -> None:
        if options["target"] < options["seats"]:
            raise OptionError("The target must be at least the number of seats.")

    def new(self, options: Mapping[str, Any], players: int, seed: int) -> CountingState:
        return CountingState(
            players=players, target=options["target"], twos_again=options.get("twos_again", False)
        )

    def to_act(self, state: CountingState) -> frozenset[int]:
        return frozenset() if state.winner is not None else frozenset({state.turn})

    def legal_actions(self, state: CountingState, seat: int) -> Sequence[Add]:
        if seat not in self.to_act(state):
            return ()
        return tuple(Add(n) for n in (1, 2) if state.total + n <= state.target)

    def is_play(self, action: Add) -> bool:
        return True  # adding is the only move there is

    def forced_play(self, state: CountingState, seat: int) -> Add | None:
        """Adding 1 when 2 would pass the target."""
        legal = self.legal_actions(state, seat)
        return legal[0] if len(legal) == 1 else None

    def apply(
        self, state: CountingState, seat: int, action: Add
    ) -> tuple[CountingState, list[GameEvent]]:
        if seat not in self.to_act(state):
            raise IllegalAction("It's not your turn.")
        if action not in self.legal_actions(state, seat):
            raise IllegalAction("Add 1 or 2, without passing the target.")
        total = state.total + action.amount
        events: list[GameEvent] = [Added(player=seat, amount=action.amount, total=total)]
        if total == state.target:
            events.append(Won(player=seat))
            return replace(state, total=total, winner=seat), events
        again = state.twos_again and action.amount == 2
        turn = seat if again else (seat + 1) % state.players
        return replace(state, total=total, turn=turn), events

    def view(self, state: CountingState, seat: int | None) -> CountingView:
        return CountingView(seat, state.total, state.target, state.turn, state.winner)

    def is_over(self, state: CountingState) -> bool:
        return state.winner is not None

    def result(self, state: CountingState) -> GameResult:
        teams = tuple((s,) for s in range(state.players))
        placings = tuple(1 if s == state.winner else 2 for s in range(state.players))
        scores = tuple(1 if s == state.winner else 0 for s in range(state.players))
        return GameResult(
            teams, placings, scores, Msg(f"Seat {state.winner} reached {state.target}")
        )

    def state_to_json(self, state: CountingState) -> dict[str, Any]:
        return {
            "players": state.players,
            "target": state.target,
            "total": state.total,
            "turn": state.turn,
            "winner": state.winner,
            "twos_again": state.twos_again,
        }

    def state_from_json(self, data: dict[str, Any]) -> CountingState:
        return CountingState(**data)

    def action_to_json(self, action: Add) -> dict[str, Any]:
        return {"amount": action.amount}

    def action_from_json(self, data: dict[str, Any]) -> Add:
        return Add(int(data["amount"]))


class CountingAI:
    """Plays to leave the next player a multiple of three short of the target."""

    def choose(self, view: CountingView, legal: Sequence[Add], seed: int) -> Add:
        for action in legal:
            if (view.target - view.total - action.amount) % 3 == 0:
                return action
        return legal[0]


class RedealingGame(CountingGame):
    """Only SYSTEM ever acts, for ever: a deal nobody declares on, redealt again and again."""

    name = "redealing"

    def to_act(self, state: CountingState) -> frozenset[int]:
        return frozenset({SYSTEM})

    def legal_actions(self, state: CountingState, seat: int) -> Sequence[Add]:
        return (Add(1),) if seat == SYSTEM else ()

    def apply(
        self, state: CountingState, seat: int, action: Add
    ) -> tuple[CountingState, list[GameEvent]]:
        return CountingState(state.players, state.target, total=state.total + 1), []
