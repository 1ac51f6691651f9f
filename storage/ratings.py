"""Server leaderboards: openskill ratings, their history, and the queries the commands ask.

Ratings move in the transaction that finishes a game (:func:`record_rating`, called by the
table service right after the result is stored), so a game counts exactly once: the result's
unique table id guards the service, and the ``(result_id, user_id)`` key of
:class:`RatingChange` guards this module. Everything is keyed by server first; no function here
reads across servers.

The rating model is openskill's Plackett-Luce with its default parameters. A result's teams
and placings go in unchanged: partnerships (Whist, Bid Whist, Shengji) are teams, Mexican Train
is a free-for-all of one-seat teams ranked by its placings. AI seats play as a fixed new
player (never stored) and, unless the server turned ``rate_ai_games`` on, a game with an AI
seat is recorded but leaves ratings as they were. Whether a game was rated is written down
with it, so :func:`rebuild_ratings` replays the stored results in order and gets the same
numbers even after the setting changed. Like every repository, nothing here commits.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol

from openskill.models import PlackettLuce, PlackettLuceRating
from sqlalchemy import Select, and_, case, delete, func, or_, select
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import aliased

from storage.models import (
    GameResultRecord,
    GuildSettings,
    LeaderboardSettings,
    PlayerRating,
    RatingChange,
    ResultPlayer,
    utcnow,
)

log = logging.getLogger(__name__)

MODEL = PlackettLuce()
#: GuildSettings.settings key: do games with AI players move human ratings?
RATE_AI_KEY = "rate_ai_games"
#: how far below the mean the ranking looks, so one lucky game does not top the board
Z = 3.0


# ---------------------------------------------------------------------- pure rating maths


@dataclass(frozen=True, slots=True)
class Skill:
    mu: float
    sigma: float

    @property
    def conservative(self) -> float:
        return self.mu - Z * self.sigma


NEW_PLAYER = Skill(MODEL.mu, MODEL.sigma)


class SeatLike(Protocol):
    """What rating needs of one seat of a result (a ResultPlayer or a query row)."""

    @property
    def user_id(self) -> int | None: ...
    @property
    def display_name(self) -> str: ...
    @property
    def team(self) -> int: ...
    @property
    def placing(self) -> int: ...


@dataclass(frozen=True, slots=True)
class Finished:
    """A stored result, reduced to what rating reads (the same for live play and rebuilds)."""

    result_id: int
    guild_id: int
    game: str
    finished_at: datetime
    seats: tuple[SeatLike, ...]

    @classmethod
    def of(cls, record: GameResultRecord) -> Finished:
        return cls(
            record.id, record.guild_id, record.game, record.finished_at, tuple(record.players)
        )

    def humans(self) -> dict[int, SeatLike]:
        """Each person once (first seat wins), in seat order; AI seats have no user id."""
        found: dict[int, SeatLike] = {}
        for seat in self.seats:
            if seat.user_id is not None and seat.user_id not in found:
                found[seat.user_id] = seat
        return found

    def rated_by_policy(self, rate_ai: bool) -> bool:
        return rate_ai or all(seat.user_id is not None for seat in self.seats)


@dataclass(frozen=True, slots=True)
class Outcome:
    """One person's part in one result: where they finished and their rating before and after."""

    user_id: int
    display_name: str
    team: int
    placing: int
    before: Skill
    after: Skill

    @property
    def won(self) -> bool:
        return self.placing == 1

    @property
    def delta(self) -> float:
        return self.after.conservative - self.before.conservative


def rate(finished: Finished, skills: Mapping[int, Skill], rated: bool) -> list[Outcome]:
    """Every person's outcome of ``finished``, given their ratings before it.

    With ``rated`` false (or a game of fewer than two sides) ratings stay as they were. The
    update is exactly ``MODEL.rate(teams, ranks=placings)``; seats without a rated person (AI
    players, or a second seat of the same person) play as a new player and are thrown away.
    """
    humans = finished.humans()
    before = {user: skills.get(user, NEW_PLAYER) for user in humans}
    after = dict(before)
    teams = sorted({seat.team for seat in finished.seats})
    if rated and len(teams) > 1:
        after.update(_openskill(finished, teams, before))
    return [
        Outcome(user, seat.display_name, seat.team, seat.placing, before[user], after[user])
        for user, seat in humans.items()
    ]


def _openskill(
    finished: Finished, teams: Sequence[int], before: Mapping[int, Skill]
) -> dict[int, Skill]:
    humans = finished.humans()
    lineup: list[list[tuple[int | None, PlackettLuceRating]]] = []
    ranks: list[float] = []
    for team in teams:
        seats = [s for s in finished.seats if s.team == team]
        ranks.append(float(seats[0].placing))
        lineup.append([_entrant(seat, humans, before) for seat in seats])
    new = MODEL.rate([[rating for _, rating in side] for side in lineup], ranks=ranks)
    return {
        user: Skill(rating.mu, rating.sigma)
        for side, rated_side in zip(lineup, new, strict=True)
        for (user, _), rating in zip(side, rated_side, strict=True)
        if user is not None
    }


def _entrant(
    seat: SeatLike, humans: Mapping[int, SeatLike], before: Mapping[int, Skill]
) -> tuple[int | None, PlackettLuceRating]:
    if seat.user_id is not None and humans.get(seat.user_id) is seat:
        skill = before[seat.user_id]
        return seat.user_id, MODEL.rating(mu=skill.mu, sigma=skill.sigma)
    return None, MODEL.rating()


def _change(finished: Finished, outcome: Outcome, rated: bool) -> RatingChange:
    return RatingChange(
        result_id=finished.result_id,
        guild_id=finished.guild_id,
        game=finished.game,
        user_id=outcome.user_id,
        display_name=outcome.display_name,
        finished_at=finished.finished_at,
        team=outcome.team,
        placing=outcome.placing,
        won=outcome.won,
        rated=rated,
        mu=outcome.after.mu,
        sigma=outcome.after.sigma,
        delta=outcome.delta,
    )


def _apply(row: PlayerRating, outcome: Outcome, at: datetime) -> None:
    row.display_name = outcome.display_name
    row.mu, row.sigma = outcome.after.mu, outcome.after.sigma
    row.conservative = outcome.after.conservative
    row.games = (row.games or 0) + 1
    row.wins = (row.wins or 0) + int(outcome.won)
    row.updated_at = at


# ---------------------------------------------------------------------- writing


async def record_rating(session: AsyncSession, record: GameResultRecord) -> None:
    """Move the ratings of ``record``'s players, in the caller's (game-finishing) transaction.

    Harmless to call twice for the same result. Rating rows are created if missing and then
    locked (``FOR UPDATE`` on PostgreSQL), so two games finishing at once for the same person
    in two processes apply one after the other instead of losing an update. The work runs in a
    savepoint: should it fail, the error is logged and the game still finishes with its result
    stored, unrated until ``rebuild_ratings`` (``/ratings rebuild``) replays it.
    """
    try:
        async with session.begin_nested():
            await _record(session, record)
    except Exception:
        log.exception("result %s: rating update failed; the game is stored unrated", record.id)


async def _record(session: AsyncSession, record: GameResultRecord) -> None:
    finished = Finished.of(record)
    humans = finished.humans()
    if not humans or await _already_recorded(session, finished.result_id):
        return
    board = await session.get(LeaderboardSettings, (finished.guild_id, finished.game))
    if board is not None and board.reset_at and finished.finished_at <= board.reset_at:
        return
    rated = finished.rated_by_policy(await rates_ai_games(session, finished.guild_id))
    rows: dict[int, PlayerRating] = {}
    if rated:
        rows = await _lock_ratings(session, finished, humans)
        skills = skills_of(rows.values())
    else:
        skills = await _current_skills(session, finished, humans)
    for outcome in rate(finished, skills, rated):
        session.add(_change(finished, outcome, rated))
        if rated:
            _apply(rows[outcome.user_id], outcome, finished.finished_at)
    await session.flush()


async def _already_recorded(session: AsyncSession, result_id: int) -> bool:
    query = select(RatingChange.id).where(RatingChange.result_id == result_id).limit(1)
    return (await session.scalar(query)) is not None


async def _current_skills(
    session: AsyncSession, finished: Finished, humans: Mapping[int, SeatLike]
) -> dict[int, Skill]:
    query = select(PlayerRating.user_id, PlayerRating.mu, PlayerRating.sigma).where(
        PlayerRating.guild_id == finished.guild_id,
        PlayerRating.game == finished.game,
        PlayerRating.user_id.in_(list(humans)),
    )
    return {row.user_id: Skill(row.mu, row.sigma) for row in await session.execute(query)}


async def _lock_ratings(
    session: AsyncSession, finished: Finished, humans: Mapping[int, SeatLike]
) -> dict[int, PlayerRating]:
    users = sorted(humans)  # one lock order everywhere, so two finishing games cannot deadlock
    fresh = [
        {
            "guild_id": finished.guild_id,
            "game": finished.game,
            "user_id": user,
            "display_name": humans[user].display_name,
            "mu": NEW_PLAYER.mu,
            "sigma": NEW_PLAYER.sigma,
            "conservative": NEW_PLAYER.conservative,
            "games": 0,
            "wins": 0,
            "updated_at": finished.finished_at,
        }
        for user in users
    ]
    insert = postgresql.insert if session.get_bind().dialect.name == "postgresql" else sqlite.insert
    await session.execute(
        insert(PlayerRating)
        .values(fresh)
        .on_conflict_do_nothing(index_elements=["guild_id", "game", "user_id"])
    )
    query = (
        select(PlayerRating)
        .where(
            PlayerRating.guild_id == finished.guild_id,
            PlayerRating.game == finished.game,
            PlayerRating.user_id.in_(users),
        )
        .order_by(PlayerRating.user_id)
        .with_for_update()
        .execution_options(populate_existing=True)
    )
    return {row.user_id: row for row in await session.scalars(query)}


async def rebuild_ratings(session: AsyncSession, guild_id: int, game: str | None = None) -> int:
    """Recompute a server's ratings (one game, or all) from its stored results, in order.

    Results before the game's reset are left out; a result rated or not when it was played
    stays so (results from before ratings existed follow today's setting). Returns how many
    results were replayed.
    """
    names = [game] if game is not None else await _games_with_results(session, guild_id)
    replayed = 0
    for name in names:
        replayed += await _rebuild_board(session, guild_id, name)
    return replayed


async def _games_with_results(session: AsyncSession, guild_id: int) -> list[str]:
    query = select(GameResultRecord.game).where(GameResultRecord.guild_id == guild_id).distinct()
    return sorted(await session.scalars(query))


async def _rebuild_board(session: AsyncSession, guild_id: int, game: str) -> int:
    where = (RatingChange.guild_id == guild_id, RatingChange.game == game)
    decisions = select(RatingChange.result_id, RatingChange.rated).where(*where)
    decided = {row.result_id: row.rated for row in await session.execute(decisions)}
    rate_ai = await rates_ai_games(session, guild_id)
    await clear_board(session, guild_id, game)
    ratings: dict[int, PlayerRating] = {}
    skills: dict[int, Skill] = {}
    replayed = 0
    for finished in await _stored_results(session, guild_id, game):
        if not finished.humans():
            continue
        rated = decided.get(finished.result_id, finished.rated_by_policy(rate_ai))
        for outcome in rate(finished, skills, rated):
            session.add(_change(finished, outcome, rated))
            if rated:
                if outcome.user_id not in ratings:
                    ratings[outcome.user_id] = PlayerRating(
                        guild_id=guild_id, game=game, user_id=outcome.user_id
                    )
                _apply(ratings[outcome.user_id], outcome, finished.finished_at)
                skills[outcome.user_id] = outcome.after
        replayed += 1
    session.add_all(ratings.values())
    await session.flush()
    return replayed


@dataclass(frozen=True, slots=True)
class _StoredSeat:
    user_id: int | None
    display_name: str
    team: int
    placing: int


async def _stored_results(session: AsyncSession, guild_id: int, game: str) -> list[Finished]:
    """The game's results after its reset, oldest first, read as plain rows (no ORM objects)."""
    cutoff = await _reset_at(session, guild_id, game)
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
        .order_by(GameResultRecord.finished_at, GameResultRecord.id, ResultPlayer.seat)
    )
    if cutoff is not None:
        query = query.where(GameResultRecord.finished_at > cutoff)
    grouped: dict[int, tuple[datetime, list[_StoredSeat]]] = {}
    for row in await session.execute(query):
        entry = grouped.setdefault(row.id, (row.finished_at, []))
        entry[1].append(_StoredSeat(row.user_id, row.display_name, row.team, row.placing))
    return [
        Finished(result_id, guild_id, game, at, tuple(seats))
        for result_id, (at, seats) in grouped.items()
    ]


async def clear_board(session: AsyncSession, guild_id: int, game: str) -> None:
    """Forget a game's ratings and their history in one server (the results stay)."""
    for model in (RatingChange, PlayerRating):
        await session.execute(delete(model).where(model.guild_id == guild_id, model.game == game))


# ---------------------------------------------------------------------- per-server settings


async def board_settings(session: AsyncSession, guild_id: int, game: str) -> LeaderboardSettings:
    """The game's leaderboard settings in this server, created (not yet flushed) if new."""
    settings = await session.get(LeaderboardSettings, (guild_id, game))
    if settings is None:
        settings = LeaderboardSettings(guild_id=guild_id, game=game, hidden=False)
        session.add(settings)
    return settings


async def _reset_at(session: AsyncSession, guild_id: int, game: str) -> datetime | None:
    settings = await session.get(LeaderboardSettings, (guild_id, game))
    return settings.reset_at if settings is not None else None


async def reset_board(
    session: AsyncSession, guild_id: int, game: str, at: datetime | None = None
) -> None:
    """Start a game's leaderboard afresh: results up to now no longer count, even on rebuild."""
    settings = await board_settings(session, guild_id, game)
    settings.reset_at = at or utcnow()
    await clear_board(session, guild_id, game)
    await session.flush()


async def set_hidden(session: AsyncSession, guild_id: int, game: str, hidden: bool) -> None:
    settings = await board_settings(session, guild_id, game)
    settings.hidden = hidden
    await session.flush()


async def is_hidden(session: AsyncSession, guild_id: int, game: str) -> bool:
    """Read-only (unlike :func:`board_settings`, which makes the row it does not find)."""
    settings = await session.get(LeaderboardSettings, (guild_id, game))
    return bool(settings is not None and settings.hidden)


async def hidden_games(session: AsyncSession, guild_id: int) -> set[str]:
    query = select(LeaderboardSettings.game).where(
        LeaderboardSettings.guild_id == guild_id, LeaderboardSettings.hidden.is_(True)
    )
    return set(await session.scalars(query))


async def rates_ai_games(session: AsyncSession, guild_id: int) -> bool:
    settings = await session.get(GuildSettings, guild_id)
    return bool(settings is not None and settings.settings.get(RATE_AI_KEY, False))


async def set_rates_ai_games(session: AsyncSession, guild_id: int, on: bool) -> None:
    """Turn rating of games with AI players on or off from now on (past games keep theirs)."""
    settings = await session.get(GuildSettings, guild_id)
    if settings is None:
        session.add(GuildSettings(guild_id=guild_id, settings={RATE_AI_KEY: on}))
    else:
        settings.settings = {**settings.settings, RATE_AI_KEY: on}  # a new dict: JSON change
    await session.flush()


# ---------------------------------------------------------------------- reading


@dataclass(frozen=True, slots=True)
class BoardRow:
    rank: int
    user_id: int
    display_name: str
    rating: float
    games: int
    wins: int


@dataclass(frozen=True, slots=True)
class BoardPage:
    rows: tuple[BoardRow, ...]
    total: int
    page: int
    pages: int
    #: the viewer's own row when they are ranked, whether or not it is on this page
    me: BoardRow | None


@dataclass(frozen=True, slots=True)
class Partner:
    user_id: int
    display_name: str
    games: int
    wins: int


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One person's record in one game of one server, for ``/stats``."""

    game: str
    games: int
    wins: int
    rating: PlayerRating | None
    #: conservative rating after each recent rated game, oldest first
    trend: tuple[float, ...]
    trend_delta: float
    best_partner: Partner | None


PAGE_SIZE = 10
TREND_GAMES = 10


class RatingRepository:
    """The leaderboard, stats and history queries, always within one server."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def board(
        self,
        guild_id: int,
        game: str,
        *,
        since: datetime | None = None,
        page: int = 0,
        viewer: int | None = None,
        page_size: int = PAGE_SIZE,
    ) -> BoardPage:
        """One page of the ranking by conservative rating, best first.

        With ``since``, only people who played a rated game since then are ranked, and their
        games and wins count that period only; the rating is always the current one.
        """
        ranked = _ranked(guild_id, game, since).subquery()
        total = int(await self.session.scalar(select(func.count()).select_from(ranked)) or 0)
        pages = max(1, -(-total // page_size))
        page = min(max(page, 0), pages - 1)
        query = (
            select(ranked)
            .order_by(ranked.c.rating.desc(), ranked.c.user_id)
            .offset(page * page_size)
            .limit(page_size)
        )
        rows = tuple(
            _row(page * page_size + i + 1, r)
            for i, r in enumerate(await self.session.execute(query))
        )
        me = next((r for r in rows if r.user_id == viewer), None)
        if me is None and viewer is not None:
            me = await self._rank_of(ranked, viewer)
        return BoardPage(rows, total, page, pages, me)

    async def _rank_of(self, ranked: Any, viewer: int) -> BoardRow | None:
        mine = (
            await self.session.execute(select(ranked).where(ranked.c.user_id == viewer))
        ).first()
        if mine is None:
            return None
        ahead = (
            select(func.count())
            .select_from(ranked)
            .where(
                or_(
                    ranked.c.rating > mine.rating,
                    and_(ranked.c.rating == mine.rating, ranked.c.user_id < viewer),
                )
            )
        )
        return _row(int(await self.session.scalar(ahead) or 0) + 1, mine)

    async def records(self, guild_id: int, user_id: int) -> list[GameRecord]:
        """Every game this person has a record in here, most played first."""
        counts = (
            select(
                RatingChange.game,
                func.count().label("games"),
                func.sum(case((RatingChange.won, 1), else_=0)).label("wins"),
            )
            .where(RatingChange.guild_id == guild_id, RatingChange.user_id == user_id)
            .group_by(RatingChange.game)
        )
        ratings = await self.session.scalars(
            select(PlayerRating).where(
                PlayerRating.guild_id == guild_id, PlayerRating.user_id == user_id
            )
        )
        by_game = {r.game: r for r in ratings}
        found = []
        for row in await self.session.execute(counts):
            trend = await self._trend(guild_id, row.game, user_id)
            found.append(
                GameRecord(
                    game=row.game,
                    games=int(row.games),
                    wins=int(row.wins or 0),
                    rating=by_game.get(row.game),
                    trend=tuple(value for value, _ in trend),
                    trend_delta=sum(delta for _, delta in trend),
                    best_partner=await self.best_partner(guild_id, row.game, user_id),
                )
            )
        return sorted(found, key=lambda r: (-r.games, r.game))

    async def _trend(self, guild_id: int, game: str, user_id: int) -> list[tuple[float, float]]:
        query = (
            select(RatingChange.mu, RatingChange.sigma, RatingChange.delta)
            .where(
                RatingChange.guild_id == guild_id,
                RatingChange.user_id == user_id,
                RatingChange.game == game,
                RatingChange.rated.is_(True),
            )
            .order_by(RatingChange.finished_at.desc(), RatingChange.id.desc())
            .limit(TREND_GAMES)
        )
        rows = list(await self.session.execute(query))
        return [(Skill(r.mu, r.sigma).conservative, r.delta) for r in reversed(rows)]

    async def partners(self, guild_id: int, game: str, user_id: int) -> list[Partner]:
        """The people who shared a side with this person in this game, and how that went."""
        me, mate = RatingChange, aliased(RatingChange)
        query = (
            select(
                mate.user_id,
                func.max(mate.display_name).label("name"),
                func.count().label("games"),
                func.sum(case((me.won, 1), else_=0)).label("wins"),
            )
            .join(
                mate,
                and_(
                    mate.result_id == me.result_id,
                    mate.team == me.team,
                    mate.user_id != me.user_id,
                ),
            )
            .where(me.guild_id == guild_id, me.game == game, me.user_id == user_id)
            .group_by(mate.user_id)
        )
        return [
            Partner(r.user_id, r.name, int(r.games), int(r.wins or 0))
            for r in await self.session.execute(query)
        ]

    async def best_partner(self, guild_id: int, game: str, user_id: int) -> Partner | None:
        """The partner with the best smoothed win rate ((wins+1)/(games+2)): 1 of 1 is
        promising, 8 of 10 is better."""
        found = await self.partners(guild_id, game, user_id)
        return max(
            found, key=lambda p: ((p.wins + 1) / (p.games + 2), p.games, -p.user_id), default=None
        )

    async def recent_for(self, guild_id: int, user_id: int, limit: int = 5) -> list[RatingChange]:
        query = (
            select(RatingChange)
            .where(RatingChange.guild_id == guild_id, RatingChange.user_id == user_id)
            .order_by(RatingChange.finished_at.desc(), RatingChange.id.desc())
            .limit(limit)
        )
        return list(await self.session.scalars(query))

    async def results(
        self, guild_id: int, game: str | None = None, limit: int = 10
    ) -> list[GameResultRecord]:
        """The server's most recent finished games, newest first."""
        query = select(GameResultRecord).where(GameResultRecord.guild_id == guild_id)
        if game is not None:
            query = query.where(GameResultRecord.game == game)
        query = query.order_by(
            GameResultRecord.finished_at.desc(), GameResultRecord.id.desc()
        ).limit(limit)
        return list(await self.session.scalars(query))

    async def result(self, guild_id: int, result_id: int) -> GameResultRecord | None:
        """One finished game, only if it was played in this server."""
        query = select(GameResultRecord).where(
            GameResultRecord.id == result_id, GameResultRecord.guild_id == guild_id
        )
        return (await self.session.scalars(query)).first()


def _ranked(guild_id: int, game: str, since: datetime | None) -> Select[Any]:
    """Who is on the board, with the rating that ranks them and the games and wins shown."""
    rating = PlayerRating.conservative.label("rating")
    if since is None:
        return select(
            PlayerRating.user_id,
            PlayerRating.display_name,
            rating,
            PlayerRating.games,
            PlayerRating.wins,
        ).where(PlayerRating.guild_id == guild_id, PlayerRating.game == game)
    played = (
        select(
            RatingChange.user_id,
            func.count().label("games"),
            func.sum(case((RatingChange.won, 1), else_=0)).label("wins"),
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
    return select(
        PlayerRating.user_id, PlayerRating.display_name, rating, played.c.games, played.c.wins
    ).join(
        played,
        and_(
            PlayerRating.guild_id == guild_id,
            PlayerRating.game == game,
            PlayerRating.user_id == played.c.user_id,
        ),
    )


def _row(rank: int, row: Any) -> BoardRow:
    return BoardRow(
        rank, row.user_id, row.display_name, float(row.rating), int(row.games), int(row.wins or 0)
    )


def skills_of(rows: Iterable[PlayerRating]) -> dict[int, Skill]:
    """Skills by person, from rating rows (stored or being rebuilt)."""
    return {row.user_id: Skill(row.mu, row.sigma) for row in rows}
