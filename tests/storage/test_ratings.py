"""The rating repository's SQL on SQLite and PostgreSQL: one query per question, no commits."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from sqlalchemy import event, select
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from storage.models import PlayerRating, RatingChange, utcnow
from storage.ratings import RatingRepository
from tests.test_leaderboards import GUILD, OTHER, A, B, add_result

Sessions = async_sessionmaker[AsyncSession]


@contextmanager
def counting(engine: AsyncEngine) -> Iterator[list[str]]:
    """The SQL statements run on ``engine`` while the block runs."""
    statements: list[str] = []

    def seen(*args: Any) -> None:
        statements.append(args[2])

    event.listen(engine.sync_engine, "before_cursor_execute", seen)
    try:
        yield statements
    finally:
        event.remove(engine.sync_engine, "before_cursor_execute", seen)


async def test_rating_writes_wait_for_the_callers_commit(sessions: Sessions) -> None:
    at = utcnow()
    async with sessions() as session:
        repo = RatingRepository(session)
        fresh = [
            PlayerRating(
                user_id=A,
                display_name="A",
                mu=25.0,
                sigma=8.0,
                conservative=1.0,
                games=0,
                wins=0,
                updated_at=at,
            )
        ]
        locked = await repo.lock(GUILD, "whist", fresh)
        assert list(locked) == [A]
        await session.rollback()
    async with sessions() as session:
        assert list(await session.scalars(select(PlayerRating))) == []


async def test_clearing_a_board_forgets_one_game_in_one_server(sessions: Sessions) -> None:
    await add_result(sessions, [[A], [B]], [1, 2])
    await add_result(sessions, [[A], [B]], [1, 2], game="mexican_train")
    await add_result(sessions, [[A], [B]], [1, 2], guild=OTHER)
    async with sessions() as session, session.begin():
        await RatingRepository(session).clear(GUILD, "whist")
    async with sessions() as session:
        left = {(r.guild_id, r.game) for r in await session.scalars(select(PlayerRating))}
        changes = {(r.guild_id, r.game) for r in await session.scalars(select(RatingChange))}
    assert left == changes == {(GUILD, "mexican_train"), (OTHER, "whist")}
