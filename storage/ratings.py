"""The SQL of ratings, their history and each game's board settings, always within one server.

Ratings move in the transaction that finishes a game, so a game counts exactly once: the
result's unique table id guards the table service, and the ``(result_id, user_id)`` key of
:class:`RatingChange` guards this one. Every query is keyed by server first; nothing here reads
across servers, does rating maths or commits (the caller owns the transaction).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import UTC, datetime
from typing import Any, NamedTuple

from sqlalchemy import Subquery, and_, case, delete, func, or_, select
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncSession

from storage.models import (
    GameResultRecord,
    LeaderboardSettings,
    PlayerRating,
    RatingChange,
    ResultPlayer,
)


class Ranked(NamedTuple):
    """One person on a board: the current rating and the games and wins the period counts."""

    user_id: int
    display_name: str
    rating: float
    games: int
    wins: int


class ResultRating(NamedTuple):
    """One rated person of one result: their rating as stored now, and what the result did."""

    user_id: int
    display_name: str
    rating: float
    delta: float


class StoredSeat(NamedTuple):
    result_id: int
    finished_at: datetime
    user_id: int | None
    display_name: str
    team: int
    placing: int


class RatingRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    # ------------------------------------------------------------------ writing

    async def already_recorded(self, result_id: int) -> bool:
        query = select(RatingChange.id).where(RatingChange.result_id == result_id).limit(1)
        return (await self.session.scalar(query)) is not None

    async def skills(
        self, guild_id: int, game: str, users: Iterable[int]
    ) -> dict[int, tuple[float, float]]:
        """Each person's stored ``(mu, sigma)``, read without locking."""
        query = select(PlayerRating.user_id, PlayerRating.mu, PlayerRating.sigma).where(
            PlayerRating.guild_id == guild_id,
            PlayerRating.game == game,
            PlayerRating.user_id.in_(list(users)),
        )
        return {row.user_id: (row.mu, row.sigma) for row in await self.session.execute(query)}

    async def hold_board(self, guild_id: int, game: str) -> None:
        """Take the game's board in this server until the transaction ends, its settings row
        made if new: a result's rating, a reset and a rebuild then come one after another
        (``FOR UPDATE`` on PostgreSQL; SQLite has one writer). Else a rebuild on PostgreSQL
        deleted a rating stored while it replayed, and two results rated at once were
        replayed in another order than they were rated."""
        await self.session.execute(
            self._insert()(LeaderboardSettings)
            .values(guild_id=guild_id, game=game, hidden=False)
            .on_conflict_do_nothing(index_elements=["guild_id", "game"])
        )
        await self.session.execute(
            select(LeaderboardSettings.guild_id)
            .where(LeaderboardSettings.guild_id == guild_id, LeaderboardSettings.game == game)
            .with_for_update()
        )

    def _insert(self) -> Any:
        """The dialect's INSERT, which knows ON CONFLICT DO NOTHING."""
        dialect = self.session.get_bind().dialect.name
        return postgresql.insert if dialect == "postgresql" else sqlite.insert

    async def lock(
        self, guild_id: int, game: str, fresh: Sequence[PlayerRating]
    ) -> dict[int, PlayerRating]:
        """The people's rating rows, created from ``fresh`` where missing, then locked.

        ``FOR UPDATE`` on PostgreSQL, taken in one user order everywhere, so two games finishing
        at once for the same person in two processes apply one after the other and cannot
        deadlock.
        """
        columns = ("display_name", "mu", "sigma", "conservative", "games", "wins", "updated_at")
        values = [
            {"guild_id": guild_id, "game": game, "user_id": row.user_id}
            | {name: getattr(row, name) for name in columns}
            for row in sorted(fresh, key=lambda row: row.user_id)
        ]
        await self.session.execute(
            self._insert()(PlayerRating)
            .values(values)
            .on_conflict_do_nothing(index_elements=["guild_id", "game", "user_id"])
        )
        query = (
            select(PlayerRating)
            .where(
                PlayerRating.guild_id == guild_id,
                PlayerRating.game == game,
                PlayerRating.user_id.in_([row.user_id for row in fresh]),
            )
            .order_by(PlayerRating.user_id)
            .with_for_update()
            .execution_options(populate_existing=True)
        )
        return {row.user_id: row for row in await self.session.scalars(query)}

    async def add(self, rows: Iterable[RatingChange | PlayerRating]) -> None:
        self.session.add_all(list(rows))
        await self.session.flush()

    async def result_ratings(self, result_id: int) -> list[ResultRating]:
        """The people ``result_id`` rated, best placed first (then in seat order), each with
        the conservative rating stored for them now and the change the result made to it:
        the two numbers ``/stats`` shows."""
        query = (
            select(
                RatingChange.user_id,
                RatingChange.display_name,
                PlayerRating.conservative,
                RatingChange.delta,
            )
            .join(
                PlayerRating,
                and_(
                    PlayerRating.guild_id == RatingChange.guild_id,
                    PlayerRating.game == RatingChange.game,
                    PlayerRating.user_id == RatingChange.user_id,
                ),
            )
            .where(RatingChange.result_id == result_id, RatingChange.rated.is_(True))
            .order_by(RatingChange.placing, RatingChange.id)
        )
        return [ResultRating(*row) for row in await self.session.execute(query)]

    async def decisions(self, guild_id: int, game: str) -> dict[int, bool]:
        """Whether each stored result of the game was rated when it was played."""
        query = select(RatingChange.result_id, RatingChange.rated).where(
            RatingChange.guild_id == guild_id, RatingChange.game == game
        )
        return {row.result_id: row.rated for row in await self.session.execute(query)}

    async def games_with_results(self, guild_id: int) -> list[str]:
        query = select(GameResultRecord.game).where(GameResultRecord.guild_id == guild_id)
        return sorted(await self.session.scalars(query.distinct()))

    async def stored_seats(
        self, guild_id: int, game: str, after: datetime | None
    ) -> list[StoredSeat]:
        """Every seat of the game's results after ``after``, in the order they were rated
        (their ids: a result is stored under its board's hold, :meth:`hold_board`), then seat
        order."""
        query = (
            select(
                GameResultRecord.id,
                GameResultRecord.finished_at,
                ResultPlayer.user_id,
                ResultPlayer.display_name,
                ResultPlayer.team,
                ResultPlayer.placing,
            )
            .join(ResultPlayer, ResultPlayer.result_id == GameResultRecord.id)
            .where(GameResultRecord.guild_id == guild_id, GameResultRecord.game == game)
            .order_by(GameResultRecord.id, ResultPlayer.seat)
        )
        if after is not None:
            query = query.where(GameResultRecord.finished_at > after)
        return [StoredSeat(*row) for row in await self.session.execute(query)]

    async def clear(self, guild_id: int, game: str) -> None:
        """Forget a game's ratings and their history in one server (the results stay)."""
        for model in (RatingChange, PlayerRating):
            await self.session.execute(
                delete(model).where(model.guild_id == guild_id, model.game == game)
            )

    # ------------------------------------------------------------------ board settings

    async def set_hidden(self, guild_id: int, game: str, hidden: bool) -> None:
        (await self._board_settings(guild_id, game)).hidden = hidden
        await self.session.flush()

    async def set_reset_at(self, guild_id: int, game: str, at: datetime) -> None:
        """Results finished up to ``at`` no longer count for the game's board, even on rebuild."""
        (await self._board_settings(guild_id, game)).reset_at = at
        await self.session.flush()

    async def _board_settings(self, guild_id: int, game: str) -> LeaderboardSettings:
        """The game's board settings in this server, created if new."""
        settings = await self.session.get(LeaderboardSettings, (guild_id, game))
        if settings is None:
            settings = LeaderboardSettings(guild_id=guild_id, game=game, hidden=False)
            self.session.add(settings)
        return settings

    async def unrated_boards(self) -> list[tuple[int, str, datetime]]:
        """(guild, game, newest such finish) of each board with a result naming a person but
        no rating change: its rating update failed (in a savepoint: the game still finished)."""
        person = select(ResultPlayer.result_id).where(
            ResultPlayer.result_id == GameResultRecord.id, ResultPlayer.user_id.is_not(None)
        )
        rated = select(RatingChange.result_id).where(RatingChange.result_id == GameResultRecord.id)
        query = (
            select(
                GameResultRecord.guild_id,
                GameResultRecord.game,
                func.max(GameResultRecord.finished_at),
            )
            .where(person.exists(), ~rated.exists())
            .group_by(GameResultRecord.guild_id, GameResultRecord.game)
        )
        return [
            (guild, game, newest if newest.tzinfo else newest.replace(tzinfo=UTC))
            for guild, game, newest in await self.session.execute(query)
        ]

    async def reset_at(self, guild_id: int, game: str) -> datetime | None:
        settings = await self.session.get(LeaderboardSettings, (guild_id, game))
        return settings.reset_at if settings is not None else None

    async def was_reset(self, guild_id: int) -> bool:
        """Whether any of the server's leaderboards was ever reset."""
        query = select(LeaderboardSettings.game).where(
            LeaderboardSettings.guild_id == guild_id, LeaderboardSettings.reset_at.is_not(None)
        )
        return (await self.session.scalar(query.limit(1))) is not None

    async def is_hidden(self, guild_id: int, game: str) -> bool:
        """Read-only (unlike :meth:`board_settings`, which makes the row it does not find)."""
        settings = await self.session.get(LeaderboardSettings, (guild_id, game))
        return bool(settings is not None and settings.hidden)

    async def hidden_games(self, guild_id: int) -> set[str]:
        query = select(LeaderboardSettings.game).where(
            LeaderboardSettings.guild_id == guild_id, LeaderboardSettings.hidden.is_(True)
        )
        return set(await self.session.scalars(query))

    # ------------------------------------------------------------------ reading

    async def board_size(self, guild_id: int, game: str, since: datetime | None) -> int:
        ranked = _ranked(guild_id, game, since)
        return int(await self.session.scalar(select(func.count()).select_from(ranked)) or 0)

    async def board_rows(
        self, guild_id: int, game: str, since: datetime | None, offset: int, limit: int
    ) -> list[Ranked]:
        """The board from ``offset`` on, best conservative rating first."""
        ranked = _ranked(guild_id, game, since)
        query = (
            select(ranked)
            .order_by(ranked.c.rating.desc(), ranked.c.user_id)
            .offset(offset)
            .limit(limit)
        )
        return [_ranked_row(row) for row in await self.session.execute(query)]

    async def rank_of(
        self, guild_id: int, game: str, since: datetime | None, user_id: int
    ) -> tuple[int, Ranked] | None:
        """Where one person stands on the board (1 is the top), if they are on it."""
        ranked = _ranked(guild_id, game, since)
        found = (
            await self.session.execute(select(ranked).where(ranked.c.user_id == user_id))
        ).first()
        if found is None:
            return None
        mine = _ranked_row(found)
        ahead = (
            select(func.count())
            .select_from(ranked)
            .where(
                or_(
                    ranked.c.rating > mine.rating,
                    and_(ranked.c.rating == mine.rating, ranked.c.user_id < user_id),
                )
            )
        )
        return int(await self.session.scalar(ahead) or 0) + 1, mine


def _ranked(guild_id: int, game: str, since: datetime | None) -> Subquery:
    """Who is on the board, with the rating that ranks them and the games and wins shown.

    With ``since``, only people who played a rated game since then are on it, and their games
    and wins count that period only; the rating is always the current one.
    """
    rating = PlayerRating.conservative.label("rating")
    if since is None:
        return (
            select(
                PlayerRating.user_id,
                PlayerRating.display_name,
                rating,
                PlayerRating.games,
                PlayerRating.wins,
            )
            .where(PlayerRating.guild_id == guild_id, PlayerRating.game == game)
            .subquery()
        )
    played = (
        select(
            RatingChange.user_id,
            func.count().label("games"),
            summed_wins().label("wins"),
        )
        .where(
            RatingChange.guild_id == guild_id,
            RatingChange.game == game,
            RatingChange.finished_at >= since,
            RatingChange.rated.is_(True),
        )
        .group_by(RatingChange.user_id)
        .subquery()
    )
    return (
        select(
            PlayerRating.user_id, PlayerRating.display_name, rating, played.c.games, played.c.wins
        )
        .join(
            played,
            and_(
                PlayerRating.guild_id == guild_id,
                PlayerRating.game == game,
                PlayerRating.user_id == played.c.user_id,
            ),
        )
        .subquery()
    )


def summed_wins() -> Any:
    """The wins among the rating changes summed up: the leaderboard's and ``/stats``' count."""
    return func.sum(case((RatingChange.won, 1), else_=0))


def _ranked_row(row: Any) -> Ranked:
    return Ranked(
        row.user_id, row.display_name, float(row.rating), int(row.games), int(row.wins or 0)
    )
