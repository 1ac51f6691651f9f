"""The rating repository's SQL on SQLite and PostgreSQL: one query per question, no commits."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import timedelta
from typing import Any

from sqlalchemy import event, select
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from bot.leaderboards import Leaderboards
from storage.models import PlayerRating, RatingChange, utcnow
from storage.ratings import RatingRepository
from tests.test_leaderboards import AI, GUILD, OTHER, A, B, C, D, add_result

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


async def test_a_players_record_in_every_game_is_read_in_one_query(
    sessions: Sessions, engine: AsyncEngine
) -> None:
    start = utcnow() - timedelta(days=3)
    await add_result(sessions, [[A, B], [C, D]], [1, 2], at=start)
    await add_result(sessions, [[A, C], [B, D]], [2, 1], at=start + timedelta(hours=1))
    await add_result(sessions, [[A], [B], [C]], [1, 3, 2], game="mexican_train", at=start)
    await add_result(sessions, [[A, AI], [D, AI]], [1, 2], game="shengji", at=start)
    async with sessions() as session:
        with counting(engine) as statements:
            played = await RatingRepository(session).player_games(GUILD, A)
    assert len([s for s in statements if "rating_changes" in s]) == 1
    assert sorted({row.game for row in played}) == ["mexican_train", "shengji", "whist"]
    records = {r.game: r for r in (await Leaderboards(sessions).stats(GUILD, A)).records}
    assert [(g, records[g].games, records[g].wins) for g in records] == [
        ("whist", 2, 1),
        ("mexican_train", 1, 1),
        ("shengji", 1, 1),
    ]
    assert records["shengji"].rating is None and records["shengji"].best_partner is None
    assert records["mexican_train"].best_partner is None
    partner = records["whist"].best_partner
    assert partner is not None and (partner.user_id, partner.games, partner.wins) == (B, 1, 1)


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
