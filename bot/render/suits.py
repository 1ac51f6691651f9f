"""How a card's suit looks to the reader: colours that stand out in both Discord themes, the
bot's own suit emoji, and the two-colour, four-colour or plain-text choice each person makes.

Discord draws the bare suit characters as Twemoji, whose ♠ and ♣ are dark grey: nearly
invisible in the dark theme most people use. So the bot carries its own suit emoji (application
emoji drawn here with Pillow at start-up), in colours with a WCAG contrast of at least 3:1
against both the dark (#313338) and the light (#ffffff) background. Four-colour suits
(diamonds blue, clubs green) are what colour-blind players ask for.

The engines keep their notation (``10♥``); the render layer words a card for its reader with
:func:`card_face`, and :meth:`CardFaces.dress` turns the suit characters of a finished text
into the reader's emoji. Which faces are in force is a context variable, like the language, so
render functions don't pass it around; the default is plain Unicode, two-colour.

The plain-text style is for screen readers and for clients that fail to load custom emoji
(they show ``:hearts:`` or nothing): a screen reader says a custom emoji's name, or skips an
emoji slot, where ``10♥`` in the text itself reads "10 heart suit" in every reader.
"""

from __future__ import annotations

import contextlib
import functools
import io
import re
from collections.abc import Mapping
from contextvars import ContextVar
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Final

from PIL import Image

from bot.context_vars import bound
from bot.games.cards import BIG_JOKER, SMALL_JOKER, Card, Rank, Suit
from bot.i18n import use_language
from bot.i18n.languages import Language
from bot.render import fonts, limits
from bot.render.cards import card_label

Rgb = tuple[int, int, int]

DISCORD_DARK: Final[Rgb] = (0x31, 0x33, 0x38)
DISCORD_LIGHT: Final[Rgb] = (0xFF, 0xFF, 0xFF)
#: the least contrast a suit colour keeps against either background (WCAG's for graphics)
MIN_CONTRAST: Final = 3.0


class CardStyle(StrEnum):
    """A person's ``/settings cards:`` choice."""

    TWO_COLOUR = "two-colour"
    FOUR_COLOUR = "four-colour"
    #: plain Unicode text (``10♥``), no custom emoji anywhere: for screen readers, and for
    #: clients that fail to load custom emoji
    TEXT = "text"


#: the styles drawn with the bot's own (coloured) emoji
COLOUR_STYLES: Final = (CardStyle.TWO_COLOUR, CardStyle.FOUR_COLOUR)


SLATE: Final[Rgb] = (0x80, 0x86, 0x96)
RED: Final[Rgb] = (0xEC, 0x4A, 0x3C)
BLUE: Final[Rgb] = (0x2F, 0x80, 0xED)
GREEN: Final[Rgb] = (0x2A, 0x9D, 0x4A)

#: The colour of each suit in each style: the "black" suits are a slate grey, because true
#: black vanishes on the dark theme and white on the light one.
SUIT_COLOURS: Final[Mapping[CardStyle, Mapping[Suit, Rgb]]] = {
    CardStyle.TWO_COLOUR: {
        Suit.SPADES: SLATE,
        Suit.HEARTS: RED,
        Suit.DIAMONDS: RED,
        Suit.CLUBS: SLATE,
    },
    CardStyle.FOUR_COLOUR: {
        Suit.SPADES: SLATE,
        Suit.HEARTS: RED,
        Suit.DIAMONDS: BLUE,
        Suit.CLUBS: GREEN,
    },
}

#: Unicode with the emoji variation selector, for when the bot has no emoji of its own
_UNICODE_EMOJI = {Suit.SPADES: "♠️", Suit.HEARTS: "♥️", Suit.DIAMONDS: "♦️", Suit.CLUBS: "♣️"}
_SYMBOLS = {suit.symbol: suit for suit in Suit}
#: U+2060: no line break on either side, and nothing shown (see :func:`join_ranks`)
WORD_JOINER = "\u2060"
#: a suit character and the emoji variation selector that may follow it
_SUIT_CHARACTER = re.compile("([♠♥♦♣])\ufe0f?")
#: per suit: its character, where it follows a rank (``10|♥``, no word joiner yet) and it
#: with a joiner before it; the suit first, so that a search finds it as C finds a character
#: and looks back only there (a lookbehind first was tried at every character; issue #19)
_AFTER_RANKS = tuple(
    (symbol, re.compile(f"{symbol}(?<=[0-9JQKA]{symbol})"), WORD_JOINER + symbol)
    for symbol in "♠♥♦♣"
)
#: a suit character followed by the emoji variation selector (``♥️``)
_SUIT_AS_EMOJI = re.compile("([♠♥♦♣])\ufe0f")
#: a suit written right after a rank (10♥) or as a word of its own (♥ hearts)
_RANK_SUIT = re.compile("(?<=[0-9JQKA])[♠♥♦♣]\ufe0f?|(?:^|(?<=\\s))[♠♥♦♣]\ufe0f?\\s*")
EMOJI_SIZE = 128


def relative_luminance(colour: Rgb) -> float:
    """WCAG 2 relative luminance of an sRGB colour."""

    def linear(channel: int) -> float:
        value = channel / 255
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    red, green, blue = (linear(c) for c in colour)
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast_ratio(first: Rgb, second: Rgb) -> float:
    """WCAG 2 contrast ratio, from 1 (same) to 21 (black on white)."""
    light, dark = sorted((relative_luminance(first), relative_luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


#: the words naming the four-colour suits' own colours in their emoji's names
_COLOUR_WORDS: Final[Mapping[Rgb, str]] = {BLUE: "blue", GREEN: "green"}


def emoji_name(style: CardStyle, suit: Suit) -> str:
    """The application emoji for a suit in a style; styles sharing a colour share an emoji.
    Named in words (``hearts``, ``diamonds_blue``): a screen reader says a custom emoji's
    name, and a code (``pc_d``) told a blind player nothing of which suit a button makes
    trumps."""
    colour = SUIT_COLOURS[style][suit]
    if colour == SUIT_COLOURS[CardStyle.TWO_COLOUR][suit]:
        return suit.title
    return f"{suit.title}_{_COLOUR_WORDS[colour]}"


_EMOJI_NAMES = {(style, suit): emoji_name(style, suit) for style in COLOUR_STYLES for suit in Suit}


def emoji_colours() -> dict[str, tuple[Suit, Rgb]]:
    """Every application emoji the bot needs: its name, suit and colour."""
    return {
        emoji_name(style, suit): (suit, SUIT_COLOURS[style][suit])
        for style in COLOUR_STYLES
        for suit in Suit
    }


def join_ranks(text: str) -> str:
    """``text`` with a word joiner (U+2060) between each rank and its suit (``10⁠♥``), so that
    a phone never ends a line with ``10`` and starts the next with ``♥`` (it may: a suit is an
    emoji to the line breaker, and a break is allowed before one).

    Why U+2060 and not a no-break space: it has no width, so ``10♥`` looks as it did, and it
    is a format character (Cf) that NVDA, JAWS, VoiceOver and TalkBack do not speak, so a
    screen reader still says "10 heart suit" (a no-break space would show ``10 ♥`` and make
    braille and copied text two words). A typed card with it pasted back in is still read
    (:func:`bot.games.cards.parse_card` ignores it). Joining twice changes nothing.

    Each suit is looked for in its own pass, in the texts that hold it: a hand view's text
    in half the time one expression took (~3 texts a move; issue #19)."""
    for symbol, after_rank, joined in _AFTER_RANKS:
        if symbol in text:
            text = after_rank.sub(joined, text)
    return text


def suit_emoji_png(suit: Suit, colour: Rgb) -> bytes:
    """A square PNG of the suit in ``colour`` on a transparent ground (an emoji's picture)."""
    image = Image.new("RGBA", (EMOJI_SIZE, EMOJI_SIZE), (0, 0, 0, 0))
    size = int(EMOJI_SIZE * 1.05)
    fonts.Pen(image).write(
        (EMOJI_SIZE / 2, EMOJI_SIZE * 0.47), suit.symbol, size=size, fill=colour, anchor="m"
    )
    out = io.BytesIO()
    image.save(out, format="PNG")
    return out.getvalue()


@dataclass(frozen=True, slots=True)
class CardFaces:
    """One reader's suits: their style, and the application emoji the bot has (name -> id)."""

    style: CardStyle = CardStyle.TWO_COLOUR
    emoji: Mapping[str, int] = field(default_factory=dict)
    #: each suit's :meth:`slot` by its letter, once asked for: a hand view's controls ask
    #: for one per card label, dozens a view (the reader's faces are shared between their
    #: views: ``CardFacesBook``; issue #19)
    _slots: dict[str, str | None] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )
    #: the emoji as plain values, made once: part of what every hand view is drawn from
    #: (``Presenter.drawn_from``, read before each redraw; the bot's emoji are replaced as a
    #: whole, never changed in place, and faces are made anew for them: ``CardFacesBook``)
    emoji_key: tuple[tuple[str, int], ...] = field(init=False, repr=False, compare=False)
    #: each suit's character, as an emoji (with the variation selector) and its :meth:`mark`,
    #: made when first dressed with emoji: each text dressed made the marks again, an
    #: f-string per suit, three or four texts a hand view (issue #19)
    _marks: tuple[tuple[str, str, str], ...] | None = field(
        default=None, init=False, repr=False, compare=False
    )

    def __post_init__(self) -> None:
        object.__setattr__(self, "emoji_key", tuple(self.emoji.items()))

    @property
    def with_emoji(self) -> bool:
        """Whether suits show as the bot's emoji (it has them, and the reader wants colours)."""
        return bool(self.emoji) and self.style is not CardStyle.TEXT

    def emoji_markup(self, suit: Suit) -> str | None:
        """``<:hearts:123>`` when the bot has this suit's emoji, else None (always None for
        plain text)."""
        if self.style is CardStyle.TEXT:
            return None
        name = _EMOJI_NAMES[self.style, suit]
        emoji_id = self.emoji.get(name)
        return None if emoji_id is None else f"<:{name}:{emoji_id}>"

    def mark(self, suit: Suit) -> str:
        """A suit within text: the bot's emoji, else the plain character. The emoji comes
        after a word joiner: without it a phone wraps a line between a rank and its suit
        ("10" at one line's end, the suit at the next's start), as it never does for ♠.
        A browser (Discord's web and desktop apps) may still break there: CSS allows a
        break on either side of an image whatever character stands next to it, and the
        screenshots (``tests/cogs/test_screens.py``) show ``J`` and its emoji apart at
        400 px; only plain text (``/settings cards:text``) is sure to keep them together."""
        markup = self.emoji_markup(suit)
        return suit.symbol if markup is None else WORD_JOINER + markup

    def slot(self, suit: Suit) -> str | None:
        """For a button's or select option's ``emoji=``: the bot's emoji, else Unicode's;
        None (an empty slot) for plain text, whose labels keep their suits."""
        if self.style is CardStyle.TEXT:
            return None
        return self.emoji_markup(suit) or _UNICODE_EMOJI[suit]

    def card(self, card: Card) -> str:
        """A card as its reader sees it in text: ``10`` and the suit's mark (a joker by its
        name in the language in force)."""
        if card.suit is None:
            return card_label(card)
        return ("10" if card.rank is Rank.TEN else card.rank.code) + self.mark(card.suit)

    def dress(self, text: str, limit: int) -> str:
        """``text`` with each suit character as the reader's emoji; without emoji (the bot has
        none, or the reader chose plain text) with its ranks and suits joined
        (:func:`join_ranks`), and for plain text with suits as text, not emoji (``♥``, which a
        screen reader calls "heart suit", where ``♥️`` may be "red heart"). Unless the result
        would pass Discord's ``limit`` for that text: then it stays as it was."""
        if not self.with_emoji:
            if self.style is CardStyle.TEXT and "\ufe0f" in text:
                text = _SUIT_AS_EMOJI.sub(r"\1", text)
            joined = join_ranks(text)
            return joined if len(joined) <= limit else text
        marks = self._marks
        if marks is None:
            marks = tuple((s, s + "\ufe0f", self.mark(suit)) for s, suit in _SYMBOLS.items())
            object.__setattr__(self, "_marks", marks)  # frozen, but this is only a cache
        # C passes, a suit's emoji form first, instead of a Python call per suit character
        # (a hand shows dozens; issue #19); a mark holds no suit character
        selected = "\ufe0f" in text
        dressed = text
        for symbol, as_emoji, mark in marks:
            if symbol in dressed:
                if selected:
                    dressed = dressed.replace(as_emoji, mark)
                dressed = dressed.replace(symbol, mark)
        return dressed if len(dressed) <= limit else text

    def label_and_emoji(
        self, label: str, *, limit: int = limits.BUTTON_LABEL
    ) -> tuple[str, str | None]:
        """A button or option label naming cards of one suit: the label without its suit
        characters, and that suit's emoji for the emoji slot (None: no single suit). For
        plain text the label keeps its suits, joined to their ranks (within ``limit``), and
        the slot stays empty: nothing in it for a screen reader to name."""
        if self.style is CardStyle.TEXT:
            return self.dress(label, limit), None
        bare, suit = _one_suit(label)
        if suit is None:
            return label, None
        slots = self._slots
        if suit not in slots:
            slots[suit] = self.slot(_SUITS[suit])
        return bare, slots[suit]


#: the suits by their letters (what :func:`_one_suit` keeps)
_SUITS = {suit.value: suit for suit in Suit}


@functools.lru_cache(maxsize=4_096)
def _one_suit(label: str) -> tuple[str, str | None]:
    """A label without its suit characters and the letter of the one suit it names (None:
    none or several): the same few hundred labels (cards, tiles, bids) are dressed in every
    hand view, dozens a view (issue #19), so each is read once. Kept as strings, which the
    garbage collector does not track (with the ``Suit`` itself, its thousands of answers
    were tuples every full collection walked)."""
    suits = {_SYMBOLS[m.group(1)] for m in _SUIT_CHARACTER.finditer(label)}
    if len(suits) != 1 or any(name in label for name in _joker_names()):
        return label, None
    (suit,) = suits
    return (_RANK_SUIT.sub("", label).strip() or label), suit.value


@functools.cache
def _joker_names() -> tuple[str, ...]:
    """Both jokers' names in every catalog language. A label naming a joker besides cards of
    one suit (``Play Big Joker 6♦ 5♦ 4♦``) does not name cards of one suit: the suit in the
    emoji slot read "♦ Play Big Joker 6 5 4", as if the joker were a diamond too, beside
    neighbours that keep their suits in the label."""
    names: set[str] = set()
    for language in Language:
        with use_language(language):
            names.update(card_label(card) for card in (SMALL_JOKER, BIG_JOKER))
    return tuple(names)


#: None: plain Unicode, two-colour (what a reader with no settings and no emoji sees)
_faces: ContextVar[CardFaces | None] = ContextVar("parlour_card_faces", default=None)


def current_card_faces() -> CardFaces:
    return _faces.get() or CardFaces()


def use_card_faces(faces: CardFaces) -> contextlib.AbstractContextManager[None]:
    """Word every card inside for one reader (their hand view), or for everyone (a table)."""
    return bound(_faces, faces)


def card_face(card: Card) -> str:
    """A card as the reader in force sees it in text."""
    return current_card_faces().card(card)
