"""A write's time to be answered, kept for all writes under way by one timer (issue #19)."""

from __future__ import annotations

import asyncio
import logging

import pytest

from bot.ui.budget import Budget
from bot.ui.frontend import Message
from bot.ui.outboxes import Outboxes
from bot.ui.queued_writes import Priority
from bot.ui.write_deadlines import WriteDeadlines
from tests.ui.test_outbox import Wire, showing


async def test_answered_writes_leave_no_timer_behind_on_the_loop() -> None:
    """``asyncio.timeout`` left a cancelled timer a write in the loop's heap until its time
    (45 s: tens of thousands with 1,000 tables), each walked by the loop's heap."""
    wire = Wire()
    boxes = wire.outboxes(window=0.0)
    loop = asyncio.get_running_loop()
    sooner = loop.call_later(10.0, lambda: None)  # a pause under way: the heap's first timer
    before = len(loop._scheduled)  # type: ignore[attr-defined]
    for n in range(50):
        boxes(("token", n)).edit("view", Priority.OWN_VIEW, showing(f"view {n}"), wire.send)
    await boxes.idle()
    assert len(wire.sent) == 50
    assert len(loop._scheduled) - before <= 1  # type: ignore[attr-defined]
    sooner.cancel()


async def test_a_cancellation_from_elsewhere_is_not_taken_for_a_write_unanswered(
    caplog: pytest.LogCaptureFixture,
) -> None:
    started = asyncio.Event()

    async def hang(shown: Message) -> None:
        started.set()
        await asyncio.Event().wait()

    boxes = Outboxes(Budget(timeout=30.0))
    boxes("channel").edit("table", Priority.TABLE, showing("table"), hang)
    await started.wait()
    (task,) = boxes._tasks
    with caplog.at_level(logging.WARNING):
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
    assert task.cancelled()
    assert "unanswered" not in caplog.text


async def test_each_write_is_cut_off_at_its_own_time_and_its_task_goes_on() -> None:
    deadlines = WriteDeadlines()
    ended: dict[str, bool] = {}

    async def write(name: str, timeout: float, takes: float) -> str:
        task = deadlines.begin(timeout)
        try:
            await asyncio.sleep(takes)
        except asyncio.CancelledError:
            pass
        finally:
            ended[name] = deadlines.end(task)
        await asyncio.sleep(0)  # not cancelled again: the cut was taken back
        return name

    done = await asyncio.gather(
        write("slow, long timeout", 5.0, 0.05),
        write("hung, short timeout", 0.01, 5.0),
        write("quick", 0.02, 0.0),
    )
    assert list(done) == ["slow, long timeout", "hung, short timeout", "quick"]
    assert ended == {"quick": False, "hung, short timeout": True, "slow, long timeout": False}
