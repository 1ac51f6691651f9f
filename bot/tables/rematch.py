"""Rematch: who may play a finished game again, for how long, and in which seat.

Pure over a table's rows and a given time, like ``seating``: the service loads the finished
table, asks these rules, and opens or fills the one rematch table it links to.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from bot.errors import PlayerError
from bot.games.base import GameBase
from bot.tables.snapshots import Person, TableSnapshot, TableStatus
from storage.models import GameTable

#: how long after the last move the players may press Rematch: long enough for everyone to
#: read the result and decide, short enough that a press days later does not open a table
#: nobody else is waiting at
REMATCH_WINDOW = timedelta(minutes=5)


def rotated(position: int, players: int) -> int:
    """The seat ``position``'s player takes in the next game: everyone moves one to the right.

    Dealing and play go to the left (whist.md A3: "the deal passes to the left"), so the
    player on the left of the old first seat (who deals or leads first) takes that seat.
    """
    return (position - 1) % players


def rematch_seat(table: GameTable, person: Person, now: datetime, *, rotate: bool = True) -> int:
    """The position ``person`` takes at the rematch of the finished ``table`` (the same one
    when the match goes on: ``rotate`` false); refuses politely when the table did not finish,
    the offer has run out, or ``person`` did not play."""
    if table.status is not TableStatus.FINISHED:
        raise PlayerError("table-rematch-unfinished")
    if now - table.last_action_at > REMATCH_WINDOW:
        minutes = int(REMATCH_WINDOW.total_seconds() // 60)
        raise PlayerError("table-rematch-expired", minutes=minutes)
    seat = next((s for s in table.seats if person.user_id in (s.user_id, s.replaced_user_id)), None)
    if seat is None:
        raise PlayerError("table-rematch-not-player")
    return rotated(seat.position, len(table.seats)) if rotate else seat.position


def rematch_options(
    game: GameBase[Any, Any, Any], finished: TableSnapshot, *, go_on: bool
) -> dict[str, Any]:
    """The finished table's options again; going on from where it ended, with what the game
    carries over (``continuation``), else with anything carried over before set back."""
    options = dict(finished.options)
    defaults = {spec.key: spec.default for spec in game.options}
    for key in game.continuation_keys:
        options[key] = defaults.get(key)
    if go_on:
        carried = None if finished.state is None else game.continuation(finished.state)
        if carried is None:
            raise PlayerError("table-rematch-cannot-go-on")
        options.update(carried)
        game.check_options(options, len(finished.seats))
    return options
