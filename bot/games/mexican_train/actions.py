"""The three things a player can do on their turn, and their JSON form."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from bot.errors import IllegalAction
from bot.games.dominoes import Tile, parse_tile
from bot.games.mexican_train.trains import train_from_key, train_key


class ActionKind(StrEnum):
    PLAY = "play"
    DRAW = "draw"
    PASS = "pass"


@dataclass(frozen=True, slots=True)
class Play:
    """Lay ``tile`` on the train owned by seat ``train`` (or :data:`MEXICAN`)."""

    tile: Tile
    train: int


@dataclass(frozen=True, slots=True)
class Draw:
    """Take one tile from the boneyard: only when nothing in hand can be played."""


@dataclass(frozen=True, slots=True)
class Pass:
    """Mark your own train and end the turn: only when nothing else is legal."""


Action = Play | Draw | Pass


def action_to_json(action: Action) -> dict[str, Any]:
    if isinstance(action, Play):
        return {
            "kind": ActionKind.PLAY.value,
            "tile": action.tile.code,
            "train": train_key(action.train),
        }
    if isinstance(action, Draw):
        return {"kind": ActionKind.DRAW.value}
    return {"kind": ActionKind.PASS.value}


def action_from_json(data: Mapping[str, Any]) -> Action:
    """Read an action back; malformed input (a stale or forged button) is a readable refusal."""
    try:
        kind = ActionKind(data["kind"])
        if kind is ActionKind.PLAY:
            return Play(parse_tile(str(data["tile"])), train_from_key(data["train"]))
    except (KeyError, ValueError, TypeError):
        raise IllegalAction("mt-move-unreadable") from None
    return Draw() if kind is ActionKind.DRAW else Pass()
