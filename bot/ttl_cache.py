"""People's settings read in batches and trusted for a while, instead of a query per move.

A turn asks for its players' settings (when to mention them, whether their lone play is made
for them) at every move; read from the database each time, 2,000 tables would make ~70 reads a
second for values that hardly ever change. A value is trusted for ``ttl``: only a change made
in another process needs the re-read, as one made here is used at once (:meth:`TtlCache.put`).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Hashable, Mapping, Sequence
from datetime import datetime, timedelta
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")

#: how long a person's setting is trusted before it is read again: only a change made in another
#: process needs it (one made here is used at once, ``put``), and each person's read costs a
#: query: at 60 s, 2,000 tables playing read ~70 settings a second (issue #19)
SETTING_TTL = timedelta(minutes=5)

#: reads the stored values of these keys (one query); a key left out has the default
Read = Callable[[Sequence[K]], Awaitable[Mapping[K, V]]]


class TtlCache(Generic[K, V]):
    def __init__(
        self, read: Read[K, V], default: V, ttl: timedelta, clock: Callable[[], datetime]
    ) -> None:
        self._read = read
        self._default = default
        self.ttl = ttl
        self._clock = clock
        #: each value, and when it was read (apart: a tuple of the two per key would be an
        #: object more that every full collection walks; issue #19)
        self._values: dict[K, V] = {}
        self._read_at: dict[K, datetime] = {}
        #: when the values past their trust were last let go (``_prune``)
        self._pruned = clock()

    def __contains__(self, key: object) -> bool:
        return key in self._read_at

    def __len__(self) -> int:
        return len(self._read_at)

    def fresh(self, keys: Sequence[K]) -> dict[K, V] | None:
        """Each key's value if every one is trusted still (else None: :meth:`get` reads):
        asked at every move, the usual answer needs no await (issue #19)."""
        now = self._clock()
        self._prune(now)
        read_at, ttl = self._read_at, self.ttl
        for key in keys:
            at = read_at.get(key)
            if at is None or at + ttl < now:
                return None
        return {k: self._values.get(k, self._default) for k in keys}

    async def get(self, keys: Sequence[K]) -> dict[K, V]:
        """Each key's value, the stale and unknown ones read together (at most once per
        ``ttl`` each)."""
        known = self.fresh(keys)
        if known is not None:
            return known
        now = self._clock()
        stale = [k for k in keys if k not in self._read_at or self._read_at[k] + self.ttl < now]
        if stale:
            stored = await self._read(stale)
            for key in stale:
                self._values[key] = stored.get(key, self._default)
                self._read_at[key] = now
        return {k: self._values.get(k, self._default) for k in keys}

    def put(self, key: K, value: V) -> None:
        """The value changed here: use it from now on."""
        self._values[key], self._read_at[key] = value, self._clock()

    def _prune(self, now: datetime) -> None:
        """Let go of the values past their trust, at most once per ``ttl``: they would be read
        again anyway, but kept they grew with every person a long-running bot ever saw."""
        if now < self._pruned + self.ttl:
            return
        self._pruned = now
        for key in [k for k, at in self._read_at.items() if at + self.ttl < now]:
            del self._read_at[key], self._values[key]
