"""Drawing for Discord takes turns behind the moves: a slice of each pass through the loop.

With 1,000 tables playing, the event loop's thread is busy most of the time, and a third of
that is drawing what Discord is sent a moment later anyway: other players' hand views and the
table messages, at their paced rate. Drawn as soon as they came due, dozens of them could fall
in one pass through the loop (every table whose pace ran out, every view a move touched), and
a person's click, a batch's commit and an AI's move waited behind all of them (issue #19).
Here drawing takes about ``SLICE`` seconds of each pass, as measured while it draws; what
comes after that waits for the next pass, in the order it came, while the moves go on at once.
A hand view waiting for its turn is still replaced by a newer redraw, so a busy loop draws
fewer views, never older ones.

The acting person's own view (their click's answer) and the play-by-play never wait here.
"""

from __future__ import annotations

import asyncio
import time
from collections import deque
from collections.abc import Callable
from typing import Any

#: seconds of drawing a pass through the loop may hold (a few hand views): at 1,000 tables
#: 1.5, 2 and 3 ms did alike (docs/performance.md, "Drawing in turns behind the moves")
SLICE = 0.002
#: a drawing's cost before any is measured (a hand view's, about)
FIRST_COST = 0.0003

_Waiting = tuple[asyncio.Future[None] | Callable[..., None], tuple[Any, ...], float]


class DrawingTurns:
    """One for the process (the presenter's), shared by every outbox and paced redraw."""

    __slots__ = ("_cost", "_passing", "_slice", "_used", "_waiting", "clock", "delays")

    def __init__(
        self,
        slice_seconds: float = SLICE,
        clock: Callable[[], float] = time.perf_counter,
        cost: float = FIRST_COST,
    ) -> None:
        self._slice = slice_seconds
        self.clock = clock
        #: seconds of drawing done in this pass through the loop
        self._used = 0.0
        #: what waits for its turn, in order: a drain's future, or a callback with its
        #: arguments, and since when
        self._waiting: deque[_Waiting] = deque()
        #: the next pass's start is asked for (a callback, which runs in the next pass)
        self._passing = False
        #: a drawing's usual cost, to let as many through a pass as fit in its slice
        self._cost = cost
        #: when a list (the bench's), how long each wait for a turn lasted, in seconds
        self.delays: list[float] | None = None

    def busy(self) -> bool:
        """Whether drawing now would go beyond this pass's slice, or before others waiting."""
        return bool(self._waiting) or self._used >= self._slice

    async def turn(self) -> None:
        """Wait for a turn to draw (ask only when :meth:`busy`)."""
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._waiting.append((future, (), self.clock()))
        self._next_pass_soon()
        await future

    def call(self, callback: Callable[..., None], *args: Any) -> None:
        """Run ``callback(*args)``, a drawing, in this pass if it has room, else in the next
        pass that has."""
        if self.busy():
            self._waiting.append((callback, args, self.clock()))
            self._next_pass_soon()
        else:
            asyncio.get_running_loop().call_soon(self._timed, callback, args)

    def spent(self, seconds: float) -> None:
        """A drawing took ``seconds`` of this pass."""
        self._used += seconds
        self._cost += (seconds - self._cost) / 16
        self._next_pass_soon()

    def _timed(self, callback: Callable[..., None], args: tuple[Any, ...]) -> None:
        began = self.clock()
        try:
            callback(*args)
        finally:
            self.spent(self.clock() - began)

    def _next_pass_soon(self) -> None:
        if not self._passing:
            self._passing = True
            asyncio.get_running_loop().call_soon(self._next_pass)

    def _next_pass(self) -> None:
        """A pass begins (this callback was queued in the one before): its slice is fresh, and
        as many waiting drawings as it should hold are let go (they run in the pass after
        this one's callbacks, as every callback queued now does)."""
        self._passing = False
        self._used = 0.0
        room = self._slice
        loop = asyncio.get_running_loop()
        now = self.clock()
        while self._waiting and room > 0:
            waiting, args, since = self._waiting.popleft()
            room -= self._cost
            if self.delays is not None:
                self.delays.append(now - since)
            if isinstance(waiting, asyncio.Future):
                if not waiting.done():  # (a drain cancelled while it waited)
                    waiting.set_result(None)
            else:
                loop.call_soon(self._timed, waiting, args)
        if self._waiting:
            self._next_pass_soon()
