"""A move's state is stored as text written from kept parts (its rules, finished tricks and
trains serialised once), and its action and dates without SQLAlchemy's conversions: the rows
a move stores through the group commit are those SQLAlchemy's own path stores from the
state's and the action's JSON form, byte for byte, on both databases (issue #19)."""

from __future__ import annotations

import asyncio
import gc
import json
import pickle
import random
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from types import FrameType
from typing import Any

import pytest
from sqlalchemy import insert, text, update
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from bot.games.base import SYSTEM, GameBase
from bot.games.mexican_train import MexicanTrainGame
from bot.games.mexican_train.state import MexicanTrainState, Round
from bot.games.shengji import ShengjiGame
from bot.games.shengji.state import ShengjiState
from bot.games.whist import BidWhistGame, WhistGame
from bot.games.whist.state import WhistState
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


def _parts(name: str, state: Any) -> list[Any]:
    """The parts of a state that keep their stored text: finished tricks, a deck being dealt,
    a boneyard."""
    if name == "mexican_train":
        return [state.round.boneyard]
    if name == "shengji":
        return [state.history, state.deck]
    return [state.tricks]


@pytest.mark.parametrize("name", ["whist", "shengji"])
def test_a_history_extended_trick_by_trick_is_json_dumps_of_its_json_form(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A history's text is its predecessor's with the new trick's written after it, and only
    that trick's: ``to_json`` (the whole history's form) is never made again."""
    game = GAMES[name][0]
    final = max((state for _action, state in played(name)), key=lambda s: len(_parts(name, s)[0]))
    last = _parts(name, final)[0]
    kind = type(last)
    assert len(last) >= 10

    def expected(history: Any) -> str:
        return json.dumps([kind.item_json(packed) for packed in history.packed])

    history = kind()
    assert history.text() == "[]"
    with monkeypatch.context() as patched:
        patched.setattr(kind, "to_json", lambda self: pytest.fail("written whole"))
        for item in last:
            history = history.plus(item)
            assert history.text() == expected(history)
    assert history == last and history.text() == json.dumps(
        game.state_to_json(final)["tricks" if name == "whist" else "history"]
    )
    # asked now and then: a history whose predecessor's text was not asked writes it whole
    history = kind()
    for n, item in enumerate(last):
        history = history.plus(item)
        if n % 3 == 2:
            assert history.text() == expected(history)


def test_a_deck_mid_deal_and_a_boneyard_after_draws_are_json_dumps_of_their_json_form() -> None:
    game = GAMES["shengji"][0]
    dealing = [s for _a, s in played("shengji") if s.phase.value == "deal" and s.dealt > 20]
    assert dealing
    for state in dealing[::7]:
        assert state.deck.text() == json.dumps(game.state_to_json(state)["deck"])
        assert game.state_text(state) == json.dumps(game.state_to_json(state))
    game = GAMES["mexican_train"][0]
    states = [s for _a, s in played("mexican_train")]
    drawn = [s for s in states if len(s.round.boneyard) < len(states[0].round.boneyard)]
    assert drawn
    for state in drawn[::5]:
        text = state.round.boneyard.text()
        assert text == json.dumps(game.state_to_json(state)["round"]["boneyard"])
        assert game.state_text(state) == json.dumps(game.state_to_json(state))


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_kept_texts_are_not_part_of_the_value(name: str) -> None:
    """A history's, deck's or boneyard's text, once written, changes neither its equality,
    its hash nor its pickle."""
    for _action, state in played(name)[::9]:
        for part in _parts(name, state):
            fresh = pickle.loads(pickle.dumps(part))
            before = pickle.dumps(part)
            part.text()
            assert pickle.dumps(part) == before == pickle.dumps(fresh)
            assert part == fresh and hash(part) == hash(fresh)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_no_kept_text_holds_a_dead_part_of_a_state(name: str) -> None:
    """Issue #19: texts kept by identity held every finished hand's tricks, dealt deck and
    drawn-from boneyard alive (the deck a tuple of 108 cards), for the collector to walk. A
    part is held by states only (a rules engine's memos may keep a recent one)."""
    game = GAMES[name][0]
    moves = played(name)
    for _action, state in moves:
        game.state_text(state)
    parts = list({id(p): p for _a, s in moves[::10] for p in _parts(name, s) if len(p)}.values())
    assert len(parts) >= 3
    del moves, state
    gc.collect()
    states = (WhistState, ShengjiState, MexicanTrainState, Round, FrameType)
    for part in parts:
        held_by = [r for r in gc.get_referrers(part) if r is not parts]
        assert [type(r) for r in held_by if not isinstance(r, states)] == []


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
