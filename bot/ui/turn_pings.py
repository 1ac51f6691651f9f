"""Who gets a mention (a ping) when their turn comes, and when.

A ping per turn is noise for someone who is playing from their open hand view, and costs a
channel write. So by default a turn mentions its player only when they seem not to be
looking: they have no open hand view, or the turn has waited ``IDLE_AFTER`` seconds; and
nobody is mentioned more than once per ``MENTION_GAP`` (their ``/settings ping:`` may say
``always`` or ``never`` instead). A mention that is not due yet is a *nudge*: a deadline kept
here and fired by the table timer loop (:class:`bot.tables.timers.TimerLoop`), never a task
sleeping per turn. Everything here is memory only: after a restart the next turn starts over.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Iterable, Sequence
from datetime import datetime, timedelta

from bot.guild_settings import DEFAULT_PING, Ping
from bot.tables.snapshots import TableSnapshot
from bot.ttl_cache import SETTING_TTL, TtlCache

#: how long a turn waits before a player looking at their hand view is mentioned anyway
IDLE_AFTER = timedelta(seconds=20)
#: the shortest time between two mentions of one player (at the default setting)
MENTION_GAP = timedelta(seconds=60)

ReadPings = Callable[[Sequence[int]], Awaitable[dict[int, Ping]]]
#: a setting as kept here: the plain string of its ``Ping`` (equal to it), where the enum's
#: members are objects the collector tracks, which kept the dict of everyone's settings
#: tracked, two references a person for every full collection (issue #19)
PingValue = str
_NEVER: PingValue = Ping.NEVER.value
_ALWAYS: PingValue = Ping.ALWAYS.value


#: told of each nudge that falls due: the table's id and the person to mention
Announce = Callable[[int, int], Awaitable[None]]


class TurnPings:
    def __init__(
        self,
        read: ReadPings,
        clock: Callable[[], datetime],
        tasks: set[asyncio.Task[None]] | None = None,
    ) -> None:
        self._clock = clock
        #: each person's setting, read at most once per ``SETTING_TTL`` (in the background, in
        #: ``tasks``, once known)
        self._pings: TtlCache[int, PingValue] = TtlCache(
            _plain(read), DEFAULT_PING.value, SETTING_TTL, clock, tasks
        )
        self._last_mention: dict[int, datetime] = {}
        #: (table, person) -> when their nudge falls due: a time, not the table as it was (a
        #: snapshot kept per waiting turn, and an object per nudge, walked by every full
        #: collection; issue #19); the table is read when the nudge fires
        self._nudges: dict[tuple[int, int], datetime] = {}
        #: when what no longer counts was last let go (``_prune``)
        self._pruned = clock()
        #: told about each nudge that falls due (the presenter posts its line)
        self.announce: Announce | None = None

    def _prune(self, now: datetime) -> None:
        """Let go of the mentions that no longer count, at most once per ``SETTING_TTL``: one
        older than ``MENTION_GAP`` holds no one back, so dropping it changes nothing, but kept
        they grew with every person a long-running bot ever saw."""
        if now < self._pruned + SETTING_TTL:
            return
        self._pruned = now
        for user_id in [u for u, at in self._last_mention.items() if at + MENTION_GAP < now]:
            del self._last_mention[user_id]

    async def settings(self, user_ids: Sequence[int]) -> dict[int, PingValue]:
        """Each person's setting, read at most once per ``SETTING_TTL``."""
        known = self._known(user_ids)
        return known if known is not None else await self._pings.get(user_ids)

    def _known(self, user_ids: Sequence[int]) -> dict[int, PingValue] | None:
        """Each person's setting if all were read before, else None."""
        self._prune(self._clock())
        return self._pings.known(user_ids)

    def warm(self, user_ids: Iterable[int]) -> None:
        """Read these people's settings in the background, if never read (a table begins)."""
        self._pings.warm(user_ids)

    def changed(self, user_id: int, ping: Ping) -> None:
        """Their ``/settings ping:`` changed here: use it from now on."""
        self._pings.put(user_id, ping.value)

    async def turns_began(
        self, table: TableSnapshot, user_ids: Sequence[int], watching: Callable[[int], bool]
    ) -> list[int]:
        """Who to mention now that their turn began; the others' mentions become nudges."""
        now = self._clock()
        return self._began(table, user_ids, watching, await self.settings(user_ids), now)

    def turns_began_known(
        self, table: TableSnapshot, user_ids: Sequence[int], watching: Callable[[int], bool]
    ) -> list[int] | None:
        """:meth:`turns_began` without an await, when every setting was read before (at
        almost every move; issue #19); None when one must be read."""
        now = self._clock()
        wanted = self._known(user_ids)
        return None if wanted is None else self._began(table, user_ids, watching, wanted, now)

    def _began(
        self,
        table: TableSnapshot,
        user_ids: Sequence[int],
        watching: Callable[[int], bool],
        wanted: dict[int, PingValue],
        now: datetime,
    ) -> list[int]:
        mention = []
        for user_id in user_ids:
            ping = wanted[user_id]
            if ping == _NEVER:
                continue
            if ping == _ALWAYS:
                mention.append(user_id)
                continue
            due = self._due(user_id, now + IDLE_AFTER if watching(user_id) else now)
            if due <= now:
                mention.append(user_id)
            else:
                self._nudges[(table.id, user_id)] = due
        self.mentioned(mention)
        return mention

    async def turns_go_on(self, table: TableSnapshot, user_ids: Sequence[int]) -> None:
        """They acted and act again (a double to cover, a trick won and led from): nobody is
        mentioned now, they are playing; a nudge follows if they stop for ``IDLE_AFTER``."""
        now = self._clock()
        for user_id, ping in (await self.settings(user_ids)).items():
            if ping != _NEVER:
                self._nudges[(table.id, user_id)] = self._due(user_id, now + IDLE_AFTER)

    def _due(self, user_id: int, due: datetime) -> datetime:
        """``due``, or later: nobody is mentioned twice within ``MENTION_GAP``."""
        earliest = self._last_mention.get(user_id)
        return due if earliest is None else max(due, earliest + MENTION_GAP)

    async def allowed(self, user_ids: Sequence[int]) -> list[int]:
        """Of these people named in a reminder, those who may be pinged (not ``never``)."""
        wanted = await self.settings(user_ids)
        allowed = [u for u in user_ids if wanted[u] != _NEVER]
        self.mentioned(allowed)
        return allowed

    def mentioned(self, user_ids: Sequence[int]) -> None:
        now = self._clock()
        for user_id in user_ids:
            self._last_mention[user_id] = now

    def turn_over(self, table_id: int, user_ids: Sequence[int]) -> None:
        """These people's turns ended (they acted, or the turn moved on): no nudge for them."""
        for user_id in user_ids:
            self._nudges.pop((table_id, user_id), None)

    def forget_table(self, table_id: int) -> None:
        for key in [k for k in self._nudges if k[0] == table_id]:
            del self._nudges[key]

    # ------------------------------------------------------------------ the timer loop's side

    def next_due(self) -> datetime | None:
        return min(self._nudges.values(), default=None)

    async def fire_due(self, now: datetime) -> None:
        """Mention whoever's turn has waited long enough (once each)."""
        due = [key for key, when in self._nudges.items() if when <= now]
        for table_id, user_id in due:
            self._nudges.pop((table_id, user_id), None)
            self.mentioned([user_id])
            if self.announce is not None:
                await self.announce(table_id, user_id)


def _plain(read: ReadPings) -> Callable[[Sequence[int]], Awaitable[dict[int, PingValue]]]:
    """``read``, its settings as plain strings (``PingValue``)."""

    async def read_plain(user_ids: Sequence[int]) -> dict[int, PingValue]:
        return {user_id: ping.value for user_id, ping in (await read(user_ids)).items()}

    return read_plain
