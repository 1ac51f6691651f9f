"""Alarms: callbacks due at a time, rung by as few sleeping tasks as the times allow."""

from __future__ import annotations

import asyncio
import gc
import logging
from types import MethodType

import pytest

from bot.alarms import Alarms
from tests.support.collector import collect_fully


class Clock:
    """A clock that sleeping moves (``moves=False``: sleeps return at once, as noted naps do)."""

    def __init__(self, moves: bool = True) -> None:
        self.now = 0.0
        self.moves = moves
        self.slept: list[float] = []
        self.rung: list[tuple[float, str]] = []
        self.tasks: set[asyncio.Task[None]] = set()
        self.alarms = Alarms(lambda: self.now, self.sleep, self.tasks)

    async def sleep(self, seconds: float) -> None:
        self.slept.append(seconds)
        await asyncio.sleep(0)
        if self.moves:
            self.now += seconds

    def ring(self, name: str) -> None:
        self.rung.append((self.now, name))

    async def idle(self) -> None:
        while self.tasks:
            await asyncio.gather(*list(self.tasks))


async def test_alarms_ring_once_each_in_the_order_of_their_times_from_one_sleeper() -> None:
    clock = Clock()
    clock.alarms.after(3.0, lambda: clock.ring("c"))
    clock.alarms.after(5.0, lambda: clock.ring("d"))
    clock.alarms.after(3.0, lambda: clock.ring("c2"))
    assert len(clock.tasks) == 1
    await clock.idle()
    assert clock.rung == [(3.0, "c"), (3.0, "c2"), (5.0, "d")]
    assert clock.slept == [3.0, 2.0]
    assert len(clock.alarms) == 0


async def test_an_alarm_earlier_than_every_sleep_gets_a_sleeper_of_its_own() -> None:
    """On the loop's own clock (two sleepers at once need one timeline), in milliseconds: the
    early alarm rings while the later one's sleeper still sleeps, however slow the machine
    (a bound of 50 ms on a busy one failed; the later alarm is a minute away)."""
    loop = asyncio.get_running_loop()
    rung: list[str] = []
    early = asyncio.Event()
    tasks: set[asyncio.Task[None]] = set()

    async def sleep(seconds: float) -> None:
        await asyncio.sleep(seconds / 1000)

    def ring_early() -> None:
        rung.append("early")
        early.set()

    alarms = Alarms(lambda: loop.time() * 1000, sleep, tasks)
    alarms.after(60_000.0, lambda: rung.append("late"))
    alarms.after(1.0, ring_early)
    assert len(tasks) == 2
    await asyncio.wait_for(early.wait(), timeout=30)
    assert rung == ["early"]  # not held back until the later alarm's time
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)


async def test_a_cancelled_alarm_does_not_ring() -> None:
    clock = Clock()
    alarm = clock.alarms.after(2.0, lambda: clock.ring("cancelled"))
    clock.alarms.after(3.0, lambda: clock.ring("kept"))
    alarm.cancel()
    await clock.idle()
    assert clock.rung == [(3.0, "kept")]


async def test_a_sleep_that_moves_no_clock_still_rings_what_it_slept_for() -> None:
    """A test's noted naps return at once and leave the clock: the sleep returning is what
    makes its alarms due, or nothing would ever ring there."""
    clock = Clock(moves=False)
    clock.alarms.after(1.5, lambda: clock.ring("first"))
    clock.alarms.after(4.0, lambda: clock.ring("second"))
    await clock.idle()
    assert [name for _, name in clock.rung] == ["first", "second"]
    assert clock.slept == [1.5, 4.0]


async def test_an_alarm_set_while_ringing_rings_in_its_turn() -> None:
    clock = Clock()

    def again() -> None:
        clock.ring("first")
        clock.alarms.after(2.0, lambda: clock.ring("then"))

    clock.alarms.after(1.0, again)
    await clock.idle()
    assert clock.rung == [(1.0, "first"), (3.0, "then")]


async def test_a_failing_callback_is_logged_and_the_others_still_ring(
    caplog: pytest.LogCaptureFixture,
) -> None:
    clock = Clock()

    def broken() -> None:
        raise RuntimeError("broken callback")

    clock.alarms.after(1.0, broken)
    clock.alarms.after(1.0, lambda: clock.ring("after"))
    with caplog.at_level(logging.ERROR, logger="bot.alarms"):
        await clock.idle()
    assert clock.rung == [(1.0, "after")]
    assert "an alarm's callback failed" in caplog.text


def parked() -> tuple[Alarms, set[asyncio.Task[None]]]:
    """Alarms whose sleeps never return by themselves (as a simulated Discord parks them)."""
    tasks: set[asyncio.Task[None]] = set()
    forever = asyncio.Event()

    async def sleep(seconds: float) -> None:
        await forever.wait()

    return Alarms(lambda: 0.0, sleep, tasks), tasks


async def test_stopped_alarms_ring_no_more_and_their_sleepers_end_at_once() -> None:
    alarms, tasks = parked()
    rung: list[str] = []
    alarms.after(20.0, lambda: rung.append("late"))
    await asyncio.sleep(0)
    alarms.stop()
    await asyncio.gather(*tasks, return_exceptions=True)
    assert not tasks and not rung and len(alarms) == 0


async def test_alarms_rung_now_ring_early_in_order_and_their_sleepers_end() -> None:
    alarms, tasks = parked()
    rung: list[str] = []
    alarms.after(30.0, lambda: rung.append("later"))
    alarms.after(20.0, lambda: rung.append("soon"))
    alarms.after(25.0, lambda: rung.append("cancelled")).cancel()
    await asyncio.sleep(0)
    alarms.ring_now()
    assert rung == ["soon", "later"]
    await asyncio.gather(*tasks, return_exceptions=True)
    assert not tasks and len(alarms) == 0


async def test_an_alarm_set_after_a_stop_never_rings_and_starts_no_sleeper() -> None:
    """What a stop rang early may set its alarm again (a redraw finding its channel still
    resting): a sleeper started for it then would hold a shutdown waiting for the tasks."""
    alarms, tasks = parked()
    rung: list[str] = []
    alarms.after(20.0, lambda: rung.append("early"))
    await asyncio.sleep(0)
    alarms.ring_now()
    await asyncio.gather(*tasks, return_exceptions=True)  # its sleeper has ended
    alarms.after(20.0, lambda: rung.append("again"))
    assert not tasks and rung == ["early"] and len(alarms) == 0


async def test_an_alarm_calls_its_callback_with_its_arguments_and_its_time_is_untracked() -> None:
    """Issue #19: the heap held each alarm in its entry and callers a ``partial`` of a bound
    method, four objects a waiting alarm for the collector to walk; now the alarm and its
    callback, the arguments beside it (numbers here) and the heap's entries plain numbers."""
    clock = Clock()
    rung: list[tuple[int, str]] = []
    clock.alarms.after(2.0, lambda table, key: rung.append((table, key)), 7, "pause")
    collect_fully()
    assert [gc.is_tracked(entry) for entry in clock.alarms._due] == [False]
    (alarm,) = clock.alarms._alarms.values()
    assert not gc.is_tracked(alarm.arguments)
    await clock.idle()
    assert rung == [(7, "pause")] and not clock.alarms._alarms


async def test_an_alarm_of_a_bound_method_keeps_no_bound_method_and_lets_its_object_go() -> None:
    """Issue #19: a bound method made for each alarm (an outbox's held lines, a table's
    paced redraw, an AI's pause) was one more object a waiting table for the collector to
    walk; the alarm keeps its function and its object apart, and neither once it rang or
    was cancelled."""
    clock = Clock()
    rung: list[tuple[str, int]] = []

    class Owner:
        def __init__(self, name: str) -> None:
            self.name = name

        def due(self, number: int) -> None:
            rung.append((self.name, number))

    kept, cancelled = Owner("kept"), Owner("cancelled")
    alarm = clock.alarms.after(2.0, kept.due, 7)
    dropped = clock.alarms.after(1.0, cancelled.due, 8)
    assert not any(type(held) is MethodType for held in gc.get_referents(alarm))
    dropped.cancel()
    assert cancelled not in gc.get_referents(dropped)
    await clock.idle()
    assert rung == [("kept", 7)] and kept not in gc.get_referents(alarm)
