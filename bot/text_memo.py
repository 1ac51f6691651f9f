"""Texts remembered by plain keys, kept where full garbage collections do not walk them.

The worded messages, hand texts and table lines are remembered by keys of plain values
(strings, numbers, None, tuples of them): ~25,000 entries at 1,000 live tables. A dict is
walked by every collection while the collector tracks it, entry by entry, and CPython tracks a
dict as soon as a key it tracks goes in, which a tuple just made always is; it stops tracking
a dict of plain values only at a full collection. So the memos were tracked whenever a full
collection came, their ~50,000 references an eighth of what it followed during play (issue
#19). A young collection stops tracking a tuple of plain values, though, and a dict that
never had a tracked key put in it is never tracked: an entry is put in a small dict of fresh
entries first, and moved, once the collector has let its key go, into the dicts that hold
most of the memo, which are then never tracked at all.
"""

from __future__ import annotations

from collections.abc import Hashable
from gc import is_tracked

#: fresh entries at most before they are moved on: with young collections every 0.1 s
#: (:mod:`bot.gc_tuning`) nearly every key has been let go by then
SETTLE_AT = 256


class TextMemo:
    """Texts by key, ``limit`` at most (and up to ``settle_at`` more while fresh).

    Texts are kept in two generations of ``limit // 2``: when the newer is full it becomes
    the older, the older is let go, and a text found in the older moves back to the newer, so
    the texts still being read stay however many others pass by (emptying the whole memo when
    full lost them; issue #19). The newer generation is two dicts, the fresh entries and the
    settled ones (see the module's docstring). Safe to share with the worker thread that
    draws pictured table messages: a look-up that races a move of entries only words its
    text again."""

    __slots__ = ("_fresh", "_generation", "_older", "_settle_at", "_settled")

    def __init__(self, limit: int, settle_at: int = SETTLE_AT) -> None:
        self._generation = max(1, limit // 2)
        self._settle_at = max(1, settle_at)
        self._fresh: dict[Hashable, str] = {}
        self._settled: dict[Hashable, str] = {}
        self._older: dict[Hashable, str] = {}

    def get(self, key: Hashable) -> str | None:
        text = self._settled.get(key)
        if text is None:
            text = self._fresh.get(key)
            if text is None:
                text = self._older.get(key)
                if text is not None:
                    self.put(key, text)
        return text

    def put(self, key: Hashable, text: str) -> None:
        if len(self._fresh) + len(self._settled) >= self._generation:
            self._settle()
            self._older = self._settled
            self._settled = {}
        fresh = self._fresh
        fresh[key] = text
        if len(fresh) >= self._settle_at:
            self._settle()

    def _settle(self) -> None:
        """Move the fresh entries whose keys the collector no longer tracks to the settled
        ones. Those it still tracks (made since the last young collection) stay fresh, unless
        they are most of them: then they are let go. Settled, in a burst of misses with no
        young collection between (a thousand tables opening at once), they kept the settled
        dict tracked until the next full collection; and a key the collector never lets go
        (holding an object of a class of ours) is kept no longer than that. A memo no larger
        than a batch of fresh entries is not worth keeping out of the walks: all settle."""
        fresh = self._fresh
        self._fresh = {}
        settled = self._settled
        if self._generation <= self._settle_at:
            settled.update(fresh)
            return
        young: dict[Hashable, str] = {}
        for key, text in list(fresh.items()):  # a copy: the other thread may add meanwhile
            if is_tracked(key):
                young[key] = text
            else:
                settled[key] = text
        if young and 2 * len(young) <= self._settle_at:
            young.update(self._fresh)
            self._fresh = young

    def __len__(self) -> int:
        return len(self._fresh) + len(self._settled) + len(self._older)

    def clear(self) -> None:
        self._fresh = {}
        self._settled = {}
        self._older = {}
