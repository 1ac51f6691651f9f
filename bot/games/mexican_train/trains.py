"""Trains: the personal trains and the Mexican Train running out from the hub's engine.

A train keeps its tiles in the order laid and its open end, so a play is one comparison; which
way round each tile lies is worked out again for display (:func:`laid_ends`).
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.games.dominoes import (
    Tile,
    packed_tiles,
    parse_tile,
    tile_codes_of_packed,
    tiles_of_packed,
)
from bot.games.evolve import evolve

#: The Mexican Train in ``Play.train`` and events: it has no owner seat.
MEXICAN = -1


@dataclass(frozen=True, slots=True)
class Train:
    """One train. ``owner`` is a seat, or :data:`MEXICAN` for the shared train.

    ``marked`` is the owner's marker (public until the owner plays on it again); the Mexican
    Train is public from the start and never carries this flag. The tiles are kept packed, a
    character a tile (:func:`~bot.games.dominoes.packed_tiles`): a tuple of tiles is one more
    object for every full garbage collection to walk, five a Mexican Train table (issue #19).
    """

    owner: int
    #: the tiles in the order laid from the hub, packed
    packed: str
    open_end: int
    marked: bool = False

    @classmethod
    def empty(cls, owner: int, engine: int) -> Train:
        return cls(owner, "", engine)

    @classmethod
    def laid(cls, owner: int, engine: int, tiles: Sequence[Tile], marked: bool = False) -> Train:
        """A train holding ``tiles`` in order from the hub; refuses a chain that does not join."""
        train = cls.empty(owner, engine)
        for tile in tiles:
            if not tile.matches(train.open_end):
                raise ValueError(f"{tile.code} does not join {train.open_end} on this train")
            train = train.add(tile)
        return evolve(train, marked=marked)

    @property
    def is_mexican(self) -> bool:
        return self.owner == MEXICAN

    @property
    def tiles(self) -> tuple[Tile, ...]:
        """The tiles in the order laid from the hub."""
        return tiles_of_packed(self.packed)

    @property
    def last(self) -> Tile | None:
        return tiles_of_packed(self.packed[-1])[0] if self.packed else None

    @property
    def ends_in_double(self) -> bool:
        last = self.last
        return last is not None and last.is_double

    def add(self, tile: Tile) -> Train:
        """The train with ``tile`` joined to its open end (the caller checked it matches)."""
        packed = self.packed + packed_tiles((tile,))
        return evolve(self, packed=packed, open_end=tile.other_end(self.open_end))

    def open_to(self, seat: int) -> bool:
        """Whether ``seat`` may play here when no double blocks (rules section 5)."""
        return self.owner in (seat, MEXICAN) or self.marked

    def to_json(self) -> dict[str, Any]:
        return {
            "owner": self.owner,
            "tiles": tile_codes_of_packed(self.packed),
            "open_end": self.open_end,
            "marked": self.marked,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Train:
        return cls(
            owner=data["owner"],
            packed=packed_tiles(parse_tile(code) for code in data["tiles"]),
            open_end=data["open_end"],
            marked=data["marked"],
        )


@functools.lru_cache(maxsize=4_096)
def packed_ends(engine: int, packed: str) -> tuple[tuple[int, int], ...]:
    """:func:`laid_ends` of a train's packed tiles, worked out once per train as laid: every
    view of every version (the table's, each hand's) worked out every train's again, where a
    move lays on one train at most (issue #19). Kept by a number and a string, its answer
    numbers only: nothing the garbage collector keeps walking."""
    return laid_ends(engine, tiles_of_packed(packed))


def laid_ends(engine: int, tiles: Sequence[Tile]) -> tuple[tuple[int, int], ...]:
    """Each tile as laid: (end touching the previous tile, end pointing away from the hub)."""
    ends: list[tuple[int, int]] = []
    open_end = engine
    for tile in tiles:
        far = tile.other_end(open_end)
        ends.append((open_end, far))
        open_end = far
    return tuple(ends)


def train_key(owner: int) -> int | str:
    """A train's name in JSON: the owner's seat number, or ``"mexican"``."""
    return "mexican" if owner == MEXICAN else owner


def train_from_key(key: str | int) -> int:
    if key == "mexican":
        return MEXICAN
    if isinstance(key, int) and not isinstance(key, bool) and key >= 0:
        return key
    if isinstance(key, str) and key.isascii() and key.isdigit():
        return int(key)
    raise ValueError(f"not a train: {key!r}")
