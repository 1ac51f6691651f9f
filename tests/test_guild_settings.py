"""Server defaults and personal settings through their service, on SQLite and PostgreSQL."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from bot.guild_settings import (
    GuildDefaults,
    PersonalSettings,
    Ping,
    SettingsService,
    TimerDefault,
)
from bot.tables.snapshots import DEFAULT_ABANDON_AFTER, DEFAULT_AWAY_AFTER
from storage.models import GuildSettings
from storage.settings import GuildSettingsRepository

Sessions = async_sessionmaker[AsyncSession]
GUILD, OTHER = 100, 200


def test_the_timer_default_is_each_games_own_off_or_a_number() -> None:
    assert GuildDefaults().turn_timer_for(180) == 180
    assert GuildDefaults(turn_timer=TimerDefault.OFF).turn_timer_for(180) is None
    assert GuildDefaults(turn_timer=300).turn_timer_for(180) == 300


async def test_a_server_without_settings_gets_the_house_defaults(sessions: Sessions) -> None:
    defaults = await SettingsService(sessions).defaults(GUILD)
    assert defaults == GuildDefaults(
        turn_timer=TimerDefault.EACH_GAME,
        abandon_after=DEFAULT_ABANDON_AFTER,
        away_after=DEFAULT_AWAY_AFTER,
        rate_ai_games=False,
    )


async def test_changing_one_default_keeps_the_others_and_other_servers(sessions: Sessions) -> None:
    service = SettingsService(sessions)
    await service.change_defaults(GUILD, turn_timer=300, away_after=2)
    changed = await service.change_defaults(GUILD, rate_ai_games=True)
    assert changed == GuildDefaults(turn_timer=300, away_after=2, rate_ai_games=True)
    assert await service.defaults(GUILD) == changed
    assert await service.defaults(OTHER) == GuildDefaults()


async def test_timer_off_is_stored_as_older_rows_have_it_and_read_back_typed(
    sessions: Sessions,
) -> None:
    service = SettingsService(sessions)
    await service.change_defaults(GUILD, turn_timer=TimerDefault.OFF)
    async with sessions() as session:
        row = await session.get(GuildSettings, GUILD)
        assert row is not None and row.settings["turn_timer"] == "off"
    assert (await service.defaults(GUILD)).turn_timer is TimerDefault.OFF
    await service.change_defaults(GUILD, turn_timer=TimerDefault.EACH_GAME)
    async with sessions() as session:
        assert "turn_timer" not in await GuildSettingsRepository(session).get(GUILD)


async def test_settings_stored_before_the_typed_defaults_still_read(sessions: Sessions) -> None:
    async with sessions() as session, session.begin():
        session.add(
            GuildSettings(guild_id=GUILD, settings={"turn_timer": 600, "abandon_after": 7200})
        )
    assert await SettingsService(sessions).defaults(GUILD) == GuildDefaults(
        turn_timer=600, abandon_after=7200
    )


async def test_personal_settings_change_only_what_is_given(sessions: Sessions) -> None:
    service = SettingsService(sessions)
    assert await service.personal(1) == PersonalSettings(dm_hands=False)
    assert await service.change_personal(1, dm_hands=True) == PersonalSettings(dm_hands=True)
    assert await service.change_personal(1) == PersonalSettings(dm_hands=True)
    await service.change_personal(2, dm_hands=True)
    await service.change_personal(2, dm_hands=False)
    assert await service.wanting_hands_by_dm([1, 2, 3]) == {1}
    assert await service.wanting_hands_by_dm([]) == set()


async def test_autoplay_is_off_until_asked_for_and_kept_through_other_changes(
    sessions: Sessions,
) -> None:
    service = SettingsService(sessions)
    assert (await service.personal(1)).autoplay is False
    assert (await service.change_personal(1, autoplay=True)).autoplay is True  # a new row
    both = PersonalSettings(dm_hands=True, autoplay=True)
    assert await service.change_personal(1, dm_hands=True) == both
    assert (await service.change_personal(2, ping=Ping.NEVER)).autoplay is False
    assert (await service.change_personal(1, autoplay=False)).autoplay is False
