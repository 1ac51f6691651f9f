"""The one loop that fires table timers: reminders, expired turns, abandoned tables.

It holds no deadlines of its own. Each turn it asks the service to fire whatever is due, then
sleeps until the earliest stored deadline (or until poked after a commit moved deadlines).
A restart therefore loses nothing, and a deadline missed while the bot was down fires once.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from datetime import datetime

from bot.tables.service import TableService
from bot.tables.snapshots import TableUpdate

log = logging.getLogger(__name__)


class TimerLoop:
    def __init__(
        self, service: TableService, clock: Callable[[], datetime], *, longest_sleep: float = 300.0
    ) -> None:
        self.service = service
        self.clock = clock
        self.longest_sleep = longest_sleep
        self._task: asyncio.Task[None] | None = None
        self._sleeper: asyncio.Future[None] | None = None

    def start(self) -> None:
        if self._task is None or self._task.done():
            self._task = asyncio.get_running_loop().create_task(self._run(), name="parlour-timers")

    async def on_update(self, update: TableUpdate) -> None:
        """Deadlines may have moved: wake up and look again."""
        self.poke()

    def poke(self) -> None:
        if self._sleeper is not None and not self._sleeper.done():
            self._sleeper.cancel()

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(BaseException):
                await self._task
        self._task = None

    async def _run(self) -> None:
        while True:
            delay = self.longest_sleep
            try:
                await self.service.fire_due(self.clock())
                due = await self.service.next_due()
                if due is not None:
                    delay = min(delay, max(0.0, (due - self.clock()).total_seconds()))
            except Exception:
                log.exception("the timer loop failed; trying again shortly")
                delay = 5.0
            self._sleeper = asyncio.ensure_future(asyncio.sleep(delay))
            await asyncio.wait({self._sleeper})
