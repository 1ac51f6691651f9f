"""The leaderboards service: boards, records, history and the admins' reset/hide/rebuild.

Everything is read within one server and comes out as frozen records, never ORM rows, so the
cogs and the render layer need no database. Ratings move in the transaction that finishes a
game (:func:`record_rating`, which the table service calls right after storing the result);
whether a game was rated is written down with it, so :func:`rebuild_ratings` replays the stored
results in order and gets the same numbers even after the server changed its AI-games policy.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from bot.guild_settings import change_defaults, read_defaults
from bot.msg import Msg, msg_from_json
from bot.ratings import NEW_PLAYER, Finished, Outcome, SeatLike, Skill, conservative, rate
from storage.models import GameResultRecord, PlayerRating, RatingChange, utcnow
from storage.player_stats import GamePlayed, PlayerStatsRepository, RecentChange, TrendPoint
from storage.ratings import Ranked, RatingRepository, ResultRating
from storage.repositories import ResultRepository

log = logging.getLogger(__name__)

PAGE_SIZE = 10
TREND_GAMES = 10


# ---------------------------------------------------------------------- what it answers


@dataclass(frozen=True, slots=True)
class BoardRow:
    rank: int
    user_id: int
    display_name: str
    rating: float
    games: int
    wins: int

    @classmethod
    def of(cls, rank: int, ranked: Ranked) -> BoardRow:
        return cls(rank, *ranked)


@dataclass(frozen=True, slots=True)
class BoardPage:
    rows: tuple[BoardRow, ...]
    total: int
    page: int
    pages: int
    #: the viewer's own row when they are ranked, whether or not it is on this page
    me: BoardRow | None
    #: whether games with AI players move ratings here: who never sees their games against
    #: the AI on the board should be told why without being a manager
    ai_rated: bool


@dataclass(frozen=True, slots=True)
class Partner:
    user_id: int
    display_name: str
    games: int
    wins: int


@dataclass(frozen=True, slots=True)
class Rating:
    """A person's current rating in one game: the conservative value and its rated games."""

    value: float
    games: int
    wins: int


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One person's record in one game of one server, for ``/stats``."""

    game: str
    games: int
    wins: int
    rating: Rating | None
    #: conservative rating after each recent rated game, oldest first
    trend: tuple[float, ...]
    trend_delta: float
    best_partner: Partner | None


#: one of a person's last games, as the ratings saw it (a plain tuple, not an ORM row)
RecentGame = RecentChange


@dataclass(frozen=True, slots=True)
class Stats:
    records: tuple[GameRecord, ...]
    recent: tuple[RecentGame, ...]


@dataclass(frozen=True, slots=True)
class PastSeat:
    display_name: str
    team: int
    placing: int
    score: int


@dataclass(frozen=True, slots=True)
class PastGame:
    """A finished game as stored, for ``/history``."""

    result_id: int
    table_id: int
    game: str
    finished_at: datetime
    #: the game's own summary (deal by deal); an empty id when none was stored
    summary: Msg
    seats: tuple[PastSeat, ...]

    @classmethod
    def of(cls, record: GameResultRecord) -> PastGame:
        summary = msg_from_json(record.detail.get("summary") or record.summary)
        seats = tuple(PastSeat(p.display_name, p.team, p.placing, p.score) for p in record.players)
        return cls(record.id, record.table_id, record.game, record.finished_at, summary, seats)


@dataclass(frozen=True, slots=True)
class GameRatings:
    """What a game just finished did to its players' ratings, as stored, for its last line.

    ``moved`` is empty when the game moved no rating anyone is shown: the server does not
    rate games with AI players (a line of unchanged ratings after every such game would be
    noise; ``/leaderboard`` says why they don't count), or hid the game's board (its
    managers keep the ranking out of the channels, so the channel is not told it either).
    ``failed``: the update failed and waits to be replayed (:meth:`Leaderboards.rate_missed`
    at the next start, or ``/ratings rebuild``); players who expect a change are told it
    comes later rather than shown nothing, which would read as "this game did not count".
    """

    moved: tuple[ResultRating, ...] = ()
    failed: bool = False


# ---------------------------------------------------------------------- the service


class Leaderboards:
    """One transaction per call, stamped with the table service's clock."""

    def __init__(
        self, sessions: async_sessionmaker[AsyncSession], clock: Callable[[], datetime] = utcnow
    ) -> None:
        self.sessions = sessions
        self.clock = clock

    async def board(
        self,
        guild_id: int,
        game: str,
        *,
        days: int | None = None,
        page: int = 0,
        viewer: int | None = None,
        page_size: int = PAGE_SIZE,
    ) -> BoardPage | None:
        """One page of the ranking (None while the server hides it). With ``days``, only
        people with a rated game in that many days are ranked, by games of that period."""
        since = None if days is None else self.clock() - timedelta(days=days)
        async with self.sessions() as session:
            repo = RatingRepository(session)
            if await repo.is_hidden(guild_id, game):
                return None
            total = await repo.board_size(guild_id, game, since)
            pages = max(1, -(-total // page_size))
            page = min(max(page, 0), pages - 1)
            start = page * page_size
            found = await repo.board_rows(guild_id, game, since, start, page_size)
            rows = tuple(BoardRow.of(start + i + 1, r) for i, r in enumerate(found))
            me = next((r for r in rows if r.user_id == viewer), None)
            if me is None and viewer is not None:
                ranked = await repo.rank_of(guild_id, game, since, viewer)
                me = BoardRow.of(*ranked) if ranked is not None else None
            ai_rated = (await read_defaults(session, guild_id)).rate_ai_games
        return BoardPage(rows, total, page, pages, me, ai_rated)

    async def stats(self, guild_id: int, user_id: int, recent: int = 5) -> Stats:
        """Every game this person has a record in here (most played first), and their last
        ``recent`` games."""
        async with self.sessions() as session:
            repo = PlayerStatsRepository(session)
            played = await repo.games_played(guild_id, user_id)
            games = [g.game for g in played]
            trends = await repo.trends(guild_id, user_id, games, TREND_GAMES)
            last = await repo.recent(guild_id, user_id, recent)
        by_game: dict[str, list[TrendPoint]] = {}
        for point in trends:
            by_game.setdefault(point.game, []).append(point)
        records = sorted((_record(g, by_game.get(g.game, [])) for g in played), key=_most_played)
        return Stats(tuple(records), tuple(last))

    async def was_reset(self, guild_id: int) -> bool:
        """Whether a reset may explain an empty record here (it forgot the games before it)."""
        async with self.sessions() as session:
            return await RatingRepository(session).was_reset(guild_id)

    async def history(self, guild_id: int, game: str | None, limit: int) -> list[PastGame]:
        """The server's most recent finished games (of one game, or all), newest first."""
        async with self.sessions() as session:
            found = await ResultRepository(session).recent(guild_id, game, limit)
            return [PastGame.of(record) for record in found]

    async def past_game(self, guild_id: int, result_id: int) -> PastGame | None:
        """One finished game, only if it was played in this server."""
        async with self.sessions() as session:
            record = await ResultRepository(session).in_guild(guild_id, result_id)
            return PastGame.of(record) if record is not None else None

    async def hidden_games(self, guild_id: int) -> set[str]:
        async with self.sessions() as session:
            return await RatingRepository(session).hidden_games(guild_id)

    async def set_hidden(self, guild_id: int, game: str, hidden: bool) -> None:
        async with self.sessions() as session, session.begin():
            await RatingRepository(session).set_hidden(guild_id, game, hidden)

    async def reset(self, guild_id: int, game: str) -> None:
        async with self.sessions() as session, session.begin():
            await reset_board(session, guild_id, game, self.clock())

    async def rebuild(self, guild_id: int, game: str | None = None) -> int:
        async with self.sessions() as session, session.begin():
            return await rebuild_ratings(session, guild_id, game)

    async def rate_missed(self, holds: Callable[[int], bool] = lambda _guild: True) -> int:
        """At start: replay the boards with a result whose rating update failed (it was only
        logged, and the game left off its board until a manager's ``/ratings rebuild``), as
        far back as their last reset; those of the servers ``holds`` says this process holds.
        Returns how many boards were replayed."""
        async with self.sessions() as session:
            repo = RatingRepository(session)
            boards = [
                (guild, game)
                for guild, game, newest in await repo.unrated_boards()
                if holds(guild)
                and ((reset := await repo.reset_at(guild, game)) is None or newest > reset)
            ]
        replayed = 0
        for guild, game in boards:
            log.warning("guild %s: a %s game was left unrated; its board is replayed", guild, game)
            try:
                await self.rebuild(guild, game)
            except Exception:  # the start goes on; a manager's /ratings rebuild may do it
                log.exception("guild %s: replaying the %s board failed", guild, game)
                continue
            replayed += 1
        return replayed

    async def rates_ai_games(self, guild_id: int, on: bool | None = None) -> bool:
        """Whether games with AI players move ratings here; ``on`` changes it from now on
        (finished games keep how they were counted)."""
        async with self.sessions() as session, session.begin():
            if on is not None:
                await change_defaults(session, guild_id, rate_ai_games=on)
            return (await read_defaults(session, guild_id)).rate_ai_games


def _most_played(record: GameRecord) -> tuple[int, str]:
    return -record.games, record.game


def _record(played: GamePlayed, trend: Sequence[TrendPoint]) -> GameRecord:
    partner = played.best_partner
    return GameRecord(
        game=played.game,
        games=played.games,
        wins=played.wins,
        rating=Rating(*played.rating) if played.rating is not None else None,
        trend=tuple(conservative(point.mu, point.sigma) for point in trend),
        trend_delta=sum(point.delta for point in trend),
        best_partner=Partner(*partner) if partner is not None else None,
    )


# ---------------------------------------------------------------------- writing ratings


async def hold_board(session: AsyncSession, guild_id: int, game: str) -> None:
    """Hold the game's board in the caller's transaction before its result is stored, so
    results are stored (their ids) in the order they are rated, which a rebuild replays."""
    await RatingRepository(session).hold_board(guild_id, game)


async def record_rating(session: AsyncSession, record: GameResultRecord) -> GameRatings:
    """Move the ratings of ``record``'s players, in the caller's (game-finishing) transaction,
    and return them as stored (read back, so the game's end shows what ``/stats`` will).

    Harmless to call twice for the same result. The work runs in a savepoint: should it fail,
    the error is logged and the game still finishes with its result stored, unrated until
    :func:`rebuild_ratings` (``/ratings rebuild``) replays it.
    """
    repo = RatingRepository(session)
    try:
        async with session.begin_nested():
            await _rate_result(repo, session, record)
            return await _shown(repo, record)
    except Exception:
        log.exception("result %s: rating update failed; the game is stored unrated", record.id)
        return GameRatings(failed=True)


async def stored_ratings(session: AsyncSession, table_id: int) -> GameRatings | None:
    """What the result stored for ``table_id`` did to ratings, read back (None: no result),
    for a game another process ended (its last move from a DM click, which shard 0's process
    stores): the table's own process tells its end as if the game had ended there, a failed
    rating update included (:func:`record_rating` answers it ``failed``)."""
    record = await ResultRepository(session).for_table(table_id)
    if record is None:
        return None
    repo = RatingRepository(session)
    if await _left_unrated(repo, record):
        return GameRatings(failed=True)
    return await _shown(repo, record)


async def _left_unrated(repo: RatingRepository, record: GameResultRecord) -> bool:
    """Whether ``record``'s rating update failed: it names a person but moved no rating (a
    result is stored in the same transaction as its rating, so none is still to come), and
    is newer than its board's last reset (an older one rates nothing); as
    :meth:`Leaderboards.rate_missed` finds the results it replays."""
    if all(player.user_id is None for player in record.players):
        return False
    if await repo.already_recorded(record.id):
        return False
    reset_at = await repo.reset_at(record.guild_id, record.game)
    return reset_at is None or record.finished_at > reset_at


async def _shown(repo: RatingRepository, record: GameResultRecord) -> GameRatings:
    """What ``record`` did to ratings, as its game's last line shows it (``GameRatings``)."""
    if await repo.is_hidden(record.guild_id, record.game):
        return GameRatings()
    return GameRatings(tuple(await repo.result_ratings(record.id)))


async def _rate_result(
    repo: RatingRepository, session: AsyncSession, record: GameResultRecord
) -> None:
    finished = Finished(
        record.id, record.guild_id, record.game, record.finished_at, tuple(record.players)
    )
    humans = finished.humans()
    if not humans or await repo.already_recorded(finished.result_id):
        return
    reset_at = await repo.reset_at(finished.guild_id, finished.game)
    if reset_at is not None and finished.finished_at <= reset_at:
        return
    defaults = await read_defaults(session, finished.guild_id)
    rated = finished.rated_by_policy(defaults.rate_ai_games)
    rows: dict[int, PlayerRating] = {}
    if rated:
        fresh = [_new_rating(finished, user, seat) for user, seat in humans.items()]
        rows = await repo.lock(finished.guild_id, finished.game, fresh)
        skills = {user: Skill(row.mu, row.sigma) for user, row in rows.items()}
    else:
        stored = await repo.skills(finished.guild_id, finished.game, humans)
        skills = {user: Skill(mu, sigma) for user, (mu, sigma) in stored.items()}
    changes = []
    for outcome in rate(finished, skills, rated):
        changes.append(_change(finished, outcome, rated))
        if rated:
            _apply(rows[outcome.user_id], outcome, finished.finished_at)
    await repo.add(changes)


async def rebuild_ratings(session: AsyncSession, guild_id: int, game: str | None = None) -> int:
    """Recompute a server's ratings (one game, or all) from its stored results, in order.

    Results before the game's reset are left out; a result rated or not when it was played
    stays so (results from before ratings existed follow today's setting). Returns how many
    results were replayed.
    """
    repo = RatingRepository(session)
    names = [game] if game is not None else await repo.games_with_results(guild_id)
    rate_ai = (await read_defaults(session, guild_id)).rate_ai_games
    replayed = 0
    for name in names:
        replayed += await _rebuild_board(repo, guild_id, name, rate_ai)
    return replayed


async def _rebuild_board(repo: RatingRepository, guild_id: int, game: str, rate_ai: bool) -> int:
    await repo.hold_board(guild_id, game)  # no result is rated while the board is replayed
    decided = await repo.decisions(guild_id, game)
    results = await _stored_results(repo, guild_id, game)
    await repo.clear(guild_id, game)
    ratings: dict[int, PlayerRating] = {}
    skills: dict[int, Skill] = {}
    changes: list[RatingChange] = []
    replayed = 0
    for finished in results:
        if not finished.humans():
            continue
        rated = decided.get(finished.result_id, finished.rated_by_policy(rate_ai))
        for outcome in rate(finished, skills, rated):
            changes.append(_change(finished, outcome, rated))
            if rated:
                if outcome.user_id not in ratings:
                    ratings[outcome.user_id] = PlayerRating(
                        guild_id=guild_id, game=game, user_id=outcome.user_id
                    )
                _apply(ratings[outcome.user_id], outcome, finished.finished_at)
                skills[outcome.user_id] = outcome.after
        replayed += 1
    await repo.add([*changes, *ratings.values()])
    return replayed


async def _stored_results(repo: RatingRepository, guild_id: int, game: str) -> list[Finished]:
    """The game's results after its reset, oldest first."""
    after = await repo.reset_at(guild_id, game)
    grouped: dict[int, tuple[datetime, list[SeatLike]]] = {}
    for seat in await repo.stored_seats(guild_id, game, after):
        grouped.setdefault(seat.result_id, (seat.finished_at, []))[1].append(seat)
    return [
        Finished(result_id, guild_id, game, at, tuple(seats))
        for result_id, (at, seats) in grouped.items()
    ]


async def reset_board(session: AsyncSession, guild_id: int, game: str, at: datetime) -> None:
    """Start a game's leaderboard afresh: results up to ``at`` no longer count, even on
    rebuild (the results themselves stay)."""
    repo = RatingRepository(session)
    await repo.hold_board(guild_id, game)
    await repo.set_reset_at(guild_id, game, at)
    await repo.clear(guild_id, game)


def _new_rating(finished: Finished, user: int, seat: SeatLike) -> PlayerRating:
    return PlayerRating(
        user_id=user,
        display_name=seat.display_name,
        mu=NEW_PLAYER.mu,
        sigma=NEW_PLAYER.sigma,
        conservative=NEW_PLAYER.conservative,
        games=0,
        wins=0,
        updated_at=finished.finished_at,
    )


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
