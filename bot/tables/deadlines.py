"""When a table's next timer step falls due: pure arithmetic on stored times.

Deadlines are derived from the stored time of the last action, never from a sleeping task,
so a restart recomputes exactly the same ones and a deadline that passed while the bot was
down is simply due (once) when it comes back.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum

from bot.errors import OptionError
from bot.games.evolve import slot_init
from bot.i18n import t
from bot.numbers import read_number


class TimerStep(StrEnum):
    REMIND = "remind"
    EXPIRE = "expire"
    ABANDON = "abandon"


@slot_init
@dataclass(frozen=True, slots=True)
class Clockwork:
    """What a table's timers depend on, as stored."""

    last_action_at: datetime
    version: int
    turn_timer: int | None
    reminded_version: int | None
    abandon_after: int
    #: some human who is not away must act now (no automatic move is pending)
    human_turn: bool
    live: bool = True
    playing: bool = True
    #: the last activity by a person; None: ``last_action_at``
    active_at: datetime | None = None

    @property
    def abandon_at(self) -> datetime:
        idle_since = self.active_at or self.last_action_at
        return idle_since + timedelta(seconds=self.abandon_after)

    @property
    def timed(self) -> bool:
        return self.live and self.playing and self.human_turn and self.turn_timer is not None

    @property
    def expires_at(self) -> datetime | None:
        if not self.timed:
            return None
        return self.last_action_at + timedelta(seconds=self.turn_timer or 0)

    @property
    def remind_at(self) -> datetime | None:
        if not self.timed or self.reminded_version == self.version:
            return None
        return self.last_action_at + timedelta(seconds=(self.turn_timer or 0) / 2)

    def next_step(self) -> tuple[datetime, TimerStep] | None:
        """The earliest step still to come (reminder, expiry or abandonment; abandonment on a
        tie). Worked out once per move stored, so each time is worked out once."""
        if not self.live:
            return None
        abandon = self.abandon_at
        if self.timed:
            turn = self.turn_timer or 0
            if self.reminded_version != self.version:
                step = (self.last_action_at + timedelta(seconds=turn / 2), TimerStep.REMIND)
            else:
                step = (self.last_action_at + timedelta(seconds=turn), TimerStep.EXPIRE)
            if step[0] < abandon:
                return step
        return abandon, TimerStep.ABANDON

    def due(self, now: datetime) -> TimerStep | None:
        """The step to fire at ``now``: abandonment first, an expiry over a late reminder."""
        if not self.live:
            return None
        if now >= self.abandon_at:
            return TimerStep.ABANDON
        expires = self.expires_at
        if expires is not None and now >= expires:
            return TimerStep.EXPIRE
        remind = self.remind_at
        if remind is not None and now >= remind:
            return TimerStep.REMIND
        return None


#: the first retry of a failed timer step or automatic move waits this long, each next one
#: twice as long
BACKOFF_FIRST = 5.0
BACKOFF_MAX = 15 * 60.0


def backoff_delay(failures: int) -> float:
    """Seconds to wait after the ``failures``-th failure in a row before trying again (the
    doubling stops at the cap: 2.0 ** 1024 would overflow a float after days of failures)."""
    return min(BACKOFF_FIRST * 2.0 ** min(failures - 1, 32), BACKOFF_MAX)


@dataclass(slots=True)
class Backoff:
    """A table whose timer step keeps failing: when to try it again."""

    retry_at: datetime
    failures: int = 0

    def failed(self, now: datetime) -> None:
        self.failures += 1
        self.retry_at = now + timedelta(seconds=backoff_delay(self.failures))


MIN_TIMER = 30
MAX_TIMER = 24 * 3600
_UNITS = {"s": 1, "m": 60, "h": 3600, "d": 86400}


def parse_duration(
    text: str,
    *,
    low: int = MIN_TIMER,
    high: int = MAX_TIMER,
    refusal: str = "table-duration-range",
    may_be_off: bool = True,
) -> int | None:
    """Read ``"90s"``, ``"2m"``, ``"1h30m"``, ``"off"`` into seconds (None for off). A time
    outside ``low``–``high``, or "off" where it may not be (a table is always closed in the
    end), is refused with ``refusal``, which names the setting (a turn timer's, unless told)."""
    raw = text.strip().lower().replace(" ", "")
    out_of_range = OptionError(refusal, low=show_duration(low), high=show_duration(high))
    if raw in ("off", "none", "no", "0"):
        if not may_be_off:
            raise out_of_range
        return None
    unreadable = OptionError("table-duration-unreadable", text=text[:20])
    if len(raw) > 12:
        raise unreadable
    total, number = 0, ""
    for char in raw:
        if read_number(char) is not None:
            number += char
        elif char in _UNITS and number:
            total += int(number) * _UNITS[char]
            number = ""
        else:
            number = "x"
            break
    if number and number != "x":
        total += int(number) * 60  # a bare number means minutes
    if number == "x" or total <= 0:
        raise unreadable
    if not low <= total <= high:
        raise out_of_range
    return total


def show_duration(seconds: int | None) -> str:
    """A duration in the language in force ("1h30m", "1小时30分钟"), or its word for off."""
    if seconds is None:
        return t("table-duration-off")
    days, rest = divmod(seconds, 86400)
    hours, rest = divmod(rest, 3600)
    minutes, secs = divmod(rest, 60)
    return t("table-duration", d=days, h=hours, m=minutes, s=secs).strip()
