"""Scoring (rules 10 and 11): pips left in hand count against you; lowest total wins."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from bot.games.dominoes import Tile
from bot.games.mexican_train.options import Rules

DOUBLE_BLANK = Tile(0, 0)


def tile_score(tile: Tile, rules: Rules) -> int:
    """What one tile left in hand costs: its pips, except 0-0 (50 by default)."""
    return rules.double_blank if tile == DOUBLE_BLANK else tile.pips


def hand_score(hand: Iterable[Tile], rules: Rules) -> int:
    return sum(tile_score(tile, rules) for tile in hand)


def blank_score(hand: Iterable[Tile], rules: Rules) -> int:
    """What the 0-0 in ``hand`` scores (0 without one): the part of a score its pips hide."""
    return tile_score(DOUBLE_BLANK, rules) if DOUBLE_BLANK in hand else 0


def placings(totals: Sequence[int]) -> tuple[int, ...]:
    """Place per seat, lowest total first; equal totals share a place (1, 1, 3)."""
    return tuple(1 + sum(1 for other in totals if other < total) for total in totals)
