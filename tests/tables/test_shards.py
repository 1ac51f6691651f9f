"""Tables belong to their guild's shard: a process drives, times, presents and resumes only the
tables of the shards it holds, and a restart with other shards picks up the tables that moved."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from bot.config import Settings
from bot.tables.service import Pace, TableService
from bot.tables.shards import Shards, shard_of
from bot.tables.snapshots import Person, TableRules, TableStatus, TableUpdate, UpdateKind
from bot.tables.timers import TimerLoop
from storage.repositories import EVERY_SHARD, TableRepository
from tests.support.counting import Add, CountingAI, CountingGame
from tests.support.counting_events import Added

ALICE, BOB = Person(1, "Alice"), Person(2, "Bob")
COUNT = 3


def guild_on(shard: int, n: int = 0) -> int:
    """A guild id Discord puts on ``shard`` of ``COUNT`` (its timestamp bits chosen so)."""
    return ((n * COUNT + shard) << 22) | 12345


class FakeClock:
    def __init__(self) -> None:
        self.now = datetime(2026, 1, 1, 12, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


def make_service(
    sessions: async_sessionmaker[AsyncSession], clock: FakeClock, shards: Shards = EVERY_SHARD
) -> TableService:
    return TableService(
        sessions,
        {"counting": CountingGame()},
        {"counting": CountingAI()},
        Pace(0, 0),
        clock=clock,
        shards=shards,
    )


def held(*ids: int) -> Shards:
    return Shards(COUNT, frozenset(ids))


def test_a_guild_is_on_the_shard_discord_sends_its_events_to() -> None:
    assert shard_of(guild_on(2, 5), COUNT) == 2
    assert shard_of(81384788765712384, 4) == (81384788765712384 >> 22) % 4
    assert held(0, 2).holds(guild_on(2)) and not held(0, 2).holds(guild_on(1))
    assert Shards().holds(guild_on(1)) and Shards().everything


def test_settings_name_the_held_shards() -> None:
    assert Shards.of(None, None).everything
    assert Shards.of(4, None).everything  # discord.py takes every shard then
    assert Shards.of(2, (0, 1)).everything
    only = Shards.of(4, (1, 3))
    assert only == Shards(4, frozenset({1, 3}))
    settings = Settings(shard_count=4, shard_ids=(1, 3))
    assert Shards.of(settings.shard_count, settings.shard_ids) == only


async def tables_on_every_shard(
    sessions: async_sessionmaker[AsyncSession], clock: FakeClock, *, ai: bool
) -> dict[int, int]:
    """shard -> a started table of a guild on it (Alice against an AI, or against Bob)."""
    creator = make_service(sessions, clock)
    tables = {}
    for shard in range(COUNT):
        rules = TableRules(turn_timer=60)
        table = await creator.create(guild_on(shard), 20 + shard, ALICE, "counting", rules=rules)
        if ai:
            await creator.add_ai(table.id, ALICE)
        else:
            await creator.join(table.id, BOB)
        await creator.start(table.id, ALICE)
        tables[shard] = table.id
    await creator.close()
    return tables


async def test_the_repository_finds_only_the_held_shards_tables(
    sessions: async_sessionmaker[AsyncSession],
) -> None:
    clock = FakeClock()
    tables = await tables_on_every_shard(sessions, clock, ai=False)
    later = clock.now + timedelta(hours=1)
    async with sessions() as session:
        repo = TableRepository(session)
        assert {t.id for t in await repo.playing_after(0, 100, held(0, 2))} == {
            tables[0],
            tables[2],
        }
        assert {t.id for t in await repo.playing_after(0, 100)} == set(tables.values())
        assert list(await repo.due_ids(later, 10, shards=held(1))) == [tables[1]]
        assert await repo.next_due(shards=held(1)) == await repo.next_due()
        assert await repo.next_due(shards=Shards(COUNT, frozenset())) is None


async def test_a_process_resumes_and_drives_only_its_shards_tables(
    sessions: async_sessionmaker[AsyncSession],
) -> None:
    clock = FakeClock()
    tables = await tables_on_every_shard(sessions, clock, ai=True)
    nobody = make_service(sessions, clock, held())  # holds no shard: drives no table
    for table_id in tables.values():  # Alice moves; the AI's turn waits for its process
        await nobody.act(table_id, ALICE.user_id, Add(1))
    await nobody.idle()
    assert [(await nobody.get(t)).state.turn for t in tables.values()] == [1] * COUNT
    await nobody.close()
    first = make_service(sessions, clock, held(0, 1))
    heard: list[TableUpdate] = []

    async def record(update: TableUpdate) -> None:
        heard.append(update)

    first.listeners.append(record)
    assert sorted(await first.resume()) == sorted([tables[0], tables[1]])
    await first.idle()
    assert (await first.get(tables[2])).state.turn == 1  # not held: nobody played its AI
    for shard in (0, 1):
        assert (await first.get(tables[shard])).state.turn == 0
    assert {u.table.id for u in heard} == {tables[0], tables[1]}
    await first.close()

    # shard 2 moves to a restarted process: its table carries on there
    moved = make_service(sessions, clock, held(2))
    assert await moved.resume() == [tables[2]]
    await moved.idle()
    assert (await moved.get(tables[2])).state.turn == 0
    await moved.close()


async def test_two_processes_each_fire_their_own_tables_timers_once(
    sessions: async_sessionmaker[AsyncSession],
) -> None:
    clock = FakeClock()
    tables = await tables_on_every_shard(sessions, clock, ai=False)
    processes = {
        0: make_service(sessions, clock, held(0, 2)),
        1: make_service(sessions, clock, held(1)),
    }
    heard: dict[int, list[TableUpdate]] = {0: [], 1: []}
    for index, service in processes.items():

        async def record(update: TableUpdate, into: list[TableUpdate] = heard[index]) -> None:
            into.append(update)

        service.listeners.append(record)
    clock.now += timedelta(seconds=30)
    fired = [await processes[0].fire_due(clock.now), await processes[1].fire_due(clock.now)]
    assert fired == [2, 1]
    assert [await p.fire_due(clock.now) for p in processes.values()] == [0, 0]
    reminded = {i: {(u.table.id, u.kind) for u in h} for i, h in heard.items()}
    assert reminded == {
        0: {(tables[0], UpdateKind.REMINDER), (tables[2], UpdateKind.REMINDER)},
        1: {(tables[1], UpdateKind.REMINDER)},
    }
    # a process asked to fire a table it does not hold leaves it alone
    clock.now += timedelta(seconds=30)
    assert await processes[1].fire(tables[0], clock.now) is False
    assert await processes[0].fire_due(clock.now) == 2
    for shard, table_id in tables.items():
        table = await processes[0].get(table_id)
        assert table.state.total > 0 if shard != 1 else table.state.total == 0
        assert table.status is TableStatus.PLAYING
    for service in processes.values():
        await service.close()


@pytest.mark.parametrize("count", [1, 2, 7])
def test_every_guild_is_held_by_exactly_one_process(count: int) -> None:
    processes = [Shards(count, frozenset({i})) for i in range(count)]
    for n in range(50):
        guild = (n * 7919) << 22
        assert sum(p.holds(guild) for p in processes) == 1


async def test_the_holder_catches_up_with_a_move_another_process_stored(
    sessions: async_sessionmaker[AsyncSession],
) -> None:
    """Discord sends every DM click to shard 0's process: the move is stored there, and the
    process holding the table's shard redraws it and drives its AI seat."""
    clock = FakeClock()
    tables = await tables_on_every_shard(sessions, clock, ai=True)
    owner, other = make_service(sessions, clock, held(1)), make_service(sessions, clock, held(0))
    heard: dict[str, list[TableUpdate]] = {"owner": [], "other": []}
    for name, service in (("owner", owner), ("other", other)):

        async def record(update: TableUpdate, into: list[TableUpdate] = heard[name]) -> None:
            into.append(update)

        service.listeners.append(record)
    since = clock.now
    moved = await other.act(tables[1], ALICE.user_id, Add(1))
    await other.idle()
    assert heard["other"] == [] and moved.state.turn == 1  # not its table: not shown, not driven

    assert await owner.catch_up(since) == 1
    assert [(u.kind, u.table.version) for u in heard["owner"]] == [
        (UpdateKind.ACTION, moved.version)
    ]
    await owner.idle()
    driven = await owner.get(tables[1])
    assert driven.state.turn == 0 and driven.version == moved.version + 1
    assert await owner.catch_up(since) == 0  # its own AI move is not announced twice
    assert len(heard["owner"]) == 2
    for service in (owner, other):
        await service.close()


async def test_a_process_holding_every_shard_does_not_look_for_others_writes(
    sessions: async_sessionmaker[AsyncSession],
) -> None:
    clock = FakeClock()
    assert TimerLoop(make_service(sessions, clock), clock).catch_up_every is None
    assert TimerLoop(make_service(sessions, clock, held(0)), clock).catch_up_every == 1.0


async def held_elsewhere(
    sessions: async_sessionmaker[AsyncSession], clock: FakeClock
) -> tuple[int, TableService, TableService, list[TableUpdate]]:
    """A people-only table on shard 1; the process holding it (its updates heard) and the
    one holding shard 0, where DM clicks land."""
    table_id = (await tables_on_every_shard(sessions, clock, ai=False))[1]
    owner, other = make_service(sessions, clock, held(1)), make_service(sessions, clock, held(0))
    heard: list[TableUpdate] = []

    async def record(update: TableUpdate) -> None:
        heard.append(update)

    owner.listeners.append(record)
    return table_id, owner, other, heard


async def test_catching_up_carries_the_events_of_the_moves_made_elsewhere_once(
    sessions: async_sessionmaker[AsyncSession],
) -> None:
    """The thread must read a move stored by another process like any other: the catch-up
    carries the events of exactly the versions the holder has not told of, replayed from the
    action log; moves from before the scan, or already told, are not told again."""
    clock = FakeClock()
    table_id, owner, other, heard = await held_elsewhere(sessions, clock)
    await other.act(table_id, ALICE.user_id, Add(1))  # before the scan: not this catch-up's
    clock.now += timedelta(seconds=5)
    since = clock.now
    await other.act(table_id, BOB.user_id, Add(2))
    clock.now += timedelta(seconds=1)
    moved = await other.act(table_id, ALICE.user_id, Add(1))

    assert await owner.catch_up(since) == 1
    (update,) = heard
    assert update.table.version == moved.version and update.seat == 0
    assert update.events == (Added(player=1, amount=2, total=3), Added(player=0, amount=1, total=4))
    assert await owner.catch_up(since) == 0  # the same version seen again: nothing told
    assert len(heard) == 1

    await other.act(table_id, BOB.user_id, Add(1))
    assert await owner.catch_up(since) == 1
    assert heard[-1].events == (Added(player=1, amount=1, total=5),)  # only the newer move
    for service in (owner, other):
        await service.close()


async def test_a_move_stored_right_after_one_made_elsewhere_tells_both(
    sessions: async_sessionmaker[AsyncSession],
) -> None:
    """A DM click stored by another process, then a click here before the catch-up's scan:
    the click's read refreshed the table without telling it, so this process's update must
    carry the other move too, or the thread skips it (and the scan takes it for ours)."""
    clock = FakeClock()
    table_id, owner, other, heard = await held_elsewhere(sessions, clock)
    since = clock.now
    await owner.act(table_id, ALICE.user_id, Add(1))
    await other.act(table_id, BOB.user_id, Add(2))
    await owner.get(table_id)  # the next click's read
    moved = await owner.act(table_id, ALICE.user_id, Add(1))
    assert [u.events for u in heard] == [
        (Added(player=0, amount=1, total=1),),
        (Added(player=1, amount=2, total=3), Added(player=0, amount=1, total=4)),
    ]
    assert heard[-1].table.version == moved.version and heard[-1].seat == 0
    assert await owner.catch_up(since) == 0
    for service in (owner, other):
        await service.close()


class CountedGame(CountingGame):
    """The counting game, counting the moves it applies (a catch-up's replay cost)."""

    def __init__(self) -> None:
        super().__init__()
        self.applied = 0

    def apply(self, state: Any, seat: int, action: Any) -> Any:
        self.applied += 1
        return super().apply(state, seat, action)


def counted_service(
    sessions: async_sessionmaker[AsyncSession], clock: FakeClock, shards: Shards
) -> tuple[TableService, CountedGame]:
    game = CountedGame()
    service = TableService(
        sessions,
        {"counting": game},
        {"counting": CountingAI()},
        Pace(0, 0),
        clock=clock,
        shards=shards,
    )
    return service, game


async def test_a_catch_up_replays_only_the_moves_it_missed(
    sessions: async_sessionmaker[AsyncSession],
) -> None:
    """However long the game, the holder replays the moves made elsewhere from the state it
    last told of (or, when it forgot what it told, the state it last had); only a process
    that knows nothing of the table (just restarted) replays the log from the start."""
    clock = FakeClock()
    owner, owned = counted_service(sessions, clock, held(1))
    other, _ = counted_service(sessions, clock, held(0))
    heard: list[TableUpdate] = []

    async def record(update: TableUpdate) -> None:
        heard.append(update)

    owner.listeners.append(record)
    table = await owner.create(guild_on(1), 21, ALICE, "counting", "target=200")
    await owner.join(table.id, BOB)
    started = await owner.start(table.id, ALICE)
    for turn in range(30):
        await owner.act(table.id, (ALICE, BOB)[turn % 2].user_id, Add(1))

    async def elsewhere(user: Person, catching_up: TableService) -> tuple[int, TableUpdate]:
        clock.now += timedelta(seconds=5)
        since = clock.now
        moved = await other.act(table.id, user.user_id, Add(2))
        counter.applied = 0
        assert await catching_up.catch_up(since) == 1
        assert heard[-1].table.version == moved.version
        assert heard[-1].events == (
            Added(player=user.user_id - 1, amount=2, total=moved.state.total),
        )
        return counter.applied, heard[-1]

    counter = owned
    assert (await elsewhere(ALICE, owner))[0] == 1  # from the state it told of
    owner._published.clear()  # what it told is forgotten (a quiet minute): its last state serves
    assert (await elsewhere(BOB, owner))[0] == 1

    restarted, counter = counted_service(sessions, clock, held(1))
    restarted.listeners.append(record)
    replayed, update = await elsewhere(ALICE, restarted)
    assert replayed == update.table.version - started.version  # the whole log, once
    for service in (owner, other, restarted):
        await service.close()
