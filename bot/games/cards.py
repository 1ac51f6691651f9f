"""Playing cards shared by every card game: suits, ranks, jokers, shoes, notation.

Cards are frozen values, so copies from several decks compare equal and can be counted with
``collections.Counter``; a hand is a tuple of cards. The text notation (``TH``, ``10h``,
``♥10``, ``SJ``, ``BJ``) is the one players type, tests use and logs print, in every language;
typed cards may also name the suit in a player's own words (``红桃10``, ``10kopa``) where that is
unambiguous. What a player reads of a suit or a joker is a catalog message (``cards-…``).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import IntEnum, StrEnum

from bot.errors import IllegalAction
from bot.games.pieces import Packing, remove_pieces
from bot.games.pieces import shuffled as shuffled
from bot.msg import Msg, msg


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
        """The English word players may type (``hearts``); readers get :attr:`words`."""
        return self.name.lower()

    @property
    def words(self) -> Msg:
        """The suit's name in the reader's language (``hearts``, 红桃, पान)."""
        return msg(f"cards-suit-{self.title}")

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)


_SUIT_SYMBOLS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}
_SYMBOL_SUITS = {symbol: suit for suit, symbol in _SUIT_SYMBOLS.items()}
_SYMBOL_SUITS.update({"♤": Suit.SPADES, "♡": Suit.HEARTS, "♢": Suit.DIAMONDS, "♧": Suit.CLUBS})


#: Suit names players may type besides the notation: English, and the words of the catalogs'
#: languages with their common variants (cards.ftl). None is another suit's name in any of
#: them, so each reads one way only.
_SUIT_WORDS = {
    Suit.SPADES: ["spades", "spade", "黑桃", "葵扇", "shupaza", "rhawiau", "rhaw", "हुकुम", "हुकम"],
    Suit.HEARTS: [
        "hearts",
        "heart",
        "红桃",
        "红心",
        "紅心",
        "紅桃",
        "kopa",
        "calonnau",
        "calon",
        "पान",
        "दिल",
    ],
    Suit.DIAMONDS: [
        "diamonds",
        "diamond",
        "方块",
        "方塊",
        "方片",
        "uwari",
        "diemwntau",
        "diemwnt",
        "ईंट",
        "ईट",
        "हीरा",
        "हीरे",
    ],
    Suit.CLUBS: ["clubs", "club", "梅花", "草花", "pau", "clybiau", "clwb", "चिड़ी", "चिडी", "क्लब"],
}


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
_JOKER_WORDS = {
    **dict.fromkeys(("SJ", "LJ", "小王", "小鬼"), Rank.SMALL_JOKER),
    **dict.fromkeys(("BJ", "RJ", "大王", "大鬼"), Rank.BIG_JOKER),
}


@dataclass(frozen=True, slots=True, eq=False, init=False)
class Card:
    """One card. Jokers have no suit; every other card has one.

    There is one shared instance of each of the 54 cards: ``Card(rank, suit)`` hands it out,
    as do parsing and unpickling. So a card's value is its identity, and comparing or hashing
    cards is the object's own, done in C: cards are dict keys and Counter entries in every
    step of a move (a hand's order looks each card up), and the dataclass's generated
    ``__eq__``/``__hash__`` were the largest single cost of the rules (issue #19).
    """

    rank: Rank
    suit: Suit | None
    #: compact notation: ``TH``, ``2C``, ``SJ``, ``BJ``. Worked out once: stored states list
    #: their cards by code, so every move's state reads it for each card dealt
    code: str = field(repr=False)

    def __new__(cls, rank: Rank, suit: Suit | None = None) -> Card:
        shared = _SHARED.get((rank, suit))
        if shared is not None:
            return shared
        if rank.is_joker != (suit is None):
            raise ValueError(
                f"a {'joker' if rank.is_joker else 'suited card'} cannot have suit {suit!r}"
            )
        card = object.__new__(cls)
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "suit", suit)
        code = rank.code if suit is None else rank.code + suit.value
        object.__setattr__(card, "code", code)
        _SHARED[rank, suit] = card
        return card

    def __reduce__(self) -> tuple[type[Card], tuple[Rank, Suit | None]]:
        """Copies and pickles (a strong seat's view sent to a thinker) are the shared card."""
        return (Card, (self.rank, self.suit))

    @property
    def is_joker(self) -> bool:
        return self.rank.is_joker

    @property
    def words(self) -> str | Msg:
        """What a player reads: the notation ``10♥`` for a suited card, a joker's name in the
        reader's language."""
        if self.suit is None:
            return msg("cards-joker-small" if self.rank is Rank.SMALL_JOKER else "cards-joker-big")
        return self.label

    @property
    def label(self) -> str:
        """The readable notation, ``10♥``, ``A♠`` (jokers by their English names, for logs and
        tests; players read :attr:`words`)."""
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


#: the shared cards by (rank, suit), filled as each is first made, all of them at import
_SHARED: dict[tuple[Rank, Suit | None], Card] = {}
SMALL_JOKER = Card(Rank.SMALL_JOKER)
BIG_JOKER = Card(Rank.BIG_JOKER)
#: every card by its code: stored states are read back card by card, a few hundred a move
_BY_CODE = {
    card.code: card
    for card in (SMALL_JOKER, BIG_JOKER, *(Card(r, s) for s in Suit for r in SUITED_RANKS))
}
#: each card as one character of its own (printable ASCII), and back (see :class:`Packing`)
CARD_PACKING = Packing(_BY_CODE.values(), lambda card: card.code, first="0")
#: cards as one string, a character a card: how states keep hands and finished tricks
packed_cards = CARD_PACKING.pack
cards_of_packed = CARD_PACKING.unpack
codes_of_packed = CARD_PACKING.codes


#: invisible characters the bot writes into cards (a word joiner between rank and suit, the
#: emoji variation selector), which a card copied from its messages brings along
_INVISIBLE = str.maketrans("", "", "\u2060\ufe0f")


def _typed(text: str) -> str:
    """Typed text as compared: case-blind, without the invisible characters a card copied
    from the bot's messages carries (``10⁠♥``), and Devanagari letters with a nukta (ड़) the
    same whether typed as one character or two."""
    return unicodedata.normalize("NFC", text.translate(_INVISIBLE).strip()).upper()


_WORD_SUITS = {
    _typed(word): suit
    for suit, words in _SUIT_WORDS.items()
    for word in (*words, suit.value, suit.symbol)
}
_WORD_SUITS.update(_SYMBOL_SUITS)
#: the suit words, longest first, so ``hearts10`` is not read as ``heart`` + ``s10``
_SPELLED_SUITS = sorted(
    ((word, suit) for word, suit in _WORD_SUITS.items() if len(word) > 1),
    key=lambda item: -len(item[0]),
)


def suit_from_word(text: str) -> Suit | None:
    """The suit a typed word names (``H``, ``♥``, ``hearts``, 红桃, ``kopa``, पान), if any."""
    return _WORD_SUITS.get(_typed(text))


def _read_notation(token: str) -> tuple[Suit | None, str]:
    """Rank and suit letter or symbol, either way round (``TH``, ``HT``, ``♥10``)."""
    if token[0] in _SYMBOL_SUITS:
        return _SYMBOL_SUITS[token[0]], token[1:]
    if token[-1] in _SYMBOL_SUITS:
        return _SYMBOL_SUITS[token[-1]], token[:-1]
    if token[-1] in "SHDC" and len(token) >= 2:
        return Suit(token[-1]), token[:-1]
    if token[0] in "SHDC" and len(token) >= 2:
        return Suit(token[0]), token[1:]
    return None, token


def _read_suit_word(token: str) -> tuple[Suit | None, str]:
    """Rank and a suit named in words, either way round (``红桃10``, ``10kopa``)."""
    for word, suit in _SPELLED_SUITS:
        if len(token) > len(word):
            if token.startswith(word):
                return suit, token[len(word) :]
            if token.endswith(word):
                return suit, token[: -len(word)]
    return None, token


def parse_card(text: str, *, jokers: bool = True) -> Card:
    """Read one card in any notation players use; refuse nonsense with a readable reason
    (naming the jokers' notation only where the game has jokers)."""
    known = _BY_CODE.get(text)
    if known is not None:
        return known
    token = _typed(text)
    if not token:
        raise IllegalAction("cards-empty")
    if token in _JOKER_WORDS:
        return Card(_JOKER_WORDS[token])
    for read in (_read_notation, _read_suit_word):
        suit, rank_part = read(token)
        rank = _CODE_RANKS.get(rank_part)
        if suit is not None and rank is not None:
            return Card(rank, suit)
    raw = text.strip()
    raise IllegalAction(
        "cards-unknown-card",
        text=raw if len(raw) <= 12 else raw[:12] + "…",
        jokers=msg("cards-joker-hint") if jokers else "",
    )


def parse_cards(text: str, *, jokers: bool = True) -> tuple[Card, ...]:
    """Read a list of cards separated by spaces or commas (``"TH TH 9h, 9h"``)."""
    tokens = [t for t in text.replace(",", " ").split() if t]
    if not tokens:
        raise IllegalAction("cards-none-named")
    if len(tokens) > 60:
        raise IllegalAction("cards-too-many")
    return tuple(parse_card(t, jokers=jokers) for t in tokens)


def cards_words(cards: Sequence[Card]) -> str | Msg:
    """Cards listed for a reader (``A♣, K♣``), in their language's list form and joker names."""
    if len(cards) == 1:
        return cards[0].words
    if not cards:
        return "—"
    return msg("cards-list", first=cards[0].words, rest=cards_words(cards[1:]))


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
    return remove_pieces(hand, cards, lambda card: card.words)
