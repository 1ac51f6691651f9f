"""Tables in play written straight as rows: what start-up finds after a restart.

Opening a table through the service (create, join, seat AIs, start) costs tens of
milliseconds; the start-up test and bench need thousands, so they store the rows directly,
as the service would have left them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from bot.tables.snapshots import TableStatus
from storage.models import GameTable, Seat

#: rows added per transaction
CHUNK = 500


async def store_playing(
    sessions: async_sessionmaker[AsyncSession],
    game: str,
    options: Mapping[str, Any],
    state: Mapping[str, Any],
    seats: Sequence[int | None],
    count: int,
    *,
    first_channel: int = 1000,
) -> list[int]:
    """Store ``count`` tables of ``game`` in play at ``state``; ``seats`` holds each seat's
    person (None for an AI). Returns the new tables' ids."""
    host = next(user for user in seats if user is not None)
    ids: list[int] = []
    for start in range(0, count, CHUNK):
        async with sessions() as session, session.begin():
            tables = [
                GameTable(
                    guild_id=1 + index % 50,
                    channel_id=first_channel + index,
                    host_id=host,
                    game=game,
                    options=dict(options),
                    status=TableStatus.PLAYING,
                    seed=index,
                    state=dict(state),
                    version=1,
                    seats=[
                        Seat(
                            position=position,
                            user_id=user,
                            display_name=f"P{user}" if user is not None else "AI",
                        )
                        for position, user in enumerate(seats)
                    ],
                )
                for index in range(start, min(count, start + CHUNK))
            ]
            session.add_all(tables)
            await session.flush()
            ids += [table.id for table in tables]
    return ids
