"""The tests' full collection (``tests/support/collector.py``) runs even while another thread is
in the middle of one, where ``gc.collect()`` alone returns having collected nothing."""

from __future__ import annotations

import gc
import threading

from tests.support.collector import collect_fully


class _Slow:
    """Garbage whose finalizer gives the GIL up mid-collection, as the bot's threads' may."""

    def __init__(self, inside: threading.Event, go_on: threading.Event) -> None:
        self.inside, self.go_on = inside, go_on
        self.me = self  # a cycle: only a collection frees it

    def __del__(self) -> None:
        self.inside.set()
        self.go_on.wait(10)


def test_a_full_collection_waits_out_another_threads() -> None:
    inside, go_on = threading.Event(), threading.Event()

    def collect_in_a_worker() -> None:
        _Slow(inside, go_on)
        gc.collect(0)

    worker = threading.Thread(target=collect_in_a_worker)
    worker.start()
    inside.wait()
    held = {1: tuple([1, 2])}  # a fresh tuple: tracked until a collection has looked at it
    try:
        gc.collect()
        assert gc.is_tracked(held)  # skipped: the worker is collecting
        go_on.set()
        collect_fully()
        assert not gc.is_tracked(held) and not gc.is_tracked(held[1])
    finally:
        go_on.set()
        worker.join()
