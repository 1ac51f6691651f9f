"""What Mexican Train tells the table, one frozen class per kind of event.

``seat`` (from :class:`GameEvent`) is who may read the event (``None``: everyone); the seat
that acted is ``player``. Trains are named by their owner's seat or ``MEXICAN``. Renderers
``match`` on these classes.
"""

from __future__ import annotations

from enum import StrEnum

from bot.games.base import GameEvent, PlayerEvent, event
from bot.games.dominoes import Tile


class RoundEnd(StrEnum):
    OUT = "out"
    BLOCKED = "blocked"


@event
class RoundStarted(GameEvent):
    """``round`` counts from 1; ``first`` is the seat that starts."""

    round: int
    rounds: int
    engine: Tile
    first: int
    hand_counts: tuple[int, ...]
    boneyard: int


@event
class HandDealt(GameEvent):
    """Told only to the seat the tiles were dealt to."""

    tiles: tuple[Tile, ...]


@event
class TilePlayed(PlayerEvent):
    """``started``: the train was empty; ``covered``: the tile covered an open double;
    ``marker_off``: the player laid on their own marked train and took the marker off;
    ``out``: it was the player's last tile (a double then asks for no follow-up, rule 8.1)."""

    tile: Tile
    train: int
    open_end: int
    double: bool
    covered: bool
    marker_off: bool
    started: bool
    out: bool


@event
class TileDrawn(PlayerEvent):
    """Public: someone drew; ``boneyard`` tiles are left."""

    boneyard: int


@event
class YouDrew(GameEvent):
    """Told only to the seat that drew: the tile it drew."""

    tile: Tile


@event
class MarkerPlaced(PlayerEvent):
    """``after_draw``: the drawn tile did not fit (otherwise the player passed). ``kept``: the
    train carried a marker already, so nothing new is open to the others (the log said "puts a
    marker on their train" at every such turn of a player stuck for several rounds)."""

    after_draw: bool
    kept: bool = False


@event
class LastTile(PlayerEvent):
    """``player`` has one tile left in hand."""


@event
class DoublesOpen(PlayerEvent):
    """Doubles ``player`` left uncovered at the end of their turn, by train."""

    trains: tuple[int, ...]
    tiles: tuple[Tile, ...]


@event
class DoubleReleased(GameEvent):
    """Nobody can cover this double any more, so it stops blocking."""

    train: int
    tile: Tile


@event
class RoundEnded(GameEvent):
    """``out`` is the seat that went out (``None`` when blocked); per seat its ``pips`` left,
    what a 0-0 left in its hand scored (``blanks``: 0 without one; it is worth 50 pips it
    does not show, so a score of 57 from 7 pips needs saying why), this round's ``scores``
    and the running ``totals``."""

    round: int
    engine: Tile
    reason: RoundEnd
    out: int | None
    pips: tuple[int, ...]
    blanks: tuple[int, ...]
    scores: tuple[int, ...]
    totals: tuple[int, ...]
    last: bool


@event
class GameEnded(GameEvent):
    totals: tuple[int, ...]
    winners: tuple[int, ...]
