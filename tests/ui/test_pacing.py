"""Paced redraws: at most one per interval on the clock they sleep on, never a longer pause."""

from __future__ import annotations

import asyncio
import gc
import time
from datetime import UTC, datetime, timedelta
from types import ModuleType, SimpleNamespace
from typing import Any

import discord
import pytest

from bot.alarms import Alarms
from bot.tables.snapshots import TableSnapshot, TableStatus
from bot.ui.pacing import Paced, Steady


class Redraws:
    """A clock that sleeping moves, and the versions redrawn, with when."""

    def __init__(self) -> None:
        self.now = 100.0
        self.slept: list[float] = []
        self.drawn: list[tuple[float, int]] = []
        self.tasks: set[asyncio.Task[None]] = set()
        self.paced = Paced(self.draw, lambda: 2.0, Alarms(lambda: self.now, self.sleep, self.tasks))

    async def sleep(self, seconds: float) -> None:
        self.slept.append(seconds)
        self.now += seconds

    async def draw(self, table: TableSnapshot) -> None:
        self.drawn.append((self.now, table.version))

    async def idle(self) -> None:
        await asyncio.sleep(0)  # a redraw is a callback (``Paced._start``)
        while self.tasks:
            await asyncio.gather(*list(self.tasks))


def snapshot(version: int, status: TableStatus = TableStatus.PLAYING, table_id: int = 1) -> Any:
    """Only what pacing reads of a table."""
    return SimpleNamespace(id=table_id, version=version, status=status)


async def test_a_redraw_within_the_interval_waits_on_the_pacing_clock() -> None:
    redraws = Redraws()
    redraws.paced.submit(snapshot(1))
    await redraws.idle()
    redraws.now += 0.5
    redraws.paced.submit(snapshot(2))
    await redraws.idle()
    assert redraws.drawn == [(100.0, 1), (102.0, 2)]
    assert redraws.slept == [1.5]


async def test_the_redraws_waiting_share_one_callback_and_hold_only_their_tables_ids() -> None:
    """Issue #19: each waiting redraw's alarm held a bound method of its own (and a partial
    of it), objects the collector walked while it waited, two a table."""
    redraws = Redraws()
    alarms = redraws.paced._alarms
    for table_id in (1, 2):
        redraws.paced.submit(snapshot(1, table_id=table_id))
    await redraws.idle()
    redraws.now += 0.5
    for table_id in (1, 2):
        redraws.paced.submit(snapshot(2, table_id=table_id))
    first, second = alarms._alarms.values()
    assert first.callback is second.callback
    assert (first.arguments, second.arguments) == ((1,), (2,))


async def test_a_clock_set_back_never_makes_a_pause_longer_than_one_interval() -> None:
    """Issue #13: the last redraw read on one clock and the next on another (SimCord's
    simulated time against the machine's uptime) asked for a pause of 900 s, which froze the
    table's redraws until then."""
    redraws = Redraws()
    redraws.paced.submit(snapshot(1))
    await redraws.idle()
    redraws.now -= 900.0
    redraws.paced.submit(snapshot(2))
    await redraws.idle()
    assert redraws.slept == [2.0]
    assert [version for _, version in redraws.drawn] == [1, 2]


async def test_an_ended_tables_last_redraw_leaves_nothing_kept_for_it() -> None:
    redraws = Redraws()
    redraws.paced.submit(snapshot(1))
    await redraws.idle()
    redraws.paced.submit(snapshot(2, TableStatus.FINISHED))
    await redraws.idle()
    assert [version for _, version in redraws.drawn] == [1, 2]
    assert not redraws.paced._drawn_at and not redraws.paced._drawn
    assert not redraws.paced._newest


async def test_a_redraw_done_at_once_runs_as_a_callback_without_a_task() -> None:
    """Issue #19: a task per redraw was ~3 % of the loop's time with 1,000 tables; a redraw
    with nothing to await (no picture to draw in a thread) is made where that task's first
    step would have run, and its pace is kept alike."""
    redraws = Redraws()
    drawn: list[int] = []
    paced = Paced(
        lambda table: drawn.append(table.version),
        lambda: 2.0,
        Alarms(lambda: redraws.now, redraws.sleep, redraws.tasks),
    )
    paced.submit(snapshot(1))
    assert drawn == []  # not within submit: where a task's first step would have run
    await asyncio.sleep(0)
    assert drawn == [1] and not redraws.tasks
    paced.submit(snapshot(2))
    await redraws.idle()
    assert drawn == [1, 2] and redraws.slept == [2.0]
    assert paced._drawn_at == {1: 102.0} and paced._drawn == {1: 2}


def test_the_steady_clock_follows_the_wall_forward_but_never_back() -> None:
    wall = [datetime(2026, 11, 23, 12, 0, tzinfo=UTC)]
    steady = Steady(lambda: wall[0])
    start = steady()
    wall[0] += timedelta(seconds=5)
    assert steady() == start + 5
    wall[0] -= timedelta(hours=1)  # the machine's clock is set back
    assert steady() == start + 5
    wall[0] += timedelta(seconds=2)
    assert steady() == start + 7


def test_the_bots_wall_is_read_as_the_machines_seconds(monkeypatch: pytest.MonkeyPatch) -> None:
    """``discord.utils.utcnow`` is read as ``time.time()`` (no datetime made; issue #19)."""
    steady = Steady(discord.utils.utcnow)
    assert abs(steady() - discord.utils.utcnow().timestamp()) < 1
    monkeypatch.setattr(time, "time", lambda: 4e9)  # in 2096
    assert steady() == 4e9


def test_a_simulated_discord_clock_still_sets_the_bots_wall(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """As SimCord does: ``discord.utils`` reads a ``datetime`` module of the test's."""
    simulated = [datetime(2026, 11, 23, 12, 0, tzinfo=UTC)]
    clock = ModuleType("datetime")
    clock.datetime = SimpleNamespace(now=lambda tz=None: simulated[0])  # type: ignore[attr-defined]
    clock.timezone = SimpleNamespace(utc=UTC)  # type: ignore[attr-defined]
    steady = Steady(discord.utils.utcnow)
    monkeypatch.setattr(discord.utils, "datetime", clock)
    start = steady()
    assert start == simulated[0].timestamp()
    simulated[0] += timedelta(seconds=5)
    assert steady() == start + 5


async def test_what_pace_keeps_of_live_tables_is_plain_numbers_a_full_collection_never_walks() -> (
    None
):
    """Issue #19: when and from which version each live table was last redrawn, kept for all
    of them during play, took a fresh tuple at each redraw, which kept its dict tracked, two
    references a table for every full collection; two dicts of numbers are never tracked."""
    redraws = Redraws()
    for table_id in range(1, 4):
        redraws.paced.submit(snapshot(1, table_id=table_id))
    await redraws.idle()
    redraws.paced.submit(snapshot(2, table_id=2))
    await redraws.idle()
    assert len(redraws.paced._drawn_at) == len(redraws.paced._drawn) == 3
    assert not gc.is_tracked(redraws.paced._drawn_at) and not gc.is_tracked(redraws.paced._drawn)
