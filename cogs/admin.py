"""``/admin …``: a server's own defaults for new tables (Manage Server only)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.deadlines import parse_duration, show_duration
from bot.errors import PlayerError
from bot.table_types import DEFAULT_ABANDON_AFTER, DEFAULT_AWAY_AFTER
from bot.ui.replies import can_manage, tell
from storage.repositories import GuildSettingsRepository

if TYPE_CHECKING:
    from bot.app import ParlourBot

ABANDON_RANGE = (3600, 30 * 86400)


class Admin(commands.Cog):
    admin = app_commands.Group(
        name="admin",
        description="Server settings for Parlour (Manage Server)",
        guild_only=True,
        default_permissions=discord.Permissions(manage_guild=True),
    )

    def __init__(self, bot: ParlourBot) -> None:
        self.bot = bot

    @admin.command(name="settings", description="Defaults for new tables in this server")
    @app_commands.describe(
        timer="Turn timer for new tables: 30s to 24h, off, or default (the game's own)",
        abandon="Close tables with no action for this long (1h to 30d; default 24h)",
        away_after="Turns in a row that may run out before a player is marked away (default 3)",
    )
    async def settings(
        self,
        interaction: discord.Interaction,
        timer: app_commands.Range[str, 1, 20] | None = None,
        abandon: app_commands.Range[str, 1, 20] | None = None,
        away_after: app_commands.Range[int, 1, 10] | None = None,
    ) -> None:
        if not can_manage(interaction):
            raise PlayerError("Only members with Manage Server can change these settings.")
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
        async with self.bot.service.sessions() as session, session.begin():
            repo = GuildSettingsRepository(session)
            saved = (
                await repo.update(interaction.guild_id or 0, **changes)
                if changes
                else await repo.get(interaction.guild_id or 0)
            )
        await tell(interaction, describe(saved))


def describe(saved: dict[str, Any]) -> str:
    timer = saved.get("turn_timer")
    timer_text = (
        "the game's default (2m for cards, 3m for Mexican Train)"
        if timer is None
        else show_duration(None if timer == "off" else int(timer))
    )
    return (
        "**Defaults for new tables here**\n"
        f"Turn timer: {timer_text}\n"
        f"Abandoned after: {show_duration(int(saved.get('abandon_after', DEFAULT_ABANDON_AFTER)))}"
        f" without any action\n"
        f"Marked away after: {saved.get('away_after', DEFAULT_AWAY_AFTER)} turns in a row run out"
    )


async def setup(bot: ParlourBot) -> None:
    await bot.add_cog(Admin(bot))
