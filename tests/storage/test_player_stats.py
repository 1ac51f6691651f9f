"""``/stats`` summed up by the database, on SQLite and PostgreSQL: a bounded read whatever the
history, and exactly the record the whole history summed up in Python gave."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import timedelta
from typing import NamedTuple

from sqlalchemy import and_, select, text, update
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker
from sqlalchemy.orm import aliased

from bot.leaderboards import TREND_GAMES, GameRecord, Leaderboards, Partner, Rating
from bot.ratings import conservative
from storage.models import PlayerRating, RatingChange, utcnow
from tests.storage.test_ratings import counting
from tests.test_leaderboards import AI, GUILD, OTHER, A, B, C, D, add_result

Sessions = async_sessionmaker[AsyncSession]
E = 5


class PlayerGame(NamedTuple):
    """One of a person's games with one partner (or none) per row, as ``/stats`` once read
    the whole history: the reference the database's sums must equal."""

    change_id: int
    game: str
    won: bool
    rated: bool
    mu: float
    sigma: float
    delta: float
    partner_id: int | None
    partner_name: str | None
    rating: float | None
    rated_games: int | None
    rated_wins: int | None


async def whole_history(sessions: Sessions, guild_id: int, user_id: int) -> list[PlayerGame]:
    me, mate = RatingChange, aliased(RatingChange)
    query = (
        select(
            me.id,
            me.game,
            me.won,
            me.rated,
            me.mu,
            me.sigma,
            me.delta,
            mate.user_id,
            mate.display_name,
            PlayerRating.conservative,
            PlayerRating.games,
            PlayerRating.wins,
        )
        .outerjoin(
            mate,
            and_(mate.result_id == me.result_id, mate.team == me.team, mate.user_id != me.user_id),
        )
        .outerjoin(
            PlayerRating,
            and_(
                PlayerRating.guild_id == me.guild_id,
                PlayerRating.game == me.game,
                PlayerRating.user_id == me.user_id,
            ),
        )
        .where(me.guild_id == guild_id, me.user_id == user_id)
        .order_by(me.finished_at, me.id, mate.user_id)
    )
    async with sessions() as session:
        return [PlayerGame._make(row) for row in await session.execute(query)]


def summed_in_python(played: Sequence[PlayerGame]) -> tuple[GameRecord, ...]:
    by_game: dict[str, list[PlayerGame]] = {}
    for row in played:
        by_game.setdefault(row.game, []).append(row)
    found = [one_game(game, rows) for game, rows in by_game.items()]
    return tuple(sorted(found, key=lambda r: (-r.games, r.game)))


def one_game(game: str, rows: Sequence[PlayerGame]) -> GameRecord:
    games = {row.change_id: row for row in rows}
    trend = [row for row in games.values() if row.rated][-TREND_GAMES:]
    last = rows[-1]
    rating = None
    if last.rating is not None and last.rated_games is not None and last.rated_wins is not None:
        rating = Rating(last.rating, last.rated_games, last.rated_wins)
    names: dict[int, str] = {}
    together: dict[int, int] = {}
    won: dict[int, int] = {}
    for row in rows:
        if row.partner_id is None or row.partner_name is None:
            continue
        mate = row.partner_id
        names[mate] = max(names.get(mate, row.partner_name), row.partner_name)
        together[mate] = together.get(mate, 0) + 1
        won[mate] = won.get(mate, 0) + int(row.won)
    partners = [Partner(m, names[m], together[m], won[m]) for m in names]
    best = max(
        partners, key=lambda p: ((p.wins + 1) / (p.games + 2), p.games, -p.user_id), default=None
    )
    return GameRecord(
        game=game,
        games=len(games),
        wins=sum(row.won for row in games.values()),
        rating=rating,
        trend=tuple(conservative(row.mu, row.sigma) for row in trend),
        trend_delta=sum(row.delta for row in trend),
        best_partner=best,
    )


async def rename(sessions: Sessions, result_id: int, user_id: int, name: str) -> None:
    """The person went by another name in that game."""
    async with sessions() as session, session.begin():
        await session.execute(
            update(RatingChange)
            .where(RatingChange.result_id == result_id, RatingChange.user_id == user_id)
            .values(display_name=name)
        )


async def varied_history(sessions: Sessions) -> None:
    """Several games and servers, partners of every kind, ties, resets, rated and not."""
    start = utcnow() - timedelta(days=30)
    at = iter(start + timedelta(hours=h) for h in range(1000))
    service = Leaderboards(sessions, clock=lambda: start + timedelta(hours=3))
    for _ in range(3):  # before the reset: gone from the record
        await add_result(sessions, [[A, B], [C, D]], [1, 2], game="shengji", at=next(at))
    await service.reset(GUILD, "shengji")
    # Whist: more rated games than the trend shows, a partner under several names, unrated
    # games with AI partners, and a tie on the smoothed rate: D's 1 of 1 and C's 3 of 4
    sides = [(C, 1), (B, 1), (C, 1), (D, 1), (B, 2), (C, 2), (B, 2), (C, 1), (B, 1), (B, 2)]
    for i, (mate, placing) in enumerate([*sides, (B, 2)]):
        others = [x for x in (B, C, D, E) if x != mate][:2]
        result = await add_result(
            sessions, [[A, mate], others], [placing, 3 - placing], at=next(at)
        )
        await rename(sessions, result, mate, ["Zoë", "zed", "Émile", "bob", "Bob"][i % 5])
        if i % 4 == 0:
            await add_result(sessions, [[A, AI], [mate, AI]], [2, 1], at=next(at))
    same = next(at)  # two games finished at once: stored order decides
    await add_result(sessions, [[A, E], [B, C]], [1, 2], at=same)
    await add_result(sessions, [[A, E], [B, C]], [2, 1], at=same)
    # Shengji after the reset, sides of three: one game, two partners
    await add_result(sessions, [[A, B, C], [D, E, AI]], [1, 2], game="shengji", at=next(at))
    await add_result(sessions, [[A, D, E], [B, C, AI]], [2, 1], game="shengji", at=next(at))
    await service.rates_ai_games(GUILD, True)
    await add_result(sessions, [[A, AI], [B, C]], [1, 2], game="shengji", at=next(at))
    await service.rates_ai_games(GUILD, False)
    # Mexican Train: no partners, a tie on places; as many games as Shengji (name decides)
    for placings in ([1, 2, 3], [2, 1, 3], [1, 1, 2]):
        await add_result(sessions, [[A], [B], [D]], placings, game="mexican_train", at=next(at))
    # only unrated games in one game: no rating, no trend
    await add_result(sessions, [[A, AI], [B, AI]], [1, 2], game="bid_whist", at=next(at))
    await add_result(sessions, [[A, B], [C, D]], [2, 1], guild=OTHER, at=next(at))
    await service.set_hidden(GUILD, "mexican_train", True)


async def names_in_a_locale(engine: AsyncEngine) -> None:
    """On PostgreSQL, names compared as a live database's locale would (where "bob" comes
    before "Bob"), not as the tests' "C" database does, when the server has ICU."""
    if engine.dialect.name != "postgresql":
        return
    async with engine.begin() as conn:
        if await conn.scalar(text("SELECT 1 FROM pg_collation WHERE collname = 'und-x-icu'")):
            await conn.execute(
                text(
                    "ALTER TABLE rating_changes ALTER COLUMN display_name"
                    ' TYPE VARCHAR(64) COLLATE "und-x-icu"'
                )
            )


async def test_stats_sum_up_exactly_what_the_whole_history_gives(
    sessions: Sessions, engine: AsyncEngine
) -> None:
    await names_in_a_locale(engine)
    await varied_history(sessions)
    service = Leaderboards(sessions)
    for guild, user in [(GUILD, u) for u in (A, B, C, D, E, 99)] + [(OTHER, A)]:
        expected = summed_in_python(await whole_history(sessions, guild, user))
        assert (await service.stats(guild, user)).records == expected
    whist, *others = (await service.stats(GUILD, A)).records
    assert len(whist.trend) == TREND_GAMES and whist.best_partner == Partner(C, "Émile", 4, 3)
    assert [(r.game, r.games) for r in others] == [
        ("mexican_train", 3),
        ("shengji", 3),
        ("bid_whist", 1),
    ]
    assert others[-1].rating is None and others[-1].trend == () and others[-1].trend_delta == 0


async def test_a_players_record_is_a_bounded_read_whatever_their_history(
    sessions: Sessions, engine: AsyncEngine
) -> None:
    start = utcnow() - timedelta(days=3)
    for i in range(TREND_GAMES + 5):
        await add_result(sessions, [[A, B], [C, D]], [1 + i % 2, 2 - i % 2], at=start)
    await add_result(sessions, [[A], [B], [C]], [1, 3, 2], game="mexican_train", at=start)
    await add_result(sessions, [[A, AI], [D, AI]], [1, 2], game="shengji", at=start)
    with counting(engine) as statements:
        stats = await Leaderboards(sessions).stats(GUILD, A, recent=3)
    assert len([s for s in statements if "rating_changes" in s]) == 3
    assert [len(r.trend) for r in stats.records] == [TREND_GAMES, 1, 0]
    records = {r.game: r for r in stats.records}
    assert [(g, records[g].games, records[g].wins) for g in records] == [
        ("whist", TREND_GAMES + 5, 8),
        ("mexican_train", 1, 1),
        ("shengji", 1, 1),
    ]
    assert records["shengji"].rating is None and records["shengji"].best_partner is None
    assert records["mexican_train"].best_partner is None
    partner = records["whist"].best_partner
    assert partner is not None and (partner.user_id, partner.games, partner.wins) == (B, 15, 8)
