"""Throws (rules 9.2): checking a throw against the other hands, and the forced lead.

The engine knows every hand, so a throw is judged the moment it is led: each component is
beaten if another player holds, in the same group, a combination of its shape with a higher
top. The cards shown to prove it are the lowest such combination, to reveal no more than needed.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from bot.games.cards import Card
from bot.games.shengji.combos import Component, decompose, lowest_beating
from bot.games.shengji.order import CardOrder


@dataclass(frozen=True, slots=True)
class Beaten:
    """A throw component another seat can beat, and the cards it would beat it with."""

    component: Component
    seat: int
    cards: tuple[Card, ...]


def beaten_components(
    cards: Sequence[Card], others: Sequence[tuple[int, Sequence[Card]]], order: CardOrder
) -> list[Beaten]:
    """Every component of the throw that one of ``others`` (seat, hand, in turn order) beats."""
    group = order.group(cards[0])
    held = [(seat, Counter(order.in_group(hand, group))) for seat, hand in others]
    found: list[Beaten] = []
    for part in decompose(cards, order):
        for seat, counts in held:
            beating = lowest_beating(counts, order, part.shape, part.top)
            if beating is not None:
                found.append(Beaten(part, seat, beating))
                break
    return found


def smallest(beaten: Sequence[Beaten]) -> Beaten:
    """The component forced by default: fewest cards, then lowest ranked ([Std])."""
    return min(beaten, key=lambda b: (b.component.size, b.component.top))
