"""Queries and writes over the models, each on a session the caller owns.

Repositories never commit: the table service opens one transaction per intent and commits
it whole (state, action log, version and result together), or not at all.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from storage.models import (
    ActionLogEntry,
    GameResultRecord,
    GameTable,
    GuildSettings,
    ResultPlayer,
    TableStatus,
    UserSettings,
    utcnow,
)

LIVE = (TableStatus.OPEN, TableStatus.PLAYING)


class TableRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def get(self, table_id: int) -> GameTable | None:
        return await self.session.get(GameTable, table_id, populate_existing=True)

    async def add(self, table: GameTable) -> GameTable:
        self.session.add(table)
        await self.session.flush()
        return table

    async def live_in_guild(self, guild_id: int) -> Sequence[GameTable]:
        query = (
            select(GameTable)
            .where(GameTable.guild_id == guild_id, GameTable.status.in_(LIVE))
            .order_by(GameTable.id)
        )
        return (await self.session.scalars(query)).all()

    async def live_in_channel(self, channel_id: int) -> Sequence[GameTable]:
        query = (
            select(GameTable)
            .where(
                (GameTable.channel_id == channel_id) | (GameTable.thread_id == channel_id),
                GameTable.status.in_(LIVE),
            )
            .order_by(GameTable.id)
        )
        return (await self.session.scalars(query)).all()

    async def playing_ids(self) -> Sequence[int]:
        query = select(GameTable.id).where(GameTable.status == TableStatus.PLAYING)
        return (await self.session.scalars(query)).all()

    async def bump(self, table: GameTable, expected_version: int, **values: Any) -> bool:
        """Write ``values`` and the next version only if nobody wrote since ``expected_version``.

        Returns False when another writer got there first; the caller's transaction should
        then be rolled back and the intent retried on fresh state (or refused).
        """
        now = utcnow()
        values.setdefault("updated_at", now)
        result = await self.session.execute(
            update(GameTable)
            .where(GameTable.id == table.id, GameTable.version == expected_version)
            .values(version=expected_version + 1, **values)
            .execution_options(synchronize_session=False)
        )
        return result.rowcount == 1  # type: ignore[attr-defined]

    async def remind(self, table_id: int, version: int, due: datetime | None) -> bool:
        """Mark the turn at ``version`` as reminded, once: False if it already was, or if the
        table moved on (so that of several processes running timers only one pings)."""
        result = await self.session.execute(
            update(GameTable)
            .where(
                GameTable.id == table_id,
                GameTable.version == version,
                or_(GameTable.reminded_version.is_(None), GameTable.reminded_version != version),
            )
            .values(reminded_version=version, timer_due_at=due)
            .execution_options(synchronize_session=False)
        )
        return result.rowcount == 1  # type: ignore[attr-defined]

    async def append_action(
        self, table_id: int, sequence: int, seat: int, action: dict[str, Any], at: datetime
    ) -> None:
        self.session.add(
            ActionLogEntry(
                table_id=table_id, sequence=sequence, seat=seat, action=action, created_at=at
            )
        )

    async def actions(self, table_id: int) -> Sequence[ActionLogEntry]:
        query = (
            select(ActionLogEntry)
            .where(ActionLogEntry.table_id == table_id)
            .order_by(ActionLogEntry.sequence)
        )
        return (await self.session.scalars(query)).all()


class ResultRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def for_table(self, table_id: int) -> GameResultRecord | None:
        query = select(GameResultRecord).where(GameResultRecord.table_id == table_id)
        return (await self.session.scalars(query)).first()

    async def add(self, record: GameResultRecord, players: Sequence[ResultPlayer]) -> None:
        record.players = list(players)
        self.session.add(record)
        await self.session.flush()

    async def recent(
        self, guild_id: int, game: str | None = None, limit: int = 10
    ) -> Sequence[GameResultRecord]:
        query = select(GameResultRecord).where(GameResultRecord.guild_id == guild_id)
        if game is not None:
            query = query.where(GameResultRecord.game == game)
        query = query.order_by(
            GameResultRecord.finished_at.desc(), GameResultRecord.id.desc()
        ).limit(limit)
        return (await self.session.scalars(query)).all()

    async def in_guild(self, guild_id: int, result_id: int) -> GameResultRecord | None:
        """One finished game, only if it was played in this server."""
        query = select(GameResultRecord).where(
            GameResultRecord.id == result_id, GameResultRecord.guild_id == guild_id
        )
        return (await self.session.scalars(query)).first()


class UserSettingsRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def get(self, user_id: int) -> UserSettings | None:
        return await self.session.get(UserSettings, user_id)

    async def dm_hands(self, user_id: int) -> bool:
        settings = await self.get(user_id)
        return bool(settings and settings.dm_hands)

    async def dm_hands_of(self, user_ids: Sequence[int]) -> set[int]:
        """Which of these people want their hands by DM (one query for a whole table)."""
        query = select(UserSettings.user_id).where(
            UserSettings.user_id.in_(list(user_ids)), UserSettings.dm_hands.is_(True)
        )
        return set(await self.session.scalars(query))

    async def set_dm_hands(self, user_id: int, value: bool) -> None:
        settings = await self.get(user_id)
        if settings is None:
            self.session.add(UserSettings(user_id=user_id, dm_hands=value))
        else:
            settings.dm_hands = value


class GuildSettingsRepository:
    """A server's preferences, kept as one small JSON object per server."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def get(self, guild_id: int) -> dict[str, Any]:
        row = await self.session.get(GuildSettings, guild_id)
        return dict(row.settings) if row is not None else {}

    async def put(self, guild_id: int, settings: dict[str, Any]) -> None:
        """Store the server's whole settings object in place of the old one."""
        row = await self.session.get(GuildSettings, guild_id)
        if row is None:
            self.session.add(GuildSettings(guild_id=guild_id, settings=dict(settings)))
        else:
            row.settings = dict(settings)  # a new dict, so the JSON column sees the change
        await self.session.flush()
