"""Garbage collection tuned for a long-running bot with many live tables.

CPython's full collections walk every tracked object; with thousands of tables' states and
snapshots alive, one walk pauses the event loop for hundreds of milliseconds (issue #19).
Moving everything alive after start-up (modules, catalogs, engines) into the permanent
generation keeps collections from walking it again. The first threshold is raised from
CPython's 700 so that each table's short-lived objects mostly die before a walk, but not too
far: a young collection walks every object allocated since the last one and a middle one ten
times that, so at 50,000 a middle collection paused the loop ~60 ms (issue #19); at 10,000 a
young walk takes ~1 ms and a middle one ~12 ms. The oldest generation's threshold rises by
as much (10 -> 50 middle collections), so full collections, which walk every table, come no
more often than with 50,000 (at 10 they paused a 1,000-table bench 220-470 ms every minute).
"""

from __future__ import annotations

import ctypes
import gc

#: allocations between young collections (CPython's default is 700)
YOUNG_THRESHOLD = 10_000
#: middle collections between full ones (CPython's default is 10)
OLD_THRESHOLD = 50


def tune_garbage_collector() -> None:
    """Call once the process has started (everything loaded so far lives for good)."""
    gc.collect()
    gc.freeze()
    _, middle, _ = gc.get_threshold()
    gc.set_threshold(YOUNG_THRESHOLD, middle, OLD_THRESHOLD)


#: glibc's ``mallopt`` parameters (malloc.h)
_M_MMAP_THRESHOLD = -3
_M_ARENA_MAX = -8
#: blocks this large or larger are mapped apart and given back to the system when freed
MMAP_THRESHOLD = 128 * 1024
#: malloc arenas the threads share (glibc makes up to eight per core)
ARENA_MAX = 2


def tune_allocator() -> bool:
    """Keep freed C memory from staying in the process (issue #19); True if it could.

    Pictures are drawn in worker threads, and each thread gets a glibc arena of its own whose
    freed blocks stay with it; and once a large block (a picture's pixels, a PNG) has been
    freed, glibc raises its threshold for mapping such blocks apart, so later ones come from
    the heap and their room stays after them too. With 1,000 tables playing that was ~15 KB
    of RSS per table. Fixing the threshold and sharing two arenas gives that room back; call
    this before threads start. Elsewhere than glibc it does nothing."""
    try:
        libc = ctypes.CDLL(None)
        mallopt = libc.mallopt
    except (OSError, AttributeError):
        return False
    mallopt.argtypes = (ctypes.c_int, ctypes.c_int)
    return bool(mallopt(_M_MMAP_THRESHOLD, MMAP_THRESHOLD)) and bool(
        mallopt(_M_ARENA_MAX, ARENA_MAX)
    )
