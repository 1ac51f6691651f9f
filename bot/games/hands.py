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

from abc import abstractmethod
from collections.abc import Iterable
from typing import Any, Self, TypeVar

from bot.games.cards import Card, cards_of_packed, codes_of_packed, packed_cards
from bot.games.dominoes import Tile, packed_tiles, tile_codes_of_packed, tiles_of_packed
from bot.games.pieces import PackedValues

P = TypeVar("P")


class Hands(PackedValues[tuple[P, ...]]):
    """The hands of a deal, seat by seat, each packed into a string; read back as tuples."""

    __slots__ = ()

    def __init__(self, hands: Iterable[Iterable[P]] = ()) -> None:
        self._packed = tuple(map(self.pack, hands))

    @staticmethod
    @abstractmethod
    def pack(pieces: Iterable[P], /) -> str:
        """One hand as a string."""

    @staticmethod
    @abstractmethod
    def unpack(packed: str, /) -> tuple[P, ...]:
        """The hand of :meth:`pack`'s string, in order."""

    @staticmethod
    @abstractmethod
    def codes_of(packed: str, /) -> list[str]:
        """The codes of a packed hand's pieces: a stored state's form."""

    def _made(self, packed: str) -> tuple[P, ...]:
        return self.unpack(packed)

    @classmethod
    def _of(cls, packed: tuple[str, ...]) -> Self:
        hands = cls.__new__(cls)
        hands._packed = packed
        return hands

    def with_hand(self, seat: int, hand: Iterable[P]) -> Self:
        """These hands with ``seat``'s replaced by ``hand``."""
        packed = list(self._packed)
        packed[seat] = self.pack(hand)
        return self._of(tuple(packed))

    def sizes(self) -> tuple[int, ...]:
        """How many pieces each seat holds (without making the hands)."""
        return tuple(map(len, self._packed))

    def codes(self) -> list[list[str]]:
        """Each hand's codes, as stored states list them."""
        return list(map(self.codes_of, self._packed))

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self)._of, (self._packed,))


class CardHands(Hands[Card]):
    """Card games' hands (Whist, Shengji)."""

    __slots__ = ()
    pack = staticmethod(packed_cards)
    unpack = staticmethod(cards_of_packed)
    codes_of = staticmethod(codes_of_packed)


class TileHands(Hands[Tile]):
    """Mexican Train's hands."""

    __slots__ = ()
    pack = staticmethod(packed_tiles)
    unpack = staticmethod(tiles_of_packed)
    codes_of = staticmethod(tile_codes_of_packed)
