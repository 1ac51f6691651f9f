"""Work on a table's newest snapshot, at most once per interval, merging what comes between.

Discord rate-limits message edits, and a table can change many times a second (a deal dealt
in small batches, AI players answering at once). Each kind of redraw (the table message, the
open hand views) goes through one of these: the newest snapshot wins, older ones are skipped.

The interval is measured on the clock the pause sleeps on (the presenter's ``Steady`` one,
from the service's), and a pause never lasts longer than one interval: measured on two clocks,
a pause from a time "in the future" once froze a table's redraws for as long as the clocks
were apart (issue #13: a simulated Discord's clock against the machine's).
"""

from __future__ import annotations

import datetime as datetime_module
import time
from collections.abc import Awaitable, Callable
from datetime import datetime

import discord

from bot.alarms import Alarms, run_kept
from bot.tables.snapshots import TableSnapshot
from bot.ui.drawing_turns import DrawingTurns

#: what ``discord.utils.utcnow`` reads the time from (``datetime``, unless a test replaced it)
_DISCORD_UTILS = vars(discord.utils)


class Steady:
    """Seconds on a wall clock (the service's), never going back: when the machine's clock is
    set back, what was measured on it before (a target's last writes, a member's last clicks,
    a table's last redraw) would lie "in the future" and every wait on it would last as long
    as the step. This clock goes on from where it was and keeps only the wall's forward steps."""

    def __init__(self, wall: Callable[[], datetime]) -> None:
        self._wall = wall
        self._last = 0.0
        self._behind = 0.0  # how far the wall was set back, in all
        #: the bot's wall, ``discord.utils.utcnow``, is read as ``time.time()``: the same clock
        #: (``datetime.now(UTC)`` reads it) without making a datetime and reading it back, four
        #: times the cost (~20 reads a move; issue #19); only while ``discord.utils`` reads
        #: Python's own ``datetime``: a simulated Discord (SimCord, in the tests) puts its clock
        #: in its place, which is then read as before
        self._discords = wall is discord.utils.utcnow

    def __call__(self) -> float:
        if self._discords and _DISCORD_UTILS["datetime"] is datetime_module:
            wall = time.time()
        else:
            wall = self._wall().timestamp()
        if wall < self._last:  # set back (a plain test: called at every write and alarm)
            self._behind += self._last - wall
        self._last = wall
        return wall + self._behind


#: a redraw: done at once (None), or what is left of it to await (a picture drawn in a thread)
Work = Callable[[TableSnapshot], Awaitable[None] | None]


class Paced:
    """Waits between redraws are alarms (``bot.alarms``), not a sleeping task per table; and
    a redraw is a callback, run where a task's first step would have run (the same order of
    writes), with a task only for what it must await: a task a redraw was ~3 % of the
    loop's time with 1,000 tables (issue #19)."""

    def __init__(
        self,
        work: Work,
        interval: Callable[[], float],
        alarms: Alarms,
        turns: DrawingTurns | None = None,
    ) -> None:
        self._work = work
        #: a redraw is drawing: it takes its turn behind the moves (``bot.ui.drawing_turns``)
        self._turns = turns or DrawingTurns()
        self._interval = interval
        self._alarms = alarms
        self._newest: dict[int, TableSnapshot] = {}
        #: tables with a redraw waiting or under way
        self._running: set[int] = set()
        #: when each live table was last redrawn (``_drawn_at``), and from which version
        #: (``_drawn``): two dicts of numbers, which the collector stops tracking, where one of
        #: pairs took a fresh tuple at each redraw and was walked by every full collection
        #: during play, two references a table (issue #19)
        self._drawn_at: dict[int, float] = {}
        self._drawn: dict[int, int] = {}
        #: what each table's alarm calls: one bound method for them all, where one made per
        #: alarm was one more object the collector walked while a redraw waited, two a
        #: table at a time with 1,000 tables (issue #19)
        self._starter = self._start

    def submit(self, table: TableSnapshot) -> None:
        current = self._newest.get(table.id)
        if current is None or current.version <= table.version:
            self._newest[table.id] = table
        if table.id in self._running:
            return
        self._running.add(table.id)
        self._next(table.id)

    def forget(self, table_id: int) -> None:
        """The table has ended: a live snapshot still waiting for its pace is not drawn. Its
        end is, when submitted with it; a table closed with its channel deleted has no last
        redraw, and its older snapshot would be written into the deleted channel, through an
        outbox made again for it that no ended table ever lets go."""
        self._drawn_at.pop(table_id, None)
        self._drawn.pop(table_id, None)
        waiting = self._newest.get(table_id)
        if waiting is not None and waiting.status.is_live:
            del self._newest[table_id]

    def _next(self, table_id: int) -> None:
        """The table's next redraw: now, or once its interval has passed."""
        if table_id not in self._newest:
            self._running.discard(table_id)
            return
        interval = self._interval()
        last = self._drawn_at.get(table_id, 0.0)
        wait = min(last + interval - self._alarms.clock(), interval)
        if wait > 0:
            self._alarms.after(wait, self._starter, table_id)
        else:
            self._start(table_id)

    def _start(self, table_id: int) -> None:
        self._turns.call(self._run, table_id)

    def _run(self, table_id: int) -> None:
        """A snapshot older than the one last drawn is passed over: read before a change
        that was drawn meanwhile (``Presenter.posted``), it would show the table going back."""
        table = self._newest.pop(table_id, None)
        last = self._drawn.get(table_id)
        if table is None or (last is not None and table.version < last):
            self._running.discard(table_id)
            return
        try:
            rest = self._work(table)
        except BaseException:
            self._done(table)
            raise
        if rest is None:
            self._done(table)
        else:
            run_kept(self._finish(table, rest), self._alarms.tasks)

    async def _finish(self, table: TableSnapshot, rest: Awaitable[None]) -> None:
        try:
            await rest
        finally:
            self._done(table)

    def _done(self, table: TableSnapshot) -> None:
        if table.status.is_live:
            self._drawn_at[table.id] = self._alarms.clock()
            self._drawn[table.id] = table.version
        else:  # its last redraw: nothing paces an ended table any more
            self._drawn_at.pop(table.id, None)
            self._drawn.pop(table.id, None)
        self._next(table.id)
