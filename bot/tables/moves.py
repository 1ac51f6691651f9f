"""Deciding a move: an action checked and applied in memory, before anything is stored.

Pure (the clock's reading is passed in), so the service can decide from its cached snapshot
and store the result through the group-commit writer or a full transaction.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from bot.errors import IllegalAction, PlayerError
from bot.games.base import SYSTEM, Event, GameBase
from bot.tables import seating
from bot.tables.snapshots import TableSnapshot, TableStatus


@dataclass(frozen=True, slots=True)
class Move:
    """An action checked and applied in memory: the table before and after it."""

    before: TableSnapshot
    after: TableSnapshot
    seat: int
    action: Any
    events: tuple[Event, ...]
    finished: bool


class Stale(Exception):
    """An automatic move was chosen on a version that is no longer current."""


def decide(
    game: GameBase[Any, Any, Any],
    table: TableSnapshot,
    action: Any,
    user_id: int | None,
    seat: int | None,
    seen_version: int | None,
    by_person: bool,
    now: datetime,
) -> Move:
    """Check and apply ``action`` on ``table`` in memory; nothing is stored yet."""
    if table.status is not TableStatus.PLAYING:
        raise PlayerError(seating.not_playing(table.status))
    if user_id is not None:
        seat = table.seat_of(user_id)
        if seat is None:
            raise PlayerError("You're not playing at this table.")
    assert seat is not None, "either a user or a seat acts"
    moved_on = seen_version is not None and seen_version != table.version
    if seat not in game.to_act(table.state):
        if moved_on:
            raise PlayerError(
                "The table has moved on since those controls were shown. "
                "Press **Your hand** for fresh ones."
            )
        raise PlayerError(not_your_turn(table, game))
    try:
        new_state, events = game.apply(table.state, seat, action)
    except IllegalAction as refusal:
        if moved_on:
            raise PlayerError(
                f"{refusal.message} (The table has moved on since those controls were shown.)"
            ) from None
        raise
    finished = game.is_over(new_state)
    after = replace(
        table,
        state=new_state,
        version=table.version + 1,
        last_action_at=now,
        active_at=now if by_person else table.activity_at,
        countdown_to=None,
        status=TableStatus.FINISHED if finished else table.status,
    )
    return Move(table, after, seat, action, tuple(events), finished)


def not_your_turn(table: TableSnapshot, game: GameBase[Any, Any, Any]) -> str:
    waiting = sorted(s for s in game.to_act(table.state) if s != SYSTEM)
    if not waiting:
        return "It's not your turn yet."
    names = table.names
    return "It's not your turn: waiting for " + ", ".join(names[s] for s in waiting) + "."
