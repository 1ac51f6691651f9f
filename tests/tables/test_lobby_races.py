"""Two processes on one database: a lobby change whose rows another writer changed between its
read and its write is redone on fresh rows, so no acknowledged move is ever lost."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import pytest
from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

import bot.tables.changes as changes_module
import bot.tables.service as service_module
from bot.errors import PlayerError
from bot.tables.moves import load_table
from bot.tables.service import Pace, TableService
from bot.tables.snapshots import Person, TableSnapshot, TableStatus
from storage.db import make_engine, make_sessions
from storage.models import GameTable, Seat
from tests.support.counting import Add, CountingAI, CountingGame

ALICE, BOB, CAROL, DAVE = (
    Person(1, "Alice"),
    Person(2, "Bob"),
    Person(3, "Carol"),
    Person(4, "Dave"),
)
Interloper = Callable[[], Awaitable[Any]]


def make_service(sessions: async_sessionmaker[AsyncSession]) -> TableService:
    return TableService(
        sessions, {"counting": CountingGame()}, {"counting": CountingAI()}, Pace(0, 0)
    )


@pytest.fixture
async def other(database_url: str, engine: Any) -> AsyncIterator[TableService]:
    """The second process: its own engine and connections on the same database."""
    second = make_engine(database_url)
    service = make_service(make_sessions(second))
    yield service
    await service.close()
    await second.dispose()


@pytest.fixture
async def first(sessions: async_sessionmaker[AsyncSession]) -> AsyncIterator[TableService]:
    """Closed after the test, so nothing it started is left running when its loop ends."""
    service = make_service(sessions)
    yield service
    await service.close()


@pytest.fixture
def between(monkeypatch: pytest.MonkeyPatch) -> Callable[[Interloper], None]:
    """Arm a one-shot interleaving: right after the first service's next read of a table,
    ``interloper`` (the other process) commits, before the first one writes."""
    real_load = load_table
    armed: list[Interloper] = []
    running: list[bool] = []  # the other process's own reads pass through

    async def load(repo: Any, table_id: int) -> GameTable:
        table = await real_load(repo, table_id)
        if armed and not running:
            running.append(True)
            try:
                await armed.pop()()
            finally:
                running.clear()
        return table

    monkeypatch.setattr(changes_module, "load_table", load)  # the lobby's changes
    monkeypatch.setattr(service_module, "_load", load)
    return armed.append


async def playing(service: TableService, *people: Person) -> int:
    table = await service.create(10, 20, ALICE, "counting", "target=100 seats=4")
    for person in people:
        await service.join(table.id, person)
    await service.start(table.id, ALICE)
    return table.id


Race = Callable[[Callable[[], Awaitable[TableSnapshot]]], Awaitable[TableSnapshot]]


@pytest.fixture
def race(
    first: TableService, other: TableService, between: Callable[[Interloper], None]
) -> Callable[[int], Race]:
    """Run a lobby change of the first process while the other stores Alice's move (+1) in
    between; the change lands, the move is kept, and the log replays to the stored state."""

    def on(table_id: int) -> Race:
        async def run(change: Callable[[], Awaitable[TableSnapshot]]) -> TableSnapshot:
            before = (await first.get(table_id)).version
            between(lambda: other.act(table_id, ALICE.user_id, Add(1)))
            changed = await change()
            assert changed.state.total == 1 and changed.version == before + 2  # both stored
            await first.idle()  # the AI seats' moves are made
            assert await first.replay(table_id) == (await first.get(table_id)).state
            return changed

        return run

    return on


async def test_a_kick_racing_a_move_keeps_the_move(
    first: TableService, race: Callable[[int], Race]
) -> None:
    table_id = await playing(first, BOB, CAROL)
    kicked = await race(table_id)(lambda: first.kick(table_id, ALICE, 1))
    assert kicked.seats[1].is_ai


async def test_a_host_replace_racing_a_move_keeps_the_move(
    first: TableService, race: Callable[[int], Race]
) -> None:
    table_id = await playing(first, BOB, CAROL)
    assert (await race(table_id)(lambda: first.replace(table_id, ALICE, 2))).seats[2].is_ai


async def test_a_passing_replace_vote_racing_a_move_keeps_the_move(
    first: TableService, race: Callable[[int], Race]
) -> None:
    table_id = await playing(first, BOB, CAROL, DAVE)
    await first.replace(table_id, CAROL, 1)
    assert (await race(table_id)(lambda: first.replace(table_id, DAVE, 1))).seats[1].is_ai


async def test_a_reclaim_racing_a_move_keeps_the_move(
    first: TableService, race: Callable[[int], Race]
) -> None:
    table_id = await playing(first, BOB, CAROL)
    await first.replace(table_id, ALICE, 2)
    await first.idle()
    back = await race(table_id)(lambda: first.reclaim(table_id, CAROL))
    assert back.seats[2].user_id == CAROL.user_id


async def test_back_racing_a_move_keeps_the_move(
    first: TableService, race: Callable[[int], Race]
) -> None:
    table_id = await playing(first, BOB, CAROL)
    async with first.sessions() as session, session.begin():
        await session.execute(
            update(Seat).where(Seat.table_id == table_id, Seat.position == 2).values(away=True)
        )
    assert not (await race(table_id)(lambda: first.back(table_id, CAROL))).seats[2].away


async def test_an_abort_racing_a_move_keeps_the_move(
    first: TableService, race: Callable[[int], Race]
) -> None:
    table_id = await playing(first, BOB)
    aborted = await race(table_id)(lambda: first.abort(table_id, ALICE))
    assert aborted.status is TableStatus.ABORTED


async def test_joins_racing_each_other_both_take_a_seat(
    first: TableService, other: TableService, between: Callable[[Interloper], None]
) -> None:
    table = await first.create(10, 20, ALICE, "counting", "target=100 seats=4")
    between(lambda: other.join(table.id, BOB))
    joined = await first.join(table.id, CAROL)
    assert {s.user_id for s in joined.seats} == {1, 2, 3} and joined.version == 2


@pytest.mark.parametrize("verb", ["add_ai", "leave", "start"])
async def test_every_other_lobby_change_racing_a_join_is_redone_on_fresh_rows(
    first: TableService,
    other: TableService,
    between: Callable[[Interloper], None],
    verb: str,
) -> None:
    table = await first.create(10, 20, ALICE, "counting", "target=100 seats=4")
    await first.join(table.id, BOB)
    between(lambda: other.join(table.id, CAROL))
    changed = await getattr(first, verb)(table.id, BOB if verb == "leave" else ALICE)
    assert CAROL.user_id in {s.user_id for s in changed.seats} and changed.version == 3


async def test_the_move_after_a_race_is_stored_at_the_next_version(
    first: TableService, other: TableService, race: Callable[[int], Race]
) -> None:
    table_id = await playing(first, BOB, CAROL)
    await race(table_id)(lambda: first.kick(table_id, ALICE, 2))
    moved = await other.act(table_id, BOB.user_id, Add(2))
    assert moved.version == 6 and moved.state.total == 3  # join, join, start, +1, kick, +2
    await other.idle()  # the AI in Carol's seat answers
    assert await first.replay(table_id) == (await first.get(table_id)).state


async def test_a_lobby_change_that_keeps_losing_races_is_refused_politely(
    first: TableService, other: TableService, between: Callable[[Interloper], None]
) -> None:
    table = await first.create(10, 20, ALICE, "counting", "target=100 seats=4")
    for person in (BOB, CAROL, DAVE):
        between(lambda person=person: other.join(table.id, person))  # type: ignore[misc]
    with pytest.raises(PlayerError, match="busy"):
        await first.add_ai(table.id, ALICE)
    assert len((await first.get(table.id)).seats) == 4
