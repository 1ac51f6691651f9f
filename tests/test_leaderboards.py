"""The leaderboards service: ratings, their history and the boards, on SQLite and PostgreSQL.

Expected numbers come from openskill itself (a fresh ``PlackettLuce()``), so these tests check
that we feed it the right teams and ranks and store what it says, not its maths.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import Any

import pytest
from openskill.models import PlackettLuce
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

import bot.leaderboards as leaderboards_module
from bot.i18n import word
from bot.leaderboards import (
    Leaderboards,
    hold_board,
    rebuild_ratings,
    record_rating,
    reset_board,
)
from bot.ratings import Skill
from bot.tables.service import Pace, Person, TableService
from bot.tables.snapshots import TableStatus
from storage.models import (
    GameResultRecord,
    GameTable,
    PlayerRating,
    RatingChange,
    ResultPlayer,
    utcnow,
)
from storage.repositories import ResultRepository
from tests.support.counting import Add, CountingAI, CountingGame

Sessions = async_sessionmaker[AsyncSession]
GUILD, OTHER = 100, 200
A, B, C, D = 1, 2, 3, 4
AI = None


async def add_result(
    sessions: Sessions,
    sides: Sequence[Sequence[int | None]],
    placings: Sequence[int],
    *,
    guild: int = GUILD,
    game: str = "whist",
    at: datetime | None = None,
    summary: str = "",
    detail: dict[str, Any] | None = None,
) -> int:
    """Store a finished game the way the table service does, ratings included."""
    async with sessions() as session, session.begin():
        table = GameTable(
            guild_id=guild,
            channel_id=1,
            host_id=1,
            game=game,
            seed=0,
            status=TableStatus.FINISHED,
        )
        session.add(table)
        await session.flush()
        players: list[ResultPlayer] = []
        for team, members in enumerate(sides):
            for user in members:
                players.append(
                    ResultPlayer(
                        seat=len(players),
                        user_id=user,
                        display_name=f"P{user}" if user else f"AI {len(players)}",
                        team=team,
                        placing=placings[team],
                        score=10 - placings[team],
                    )
                )
        await hold_board(session, guild, game)
        record = GameResultRecord(
            table_id=table.id,
            guild_id=guild,
            game=game,
            summary=summary,
            detail=detail or {},
            finished_at=at or utcnow(),
        )
        await ResultRepository(session).add(record, players)
        await record_rating(session, record)
        return record.id


async def skills(sessions: Sessions, guild: int = GUILD, game: str = "whist") -> dict[int, Skill]:
    async with sessions() as session:
        rows = await session.scalars(
            select(PlayerRating).where(PlayerRating.guild_id == guild, PlayerRating.game == game)
        )
        return {r.user_id: Skill(r.mu, r.sigma) for r in rows}


async def ratings(sessions: Sessions, guild: int = GUILD) -> dict[tuple[str, int], tuple[Any, ...]]:
    """Every stored rating and history row of a server, for exact before/after comparisons."""
    async with sessions() as session:
        rows = await session.scalars(select(PlayerRating).where(PlayerRating.guild_id == guild))
        changes = await session.scalars(select(RatingChange).where(RatingChange.guild_id == guild))
        found: dict[tuple[str, int], tuple[Any, ...]] = {
            (r.game, r.user_id): (r.mu, r.sigma, r.conservative, r.games, r.wins) for r in rows
        }
        for c in changes:
            found[("change", c.result_id * 1000 + c.user_id)] = (c.mu, c.sigma, c.delta, c.rated)
        return found


def library(teams: list[list[Skill]], ranks: list[float]) -> list[list[Skill]]:
    model = PlackettLuce()
    rated = model.rate(
        [[model.rating(mu=s.mu, sigma=s.sigma) for s in team] for team in teams], ranks=ranks
    )
    return [[Skill(r.mu, r.sigma) for r in team] for team in rated]


NEW = Skill(PlackettLuce().mu, PlackettLuce().sigma)


async def test_a_partnership_win_and_loss_move_ratings_as_openskill_says(
    sessions: Sessions,
) -> None:
    await add_result(sessions, [[A, B], [C, D]], [1, 2])
    (a, b), (c, d) = library([[NEW, NEW], [NEW, NEW]], [1, 2])
    assert await skills(sessions) == {A: a, B: b, C: c, D: d}
    assert a.mu > NEW.mu > c.mu

    await add_result(sessions, [[A, C], [B, D]], [2, 1])  # A and C lose this time
    (a2, c2), (b2, d2) = library([[a, c], [b, d]], [2, 1])
    assert await skills(sessions) == {A: a2, B: b2, C: c2, D: d2}
    async with sessions() as session:
        rows = {r.user_id: r for r in await session.scalars(select(PlayerRating))}
    assert [(rows[u].games, rows[u].wins) for u in (A, B, C, D)] == [(2, 1), (2, 2), (2, 0), (2, 1)]
    assert rows[A].conservative == a2.conservative


async def test_a_four_player_free_for_all_is_a_ranking(sessions: Sessions) -> None:
    await add_result(sessions, [[A], [B], [C], [D]], [3, 1, 4, 2], game="mexican_train")
    expected = library([[NEW], [NEW], [NEW], [NEW]], [3, 1, 4, 2])
    got = await skills(sessions, game="mexican_train")
    assert got == {A: expected[0][0], B: expected[1][0], C: expected[2][0], D: expected[3][0]}
    order = sorted(got, key=lambda u: -got[u].conservative)
    assert order == [B, D, A, C]
    assert await skills(sessions) == {}  # another game's board is untouched


async def test_a_game_counts_once_even_when_recorded_twice(sessions: Sessions) -> None:
    result_id = await add_result(sessions, [[A], [B]], [1, 2])
    before = await ratings(sessions)
    async with sessions() as session, session.begin():
        record = await session.get(GameResultRecord, result_id)
        assert record is not None
        await record_rating(session, record)
    assert await ratings(sessions) == before
    async with sessions() as session:
        row = await session.get(PlayerRating, (GUILD, "whist", A))
    assert row is not None and (row.games, row.wins) == (1, 1)


def counting_service(sessions: Sessions) -> TableService:
    return TableService(
        sessions, {"counting": CountingGame()}, {"counting": CountingAI()}, Pace(0, 0)
    )


async def play_counting(service: TableService, *, with_ai: bool) -> None:
    """Alice and Bob (and maybe an AI) count to 3; Bob's +1 finishes it unless the AI does."""
    alice, bob = Person(A, "Alice"), Person(B, "Bob")
    table = await service.create(GUILD, 20, alice, "counting", "target=3 seats=3")
    await service.join(table.id, bob)
    if with_ai:
        await service.add_ai(table.id, alice)
    await service.start(table.id, alice)
    await service.act(table.id, A, Add(2))
    await service.act(table.id, B, Add(1))
    await service.idle()


async def test_finishing_a_game_through_the_service_rates_it(sessions: Sessions) -> None:
    await play_counting(counting_service(sessions), with_ai=False)
    (alice,), (bob,) = library([[NEW], [NEW]], [2, 1])
    assert await skills(sessions, game="counting") == {A: alice, B: bob}


async def test_ai_games_are_recorded_but_rated_only_when_the_server_says_so(
    sessions: Sessions,
) -> None:
    service = counting_service(sessions)
    await play_counting(service, with_ai=True)
    assert await skills(sessions, game="counting") == {}
    async with sessions() as session:
        changes = list(await session.scalars(select(RatingChange)))
        assert len(list(await session.scalars(select(GameResultRecord)))) == 1
    assert sorted((c.user_id, c.rated, c.delta) for c in changes) == [(A, False, 0), (B, False, 0)]

    await Leaderboards(sessions).rates_ai_games(GUILD, True)
    await play_counting(service, with_ai=True)
    # Bob finished it: Bob first, Alice and the AI (a fixed new player) share second place.
    (alice,), (bob,), (_ai,) = library([[NEW], [NEW], [NEW]], [2, 1, 2])
    assert await skills(sessions, game="counting") == {A: alice, B: bob}


async def test_a_rebuild_gives_the_same_numbers_and_keeps_each_games_rating_decision(
    sessions: Sessions,
) -> None:
    start = utcnow() - timedelta(days=3)
    await add_result(sessions, [[A, B], [C, D]], [1, 2], at=start)
    await add_result(sessions, [[A, AI], [C, D]], [2, 1], at=start + timedelta(hours=1))
    await Leaderboards(sessions).rates_ai_games(GUILD, True)
    await add_result(sessions, [[A, C], [B, AI]], [1, 2], at=start + timedelta(hours=2))
    await add_result(sessions, [[A], [B], [C]], [2, 2, 1], at=start + timedelta(hours=3))
    await add_result(sessions, [[B], [C], [D]], [1, 3, 2], at=start, game="mexican_train")
    before = await ratings(sessions)
    assert not await Leaderboards(sessions).rates_ai_games(GUILD, False)  # not the past
    async with sessions() as session, session.begin():
        assert await rebuild_ratings(session, GUILD) == 5
    assert await ratings(sessions) == before
    async with sessions() as session, session.begin():
        assert await rebuild_ratings(session, GUILD, "mexican_train") == 1
    assert await ratings(sessions) == before


async def test_a_rebuild_replays_results_in_the_order_they_were_rated(sessions: Sessions) -> None:
    """Not in the order of their finishing times: a clock set back (or two games finishing
    at once in two processes) must not make a rebuild disagree with the live ratings."""
    now = utcnow()
    await add_result(sessions, [[A], [B]], [1, 2], at=now)
    await add_result(sessions, [[B], [A]], [1, 2], at=now - timedelta(seconds=1))
    before = await ratings(sessions)
    async with sessions() as session, session.begin():
        assert await rebuild_ratings(session, GUILD) == 2
    assert await ratings(sessions) == before


async def test_a_reset_starts_afresh_and_survives_a_rebuild(sessions: Sessions) -> None:
    await add_result(sessions, [[A], [B]], [1, 2], at=utcnow() - timedelta(days=2))
    await add_result(sessions, [[A], [B]], [1, 2], at=utcnow() - timedelta(days=2), guild=OTHER)
    async with sessions() as session, session.begin():
        await reset_board(session, GUILD, "whist", utcnow() - timedelta(days=1))
    assert await skills(sessions) == {}
    await add_result(sessions, [[B], [C]], [1, 2])
    (b,), (c,) = library([[NEW], [NEW]], [1, 2])
    assert await skills(sessions) == {B: b, C: c}
    async with sessions() as session, session.begin():
        assert await rebuild_ratings(session, GUILD) == 1
    assert await skills(sessions) == {B: b, C: c}
    assert set(await skills(sessions, guild=OTHER)) == {A, B}  # the other server keeps its board


async def test_period_boards_count_only_games_in_the_period(sessions: Sessions) -> None:
    now = utcnow()
    await add_result(sessions, [[A], [B]], [1, 2], at=now - timedelta(days=40))
    await add_result(sessions, [[A], [C]], [1, 2], at=now - timedelta(days=10))
    await add_result(sessions, [[C], [A]], [1, 2], at=now - timedelta(days=2))
    await add_result(sessions, [[A, AI], [D, AI]], [1, 2], at=now - timedelta(days=1))  # unrated
    service = Leaderboards(sessions, clock=lambda: now)
    every = await service.board(GUILD, "whist")
    month = await service.board(GUILD, "whist", days=30)
    week = await service.board(GUILD, "whist", days=7)
    assert every is not None and month is not None and week is not None
    assert {(r.user_id, r.games, r.wins) for r in every.rows} == {(A, 3, 2), (B, 1, 0), (C, 2, 1)}
    assert {(r.user_id, r.games, r.wins) for r in month.rows} == {(A, 2, 1), (C, 2, 1)}
    assert {(r.user_id, r.games, r.wins) for r in week.rows} == {(A, 1, 0), (C, 1, 1)}
    rating = {r.user_id: r.rating for r in every.rows}
    assert all(r.rating == rating[r.user_id] for r in week.rows)  # the rating is the current one
    assert [r.rank for r in every.rows] == [1, 2, 3]
    assert [r.rating for r in every.rows] == sorted(rating.values(), reverse=True)


async def test_pages_and_the_viewers_own_row(sessions: Sessions) -> None:
    for user in range(10, 35):  # 25 players; lower ids win against higher ones
        await add_result(sessions, [[user], [user + 100]], [1, 2])
    service = Leaderboards(sessions)
    first = await service.board(GUILD, "whist", viewer=134, page_size=10)
    second = await service.board(GUILD, "whist", page=1, viewer=134, page_size=10)
    beyond = await service.board(GUILD, "whist", page=99, page_size=10)
    stranger = await service.board(GUILD, "whist", viewer=999, page_size=10)
    assert first is not None and second is not None and beyond is not None
    assert stranger is not None
    assert (first.total, first.pages, len(first.rows)) == (50, 5, 10)
    assert [r.rank for r in second.rows] == list(range(11, 21))
    assert first.me is not None and first.me.user_id == 134 and first.me.rank > 10
    everyone = [first, second]
    assert all(row.user_id != 134 for page in everyone for row in page.rows)
    assert beyond.page == 4 and len(beyond.rows) == 10
    assert stranger.me is None
    last = beyond.rows[-1]
    assert last.rank == 50 and (last.games, last.wins) == (1, 0)


async def test_servers_never_see_each_others_data(sessions: Sessions) -> None:
    mine = await add_result(sessions, [[A], [B]], [1, 2], summary="here")
    theirs = await add_result(sessions, [[A], [C]], [2, 1], guild=OTHER, summary="there")
    service = Leaderboards(sessions)
    await service.set_hidden(OTHER, "whist", True)
    board = await service.board(GUILD, "whist", viewer=C)
    assert board is not None
    assert {r.user_id for r in board.rows} == {A, B} and board.me is None
    assert [r.result_id for r in await service.history(GUILD, None, 10)] == [mine]
    assert await service.past_game(GUILD, theirs) is None
    there = await service.past_game(OTHER, theirs)
    assert there is not None and word(there.summary) == "there"
    records = (await service.stats(GUILD, A)).records
    assert [(r.game, r.games, r.wins) for r in records] == [("whist", 1, 1)]
    assert await service.hidden_games(GUILD) == set()
    assert await service.hidden_games(OTHER) == {"whist"}
    assert await service.board(OTHER, "whist") is None
    await service.set_hidden(OTHER, "whist", False)
    assert await service.board(OTHER, "whist") is not None


def _stored(msg_id: str, **args: Any) -> dict[str, Any]:
    """A summary as an older version stored it (``msg_to_json`` of its day)."""
    return {"summary": {"id": msg_id, "args": args}}


def _seats(first: str, second: str) -> dict[str, Any]:
    return {"msg": {"id": "pair", "args": {"first": first, "second": second}}}


@pytest.mark.parametrize(
    ("detail", "shown"),
    [
        (
            _stored("whist-result-won", winners=_seats("1", "3"), score=5, other=3, deals=4),
            "Seats 1 & 3 win: 5 to 3 after 4 deals.",
        ),
        (
            _stored(
                "whist-result-floor",
                winners=_seats("2", "4"),
                losers=_seats("1", "3"),
                score=-6,
                deals=1,
            ),
            "Seats 2 & 4 win: seats 1 & 3 fell to -6 after 1 deal.",
        ),
        (
            _stored(
                "shengji-result",
                first=1,
                second=3,
                level={"msg": {"id": "shengji-level-beyond", "args": {}}},
                other="5",
            ),
            "Seats 1 & 3 won, going beyond A; the other team reached 5.",
        ),
        (
            _stored("mt-summary", total=82, seats="1", count=1, rounds=7),
            "Lowest total 82: seat 1 after 7 rounds.",
        ),
    ],
)
async def test_a_summary_stored_before_summaries_named_players_still_reads_by_seat(
    sessions: Sessions, detail: dict[str, Any], shown: str
) -> None:
    prefix = detail["summary"]["id"].split("-")[0]
    game = {"shengji": "shengji", "mt": "mexican_train"}.get(prefix, "whist")
    await add_result(sessions, [[A, C], [B, D]], [1, 2], game=game, detail=detail)
    (past,) = await Leaderboards(sessions).history(GUILD, game, 5)
    assert word(past.summary) == shown


async def test_stats_show_trend_best_partner_and_unrated_games(sessions: Sessions) -> None:
    start = utcnow() - timedelta(days=5)
    for i, (partner, won) in enumerate([(B, True), (B, False), (C, True), (C, True), (C, True)]):
        others = [x for x in (B, C, D) if x != partner][:2]
        await add_result(
            sessions, [[A, partner], others], [1, 2] if won else [2, 1], at=start + timedelta(i)
        )
    await add_result(sessions, [[A, AI], [D, AI]], [2, 1])  # with AI: counted, not rated
    stats = await Leaderboards(sessions).stats(GUILD, A, recent=3)
    (record,), recent = stats.records, stats.recent
    assert (record.games, record.wins) == (6, 4)
    assert record.rating is not None and (record.rating.games, record.rating.wins) == (5, 4)
    assert len(record.trend) == 5 and record.trend[-1] == record.rating.value
    assert record.best_partner is not None and record.best_partner.user_id == C
    assert (record.best_partner.games, record.best_partner.wins) == (3, 3)
    assert [c.rated for c in recent] == [False, True, True]


async def test_a_failing_rating_update_never_stops_a_game_from_finishing(
    sessions: Sessions, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def broken(*_args: object) -> list[object]:
        raise RuntimeError("rating bug")

    monkeypatch.setattr(leaderboards_module, "rate", broken)
    service = counting_service(sessions)
    await play_counting(service, with_ai=False)
    async with sessions() as session:
        tables = list(await session.scalars(select(GameTable)))
        assert [t.status for t in tables] == [TableStatus.FINISHED]
        assert len(list(await session.scalars(select(GameResultRecord)))) == 1
    assert await skills(sessions, game="counting") == {}
    assert "rating update failed" in caplog.text
    monkeypatch.undo()
    async with sessions() as session, session.begin():
        assert await rebuild_ratings(session, GUILD) == 1
    assert set(await skills(sessions, game="counting")) == {A, B}


async def test_a_game_whose_rating_update_failed_is_rated_at_the_next_start(
    sessions: Sessions, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The update runs in a savepoint: when it fails the game still finishes, unrated; it was
    only logged, and the game stayed off its board until a manager's ``/ratings rebuild``."""
    start = utcnow() - timedelta(days=1)
    games = (
        ([[A, B], [C, D]], [1, 2], start),
        ([[A, C], [B, D]], [2, 1], start + timedelta(hours=1)),
    )
    for sides, placings, at in games:  # the board as it should be
        await add_result(sessions, sides, placings, at=at, guild=OTHER)
    (sides, placings, at), (later, later_placings, later_at) = games
    await add_result(sessions, sides, placings, at=at)

    async def fails(*_args: object) -> None:
        raise RuntimeError("the rating update failed")

    with monkeypatch.context() as failing:
        failing.setattr(leaderboards_module, "_rate_result", fails)
        await add_result(sessions, later, later_placings, at=later_at)
    assert await skills(sessions) != await skills(sessions, OTHER)
    assert await Leaderboards(sessions).rate_missed() == 1
    assert await skills(sessions) == await skills(sessions, OTHER)
    assert await Leaderboards(sessions).rate_missed() == 0  # nothing left: nothing replayed
