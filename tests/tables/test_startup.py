"""Start-up with many tables in play (issue #19): the walk that resumes them runs in the
background, a page at a time, a person's click is answered while it goes on, and neither a
table that no longer loads nor a page the database cannot give yet stops it short."""

from __future__ import annotations

import logging
from typing import Any

import pytest
from sqlalchemy import update
from sqlalchemy.exc import OperationalError
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from bot.errors import PlayerError
from bot.tables.service import Pace, TableService
from bot.tables.snapshots import TableUpdate, UpdateKind
from storage.models import GameTable
from storage.repositories import TableRepository
from tests.support.counting import Add, CountingAI, CountingGame
from tests.support.naps import noted_naps
from tests.support.stored_tables import store_playing

ALICE = 1
STORED = 2_000
OPTIONS = {"target": 10, "seats": 2, "twos_again": False}


def make_service(sessions: async_sessionmaker[AsyncSession]) -> TableService:
    return TableService(
        sessions, {"counting": CountingGame()}, {"counting": CountingAI()}, Pace(0, 0)
    )


def state(turn: int) -> dict[str, object]:
    return {
        "players": 2,
        "target": 10,
        "total": 0,
        "turn": turn,
        "winner": None,
        "twos_again": False,
    }


async def test_a_click_is_answered_while_thousands_of_tables_resume(
    sessions: async_sessionmaker[AsyncSession],
) -> None:
    # the AI (seat 0) is due at every stored table but Alice's own, where she is (seat 1)
    due = await store_playing(sessions, "counting", OPTIONS, state(0), [None, ALICE], STORED)
    waiting = await store_playing(sessions, "counting", OPTIONS, state(1), [None, ALICE], 3)
    service = make_service(sessions)
    ai_moves: list[int] = []

    async def count(update: TableUpdate) -> None:
        if update.kind is UpdateKind.ACTION and update.seat == 0:
            ai_moves.append(update.table.id)

    service.listeners.append(count)
    resuming = service.start_resume()
    answered = await service.act(waiting[0], ALICE, Add(1))

    assert answered.state.total == 1
    assert not resuming.done()
    assert len(ai_moves) < STORED // 10  # the walk had barely begun
    assert set(due) <= set(await resuming)  # with Alice's table if the walk came after her
    await service.idle()
    assert sorted(ai_moves) == [*due, waiting[0]]  # every due table moved, once
    # the tables waiting for people were read, not kept: each is read when touched
    assert not set(waiting[1:]) & set(service._cache)
    await service.close()


async def test_closing_stops_the_walk(sessions: async_sessionmaker[AsyncSession]) -> None:
    await store_playing(sessions, "counting", OPTIONS, state(0), [None, ALICE], 500)
    service = make_service(sessions)
    resuming = service.start_resume()
    await service.close()
    assert resuming.done()
    with pytest.raises(PlayerError, match="restarting"):
        await service.act(1, ALICE, Add(1))


async def test_a_table_that_no_longer_loads_does_not_stop_the_walk(
    sessions: async_sessionmaker[AsyncSession], caplog: pytest.LogCaptureFixture
) -> None:
    due = await store_playing(sessions, "counting", OPTIONS, state(0), [None, ALICE], 3)
    async with sessions() as session, session.begin():
        await session.execute(  # a table in a bad state: its stored game no longer loads
            update(GameTable).where(GameTable.id == due[1]).values(state={"broken": True})
        )
    service = make_service(sessions)
    caplog.set_level(logging.ERROR)
    assert await service.resume() == [due[0], due[2]]
    (logged,) = [r.getMessage() for r in caplog.records if "does not load" in r.getMessage()]
    assert logged.startswith(f"table {due[1]}:")
    await service.close()


async def test_a_page_that_cannot_be_read_is_read_again_after_a_pause(
    sessions: async_sessionmaker[AsyncSession], monkeypatch: pytest.MonkeyPatch
) -> None:
    due = await store_playing(sessions, "counting", OPTIONS, state(0), [None, ALICE], 3)
    service = make_service(sessions)
    naps = noted_naps(service)
    read = TableRepository.playing_after
    failing = [OperationalError("SELECT", {}, ConnectionError("the database is starting"))] * 2

    async def flaky(self: TableRepository, *args: Any) -> Any:
        if failing:
            raise failing.pop()
        return await read(self, *args)

    monkeypatch.setattr(TableRepository, "playing_after", flaky)
    assert await service.resume() == due
    assert naps == [5.0, 10.0]
    await service.close()
