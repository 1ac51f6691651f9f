"""Start-up freezes what is alive and keeps every young and middle collection short, full
ones no more frequent than before, the young generation collected on time even while older
objects die; the C allocator gives freed room back, also after middle and full collections,
in a worker thread."""

from __future__ import annotations

import asyncio
import gc
import platform
import threading
from collections.abc import Callable, Iterator

import pytest

from bot import gc_tuning
from bot.gc_tuning import (
    FULL_AFTER,
    LOOK_EVERY,
    MIDDLE_THRESHOLD,
    OLD_THRESHOLD,
    YOUNG_EVERY,
    YOUNG_THRESHOLD,
    Schedule,
    collections_on_the_loop,
    tune_allocator,
    tune_garbage_collector,
)


@pytest.fixture
def restored_gc() -> Iterator[None]:
    threshold = gc.get_threshold()
    yield
    gc.unfreeze()
    gc.set_threshold(*threshold)


def test_tuning_freezes_what_start_up_loaded_and_sets_the_thresholds(
    restored_gc: None,
) -> None:
    tune_garbage_collector()
    assert gc.get_freeze_count() > 0
    assert gc.get_threshold() == (YOUNG_THRESHOLD, MIDDLE_THRESHOLD, OLD_THRESHOLD)


def test_full_collections_come_no_more_often_than_with_the_thresholds_before() -> None:
    """10,000 / 10 / 50 made a full collection every 5,000,000 allocations (issue #19)."""
    assert YOUNG_THRESHOLD * MIDDLE_THRESHOLD * OLD_THRESHOLD >= 0.99 * 10_000 * 10 * 50
    assert FULL_AFTER >= 10_000 * 10 * 50


@pytest.mark.skipif(platform.libc_ver()[0] != "glibc", reason="mallopt is glibc's")
def test_the_allocator_is_tuned_where_glibc_runs_the_process() -> None:
    assert tune_allocator()


THRESHOLD = (YOUNG_THRESHOLD, MIDDLE_THRESHOLD, OLD_THRESHOLD)


def test_a_young_collection_is_due_once_the_count_passes_its_threshold() -> None:
    schedule = Schedule(young_at=0.0)
    assert schedule.due(0.01, (YOUNG_THRESHOLD, 0, 0), THRESHOLD) is None
    assert schedule.due(0.02, (YOUNG_THRESHOLD + 1, 0, 0), THRESHOLD) == 0


def test_a_young_collection_is_due_on_time_whatever_the_count() -> None:
    """Issue #19: deaths of older objects kept the count low while the young generation grew
    to 20,000-40,000 objects, and each young collection took 13-15 ms."""
    schedule = Schedule(young_at=0.0)
    assert schedule.due(YOUNG_EVERY / 2, (0, 0, 0), THRESHOLD) is None
    assert schedule.due(YOUNG_EVERY, (0, 0, 0), THRESHOLD) == 0
    assert schedule.due(YOUNG_EVERY * 1.5, (10, 0, 0), THRESHOLD) is None


def test_a_middle_collection_comes_instead_of_a_young_one_as_cpython_counts_them() -> None:
    schedule = Schedule(young_at=0.0)
    assert schedule.due(1.0, (5, MIDDLE_THRESHOLD, 0), THRESHOLD) == 0
    assert schedule.due(2.0, (5, MIDDLE_THRESHOLD + 1, 0), THRESHOLD) == 1


def test_a_full_collection_comes_after_the_allocations_the_young_ones_met() -> None:
    schedule = Schedule(young_at=0.0)
    young = (YOUNG_THRESHOLD + 1, 0, OLD_THRESHOLD + 1)  # the middle count plays no part
    collections = [schedule.due(float(n), young, THRESHOLD) for n in range(1, 2_000)]
    first_full = collections.index(2)
    assert first_full == FULL_AFTER // (YOUNG_THRESHOLD + 1)
    assert set(collections[:first_full]) == {0}
    assert collections.count(2) == len(collections) // (first_full + 1)


async def test_the_loop_collects_the_young_generation_while_older_objects_die(
    restored_gc: None,
) -> None:
    """The count stays under the threshold (each new object's allocation is offset by an old
    one's death), yet the young generation is collected within ``YOUNG_EVERY`` or so."""
    gc.set_threshold(1_000_000, MIDDLE_THRESHOLD, OLD_THRESHOLD)
    old = [[n] for n in range(20_000)]
    gc.collect()
    young: list[int] = []

    def seen(phase: str, info: dict[str, int]) -> None:
        if phase == "start" and info["generation"] == 0:
            young.append(len(gc.get_objects(0)))

    gc.callbacks.append(seen)
    try:
        async with collections_on_the_loop():
            kept: list[list[int]] = []
            for _ in range(40):
                for n in range(400):
                    kept.append([n])
                    old.pop()
                await asyncio.sleep(LOOK_EVERY)
            assert gc.get_count()[0] < 1_000
    finally:
        gc.callbacks.remove(seen)
    assert young
    assert max(young) < len(kept)


async def test_inside_only_the_loop_collects_and_outside_collection_is_automatic_again(
    restored_gc: None,
) -> None:
    """Issue #19: a collection in aiosqlite's or a picture worker's thread held the loop."""
    gc.set_threshold(100, MIDDLE_THRESHOLD, OLD_THRESHOLD)
    threads: list[int] = []

    def seen(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            threads.append(threading.get_ident())

    gc.callbacks.append(seen)
    try:
        async with collections_on_the_loop():
            assert not gc.isenabled()
            worker = threading.Thread(target=lambda: [[] for _ in range(10_000)])
            worker.start()
            worker.join()
            garbage: list[list[object]] = [[] for _ in range(1_000)]
            await asyncio.sleep(3 * LOOK_EVERY)
        assert gc.isenabled()
    finally:
        gc.callbacks.remove(seen)
    assert garbage and threads
    assert set(threads) == {threading.get_ident()}


@pytest.mark.skipif(platform.libc_ver()[0] != "glibc", reason="malloc_trim is glibc's")
def test_the_trim_is_glibcs() -> None:
    trim = gc_tuning._malloc_trim()
    assert trim is not None
    assert trim() in (0, 1)  # 1 if memory was given back


async def test_freed_c_memory_is_given_back_off_the_loop_after_middle_collections(
    restored_gc: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue #19: glibc kept ~9 KB per live table of freed pages; the loop must not wait."""
    gc.set_threshold(100, MIDDLE_THRESHOLD, OLD_THRESHOLD)
    trims: list[int] = []
    generations: list[int] = []

    def trim() -> int:
        trims.append(threading.get_ident())
        return 1

    def collected(phase: str, info: dict[str, int]) -> None:
        if phase == "stop":
            generations.append(info["generation"])

    def trimmer() -> Callable[[], int]:
        return trim

    monkeypatch.setattr(gc_tuning, "_malloc_trim", trimmer)
    gc.callbacks.append(collected)
    try:
        async with collections_on_the_loop():
            garbage: list[list[object]] = []
            for _ in range(3 * MIDDLE_THRESHOLD):
                garbage.append([[] for _ in range(200)])
                await asyncio.sleep(2 * LOOK_EVERY)
    finally:
        gc.callbacks.remove(collected)
    assert any(generations) and trims
    assert threading.get_ident() not in trims
    assert len(trims) <= sum(1 for g in generations if g)
