"""``/help`` and ``/rules``: how tables work, and each game's rules as this bot plays them."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import PlayerError
from bot.games.options import option_reference
from bot.i18n import t
from bot.render.help import (
    help_document,
    options_heading,
    options_text,
    options_title,
    rules_summary,
    rules_title,
)
from bot.render.titles import game_title
from bot.ui.access import can_view
from bot.ui.autocomplete import game_autocomplete, game_named
from bot.ui.command_names import worded
from bot.ui.pages import Document, PageButton, send_document

if TYPE_CHECKING:
    from bot.app import ParlourBot
    from bot.tables.snapshots import TableSnapshot


class Help(commands.Cog):
    def __init__(self, bot: ParlourBot) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(PageButton)
        self.bot.page_source = self.document

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(PageButton)
        self.bot.page_source = None

    @worded
    @app_commands.command(name="help")
    async def help(self, interaction: discord.Interaction) -> None:
        await send_document(interaction, "help", await self.document(interaction, "help"))

    @worded
    @app_commands.command(name="rules")
    @app_commands.autocomplete(game=game_autocomplete)
    async def rules(self, interaction: discord.Interaction, game: str | None = None) -> None:
        topic = await self._rules_topic(interaction, game)
        await send_document(interaction, topic, await self.document(interaction, topic))

    async def _rules_topic(self, interaction: discord.Interaction, game: str | None) -> str:
        """``rules.<game>`` or, where a table of that game is here, ``rules.<game>.<table>``."""
        here: list[TableSnapshot] = []
        if interaction.guild_id is not None and interaction.channel_id is not None:
            here = await self.bot.service.live_in_channel(interaction.channel_id)
        if game is None:
            if len(here) != 1:
                raise PlayerError("lobby-rules-which-game")
            game = here[0].game
        game = game_named(self.bot.service.games, game).name  # refuses an unknown game politely
        tables = [t for t in here if t.game == game]
        return f"rules.{game}.{tables[0].id}" if len(tables) == 1 else f"rules.{game}"

    async def document(self, interaction: discord.Interaction, topic: str) -> Document:
        """What a topic shows; also drawn again when a page button is pressed."""
        if topic == "help":
            return Document(*help_document())
        kind, game_name, *table = topic.split(".")
        game = self.bot.service.game(game_name)
        if kind == "options":
            return Document(options_title(game), options_text(game))
        at_table = None
        values = {}
        if table and table[0].isdecimal():
            snapshot = await self.bot.service.get(int(table[0]))
            shown = snapshot.game == game.name and can_view(interaction, snapshot)
            if shown and snapshot.guild_id == interaction.guild_id:
                at_table, values = snapshot.id, dict(snapshot.options)
        listed = "\n".join(
            f"`{spec.key}={spec.show(values.get(spec.key, spec.default))}` — {t(spec.description)}"
            for spec in game.options
        )
        text = rules_summary(game, values) or option_reference(game_title(game), game.options)
        if listed:
            text += f"\n**{options_heading(at_table)}**\n{listed}"
        return Document(rules_title(game), text)


async def setup(bot: ParlourBot) -> None:
    await bot.add_cog(Help(bot))
