"""What trick-taking games share: seats around a table, partnerships, tricks, and the events
both games tell alike (the kitty taken, trumps named, cards played, a trick won).

Whist and Shengji both seat four players in two fixed partnerships sitting opposite
(team 0 = seats 0 and 2, team 1 = seats 1 and 3) and play clockwise.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Self, TypeVar

from bot.games.base import GameEvent, PlayerEvent, event
from bot.games.cards import (
    Card,
    Suit,
    cards_of_packed,
    codes_of_packed,
    packed_cards,
    standard_deck,
)
from bot.games.pieces import PackedValues
from bot.games.stored_text import dumps
from bot.msg import Msg, msg, seat_words

PLAYERS = 4


def next_seat(seat: int, players: int = PLAYERS) -> int:
    """The seat on ``seat``'s left: play and deal go clockwise."""
    return (seat + 1) % players


def team_of(seat: int) -> int:
    return seat % 2


def partner_of(seat: int) -> int:
    return (seat + 2) % PLAYERS


def team_seats(team: int) -> tuple[int, int]:
    return (team, team + 2)


#: the two partnerships, across the table from each other
PARTNERS: tuple[tuple[int, ...], ...] = (team_seats(0), team_seats(1))


def team_words(team: int) -> Msg:
    """A partnership as a finished game's summary names it: by its players' names once the
    table's names are at hand ("Ana & Cy", :func:`bot.msg.name_seats`), which the engine
    lacks; by its seats ("seat 1 & seat 3") where they never are."""
    first, second = team_seats(team)
    return msg("pair", first=seat_words(first), second=seat_words(second))


def seats_from(first: int, players: int = PLAYERS) -> tuple[int, ...]:
    """Every seat once, in playing order starting with ``first``."""
    return tuple((first + i) % players for i in range(players))


@dataclass(frozen=True, slots=True)
class Play:
    """The cards one seat put on a trick (one card in Whist, one or more in Shengji)."""

    seat: int
    cards: tuple[Card, ...]

    def to_json(self) -> dict[str, object]:
        return {"seat": self.seat, "cards": [c.code for c in self.cards]}


#: one shared play of each single card by each seat, made once with the cards themselves
_SINGLE_PLAYS = {
    (seat, card): Play(seat, (card,))
    for seat in range(PLAYERS)
    for card in standard_deck(jokers=True)
}


def play_of(seat: int, cards: Sequence[Card]) -> Play:
    """``seat``'s play of ``cards``. A state keeps every play of its hand, and most are one
    card: that play is one shared value, so a hand's history costs the garbage collector two
    objects a trick instead of ~2 a card, walked by every full collection (issue #19)."""
    if len(cards) == 1:
        shared = _SINGLE_PLAYS.get((seat, cards[0]))
        if shared is not None:
            return shared
    return Play(seat, tuple(cards))


@dataclass(frozen=True, slots=True)
class Trick:
    """A trick in progress or complete: who led it and what each seat played, in order."""

    leader: int
    plays: tuple[Play, ...] = ()

    def to_act(self, players: int = PLAYERS) -> int:
        """The seat whose turn it is on this trick (only meaningful while incomplete)."""
        return (self.leader + len(self.plays)) % players

    def is_complete(self, players: int = PLAYERS) -> bool:
        return len(self.plays) == players

    @property
    def lead(self) -> Play | None:
        return self.plays[0] if self.plays else None

    def add(self, seat: int, cards: Sequence[Card]) -> Trick:
        return Trick(self.leader, (*self.plays, play_of(seat, cards)))

    def cards(self) -> tuple[Card, ...]:
        return tuple(card for play in self.plays for card in play.cards)


#: one finished trick as plain values (numbers, and strings of :func:`packed_cards`): what a
#: :class:`Packed` history keeps of it
PackedItem = tuple[Any, ...]
R = TypeVar("R")


class Packed(PackedValues[R]):
    """A hand's finished tricks, each kept as a tuple of plain numbers and strings (a play's
    cards a character each: :func:`packed_cards`) and made anew when read.

    A state keeps every finished trick of its hand until the hand ends. As objects that is
    two to four the garbage collector tracks a trick (the trick, its tuple of plays, a
    Shengji throw's play and its cards), walked by every full collection: with 1,000 tables
    the hands' histories grew that walk by three quarters over two minutes of play (issue
    #19). CPython stops tracking a tuple of numbers and strings at its first collection, so
    a history costs one tracked object whatever its length. Reading a trick back makes it
    again (single-card plays are the shared ones of :func:`play_of`); what is read every
    move, the cards played so far and the stored form, is read without making the tricks.

    A history also keeps its stored form's text once asked (:meth:`text`), written from its
    predecessor's where that was asked: a table's finished tricks are stored at every move
    and change once a trick. Kept on the history, the text goes when the history does; a
    cache of texts by history kept finished hands' histories alive for the collector to walk
    (issue #19). The text is not part of the value: equality, hashing and pickling ignore it.
    """

    __slots__ = ("_before", "_played", "_text")
    #: where a packed trick's plays begin (what comes before them is the record's own)
    PLAYS_FROM = 1

    def __init__(self, items: Iterable[R] = ()) -> None:
        self._packed = tuple(self.pack_item(item) for item in items)
        #: every card of the tricks, packed, in play order
        self._played = "".join(self._cards_of(packed) for packed in self._packed)
        self._text: str | None = None
        #: the text of the history without its last trick, when known and ours is not
        self._before: str | None = None

    @staticmethod
    @abstractmethod
    def pack_item(item: R) -> PackedItem:
        """One trick as plain values."""

    @staticmethod
    @abstractmethod
    def unpack_item(packed: PackedItem) -> R:
        """The trick of :meth:`pack_item`'s values."""

    @staticmethod
    @abstractmethod
    def item_json(packed: PackedItem) -> Any:
        """One trick's stored form, from its packed values (without making the trick)."""

    @classmethod
    def _cards_of(cls, packed: PackedItem) -> str:
        return "".join(packed[cls.PLAYS_FROM + 1 :: 2])

    @property
    def packed(self) -> tuple[PackedItem, ...]:
        """The tricks as kept (a stored state is written from them without making them)."""
        return self._packed

    def cards(self) -> tuple[Card, ...]:
        """Every card of the finished tricks, in play order."""
        return cards_of_packed(self._played)

    def to_json(self) -> list[Any]:
        """The tricks' stored form."""
        return [self.item_json(packed) for packed in self._packed]

    def text(self) -> str:
        """:meth:`to_json`'s text as ``json.dumps`` writes it, written once: from the text
        without the last trick when that is known (a list's items are joined by ``, ``)."""
        text = self._text
        if text is None:
            before = self._before
            if before is None:
                text = dumps(self.to_json())
            else:
                last = dumps(self.item_json(self._packed[-1]))
                text = f"[{last}]" if before == "[]" else f"{before[:-1]}, {last}]"
            self._text, self._before = text, None
        return text

    def plus(self, item: R) -> Self:
        """This history with ``item`` finished after the others (its text, when asked,
        written from this one's if that was)."""
        packed = self.pack_item(item)
        history = self._of((*self._packed, packed), self._played + self._cards_of(packed))
        history._before = self._text
        return history

    @classmethod
    def _of(cls, packed: tuple[PackedItem, ...], played: str) -> Self:
        history = cls.__new__(cls)
        history._packed, history._played = packed, played
        history._text = history._before = None
        return history

    def _made(self, packed: PackedItem) -> R:
        return self.unpack_item(packed)

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self)._of, (self._packed, self._played))


def pack_plays(plays: Iterable[Play]) -> PackedItem:
    """Plays as (seat, packed cards, seat, packed cards, ...)."""
    return tuple(value for play in plays for value in (play.seat, packed_cards(play.cards)))


def packed_plays_codes(packed: PackedItem) -> Iterator[tuple[int, list[str]]]:
    """The plays of :func:`pack_plays` as (seat, card codes): what stored states keep."""
    return zip(packed[::2], map(codes_of_packed, packed[1::2]), strict=True)


#: the shared single-card plays by seat and packed card
_SINGLE_PACKED = {
    (seat, packed_cards(play.cards)): play for (seat, _card), play in _SINGLE_PLAYS.items()
}


def unpack_plays(packed: PackedItem) -> tuple[Play, ...]:
    """The plays of :func:`pack_plays`."""
    return tuple(
        _SINGLE_PACKED.get((seat, cards)) or Play(seat, cards_of_packed(cards))
        for seat, cards in zip(packed[::2], packed[1::2], strict=True)
    )


class TrickHistory(Packed[Trick]):
    """Whist's finished tricks of the deal: (leader, seat, cards, seat, cards, ...) each, the
    cards packed (see :class:`Packed`)."""

    __slots__ = ()

    #: a deal before its first trick is won
    NONE: ClassVar[TrickHistory]

    @staticmethod
    def pack_item(item: Trick) -> PackedItem:
        return (item.leader, *pack_plays(item.plays))

    @staticmethod
    def unpack_item(packed: PackedItem) -> Trick:
        return Trick(packed[0], unpack_plays(packed[1:]))

    @staticmethod
    def item_json(packed: PackedItem) -> dict[str, Any]:
        """A trick as Whist stores it (the trick in progress too)."""
        return {
            "leader": packed[0],
            "plays": [[seat, codes] for seat, codes in packed_plays_codes(packed[1:])],
        }


TrickHistory.NONE = TrickHistory()


@event
class KittyTaken(GameEvent):
    """Told only to the seat that took the kitty into hand (the Bid Whist declarer, the Shengji
    starter): the cards it picked up."""

    cards: tuple[Card, ...]


@event
class TrumpNamed(PlayerEvent):
    """``player`` named ``suit`` as trumps (the Bid Whist declarer; in Shengji the seat asked
    when nobody declared)."""

    suit: Suit


@event
class Played(PlayerEvent):
    """``player`` put ``cards`` on the trick: the event of a :class:`Play` (one card in Whist,
    one or more in Shengji)."""

    cards: tuple[Card, ...]


@event
class TrickWon(GameEvent):
    """Trick ``number`` (from 1) is complete and ``winner`` takes it; ``plays`` are its
    :class:`Play` values in play order. Each game's subclass adds what it counts."""

    number: int
    winner: int
    plays: tuple[Play, ...]

    @property
    def winning(self) -> Play:
        return next(play for play in self.plays if play.seat == self.winner)
