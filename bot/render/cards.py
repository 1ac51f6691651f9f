"""Cards as a player reads them, in the language in force: the notation (``10♥``) for suited
cards, a joker's name (Big Joker, 大王) from the catalogs. Shared by every card game's text."""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.cards import Card
from bot.i18n import word

#: a suited card's notation by its code: the same in every language, and a hand view writes
#: dozens of cards (building the notation each time was a tenth of a Shengji view; issue #19)
_NOTATION: dict[str, str] = {}


def card_label(card: Card) -> str:
    if card.suit is None:
        words = card.words
        return words if isinstance(words, str) else word(words)
    notation = _NOTATION.get(card.code)
    if notation is None:
        notation = _NOTATION[card.code] = card.label
    return notation


def cards_text(cards: Sequence[Card]) -> str:
    """Cards separated by spaces (``A♠ K♠ 大王``), or a dash for none."""
    return " ".join(card_label(card) for card in cards) if cards else "—"
