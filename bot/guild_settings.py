"""A server's defaults for new tables and each person's own preferences, typed.

Both are small JSON-ish records in the database; this module is the only place that knows
their stored shape, so the rest of the bot reads :class:`GuildDefaults` and
:class:`PersonalSettings` and never a string sentinel. The stored JSON keeps the shape older
rows already have (``"turn_timer": "off"``), so nothing needs migrating.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import Enum, StrEnum
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from bot.i18n.languages import DEFAULT_LANGUAGE, Language, parse_language
from bot.render.suits import CardStyle
from bot.tables.snapshots import DEFAULT_ABANDON_AFTER, DEFAULT_AWAY_AFTER
from storage.models import UserSettings
from storage.settings import GuildSettingsRepository, UserSettingsRepository


class TimerDefault(Enum):
    """A server's turn timer when it is not a number of seconds."""

    #: each game's own default (two minutes for cards, three for Mexican Train)
    EACH_GAME = "default"
    OFF = "off"


@dataclass(frozen=True, slots=True)
class GuildDefaults:
    """How new tables in a server run, and whether its games with AI players are rated."""

    turn_timer: int | TimerDefault = TimerDefault.EACH_GAME
    abandon_after: int = DEFAULT_ABANDON_AFTER
    away_after: int = DEFAULT_AWAY_AFTER
    rate_ai_games: bool = False
    #: the language of new tables' public messages, and of replies to people who chose none
    #: and whose Discord client speaks none of ours
    language: Language = DEFAULT_LANGUAGE

    def turn_timer_for(self, game_default: int) -> int | None:
        """Seconds a turn of a new table of a game gets (None: no timer)."""
        if self.turn_timer is TimerDefault.EACH_GAME:
            return game_default
        if self.turn_timer is TimerDefault.OFF:
            return None
        return self.turn_timer

    @classmethod
    def from_json(cls, saved: dict[str, Any]) -> GuildDefaults:
        timer = saved.get("turn_timer")
        return cls(
            turn_timer=(
                TimerDefault.EACH_GAME
                if timer is None
                else TimerDefault.OFF
                if timer == TimerDefault.OFF.value
                else int(timer)
            ),
            abandon_after=int(saved.get("abandon_after", DEFAULT_ABANDON_AFTER)),
            away_after=int(saved.get("away_after", DEFAULT_AWAY_AFTER)),
            rate_ai_games=bool(saved.get("rate_ai_games", False)),
            language=parse_language(saved.get("language")) or DEFAULT_LANGUAGE,
        )

    def to_json(self) -> dict[str, Any]:
        saved: dict[str, Any] = {
            "abandon_after": self.abandon_after,
            "away_after": self.away_after,
            "rate_ai_games": self.rate_ai_games,
            "language": self.language.value,
        }
        if self.turn_timer is TimerDefault.OFF:
            saved["turn_timer"] = TimerDefault.OFF.value
        elif isinstance(self.turn_timer, int):
            saved["turn_timer"] = self.turn_timer
        return saved


class Ping(StrEnum):
    """When a player's turn mentions them (pings their Discord)."""

    #: at every turn
    ALWAYS = "always"
    #: only when they seem not to be looking: no open hand view, or the turn waited a while
    IDLE = "idle"
    #: never (a reminder still names them, without a ping)
    NEVER = "never"


DEFAULT_PING = Ping.IDLE


def parse_ping(text: str | None) -> Ping:
    try:
        return Ping(text) if text else DEFAULT_PING
    except ValueError:
        return DEFAULT_PING


@dataclass(frozen=True, slots=True)
class PersonalSettings:
    """One person's preferences, the same in every server."""

    dm_hands: bool = False
    #: the language they read replies and DMs in; None: their Discord client's, else the server's
    language: Language | None = None
    #: how their cards' suits look (two or four colours, or plain text for screen readers)
    cards: CardStyle = CardStyle.TWO_COLOUR
    ping: Ping = DEFAULT_PING
    #: their lone legal card or tile play is made for them after a moment
    autoplay: bool = False


def personal_settings(row: UserSettings | None) -> PersonalSettings:
    if row is None:
        return PersonalSettings()
    cards = row.cards if row.cards in tuple(CardStyle) else CardStyle.TWO_COLOUR
    return PersonalSettings(
        dm_hands=row.dm_hands,
        language=parse_language(row.language),
        cards=CardStyle(cards),
        ping=parse_ping(row.ping),
        autoplay=bool(row.autoplay),
    )


async def read_defaults(session: AsyncSession, guild_id: int) -> GuildDefaults:
    """Within a caller's transaction (the table service rates a game inside its own)."""
    return GuildDefaults.from_json(await GuildSettingsRepository(session).get(guild_id))


async def change_defaults(session: AsyncSession, guild_id: int, **changes: Any) -> GuildDefaults:
    """Change some of a server's defaults, in the caller's transaction; returns them all."""
    changed = replace(await read_defaults(session, guild_id), **changes)
    await GuildSettingsRepository(session).put(guild_id, changed.to_json())
    return changed


class SettingsService:
    """The settings service: each call is its own transaction."""

    def __init__(self, sessions: async_sessionmaker[AsyncSession]) -> None:
        self.sessions = sessions

    async def defaults(self, guild_id: int) -> GuildDefaults:
        async with self.sessions() as session:
            return await read_defaults(session, guild_id)

    async def change_defaults(self, guild_id: int, **changes: Any) -> GuildDefaults:
        """Change the named fields of :class:`GuildDefaults`, keep the others."""
        async with self.sessions() as session, session.begin():
            return await change_defaults(session, guild_id, **changes)

    async def personal(self, user_id: int) -> PersonalSettings:
        async with self.sessions() as session:
            return personal_settings(await UserSettingsRepository(session).get(user_id))

    async def change_personal(
        self,
        user_id: int,
        *,
        dm_hands: bool | None = None,
        cards: CardStyle | None = None,
        ping: Ping | None = None,
        autoplay: bool | None = None,
    ) -> PersonalSettings:
        """Change what was given (None: keep it); returns the person's settings afterwards."""
        async with self.sessions() as session, session.begin():
            users = UserSettingsRepository(session)
            if dm_hands is not None:
                await users.set_dm_hands(user_id, dm_hands)
            if autoplay is not None:
                await users.set_autoplay(user_id, autoplay)
            if cards is not None:
                await users.set_cards(user_id, cards.value)
            if ping is not None:
                await users.set_ping(user_id, ping.value)
            return personal_settings(await users.get(user_id))

    async def pings(self, user_ids: Sequence[int]) -> dict[int, Ping]:
        """When each of these people wants their turn mentioned (one query)."""
        if not user_ids:
            return {}
        async with self.sessions() as session:
            stored = await UserSettingsRepository(session).pings_of(user_ids)
        return {user_id: parse_ping(stored.get(user_id)) for user_id in user_ids}

    async def set_language(self, user_id: int, language: Language | None) -> PersonalSettings:
        """Set (or, with None, clear) the language a person reads replies and DMs in."""
        async with self.sessions() as session, session.begin():
            users = UserSettingsRepository(session)
            await users.set_language(user_id, None if language is None else language.value)
            return personal_settings(await users.get(user_id))

    async def wanting_hands_by_dm(self, user_ids: Sequence[int]) -> set[int]:
        """Which of these people asked for their hands (and turns) by DM."""
        if not user_ids:
            return set()
        async with self.sessions() as session:
            return await UserSettingsRepository(session).dm_hands_of(user_ids)
