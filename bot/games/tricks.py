"""What trick-taking games share: seats around a table, partnerships, tricks, and the events
both games tell alike (the kitty taken, trumps named, cards played, a trick won).

Whist and Shengji both seat four players in two fixed partnerships sitting opposite
(team 0 = seats 0 and 2, team 1 = seats 1 and 3) and play clockwise.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.games.base import GameEvent, PlayerEvent, event
from bot.games.cards import Card, Suit, standard_deck

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
