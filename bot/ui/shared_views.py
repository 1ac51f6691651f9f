"""Hand views opened by one process for a table another process holds.

Discord sends every DM interaction to shard 0's process, whichever server the table is in: a
player who plays from a DM opens and clicks hand views there, while the table is driven, timed
and presented by the process holding its server's shard. That process alone hears of every
later change, so it must keep the view current: the opening process leaves the view in the
database (``shared_hand_views``: its DM message, or its interaction's token while that
lasts) and the owner takes it over on its next catch-up turn, redrawing it at once if the
table moved on meanwhile. A single process holding every shard never stores anything.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import replace
from datetime import datetime

import discord

from bot.alarms import run_kept
from bot.i18n import DEFAULT_LANGUAGE, Language, parse_language
from bot.tables.handovers import HandedView, HandOvers
from bot.tables.service import TableService
from bot.tables.snapshots import TableStatus
from bot.ui.hand_views import HAND_VIEW_TTL, HandTarget, HandViews, KeptView, dm_view
from bot.ui.queued_writes import Priority

log = logging.getLogger(__name__)


class SharedViews:
    """Hands over the DM views of tables this process does not hold, and takes over those
    other processes opened for tables it holds (a timer-loop side step, run each turn)."""

    def __init__(self, service: TableService, views: HandViews) -> None:
        self.service = service
        self.views = views
        self.handovers = HandOvers(service.sessions, service.shards)
        self._tasks: set[asyncio.Task[None]] = set()
        if not service.shards.everything:
            views.elsewhere = self.share

    def share(
        self,
        table_id: int,
        user_id: int,
        target: HandTarget,
        language: Language,
        version: int | None,
    ) -> None:
        """A view was kept: if it is a DM view of a table another process holds, leave it for
        that process (in the background: the player's answer does not wait for it), with the
        version it shows (None: the table's when it is left)."""
        if not isinstance(target, discord.Interaction) or target.guild_id is not None:
            return  # a server's interactions reach the process holding its shard already
        run_kept(self._share(table_id, user_id, target, language, version), self._tasks)

    async def _share(
        self,
        table_id: int,
        user_id: int,
        interaction: discord.Interaction,
        language: Language,
        version: int | None,
    ) -> None:
        """The version left is the one shown, not the one read here: a move that landed in
        between was not redrawn into this view, so the owner must see that it moved on."""
        try:
            table = await self.service.get(table_id)
            if self.service.shards.holds(table.guild_id):
                return
            row = await stored_view(interaction)
            if row is None:
                return
            await self.handovers.leave(
                replace(
                    row,
                    table_id=table_id,
                    user_id=user_id,
                    language=language.value,
                    version=table.version if version is None else version,
                )
            )
        except Exception:
            log.exception("table %s: could not hand a DM view over to its process", table_id)

    def next_due(self) -> datetime | None:
        return None  # taken on every turn of the timer loop (each second when sharded)

    async def fire_due(self, now: datetime) -> None:
        """Take over the views other processes left for this process's tables."""
        if self.service.shards.everything:
            return
        for row in await self.handovers.take():
            language = parse_language(row.language) or DEFAULT_LANGUAGE
            target = self.views.keep(row.table_id, row.user_id, kept_view(row), language=language)
            table = await self.service.get(row.table_id)
            if table.status is TableStatus.PLAYING and table.version > row.version:
                drawn = self.views.drawn(table, row.user_id, language)
                self.views.queue(row.table_id, row.user_id, target, Priority.OTHER_VIEW, drawn)

    async def idle(self) -> None:
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)


async def stored_view(interaction: discord.Interaction) -> HandedView | None:
    """How another process reaches the view this DM interaction shows: the clicked message
    when the answer edited it (a bot's DM message, editable by id), else the new reply, through
    the interaction's webhook while its token lasts."""
    kind = interaction.response.type
    updated = (
        discord.InteractionResponseType.message_update,
        discord.InteractionResponseType.deferred_message_update,
    )
    clicked = interaction.message
    if kind in updated and clicked is not None and not clicked.flags.ephemeral:
        return HandedView(channel_id=clicked.channel.id, message_id=clicked.id)
    if kind is None:
        return None
    reply = await interaction.original_response()
    return HandedView(
        channel_id=reply.channel.id,
        message_id=reply.id,
        application_id=interaction.application_id,
        token=interaction.token,
    )


def kept_view(row: HandedView) -> KeptView:
    """A view another process left, reached from this one: a bot's DM message by its ids, a
    new reply through its interaction's webhook while the token lasts."""
    if row.token is None or row.application_id is None:
        return dm_view(row.channel_id, row.message_id)
    return KeptView(
        ("dm", row.channel_id),
        "dm",
        row.message_id,
        application_id=row.application_id,
        token=row.token,
        deadline=row.opened_at + HAND_VIEW_TTL,
    )
