"""Garbage collection tuned for a long-running bot with many live tables.

CPython's full collections walk every tracked object; with thousands of tables' states and
snapshots alive, one walk pauses the event loop for hundreds of milliseconds (issue #19).
Moving everything alive after start-up (modules, catalogs, engines) into the permanent
generation keeps collections from walking it again, and a higher first threshold makes the
young collections rarer, so each table's short-lived objects die young without a walk.
"""

from __future__ import annotations

import gc

#: allocations between young collections (CPython's default is 700)
YOUNG_THRESHOLD = 50_000


def tune_garbage_collector() -> None:
    """Call once the process has started (everything loaded so far lives for good)."""
    gc.collect()
    gc.freeze()
    _, middle, old = gc.get_threshold()
    gc.set_threshold(YOUNG_THRESHOLD, middle, old)
