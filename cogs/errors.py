"""The one error handler for slash commands: refusals go back privately, bugs are logged
(Discord's own failures only warned of: ``discord_failed``)."""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import PlayerError
from bot.i18n import t
from bot.ui.replies import discord_failed, tell

log = logging.getLogger(__name__)


class ErrorHandler(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self._previous = bot.tree.on_error
        bot.tree.on_error = self.on_app_command_error  # type: ignore[method-assign]

    async def cog_unload(self) -> None:
        self.bot.tree.on_error = self._previous  # type: ignore[method-assign]

    async def on_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        original = getattr(error, "original", error)
        if isinstance(original, PlayerError):
            text = original.message
        elif isinstance(error, app_commands.TransformerError):
            text = t("cmd-error-not-understood", value=str(error.value)[:40])
        elif isinstance(error, app_commands.NoPrivateMessage):
            text = t("cmd-error-no-dm")
        elif isinstance(error, app_commands.CheckFailure):
            text = t("cmd-error-check-failed")
        else:
            command = interaction.command.qualified_name if interaction.command else "?"
            if discord_failed(original, f"/{command}"):
                return
            log.error("command /%s failed", command, exc_info=original)
            text = t("apology")
        try:
            await tell(interaction, text)
        except discord.HTTPException:
            log.warning("could not answer interaction %s", interaction.id)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(ErrorHandler(bot))
