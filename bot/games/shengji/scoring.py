"""Scoring a hand: the kitty bonus, the level table, and climbing levels (rules 12–14).

The two-deck table (13.1) in closed form, with ``unit`` = 40 points for two decks: T <= 0 →
declarers +3, below one unit → +2, below two units → +1; from two units the opponents take
over and climb one level per further unit. One and three decks scale the unit with the points
in play (13.3): 20 and 60.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from bot.games.shengji.options import Rules

ACE = 14


def kitty_multiplier(cards_per_player: int, rules: Rules) -> int:
    """×2 for a last trick of singles, 2 × m for m cards each (default); flat ×2 as option."""
    return 2 if rules.flat_kitty_double else 2 * cards_per_player


def unit(decks: int) -> int:
    return 20 * decks


def takeover_threshold(decks: int) -> int:
    """Opponents' points that win them the deal: 40 of 100, 80 of 200, 120 of 300."""
    return 2 * unit(decks)


@dataclass(frozen=True, slots=True)
class Outcome:
    """What the opponents' points T do: who goes up, by how much, and who declares next."""

    declarers_keep: bool
    steps: int


def outcome(points: int, decks: int) -> Outcome:
    u = unit(decks)
    if points <= 0:
        return Outcome(True, 3)
    if points < u:
        return Outcome(True, 2)
    if points < 2 * u:
        return Outcome(True, 1)
    return Outcome(False, (points - 2 * u) // u)


def climb(level: int, steps: int, defended: bool, must_defend: Iterable[int], target: int) -> int:
    """The level after going up ``steps``; a must-defend rank stops the climb.

    A team leaves a must-defend rank only by winning a hand as declarers playing it
    (``defended``: the hand was played at ``level`` and the declarers kept the deal). Beyond
    the target rank is capped at target + 1: the game is won.
    """
    stops = set(must_defend)
    for step in range(steps):
        if level in stops and not (step == 0 and defended):
            break
        level += 1
        if level > target:
            return target + 1
    return level
