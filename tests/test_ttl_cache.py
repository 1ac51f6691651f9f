"""The one cache of people's settings (turn mentions, autoplay): read in batches, trusted for
its time, then answered while read again in the background; a table's people read before its
first move; a change made here used at once; nothing kept long past its trust."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta

import pytest

from bot.ttl_cache import RETRY_AFTER, TtlCache

TTL = timedelta(minutes=5)


class Clock:
    def __init__(self) -> None:
        self.now = datetime(2026, 12, 6, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


class Store:
    """The stored settings, and every read of them (a read can be held open: ``gate``)."""

    def __init__(self) -> None:
        self.values = {k: True for k in range(1, 20, 2)}  # even people have no stored row
        self.reads: list[list[int]] = []
        self.gate: asyncio.Event | None = None
        self.failing = False

    async def read(self, keys: Sequence[int]) -> dict[int, bool]:
        self.reads.append(list(keys))
        if self.gate is not None:
            await self.gate.wait()
        if self.failing:
            raise OSError("database unreachable")
        return {k: self.values[k] for k in keys if k in self.values}


def cache_on(store: Store) -> tuple[TtlCache[int, bool], Clock, set[asyncio.Task[None]]]:
    clock = Clock()
    tasks: set[asyncio.Task[None]] = set()
    return TtlCache(store.read, False, TTL, clock, tasks), clock, tasks


async def settled(tasks: set[asyncio.Task[None]]) -> None:
    while tasks:
        await asyncio.gather(*list(tasks))


async def test_values_are_read_together_once_and_trusted_for_their_time() -> None:
    store = Store()
    cache, clock, _ = cache_on(store)
    assert await cache.get([1, 2]) == {1: True, 2: False}
    clock.now += TTL - timedelta(seconds=1)
    assert await cache.get([2, 1, 3]) == {2: False, 1: True, 3: True}
    assert store.reads == [[1, 2], [3]]  # a person without a row is not asked about again


async def test_a_value_past_its_trust_is_answered_at_once_and_read_again_behind() -> None:
    store = Store()
    cache, clock, tasks = cache_on(store)
    await cache.get([1])
    store.values[1] = False  # changed by another process
    clock.now += TTL + timedelta(seconds=1)
    assert cache.known([1]) == {1: True}  # no await: the move goes on with what is known
    assert await cache.get([1]) == {1: True}  # the read already under way is not doubled
    await settled(tasks)
    assert store.reads == [[1], [1]]
    assert cache.known([1]) == {1: False}


async def test_a_value_changed_here_is_used_at_once_without_a_read() -> None:
    store = Store()
    cache, _clock, _ = cache_on(store)
    await cache.get([1])
    cache.put(1, False)
    cache.put(4, True)
    assert await cache.get([1, 4]) == {1: False, 4: True}
    assert store.reads == [[1]]


async def test_a_change_made_here_during_a_read_is_not_undone_by_it() -> None:
    store = Store()
    cache, _clock, tasks = cache_on(store)
    store.gate = asyncio.Event()
    cache.warm([1])
    await asyncio.sleep(0)  # the read has begun, before the change was stored
    cache.put(1, False)
    store.gate.set()
    await settled(tasks)
    assert cache.known([1]) == {1: False}


async def test_a_tables_people_are_read_before_their_first_move_asks() -> None:
    store = Store()
    cache, _clock, tasks = cache_on(store)
    cache.warm([1, 2, 3])
    cache.warm([2, 3])  # already being read: nothing more
    assert cache.known([1]) is None  # not read yet
    assert await cache.get([1, 2]) == {1: True, 2: False}  # waits for the read under way
    await settled(tasks)
    cache.warm([1, 2, 3])  # all known: nothing read
    assert store.reads == [[1, 2, 3]]
    assert cache.known([3, 1]) == {3: True, 1: True}


async def test_values_nobody_asked_for_long_past_their_trust_are_let_go() -> None:
    store = Store()
    cache, clock, _ = cache_on(store)
    await cache.get([1, 2])
    clock.now += TTL + timedelta(seconds=1)
    await cache.get([3])  # a prune is due: 1 and 2 are past their trust, not yet long past
    assert len(cache) == 3
    clock.now += TTL
    await cache.get([5])  # prunes 1 and 2 (past their trust for a whole ttl), not 3
    assert 1 not in cache and 2 not in cache and 3 in cache and 5 in cache
    clock.now += TTL / 2
    await cache.get([7])
    assert len(cache) == 3  # 3 is long past its trust now, but no prune is due


async def test_values_asked_for_are_kept_through_a_prune() -> None:
    store = Store()
    cache, clock, tasks = cache_on(store)
    await cache.get([1])
    for _ in range(6):
        clock.now += TTL + timedelta(seconds=1)
        assert cache.known([1]) == {1: True}
        await settled(tasks)
    assert store.reads == [[1]] * 7


async def test_known_values_are_had_without_an_await_and_unknown_ones_are_not() -> None:
    store = Store()
    cache, _clock, _ = cache_on(store)
    assert cache.known([1, 2]) is None  # never read
    await cache.get([1, 2])
    assert cache.known([2, 1]) == {2: False, 1: True}
    assert cache.known([1, 3]) is None
    assert store.reads == [[1, 2]]


async def test_a_failed_background_read_keeps_the_values_and_is_tried_again_later(
    caplog: pytest.LogCaptureFixture,
) -> None:
    store = Store()
    cache, clock, tasks = cache_on(store)
    await cache.get([1])
    store.failing = True
    clock.now += TTL + timedelta(seconds=1)
    with caplog.at_level(logging.WARNING, logger="bot.ttl_cache"):
        assert cache.known([1]) == {1: True}
        await settled(tasks)
    assert "reading 1 setting(s) failed" in caplog.text
    assert cache.known([1]) == {1: True}  # not tried again at once
    assert len(store.reads) == 2
    store.failing = False
    clock.now += RETRY_AFTER + timedelta(seconds=1)
    store.values[1] = False
    cache.known([1])
    await settled(tasks)
    assert cache.known([1]) == {1: False} and len(store.reads) == 3


async def test_a_failed_read_of_values_never_read_reaches_the_one_who_asked() -> None:
    store = Store()
    cache, _clock, _ = cache_on(store)
    store.failing = True
    with pytest.raises(OSError):
        await cache.get([1])
    assert 1 not in cache
    store.failing = False
    assert await cache.get([1]) == {1: True}
