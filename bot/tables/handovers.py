"""Hand views left by one process for the process holding their table, as plain records.

The presenter hands DM views over between processes (``bot.ui.shared_views``); it reaches
the database only through this service, so the layers above storage never touch ORM rows.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from bot.tables.shards import Shards
from bot.tables.snapshots import from_attributes
from storage.models import SharedHandView
from storage.repositories import TableRepository


def _now() -> datetime:
    return datetime.now(UTC)


@dataclass(frozen=True)
class HandedView:
    """How any process reaches a view: a bot's DM message by id, or an interaction's reply
    through its webhook while the token lasts (``opened_at`` says since when). Its fields are
    the stored row's columns (less its id) by design."""

    channel_id: int
    message_id: int
    application_id: int | None = None
    token: str | None = None
    opened_at: datetime = field(default_factory=_now)
    table_id: int = 0
    user_id: int = 0
    language: str = ""
    #: the table version the view showed when it was left
    version: int = 0


class HandOvers:
    """Leaves views for the tables' own processes and takes those left for this one."""

    def __init__(self, sessions: async_sessionmaker[AsyncSession], shards: Shards) -> None:
        self.sessions = sessions
        self.shards = shards

    async def leave(self, view: HandedView) -> None:
        async with self.sessions() as session, session.begin():
            await TableRepository(session).share_view(SharedHandView(**asdict(view)))

    async def take(self) -> list[HandedView]:
        """The views left for this process's shards, oldest first (gone from the database)."""
        async with self.sessions() as session, session.begin():
            rows = await TableRepository(session).take_views(self.shards)
            return [from_attributes(HandedView, row) for row in rows]
