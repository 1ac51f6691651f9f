"""What the turn pings remember of people: only what still counts (issue #19: a long-running bot
kept a setting, a read time and a last mention for every person it ever saw)."""

from __future__ import annotations

import gc
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from types import SimpleNamespace
from typing import cast

from bot.guild_settings import Ping
from bot.tables.snapshots import TableSnapshot
from bot.ttl_cache import SETTING_TTL
from bot.ui.turn_pings import MENTION_GAP, TurnPings


class Clock:
    def __init__(self) -> None:
        self.now = datetime(2026, 11, 29, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


def pings_with_reads() -> tuple[TurnPings, Clock, list[list[int]]]:
    clock = Clock()
    reads: list[list[int]] = []

    async def read(user_ids: Sequence[int]) -> dict[int, Ping]:
        reads.append(list(user_ids))
        return {u: Ping.ALWAYS if u == 1 else Ping.IDLE for u in user_ids}

    return TurnPings(read, clock), clock, reads


async def test_settings_and_mentions_past_their_time_are_let_go() -> None:
    pings, clock, reads = pings_with_reads()
    assert await pings.settings([1, 2]) == {1: Ping.ALWAYS, 2: Ping.IDLE}
    pings.mentioned([1, 2])
    clock.now += 2 * SETTING_TTL + timedelta(seconds=1)  # nobody asked for them since
    assert await pings.settings([3]) == {3: Ping.IDLE}
    assert 3 in pings._pings and len(pings._pings) == 1
    assert pings._last_mention == {}
    assert reads == [[1, 2], [3]]


async def test_what_still_counts_is_kept_through_a_prune() -> None:
    pings, clock, reads = pings_with_reads()
    start = clock.now
    await pings.settings([1])
    clock.now = start + SETTING_TTL + timedelta(seconds=1)
    await pings.settings([2])  # read later: still trusted at the next prune
    clock.now = start + 2 * SETTING_TTL - timedelta(seconds=9)
    pings.mentioned([2])  # and mentioned a moment before it
    clock.now = start + 2 * SETTING_TTL + timedelta(seconds=2)  # the next prune is due
    assert await pings.settings([2]) == {2: Ping.IDLE}
    assert 2 in pings._pings and len(pings._pings) == 1  # 1: nobody asked for a whole ttl
    assert set(pings._last_mention) == {2}
    assert reads == [[1], [2]]  # 2's setting was not read again
    table = cast(TableSnapshot, SimpleNamespace(id=7))  # as far as a nudge needs it
    assert await pings.turns_began(table, [2], lambda _: False) == []
    assert pings.next_due() == clock.now - timedelta(seconds=11) + MENTION_GAP  # a nudge


async def test_a_prune_happens_at_most_once_per_setting_ttl() -> None:
    pings, clock, _ = pings_with_reads()
    await pings.settings([1])
    clock.now += 2 * SETTING_TTL + timedelta(seconds=1)
    await pings.settings([2])  # prunes 1
    await pings.settings([1])  # read again
    clock.now += SETTING_TTL / 2
    await pings.settings([3])
    assert len(pings._pings) == 3  # no prune due


async def test_a_nudge_is_kept_as_its_time_and_announces_the_table_and_person() -> None:
    """A nudge keeps no snapshot of the table (issue #19): the announcement reads it."""
    pings, clock, _ = pings_with_reads()
    table = cast(TableSnapshot, SimpleNamespace(id=7))
    assert await pings.turns_began(table, [2], lambda _: True) == []
    due = clock.now + timedelta(seconds=20)
    assert pings._nudges == {(7, 2): due}
    announced: list[tuple[int, int]] = []

    async def announce(table_id: int, user_id: int) -> None:
        announced.append((table_id, user_id))

    pings.announce = announce
    await pings.fire_due(due - timedelta(seconds=1))
    assert announced == []
    await pings.fire_due(due)
    assert announced == [(7, 2)] and pings._nudges == {} and pings.next_due() is None


async def test_trusted_settings_answer_a_turn_without_an_await_as_a_read_would() -> None:
    """At almost every move the players' settings are trusted still: the turn is answered
    without an await (issue #19), exactly as the awaited path answers it."""
    fast, fast_clock, fast_reads = pings_with_reads()
    slow, slow_clock, slow_reads = pings_with_reads()
    table = cast(TableSnapshot, SimpleNamespace(id=5))
    answered_at_once = 0
    for step in range(200):
        people = [1 + (step * 7 + k) % 5 for k in range(step % 3)]
        watching = (lambda u: u % 2 == 0) if step % 4 else (lambda u: False)
        for clock in (fast_clock, slow_clock):
            clock.now += timedelta(seconds=(step * 13) % 30)
        known = fast.turns_began_known(table, people, watching)
        answered_at_once += known is not None
        if known is None:
            known = await fast.turns_began(table, people, watching)
        assert known == await slow.turns_began(table, people, watching)
        assert fast._nudges == slow._nudges and fast._last_mention == slow._last_mention
    assert fast_reads == slow_reads
    assert answered_at_once > 150


async def test_everyones_settings_are_kept_as_plain_strings_no_collection_walks() -> None:
    """Issue #19: kept for every person at a live table, the settings were ``Ping`` members,
    objects the collector tracks, which kept their dict tracked: two references a person for
    every full collection. Their plain strings (equal to them) are never tracked; each
    setting still means what it did."""
    pings, _, _ = pings_with_reads()
    assert await pings.settings([1, 2]) == {1: Ping.ALWAYS, 2: Ping.IDLE}
    pings.changed(3, Ping.NEVER)
    assert not gc.is_tracked(pings._pings._values)
    assert await pings.allowed([1, 2, 3]) == [1, 2]
    table = cast(TableSnapshot, SimpleNamespace(id=7))
    assert pings.turns_began_known(table, [1, 2, 3], lambda user_id: True) == [1]
    assert list(pings._nudges) == [(7, 2)]  # idle and looking: a nudge for later
