"""A DM hand view opened by shard 0's process (Discord sends it every DM click) for a table
another process holds is kept current by that other process: two table services with their
hand views, as two processes would run them, over one database."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta
from typing import Any
from unittest.mock import AsyncMock, MagicMock

import discord
import pytest
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from bot.i18n import Language
from bot.tables.handovers import HandedView
from bot.tables.service import Pace, TableService
from bot.tables.shards import Shards
from bot.tables.snapshots import TableSnapshot, TableUpdate
from bot.ui.budget import Budget
from bot.ui.frontend import Message
from bot.ui.hand_views import HAND_VIEW_TTL, HandViews, KeptView
from bot.ui.outboxes import Outboxes
from bot.ui.shared_views import SharedViews, kept_view, stored_view
from storage.models import SharedHandView, utcnow
from tests.support.counting import CountingAI, CountingGame
from tests.support.shard_tables import open_tables

DM_CHANNEL, DM_MESSAGE = 555, 777


def drawn(table: TableSnapshot, user_id: int) -> Message:
    return Message(content=f"table {table.id} v{table.version}")


class Process:
    """What one bot process runs for its shards, with hand views whose edits are recorded."""

    def __init__(self, sessions: async_sessionmaker[AsyncSession], held: int) -> None:
        self.service = TableService(
            sessions,
            {"counting": CountingGame()},
            {"counting": CountingAI()},
            Pace(0.0, 0.0),
            shards=Shards(2, frozenset({held})),
        )
        self.views = HandViews(Outboxes(Budget(window=0)), drawn, self.edit)
        self.edits: list[tuple[int, str | None]] = []
        self.shared = SharedViews(self.service, self.views)
        self.service.listeners.append(self.on_update)

    async def edit(self, view: KeptView, kwargs: dict[str, Any]) -> None:
        self.edits.append((view.message_id, kwargs.get("content")))

    async def on_update(self, update: TableUpdate) -> None:
        self.views.refresh(update.table)  # the presenter's paced refresh, unpaced

    async def settle(self) -> None:
        await self.service.idle()
        await self.shared.idle()
        await self.views.outboxes.idle()

    async def play(self, table_id: int) -> TableSnapshot:
        """The human whose turn it is at the table plays (as a click here would)."""
        table = await self.service.get(table_id)
        game = self.service.game(table.game)
        seat = next(
            s
            for s in table.seats
            if s.position in game.to_act(table.state) and s.user_id is not None
        )
        action = sorted(game.legal_actions(table.state, seat.position), key=repr)[0]
        return await self.service.act(table_id, seat.user_id or 0, action)


def dm_click(message_id: int = DM_MESSAGE) -> MagicMock:
    """A button pressed on a DM hand view, answered by editing that message."""
    interaction = MagicMock(spec=discord.Interaction)
    interaction.guild_id = None
    interaction.response.type = discord.InteractionResponseType.deferred_message_update
    interaction.message.flags.ephemeral = False
    interaction.message.channel.id = DM_CHANNEL
    interaction.message.channel.type = discord.ChannelType.private
    interaction.message.id = message_id
    return interaction


async def _stored(sessions: async_sessionmaker[AsyncSession]) -> int:
    async with sessions() as session:
        return int(await session.scalar(select(func.count()).select_from(SharedHandView)) or 0)


@pytest.mark.parametrize("database_url", ["postgresql"], indirect=True)
async def test_a_dm_view_opened_elsewhere_is_kept_current_by_the_tables_process(
    sessions: async_sessionmaker[AsyncSession],
) -> None:
    table_id = list(await open_tables(sessions, 2, per_shard=1))[1]  # on shard 1
    front, owner = Process(sessions, held=0), Process(sessions, held=1)
    table = await owner.service.get(table_id)
    player = next(s.user_id for s in table.seats if s.user_id is not None)
    since = owner.service.clock() - timedelta(seconds=1)

    # shard 0's process answers the DM click: it keeps the view, and leaves it for the owner
    front.views.keep(table_id, player, dm_click(), language=Language.EN)
    await front.shared.idle()
    assert await _stored(sessions) == 1
    await front.play(table_id)  # the click's move, stored by shard 0's process
    await front.settle()
    assert front.edits == []

    # the owner sees the move, takes the view over (redrawn: the table moved on) and keeps it
    await owner.service.catch_up(since)
    await owner.shared.fire_due(owner.service.clock())
    await owner.settle()
    assert await _stored(sessions) == 0
    version = (await owner.service.get(table_id)).version
    assert owner.edits[-1] == (DM_MESSAGE, f"table {table_id} v{version}")

    # later moves, made and shown by the owner, reach the view opened elsewhere
    after = await owner.play(table_id)
    await owner.settle()
    version = (await owner.service.get(table_id)).version
    assert version >= after.version
    assert owner.edits[-1] == (DM_MESSAGE, f"table {table_id} v{version}")
    assert front.edits == []
    for process in (front, owner):
        await process.service.close()


@pytest.mark.parametrize("database_url", ["postgresql"], indirect=True)
async def test_views_of_tables_held_here_or_in_servers_are_not_handed_over(
    sessions: async_sessionmaker[AsyncSession],
) -> None:
    mine, other = list(await open_tables(sessions, 2, per_shard=1))
    front = Process(sessions, held=0)
    in_server = dm_click()
    in_server.guild_id = 42
    front.views.keep(mine, 1, dm_click(), language=Language.EN)
    front.views.keep(other, 1, in_server, language=Language.EN)
    await front.shared.idle()
    assert await _stored(sessions) == 0
    await front.service.close()


async def test_a_single_process_never_stores_views(
    sessions: async_sessionmaker[AsyncSession],
) -> None:
    service = TableService(
        sessions, {"counting": CountingGame()}, {"counting": CountingAI()}, Pace(0.0, 0.0)
    )
    views = HandViews(Outboxes(Budget(window=0)), drawn, AsyncMock())
    SharedViews(service, views)
    assert views.elsewhere is None


async def test_a_new_dm_reply_is_reached_through_its_token_until_it_expires() -> None:
    interaction = MagicMock(spec=discord.Interaction)
    interaction.response.type = discord.InteractionResponseType.channel_message
    interaction.application_id, interaction.token = 99, "tok"
    reply = MagicMock()
    reply.channel.id, reply.id = DM_CHANNEL, 888
    interaction.original_response = AsyncMock(return_value=reply)
    row = await stored_view(interaction)
    assert row is not None
    assert (row.channel_id, row.message_id, row.token, row.application_id) == (
        DM_CHANNEL,
        888,
        "tok",
        99,
    )
    row = replace(row, opened_at=utcnow() - timedelta(seconds=60))
    view = kept_view(row)
    assert view.deadline is not None
    assert view.deadline == row.opened_at + HAND_VIEW_TTL
    assert (view.application_id, view.token, view.message_id) == (99, "tok", 888)
    plain = kept_view(HandedView(channel_id=DM_CHANNEL, message_id=DM_MESSAGE))
    assert plain.deadline is None
    assert (plain.channel_id, plain.message_id, plain.token) == (DM_CHANNEL, DM_MESSAGE, "")
