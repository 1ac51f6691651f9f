"""Every seat's hand as a state keeps it: one string a hand, a character a card or tile.

A state's hands were a tuple of tuples: five objects the garbage collector tracks, a tuple of
cards or tiles being one it must walk (CPython stops tracking only tuples of untracked
values, and cards and tiles are class instances). With 1,000 live tables they were among the
most numerous objects every full collection walked, and that walk is the bot's longest pause
(issue #19). Kept as strings they are one tracked object a state, and the hands are made
anew when read; a hand is read a few times a move (legal moves, the seat's view), which costs
a microsecond each, while hashing a state (the memos' keys) gets cheaper: a string keeps its
hash.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, ClassVar, Self, TypeVar

from bot.games.cards import CARD_PACKING, Card
from bot.games.dominoes import TILE_PACKING, Tile
from bot.games.pieces import PackedValues, Packing

P = TypeVar("P")


class Hands(PackedValues[tuple[P, ...]]):
    """The hands of a deal, seat by seat, each packed into a string; read back as tuples."""

    __slots__ = ()
    #: how a hand's pieces are packed
    PACKING: ClassVar[Packing[Any]]

    def __init__(self, hands: Iterable[Iterable[P]] = ()) -> None:
        self._packed = tuple(map(self.PACKING.pack, hands))

    def _made(self, packed: str) -> tuple[P, ...]:
        return self.PACKING.unpack(packed)

    @classmethod
    def _of(cls, packed: tuple[str, ...]) -> Self:
        hands = cls.__new__(cls)
        hands._packed = packed
        return hands

    def with_hand(self, seat: int, hand: Iterable[P]) -> Self:
        """These hands with ``seat``'s replaced by ``hand``."""
        packed = list(self._packed)
        packed[seat] = self.PACKING.pack(hand)
        return self._of(tuple(packed))

    def sizes(self) -> tuple[int, ...]:
        """How many pieces each seat holds (without making the hands)."""
        return tuple(map(len, self._packed))

    def codes(self) -> list[list[str]]:
        """Each hand's codes, as stored states list them."""
        return list(map(self.PACKING.codes, self._packed))

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self)._of, (self._packed,))


class CardHands(Hands[Card]):
    """Card games' hands (Whist, Shengji)."""

    __slots__ = ()
    PACKING = CARD_PACKING


class TileHands(Hands[Tile]):
    """Mexican Train's hands."""

    __slots__ = ()
    PACKING = TILE_PACKING
