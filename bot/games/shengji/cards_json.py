"""Cards in stored JSON: by code, copies from several decks simply repeated."""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.cards import Card, parse_card


def card_codes(cards: Sequence[Card]) -> list[str]:
    return [c.code for c in cards]


def cards_of(codes: Sequence[str]) -> tuple[Card, ...]:
    return tuple(parse_card(code) for code in codes)
