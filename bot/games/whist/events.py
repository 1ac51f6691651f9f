"""What Whist and Bid Whist tell the table, one frozen class per kind of event.

``seat`` (from :class:`GameEvent`) is who may read the event (``None``: everyone); the seat
that acted is ``player``. Renderers ``match`` on these classes; those Shengji has too live in
:mod:`bot.games.tricks` (and this ``TrickWon`` adds the books to that one).
"""

from __future__ import annotations

from bot.games import tricks
from bot.games.base import GameEvent, PlayerEvent, event
from bot.games.cards import Card, Suit
from bot.games.tricks import KittyTaken as KittyTaken
from bot.games.tricks import Played as Played
from bot.games.tricks import TrumpNamed as TrumpNamed
from bot.games.whist.bidding import Bid, Contract
from bot.games.whist.order import Direction
from bot.games.whist.scoring import EndReason
from bot.games.whist.state import WhistState


@event
class Dealt(GameEvent):
    """A new deal. Classic Whist names its trump and leader; Bid Whist who bids first."""

    deal: int
    dealer: int
    turn_up: Card | None = None
    trump: Suit | None = None
    leader: int | None = None
    first_to_bid: int | None = None


@event
class Passed(PlayerEvent):
    """``player`` passed in the auction."""


@event
class BidMade(PlayerEvent):
    """``forced``: everyone else passed, so the dealer had to bid."""

    bid: Bid
    forced: bool = False


@event
class ContractWon(GameEvent):
    declarer: int
    bid: Bid


@event
class DirectionChosen(PlayerEvent):
    direction: Direction


@event
class KittyRevealed(PlayerEvent):
    """The rules show the kitty to everyone."""

    cards: tuple[Card, ...]


@event
class KittyExchanged(PlayerEvent):
    """Public: how many cards the declarer swapped, never which."""

    count: int


@event
class ExchangeMade(GameEvent):
    """Told only to the declarer: the cards it gave to and took from the kitty."""

    give: tuple[Card, ...]
    take: tuple[Card, ...]


@event
class TrickWon(tricks.TrickWon):
    """``books``: both sides' books, this trick counted."""

    books: tuple[int, int]

    @property
    def card(self) -> Card:
        """The card that won the trick."""
        return self.winning.cards[0]


@event
class DealScored(GameEvent):
    """``contract`` and ``made`` are set in Bid Whist only."""

    deal: int
    books: tuple[int, int]
    points: tuple[int, int]
    scores: tuple[int, int]
    contract: Contract | None = None
    made: bool | None = None


@event
class GameWon(GameEvent):
    """``winner`` is the winning team (``None``: a draw), ``seats`` its seats."""

    winner: int | None
    seats: tuple[int, ...]
    scores: tuple[int, int]
    reason: EndReason


#: What a move makes of a state: the state after it, and what it tells the table.
Step = tuple[WhistState, list[GameEvent]]
