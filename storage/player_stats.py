"""The SQL of one person's ``/stats`` in one server: their record in each game and last games.

A regular's history grows without end, so none of it is read row by row: the database sums up
each game played (four at most) into one row, games and wins counted once per game whatever
its partners, and hands back only the last few rated games of each for the trend. Like
:mod:`storage.ratings`, every query is keyed by server first and nothing here commits.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import Any, NamedTuple

from sqlalchemy import Float, Subquery, and_, cast, collate, func, select, union_all
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import aliased

from storage.models import PlayerRating, RatingChange
from storage.ratings import summed_wins


class CurrentRating(NamedTuple):
    """The conservative rating and the rated games and wins behind it."""

    value: float
    games: int
    wins: int


class PartnerRecord(NamedTuple):
    user_id: int
    display_name: str
    games: int
    wins: int


class GamePlayed(NamedTuple):
    """A person's games and wins in one game, their current rating and best partner there."""

    game: str
    games: int
    wins: int
    rating: CurrentRating | None
    best_partner: PartnerRecord | None


class TrendPoint(NamedTuple):
    """One rated game of a person's: their skill after it and what it moved."""

    game: str
    mu: float
    sigma: float
    delta: float


class RecentChange(NamedTuple):
    game: str
    finished_at: datetime
    won: bool
    placing: int
    rated: bool
    delta: float


class PlayerStatsRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def games_played(self, guild_id: int, user_id: int) -> list[GamePlayed]:
        """One row per game the person played here, in no particular order."""
        me = RatingChange
        played = (
            select(me.game, func.count().label("games"), summed_wins().label("wins"))
            .where(me.guild_id == guild_id, me.user_id == user_id)
            .group_by(me.game)
            .subquery()
        )
        partner = self._partners(guild_id, user_id)
        query = (
            select(
                played.c.game,
                played.c.games,
                played.c.wins,
                PlayerRating.conservative,
                PlayerRating.games,
                PlayerRating.wins,
                partner.c.user_id,
                partner.c.display_name,
                partner.c.games,
                partner.c.wins,
            )
            .select_from(played)
            .outerjoin(
                PlayerRating,
                and_(
                    PlayerRating.guild_id == guild_id,
                    PlayerRating.game == played.c.game,
                    PlayerRating.user_id == user_id,
                ),
            )
            .outerjoin(partner, and_(partner.c.game == played.c.game, partner.c.choice == 1))
        )
        return [_game_played(row) for row in await self.session.execute(query)]

    def _partners(self, guild_id: int, user_id: int) -> Subquery:
        """Everyone who shared a side with the person, per game, with their games and wins
        together; ``choice`` 1 is the best partner: the best smoothed win rate
        ((wins+1)/(games+2): 1 of 1 is promising, 8 of 10 is better), then the most games,
        then the lowest id. The rate is a double on both databases, as Python's division is."""
        me, mate = RatingChange, aliased(RatingChange)
        games, won = func.count(), summed_wins()
        smoothed = cast(won + 1, Float) / (games + 2)
        choice = func.row_number().over(
            partition_by=me.game, order_by=(smoothed.desc(), games.desc(), mate.user_id)
        )
        return (
            select(
                me.game,
                mate.user_id,
                func.max(self._by_code_point(mate.display_name)).label("display_name"),
                games.label("games"),
                won.label("wins"),
                choice.label("choice"),
            )
            .join(
                mate,
                and_(
                    mate.result_id == me.result_id,
                    mate.team == me.team,
                    mate.user_id != me.user_id,
                ),
            )
            .where(me.guild_id == guild_id, me.user_id == user_id)
            .group_by(me.game, mate.user_id)
            .subquery()
        )

    def _by_code_point(self, text: Any) -> Any:
        """``text`` compared by code point, as Python compares strings: SQLite's default
        already does; PostgreSQL's follows the database's locale unless told "C"."""
        dialect = self.session.get_bind().dialect.name
        return collate(text, "C") if dialect == "postgresql" else text

    async def trends(
        self, guild_id: int, user_id: int, games: Iterable[str], last: int
    ) -> list[TrendPoint]:
        """The person's ``last`` rated games in each of ``games``, oldest first, in one query:
        each game's part walks the person's index from their newest game and stops there."""
        me = RatingChange
        latest = [
            select(me.game, me.mu, me.sigma, me.delta, me.finished_at, me.id)
            .where(
                me.guild_id == guild_id,
                me.user_id == user_id,
                me.game == game,
                me.rated.is_(True),
            )
            .order_by(me.finished_at.desc(), me.id.desc())
            .limit(last)
            .subquery()
            .select()
            for game in games
        ]
        if not latest:
            return []
        query = union_all(*latest)
        query = query.order_by(query.selected_columns.finished_at, query.selected_columns.id)
        return [TrendPoint(*row[:4]) for row in await self.session.execute(query)]

    async def recent(self, guild_id: int, user_id: int, limit: int) -> list[RecentChange]:
        query = (
            select(
                RatingChange.game,
                RatingChange.finished_at,
                RatingChange.won,
                RatingChange.placing,
                RatingChange.rated,
                RatingChange.delta,
            )
            .where(RatingChange.guild_id == guild_id, RatingChange.user_id == user_id)
            .order_by(RatingChange.finished_at.desc(), RatingChange.id.desc())
            .limit(limit)
        )
        return [RecentChange(*row) for row in await self.session.execute(query)]


def _game_played(row: Any) -> GamePlayed:
    (game, games, wins, rating, rated_games, rated_wins, mate, name, together, won) = row
    return GamePlayed(
        game,
        int(games),
        int(wins),
        None if rating is None else CurrentRating(rating, rated_games, rated_wins),
        None if mate is None else PartnerRecord(mate, name, int(together), int(won)),
    )
