"""Where tables live going away: a deleted channel or thread, a server the bot was removed from.

A table whose channel is gone can't be seen, played or aborted by anyone, yet it would go on
running its timers and counting toward its host's limit of live tables: it is closed as
aborted, without a result. A deleted thread only held the play-by-play: the game goes on, its
lines in the table's channel. Deletions made while the bot was away are found when it is back.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import TYPE_CHECKING

import discord
from discord.ext import commands

from bot.errors import PlayerError
from bot.tables.snapshots import TableSnapshot

if TYPE_CHECKING:
    from bot.app import ParlourBot

log = logging.getLogger(__name__)


class Places(commands.Cog):
    def __init__(self, bot: ParlourBot) -> None:
        self.bot = bot

    @commands.Cog.listener()
    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        tables = await self.bot.service.live_in_channel(channel.id)
        await self._close({channel.id}, [t.id for t in tables if t.channel_id == channel.id])

    @commands.Cog.listener()
    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        for table in await self.bot.service.live_in_channel(payload.thread_id):
            if table.thread_id == payload.thread_id:
                await self.bot.presenter.writes.unthread(table.id)

    @commands.Cog.listener()
    async def on_guild_remove(self, guild: discord.Guild) -> None:
        tables = await self.bot.service.live_in_guild(guild.id)
        await self._close(_channels_of(tables), [t.id for t in tables])

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        """Back after a while away: the tables in channels deleted meanwhile are closed. A
        server not in the cache is left alone (it may only be unavailable for a moment)."""
        gone: dict[int, list[int]] = {}
        for table_id, guild_id, channel_id in await self.bot.service.live_places():
            guild = self.bot.get_guild(guild_id)
            if guild is not None and guild.get_channel(channel_id) is None:
                gone.setdefault(channel_id, []).append(table_id)
        for channel_id, table_ids in gone.items():
            await self._close({channel_id}, table_ids)

    async def _close(self, channel_ids: set[int], table_ids: Iterable[int]) -> None:
        presenter = self.bot.presenter
        presenter.gone |= channel_ids
        try:
            for table_id in table_ids:
                try:
                    await self.bot.service.close_unreachable(table_id)
                except PlayerError:
                    continue  # it ended meanwhile
                log.info("table %s closed: its channel or server is gone", table_id)
        finally:
            presenter.gone -= channel_ids


def _channels_of(tables: Iterable[TableSnapshot]) -> set[int]:
    return {t.channel_id for t in tables}


async def setup(bot: ParlourBot) -> None:
    await bot.add_cog(Places(bot))
