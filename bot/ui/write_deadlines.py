"""The time Discord is given to answer a write, kept for all writes under way by one timer.

``asyncio.timeout`` around each write made a timer handle a write (~8 us with its object and
heap push, on the event loop's thread, two or three writes a move; issue #19), and as a
write rarely takes as long as its timeout, each handle stayed cancelled in the loop's heap
until its time, tens of thousands of them with 1,000 tables. Here a write under way is an
entry in a dict, and one timer rings for the first of them to be due.

A write cut off is told as ``asyncio.timeout`` tells it: its task is cancelled, and the
cancellation is taken back (``Task.uncancel``) once the write has ended, so that the
caller may go on (an outbox goes on with what waits) and a cancellation from elsewhere (a
shutdown) is not mistaken for a timeout.
"""

from __future__ import annotations

import asyncio


class WriteDeadlines:
    def __init__(self) -> None:
        #: the tasks writing, with by when (the loop's time) each write must be answered
        self._under_way: dict[asyncio.Task[object], float] = {}
        #: tasks cancelled here whose write has not ended yet
        self._cut: set[asyncio.Task[object]] = set()
        self._timer: asyncio.TimerHandle | None = None

    def begin(self, timeout: float) -> asyncio.Task[object]:
        """A write begins in the current task: it is cancelled unless it ends within
        ``timeout`` seconds."""
        task = asyncio.current_task()
        if task is None:
            raise RuntimeError("a write is timed within a task")
        loop = task.get_loop()
        due = loop.time() + timeout
        self._under_way[task] = due
        if self._timer is None or due < self._timer.when():
            if self._timer is not None:
                self._timer.cancel()
            self._timer = loop.call_at(due, self._ring, due)
        return task

    def end(self, task: asyncio.Task[object]) -> bool:
        """The write ended (answered, refused or cancelled): whether it was cut off, its
        task's cancellation then taken back."""
        self._under_way.pop(task, None)
        if task not in self._cut:
            return False
        self._cut.discard(task)
        task.uncancel()
        return True

    def _ring(self, due: float) -> None:
        """The writes due by ``due`` (this timer's time) are cut off; the timer is set again
        for the first write left."""
        self._timer = None
        late = [task for task, until in self._under_way.items() if until <= due]
        for task in late:
            del self._under_way[task]
            self._cut.add(task)
            task.cancel()
        if self._under_way:
            first = min(self._under_way.values())
            self._timer = asyncio.get_running_loop().call_at(first, self._ring, first)
