"""What cards and domino tiles share: deterministic shuffles, and taking pieces from a hand."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from typing import TypeVar

from bot.errors import IllegalAction
from bot.msg import Msg

T = TypeVar("T")


def shuffled(pieces: Sequence[T], seed: int | str) -> tuple[T, ...]:
    """A deterministic shuffle: the same seed always gives the same order, on any machine."""
    order = list(pieces)
    random.Random(seed).shuffle(order)
    return tuple(order)


def remove_pieces(
    hand: Sequence[T], pieces: Iterable[T], name: Callable[[T], str | Msg]
) -> tuple[T, ...]:
    """The hand less the given pieces (one copy each), or an IllegalAction naming the first
    one the hand does not hold (its ``name``: notation, or a message such as a joker's)."""
    remaining = list(hand)
    for piece in pieces:
        try:
            remaining.remove(piece)
        except ValueError:
            raise IllegalAction("cards-not-held", piece=name(piece)) from None
    return tuple(remaining)
