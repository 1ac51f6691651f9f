"""People's settings read in batches and trusted for a while, instead of a query per move.

A turn asks for its players' settings (when to mention them, whether their lone play is made
for them) at every move; read from the database each time, 2,000 tables would make ~70 reads a
second for values that hardly ever change. A value is trusted for ``ttl``: only a change made
in another process needs the re-read, as one made here is used at once (:meth:`TtlCache.put`).

A move never waits for a read it can do without (issue #19). A read goes through the pool's
one SQLite connection, behind the group commit and the thread hand-offs: tens of ms, and a
hundred and more on a busy loop, on the move that met it (in the 1,000-table bench, the moves
that waited for a settings read were most of the slowest 1 %). So a value past its trust is
still answered and read again in the background (:meth:`TtlCache.known` starts that), and the
people of a table are read as it begins (:meth:`TtlCache.warm`), before any of its moves asks.
Only a person asked about before any read of them waits for it.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Hashable, Iterable, Mapping, Sequence
from datetime import datetime, timedelta
from typing import Generic, TypeVar

from bot.alarms import run_kept

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")

log = logging.getLogger(__name__)

#: how long a person's setting is trusted before it is read again: only a change made in another
#: process needs it (one made here is used at once, ``put``), and each person's read costs a
#: query: at 60 s, 2,000 tables playing read ~70 settings a second (issue #19)
SETTING_TTL = timedelta(minutes=5)
#: after a background read failed, how long its values are answered before another is tried
RETRY_AFTER = timedelta(seconds=30)

#: reads the stored values of these keys (one query); a key left out has the default
Read = Callable[[Sequence[K]], Awaitable[Mapping[K, V]]]


class TtlCache(Generic[K, V]):
    def __init__(
        self,
        read: Read[K, V],
        default: V,
        ttl: timedelta,
        clock: Callable[[], datetime],
        tasks: set[asyncio.Task[None]] | None = None,
    ) -> None:
        self._read = read
        self._default = default
        self.ttl = ttl
        self._clock = clock
        #: each value, and when it was read (apart: a tuple of the two per key would be an
        #: object more that every full collection walks; issue #19)
        self._values: dict[K, V] = {}
        self._read_at: dict[K, datetime] = {}
        #: the reads under way, by key: a key is read once at a time, and who needs it waits
        #: for the read already going
        self._reading: dict[K, asyncio.Task[None]] = {}
        #: keys changed here (``put``) while a read of them was under way: that read may have
        #: begun before the change was stored, and does not undo it
        self._put_meanwhile: set[K] = set()
        #: where the background reads are kept: the owner's tasks, which its shutdown and its
        #: ``idle`` (tests settling) wait for
        self._tasks: set[asyncio.Task[None]] = set() if tasks is None else tasks
        #: when the values long past their trust were last let go (``_prune``)
        self._pruned = clock()

    def __contains__(self, key: object) -> bool:
        return key in self._read_at

    def __len__(self) -> int:
        return len(self._read_at)

    def known(self, keys: Sequence[K]) -> dict[K, V] | None:
        """Each key's value if every one was ever read (else None: :meth:`get` reads), the
        ones past their trust read again in the background: asked at every move, the answer
        needs no await."""
        now = self._clock()
        self._prune(now)
        read_at, ttl = self._read_at, self.ttl
        stale: list[K] = []
        for key in keys:
            at = read_at.get(key)
            if at is None:
                return None
            if at + ttl < now:
                stale.append(key)
        if stale:
            self._start_read(stale)
        values, default = self._values, self._default
        return {k: values.get(k, default) for k in keys}

    async def get(self, keys: Sequence[K]) -> dict[K, V]:
        """Each key's value; the ones never read are read now (together, or by the read of
        them already under way)."""
        known = self.known(keys)
        if known is not None:
            return known
        self._start_read(k for k in keys if k not in self._read_at)
        reads = {self._reading[k] for k in keys if k not in self._read_at and k in self._reading}
        for read in reads:
            await asyncio.shield(read)  # a caller cancelled does not cancel others' read
        missing = [k for k in keys if k not in self._read_at]
        if missing:  # the read failed (logged): this caller hears it
            await self._load(missing, raising=True)
        values, default = self._values, self._default
        return {k: values.get(k, default) for k in keys}

    def warm(self, keys: Iterable[K]) -> None:
        """Read these keys in the background if they were never read (a table beginning: its
        people's first moves then find them)."""
        self._start_read(k for k in keys if k not in self._read_at)

    def put(self, key: K, value: V) -> None:
        """The value changed here: use it from now on."""
        self._values[key], self._read_at[key] = value, self._clock()
        if key in self._reading:
            self._put_meanwhile.add(key)

    def _start_read(self, keys: Iterable[K]) -> None:
        wanted = list(dict.fromkeys(k for k in keys if k not in self._reading))
        if not wanted:
            return
        task = run_kept(self._load(wanted, raising=False), self._tasks)
        for key in wanted:
            self._reading[key] = task

    async def _load(self, keys: list[K], *, raising: bool) -> None:
        try:
            stored = await self._read(keys)
        except Exception:
            self._put_meanwhile.difference_update(keys)
            if raising:
                raise
            log.warning("reading %d setting(s) failed; the known values stand", len(keys))
            retry = self._clock() - self.ttl + RETRY_AFTER
            for key in keys:
                if key in self._read_at:  # answered as before, read again later
                    self._read_at[key] = max(self._read_at[key], retry)
            return
        finally:
            for key in keys:
                if self._reading.get(key) is asyncio.current_task():
                    del self._reading[key]
        now = self._clock()
        for key in keys:
            if key in self._put_meanwhile:
                self._put_meanwhile.discard(key)
            else:
                self._values[key] = stored.get(key, self._default)
                self._read_at[key] = now

    def _prune(self, now: datetime) -> None:
        """Let go of the values nobody asked for in a whole ``ttl`` past their trust (one
        asked for is read again within it), at most once per ``ttl``: kept, they grew with
        every person a long-running bot ever saw."""
        if now < self._pruned + self.ttl:
            return
        self._pruned = now
        old = now - 2 * self.ttl
        for key in [k for k, at in self._read_at.items() if at < old and k not in self._reading]:
            del self._read_at[key], self._values[key]
