"""A table's game rebuilt from its seed, options and action log.

Engines are deterministic, so the rebuilt state equals the stored one; that is how a disputed
hand is checked, and how a process learns what happened in moves another process stored (it
has the state after them, not the events the players should read in the table's thread).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.games.base import GameBase, GameEvent
from bot.games.options import complete_options
from storage.models import ActionLogEntry, GameTable


def replayed(
    game: GameBase[Any, Any, Any],
    table: GameTable,
    entries: Sequence[ActionLogEntry],
    *,
    events_after: int | None = None,
    start: Any = None,
) -> tuple[Any, tuple[GameEvent, ...]]:
    """The state after every entry, and the events of the entries that made versions after
    ``events_after`` (none when it is None): an entry's ``sequence`` is the version it made.

    With ``start`` (a state known already) the entries are those after it, applied to it: a
    catch-up replays only the moves it missed, whatever the length of the game."""
    if start is None:
        options = complete_options(game.options, table.options)
        state = game.new(options, len(table.seats), table.seed)
    else:
        state = start
    events: list[GameEvent] = []
    for entry in entries:
        state, made = game.apply(state, entry.seat, game.action_from_json(entry.action))
        if events_after is not None and entry.sequence > events_after:
            events += made
    return state, tuple(events)
