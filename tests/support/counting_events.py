"""What the test game tells the table, one frozen class per kind of event (as real games do)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.games.base import GameEvent


@dataclass(frozen=True, slots=True, kw_only=True)
class Added(GameEvent):
    player: int
    amount: int
    total: int


@dataclass(frozen=True, slots=True, kw_only=True)
class Won(GameEvent):
    player: int
