"""Rematch in the table service: one rematch table per finished game, rotated seats, refusals."""

from __future__ import annotations

from typing import Any

import pytest

from bot.errors import PlayerError
from bot.tables.rematch import REMATCH_WINDOW, rotated
from bot.tables.service import TableService
from bot.tables.snapshots import Person, TableRules, TableStatus
from storage.repositories import TableRepository
from tests.support.counting import Add
from tests.tables.test_timers import FakeClock, clock, service

ALICE, BOB, CAROL = Person(1, "Alice"), Person(2, "Bob"), Person(3, "Carol")
RULES = TableRules(turn_timer=90, abandon_after=3600, away_after=2, allow_reclaim=False)
__all__ = ["clock", "service"]  # the fixtures, closed after each test


async def finished_game(service: TableService, host: Person, guest: Person) -> int:
    """A two-seat game to 3 (``host`` in seat 1 adds 2, ``guest`` adds 1 and wins)."""
    table = await service.create(10, 20, host, "counting", "target=3 seats=2", rules=RULES)
    await service.join(table.id, guest)
    await service.start(table.id, host)
    await service.act(table.id, host.user_id, Add(2))
    done = await service.act(table.id, guest.user_id, Add(1))
    assert done.status is TableStatus.FINISHED
    return table.id


def test_rotation_moves_everyone_one_seat_right_so_the_deal_passes_left() -> None:
    assert [rotated(p, 4) for p in range(4)] == [3, 0, 1, 2]
    # the player on the first seat's left (seat 2 of 4) now sits in the first seat
    assert rotated(1, 4) == 0 and rotated(0, 2) == 1


async def test_the_first_press_opens_the_one_rematch_table_later_presses_sit_there(
    service: TableService,
) -> None:
    finished = await finished_game(service, ALICE, BOB)
    opened, new = await service.rematch(finished, BOB)
    assert new and opened.id != finished and opened.status is TableStatus.OPEN
    assert (opened.game, dict(opened.options), opened.rules) == (
        "counting",
        {"target": 3, "seats": 2, "twos_again": False},
        RULES,
    )
    assert (opened.guild_id, opened.channel_id, opened.host_id) == (10, 20, BOB.user_id)
    assert opened.seat_of(BOB.user_id) == 0  # Bob sat on Alice's left: he moves to seat 1
    joined, new = await service.rematch(finished, ALICE)
    assert not new and joined.id == opened.id and joined.seat_of(ALICE.user_id) == 1
    again, new = await service.rematch(finished, ALICE)  # a second press: still in, no change
    assert not new and again.version == joined.version
    assert (await service.get(finished)).rematch_id == opened.id


async def test_a_rematch_of_a_rematch_works(service: TableService) -> None:
    first = await finished_game(service, ALICE, BOB)
    second, _ = await service.rematch(first, BOB)
    await service.rematch(first, ALICE)
    await service.start(second.id, BOB)
    await service.act(second.id, BOB.user_id, Add(2))
    assert (await service.act(second.id, ALICE.user_id, Add(1))).status is TableStatus.FINISHED
    third, new = await service.rematch(second.id, ALICE)
    assert new and third.id not in (first, second.id) and third.seat_of(ALICE.user_id) == 0


async def test_rematch_is_refused_politely_when_it_cannot_be(
    service: TableService, clock: FakeClock
) -> None:
    open_table = await service.create(10, 20, ALICE, "counting", "target=3 seats=2")
    with pytest.raises(PlayerError, match="Only a finished game"):
        await service.rematch(open_table.id, ALICE)
    await service.abort(open_table.id, ALICE)
    with pytest.raises(PlayerError, match="Only a finished game"):
        await service.rematch(open_table.id, ALICE)
    finished = await finished_game(service, ALICE, BOB)
    with pytest.raises(PlayerError, match="Only the players"):
        await service.rematch(finished, CAROL)
    opened, _ = await service.rematch(finished, BOB)
    await service.add_ai(opened.id, BOB)
    with pytest.raises(PlayerError, match="full or gone"):
        await service.rematch(finished, ALICE)
    late = await finished_game(service, ALICE, BOB)
    clock.advance(REMATCH_WINDOW.total_seconds() + 1)
    with pytest.raises(PlayerError, match="ran out"):
        await service.rematch(late, ALICE)


async def test_an_abandoned_table_offers_no_rematch(
    service: TableService, clock: FakeClock
) -> None:
    idle = TableRules(turn_timer=None, abandon_after=3600)
    table = await service.create(10, 20, ALICE, "counting", "target=3 seats=2", rules=idle)
    await service.join(table.id, BOB)
    await service.start(table.id, ALICE)
    assert await service.fire_due(clock.advance(3601)) == 1
    assert (await service.get(table.id)).status is TableStatus.ABANDONED
    with pytest.raises(PlayerError, match="Only a finished game"):
        await service.rematch(table.id, ALICE)


async def test_a_rematch_whose_link_fails_leaves_no_table_behind(
    service: TableService, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The new table and the finished one's link to it are one write: a failure (or a crash)
    between two writes left an open table nobody could see, counting toward the host's limit,
    and the next press opened another."""
    finished = await finished_game(service, ALICE, BOB)

    async def refused(*_args: Any) -> bool:
        raise RuntimeError("the connection dropped")

    with monkeypatch.context() as failing:
        failing.setattr(TableRepository, "link_rematch", refused)
        with pytest.raises(RuntimeError):
            await service.rematch(finished, BOB)
    assert await service.live_in_guild(10) == []
    opened, new = await service.rematch(finished, BOB)
    assert new and (await service.get(finished)).rematch_id == opened.id
    assert [t.id for t in await service.live_in_guild(10)] == [opened.id]


async def test_a_rematch_another_process_opened_first_is_joined(
    service: TableService, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two processes pressing at once each opened a table and the second link overwrote
    the first: one rematch table stood live, unlinked, counting toward the host's limit."""
    if service.sessions.kw["bind"].dialect.name != "postgresql":
        pytest.skip("processes share one database only on PostgreSQL")
    finished = await finished_game(service, ALICE, BOB)
    theirs = await service.create(10, 20, ALICE, "counting", "target=3 seats=2", rules=RULES)
    link = TableRepository.link_rematch

    async def theirs_first(repo: TableRepository, finished_id: int, rematch_id: int) -> bool:
        async with service.sessions() as session, session.begin():  # the other process
            await link(TableRepository(session), finished_id, theirs.id)
        return await link(repo, finished_id, rematch_id)

    with monkeypatch.context() as racing:
        racing.setattr(TableRepository, "link_rematch", theirs_first)
        joined, new = await service.rematch(finished, BOB)
    assert not new and joined.id == theirs.id and joined.seat_of(BOB.user_id) is not None
    assert [t.id for t in await service.live_in_guild(10)] == [theirs.id]
