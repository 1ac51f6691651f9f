"""Deal builders and checks shared by the Mexican Train tests."""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, TypeVar

import pytest

from bot.errors import IllegalAction
from bot.games.base import GameEvent
from bot.games.dominoes import Tile, double_set, parse_tile, parse_tiles
from bot.games.mexican_train import (
    MEXICAN,
    Action,
    Draw,
    MexicanTrainGame,
    MexicanTrainState,
    Pass,
    Play,
)

E = TypeVar("E", bound=GameEvent)

__all__ = ["MEXICAN", "Draw", "Pass", "Play"]


def game() -> MexicanTrainGame:
    return MexicanTrainGame()


def t(text: str) -> Tile:
    return parse_tile(text)


def ts(text: str) -> tuple[Tile, ...]:
    return parse_tiles(text) if text.strip() else ()


def play(tile: str, train: int) -> Play:
    return Play(t(tile), train)


def deal(
    hands: Sequence[str],
    boneyard: str = "",
    *,
    options: Mapping[str, Any] | None = None,
    **kwargs: Any,
) -> MexicanTrainState:
    """A double-12 game (unless ``options`` say otherwise) from these exact hands."""
    return game().deal_from(dict(options or {}), list(hands), boneyard, **kwargs)


def drew_and_marked() -> MexicanTrainState:
    """Worked example 2 (double-9): P2's train ends in 4, the Mexican Train in 7; P2 (seat 1),
    to move, has neither and will draw 6-3."""
    return deal(
        ["8-0", "8-1 5-2", "4-0 8-2"],
        "6-3 1-1",
        options={"set": 9},
        first=1,
        trains={1: "9-4", MEXICAN: "9-7"},
    )


def with_open(state: MexicanTrainState, owner: int) -> MexicanTrainState:
    """The same deal with the double at the end of ``owner``'s train left open by an earlier
    turn, so it blocks every other train."""
    return replace(state, round=replace(state.round, open_doubles=(owner,)))


def act(state: MexicanTrainState, action: Action) -> tuple[MexicanTrainState, list[GameEvent]]:
    """Apply ``action`` for whoever is to act, checking the JSON round trips on the way."""
    g = game()
    (seat,) = g.to_act(state)
    assert g.action_from_json(json.loads(json.dumps(g.action_to_json(action)))) == action
    new, events = g.apply(state, seat, action)
    assert g.state_from_json(json.loads(json.dumps(g.state_to_json(new)))) == new
    return new, events


def acts(state: MexicanTrainState, *actions: Action) -> tuple[MexicanTrainState, list[GameEvent]]:
    events: list[GameEvent] = []
    for action in actions:
        state, more = act(state, action)
        events += more
    return state, events


def refuse(state: MexicanTrainState, seat: int, action: Action, *fragments: str) -> str:
    """Check ``action`` is refused with a message containing ``fragments``, state untouched."""
    before = game().state_to_json(state)
    with pytest.raises(IllegalAction) as caught:
        game().apply(state, seat, action)
    assert game().state_to_json(state) == before
    message = caught.value.message
    for fragment in fragments:
        assert fragment in message, message
    return message


def kinds(events: Sequence[GameEvent]) -> list[type[GameEvent]]:
    return [type(e) for e in events]


def only(events: Sequence[GameEvent], kind: type[E]) -> E:
    (found,) = [e for e in events if isinstance(e, kind)]
    return found


def all_tiles(state: MexicanTrainState) -> Counter[Tile]:
    """Every tile of the round wherever it is: hands, boneyard, trains and the engine."""
    rnd = state.round
    found: Counter[Tile] = Counter(rnd.table_tiles())
    for hand in rnd.hands:
        found.update(hand)
    found.update(rnd.boneyard)
    return found


def full_set(state: MexicanTrainState) -> Counter[Tile]:
    return Counter(double_set(state.rules.top))


def random_move(state: MexicanTrainState, rng: random.Random) -> tuple[int, Action]:
    g = game()
    (seat,) = g.to_act(state)
    return seat, rng.choice(list(g.legal_actions(state, seat)))
