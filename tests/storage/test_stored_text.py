"""A move's state is stored as text written from kept parts (its rules, finished tricks and
trains serialised once): the rows stored through the group commit are those SQLAlchemy's own
path stores from the state's JSON form, byte for byte, on both databases (issue #19)."""

from __future__ import annotations

import asyncio
import json
import random
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from sqlalchemy import insert, text, update
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from bot.games.base import SYSTEM, GameBase
from bot.games.mexican_train import MexicanTrainGame
from bot.games.shengji import ShengjiGame
from bot.games.whist import BidWhistGame, WhistGame
from storage.batch import ActionWriter, MoveWrite
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


@pytest.mark.parametrize("name", sorted(GAMES))
async def test_moves_stored_through_the_group_commit_are_sqlalchemys_rows(
    engine: AsyncEngine, sessions: async_sessionmaker[AsyncSession], name: str
) -> None:
    game = GAMES[name][0]
    moves = played(name)[::3]  # a finished trick now and then
    ours, theirs = await tables(sessions, 2)
    writer = ActionWriter(engine)
    for n, (action, state) in enumerate(moves):
        at = AT + timedelta(seconds=n, microseconds=n * 7919)
        # a person's move is active when it is made (the same datetime), an automatic one not
        active = at if n % 2 else AT
        due = None if n % 3 else at + timedelta(minutes=2)
        write = MoveWrite(
            table_id=ours,
            expected_version=5 + n,
            seat=n % 4,
            action=game.action_to_json(action),
            state=game.state_text(state),
            at=at,
            timer_due_at=due,
            active_at=active,
        )
        # with another table's move in the same batch, whose dates are converted between
        other = MoveWrite(**{**_fields(write), "table_id": theirs, "expected_version": 0})
        assert list(await asyncio.gather(writer.write(write), writer.write(other))) == [
            True,
            False,
        ]
        async with engine.begin() as conn:
            await conn.execute(
                update(GameTable)
                .where(GameTable.id == theirs)
                .values(
                    version=6 + n,
                    state=game.state_to_json(state),
                    last_action_at=at,
                    updated_at=at,
                    active_at=active,
                    timer_due_at=due,
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


def _fields(write: MoveWrite) -> dict[str, Any]:
    return {name: getattr(write, name) for name in MoveWrite.__slots__}
