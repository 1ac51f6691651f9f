"""The outboxes of one process: one per Discord target, made when first written to, kept as
plain values between writes (what the collector need not walk), and let go once no table
uses the target and what waits there is sent (an idle process keeps none for ended tables).
Apart from :mod:`bot.ui.outbox`, which is one target's queue and budget."""

from __future__ import annotations

import asyncio
import itertools
import logging
import time
from collections.abc import Awaitable, Callable, Hashable

from bot.alarms import Alarms
from bot.ui.budget import Budget
from bot.ui.drawing_turns import DrawingTurns
from bot.ui.outbox import Folded, Outbox, Shared
from bot.ui.write_deadlines import WriteDeadlines

log = logging.getLogger(__name__)


class Outboxes:
    """One outbox per Discord target, made when first written to."""

    def __init__(
        self,
        budget: Budget,
        *,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
        turns: DrawingTurns | None = None,
    ) -> None:
        self._tasks: set[asyncio.Task[None]] = set()
        #: drawing takes turns behind the moves, here and in the paced redraws
        self.turns = turns or DrawingTurns()
        #: an outbox while it writes (or holds log lines), its memory alone while it is idle
        self._boxes: dict[Hashable, Outbox | Folded] = {}
        self._alarms = Alarms(clock, sleep, self._tasks)
        self._shared = Shared(
            budget,
            self._tasks,
            WriteDeadlines(),
            clock,
            sleep,
            self._alarms,
            itertools.count(),
            self._let_go,
            self._rest,
            self._current,
            self.turns,
        )

    def __call__(self, target: Hashable) -> Outbox:
        box = self._boxes.get(target)
        if box is None:
            box = self._boxes[target] = Outbox(target, self._shared)
        elif isinstance(box, tuple):
            box = self._boxes[target] = Outbox(target, self._shared, box)
        else:
            box.in_use()
        return box

    def __len__(self) -> int:
        """How many outboxes are kept (tests check that ended tables leave none behind)."""
        return len(self._boxes)

    def release(self, target: Hashable) -> None:
        """No table uses ``target`` any more: its outbox goes once what waits there is sent
        (a later write makes a new one)."""
        box = self._boxes.get(target)
        if isinstance(box, tuple):
            del self._boxes[target]  # idle: nothing waits
        elif box is not None:
            box.release()

    def _let_go(self, box: Outbox) -> None:
        if self._boxes.get(box.target) is box:
            del self._boxes[box.target]

    def _rest(self, box: Outbox) -> None:
        if self._boxes.get(box.target) is box:
            self._boxes[box.target] = box.folded()

    def _current(self, box: Outbox) -> Outbox:
        now = self._boxes.get(box.target)
        if isinstance(now, Outbox):
            return now
        box.woken(now)
        self._boxes[box.target] = box
        return box

    async def idle(self) -> None:
        """Wait until every outbox has sent what it holds (waiting for budget if it must)."""
        await asyncio.sleep(0)  # held lines' alarms are set by a callback (``Outbox._wake``)
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)

    async def flush(self, timeout: float) -> None:
        """Shutting down: send what waits, held log lines at once, for at most ``timeout`` s
        (what is left then is lost with the process, as any write not yet made)."""
        for box in self._boxes.values():
            if not isinstance(box, tuple):
                box.flush()
        self._alarms.stop()  # held lines go now: nothing waits for their time any more
        if not self._tasks:
            return
        _, late = await asyncio.wait(list(self._tasks), timeout=timeout)
        if late:
            log.warning("%d outbox(es) still had writes to make at shutdown", len(late))

    def discard(self, target: Hashable) -> None:
        """Drop an idle outbox (an interaction token that expired); a busy one stays."""
        box = self._boxes.get(target)
        if isinstance(box, tuple) or (box is not None and not box.pending):
            del self._boxes[target]
