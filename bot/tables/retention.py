"""The move logs of games long over, deleted a batch at a time (``keep_move_logs_days``).

Off unless the bot's admin sets how long to keep them: the log is what proves a disputed
hand, and how long that may be asked is the community's choice, not the bot's. Once an hour
the logs of tables ended longer ago than that go, a few tables per transaction, so a first run
over years of games never holds the database for long, and play goes on between batches.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from datetime import datetime, timedelta

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from storage.retention import prune_move_logs

log = logging.getLogger(__name__)

#: tables emptied per transaction: a Shengji game is some 2,900 rows, so a batch stays small
BATCH = 20
#: seconds between two runs: an ended table waits an hour past its keeping at most
EVERY = 3600.0


class MoveLogPruner:
    def __init__(
        self,
        sessions: async_sessionmaker[AsyncSession],
        clock: Callable[[], datetime],
        keep: timedelta,
        *,
        every: float = EVERY,
    ) -> None:
        self.sessions = sessions
        self.clock = clock
        self.keep = keep
        self.every = every
        self._task: asyncio.Task[None] | None = None
        #: every table ended before this was emptied by an earlier run: later runs look only
        #: at the tables ended since (years of games are not walked again every hour)
        self._done_before: datetime | None = None

    async def prune(self) -> int:
        """Empty the logs of every table ended more than ``keep`` ago; how many it emptied."""
        before = self.clock() - self.keep
        emptied = 0
        while True:
            async with self.sessions() as session, session.begin():
                done = await prune_move_logs(session, before, BATCH, ended_after=self._done_before)
            emptied += done
            if done < BATCH:
                self._done_before = before
                return emptied
            await asyncio.sleep(0)  # the moves waiting for the database go first

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._run())

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    async def _run(self) -> None:
        while True:
            try:
                emptied = await self.prune()
            except Exception:  # the database out of reach: the next run tries again
                log.exception("could not delete old move logs")
            else:
                if emptied:
                    days = self.keep.days
                    log.info(
                        "deleted the move logs of %d tables ended over %d days ago", emptied, days
                    )
            await asyncio.sleep(self.every)
