"""Cards as a player reads them, in the language in force: the notation (``10♥``) for suited
cards, a joker's name (Big Joker, 大王) from the catalogs. Shared by every card game's text."""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.cards import Card
from bot.i18n import word


def card_label(card: Card) -> str:
    words = card.words
    return words if isinstance(words, str) else word(words)


def cards_text(cards: Sequence[Card]) -> str:
    """Cards separated by spaces (``A♠ K♠ 大王``), or a dash for none."""
    return " ".join(card_label(card) for card in cards) if cards else "—"
