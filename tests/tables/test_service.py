"""The table service on SQLite and PostgreSQL: lifecycle, turns, transactions, restarts."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import pytest
from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from bot.catalogue import load_catalogue
from bot.errors import NotFound, OptionError, PlayerError
from bot.games.base import GameEvent
from bot.games.mexican_train.events import RoundStarted
from bot.games.whist.events import Dealt
from bot.msg import Msg
from bot.tables.service import Pace, TableService
from bot.tables.snapshots import Person, TableStatus, UpdateKind
from storage.batch import ActionWriter
from storage.models import ActionLogEntry, GameResultRecord, ResultPlayer, Seat
from tests.support.counting import Add, CountingAI, CountingGame

ALICE, BOB, CAROL = Person(1, "Alice"), Person(2, "Bob"), Person(3, "Carol")
MOD = Person(9, "Mod", can_manage=True)


def make_service(sessions: async_sessionmaker[AsyncSession]) -> TableService:
    return TableService(
        sessions,
        {"counting": CountingGame()},
        {"counting": CountingAI()},
        Pace(0, 0),
        seed_source=lambda: 1234,
    )


@pytest.fixture
async def service(sessions: async_sessionmaker[AsyncSession]) -> AsyncIterator[TableService]:
    """Closed after the test, so no AI move or write is left running when its loop ends."""
    service = make_service(sessions)
    yield service
    await service.close()


async def two_player_game(service: TableService, options: str | None = None) -> int:
    table = await service.create(10, 20, ALICE, "counting", options)
    await service.join(table.id, BOB)
    await service.start(table.id, ALICE)
    return table.id


async def test_lifecycle_open_playing_finished(service: TableService) -> None:
    table_id = await two_player_game(service, "target=3 seats=2")
    await service.act(table_id, ALICE.user_id, Add(2))
    done = await service.act(table_id, BOB.user_id, Add(1))
    assert done.status is TableStatus.FINISHED
    async with service.sessions() as session:
        results = (await session.scalars(select(GameResultRecord))).all()
    assert len(results) == 1 and results[0].players[1].placing == 1


async def test_only_the_seat_whose_turn_it_is_may_act(service: TableService) -> None:
    table_id = await two_player_game(service)
    with pytest.raises(PlayerError, match="not your turn: waiting for Alice"):
        await service.act(table_id, BOB.user_id, Add(1))
    with pytest.raises(PlayerError, match="not playing"):
        await service.act(table_id, CAROL.user_id, Add(1))
    assert (await service.get(table_id)).version == 2  # join and start; nothing else


async def test_an_illegal_action_changes_nothing(service: TableService) -> None:
    table_id = await two_player_game(service, "target=3 seats=2")
    before = await service.get(table_id)
    with pytest.raises(PlayerError, match="Add 1 or 2"):
        await service.act(table_id, ALICE.user_id, Add(5))
    after = await service.get(table_id)
    assert (after.version, after.state) == (before.version, before.state)


async def test_every_action_is_logged_with_the_new_state_and_version(service: TableService) -> None:
    table_id = await two_player_game(service)
    await service.act(table_id, ALICE.user_id, Add(1))
    await service.act(table_id, BOB.user_id, Add(2))
    async with service.sessions() as session:
        log = (
            await session.scalars(select(ActionLogEntry).order_by(ActionLogEntry.sequence))
        ).all()
    assert [(e.seat, e.action) for e in log] == [(0, {"amount": 1}), (1, {"amount": 2})]
    table = await service.get(table_id)
    assert table.version == log[-1].sequence and table.state.total == 3


async def test_clicks_that_arrive_together_are_applied_one_at_a_time(service: TableService) -> None:
    table_id = await two_player_game(service)
    outcomes = await asyncio.gather(
        *(service.act(table_id, ALICE.user_id, Add(1)) for _ in range(5)), return_exceptions=True
    )
    applied = [o for o in outcomes if not isinstance(o, Exception)]
    refused = [o for o in outcomes if isinstance(o, PlayerError)]
    assert len(applied) == 1 and len(refused) == 4
    assert (await service.get(table_id)).state.total == 1
    assert service._locks == {}  # let go once no one holds or waits for it (issue #19)


async def test_a_table_lock_waited_for_in_vain_is_let_go(service: TableService) -> None:
    """Cancelled while waiting, or refused while shutting down: nobody is left counted as
    holding or waiting for the lock, which goes once its holder is done."""
    async with service._lock(7):
        waiter = asyncio.create_task(service._lock(7).__aenter__())
        await asyncio.sleep(0)
        assert service._lock_users == {7: 2}
        waiter.cancel()
        with pytest.raises(asyncio.CancelledError):
            await waiter
        assert service._lock_users == {7: 1}
    assert service._locks == {} and service._lock_users == {}
    service._closing = True
    with pytest.raises(PlayerError, match="Parlour is restarting"):
        async with service._lock(7):
            pass
    assert service._locks == {} and service._lock_users == {}


async def test_a_second_process_writing_first_wins_and_the_loser_retries_cleanly(
    sessions: async_sessionmaker[AsyncSession],
) -> None:
    first, second = make_service(sessions), make_service(sessions)
    table_id = await two_player_game(first)
    outcomes = await asyncio.gather(
        first.act(table_id, ALICE.user_id, Add(1)),
        second.act(table_id, ALICE.user_id, Add(2)),
        return_exceptions=True,
    )
    errors = [o for o in outcomes if isinstance(o, Exception)]
    assert len(errors) == 1 and isinstance(errors[0], PlayerError)
    table = await first.get(table_id)
    assert table.state.total in (1, 2) and table.state.turn == 1
    async with sessions() as session:
        log = (await session.scalars(select(ActionLogEntry))).all()
    assert len(log) == 1


async def test_ai_seats_play_by_themselves(service: TableService) -> None:
    table = await service.create(10, 20, ALICE, "counting", "target=4 seats=2")
    await service.add_ai(table.id, ALICE)
    await service.start(table.id, ALICE)
    await service.act(table.id, ALICE.user_id, Add(1))
    await service.idle()
    after = await service.get(table.id)
    assert after.state.total == 2 and after.state.turn == 0


async def test_a_move_stored_though_its_commit_failed_counts_and_the_ai_answers(
    service: TableService, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The connection dropped during COMMIT, after the database had stored it: the player
    was told nothing changed, and the table stood still (nobody drove the AI seat)."""
    table = await service.create(10, 20, ALICE, "counting", "target=100")
    await service.add_ai(table.id, ALICE)
    started = await service.start(table.id, ALICE)
    committed = ActionWriter._commit

    async def answer_lost(writer: ActionWriter, moves: list[Any]) -> list[bool]:
        await committed(writer, moves)
        monkeypatch.setattr(ActionWriter, "_commit", committed)
        raise ConnectionResetError("the connection was closed in the middle of COMMIT")

    monkeypatch.setattr(ActionWriter, "_commit", answer_lost)
    moved = await service.act(table.id, ALICE.user_id, Add(1))
    assert moved.version == started.version + 1 and moved.state.total == 1
    await service.idle()
    answered = await service.get(table.id)
    assert answered.version == moved.version + 1 and answered.state.turn == 0  # the AI moved


async def test_an_all_ai_table_plays_to_the_end(service: TableService) -> None:
    table = await service.create(10, 20, ALICE, "counting", "target=20")
    await service.add_ai(table.id, ALICE)
    await service.add_ai(table.id, ALICE)
    await service.start(table.id, ALICE)
    for _ in range(30):
        await service.idle()
        current = await service.get(table.id)
        if current.status is TableStatus.FINISHED:
            break
        await service.act(table.id, ALICE.user_id, Add(1))
    assert (await service.get(table.id)).status is TableStatus.FINISHED


async def test_a_restart_carries_on_from_the_last_stored_action(
    sessions: async_sessionmaker[AsyncSession],
) -> None:
    before = make_service(sessions)
    table = await before.create(10, 20, ALICE, "counting")
    await before.add_ai(table.id, ALICE)
    await before.start(table.id, ALICE)
    await before.close()
    after = make_service(sessions)
    await after.act(table.id, ALICE.user_id, Add(1))
    await after.close()
    again = make_service(sessions)
    assert await again.resume() == [table.id]
    await again.idle()
    resumed = await again.get(table.id)
    assert resumed.state.turn == 0 and resumed.state.total > 1


async def test_lobby_rules(service: TableService) -> None:
    table = await service.create(10, 20, ALICE, "counting", "seats=2")
    with pytest.raises(PlayerError, match="already at this table"):
        await service.join(table.id, ALICE)
    await service.join(table.id, BOB)
    with pytest.raises(PlayerError, match="full"):
        await service.join(table.id, CAROL)
    with pytest.raises(PlayerError, match="full"):
        await service.add_ai(table.id, ALICE)
    with pytest.raises(PlayerError, match="Only the host"):
        await service.start(table.id, BOB)
    with pytest.raises(PlayerError, match="Only the host"):
        await service.kick(table.id, BOB, 0)
    await service.kick(table.id, MOD, 1)
    with pytest.raises(PlayerError, match="needs 2 players"):
        await service.start(table.id, ALICE)
    with pytest.raises(NotFound):
        await service.join(999, BOB)
    with pytest.raises(OptionError):
        await service.create(10, 20, ALICE, "counting", "target=3")


async def test_kicking_a_player_in_play_hands_the_seat_to_an_ai(service: TableService) -> None:
    table_id = await two_player_game(service)
    await service.act(table_id, ALICE.user_id, Add(1))
    updated = await service.kick(table_id, ALICE, 1)
    assert updated.seats[1].is_ai
    await service.idle()
    assert (await service.get(table_id)).state.turn == 0


async def test_abort_records_no_result_and_refuses_further_play(service: TableService) -> None:
    table_id = await two_player_game(service)
    await service.abort(table_id, MOD)
    with pytest.raises(PlayerError, match="closed"):
        await service.act(table_id, ALICE.user_id, Add(1))
    with pytest.raises(PlayerError, match="already ended"):
        await service.abort(table_id, ALICE)
    async with service.sessions() as session:
        assert (await session.scalars(select(GameResultRecord))).all() == []


async def test_a_player_aborting_during_play_gives_the_game_up_as_a_loss(
    service: TableService,
) -> None:
    """Else a host about to lose could close the table and take the loss off the board."""
    table_id = await two_player_game(service)
    moved = await service.act(table_id, ALICE.user_id, Add(1))
    closed = await service.abort(table_id, ALICE)
    assert closed.status is TableStatus.ABORTED
    assert closed.version == moved.version + 1  # one change, one version
    async with service.sessions() as session:
        (record,) = (await session.scalars(select(GameResultRecord))).all()
        players = (await session.scalars(select(ResultPlayer))).all()
    assert "Alice closed the table during play, giving the game up" in record.summary
    assert {(p.user_id, p.placing) for p in players} == {(ALICE.user_id, 2), (BOB.user_id, 1)}


async def test_closing_a_game_facing_only_ai_seats_records_nothing(
    service: TableService,
) -> None:
    """Bob left (his seat went to the AI for absence) and Alice, host now, closes the table:
    nobody present is wronged, so she is not charged with giving the game up."""
    table_id = await two_player_game(service)
    await service.act(table_id, ALICE.user_id, Add(1))
    async with service.sessions() as session, session.begin():
        await session.execute(
            update(Seat).where(Seat.table_id == table_id, Seat.position == 1).values(expiries=1)
        )
    await service.replace(table_id, ALICE, 1)  # for absence: his turn ran out
    await service.abort(table_id, ALICE)
    async with service.sessions() as session:
        assert (await session.scalars(select(GameResultRecord))).all() == []


async def test_taking_every_opponent_out_and_then_closing_is_still_giving_up(
    service: TableService,
) -> None:
    table_id = await two_player_game(service)
    await service.act(table_id, ALICE.user_id, Add(1))
    await service.kick(table_id, ALICE, 1)  # bob was playing
    await service.abort(table_id, ALICE)
    async with service.sessions() as session:
        (record,) = (await session.scalars(select(GameResultRecord))).all()
        assert "giving the game up" in record.summary


async def test_partners_give_the_game_up_together() -> None:
    games, _players = _every_game()
    shengji, whist = games["shengji"], games["whist"]
    given_up = whist.forfeited(4, 3, Msg("table-aborted-forfeit", {"name": "Dave"}))
    assert (given_up.teams, given_up.placings) == (((0, 2), (1, 3)), (1, 2))
    assert shengji.forfeited(4, 0, given_up.summary).placings == (2, 1)
    alone = games["mexican_train"].forfeited(5, 2, given_up.summary)
    assert alone.teams == ((0,), (1,), (2,), (3,), (4,)) and alone.placings == (1, 1, 2, 1, 1)


async def test_listeners_hear_each_committed_change_in_order(service: TableService) -> None:
    heard: list[tuple[UpdateKind, int]] = []

    async def listen(update):  # type: ignore[no-untyped-def]
        heard.append((update.kind, update.table.version))

    service.listeners.append(listen)
    table_id = await two_player_game(service, "target=3 seats=2")
    await service.act(table_id, ALICE.user_id, Add(2))
    await service.act(table_id, BOB.user_id, Add(1))
    assert [k for k, _ in heard] == [
        UpdateKind.CREATED,
        UpdateKind.LOBBY,
        UpdateKind.STARTED,
        UpdateKind.ACTION,
        UpdateKind.FINISHED,
    ]
    assert [v for _, v in heard] == sorted(v for _, v in heard)


@pytest.mark.parametrize(("game", "kind"), [("whist", Dealt), ("mexican_train", RoundStarted)])
async def test_starting_a_table_announces_the_first_deal(
    sessions: async_sessionmaker[AsyncSession], game: str, kind: type[GameEvent]
) -> None:
    games, players = _every_game()
    service = TableService(sessions, games, players, Pace(0, 0), seed_source=lambda: 5)
    heard: list[tuple[UpdateKind, list[type[GameEvent]]]] = []

    async def listen(update):  # type: ignore[no-untyped-def]
        heard.append((update.kind, [type(e) for e in update.events if e.public]))

    service.listeners.append(listen)
    table = await service.create(10, 20, ALICE, game)
    for _ in range(3):
        await service.add_ai(table.id, ALICE)
    await service.start(table.id, ALICE)
    assert (UpdateKind.STARTED, [kind]) in heard
    await service.close()


@pytest.mark.parametrize("game", ["whist", "bidwhist", "shengji", "mexican_train"])
async def test_a_game_replays_from_its_seed_and_action_log(
    sessions: async_sessionmaker[AsyncSession], game: str
) -> None:
    games, players = _every_game()
    service = TableService(sessions, games, players, Pace(0, 0), seed_source=lambda: 11)
    table = await service.create(10, 20, ALICE, game, "decks=1" if game == "shengji" else None)
    for _ in range(3):
        await service.add_ai(table.id, ALICE)
    await service.start(table.id, ALICE)
    for _ in range(25):  # the AIs move by themselves; Alice takes the first legal move
        await service.idle()
        now = await service.get(table.id)
        legal = service.legal_for(now, 0)
        if legal:
            await service.act(table.id, ALICE.user_id, legal[0])
    await service.idle()
    played = await service.get(table.id)
    assert played.version > 25
    assert await service.replay(table.id) == played.state
    await service.close()


def _every_game() -> tuple[dict[str, Any], dict[str, Any]]:
    entries = load_catalogue()
    return {e.game.name: e.game for e in entries}, {e.game.name: e.player for e in entries}


async def test_tables_of_the_same_settings_share_one_rules_object(service: TableService) -> None:
    """Their timers, absence rules and language are frozen: one object for every live table
    that has them, not one each for every full garbage collection to walk (issue #19)."""
    first, second = await two_player_game(service), await two_player_game(service)
    assert (await service.get(first)).rules is (await service.get(second)).rules
