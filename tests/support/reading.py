"""Text as a player reads it, for tests that check words rather than where a line may break."""

from __future__ import annotations

from bot.render.suits import WORD_JOINER
from bot.render.table_texts import NO_BREAK_SPACE


def as_read(text: str) -> str:
    """``text`` as a reader reads it: without the invisible word joiners (U+2060) that keep a
    card's rank and suit on one line (``10⁠♥`` reads ``10♥``; tests/ui/test_card_faces.py
    checks they are there), its no-break spaces (inside a name and its score, between a train
    and its open end) as spaces."""
    return text.replace(WORD_JOINER, "").replace(NO_BREAK_SPACE, " ")
