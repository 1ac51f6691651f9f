"""What Mexican Train tells the table, one frozen class per kind of event.

``seat`` (from :class:`GameEvent`) is who may read the event (``None``: everyone); the seat
that acted is ``player``. Trains are named by their owner's seat or ``MEXICAN``. Renderers
``match`` on these classes.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from bot.games.base import GameEvent
from bot.games.dominoes import Tile


class RoundEnd(StrEnum):
    OUT = "out"
    BLOCKED = "blocked"


@dataclass(frozen=True, slots=True, kw_only=True)
class RoundStarted(GameEvent):
    """``round`` counts from 1; ``first`` is the seat that starts."""

    round: int
    rounds: int
    engine: Tile
    first: int
    hand_counts: tuple[int, ...]
    boneyard: int


@dataclass(frozen=True, slots=True, kw_only=True)
class HandDealt(GameEvent):
    """Told only to the seat the tiles were dealt to."""

    tiles: tuple[Tile, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class TilePlayed(GameEvent):
    """``started``: the train was empty; ``covered``: the tile covered an open double;
    ``marker_off``: the player laid on their own marked train and took the marker off."""

    player: int
    tile: Tile
    train: int
    open_end: int
    double: bool
    covered: bool
    marker_off: bool
    started: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class TileDrawn(GameEvent):
    """Public: someone drew; ``boneyard`` tiles are left."""

    player: int
    boneyard: int


@dataclass(frozen=True, slots=True, kw_only=True)
class YouDrew(GameEvent):
    """Told only to the seat that drew: the tile it drew."""

    tile: Tile


@dataclass(frozen=True, slots=True, kw_only=True)
class MarkerPlaced(GameEvent):
    """``after_draw``: the drawn tile did not fit (otherwise the player passed)."""

    player: int
    after_draw: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class LastTile(GameEvent):
    player: int


@dataclass(frozen=True, slots=True, kw_only=True)
class DoublesOpen(GameEvent):
    """Doubles ``player`` left uncovered at the end of their turn, by train."""

    player: int
    trains: tuple[int, ...]
    tiles: tuple[Tile, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class DoubleReleased(GameEvent):
    """Nobody can cover this double any more, so it stops blocking."""

    train: int
    tile: Tile


@dataclass(frozen=True, slots=True, kw_only=True)
class RoundEnded(GameEvent):
    """``out`` is the seat that went out (``None`` when blocked); per seat its ``pips`` left,
    this round's ``scores`` and the running ``totals``."""

    round: int
    engine: Tile
    reason: RoundEnd
    out: int | None
    pips: tuple[int, ...]
    scores: tuple[int, ...]
    totals: tuple[int, ...]
    last: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class GameEnded(GameEvent):
    totals: tuple[int, ...]
    winners: tuple[int, ...]
