"""A full collection that really ran, for tests asserting what the collector stops tracking.

``gc.collect()`` returns at once, collecting nothing, while another thread is in the middle of
a collection: an automatic one in aiosqlite's thread or a picture worker, which gave the GIL
up to run a finalizer (more often on a loaded machine, where that thread is also slow to get
the GIL back). A test relying on one call then saw objects still tracked (issue #19).
"""

from __future__ import annotations

import gc
import threading
import time
from typing import Any


def collect_fully() -> None:
    """A full collection made by this thread (waiting out another thread's, if one runs)."""
    me = threading.get_ident()
    done = threading.Event()

    def note(phase: str, info: dict[str, Any]) -> None:
        if phase == "stop" and info["generation"] == 2 and threading.get_ident() == me:
            done.set()

    gc.callbacks.append(note)
    try:
        gc.collect()
        while not done.is_set():
            time.sleep(0.001)  # the other thread finishes its collection meanwhile
            gc.collect()
    finally:
        gc.callbacks.remove(note)
