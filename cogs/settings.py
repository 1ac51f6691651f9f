"""``/settings``: a player's own preferences, and (Manage Server) the server's table defaults."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import PlayerError
from bot.guild_settings import (
    GuildDefaults,
    PersonalSettings,
    Ping,
    SettingsService,
    TimerDefault,
)
from bot.i18n import Language, t
from bot.render import limits
from bot.render.card_style import card_style_line
from bot.render.suits import CardStyle
from bot.tables.deadlines import parse_duration, show_duration
from bot.tables.snapshots import DEFAULT_ABANDON_AFTER
from bot.ui.command_names import ON_OFF, worded, worded_choices
from bot.ui.languages import AUTOMATIC, language_choices, speak_to
from bot.ui.replies import can_manage, in_time, tell

if TYPE_CHECKING:
    from bot.app import ParlourBot

log = logging.getLogger(__name__)
ABANDON_RANGE = (3600, 30 * 86400)
CARD_STYLES = worded_choices(style.value for style in CardStyle)
PING_CHOICES = worded_choices(p.value for p in Ping)


class Settings(commands.Cog):
    def __init__(self, bot: ParlourBot) -> None:
        self.bot = bot

    @worded
    @app_commands.command(name="settings")
    @app_commands.choices(
        dm=ON_OFF,
        ping=PING_CHOICES,
        autoplay=ON_OFF,
        language=language_choices(automatic=True),
        server_language=language_choices(),
        cards=CARD_STYLES,
    )
    async def settings(
        self,
        interaction: discord.Interaction,
        dm: app_commands.Choice[str] | None = None,
        ping: app_commands.Choice[str] | None = None,
        autoplay: app_commands.Choice[str] | None = None,
        timer: app_commands.Range[str, 1, 20] | None = None,
        abandon: app_commands.Range[str, 1, 20] | None = None,
        away_after: app_commands.Range[int, 1, 10] | None = None,
        language: app_commands.Choice[str] | None = None,
        server_language: app_commands.Choice[str] | None = None,
        cards: app_commands.Choice[str] | None = None,
    ) -> None:
        asked = (timer, abandon, away_after, server_language)
        server_asked = any(value is not None for value in asked)
        if server_asked and (interaction.guild_id is None or not can_manage(interaction)):
            raise PlayerError("settings-server-only")  # before reading what they asked for
        server_changes = server_settings(timer, abandon, away_after)
        if server_language is not None:
            server_changes["language"] = Language(server_language.value)
        mine, saved = await in_time(
            interaction,
            self._store(
                interaction,
                dm_hands=None if dm is None else dm.value == "on",
                cards=None if cards is None else CardStyle(cards.value),
                ping=None if ping is None else Ping(ping.value),
                autoplay=None if autoplay is None else autoplay.value == "on",
                language=language,
                server_changes=server_changes,
            ),
        )
        await speak_to(interaction)  # a new language answers this very reply
        lines = [t("settings-dm-hands", dm="on" if mine.dm_hands else "off")]
        lines.append(language_line(mine.language))
        lines.append(card_style_line(mine))
        lines.append(t("table-settings-ping", ping=mine.ping.value))
        lines.append(t("settings-autoplay", autoplay="on" if mine.autoplay else "off"))
        if saved is not None:
            lines.append(describe_server(saved))
            lines.append(t("settings-server-language", language=t(f"language-{saved.language}")))
        faces = self.bot.presenter.card_faces.of(interaction.user.id)
        await tell(interaction, faces.dress("\n".join(lines), limits.CONTENT))

    async def _store(
        self,
        interaction: discord.Interaction,
        *,
        dm_hands: bool | None,
        cards: CardStyle | None,
        ping: Ping | None,
        autoplay: bool | None,
        language: app_commands.Choice[str] | None,
        server_changes: dict[str, Any],
    ) -> tuple[PersonalSettings, GuildDefaults | None]:
        """Store what was asked for (personal, then the server's) and tell the bot's caches:
        the person's settings and the server's defaults as they are now (None in DMs)."""
        service = SettingsService(self.bot.service.sessions)
        user_id = interaction.user.id
        mine = await service.change_personal(
            user_id, dm_hands=dm_hands, cards=cards, ping=ping, autoplay=autoplay
        )
        if ping is not None:
            self.bot.presenter.pings.changed(user_id, mine.ping)
        if autoplay is not None:
            await self.bot.service.autoplay_changed(user_id, mine.autoplay)
        if language is not None:
            chosen = None if language.value == AUTOMATIC else Language(language.value)
            mine = await service.set_language(user_id, chosen)
            self.bot.languages.forget_person(user_id)
        self.bot.presenter.card_faces.remember(user_id, mine.cards)
        guild_id = interaction.guild_id
        if guild_id is None:
            return mine, None
        if not server_changes:
            return mine, await service.defaults(guild_id)
        saved = await service.change_defaults(guild_id, **server_changes)
        if "language" in server_changes:
            self.bot.languages.forget_server(guild_id)
        # traceable to who changed them (ids only)
        log.info(
            "guild %s: member %s changed the server's table defaults (%s)",
            guild_id,
            user_id,
            ", ".join(sorted(server_changes)),
        )
        return mine, saved


def server_settings(
    timer: str | None, abandon: str | None, away_after: int | None
) -> dict[str, Any]:
    """The :class:`GuildDefaults` fields a command asked to change."""
    changes: dict[str, Any] = {}
    if timer is not None:
        changes["turn_timer"] = (
            TimerDefault.EACH_GAME
            if _is_default(timer)
            else (parse_duration(timer) or TimerDefault.OFF)
        )
    if abandon is not None:
        low, high = ABANDON_RANGE
        changes["abandon_after"] = (
            DEFAULT_ABANDON_AFTER
            if _is_default(abandon)
            else parse_duration(
                abandon, low=low, high=high, refusal="table-abandon-range", may_be_off=False
            )
        )
    if away_after is not None:
        changes["away_after"] = away_after
    return changes


def _is_default(text: str) -> bool:
    """``default``: back to what the bot does unless a server says otherwise."""
    return text.strip().lower() == "default"


def language_line(language: Language | None) -> str:
    if language is None:
        return t("settings-language-automatic")
    return t("settings-language", language=t(f"language-{language}"))


def describe_server(saved: GuildDefaults) -> str:
    timer = saved.turn_timer
    timer_text = (
        t("settings-server-timer-each-game")
        if timer is TimerDefault.EACH_GAME
        else show_duration(None if timer is TimerDefault.OFF else timer)
    )
    return "\n".join(
        (
            t("settings-server-title"),
            t("settings-server-timer", timer=timer_text),
            t("settings-server-abandon", duration=show_duration(saved.abandon_after)),
            t("settings-server-away", turns=saved.away_after),
        )
    )


async def setup(bot: ParlourBot) -> None:
    await bot.add_cog(Settings(bot))
