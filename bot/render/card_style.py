"""How ``/settings`` words a person's choice of suits, with a sample of each suit in it."""

from __future__ import annotations

from bot.games.cards import Suit
from bot.guild_settings import PersonalSettings
from bot.i18n import t


def card_style_line(mine: PersonalSettings) -> str:
    """ "Card suits: **four colours** ♠ ♥ ♦ ♣" (the suits dressed later for the reader)."""
    return t(
        "faces-settings-cards",
        style=t(f"faces-style-{mine.cards.value}"),
        suits=" ".join(suit.symbol for suit in Suit),
    )
