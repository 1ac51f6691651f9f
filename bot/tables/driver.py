"""Who moves by itself (AI seats, away players, the dealer) and what it plays.

Pure choices over a snapshot; the service runs them in a background task per table.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass
from typing import Any

from bot.games.base import SYSTEM, GameBase, Player
from bot.tables.snapshots import TableSnapshot, TableStatus

log = logging.getLogger(__name__)


@dataclass(slots=True)
class Pace:
    """Pauses before automatic moves, so people can follow the table (zero in tests)."""

    ai_move: float = 1.5
    system_move: float = 1.0


@dataclass(slots=True)
class DriverTask:
    task: asyncio.Task[None] | None = None
    again: bool = False


def automatic_mover(
    game: GameBase[Any, Any, Any], table: TableSnapshot, pace: Pace
) -> tuple[int, float] | None:
    """The seat that moves by itself next (an AI, an away player, the system) and the
    pause before it; None when only people can act now."""
    if table.status is not TableStatus.PLAYING:
        return None
    to_act = game.to_act(table.state)
    automatic = {s.position for s in table.seats if s.is_ai or s.away}
    movers = sorted(to_act & automatic)
    if movers:
        # AI seats answer first, so they too may declare while cards are being dealt; a
        # moment open to several seats at once is not anybody's turn, so no pause then.
        return movers[0], pace.ai_move if len(to_act - {SYSTEM}) == 1 else 0.0
    if SYSTEM in to_act:
        pause = game.system_pause(table.state)
        return SYSTEM, pace.system_move * pause
    return None


def choose_for(
    game: GameBase[Any, Any, Any], player: Player, table: TableSnapshot, seat: int
) -> Any | None:
    """The move an AI (or the system) makes for ``seat``, from what that seat may see."""
    legal = game.legal_actions(table.state, seat)
    if not legal:
        log.error("table %s: seat %s must act but has no legal action", table.id, seat)
        return None
    if seat == SYSTEM:
        return legal[0]
    view = game.view(table.state, seat)
    return player.choose(view, legal, mix(table, seat))


def mix(table: TableSnapshot, seat: int) -> int:
    return (table.id * 1_000_003 + table.version * 101 + seat) & 0x7FFFFFFF
