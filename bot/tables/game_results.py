"""Storing a finished game's result: who sat where, the placings and scores, and the rating
it moves. Kept apart from storing moves, as a game also ends without a last move (a player
giving up: ``service.abort``).
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from bot.games.base import GameResult
from bot.i18n import word
from bot.leaderboards import GameRatings, hold_board, record_rating
from bot.tables.seating import answering, named_result
from storage.models import GameResultRecord, GameTable, ResultPlayer, Seat
from storage.repositories import ResultRepository, TableRepository


async def record_result(
    session: AsyncSession, table: GameTable, result: GameResult, finished_at: datetime
) -> GameRatings:
    """Store the result and move its ratings; returns them for the game's end to show
    (nothing moved when the table's result was stored already)."""
    results = ResultRepository(session)
    if await results.for_table(table.id) is not None:
        return GameRatings()
    await hold_board(session, table.guild_id, table.game)  # stored in the order rated
    tables = TableRepository(session)
    answers = {
        s.position: answering(s, s.taken_at is not None and await _ai_played_most(tables, s))
        for s in table.seats
    }
    result = named_result(result, answers)  # the summary names the players listed with it
    players = [
        ResultPlayer(
            seat=position,
            user_id=answers[position][0],
            display_name=answers[position][1],
            team=team,
            placing=result.placings[team],
            score=result.scores[team],
        )
        for team, positions in enumerate(result.teams)
        for position in positions
    ]
    record = GameResultRecord(
        table_id=table.id,
        guild_id=table.guild_id,
        game=table.game,
        finished_at=finished_at,
        summary=word(result.summary)[:4000],
        detail=result.to_json(),
    )
    await results.add(record, players)
    return await record_rating(session, record)


async def _ai_played_most(tables: TableRepository, seat: Seat) -> bool:
    """Whether the AI made more of ``seat``'s moves than its player before the host took it."""
    mine, ais = await tables.moves_around(seat.table_id, seat.position, seat.taken_at or 0)
    return ais > mine
