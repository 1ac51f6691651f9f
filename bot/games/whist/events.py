"""What Whist and Bid Whist tell the table, one frozen class per kind of event.

``seat`` (from :class:`GameEvent`) is who may read the event (``None``: everyone); the seat
that acted is ``player``. Renderers ``match`` on these classes; those Shengji has too live in
:mod:`bot.games.tricks` (and this ``TrickWon`` adds the books to that one).
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.games import tricks
from bot.games.base import GameEvent
from bot.games.cards import Card, Suit
from bot.games.tricks import KittyTaken as KittyTaken
from bot.games.tricks import Played as Played
from bot.games.tricks import TrumpNamed as TrumpNamed
from bot.games.whist.bidding import Bid, Contract
from bot.games.whist.order import Direction
from bot.games.whist.scoring import EndReason
from bot.games.whist.state import WhistState


@dataclass(frozen=True, slots=True, kw_only=True)
class Dealt(GameEvent):
    """A new deal. Classic Whist names its trump and leader; Bid Whist who bids first."""

    deal: int
    dealer: int
    turn_up: Card | None = None
    trump: Suit | None = None
    leader: int | None = None
    first_to_bid: int | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Passed(GameEvent):
    player: int


@dataclass(frozen=True, slots=True, kw_only=True)
class BidMade(GameEvent):
    """``forced``: everyone else passed, so the dealer had to bid."""

    player: int
    bid: Bid
    forced: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class ContractWon(GameEvent):
    declarer: int
    bid: Bid


@dataclass(frozen=True, slots=True, kw_only=True)
class DirectionChosen(GameEvent):
    player: int
    direction: Direction


@dataclass(frozen=True, slots=True, kw_only=True)
class KittyRevealed(GameEvent):
    """The rules show the kitty to everyone."""

    player: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class KittyExchanged(GameEvent):
    """Public: how many cards the declarer swapped, never which."""

    player: int
    count: int


@dataclass(frozen=True, slots=True, kw_only=True)
class ExchangeMade(GameEvent):
    """Told only to the declarer: the cards it gave to and took from the kitty."""

    give: tuple[Card, ...]
    take: tuple[Card, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class TrickWon(tricks.TrickWon):
    """``books``: both sides' books, this trick counted."""

    books: tuple[int, int]

    @property
    def card(self) -> Card:
        """The card that won the trick."""
        return self.winning.cards[0]


@dataclass(frozen=True, slots=True, kw_only=True)
class DealScored(GameEvent):
    """``contract`` and ``made`` are set in Bid Whist only."""

    deal: int
    books: tuple[int, int]
    points: tuple[int, int]
    scores: tuple[int, int]
    contract: Contract | None = None
    made: bool | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class GameWon(GameEvent):
    """``winner`` is the winning team (``None``: a draw), ``seats`` its seats."""

    winner: int | None
    seats: tuple[int, ...]
    scores: tuple[int, int]
    reason: EndReason


#: What a move makes of a state: the state after it, and what it tells the table.
Step = tuple[WhistState, list[GameEvent]]
