"""Every seat's hand as a state keeps it: one string a hand, a character a card or tile (and
likewise a row of pieces: a deck being dealt, a boneyard: :class:`Pile`).

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

from collections.abc import Iterable, Iterator
from typing import Any, ClassVar, Self, TypeVar, overload

from bot.games.cards import CARD_PACKING, Card
from bot.games.dominoes import TILE_PACKING, Tile
from bot.games.pieces import PackedSequence, PackedValues, Packing
from bot.games.stored_text import dumps

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


class Pile(PackedSequence[P]):
    """Pieces in a row as a state keeps them (a Shengji deck being dealt, a Mexican Train
    boneyard): one string, a character a piece, like a hand (see above).

    A pile also keeps its stored form's text once asked (:meth:`text`): a state is stored at
    every move and its deck or boneyard changes once a hand or a draw. Kept on the pile, the
    text goes when the pile does; a cache of texts by pile held finished hands' decks and
    drawn-from boneyards alive, each a tuple the collector walked a reference a piece (issue
    #19). The text is not part of the value: equality, hashing and pickling ignore it.
    """

    __slots__ = ("_packed", "_text")
    #: how the pieces are packed
    PACKING: ClassVar[Packing[Any]]

    def __init__(self, pieces: Iterable[P] = ()) -> None:
        self._packed: str = self.PACKING.pack(pieces)
        self._text: str | None = None

    @classmethod
    def _of(cls, packed: str) -> Self:
        pile = cls.__new__(cls)
        pile._packed, pile._text = packed, None
        return pile

    @overload
    def __getitem__(self, index: int) -> P: ...

    @overload
    def __getitem__(self, index: slice) -> Self: ...

    def __getitem__(self, index: int | slice) -> P | Self:
        if isinstance(index, slice):
            return self._of(self._packed[index])
        piece: P = self.PACKING.unpack(self._packed[index])[0]
        return piece

    def __iter__(self) -> Iterator[P]:
        return iter(self.PACKING.unpack(self._packed))

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self)._of, (self._packed,))

    def codes(self) -> list[str]:
        """The pieces' codes, as stored states list them."""
        return self.PACKING.codes(self._packed)

    def text(self) -> str:
        """:meth:`codes`'s text as ``json.dumps`` writes it, written once."""
        text = self._text
        if text is None:
            self._text = text = dumps(self.codes())
        return text


class CardPile(Pile[Card]):
    """A Shengji hand's deck while it is dealt."""

    __slots__ = ()
    PACKING = CARD_PACKING


class TilePile(Pile[Tile]):
    """A Mexican Train round's boneyard."""

    __slots__ = ()
    PACKING = TILE_PACKING
