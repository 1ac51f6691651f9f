"""Domino tiles shared by every dominoes game: tiles, double-N sets, notation, shuffling.

A tile is a frozen value written high end first (``12-5``), so the same tile always compares
equal and prints the same way, whichever way round a player typed it or a train holds it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from bot.errors import IllegalAction
from bot.games.pieces import Packing, remove_pieces
from bot.games.pieces import shuffled as shuffled

#: The biggest set any game here uses (double-18); numbers above it are typing mistakes.
MAX_PIPS = 18

#: two numbers and a dash of any kind between (a hand shows a non-breaking one, U+2011)
_TILE_TEXT = re.compile(r"^\s*(\d{1,2})\s*[-\u2010-\u2015\u2212|:/]\s*(\d{1,2})\s*$")


@dataclass(frozen=True, slots=True, order=True)
class Tile:
    """One tile; ``high >= low`` always, so each physical tile has exactly one value."""

    high: int
    low: int

    def __post_init__(self) -> None:
        if not 0 <= self.low <= self.high <= MAX_PIPS:
            raise ValueError(f"not a tile: {self.high}-{self.low}")

    @classmethod
    def of(cls, a: int, b: int) -> Tile:
        """The tile with ends ``a`` and ``b`` in either order: the one shared instance of it
        (see ``_SHARED``)."""
        shared = _SHARED.get((max(a, b), min(a, b)))
        return shared if shared is not None else cls(max(a, b), min(a, b))

    @property
    def is_double(self) -> bool:
        return self.high == self.low

    @property
    def pips(self) -> int:
        return self.high + self.low

    @property
    def code(self) -> str:
        """The notation players type and logs print: ``12-5``."""
        return f"{self.high}-{self.low}"

    def matches(self, number: int) -> bool:
        return number in (self.high, self.low)

    def other_end(self, number: int) -> int:
        """The end left exposed when this tile is joined to ``number``."""
        if number == self.high:
            return self.low
        if number == self.low:
            return self.high
        raise ValueError(f"{self.code} has no {number}")

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Tile({self.code})"


#: One instance of every tile, shared by every table's hands, boneyard and trains: a tile is a
#: frozen value, so sharing it changes nothing but the count of objects a live table keeps
#: for the garbage collector to walk and for memory to hold (~150 per Mexican Train table,
#: a fifth of a 1,000-table process's long-lived objects: issue #19).
_SHARED = {(high, low): Tile(high, low) for high in range(MAX_PIPS + 1) for low in range(high + 1)}


#: each tile as one character of its own, and back (see :class:`Packing`)
TILE_PACKING = Packing(_SHARED.values(), lambda tile: tile.code)
#: tiles as one string, a character a tile: how states keep hands and trains
packed_tiles = TILE_PACKING.pack
tiles_of_packed = TILE_PACKING.unpack
tile_codes_of_packed = TILE_PACKING.codes


def double_set(top: int) -> tuple[Tile, ...]:
    """A double-``top`` set in a fixed order: ``(top+1)(top+2)/2`` tiles, one per pair."""
    if not 0 <= top <= MAX_PIPS:
        raise ValueError(f"no double-{top} set")
    return tuple(_SHARED[high, low] for high in range(top, -1, -1) for low in range(high, -1, -1))


def set_size(top: int) -> int:
    return (top + 1) * (top + 2) // 2


def parse_tile(text: str, top: int = MAX_PIPS) -> Tile:
    """Read ``12-5`` (also ``5-12``, ``12|5``, ``12:5``); refuse nonsense with a readable reason."""
    shown = text.strip() if len(text.strip()) <= 12 else text.strip()[:12] + "…"
    match = _TILE_TEXT.match(text)
    if match is None:
        raise IllegalAction("mt-tile-unreadable", text=shown)
    a, b = int(match.group(1)), int(match.group(2))
    if max(a, b) > top:
        raise IllegalAction("mt-tile-too-high", text=shown, top=top)
    return Tile.of(a, b)


def parse_tiles(text: str, top: int = MAX_PIPS) -> tuple[Tile, ...]:
    """Read tiles separated by spaces or commas (``"12-5 3-3, 0-0"``)."""
    tokens = [t for t in text.replace(",", " ").split() if t]
    if not tokens:
        raise IllegalAction("mt-tiles-none")
    if len(tokens) > 200:
        raise IllegalAction("mt-tiles-too-many")
    return tuple(parse_tile(t, top) for t in tokens)


def format_tiles(tiles: Iterable[Tile]) -> str:
    return " ".join(tile.code for tile in tiles)


def pip_total(tiles: Iterable[Tile]) -> int:
    return sum(tile.pips for tile in tiles)


def remove_tiles(hand: Sequence[Tile], tiles: Iterable[Tile]) -> tuple[Tile, ...]:
    """The hand less the given tiles, or an IllegalAction naming the one that is missing."""
    return remove_pieces(hand, tiles, lambda tile: tile.code)


#: A run's worth is its length times this plus its pips (always less than this), so runs
#: compare longest first, then heaviest, as one int.
_ONE_MORE = 1 << 16

#: The tiles that join a number, each as (index, the joins at its far end, worth, tile).
_Joins = list[tuple[int, "_Joins", int, Tile]]


def longest_chain(tiles: Sequence[Tile], start: int, budget: int = 20_000) -> tuple[Tile, ...]:
    """The longest run of ``tiles`` joined end to end from ``start`` (heaviest among equals).

    Finding the longest trail is exponential in the worst case, so the depth-first search stops
    after ``budget`` steps and keeps the best run found; it tries doubles and heavy tiles first,
    which finds the best run early for real hands.
    """
    order = sorted(range(len(tiles)), key=lambda i: (not tiles[i].is_double, -tiles[i].pips))
    # The walk takes thousands of steps on a big hand, so each step reads ints and lists only.
    joins: list[_Joins] = [[] for _ in range(MAX_PIPS + 1)]
    for i in order:
        tile = tiles[i]
        for number in (tile.high,) if tile.is_double else (tile.high, tile.low):
            joins[number].append((i, joins[tile.other_end(number)], _ONE_MORE + tile.pips, tile))
    search = _Search([False] * len(tiles), budget)
    search.walk(joins[start], 0)
    for ends in joins:  # they point at one another: a cycle, undone (issue #19)
        ends.clear()
    return search.best


class _Search:
    """The depth-first search of :func:`longest_chain`: the tiles used and the run so far, the
    best run found and the steps taken. A method rather than a recursive closure, which
    refers to itself and so left every call's objects in a cycle for the garbage collector
    to find (issue #19)."""

    __slots__ = ("best", "best_worth", "budget", "path", "steps", "used")

    def __init__(self, used: list[bool], budget: int) -> None:
        self.used = used
        self.budget = budget
        self.path: list[Tile] = []
        self.best: tuple[Tile, ...] = ()
        self.best_worth = 0
        self.steps = 0

    def walk(self, here: _Joins, worth: int) -> None:
        self.steps += 1
        if worth > self.best_worth:
            self.best_worth, self.best = worth, tuple(self.path)
        if self.steps >= self.budget:
            return
        used, path = self.used, self.path
        for i, far, weight, tile in here:
            if not used[i]:
                used[i] = True
                path.append(tile)
                self.walk(far, worth + weight)
                path.pop()
                used[i] = False
                if self.steps >= self.budget:
                    return
