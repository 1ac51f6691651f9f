"""Turn timers, away seats, replacing absent players and abandoned tables, on a fake clock."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from bot.errors import OptionError, PlayerError
from bot.i18n import word
from bot.tables.deadlines import parse_duration, show_duration
from bot.tables.service import Pace, TableService
from bot.tables.snapshots import Person, TableRules, TableStatus, TableUpdate, UpdateKind
from storage.models import ActionLogEntry, GameResultRecord, RatingChange, ResultPlayer
from tests.support.counting import Add, CountingAI, CountingGame, RedealingGame

ALICE, BOB, CAROL, DAVE = (
    Person(1, "Alice"),
    Person(2, "Bob"),
    Person(3, "Carol"),
    Person(4, "Dave"),
)
EVE = Person(5, "Eve")


class FakeClock:
    def __init__(self) -> None:
        self.now = datetime(2026, 1, 1, 12, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, seconds: float) -> datetime:
        self.now += timedelta(seconds=seconds)
        return self.now


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


def make_service(sessions: async_sessionmaker[AsyncSession], clock: FakeClock) -> TableService:
    return TableService(
        sessions,
        {"counting": CountingGame(), "redealing": RedealingGame()},
        {"counting": CountingAI(), "redealing": CountingAI()},
        Pace(0, 0),
        seed_source=lambda: 7,
        clock=clock,
    )


@pytest.fixture
async def service(
    sessions: async_sessionmaker[AsyncSession], clock: FakeClock
) -> AsyncIterator[TableService]:
    """Closed after the test, so no AI move or write is left running when its loop ends."""
    service = make_service(sessions, clock)
    yield service
    await service.close()


def listen(service: TableService) -> list[TableUpdate]:
    heard: list[TableUpdate] = []

    async def record(update: TableUpdate) -> None:
        heard.append(update)

    service.listeners.append(record)
    return heard


def last_note(heard: list[TableUpdate]) -> str:
    """What the last update told the table (it must have said something)."""
    note = heard[-1].note
    assert note is not None, heard[-1]
    return word(note)


async def timed_table(
    service: TableService,
    *people: Person,
    timer: int | None = 60,
    reclaim: bool = True,
    away_after: int = 3,
) -> int:
    rules = TableRules(turn_timer=timer, away_after=away_after, allow_reclaim=reclaim)
    table = await service.create(10, 20, people[0], "counting", "target=50", rules=rules)
    for person in people[1:]:
        await service.join(table.id, person)
    await service.start(table.id, people[0])
    return table.id


async def test_halfway_through_a_turn_the_player_gets_one_reminder(
    service: TableService, clock: FakeClock
) -> None:
    table_id = await timed_table(service, ALICE, BOB)
    heard = listen(service)
    assert await service.fire_due(clock.advance(29)) == 0
    assert await service.fire_due(clock.advance(1)) == 1
    assert [(u.kind, u.mention) for u in heard] == [(UpdateKind.REMINDER, (ALICE.user_id,))]
    table = await service.get(table_id)
    assert table.countdown_to == clock.now + timedelta(seconds=30)
    assert await service.fire_due(clock.advance(10)) == 0  # no second ping
    assert len(heard) == 1


async def test_an_expired_turn_is_played_by_the_seats_ai(
    service: TableService, clock: FakeClock
) -> None:
    table_id = await timed_table(service, ALICE, BOB)
    heard = listen(service)
    await service.fire_due(clock.advance(30))
    await service.fire_due(clock.advance(30))
    table = await service.get(table_id)
    assert table.state.total > 0 and table.state.turn == 1
    assert "Alice ran out of time; the AI played for them" in last_note(heard)
    assert not table.seats[0].away


async def test_a_turn_run_out_three_times_in_a_row_marks_the_seat_away(
    service: TableService, clock: FakeClock
) -> None:
    table_id = await timed_table(service, ALICE, BOB)
    for _ in range(3):
        await service.fire_due(clock.advance(60))
        await service.act(table_id, BOB.user_id, Add(1))
    table = await service.get(table_id)
    assert table.seats[0].away
    await service.idle()  # away seats are played at once, like AI seats
    assert (await service.get(table_id)).state.turn == 1
    with pytest.raises(PlayerError, match="Only Alice can press this"):
        await service.back(table_id, BOB)
    with pytest.raises(PlayerError, match="Only Alice can press this"):
        await service.back(table_id, CAROL)
    back = await service.back(table_id, ALICE)
    assert not back.seats[0].away


async def test_playing_in_time_resets_the_count_of_expired_turns(
    service: TableService, clock: FakeClock
) -> None:
    table_id = await timed_table(service, ALICE, BOB)
    for _ in range(2):
        await service.fire_due(clock.advance(60))
        await service.act(table_id, BOB.user_id, Add(1))
    await service.act(table_id, ALICE.user_id, Add(1))
    await service.act(table_id, BOB.user_id, Add(1))
    for _ in range(2):
        await service.fire_due(clock.advance(60))
        await service.act(table_id, BOB.user_id, Add(1))
    assert not (await service.get(table_id)).seats[0].away


async def test_an_expiry_racing_a_human_move_applies_exactly_one_of_them(
    service: TableService, clock: FakeClock
) -> None:
    table_id = await timed_table(service, ALICE, BOB)
    clock.advance(61)
    outcomes = await asyncio.gather(
        service.fire_due(clock.now),
        service.act(table_id, ALICE.user_id, Add(2)),
        return_exceptions=True,
    )
    async with service.sessions() as session:
        log = (await session.scalars(select(ActionLogEntry))).all()
    assert len(log) == 1, outcomes
    assert (await service.get(table_id)).state.turn == 1


async def test_a_deadline_missed_while_the_bot_was_down_fires_once(
    sessions: async_sessionmaker[AsyncSession], clock: FakeClock
) -> None:
    before = make_service(sessions, clock)
    table_id = await timed_table(before, ALICE, BOB)
    await before.close()
    clock.advance(600)  # ten turn-lengths pass while nothing runs
    after = make_service(sessions, clock)
    assert await after.fire_due() == 1
    assert await after.fire_due() == 0
    table = await after.get(table_id)
    assert table.state.turn == 1 and table.state.total in (1, 2)
    assert await after.next_due() == clock.now + timedelta(seconds=30)


async def test_a_table_without_action_is_closed_as_abandoned(
    service: TableService, clock: FakeClock
) -> None:
    table_id = await timed_table(service, ALICE, BOB, timer=None)
    opened = await service.create(10, 21, CAROL, "counting")
    heard = listen(service)
    assert await service.fire_due(clock.advance(23 * 3600)) == 0
    assert await service.fire_due(clock.advance(3600)) == 2
    assert {u.kind for u in heard} == {UpdateKind.ABANDONED}
    assert (await service.get(table_id)).status is TableStatus.ABANDONED
    with pytest.raises(PlayerError, match="ended"):
        await service.join(opened.id, DAVE)
    with pytest.raises(PlayerError, match="closed"):
        await service.act(table_id, ALICE.user_id, Add(1))
    async with service.sessions() as session:
        assert (await session.scalars(select(GameResultRecord))).all() == []


async def test_no_timer_means_no_reminders_or_expiries(
    service: TableService, clock: FakeClock
) -> None:
    table_id = await timed_table(service, ALICE, BOB, timer=None)
    assert await service.fire_due(clock.advance(3600)) == 0
    assert (await service.get(table_id)).state.total == 0


async def test_a_majority_of_the_other_players_can_hand_a_seat_to_an_ai(
    service: TableService,
) -> None:
    table_id = await timed_table(service, ALICE, BOB, CAROL, DAVE)
    heard = listen(service)
    await service.replace(table_id, CAROL, 1)
    assert "1 of 2 votes" in last_note(heard)
    with pytest.raises(PlayerError, match="already voted"):
        await service.replace(table_id, CAROL, 1)
    with pytest.raises(PlayerError, match="Only players at this table"):
        await service.replace(table_id, EVE, 1)
    with pytest.raises(PlayerError, match="replace yourself"):
        await service.replace(table_id, BOB, 1)
    version = (await service.get(table_id)).version
    replaced = await service.replace(table_id, DAVE, 1)
    assert replaced.seats[1].is_ai and replaced.seats[1].replaced_user_id == BOB.user_id
    assert replaced.version == version + 1
    with pytest.raises(PlayerError, match="already played by an AI"):
        await service.replace(table_id, CAROL, 1)


async def test_the_host_replaces_directly_and_the_player_may_reclaim(service: TableService) -> None:
    table_id = await timed_table(service, ALICE, BOB)
    await service.replace(table_id, ALICE, 1)
    with pytest.raises(PlayerError, match="No seat"):
        await service.reclaim(table_id, CAROL)
    back = await service.reclaim(table_id, BOB)
    assert back.seats[1].user_id == BOB.user_id and back.seats[1].name == "Bob"


async def test_a_table_may_forbid_reclaiming_a_seat(service: TableService) -> None:
    table_id = await timed_table(service, ALICE, BOB, reclaim=False)
    await service.replace(table_id, ALICE, 1)
    with pytest.raises(PlayerError, match="doesn't let"):
        await service.reclaim(table_id, BOB)


async def test_when_everyone_is_away_the_game_waits_until_someone_is_back(
    service: TableService, clock: FakeClock
) -> None:
    table_id = await timed_table(service, ALICE, BOB, away_after=1)
    heard = listen(service)
    await service.fire_due(clock.advance(60))  # Alice away: the AI plays for her
    assert "the AI plays for them" in last_note(heard)
    await service.fire_due(clock.advance(60))  # Bob away too: nobody plays
    assert "Nobody is left playing, so the game waits" in last_note(heard)
    await service.idle()
    held = await service.get(table_id)
    assert held.state.turn == 0 and all(seat.away for seat in held.seats)
    assert await service.fire_due(clock.advance(3600)) == 0  # no reminder, no expiry
    await service.idle()
    assert (await service.get(table_id)).version == held.version
    await service.back(table_id, BOB)
    await service.idle()  # Alice's away seat is played again
    table = await service.get(table_id)
    assert table.state.turn == 1 and table.state.total > held.state.total


async def test_the_last_player_handing_their_seat_to_the_ai_leaves_the_game_waiting(
    service: TableService, clock: FakeClock
) -> None:
    table_id = await timed_table(service, ALICE, BOB)
    heard = listen(service)
    await service.replace(table_id, ALICE, 1)
    await service.replace(table_id, ALICE, 0)  # the host hands over her own seat
    assert "Nobody is left playing" in last_note(heard)
    await service.idle()
    held = await service.get(table_id)
    assert held.state.total == 0 and all(seat.is_ai for seat in held.seats)
    back = await service.reclaim(table_id, ALICE)
    await service.act(table_id, ALICE.user_id, Add(1))
    await service.idle()  # with Alice back, the AI plays Bob's seat
    assert (await service.get(table_id)).state.turn == 0
    assert back.seats[0].user_id == ALICE.user_id


async def test_a_table_nobody_plays_at_waits_through_a_restart_then_is_closed_as_abandoned(
    service: TableService, sessions: async_sessionmaker[AsyncSession], clock: FakeClock
) -> None:
    table_id = await timed_table(service, ALICE, BOB, timer=None)
    await service.replace(table_id, ALICE, 1)
    await service.replace(table_id, ALICE, 0)
    restarted = make_service(sessions, clock)
    try:
        assert await restarted.resume() == []  # no AI move is due: the game waits
    finally:
        await restarted.close()
    assert await service.fire_due(clock.advance(24 * 3600)) == 1
    table = await service.get(table_id)
    assert table.status is TableStatus.ABANDONED and table.state.total == 0
    async with service.sessions() as session:
        assert (await session.scalars(select(GameResultRecord))).all() == []


async def test_a_seat_handed_to_the_ai_still_answers_for_its_person_in_the_result(
    service: TableService,
) -> None:
    """The host hands their own losing seat to the AI: the result is still theirs, by their
    name, and rated as a game between people (no dodging a loss, no win taken by a kick)."""
    rules = TableRules(turn_timer=None)
    table = await service.create(10, 20, ALICE, "counting", "target=6", rules=rules)
    await service.join(table.id, BOB)
    await service.start(table.id, ALICE)
    await service.replace(table.id, ALICE, 0)
    while (now := await service.get(table.id)).status is TableStatus.PLAYING:
        if now.state.turn == 1:
            await service.act(table.id, BOB.user_id, Add(1))
        await service.idle()
    async with service.sessions() as session:
        players = (await session.scalars(select(ResultPlayer).order_by(ResultPlayer.seat))).all()
        changes = (await session.scalars(select(RatingChange))).all()
    assert [(p.user_id, p.display_name) for p in players] == [(1, "Alice"), (2, "Bob")]
    assert {(c.user_id, c.rated) for c in changes} == {(1, True), (2, True)}


async def test_no_automatic_move_is_made_while_discord_is_out_of_reach(
    service: TableService,
) -> None:
    """Held (the gateway dropped, or not yet connected at start-up), an AI seat waits; once
    released, every table whose move was held back is driven again."""
    table = await service.create(10, 20, ALICE, "counting", "target=50")
    await service.add_ai(table.id, ALICE)
    await service.start(table.id, ALICE)
    service.hold_automatic()
    await service.act(table.id, ALICE.user_id, Add(1))
    await service.idle()
    assert (await service.get(table.id)).state.turn == 1  # the AI's turn, not played
    service.release_automatic()
    await service.idle()
    assert (await service.get(table.id)).state.turn == 0


def test_durations_read_and_print() -> None:
    assert parse_duration("90s") == 90
    assert parse_duration("2m") == 120
    assert parse_duration("1h30m") == 5400
    assert parse_duration("3") == 180
    assert parse_duration("off") is None
    assert show_duration(5400) == "1h30m"
    for bad in ("soon", "10s", "2d", "x" * 5000, "5m5x"):
        with pytest.raises(OptionError):
            parse_duration(bad)


async def test_two_processes_running_timers_ping_and_abandon_once(
    sessions: async_sessionmaker[AsyncSession], clock: FakeClock
) -> None:
    first, second = make_service(sessions, clock), make_service(sessions, clock)
    await timed_table(first, ALICE, BOB)
    heard = listen(first)
    heard_second = listen(second)
    clock.advance(30)
    fired = await asyncio.gather(first.fire_due(), second.fire_due())
    assert sorted(fired) == [0, 1]
    assert len(heard) + len(heard_second) == 1
    clock.advance(24 * 3600)
    fired = await asyncio.gather(first.fire_due(), second.fire_due())
    assert sorted(fired) == [0, 1]
