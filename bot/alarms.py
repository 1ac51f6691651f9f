"""Callbacks due at a time, woken by one sleeping task instead of one each (issue #19).

With 1,000 tables playing, some 800 waits are under way at any moment (a table's next paced
redraw, log lines waiting out their gap, an AI seat's pause): as a task each, a wait is about
eleven objects that every full garbage collection walks (the task, its coroutine, the sleep's
future and timer handle, a copied context); as an entry here it is the alarm and its callback
(a bound method's function and its object, kept apart: the bound method was one more
object), with what it is called with beside it rather than in a ``partial``, and its time in
a heap of plain numbers: an alarm was four objects, the heap's entry holding it and a partial
of its bound method too, ~1,000 at a time with 1,000 tables.

The sleeping is done with an injected ``sleep`` on an injected clock, as every pause of the
bot is (a simulated Discord parks it until a test lets time pass). The sleep returning is
what makes the alarms it slept for due, not the clock: a test's sleep may return at once
without moving any clock. An alarm earlier than every sleep under way gets a sleeper of its
own instead of cancelling one (a simulated sleep is not ours to cancel); the later sleeper
then finds its alarms already rung, or none left, and ends.
"""

from __future__ import annotations

import asyncio
import heapq
import itertools
import logging
from collections.abc import Awaitable, Callable, Coroutine
from types import MethodType
from typing import Any

log = logging.getLogger(__name__)


def run_kept(
    work: Coroutine[object, object, None], *kept: set[asyncio.Task[None]], name: str | None = None
) -> asyncio.Task[None]:
    """``work`` run as a task held in each of ``kept`` until it ends: the event loop keeps
    only a weak reference to a task, so one held nowhere may be collected mid-run, and who
    waits for a set's tasks (a shutdown) waits for this one too."""
    task = asyncio.get_running_loop().create_task(work, name=name)
    for tasks in kept:
        tasks.add(task)
        task.add_done_callback(tasks.discard)
    return task


#: the ``owner`` of an alarm whose callback is no bound method
_UNBOUND = object()


class Alarm:
    """One callback waiting for its time, and what it is called with; :meth:`cancel` keeps
    it from ringing. A bound method is kept as its function and its object (``owner``): a
    bound method made for each alarm was one more object for the collector to walk while
    it waited, one a waiting table (issue #19)."""

    __slots__ = ("arguments", "callback", "owner")

    def __init__(self, callback: Callable[..., object], arguments: tuple[Any, ...]) -> None:
        self.owner: object = _UNBOUND
        if isinstance(callback, MethodType):
            self.owner = callback.__self__
            callback = callback.__func__
        self.callback: Callable[..., object] | None = callback
        self.arguments = arguments

    def cancel(self) -> None:
        self.callback = self.owner = None


class Alarms:
    def __init__(
        self,
        clock: Callable[[], float],
        sleep: Callable[[float], Awaitable[None]],
        tasks: set[asyncio.Task[None]],
    ) -> None:
        #: what alarms are set on (the owner's work measures its intervals on it too)
        self.clock = clock
        self._sleep = sleep
        #: the sleepers are kept here (not collected mid-sleep; whoever waits until the
        #: owner's work is done waits for them too), and the owner's tasks with them
        self.tasks = tasks
        self._sleepers: set[asyncio.Task[None]] = set()
        #: when each alarm is due and its number, a heap: plain numbers, which the collector
        #: stops tracking (with the alarm in each, every one was walked until it rang)
        self._due: list[tuple[float, int]] = []
        #: the alarms by their numbers
        self._alarms: dict[int, Alarm] = {}
        self._order = itertools.count()
        #: when each sleeper under way wakes
        self._sleeping: list[float] = []
        self._stopped = False

    def __len__(self) -> int:
        """Alarms not yet rung (cancelled ones included until their time)."""
        return len(self._due)

    def after(self, seconds: float, callback: Callable[..., object], *arguments: Any) -> Alarm:
        """Call ``callback(*arguments)`` (on the event loop) once ``seconds`` have passed;
        never, once stopped. What a shutdown rang early may set its alarm again (a table
        redrawn after its channel's rest finds it still resting): its sleeper, started after
        the others were cancelled, would have kept the shutdown waiting for the owner's tasks
        until its flush time ran out, and the writes still queued would never have gone."""
        alarm = Alarm(callback, arguments)
        if self._stopped:
            alarm.cancel()
            return alarm
        when = self.clock() + max(0.0, seconds)
        number = next(self._order)
        self._alarms[number] = alarm
        heapq.heappush(self._due, (when, number))
        if not self._sleeping or when < min(self._sleeping):
            self._sleeping.append(when)
            run_kept(self._sleep_until(when), self.tasks, self._sleepers)
        return alarm

    def stop(self) -> None:
        """Shutting down: nothing rings any more, and the sleepers end now rather than at
        their time (a shutdown waits for the owner's tasks); none is set any more."""
        self._stopped = True
        self._due.clear()
        self._alarms.clear()
        for task in self._sleepers:
            task.cancel()

    def ring_now(self) -> None:
        """Shutting down, with what waits still wanted: every alarm rings now, early, and the
        sleepers end."""
        self._ring(float("inf"))
        self.stop()

    async def _sleep_until(self, when: float) -> None:
        try:
            while True:
                await self._sleep(max(0.0, when - self.clock()))
                self._ring(when)
                later = min((w for w in self._sleeping if w != when), default=None)
                if not self._due or (later is not None and self._due[0][0] >= later):
                    return  # nothing left, or another sleeper wakes first
                self._sleeping.remove(when)
                when = self._due[0][0]
                self._sleeping.append(when)
        finally:
            self._sleeping.remove(when)

    def _ring(self, until: float) -> None:
        """Every alarm due by ``until`` (the time slept to), in order."""
        while self._due and self._due[0][0] <= until:
            alarm = self._alarms.pop(heapq.heappop(self._due)[1])
            callback, alarm.callback = alarm.callback, None
            if callback is None:
                continue
            owner, alarm.owner = alarm.owner, None
            try:
                if owner is _UNBOUND:
                    callback(*alarm.arguments)
                else:
                    callback(owner, *alarm.arguments)
            except Exception:
                log.exception("an alarm's callback failed")
