"""How well an AI seat plays: easy, normal or strong, chosen at ``/table addbot level:``.

Normal is each game's heuristic player; easy is the same player that now and then makes a
move at random (a partner who slips, an opponent one can beat); strong is the game's search
player where it has one, else the heuristic. The level is stored with the seat, so it survives
a restart; a seat the AI took over from a person plays at normal.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from enum import StrEnum
from typing import Any

from bot.games.base import AIPlayer


class Level(StrEnum):
    EASY = "easy"
    NORMAL = "normal"
    STRONG = "strong"


#: How often an easy player picks any legal move instead of the heuristic's.
EASY_SLIPS = 0.3


class EasyPlayer:
    """The heuristic with slips: deterministic given the seed, like every AI."""

    def __init__(self, player: AIPlayer, slips: float = EASY_SLIPS) -> None:
        self._player = player
        self._slips = slips

    def choose(self, view: Any, legal: Sequence[Any], seed: int) -> Any:
        rng = random.Random(seed ^ 0x5EED)
        if len(legal) > 1 and rng.random() < self._slips:
            return legal[rng.randrange(len(legal))]
        return self._player.choose(view, legal, seed)


def leveled(normal: AIPlayer, strong: AIPlayer | None) -> Mapping[Level, AIPlayer]:
    """One game's player per level."""
    return {
        Level.EASY: EasyPlayer(normal),
        Level.NORMAL: normal,
        Level.STRONG: strong if strong is not None else normal,
    }


def player_for(game: str, level: Level, rollouts: int | None = None) -> AIPlayer:
    """The bot's player for ``game`` at ``level``, as the catalogue builds it (the bench's way
    in; ``rollouts`` overrides the strong player's budget per move)."""
    from bot.catalogue import load_catalogue

    entry = next(e for e in load_catalogue(rollouts) if e.game.name == game)
    return leveled(entry.player, entry.strong)[level]
