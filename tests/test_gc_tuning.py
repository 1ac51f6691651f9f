"""Start-up freezes what is alive and makes young collections rarer, but still short; the
C allocator gives freed room back."""

from __future__ import annotations

import gc
import platform
from collections.abc import Iterator

import pytest

from bot.gc_tuning import OLD_THRESHOLD, YOUNG_THRESHOLD, tune_allocator, tune_garbage_collector


@pytest.fixture
def restored_gc() -> Iterator[None]:
    threshold = gc.get_threshold()
    yield
    gc.unfreeze()
    gc.set_threshold(*threshold)


def test_tuning_freezes_what_start_up_loaded_and_raises_the_young_threshold(
    restored_gc: None,
) -> None:
    tune_garbage_collector()
    assert gc.get_freeze_count() > 0
    assert gc.get_threshold()[0] == YOUNG_THRESHOLD
    assert gc.get_threshold()[2] == OLD_THRESHOLD


@pytest.mark.skipif(platform.libc_ver()[0] != "glibc", reason="mallopt is glibc's")
def test_the_allocator_is_tuned_where_glibc_runs_the_process() -> None:
    assert tune_allocator()
