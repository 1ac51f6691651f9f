"""Group commit of moves: many tables in one transaction, each with its own version check."""

from __future__ import annotations

import asyncio
import contextlib
import json
from datetime import UTC, datetime

import pytest
from sqlalchemy import select, text
from sqlalchemy.exc import DBAPIError, IntegrityError
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from bot.tables.snapshots import TableStatus
from storage.batch import ActionWriter, MoveWrite, _padded_size
from storage.models import ActionLogEntry, GameTable

NOW = datetime(2026, 1, 1, tzinfo=UTC)


async def tables(sessions: async_sessionmaker[AsyncSession], count: int) -> list[int]:
    async with sessions() as session, session.begin():
        rows = [
            GameTable(
                guild_id=1,
                channel_id=2,
                host_id=3,
                game="counting",
                seed=4,
                status=TableStatus.PLAYING,
                state={"n": 0},
                version=5,
            )
            for _ in range(count)
        ]
        session.add_all(rows)
        await session.flush()
        return [row.id for row in rows]


def move(table_id: int, expected: int, n: int) -> MoveWrite:
    return MoveWrite(
        table_id=table_id,
        expected_version=expected,
        seat=0,
        action=json.dumps({"n": n}),
        state=json.dumps({"n": n}),
        at=NOW,
        timer_due_at=None,
    )


async def test_moves_of_many_tables_are_stored_together_with_their_log(
    engine: AsyncEngine, sessions: async_sessionmaker[AsyncSession]
) -> None:
    ids = await tables(sessions, 20)
    writer = ActionWriter(engine, max_batch=8)
    stored = await asyncio.gather(*(writer.write(move(i, 5, n)) for n, i in enumerate(ids)))
    assert stored == [True] * 20
    async with sessions() as session:
        rows = (await session.scalars(select(GameTable).order_by(GameTable.id))).all()
        log = (await session.scalars(select(ActionLogEntry))).all()
    assert [(r.version, r.state) for r in rows] == [(6, {"n": n}) for n in range(20)]
    assert sorted((e.table_id, e.sequence) for e in log) == [(i, 6) for i in ids]


async def test_a_move_on_a_table_that_moved_on_is_refused_and_the_others_are_stored(
    engine: AsyncEngine, sessions: async_sessionmaker[AsyncSession]
) -> None:
    ids = await tables(sessions, 3)
    writer = ActionWriter(engine)
    stored = await asyncio.gather(
        writer.write(move(ids[0], 5, 1)),
        writer.write(move(ids[1], 4, 1)),  # someone else wrote v5
        writer.write(move(ids[2], 5, 1)),
    )
    assert list(stored) == [True, False, True]
    async with sessions() as session:
        versions = (await session.scalars(select(GameTable.version).order_by(GameTable.id))).all()
        log = (await session.scalars(select(ActionLogEntry.table_id))).all()
    assert versions == [6, 5, 6]
    assert sorted(log) == [ids[0], ids[2]]


async def test_one_tables_failing_move_does_not_fail_the_others_in_its_batch(
    engine: AsyncEngine, sessions: async_sessionmaker[AsyncSession]
) -> None:
    ids = await tables(sessions, 3)
    async with sessions() as session, session.begin():
        # a bad row: the log already holds the entry this table's next move would add
        session.add(ActionLogEntry(table_id=ids[1], sequence=6, seat=0, action={}, created_at=NOW))
    writer = ActionWriter(engine)
    outcomes = await asyncio.gather(
        *(writer.write(move(i, 5, 1)) for i in ids), return_exceptions=True
    )
    assert outcomes[0] is True and outcomes[2] is True
    assert isinstance(outcomes[1], IntegrityError)
    async with sessions() as session:
        versions = (await session.scalars(select(GameTable.version).order_by(GameTable.id))).all()
    assert versions == [6, 5, 6]


async def test_a_batch_whose_commit_answer_was_lost_tells_every_move_it_stored(
    engine: AsyncEngine, sessions: async_sessionmaker[AsyncSession], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The batch is stored but the connection drops before its answer: each move, tried alone,
    finds its table past its version. By its own move, so each is told stored, not refused
    (the player heard "not your turn" about a move they had made)."""
    ids = await tables(sessions, 3)
    commit = ActionWriter._commit
    lost: list[int] = []

    async def stored_then_dropped(self: ActionWriter, moves: list[MoveWrite]) -> list[bool]:
        outcome = await commit(self, moves)
        if not lost:
            lost.append(len(moves))
            raise DBAPIError("COMMIT", None, ConnectionResetError("connection lost"))
        return outcome

    monkeypatch.setattr(ActionWriter, "_commit", stored_then_dropped)
    writer = ActionWriter(engine)
    stored = await asyncio.gather(
        writer.write(move(ids[0], 5, 1)),
        writer.write(move(ids[1], 4, 1)),  # someone else wrote v5: refused all the same
        writer.write(move(ids[2], 5, 1)),
    )
    assert lost == [3]
    assert list(stored) == [True, False, True]


async def test_a_batch_that_loses_a_deadlock_is_retried_and_stores_every_move(
    engine: AsyncEngine, sessions: async_sessionmaker[AsyncSession]
) -> None:
    if engine.dialect.name != "postgresql":
        pytest.skip("row locks and deadlocks are PostgreSQL's")
    first, second = await tables(sessions, 2)
    writer = ActionWriter(engine)
    async with engine.connect() as other:
        await other.begin()
        # another process holds the second row and will want the first: a lock cycle
        await other.execute(text("UPDATE game_tables SET seed = seed WHERE id = :i"), {"i": second})
        writes = asyncio.gather(writer.write(move(first, 5, 1)), writer.write(move(second, 5, 1)))
        await _until_a_backend_waits_for_a_lock(engine)
        # the database may pick either as the loser; the writer must store its moves anyway
        with contextlib.suppress(DBAPIError):
            await other.execute(
                text("UPDATE game_tables SET seed = seed WHERE id = :i"), {"i": first}
            )
        await other.rollback()
        assert list(await writes) == [True, True]
    async with sessions() as session:
        log = (await session.scalars(select(ActionLogEntry.table_id))).all()
    assert sorted(log) == [first, second]


async def _until_a_backend_waits_for_a_lock(engine: AsyncEngine) -> None:
    query = text("SELECT count(*) FROM pg_locks WHERE NOT granted")
    async with engine.connect() as probe:
        while not (await probe.execute(query)).scalar():
            await asyncio.sleep(0.01)


async def test_batches_of_every_size_are_stored_through_a_statement_of_a_power_of_two_rows(
    engine: AsyncEngine, sessions: async_sessionmaker[AsyncSession]
) -> None:
    """On PostgreSQL a batch is one UPDATE … FROM (VALUES …) of as many rows as the next power
    of two, the rest NULLs, which match no table: a statement kept per size held ~220
    references a row for every full collection to walk (issue #19)."""
    ids = await tables(sessions, 9)
    writer = ActionWriter(engine, max_batch=16)
    version = 5
    for size in range(1, 10):
        stale = ids[size - 1] if size > 2 else None  # one of them moved on meanwhile
        moves = [move(i, version - 1 if i == stale else version, size) for i in ids[:size]]
        stored = await writer._commit(moves)
        assert stored == [i != stale for i in ids[:size]]
        async with sessions() as session:
            rows = (await session.scalars(select(GameTable).order_by(GameTable.id))).all()
        for row in rows[:size]:
            if row.id != stale:
                assert (row.version, row.state) == (version + 1, {"n": size})
        async with sessions() as session, session.begin():  # every table back at one version
            await session.execute(text("UPDATE game_tables SET version = :v"), {"v": version + 1})
        version += 1


def test_a_batch_is_stored_by_a_statement_of_the_next_power_of_two_rows() -> None:
    assert [_padded_size(rows) for rows in (1, 2, 3, 4, 5, 8, 9, 64, 65, 128)] == [
        1,
        2,
        4,
        4,
        8,
        8,
        16,
        64,
        128,
        128,
    ]
