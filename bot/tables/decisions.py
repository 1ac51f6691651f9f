"""Deciding a move in memory: the rules checked and the action applied on a snapshot, nothing
stored. Pure, so it is kept apart from ``moves``, which stores what is decided here (and redoes
the decision on fresh rows when another writer won).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from bot.errors import IllegalAction, PlayerError
from bot.games.base import SYSTEM, GameBase, GameEvent
from bot.games.evolve import evolve, slot_init
from bot.msg import Msg, msg, name_seats
from bot.tables import seating
from bot.tables.snapshots import TableSnapshot, TableStatus


@slot_init
@dataclass(frozen=True, slots=True)
class Move:
    """An action checked and applied in memory: the table before and after it."""

    before: TableSnapshot
    after: TableSnapshot
    seat: int
    action: Any
    events: tuple[GameEvent, ...]
    finished: bool


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
    """Check and apply ``action`` on ``table`` in memory; nothing is stored yet. An engine
    names seats by number ("seat 2's train"): its refusal reaches the player with names."""
    if table.status is not TableStatus.PLAYING:
        raise PlayerError(seating.not_playing(table.status))
    if user_id is not None:
        seat = table.seat_of(user_id)
        if seat is None:
            raise PlayerError("table-not-playing-here")
    assert seat is not None, "either a user or a seat acts"
    moved_on = seen_version is not None and seen_version != table.version
    if seat not in game.to_act(table.state):
        if moved_on:
            raise PlayerError("table-moved-on")
        raise PlayerError(not_your_turn(table, game))
    try:
        new_state, events = game.apply(table.state, seat, action)
    except IllegalAction as refusal:
        named = name_seats(refusal.msg, table.names)
        if moved_on:
            raise PlayerError("table-refused-moved-on", refusal=named) from None
        raise IllegalAction(named) from None
    finished = game.is_over(new_state)
    after = evolve(
        table,
        state=new_state,
        version=table.version + 1,
        last_action_at=now,
        active_at=now if by_person else table.activity_at,
        countdown_to=None,
        status=TableStatus.FINISHED if finished else table.status,
    )
    return Move(table, after, seat, action, tuple(events), finished)


def not_your_turn(table: TableSnapshot, game: GameBase[Any, Any, Any]) -> Msg:
    """Whom the table waits for, when that is public: while the dealer still acts (cards
    being dealt), the seats that may act too are those holding something to show (Shengji's
    declarers), which nobody else may learn."""
    to_act = game.to_act(table.state)
    waiting = sorted(s for s in to_act if s != SYSTEM)
    if not waiting or SYSTEM in to_act:
        return msg("table-not-your-turn-yet")
    return msg("table-not-your-turn", names=tuple(table.names[s] for s in waiting))
