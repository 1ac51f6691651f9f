"""What cards and domino tiles share: deterministic shuffles, taking pieces from a hand, and
pieces packed into strings for what a state keeps."""

from __future__ import annotations

import random
from abc import abstractmethod
from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from typing import Any, Generic, TypeVar, overload

from bot.errors import IllegalAction
from bot.msg import Msg

T = TypeVar("T")
P = TypeVar("P", bound=Hashable)


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


class Packing(Generic[P]):
    """Each piece of a set as one character of its own, and back: pieces packed into a
    string, a value the garbage collector does not track, where a tuple of cards or tiles is
    one it walks (issue #19). Only for keeping in memory: stored states and logs use codes."""

    def __init__(self, pieces: Iterable[P], code: Callable[[P], str], first: str = "\0") -> None:
        self._characters = {piece: chr(ord(first) + i) for i, piece in enumerate(pieces)}
        self._pieces = {character: piece for piece, character in self._characters.items()}
        self._codes = {character: code(piece) for piece, character in self._characters.items()}

    def pack(self, pieces: Iterable[P]) -> str:
        return "".join(map(self._characters.__getitem__, pieces))

    def unpack(self, packed: str) -> tuple[P, ...]:
        """The pieces of :meth:`pack`'s string, in order."""
        return tuple(map(self._pieces.__getitem__, packed))

    def codes(self, packed: str) -> list[str]:
        """The codes of a packed string's pieces (a stored state's form), in order."""
        return list(map(self._codes.__getitem__, packed))


class PackedSequence(Sequence[T]):
    """A sequence kept packed into one plain value, ``_packed``, that the collector does not
    walk item by item (issue #19): equal, hashed and shown by that value and its items,
    whatever else a subclass keeps beside it (a text written once, say)."""

    __slots__ = ()
    _packed: Any

    def __len__(self) -> int:
        return len(self._packed)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other._packed == self._packed

    def __hash__(self) -> int:
        return hash(self._packed)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({list(self)!r})"


class PackedValues(PackedSequence[T]):
    """A sequence kept as plain values, one an item, and made anew when read: the collector
    walks the one object, not an object an item (issue #19). Subclasses say how one item is
    made from its plain value."""

    __slots__ = ("_packed",)
    _packed: tuple[Any, ...]

    @abstractmethod
    def _made(self, packed: Any) -> T:
        """The item of one packed value."""

    @overload
    def __getitem__(self, index: int) -> T: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[T, ...]: ...

    def __getitem__(self, index: int | slice) -> T | tuple[T, ...]:
        if isinstance(index, slice):
            return tuple(map(self._made, self._packed[index]))
        return self._made(self._packed[index])

    def __iter__(self) -> Iterator[T]:
        return map(self._made, self._packed)
