"""Garbage collections watched one by one, so a long pause can be told apart from a long walk.

A pause measured as the wall time between ``gc.callbacks``' start and stop is not all the
collector's work: it also counts the time the collecting thread waited for the CPU (another
process, or another of our threads holding the GIL while a finalizer run by the collection let
it go). Each collection is kept with its wall time, the collecting thread's own CPU time, the
thread it ran in and what it found, and the summary gives the distribution, not just the max.
Below it, the full collections a bench times on purpose: a run is too short to meet one.
"""

from __future__ import annotations

import asyncio
import gc
import threading
import time
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from types import FrameType, ModuleType
from typing import Any


@dataclass(slots=True, frozen=True)
class Collection:
    generation: int
    #: seconds between the collection's start and stop
    wall: float
    #: of which the collecting thread was on a CPU
    cpu: float
    #: of which it was ready to run but waited for a CPU (Linux's schedstat; 0 elsewhere)
    queued: float
    #: whether it ran in the event loop's thread (the one that installed the watch)
    on_loop: bool
    collected: int


@dataclass(slots=True)
class GcWatch:
    collections: list[Collection] = field(default_factory=list)
    _loop_thread: int = field(default_factory=threading.get_ident)
    _started: tuple[float, float, float] | None = None

    def install(self) -> None:
        gc.callbacks.append(self._callback)

    def uninstall(self) -> None:
        gc.callbacks.remove(self._callback)

    def _callback(self, phase: str, info: dict[str, Any]) -> None:
        now = (time.perf_counter(), time.thread_time(), _queued())
        if phase == "start":
            self._started = now
            return
        if self._started is None:
            return
        (wall, cpu, queued), self._started = self._started, None
        self.collections.append(
            Collection(
                int(info["generation"]),
                now[0] - wall,
                now[1] - cpu,
                now[2] - queued,
                threading.get_ident() == self._loop_thread,
                int(info["collected"]),
            )
        )

    def longest(self, generation: int | None = None) -> float:
        return max(
            (c.wall for c in self.collections if generation in (None, c.generation)),
            default=0.0,
        )

    def summary(self) -> str:
        """Per generation: how many, wall p50/p99/max, CPU max, the wait for a CPU and for
        anything else (the GIL, given up while a finalizer ran), how many over 50 ms and how
        many ran outside the event loop's thread."""
        lines = []
        for generation, name in enumerate(("young", "middle", "full")):
            mine = [c for c in self.collections if c.generation == generation]
            if not mine:
                continue
            walls = sorted(c.wall * 1000 for c in mine)
            cpus = sorted(c.cpu * 1000 for c in mine)
            queued = sorted(c.queued * 1000 for c in mine)
            other = sorted(max(0.0, c.wall - c.cpu - c.queued) * 1000 for c in mine)
            lines.append(
                f"{name}: {len(mine)} collections, wall p50/p99/max {_p(walls, 0.5):.1f}/"
                f"{_p(walls, 0.99):.1f}/{walls[-1]:.1f} ms, CPU p50/max {_p(cpus, 0.5):.1f}/"
                f"{cpus[-1]:.1f} ms, waiting for a CPU p50/max {_p(queued, 0.5):.1f}/"
                f"{queued[-1]:.1f} ms, waiting for else (the GIL) p50/max {_p(other, 0.5):.1f}/"
                f"{other[-1]:.1f} ms, {sum(w > 50 for w in walls)} over 50 ms, "
                f"{sum(not c.on_loop for c in mine)} off the loop's thread"
            )
        return "; ".join(lines)


def _p(ordered: list[float], q: float) -> float:
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _queued() -> float:
    """Seconds this thread has spent ready to run but not running (0 where unknown)."""
    try:
        with open("/proc/thread-self/schedstat") as stat:
            return int(stat.read().split()[1]) / 1e9
    except (OSError, IndexError, ValueError):
        return 0.0


def census(label: str, most: int = 25) -> None:
    """Print what the collector tracks now: by type, the references a full collection follows
    (and the objects), tuples by the types they hold and dicts by their keys' and values'
    types (the two kinds most objects are, with no name of their own), and the tasks in
    flight by coroutine. Where a walk goes, to find what to make fewer of; it pauses the loop
    itself, so a run asked for it has blurred figures."""
    counts: Counter[str] = Counter()
    references: Counter[str] = Counter()
    held: Counter[str] = Counter()
    tuples: Counter[str] = Counter()
    dicts: Counter[str] = Counter()
    packages: Counter[str] = Counter()
    for thing in gc.get_objects():
        counts[type(thing).__qualname__] += 1
        followed = len(gc.get_referents(thing))
        references[type(thing).__qualname__] += followed
        packages[type(thing).__module__.partition(".")[0]] += followed
        if type(thing) is tuple:
            kind = _kinds(thing, len(thing))
            held[kind] += len(thing)
            tuples[kind] += 1
        elif type(thing) is dict:
            dicts[_kinds(thing, len(thing)) + ":" + _kinds(thing.values(), len(thing))] += 1
    generations = "/".join(str(len(gc.get_objects(g))) for g in range(3))
    print(
        f"  census {label}: {counts.total()} tracked objects (young/middle/old {generations}) "
        f"holding {references.total()} references"
    )
    print(
        "    references (objects): "
        + ", ".join(f"{name} {n} ({counts[name]})" for name, n in references.most_common(most))
    )
    print(
        "    references by the package of their holder's type: "
        + ", ".join(f"{name} {n}" for name, n in packages.most_common(8))
    )
    print(
        "    tuples by what they hold: references (tuples): "
        + ", ".join(f"{name} {n} ({tuples[name]})" for name, n in held.most_common(most))
    )
    print(
        "    dicts by keys:values (dicts): "
        + ", ".join(f"{name} {n}" for name, n in dicts.most_common(most))
    )
    tasks = Counter(getattr(task.get_coro(), "__qualname__", "?") for task in asyncio.all_tasks())
    print("    tasks: " + ", ".join(f"{name} {n}" for name, n in tasks.most_common(most)))
    print(
        "    largest containers (entries, holder): "
        + ", ".join(f"{what} {size} ({holder})" for what, size, holder in largest())
    )


def largest(at_least: int = 200, most: int = 15) -> list[tuple[str, int, str]]:
    """The tracked dicts, lists and sets of ``at_least`` entries (the biggest ``most``), with
    what holds them (``Paced._last``): the census counts dict references by the dicts' kinds,
    which does not say whose they are. What modules hold is left out (see :func:`_holder`)."""
    found = sorted(
        (
            (len(thing), thing)
            for thing in gc.get_objects()
            if type(thing) in (dict, list, set) and len(thing) >= at_least
        ),
        key=lambda pair: -pair[0],
    )
    ignored = {id(pair) for pair in found}  # this listing's own
    listed: list[tuple[str, int, str]] = []
    for size, thing in found:
        holder = _holder(thing, ignored)
        if holder is not None:
            listed.append((type(thing).__qualname__, size, holder))
            if len(listed) == most:
                break
    return listed


def _holder(thing: object, ignored: set[int]) -> str | None:
    """Who holds ``thing``: ``Type.attribute`` through an instance's or a class's ``__dict__``
    or through a slot, else the referrers' types (``?``: none that ``gc.get_referrers`` sees:
    the interpreter's own, or objects ``gc.freeze`` set aside); None when it is a module's or
    class's namespace itself or a module's global (the imports', the same before play and
    after). Each look is a walk of every tracked object: for a handful only. Reading an
    instance's ``__dict__`` makes one where 3.11 kept its values in the instance: a dict more
    for each holder listed, for the census's sake only."""
    names: list[str] = []
    for referrer in gc.get_referrers(thing):
        if id(referrer) in ignored or (
            type(referrer) is FrameType and referrer.f_code is _OWN_CODE
        ):
            continue
        if isinstance(referrer, (type, ModuleType)):
            return None
        if type(referrer) is dict:
            for owner in gc.get_referrers(referrer):
                if isinstance(owner, ModuleType) and owner.__dict__ is referrer:
                    return None  # a module's global: not the play's
                if isinstance(owner, type) or _vars_of(owner) is referrer:
                    names += _named(owner, referrer, thing)
        else:  # an instance's own values (3.11 keeps them in the instance, not in a dict)
            attributes = _vars_of(referrer)
            if type(attributes) is dict:
                names += _named(referrer, attributes, thing)
            if hasattr(type(referrer), "__slots__"):
                names += _named(referrer, _slots(referrer), thing)
        if not names:
            names.append(type(referrer).__qualname__)
    return "/".join(sorted(set(names))) or "?"


#: the frame of the listing's own look, which holds each container it looks at
_OWN_CODE = _holder.__code__


def _vars_of(owner: object) -> object:
    """``owner``'s ``__dict__``, if any: read through whatever an odd type (a proxy) makes of
    it, which may raise."""
    try:
        return getattr(owner, "__dict__", None)
    except Exception:
        return None


def _named(owner: object, attributes: dict[str, object], thing: object) -> list[str]:
    """The names under which ``attributes`` (``owner``'s) holds ``thing``."""
    prefix = owner.__qualname__ if isinstance(owner, type) else type(owner).__qualname__
    return [f"{prefix}.{name}" for name, value in attributes.items() if value is thing]


def _slots(owner: object) -> dict[str, object]:
    """The slots of ``owner``'s classes that it has set, by name."""
    slots: dict[str, object] = {}
    for kind in type(owner).__mro__:
        declared = getattr(kind, "__slots__", ())
        for name in (declared,) if isinstance(declared, str) else declared:
            if hasattr(owner, name):
                slots[name] = getattr(owner, name)
    return slots


def _kinds(values: Iterable[object], size: int) -> str:
    """The types among ``values`` and how many there are (``Card×6+``): a census's label."""
    kinds = "/".join(sorted({type(value).__qualname__ for value in values}))
    return f"{kinds}×{size if size < 6 else '6+'}"


async def full_collection_at(when: float, counted: bool = False) -> tuple[float, int, int]:
    """A full collection in the middle of play (every table live, people acting, what died
    lately not yet collected: a moment like any other), its pause, how many objects it
    found dead in cycles and how many it kept (with the dead, what it walked: a count that
    varies less from run to run than the pause). The bot meets one every few minutes; a run
    is too short to meet one by itself, yet each is a pause, counted in the GC and lag figures
    like the rest. ``counted``: a :func:`census` first."""
    await asyncio.sleep(max(0.0, when - time.perf_counter()))
    if counted:
        census("during play")
    started = time.perf_counter()
    dead = gc.collect()
    pause = time.perf_counter() - started
    return pause, dead, len(gc.get_objects())


def walk_alone(tables: int, counted: bool = False) -> tuple[float, float]:
    """After play, once what the play's end left dead is collected: the objects a full
    collection walks per live table, and how long the walk of them alone takes (right after
    another collection, so with much of it in the CPU's caches: a floor, not a pause the bot
    meets; and without what is in flight during play). ``counted``: a :func:`census` first."""
    gc.collect()
    if counted:
        census("after play")
    tracked = len(gc.get_objects())
    started = time.perf_counter()
    gc.collect()
    return time.perf_counter() - started, tracked / tables
