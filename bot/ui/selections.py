"""What each player has chosen so far toward a choice of several things, between their clicks.

A pick (a card toward a Shengji play or bury, Whist's kitty exchange, a Mexican Train tile
waiting for its train) draws no new version of the table, so what was picked is kept here until
the button that commits it. Kept in memory only (after a restart the picks start over), it must
not outlive what it was made for, and nothing in this process may be told when that is over:

- A selection belongs to the version of the table it was made at. Any later version (a move,
  however made: a button, ``/play``, a timer, another view; a seat taken over) drew its
  controls without it, and the first read of that version drops it: cards picked in one trick
  never show chosen in the next, nor in the next hand.
- The table's end drops its selections (``forget``), in the process that hears of it.
- A process may hear nothing more of a table whose selection it keeps: shard 0's process
  answers every DM click, also for tables another process holds (README, "Several
  processes"), and a click whose answer Discord refused never reaches the catch-up read that
  finds its table ended. So a selection also goes after ``KEPT_FOR`` (or up to the timer loop's
  longest sleep later, as a pick does not wake it): a deadline fired by the table timer
  loop (``bot.tables.timers.SideSteps``), never a task per selection. The bound is the longest
  turn a timer allows: a pick belongs to one turn, so a timed turn rarely outlives its picks.

Whatever lost them (this bound, a restart, another process answering), the message still shows
the picks. So the button that commits them carries their digest, and acts only if the picks
kept now (or the untouched choice shown when none are: the suggested bury, keeping the hand)
digest alike; else nothing is played and the view is drawn again as it stands
(``bot.ui.frontend.HandContext.shows``).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta

from bot.tables.deadlines import MAX_TIMER
from bot.tables.snapshots import TableSnapshot

#: how long a selection is kept at most (see the module's docstring)
KEPT_FOR = timedelta(seconds=MAX_TIMER)


class Selections:
    def __init__(self, clock: Callable[[], datetime], kept_for: timedelta = KEPT_FOR) -> None:
        self._clock = clock
        #: read anew at each deadline: tests shorten it
        self.kept_for = kept_for
        #: (table, person) -> (the table's version, when it was chosen, the chosen ids), in the
        #: order they were chosen (``choose`` puts a changed one last): the first goes first
        self._kept: dict[tuple[int, int], tuple[int, datetime, tuple[str, ...]]] = {}

    def __len__(self) -> int:
        """How many selections are kept (tests check none is left behind)."""
        return len(self._kept)

    def of(self, table: TableSnapshot, user_id: int) -> tuple[str, ...]:
        """What ``user_id`` has chosen at this version of ``table``: dropped if the table has
        moved on since, not shown on an older version (a redraw that was already under way)."""
        key = (table.id, user_id)
        kept = self._kept.get(key)
        if kept is None:
            return ()
        version, _, chosen = kept
        if version < table.version:
            del self._kept[key]
            return ()
        return chosen if version == table.version else ()

    def choose(self, table: TableSnapshot, user_id: int, chosen: tuple[str, ...]) -> None:
        """``user_id`` has now chosen ``chosen`` at this version of ``table``."""
        key = (table.id, user_id)
        self._kept.pop(key, None)
        self._kept[key] = (table.version, self._clock(), chosen)

    def drop(self, table_id: int, user_id: int) -> None:
        """The choice was committed (or its table found ended)."""
        self._kept.pop((table_id, user_id), None)

    def forget(self, table_id: int) -> None:
        """The table has ended."""
        for key in [k for k in self._kept if k[0] == table_id]:
            del self._kept[key]

    # ------------------------------------------------------------------ the timer loop's side

    def next_due(self) -> datetime | None:
        first = next(iter(self._kept.values()), None)
        return None if first is None else first[1] + self.kept_for

    async def fire_due(self, now: datetime) -> None:
        """Let go of the selections kept for ``KEPT_FOR`` (all of them: a clock set back may
        have put a younger one first)."""
        for key in [k for k, (_, at, _) in self._kept.items() if at + self.kept_for <= now]:
            del self._kept[key]
