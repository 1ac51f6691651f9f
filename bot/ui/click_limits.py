"""How fast one member may press buttons at one table.

Every click costs a database read, often a write, and Discord writes to answer it; a member
holding a key down (or a script) could keep a table and the bot busy for everyone. So each
member gets a number of clicks per table within a sliding window; a click past that is
answered at once with a polite private refusal and does nothing else: it is never queued.

Memory stays bounded: a member's record at a table holds at most ``clicks`` times, and records
whose window has passed are swept away once there are many.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from bot.errors import PlayerError

#: records kept before the ones whose window has passed are swept away
SWEEP_AT = 4096


@dataclass(frozen=True, slots=True)
class ClickRate:
    """``clicks`` per member per table within any ``window`` seconds."""

    clicks: int = 20
    window: float = 10.0


class ClickLimits:
    def __init__(self, rate: ClickRate, clock: Callable[[], float]) -> None:
        self.rate = rate
        self._clock = clock
        self._recent: dict[tuple[int, int], deque[float]] = {}

    def take(self, user_id: int, table_id: int) -> None:
        """Count this click, or refuse it (PlayerError) when the member is out of clicks here;
        a refused click is not counted, so pressing again later works."""
        now = self._clock()
        key = (user_id, table_id)
        recent = self._recent.get(key)
        if recent is None:
            if len(self._recent) >= SWEEP_AT:
                self._sweep(now)
            recent = self._recent[key] = deque(maxlen=self.rate.clicks)
        while recent and recent[0] <= now - self.rate.window:
            recent.popleft()
        if len(recent) >= self.rate.clicks:
            wait = max(1, math.ceil(recent[0] + self.rate.window - now))
            raise PlayerError("table-clicks-too-fast", seconds=wait)
        recent.append(now)

    def _sweep(self, now: float) -> None:
        since = now - self.rate.window
        for key in [k for k, times in self._recent.items() if not times or times[-1] <= since]:
            del self._recent[key]

    def __len__(self) -> int:
        """How many member-and-table records are kept (tests check it stays bounded)."""
        return len(self._recent)
