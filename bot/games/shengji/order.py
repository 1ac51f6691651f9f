"""Card order for one hand: which cards are trumps and how every card ranks in its group.

Shengji ranks cards by *group* (the trumps, or one side suit) and by an *ord* inside the group
(rules 4.3). The trump rank is taken out of the ordinary order, so the cards on either side of
it become adjacent; that is what lets ``9H 9H JH JH`` be a tractor when tens are trumps.
Comparing two cards only makes sense inside one group, so every function here works on
``(group, ord)`` keys and never on natural ranks.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache

from bot.games.cards import BIG_JOKER, SMALL_JOKER, SUITED_RANKS, Card, Rank, Suit

#: The group every trump belongs to (side suits use their suit letter).
TRUMP = "T"

#: The order suits are shown in after the trumps (alternating colours).
DISPLAY_SUITS: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)

POINTS = {Rank.FIVE: 5, Rank.TEN: 10, Rank.KING: 10}


def card_points(card: Card) -> int:
    return POINTS.get(card.rank, 0)


def points_of(cards: Iterable[Card]) -> int:
    return sum(POINTS.get(card.rank, 0) for card in cards)


@dataclass(frozen=True, slots=True)
class CardOrder:
    """The order of one hand. ``rank`` is None in a jokers-only no-trump hand (rules 4.2).

    Every question about a card is a lookup in a table made once per order (orders are
    shared, see :func:`card_order`): the rules ask them hundreds of thousands of times a
    minute (issue #19), so nothing is worked out per call.
    """

    rank: Rank | None
    suit: Suit | None
    keys: dict[Card, tuple[str, int]] = field(compare=False, repr=False)
    #: each card's group and ord alone, for the loops that want one of them
    groups: dict[Card, str] = field(init=False, compare=False, repr=False)
    ords: dict[Card, int] = field(init=False, compare=False, repr=False)
    #: each card's sort key for showing a hand (:meth:`display_key`)
    display: dict[Card, tuple[int, int, int]] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        keys = self.keys
        object.__setattr__(self, "groups", {card: key[0] for card, key in keys.items()})
        object.__setattr__(self, "ords", {card: key[1] for card, key in keys.items()})
        object.__setattr__(self, "display", {card: _display_key(card, keys) for card in keys})

    def key(self, card: Card) -> tuple[str, int]:
        return self.keys[card]

    def group(self, card: Card) -> str:
        return self.groups[card]

    def ord(self, card: Card) -> int:
        return self.ords[card]

    def is_trump(self, card: Card) -> bool:
        return self.groups[card] == TRUMP

    def in_group(self, cards: Iterable[Card], group: str) -> list[Card]:
        groups = self.groups
        return [c for c in cards if groups[c] == group]

    def is_rank_card(self, card: Card) -> bool:
        return self.rank is not None and card.rank == self.rank

    def display_key(self, card: Card) -> tuple[int, int, int]:
        """Sort key for showing a hand: trumps first, then each suit; high cards first."""
        return self.display[card]

    def sorted(self, cards: Iterable[Card]) -> list[Card]:
        return sorted(cards, key=self.display.__getitem__)


def _display_key(card: Card, keys: dict[Card, tuple[str, int]]) -> tuple[int, int, int]:
    group, ordinal = keys[card]
    index = 0 if group == TRUMP else 1 + DISPLAY_SUITS.index(Suit(group))
    suit_index = 4 if card.suit is None else DISPLAY_SUITS.index(card.suit)
    return (index, -ordinal, suit_index)


def card_order(rank: Rank | None, suit: Suit | None) -> CardOrder:
    """The order for trump rank ``rank`` (None: no trump rank) and trump suit ``suit``."""
    return _card_order(rank, suit)


@lru_cache(maxsize=128)
def _card_order(rank: Rank | None, suit: Suit | None) -> CardOrder:
    keys: dict[Card, tuple[str, int]] = {}
    plain = [r for r in SUITED_RANKS if r != rank]
    for side in Suit:
        if side == suit:
            continue
        for ordinal, r in enumerate(plain):
            keys[Card(r, side)] = (side.value, ordinal)
    trump_ord = 0
    if suit is not None:
        for r in plain:
            keys[Card(r, suit)] = (TRUMP, trump_ord)
            trump_ord += 1
    if rank is not None:
        for side in Suit:
            if side != suit:
                keys[Card(rank, side)] = (TRUMP, trump_ord)
        trump_ord += 1
        if suit is not None:
            keys[Card(rank, suit)] = (TRUMP, trump_ord)
            trump_ord += 1
    keys[SMALL_JOKER] = (TRUMP, trump_ord)
    keys[BIG_JOKER] = (TRUMP, trump_ord + 1)
    return CardOrder(rank, suit, keys)
