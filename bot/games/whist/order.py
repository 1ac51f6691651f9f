"""How cards compare within one deal: the trump suit, the direction, and the jokers.

Classic Whist always plays uptown with no jokers. Bid Whist adds downtown (ace still high,
then 2 up to king lowest) and two jokers that are the top trumps of a trump contract but belong
to no suit, and can never win, at no-trump. Everything that decides which card is higher, what
suit a card counts as, and who wins a trick lives here so following, winning, sorting and the AI
all agree.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache

from bot.games.cards import Card, Rank, Suit, shoe
from bot.games.evolve import slot_init

#: The order suits are shown in: colours alternate, so a hand is easy to read.
DISPLAY_SUITS: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)


class Direction(StrEnum):
    """Uptown: ace high, 2 low. Downtown: ace still high, then 2, 3 … king lowest."""

    UPTOWN = "uptown"
    DOWNTOWN = "downtown"


@slot_init
@dataclass(frozen=True, slots=True)
class CardOrder:
    """The ranking in force for one deal: a trump suit (``None``: no trump) and a direction."""

    trump: Suit | None = None
    direction: Direction = Direction.UPTOWN

    def suit_of(self, card: Card) -> Suit | None:
        """The suit a card counts as: jokers are trumps, or belong to no suit at no-trump."""
        suit = card.suit
        return self.trump if suit is None else suit  # only jokers have no suit

    def is_trump(self, card: Card) -> bool:
        return self.trump is not None and self.suit_of(card) is self.trump

    def strength(self, card: Card) -> int:
        """Height within the card's own suit; jokers top a trump suit and are 0 at no-trump."""
        if card.suit is None:  # a joker
            return int(card.rank) if self.trump is not None else 0
        if self.direction is Direction.UPTOWN or card.rank is Rank.ACE:
            return int(card.rank)
        return 15 - int(card.rank)

    def led_suit(self, cards: Sequence[Card]) -> Suit | None:
        """The suit to follow: the first card's, or after a no-trump joker lead the first
        suited card's (a joker then belongs to no suit)."""
        for card in cards:
            suit = self.suit_of(card)
            if suit is not None:
                return suit
        return None

    def power(self, card: Card, led: Suit | None) -> tuple[int, int]:
        """How strongly a card stands in a trick led in ``led``: trumps beat the led suit,
        which beats everything else (which never wins)."""
        suit = self.suit_of(card)
        if suit is not None and suit is self.trump:
            return (2, self.strength(card))
        if suit is not None and suit is led:
            return (1, self.strength(card))
        return (0, 0)

    def winning_index(self, cards: Sequence[Card]) -> int | None:
        """Index of the card winning so far (``None`` while no card can win, e.g. only a
        no-trump joker has been played)."""
        led = self.led_suit(cards)
        best: int | None = None
        best_power = (0, 0)
        for index, card in enumerate(cards):
            power = self.power(card, led)
            if power > best_power:
                best, best_power = index, power
        return best

    def beats(self, card: Card, cards: Sequence[Card]) -> bool:
        """Would ``card``, played next, win the trick as it stands?"""
        return self.winning_index((*cards, card)) == len(cards)

    def sort_key(self, card: Card) -> tuple[int, int]:
        """Display order: trumps first (jokers on top), then suits in alternating colours,
        each from its highest card down; worthless no-trump jokers last."""
        suit = self.suit_of(card)
        if suit is None:
            return (len(DISPLAY_SUITS) + 1, -int(card.rank))
        group = 0 if suit is self.trump else 1 + DISPLAY_SUITS.index(suit)
        return (group, -self.strength(card))

    def sorted(self, cards: Sequence[Card]) -> tuple[Card, ...]:
        """Cards in display order, by keys made once per order: every hand view and every
        list of legal plays sorts a hand (issue #19)."""
        return tuple(sorted(cards, key=_sort_keys(self).__getitem__))


@lru_cache(maxsize=16)
def _sort_keys(order: CardOrder) -> dict[Card, tuple[int, int]]:
    """:meth:`CardOrder.sort_key` of every card (there are ten orders: five trumps, two ways)."""
    return {card: order.sort_key(card) for card in shoe(1, jokers=True)}
