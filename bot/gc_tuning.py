"""Garbage collection tuned for a long-running bot with many live tables.

CPython's full collections walk every tracked object; with thousands of tables' states and
snapshots alive, one walk pauses the event loop for hundreds of milliseconds (issue #19).
Moving everything alive after start-up (modules, catalogs, engines) into the permanent
generation keeps collections from walking it again.

A young collection walks what was allocated since the last one and is still alive, a middle
one what survived the young ones since the last middle one. In a process holding 1,000 live
tables a walk costs ~0.5-1.5 us per object, not the ~0.05 us it costs on a fresh heap: it
reads every object it visits and everything they point to, scattered over hundreds of
megabytes, missing the CPU's caches (in a profile of the bench the walk, not the freeing of
garbage, is three quarters of a collection's CPU). So at a young threshold of 10,000 a young
collection took 14-16 ms of CPU and a middle one 44-59 ms; and on a busy machine a pause
longer than the scheduler's slice also waits for a CPU, about twice its own CPU time at load
6 on 2 cores: 45-50 ms young, 90-210 ms middle (issue #19). Smaller generations keep each
walk short: a young collection every 3,000 allocations and a middle one every 5 young ones
took 4 ms and 13 ms of CPU. Full collections come after as many allocations as before, every
5,000,000 (when they came more often they paused a 1,000-table bench 220-470 ms every minute).

The count CPython keeps for the young generation does not bound it, though: it is the
allocations less the deallocations of tracked objects, whatever their generation, so while
older objects die (a table's previous state, snapshot and views, every move) the young
generation grows past the threshold unseen. With 1,000 tables playing it held 20,000-40,000
objects at each young collection, not 3,000: 13-15 ms of CPU each, and the middle ones, every
fifth, 30-37 ms (issue #19). So the loop also collects the young generation every
``YOUNG_EVERY`` seconds, whatever the count, and full collections come after the allocations
the young collections met add up to ``FULL_AFTER``, not after a number of middle ones.

After a middle or full collection the C allocator is asked, in a worker thread, to give the
system back the pages freed within its heap (see :func:`collections_on_the_loop`).
"""

from __future__ import annotations

import asyncio
import ctypes
import gc
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from functools import cache

#: allocations between young collections (CPython's default is 700)
YOUNG_THRESHOLD = 3_000
#: young collections between middle ones (CPython's default is 10)
MIDDLE_THRESHOLD = 5
#: middle collections between full ones (CPython's default is 10), where CPython collects
#: (outside :func:`collections_on_the_loop`): a full collection after 5,000,000 allocations
OLD_THRESHOLD = 5_000_000 // (YOUNG_THRESHOLD * MIDDLE_THRESHOLD)


def tune_garbage_collector() -> None:
    """Call once the process has started (everything loaded so far lives for good)."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(YOUNG_THRESHOLD, MIDDLE_THRESHOLD, OLD_THRESHOLD)


#: seconds between the event loop's looks at whether a collection is due
LOOK_EVERY = 0.01
#: seconds between young collections at most, whatever the count says
YOUNG_EVERY = 0.1
#: net allocations between full collections, as with CPython's 10,000 / 10 / 50 of before
FULL_AFTER = 5_000_000


@dataclass
class Schedule:
    """When the loop collects which generation (see the module's docstring)."""

    #: when the last young collection was (the loop's clock)
    young_at: float
    #: the allocations the young collections met since the last full one
    allocated: int = 0

    def due(
        self, now: float, count: tuple[int, int, int], threshold: tuple[int, int, int]
    ) -> int | None:
        """The generation to collect now, None if none is due: a young collection once the
        count passes its threshold or ``YOUNG_EVERY`` has gone by; a middle one instead every
        so many young ones, as CPython counts them; a full one instead once ``FULL_AFTER``
        allocations were met (CPython also puts a full collection off until the objects
        waiting for it are a quarter of those it holds; that count is not visible from
        Python, so full ones come after the allocations alone)."""
        if count[0] <= threshold[0] and now - self.young_at < YOUNG_EVERY:
            return None
        self.young_at = now
        self.allocated += count[0]
        if self.allocated > FULL_AFTER:
            self.allocated = 0
            return 2
        return 1 if count[1] > threshold[1] else 0


@asynccontextmanager
async def collections_on_the_loop() -> AsyncIterator[None]:
    """While inside, only the event loop's thread collects, between its callbacks (issue #19).

    Left automatic, a collection starts in whichever thread allocates: a fifth of them ran in
    aiosqlite's thread or a picture worker, the loop waiting for the GIL meanwhile; and a
    collecting thread that gives the GIL up (a finalizer running Python code) waits a switch
    interval or more to take it back. Here automatic collection is off and the loop looks
    every ``LOOK_EVERY`` seconds at the counts and the clock (:class:`Schedule`).

    After a middle or full collection (every second or so with 1,000 tables playing, rarely
    when little happens) glibc's ``malloc_trim`` runs in a worker thread, one at a time: glibc
    keeps the pages freed in the middle of its heap (pictures' pixels, database rows, large
    Python objects) mapped: 9 KB per live table with 1,000 tables playing, at the end of play.
    A trim gives them back in 0.5 ms (p50; 11 ms at most, in a bench with 1,000 tables),
    locking one arena at a time and without the GIL (issue #19)."""
    loop = asyncio.get_running_loop()
    handle: asyncio.TimerHandle | None = None
    trim = _malloc_trim()
    trimming: asyncio.Future[object] | None = None
    schedule = Schedule(loop.time())

    def look() -> None:
        nonlocal handle, trimming
        generation = schedule.due(loop.time(), gc.get_count(), gc.get_threshold())
        if generation is not None:
            gc.collect(generation)
            if generation and trim is not None and (trimming is None or trimming.done()):
                trimming = loop.run_in_executor(None, trim)
        handle = loop.call_later(LOOK_EVERY, look)

    gc.disable()
    look()
    try:
        yield
    finally:
        if handle is not None:
            handle.cancel()
        gc.enable()


#: glibc's ``mallopt`` parameters (malloc.h)
_M_MMAP_THRESHOLD = -3
_M_ARENA_MAX = -8
#: blocks this large or larger are mapped apart and given back to the system when freed
MMAP_THRESHOLD = 128 * 1024
#: malloc arenas the threads share (glibc makes up to eight per core)
ARENA_MAX = 2


@cache
def _libc() -> ctypes.CDLL | None:
    """The C library the process runs on, None where ctypes cannot open it."""
    try:
        return ctypes.CDLL(None)
    except OSError:
        return None


def _malloc_trim() -> Callable[[], object] | None:
    """glibc's ``malloc_trim(0)`` (ctypes lets the GIL go while it runs), None elsewhere."""
    trim = getattr(_libc(), "malloc_trim", None)
    if trim is None:
        return None
    trim.argtypes = (ctypes.c_size_t,)
    return lambda: trim(0)


def tune_allocator() -> bool:
    """Keep freed C memory from staying in the process (issue #19); True if it could.

    Pictures are drawn in worker threads, and each thread gets a glibc arena of its own whose
    freed blocks stay with it; and once a large block (a picture's pixels, a PNG) has been
    freed, glibc raises its threshold for mapping such blocks apart, so later ones come from
    the heap and their room stays after them too. With 1,000 tables playing that was ~15 KB
    of RSS per table. Fixing the threshold and sharing two arenas gives that room back; call
    this before threads start. Elsewhere than glibc it does nothing."""
    mallopt = getattr(_libc(), "mallopt", None)
    if mallopt is None:
        return False
    mallopt.argtypes = (ctypes.c_int, ctypes.c_int)
    return bool(mallopt(_M_MMAP_THRESHOLD, MMAP_THRESHOLD)) and bool(
        mallopt(_M_ARENA_MAX, ARENA_MAX)
    )
