"""Shengji (Tractor): four players, two partnerships, levels 2 to A (rules/shengji.md)."""

from __future__ import annotations

from bot.games.shengji.actions import (
    Bury,
    ChooseThrowPart,
    Deal,
    Declare,
    FinishDeal,
    NameTrump,
    Pass,
    PlayCards,
)
from bot.games.shengji.game import ShengjiGame
from bot.games.shengji.state import Phase, ShengjiState
from bot.games.shengji.view import ShengjiView

__all__ = [
    "Bury",
    "ChooseThrowPart",
    "Deal",
    "Declare",
    "FinishDeal",
    "NameTrump",
    "Pass",
    "Phase",
    "PlayCards",
    "ShengjiGame",
    "ShengjiState",
    "ShengjiView",
]
