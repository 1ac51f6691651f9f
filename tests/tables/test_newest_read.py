"""A read of a table this process holds the newest snapshot of (it made or read the last
version) reads a few of the row's integers, not the whole row and its seats (issue #19); and
whatever another process (another service on the same database) changes is read in full."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, replace
from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from bot.tables import moves
from bot.tables.service import Pace, TableService
from bot.tables.snapshots import Person, TableRules, TableSnapshot
from storage.table_reads import read_mark, read_table
from tests.support.counting import Add, CountingAI, CountingGame
from tests.tables.test_timers import FakeClock

ALICE, BOB, CAROL = Person(1, "Alice"), Person(2, "Bob"), Person(3, "Carol")


def _service(sessions: async_sessionmaker[AsyncSession], clock: FakeClock) -> TableService:
    return TableService(
        sessions,
        {"counting": CountingGame()},
        {"counting": CountingAI()},
        Pace(0, 0),
        seed_source=lambda: 7,
        clock=clock,
    )


@dataclass
class Processes:
    """Two processes on one database, and a third with nothing in memory, whose read is the
    stored truth."""

    mine: TableService
    other: TableService
    fresh: TableService
    clock: FakeClock

    async def stored(self, table_id: int) -> TableSnapshot:
        self.fresh._cache.clear()
        return await self.fresh.get(table_id)


@pytest.fixture
async def processes(sessions: async_sessionmaker[AsyncSession]) -> AsyncIterator[Processes]:
    clock = FakeClock()
    made = Processes(
        _service(sessions, clock), _service(sessions, clock), _service(sessions, clock), clock
    )
    yield made
    for service in (made.mine, made.other, made.fresh):
        await service.close()


@pytest.fixture
def full_reads(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The tables read in full (row, seats, conversions), by every service."""
    read: list[int] = []
    real = read_table

    async def counted(engine: Any, table_id: int, known: Any) -> Any:
        read.append(table_id)
        return await real(engine, table_id, known)

    monkeypatch.setattr(moves, "read_table", counted)
    return read


@pytest.fixture
def mark_reads(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The tables whose mark (``read_mark``) was read, by every service."""
    read: list[int] = []
    real = read_mark

    async def counted(engine: Any, table_id: int) -> Any:
        read.append(table_id)
        return await real(engine, table_id)

    monkeypatch.setattr(moves, "read_mark", counted)
    return read


async def _lobby(service: TableService, timer: int | None = 60) -> int:
    rules = TableRules(turn_timer=timer, away_after=1)
    table = await service.create(10, 20, ALICE, "counting", "target=50", rules=rules)
    await service.join(table.id, BOB)
    return table.id


async def _playing(service: TableService, timer: int | None = 60) -> int:
    table_id = await _lobby(service, timer)
    await service.join(table_id, CAROL)
    await service.start(table_id, ALICE)
    return table_id


async def test_a_click_after_this_processs_own_move_reads_no_row_in_full(
    processes: Processes, full_reads: list[int]
) -> None:
    mine = processes.mine
    table_id = await _playing(mine)
    moved = await mine.act(table_id, ALICE.user_id, Add(1))
    full_reads.clear()
    read = await mine.get(table_id)
    assert full_reads == []
    assert read is moved
    assert read == await processes.stored(table_id)


async def test_on_sqlite_a_click_after_this_processs_own_move_reads_not_even_its_mark(
    processes: Processes, mark_reads: list[int], database_url: str
) -> None:
    """SQLite has one process writing: the row is as its last move left it (issue #19)."""
    mine = processes.mine
    table_id = await _playing(mine)
    await mine.get(table_id)
    moved = await mine.act(table_id, ALICE.user_id, Add(1))
    mark_reads.clear()
    read = await mine.get(table_id)
    assert read is moved
    assert mark_reads == ([] if database_url.startswith("sqlite") else [table_id])
    assert read == await processes.stored(table_id)


async def test_on_sqlite_a_table_known_is_read_again_only_once_its_row_is_written(
    processes: Processes, mark_reads: list[int], full_reads: list[int], database_url: str
) -> None:
    table_id = await _playing(processes.other)
    first = await processes.mine.get(table_id)
    assert await processes.mine.get(table_id) is first
    sqlite = database_url.startswith("sqlite")
    assert mark_reads == ([] if sqlite else [table_id])
    await processes.other.set_message(table_id, 555, 777)  # bookkeeping: no new version
    mark_reads.clear()
    full_reads.clear()
    again = await processes.mine.get(table_id)
    assert (again.message_id, again.thread_id) == (555, 777)
    assert mark_reads == [table_id] and full_reads == [table_id]
    assert await processes.mine.get(table_id) is again
    assert mark_reads == ([table_id] if sqlite else [table_id, table_id])


async def test_a_table_read_once_is_not_read_in_full_again(
    processes: Processes, full_reads: list[int]
) -> None:
    table_id = await _playing(processes.other)
    first = await processes.mine.get(table_id)
    again = await processes.mine.get(table_id)
    assert full_reads == [table_id]
    assert again is first


async def test_the_snapshot_kept_is_the_stored_row_move_after_move(
    processes: Processes, full_reads: list[int]
) -> None:
    """The shortcut against the full read, over a whole game of people's moves."""
    mine = processes.mine
    table_id = await _playing(mine)
    people = (ALICE, BOB, CAROL)
    for move in range(40):
        table = await mine.get(table_id)
        if not table.status.is_live:
            break
        two = move % 2 and table.state.total + 2 <= table.state.target
        moved = await mine.act(table_id, people[table.state.turn].user_id, Add(2 if two else 1))
        full_reads.clear()
        read = await mine.get(table_id)
        assert full_reads == ([] if moved.status.is_live else [table_id])  # ended: let go
        assert read == await processes.stored(table_id)
    assert not (await mine.get(table_id)).status.is_live


Change = Callable[[Processes, int], Awaitable[Any]]


async def _nothing(_processes: Processes, _table_id: int) -> None:
    return None


async def _remind(processes: Processes, _table_id: int) -> None:
    assert await processes.other.fire_due(processes.clock.advance(30)) == 1


async def _expire(processes: Processes, _table_id: int) -> None:
    await processes.other.fire_due(processes.clock.advance(30))
    await processes.other.fire_due(processes.clock.advance(30))


async def _abandon(processes: Processes, _table_id: int) -> None:
    assert await processes.other.fire_due(processes.clock.advance(25 * 3600)) == 1


async def _replaced(processes: Processes, table_id: int) -> None:
    await processes.mine.replace(table_id, ALICE, 1)


async def _away(processes: Processes, _table_id: int) -> None:
    await processes.mine.fire_due(processes.clock.advance(60))


async def _posted(processes: Processes, table_id: int) -> None:
    await processes.mine.set_message(table_id, 555, 777)


#: (whether the table is in play, what this process did first, what the other one changes)
CHANGES: dict[str, tuple[bool, Change, Change]] = {
    "join": (False, _nothing, lambda p, t: p.other.join(t, CAROL)),
    "add-ai": (False, _nothing, lambda p, t: p.other.add_ai(t, ALICE)),
    "move-seat": (False, _nothing, lambda p, t: p.other.move(t, BOB, 3)),
    "swap": (False, _nothing, lambda p, t: p.other.swap(t, ALICE, 0, 1)),
    "leave": (False, _nothing, lambda p, t: p.other.leave(t, BOB)),
    "kick-lobby": (False, _nothing, lambda p, t: p.other.kick(t, ALICE, 1)),
    "start": (False, _nothing, lambda p, t: p.other.start(t, ALICE)),
    "abort-lobby": (False, _nothing, lambda p, t: p.other.abort(t, ALICE)),
    "message": (False, _nothing, lambda p, t: p.other.set_message(t, 555, 777)),
    "forget-thread": (True, _posted, lambda p, t: p.other.forget_thread(t)),
    "act": (True, _nothing, lambda p, t: p.other.act(t, ALICE.user_id, Add(2))),
    "replace": (True, _nothing, lambda p, t: p.other.replace(t, ALICE, 1)),
    "kick-playing": (True, _nothing, lambda p, t: p.other.kick(t, ALICE, 2)),
    "reclaim": (True, _replaced, lambda p, t: p.other.reclaim(t, BOB)),
    "back": (True, _away, lambda p, t: p.other.back(t, ALICE)),
    "abort-forfeit": (True, _nothing, lambda p, t: p.other.abort(t, ALICE)),
    "reminder": (True, _nothing, _remind),
    "expiry": (True, _nothing, _expire),
    "abandon": (True, _nothing, _abandon),
}


@pytest.mark.parametrize("name", list(CHANGES))
async def test_a_change_made_by_another_process_is_read(processes: Processes, name: str) -> None:
    playing, before, change = CHANGES[name]
    table_id = await (_playing if playing else _lobby)(processes.mine)
    await before(processes, table_id)
    await processes.mine.idle()
    known = await processes.mine.get(table_id)
    assert known.status.is_live and table_id in processes.mine._cache
    await change(processes, table_id)
    await processes.other.idle()
    stored = await processes.stored(table_id)
    assert stored != known  # the change shows
    assert await processes.mine.get(table_id) == stored


async def test_a_countdown_kept_that_a_read_would_not_show_is_read_again(
    processes: Processes, full_reads: list[int]
) -> None:
    """A reminder sent during a restart's grace showed a later countdown than the row gives."""
    mine = processes.mine
    table_id = await _playing(mine)
    assert await mine.fire_due(processes.clock.advance(30)) == 1
    reminded = await mine.get(table_id)
    assert reminded.countdown_to is not None and full_reads == []
    later = replace(reminded, countdown_to=reminded.countdown_to + timedelta(seconds=5))
    mine._cache[table_id] = later
    assert await mine.get(table_id) == reminded == await processes.stored(table_id)


@pytest.mark.parametrize("name", list(CHANGES))
async def test_the_snapshot_kept_after_this_processs_own_change_is_the_stored_row(
    processes: Processes, name: str
) -> None:
    """What this process keeps after a change of its own is what a read in full gives."""
    playing, before, change = CHANGES[name]
    alone = replace(processes, other=processes.mine)
    table_id = await (_playing if playing else _lobby)(alone.mine)
    await before(alone, table_id)
    await change(alone, table_id)
    await alone.mine.idle()
    assert await alone.mine.get(table_id) == await alone.stored(table_id)
