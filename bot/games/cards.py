"""Playing cards shared by every card game: suits, ranks, jokers, shoes, notation.

Cards are frozen values, so copies from several decks compare equal and can be counted with
``collections.Counter``; a hand is a tuple of cards. The text notation (``TH``, ``10h``,
``♥10``, ``SJ``, ``BJ``) is the one players type, tests use and logs print.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import IntEnum, StrEnum

from bot.errors import IllegalAction
from bot.games.pieces import remove_pieces
from bot.games.pieces import shuffled as shuffled


class Suit(StrEnum):
    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self]

    @property
    def title(self) -> str:  # type: ignore[override]
        return self.name.lower()

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)


_SUIT_SYMBOLS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}
_SYMBOL_SUITS = {symbol: suit for suit, symbol in _SUIT_SYMBOLS.items()}
_SYMBOL_SUITS.update({"♤": Suit.SPADES, "♡": Suit.HEARTS, "♢": Suit.DIAMONDS, "♧": Suit.CLUBS})


class Rank(IntEnum):
    """Natural rank, ace high; jokers rank above every suited card."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14
    SMALL_JOKER = 15
    BIG_JOKER = 16

    @property
    def code(self) -> str:
        return _RANK_CODES[self]

    @property
    def is_joker(self) -> bool:
        return self >= Rank.SMALL_JOKER


_RANK_CODES = {
    **{Rank(v): str(v) for v in range(2, 10)},
    Rank.TEN: "T",
    Rank.JACK: "J",
    Rank.QUEEN: "Q",
    Rank.KING: "K",
    Rank.ACE: "A",
    Rank.SMALL_JOKER: "SJ",
    Rank.BIG_JOKER: "BJ",
}
_CODE_RANKS = {code: rank for rank, code in _RANK_CODES.items() if not rank.is_joker}
_CODE_RANKS["10"] = Rank.TEN
SUITED_RANKS: tuple[Rank, ...] = tuple(r for r in Rank if not r.is_joker)


@dataclass(frozen=True, slots=True, order=False)
class Card:
    """One card. Jokers have no suit; every other card has one."""

    rank: Rank
    suit: Suit | None = None

    def __post_init__(self) -> None:
        if self.rank.is_joker != (self.suit is None):
            raise ValueError(
                f"a {'joker' if self.rank.is_joker else 'suited card'} "
                f"cannot have suit {self.suit!r}"
            )

    @property
    def is_joker(self) -> bool:
        return self.rank.is_joker

    @property
    def code(self) -> str:
        """Compact notation: ``TH``, ``2C``, ``SJ``, ``BJ``."""
        if self.suit is None:
            return self.rank.code
        return self.rank.code + self.suit.value

    @property
    def label(self) -> str:
        """What a player reads: ``10♥``, ``A♠``, ``🃏 small``."""
        if self.rank is Rank.SMALL_JOKER:
            return "Small Joker"
        if self.rank is Rank.BIG_JOKER:
            return "Big Joker"
        rank = "10" if self.rank is Rank.TEN else self.rank.code
        assert self.suit is not None
        return rank + self.suit.symbol

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card({self.code})"


SMALL_JOKER = Card(Rank.SMALL_JOKER)
BIG_JOKER = Card(Rank.BIG_JOKER)


def parse_card(text: str) -> Card:
    """Read one card in any notation players use; refuse nonsense with a readable reason."""
    raw = text.strip()
    token = raw.upper()
    if not token:
        raise IllegalAction("That is not a card: it is empty.")
    if token in ("SJ", "LJ", "BJ", "RJ"):
        return SMALL_JOKER if token in ("SJ", "LJ") else BIG_JOKER
    suit: Suit | None = None
    rank_part = token
    if token[0] in _SYMBOL_SUITS:
        suit, rank_part = _SYMBOL_SUITS[token[0]], token[1:]
    elif token[-1] in _SYMBOL_SUITS:
        suit, rank_part = _SYMBOL_SUITS[token[-1]], token[:-1]
    elif token[-1] in "SHDC" and len(token) >= 2:
        suit, rank_part = Suit(token[-1]), token[:-1]
    elif token[0] in "SHDC" and len(token) >= 2:
        suit, rank_part = Suit(token[0]), token[1:]
    rank = _CODE_RANKS.get(rank_part)
    if suit is None or rank is None:
        shown = raw if len(raw) <= 12 else raw[:12] + "…"
        raise IllegalAction(
            f"I can't read {shown!r} as a card. Write rank then suit, like TH, 10h, ♥10, AS, "
            "or SJ / BJ for the jokers."
        )
    return Card(rank, suit)


def parse_cards(text: str) -> tuple[Card, ...]:
    """Read a list of cards separated by spaces or commas (``"TH TH 9h, 9h"``)."""
    tokens = [t for t in text.replace(",", " ").split() if t]
    if not tokens:
        raise IllegalAction("Name at least one card, like `TH` or `10h 10h`.")
    if len(tokens) > 60:
        raise IllegalAction("That is more cards than any hand holds.")
    return tuple(parse_card(t) for t in tokens)


def format_cards(cards: Iterable[Card]) -> str:
    return " ".join(card.code for card in cards)


def standard_deck(*, jokers: bool = False) -> tuple[Card, ...]:
    """One 52-card deck in a fixed order, with the two jokers at the end when asked."""
    deck = [Card(rank, suit) for suit in Suit for rank in SUITED_RANKS]
    if jokers:
        deck += [SMALL_JOKER, BIG_JOKER]
    return tuple(deck)


def shoe(decks: int, *, jokers: bool = False) -> tuple[Card, ...]:
    """Several decks together, unshuffled (Shengji plays with 1, 2 or 3)."""
    if decks < 1:
        raise ValueError("a shoe needs at least one deck")
    return standard_deck(jokers=jokers) * decks


def remove_cards(hand: Sequence[Card], cards: Iterable[Card]) -> tuple[Card, ...]:
    """The hand less the given cards (one copy each), or an IllegalAction naming what is missing."""
    return remove_pieces(hand, cards, lambda card: card.label)
