"""Every Mexican Train refusal a player can meet, each on an explicit deal: refused by its own
catalog id (so it is worded in the player's language) and leaving the state exactly as it was.
The wording itself is checked beside each rule's own test."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from bot.errors import IllegalAction
from bot.games.mexican_train import Action, MexicanTrainState
from tests.games.mexican_train.helpers import (
    MEXICAN,
    Draw,
    Pass,
    act,
    deal,
    game,
    play,
    with_open,
)

NINE = {"set": 9}


def opening() -> MexicanTrainState:
    """Engine 9-9; seat 0 to play holds 9-2, which starts its train or the Mexican Train."""
    return deal(["9-2 5-1", "8-1", "7-1"], "6-0", options=NINE)


def stuck() -> MexicanTrainState:
    """Seat 0 holds no 9 and the boneyard still has a tile."""
    return deal(["8-1 5-2", "9-3"], "7-0", options=NINE)


def stuck_empty_boneyard() -> MexicanTrainState:
    return deal(["8-1 5-2", "9-3"], "", options=NINE)


def open_double() -> MexicanTrainState:
    """Seat 1's 5-5 is open; seat 0 holds 5-0 and 9-1."""
    state = deal(["5-0 9-1", "8-3 9-2"], "1-1", options=NINE, trains={1: "9-5 5-5"})
    return with_open(state, 1)


def two_doubles_laid() -> MexicanTrainState:
    """Seat 0 has laid 6-6 on its train, then 3-3 on the Mexican Train, this turn."""
    state = deal(["6-6 3-3 6-2 3-1", "8-0"], "1-1", options=NINE, trains={0: "9-6", MEXICAN: "9-3"})
    state, _ = act(state, play("6-6", 0))
    return act(state, play("3-3", MEXICAN))[0]


def finished() -> MexicanTrainState:
    """The double-blank round of a double-9 game, which seat 0 ends by going out."""
    return act(deal(["1-0", "5-1"], "", options=NINE, round_number=9), play("1-0", 0))[0]


CASES: list[tuple[str, Callable[[], MexicanTrainState], int, Action]] = [
    ("mt-game-over", finished, 0, Pass()),
    ("mt-not-your-turn-seat", opening, 1, Draw()),
    ("mt-must-play-not-draw", opening, 0, Draw()),
    ("mt-must-play-fits", opening, 0, Pass()),
    ("mt-not-holding", opening, 0, play("4-4", 0)),
    ("mt-no-such-train", opening, 0, play("9-2", 7)),
    ("mt-train-closed", opening, 0, play("9-2", 1)),
    ("mt-tile-does-not-fit", opening, 0, play("5-1", MEXICAN)),
    ("mt-draw-first", stuck, 0, Pass()),
    ("mt-boneyard-empty", stuck_empty_boneyard, 0, Draw()),
    ("mt-blocked-by-double", open_double, 0, play("9-1", 0)),
    ("mt-must-close-double", two_doubles_laid, 0, play("3-1", MEXICAN)),
]


@pytest.mark.parametrize(
    ("msg_id", "build", "seat", "action"), CASES, ids=[f"{c[0]}-{c[1].__name__}" for c in CASES]
)
def test_an_illegal_mexican_train_move_is_refused_by_its_catalog_id_and_changes_nothing(
    msg_id: str, build: Callable[[], MexicanTrainState], seat: int, action: Action
) -> None:
    state = build()
    before = game().state_to_json(state)
    with pytest.raises(IllegalAction) as refusal:
        game().apply(state, seat, action)
    assert refusal.value.msg.id == msg_id
    assert game().state_to_json(state) == before
    assert action not in game().legal_actions(state, seat)
