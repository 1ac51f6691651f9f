"""People's and servers' settings as stored: a row a person, one JSON object a server."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import bindparam, select
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession

from storage.models import GuildSettings, UserSettings
from storage.table_reads import select_rows

# The reads of a few people's settings, built once with the people as an expanding parameter
# (``ids``), not per call: building a select with ``in_`` cost more CPU than SQLite took to run
# it, and they are asked as turns come (issue #19).
_OF_IDS = UserSettings.user_id.in_(bindparam("ids", expanding=True))
_DM_HANDS_OF = select(UserSettings.user_id).where(_OF_IDS, UserSettings.dm_hands.is_(True))
_PINGS_OF = select(UserSettings.user_id, UserSettings.ping).where(
    _OF_IDS, UserSettings.ping.is_not(None)
)
_AUTOPLAY = select(UserSettings.autoplay).where(UserSettings.user_id == bindparam("user_id"))


async def autoplay_of(engine: AsyncEngine, user_ids: Sequence[int]) -> set[int]:
    """Which of these people have their lone legal plays made for them (a table's few as it
    begins, else one). Each is read as a table's click read is (``select_rows``): on SQLite
    ~6 µs of the event loop's CPU a person, where one query through a session was ~550 µs
    (issue #19)."""
    on = set()
    for user_id in user_ids:
        rows = await select_rows(engine, _AUTOPLAY, {"user_id": user_id})
        if rows and rows[0][0]:
            on.add(user_id)
    return on


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
        return set(await self.session.scalars(_DM_HANDS_OF, {"ids": list(user_ids)}))

    async def set_dm_hands(self, user_id: int, value: bool) -> None:
        await self._put(user_id, dm_hands=value)

    async def set_ping(self, user_id: int, value: str | None) -> None:
        """When this person wants a turn mention (``None``: the default)."""
        settings = await self.get(user_id)
        if settings is None:
            self.session.add(UserSettings(user_id=user_id, dm_hands=False, ping=value))
        else:
            settings.ping = value

    async def pings_of(self, user_ids: Sequence[int]) -> dict[int, str]:
        """The stored turn-mention choices of these people (one query; defaults left out)."""
        rows = await self.session.execute(_PINGS_OF, {"ids": list(user_ids)})
        return {user_id: str(ping) for user_id, ping in rows}

    async def set_autoplay(self, user_id: int, value: bool) -> None:
        await self._put(user_id, autoplay=value)

    async def set_language(self, user_id: int, tag: str | None) -> None:
        """Store a person's language tag (None: follow their Discord client, else the server)."""
        await self._put(user_id, language=tag)

    async def set_cards(self, user_id: int, style: str) -> None:
        await self._put(user_id, cards=style)

    async def _put(self, user_id: int, **values: Any) -> None:
        """Change some of a person's settings, creating their row on first use."""
        settings = await self.get(user_id)
        if settings is None:
            self.session.add(UserSettings(user_id=user_id, **values))
        else:
            for name, value in values.items():
                setattr(settings, name, value)


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
