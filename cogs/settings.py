"""``/settings``: a player's own preferences, and (Manage Server) the server's table defaults."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import PlayerError
from bot.tables.deadlines import parse_duration, show_duration
from bot.tables.snapshots import DEFAULT_ABANDON_AFTER, DEFAULT_AWAY_AFTER
from bot.ui.replies import can_manage, tell
from storage.repositories import GuildSettingsRepository, UserSettingsRepository

if TYPE_CHECKING:
    from bot.app import ParlourBot

ABANDON_RANGE = (3600, 30 * 86400)
ON_OFF = [app_commands.Choice(name="on", value="on"), app_commands.Choice(name="off", value="off")]


class Settings(commands.Cog):
    def __init__(self, bot: ParlourBot) -> None:
        self.bot = bot

    @app_commands.command(name="settings", description="Your preferences; server defaults too")
    @app_commands.describe(
        dm="Also send your hand by direct message after each deal",
        timer="Server: turn timer for new tables (30s to 24h, off, or default)",
        abandon="Server: close tables with no action for this long (1h to 30d; default 24h)",
        away_after="Server: turns in a row that may run out before a player is marked away",
    )
    @app_commands.choices(dm=ON_OFF)
    async def settings(
        self,
        interaction: discord.Interaction,
        dm: app_commands.Choice[str] | None = None,
        timer: app_commands.Range[str, 1, 20] | None = None,
        abandon: app_commands.Range[str, 1, 20] | None = None,
        away_after: app_commands.Range[int, 1, 10] | None = None,
    ) -> None:
        server_changes = server_settings(timer, abandon, away_after)
        if server_changes and (interaction.guild_id is None or not can_manage(interaction)):
            raise PlayerError(
                "Only members with Manage Server can change the server's "
                "defaults (timer, abandon, away_after), and only in the server."
            )
        async with self.bot.service.sessions() as session, session.begin():
            users = UserSettingsRepository(session)
            if dm is not None:
                await users.set_dm_hands(interaction.user.id, dm.value == "on")
            lines = [
                f"Hands by DM: **{'on' if await users.dm_hands(interaction.user.id) else 'off'}**"
            ]
            if interaction.guild_id is not None:
                guilds = GuildSettingsRepository(session)
                saved = (
                    await guilds.update(interaction.guild_id, **server_changes)
                    if server_changes
                    else await guilds.get(interaction.guild_id)
                )
                lines.append(describe_server(saved))
        await tell(interaction, "\n".join(lines))


def server_settings(
    timer: str | None, abandon: str | None, away_after: int | None
) -> dict[str, Any]:
    """The server defaults a command asked to change (None means back to the default)."""
    changes: dict[str, Any] = {}
    if timer is not None:
        default = timer.strip().lower() == "default"
        changes["turn_timer"] = None if default else (parse_duration(timer) or "off")
    if abandon is not None:
        changes["abandon_after"] = parse_duration(
            abandon, low=ABANDON_RANGE[0], high=ABANDON_RANGE[1]
        )
    if away_after is not None:
        changes["away_after"] = away_after
    return changes


def describe_server(saved: dict[str, Any]) -> str:
    timer = saved.get("turn_timer")
    timer_text = (
        "each game's default (2m for cards, 3m for Mexican Train)"
        if timer is None
        else show_duration(None if timer == "off" else int(timer))
    )
    abandon = show_duration(int(saved.get("abandon_after", DEFAULT_ABANDON_AFTER)))
    return (
        "**This server's defaults for new tables**\n"
        f"Turn timer: {timer_text}\n"
        f"Abandoned after: {abandon} without any action\n"
        f"Marked away after: {saved.get('away_after', DEFAULT_AWAY_AFTER)} turns in a row run out"
    )


async def setup(bot: ParlourBot) -> None:
    await bot.add_cog(Settings(bot))
