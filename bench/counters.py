"""What one move waits on, counted: the hops and hand-offs between an action and its answer.

An action's latency is mostly not its own CPU but its turns in the queue: every time its task
goes back to the event loop (a round trip to aiosqlite's thread, a lock, a future another
task sets), it waits behind everything else that is ready, and the thread it handed work to
fights for the GIL. ``bench/tables.py`` prints these counts beside the latency, so a change
meant to cut the waiting shows whether it did:

- per person's action (read + act, counted in that action's context, which the tasks it
  starts inherit): its task's suspensions (each a trip through the loop's queue), the
  round trips to aiosqlite's thread and the SQL statements made on its behalf, and the
  tasks it started (a batch writer serves several moves: its trips are counted by the
  action that started it);
- per move of the process (people, AI and system): round trips, statements, event-loop
  iterations and tasks started, all told.
"""

from __future__ import annotations

import asyncio
import asyncio.base_events
import contextvars
from collections.abc import Awaitable, Callable, Coroutine, Generator
from dataclasses import dataclass, fields
from typing import Any, Generic, TypeVar, cast

import aiosqlite
from sqlalchemy import event
from sqlalchemy.ext.asyncio import AsyncEngine

_T = TypeVar("_T")


@dataclass(slots=True)
class Counts:
    suspensions: int = 0
    trips: int = 0
    statements: int = 0
    tasks: int = 0
    loop_iterations: int = 0

    def add(self, other: Counts) -> None:
        for name in (f.name for f in fields(self)):
            setattr(self, name, getattr(self, name) + getattr(other, name))


#: the counts of the person's action under way in this context (None: not an action's work)
_ACTION: contextvars.ContextVar[Counts | None] = contextvars.ContextVar("action", default=None)


class Counters:
    """Installed once per process run; ``action`` wraps a person's read + act."""

    def __init__(self) -> None:
        self.process = Counts()
        self.actions = Counts()
        self.action_count = 0
        self._undo: list[Callable[[], None]] = []

    def install(self, engine: AsyncEngine) -> None:
        self._patch(aiosqlite.Connection, "_execute", self._counted_trip)
        self._patch(asyncio.base_events.BaseEventLoop, "_run_once", self._counted_iteration)
        loop = asyncio.get_running_loop()
        previous = loop.get_task_factory()
        loop.set_task_factory(self._task_factory(previous))
        self._undo.append(lambda: loop.set_task_factory(previous))
        event.listen(engine.sync_engine, "before_cursor_execute", self._statement)
        self._undo.append(
            lambda: event.remove(engine.sync_engine, "before_cursor_execute", self._statement)
        )

    def uninstall(self) -> None:
        while self._undo:
            self._undo.pop()()

    def reset(self) -> None:
        """Start counting again (in place: the installed hooks hold these counts)."""
        for counts in (self.process, self.actions):
            for name in (f.name for f in fields(counts)):
                setattr(counts, name, 0)
        self.action_count = 0

    async def action(self, work: Coroutine[Any, Any, _T]) -> _T:
        """Run ``work`` (a person's read and move) counting what it waits on."""
        counts = Counts()
        token = _ACTION.set(counts)
        try:
            return await _Suspensions(work, counts)
        finally:
            _ACTION.reset(token)
            self.actions.add(counts)
            self.action_count += 1

    def per_action(self) -> dict[str, float]:
        return _divided(self.actions, self.action_count)

    def per_move(self, moves: int) -> dict[str, float]:
        return _divided(self.process, moves)

    def _patch(self, owner: Any, name: str, wrap: Callable[[Any], Any]) -> None:
        original = getattr(owner, name)
        setattr(owner, name, wrap(original))
        self._undo.append(lambda: setattr(owner, name, original))

    def _counted_trip(self, original: Callable[..., Awaitable[Any]]) -> Any:
        process = self.process

        async def _execute(connection: Any, *args: Any, **kwargs: Any) -> Any:
            process.trips += 1
            if (counts := _ACTION.get()) is not None:
                counts.trips += 1
            return await original(connection, *args, **kwargs)

        return _execute

    def _counted_iteration(self, original: Callable[[Any], None]) -> Any:
        process = self.process

        def _run_once(loop: Any) -> None:
            process.loop_iterations += 1
            original(loop)

        return _run_once

    def _task_factory(self, previous: Any) -> Any:
        process = self.process

        def factory(loop: asyncio.AbstractEventLoop, coro: Any, **kwargs: Any) -> Any:
            process.tasks += 1
            if (counts := _ACTION.get()) is not None:
                counts.tasks += 1
            if previous is not None:
                return previous(loop, coro, **kwargs)
            return asyncio.Task(coro, loop=loop, **kwargs)

        return factory

    def _statement(self, *_args: Any) -> None:
        self.process.statements += 1
        if (counts := _ACTION.get()) is not None:
            counts.statements += 1


class _Suspensions(Generic[_T]):
    """Awaits a coroutine, counting each time it gives the loop back its turn."""

    def __init__(self, work: Coroutine[Any, Any, _T], counts: Counts) -> None:
        self._work = work
        self._counts = counts

    def __await__(self) -> Generator[Any, Any, _T]:
        steps = self._work.__await__()
        sending: Any = None
        thrown: BaseException | None = None
        while True:
            try:
                yielded = steps.throw(thrown) if thrown is not None else steps.send(sending)
            except StopIteration as done:
                return cast(_T, done.value)
            self._counts.suspensions += 1
            sending, thrown = None, None
            try:
                sending = yield yielded
            except BaseException as error:  # cancellation: passed on to the work
                thrown = error


def _divided(counts: Counts, by: int) -> dict[str, float]:
    return {f.name: getattr(counts, f.name) / max(1, by) for f in fields(counts)}
