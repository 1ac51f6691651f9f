"""Forgetting the moves of games long over, when a server's admin asks for it.

Every move is logged (``action_log``: some 2,900 rows for one Shengji game) so that a live
table can be rebuilt, checked and caught up by another process. Once a table has ended, no
part of the bot reads its log again: its result, ratings and summary live in their own
tables, and its last state stays on its row. So the log may go after a while, with the
votes and shared hand views of the table; the table and its result stay.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import delete, exists, select
from sqlalchemy.ext.asyncio import AsyncSession

from bot.tables.snapshots import TableStatus
from storage.models import ActionLogEntry, GameTable, ReplaceVote, SharedHandView

ENDED = tuple(status for status in TableStatus if not status.is_live)


async def prune_move_logs(
    session: AsyncSession,
    ended_before: datetime,
    tables: int,
    *,
    ended_after: datetime | None = None,
) -> int:
    """Delete the logged moves (and votes and shared hand views) of at most ``tables``
    tables that ended, last written before ``ended_before`` (and at or after
    ``ended_after``: the tables before it were seen to already), and still have a log.
    Returns how many tables it emptied: fewer than ``tables`` means none is left to prune."""
    logged = exists().where(ActionLogEntry.table_id == GameTable.id)
    written = [GameTable.updated_at < ended_before]
    if ended_after is not None:
        written.append(GameTable.updated_at >= ended_after)
    chosen = (
        select(GameTable.id)
        .where(GameTable.status.in_(ENDED), *written, logged)
        .order_by(GameTable.id)
        .limit(tables)
    )
    table_ids = list(await session.scalars(chosen))
    if table_ids:
        for model in (ActionLogEntry, ReplaceVote, SharedHandView):
            await session.execute(delete(model).where(model.table_id.in_(table_ids)))
    return len(table_ids)
