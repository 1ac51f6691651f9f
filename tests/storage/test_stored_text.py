"""A move's state is stored as text written from kept parts (its rules, finished tricks and
trains serialised once), and its action and dates without SQLAlchemy's conversions: the rows
a move stores through the group commit are those SQLAlchemy's own path stores from the
state's and the action's JSON form, byte for byte, on both databases (issue #19)."""

from __future__ import annotations

import asyncio
import json
import random
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from sqlalchemy import insert, text, update
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from bot.games.base import SYSTEM, GameBase
from bot.games.mexican_train import MexicanTrainGame
from bot.games.shengji import ShengjiGame
from bot.games.whist import BidWhistGame, WhistGame
from bot.tables.decisions import Move
from bot.tables.moves import MoveStore
from bot.tables.snapshots import SeatInfo, TableRules, TableSnapshot, TableStatus
from storage.models import ActionLogEntry, GameTable
from tests.storage.test_batch import tables

GAMES: dict[str, tuple[GameBase[Any, Any, Any], int, int]] = {
    # the game, its players and how many moves to play (Shengji deals a card a move)
    "whist": (WhistGame(), 4, 120),
    "bidwhist": (BidWhistGame(), 4, 120),
    "shengji": (ShengjiGame(), 4, 260),
    "mexican_train": (MexicanTrainGame(), 4, 120),
}
AT = datetime(2026, 3, 4, 5, 6, 7, 890123, tzinfo=UTC)


def played(name: str) -> list[tuple[Any, Any]]:
    """(action, state after it) of a game played by random legal moves, seat by seat."""
    game, players, moves = GAMES[name]
    rng = random.Random(name)
    state = game.new({}, players, 7)
    made: list[tuple[Any, Any]] = []
    while len(made) < moves and not game.is_over(state):
        to_act = game.to_act(state)
        seat = SYSTEM if SYSTEM in to_act else min(to_act)
        action = rng.choice(list(game.legal_actions(state, seat)))
        state, _events = game.apply(state, seat, action)
        made.append((action, state))
    return made


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_text_of_every_state_is_json_dumps_of_its_json_form(name: str) -> None:
    game = GAMES[name][0]
    for _action, state in played(name):
        assert game.state_text(state) == json.dumps(game.state_to_json(state))


async def stored_rows(engine: AsyncEngine, table_id: int) -> list[tuple[Any, ...]]:
    """The table's row and its log as the database holds them (JSON and dates as text)."""
    async with engine.connect() as conn:
        row = (
            await conn.execute(
                text(
                    "SELECT version, CAST(state AS TEXT), CAST(last_action_at AS TEXT),"
                    " CAST(updated_at AS TEXT), CAST(active_at AS TEXT),"
                    " CAST(timer_due_at AS TEXT) FROM game_tables WHERE id = :id"
                ),
                {"id": table_id},
            )
        ).one()
        log = (
            await conn.execute(
                text(
                    "SELECT sequence, seat, CAST(action AS TEXT), CAST(created_at AS TEXT)"
                    " FROM action_log WHERE table_id = :id ORDER BY sequence"
                ),
                {"id": table_id},
            )
        ).all()
    return [tuple(row), *(tuple(entry) for entry in log)]


def snapshot(table_id: int, name: str, version: int, state: Any, at: datetime) -> TableSnapshot:
    seats = tuple(SeatInfo(seat, 100 + seat if seat % 2 else None, f"p{seat}") for seat in range(4))
    return TableSnapshot(
        id=table_id,
        guild_id=1,
        channel_id=2,
        thread_id=None,
        message_id=None,
        host_id=3,
        game=name,
        options={},
        status=TableStatus.PLAYING,
        version=version,
        seats=seats,
        state=state,
        last_action_at=at,
        rules=TableRules(turn_timer=None if version % 3 else 120),
    )


@pytest.mark.parametrize("name", sorted(GAMES))
async def test_moves_stored_through_the_group_commit_are_sqlalchemys_rows(
    engine: AsyncEngine, sessions: async_sessionmaker[AsyncSession], name: str
) -> None:
    game = GAMES[name][0]
    moves = played(name)[::3]  # a finished trick now and then
    ours, theirs = await tables(sessions, 2)
    store = MoveStore(sessions, {name: game}, {})
    state = game.new({}, GAMES[name][1], 7)
    for n, (action, after) in enumerate(moves):
        at = AT + timedelta(seconds=n, microseconds=n * 7919)
        # a person's move is active when it is made (the same datetime), an automatic one not
        active = at if n % 2 else AT
        before = snapshot(ours, name, 5 + n, state, AT)
        move = Move(
            before,
            replace(before, state=after, version=6 + n, last_action_at=at, active_at=active),
            n % 4,
            action,
            (),
            False,
        )
        # with another table's move in the same batch (its version is not the stored one)
        late = replace(before, id=theirs, version=0)
        lost = Move(late, replace(late, state=after), n % 4, action, (), False)
        stored = await asyncio.gather(store._write_fast(move), store._write_fast(lost))
        assert stored[0] is not None and stored[1] is None
        state = after
        async with engine.begin() as conn:
            await conn.execute(
                update(GameTable)
                .where(GameTable.id == theirs)
                .values(
                    version=6 + n,
                    state=game.state_to_json(after),
                    last_action_at=at,
                    updated_at=at,
                    active_at=active,
                    timer_due_at=store._next_due(move.after),
                )
            )
            await conn.execute(
                insert(ActionLogEntry).values(
                    table_id=theirs,
                    sequence=6 + n,
                    seat=n % 4,
                    action=game.action_to_json(action),
                    created_at=at,
                )
            )
    assert await stored_rows(engine, ours) == await stored_rows(engine, theirs)
