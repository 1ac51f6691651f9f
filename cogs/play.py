"""``/hand`` and ``/play``: a player's private side of any table."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.ui.command_names import TableNumber, worded
from cogs.lobby import resolve_table

if TYPE_CHECKING:
    from bot.app import ParlourBot


class Play(commands.Cog):
    def __init__(self, bot: ParlourBot) -> None:
        self.bot = bot

    @worded
    @app_commands.command(name="hand")
    @app_commands.guild_only()
    async def hand(
        self, interaction: discord.Interaction, table: TableNumber | None = None
    ) -> None:
        snapshot = await resolve_table(self.bot, interaction, table, mine=True, acting=True)
        await self.bot.presenter.show_hand(interaction, snapshot)

    @worded
    @app_commands.command(name="play")
    @app_commands.guild_only()
    async def play(
        self,
        interaction: discord.Interaction,
        cards: app_commands.Range[str, 1, 200],
        table: TableNumber | None = None,
    ) -> None:
        snapshot = await resolve_table(self.bot, interaction, table, mine=True, acting=True)
        await self.bot.presenter.play_text(interaction, snapshot, cards)


async def setup(bot: ParlourBot) -> None:
    await bot.add_cog(Play(bot))
