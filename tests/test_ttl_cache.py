"""The one cache of people's settings (turn mentions, autoplay): read in batches, trusted for
its time, a change made here used at once, and nothing kept past its trust for long."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime, timedelta

from bot.ttl_cache import TtlCache

TTL = timedelta(minutes=5)


class Clock:
    def __init__(self) -> None:
        self.now = datetime(2026, 12, 6, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


def cache_with_reads() -> tuple[TtlCache[int, bool], Clock, list[list[int]]]:
    clock = Clock()
    reads: list[list[int]] = []

    async def read(keys: Sequence[int]) -> dict[int, bool]:
        reads.append(list(keys))
        return {k: True for k in keys if k % 2}  # even people have no stored row

    return TtlCache(read, False, TTL, clock), clock, reads


async def test_values_are_read_together_once_and_trusted_for_their_time() -> None:
    cache, clock, reads = cache_with_reads()
    assert await cache.get([1, 2]) == {1: True, 2: False}
    clock.now += TTL - timedelta(seconds=1)
    assert await cache.get([2, 1, 3]) == {2: False, 1: True, 3: True}
    assert reads == [[1, 2], [3]]  # a person without a row is not asked about again either


async def test_a_value_past_its_trust_is_read_again() -> None:
    cache, clock, reads = cache_with_reads()
    await cache.get([1])
    clock.now += TTL + timedelta(seconds=1)
    await cache.get([1])
    assert reads == [[1], [1]]


async def test_a_value_changed_here_is_used_at_once_without_a_read() -> None:
    cache, _clock, reads = cache_with_reads()
    await cache.get([1])
    cache.put(1, False)
    cache.put(4, True)
    assert await cache.get([1, 4]) == {1: False, 4: True}
    assert reads == [[1]]


async def test_values_past_their_trust_are_let_go_at_most_once_per_ttl() -> None:
    cache, clock, _reads = cache_with_reads()
    await cache.get([1, 2])
    clock.now += TTL + timedelta(seconds=1)
    await cache.get([3])  # prunes 1 and 2
    assert 3 in cache and 1 not in cache and len(cache) == 1
    await cache.get([1])  # read again
    clock.now += TTL / 2
    await cache.get([5])
    assert len(cache) == 3  # nothing past its trust yet, and no prune due


async def test_trusted_values_are_had_without_an_await_and_others_are_not() -> None:
    cache, clock, reads = cache_with_reads()
    assert cache.fresh([1, 2]) is None  # never read
    await cache.get([1, 2])
    assert cache.fresh([2, 1]) == {2: False, 1: True}
    assert cache.fresh([1, 3]) is None
    clock.now += TTL + timedelta(seconds=1)
    assert cache.fresh([1]) is None
    assert reads == [[1, 2]]
