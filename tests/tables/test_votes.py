"""Votes, hosts and kicks through the service, on SQLite and PostgreSQL."""

from __future__ import annotations

import pytest
from sqlalchemy import update

from bot.errors import PlayerError
from bot.tables.service import TableService
from bot.tables.snapshots import Person, TableStatus
from storage.models import Seat
from storage.repositories import ResultRepository
from tests.support.counting import Add
from tests.tables.test_timers import (
    ALICE,
    BOB,
    CAROL,
    DAVE,
    clock,
    last_note,
    listen,
    service,
    timed_table,
)

__all__ = ["clock", "service"]  # the fixtures


async def test_with_two_humans_one_vote_cannot_evict_the_other(service: TableService) -> None:
    table_id = await timed_table(service, ALICE, BOB)
    with pytest.raises(PlayerError, match="Too few other players"):
        await service.replace(table_id, BOB, 0)
    assert not (await service.get(table_id)).seats[0].is_ai


async def test_a_vote_from_someone_no_longer_seated_stops_counting(service: TableService) -> None:
    table_id = await timed_table(service, ALICE, BOB, CAROL, DAVE)
    heard = listen(service)
    await service.replace(table_id, CAROL, 1)  # 1 of 2
    await service.replace(table_id, ALICE, 2)  # the host hands Carol's seat to the AI
    after = await service.replace(table_id, DAVE, 1)
    assert "1 of 2 votes" in last_note(heard) and not after.seats[1].is_ai


async def test_a_host_voted_out_loses_host_powers_to_the_next_seated_human(
    service: TableService,
) -> None:
    table_id = await timed_table(service, ALICE, BOB, CAROL, DAVE)
    await service.replace(table_id, BOB, 0)
    voted = await service.replace(table_id, CAROL, 0)
    assert voted.seats[0].is_ai and voted.host_id == BOB.user_id
    with pytest.raises(PlayerError, match="Only the host"):
        await service.kick(table_id, ALICE, 3)


async def test_a_player_kicked_by_the_host_cannot_reclaim_the_seat(service: TableService) -> None:
    table_id = await timed_table(service, ALICE, BOB)
    await service.kick(table_id, ALICE, 1)
    with pytest.raises(PlayerError, match="host took you off"):
        await service.reclaim(table_id, BOB)
    assert (await service.get(table_id)).seats[1].is_ai


async def test_a_seat_number_past_the_table_is_told_apart_from_an_empty_seat(
    service: TableService,
) -> None:
    table_id = await timed_table(service, ALICE, BOB, CAROL)
    with pytest.raises(PlayerError, match="This table has 3 seats: choose one from 1 to 3"):
        await service.kick(table_id, ALICE, 11)
    with pytest.raises(PlayerError, match="This table has 3 seats"):
        await service.replace(table_id, BOB, 3)
    lobby = await service.create(10, 21, DAVE, "counting", "target=4 seats=4")
    with pytest.raises(PlayerError, match="Seat 2 is empty"):
        await service.kick(lobby.id, DAVE, 1)
    with pytest.raises(PlayerError, match="This table has 4 seats"):
        await service.kick(lobby.id, DAVE, 4)


async def test_a_vote_cast_before_the_player_moved_no_longer_counts(
    service: TableService,
) -> None:
    table_id = await timed_table(service, ALICE, BOB, CAROL, DAVE)
    heard = listen(service)
    await service.replace(table_id, BOB, 0)  # 1 of 2 against alice, whose turn it is
    await service.act(table_id, ALICE.user_id, Add(1))  # she plays: she is here
    after = await service.replace(table_id, CAROL, 0)
    assert "1 of 2 votes" in last_note(heard) and not after.seats[0].is_ai
    again = await service.replace(table_id, BOB, 0)  # bob may vote again, and it counts
    assert again.seats[0].is_ai


async def test_votes_stored_before_a_restart_are_dropped_by_the_players_move(
    service: TableService,
) -> None:
    table_id = await timed_table(service, ALICE, BOB, CAROL, DAVE)
    heard = listen(service)
    await service.replace(table_id, BOB, 0)
    service._voted.clear()  # a new process knows only what is stored
    await service.resume()
    await service.act(table_id, ALICE.user_id, Add(1))
    after = await service.replace(table_id, CAROL, 0)
    assert "1 of 2 votes" in last_note(heard) and not after.seats[0].is_ai


async def test_a_restart_loads_the_votes_of_tables_in_play_only(service: TableService) -> None:
    """The votes of ended tables stay stored; read at every start, they only grew."""
    playing = await timed_table(service, ALICE, BOB, CAROL, DAVE)
    ended = await timed_table(service, ALICE, BOB, CAROL, DAVE)
    await service.replace(playing, BOB, 0)
    await service.replace(ended, BOB, 0)
    await service.abort(ended, ALICE)
    service._voted.clear()  # a new process knows only what is stored
    await service.resume()
    assert service._voted == {(playing, 0)}


async def play_out(service: TableService, table_id: int, *people: Person) -> None:
    """The people at the table add 1 in turn (the AI seats answer) until the game ends."""
    seats = {p.user_id: p for p in people}
    while (table := await service.get(table_id)).status is TableStatus.PLAYING:
        person = table.seats[table.state.turn].user_id
        assert person in seats
        await service.act(table_id, person, Add(1))
        await service.idle()


async def named(service: TableService, table_id: int) -> set[int | None]:
    async with service.sessions() as session:
        record = await ResultRepository(session).for_table(table_id)
        assert record is not None
        return {player.user_id for player in record.players}


async def test_a_player_the_host_took_out_early_is_not_charged_with_the_ais_game(
    service: TableService,
) -> None:
    table_id = await timed_table(service, ALICE, BOB, CAROL)
    await service.act(table_id, ALICE.user_id, Add(1))
    await service.kick(table_id, ALICE, 1)  # bob had not moved yet: the AI plays his seat
    await service.idle()
    await play_out(service, table_id, ALICE, CAROL)
    assert await named(service, table_id) == {ALICE.user_id, CAROL.user_id, None}


async def test_a_player_the_host_took_out_late_keeps_the_game_they_played(
    service: TableService,
) -> None:
    """Else a host about to lose could take the winner out and leave the game unrated."""
    table_id = await timed_table(service, ALICE, BOB, CAROL)
    for _ in range(21):  # to 42 of 50: bob made 7 moves, the AI makes at most 2 for him
        turn = (await service.get(table_id)).state.turn
        await service.act(table_id, (ALICE, BOB, CAROL)[turn].user_id, Add(2))
    await service.kick(table_id, ALICE, 1)
    await service.idle()
    await play_out(service, table_id, ALICE, CAROL)
    assert await named(service, table_id) == {ALICE.user_id, BOB.user_id, CAROL.user_id}


async def test_a_player_taken_out_for_absence_keeps_the_game_however_early(
    service: TableService,
) -> None:
    table_id = await timed_table(service, ALICE, BOB, CAROL)
    await service.act(table_id, ALICE.user_id, Add(1))
    async with service.sessions() as session, session.begin():
        await session.execute(
            update(Seat).where(Seat.table_id == table_id, Seat.position == 1).values(expiries=1)
        )
    await service.kick(table_id, ALICE, 1)
    await service.idle()
    await play_out(service, table_id, ALICE, CAROL)
    assert await named(service, table_id) == {ALICE.user_id, BOB.user_id, CAROL.user_id}
