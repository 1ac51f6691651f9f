"""Where a table lives: a channel the bot may not post in, and a channel, thread or server
going away (the table closes, or its lines move)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

import discord
import pytest
import simcord

from bot.tables.service import TableService
from bot.tables.snapshots import Person, TableSnapshot, TableStatus
from storage.repositories import TableRepository
from tests.cogs.conftest import Server
from tests.cogs.support import bot_member, parlour, reply, result_text, table_now
from tests.cogs.test_lobby import lobby_message, table_thread
from tests.cogs.test_views import start_two


async def open_in(server: Server, room: simcord.ChannelHandle) -> int:
    created = await server.alice.slash(room, "table create", game="counting", timer="off")
    assert not created.ephemeral, result_text(created)
    tables = await parlour(server.env).service.live_in_channel(room.id)
    return tables[-1].id


async def test_a_deleted_channel_closes_its_tables_without_a_result_and_frees_the_host(
    server: Server,
) -> None:
    room = server.guild.create_text_channel("back-room")
    limit = parlour(server.env).settings.max_tables_per_host
    opened = [await open_in(server, room) for _ in range(limit)]
    refused = await server.alice.slash(server.channel, "table create", game="counting")
    assert refused.ephemeral and "already host" in result_text(refused)
    server.env.backend.delete_channel(room.id)
    await server.env.settle()
    for table_id in opened:
        assert (await table_now(server, table_id)).status is TableStatus.ABORTED
    created = await server.alice.slash(server.channel, "table create", game="counting")
    assert not created.ephemeral, result_text(created)
    listed = await server.alice.slash(server.channel, "table list")
    assert "back-room" not in result_text(listed)
    assert [t.id for t in await parlour(server.env).service.live_in_guild(server.guild.id)] == [
        limit + 1
    ]


async def test_a_game_whose_channel_is_deleted_stops_its_timers(server: Server) -> None:
    created = await server.alice.slash(
        server.channel, "table create", game="counting", options="seats=2", timer="60"
    )
    await server.bob.click(reply(created).message, label="Join")
    await server.alice.click(lobby_message(server), label="Start")
    assert await timer_due(server) is not None
    server.env.backend.delete_channel(server.channel.id)
    await server.env.settle()
    assert (await table_now(server)).status is TableStatus.ABORTED
    assert await timer_due(server) is None


async def timer_due(server: Server) -> datetime | None:
    async with parlour(server.env).service.sessions() as session:
        row = await TableRepository(session).get(1)
        assert row is not None
        return row.timer_due_at


async def test_a_server_that_removed_the_bot_has_its_tables_closed(server: Server) -> None:
    await start_two(server)
    await open_in(server, server.guild.create_text_channel("other"))
    server.env.backend.remove_guild(server.guild.id)
    await server.env.settle()
    for table_id in (1, 2):
        assert (await table_now(server, table_id)).status is TableStatus.ABORTED


async def test_a_channel_deleted_while_the_bot_was_away_is_found_when_it_is_back(
    server: Server, make_bot: Callable[[], discord.Client], monkeypatch: pytest.MonkeyPatch
) -> None:
    room = server.guild.create_text_channel("back-room")
    table_id = await open_in(server, room)
    await open_in(server, server.channel)
    backend = server.env.backend
    with monkeypatch.context() as away:  # the deletion's event never reaches the bot
        away.setattr(backend, "emit", lambda *_args, **_kwargs: None)
        backend.delete_channel(room.id)
    await server.env.restart_bot(make_bot())
    await server.env.settle()
    assert (await table_now(server, table_id)).status is TableStatus.ABORTED
    assert (await table_now(server, table_id + 1)).status is TableStatus.OPEN


async def test_a_deleted_thread_leaves_the_game_going_with_its_lines_in_the_channel(
    server: Server,
) -> None:
    await start_two(server)
    server.env.backend.delete_channel(table_thread(server).id)
    await server.env.settle()
    table = await table_now(server)
    assert table.status is TableStatus.PLAYING and table.thread_id is None
    await server.alice.slash(server.channel, "play", cards="1")
    said = server.channel.history()[-1].content
    assert said == f"alice adds 1 → 1. {server.bob.mention} — your turn."


async def test_a_table_is_refused_where_the_bot_may_not_post_naming_what_it_lacks(
    server: Server,
) -> None:
    mute = discord.PermissionOverwrite(send_messages=False, embed_links=False)
    room = server.guild.create_text_channel("mute", overwrites={bot_member(server.guild): mute})
    refused = await server.alice.slash(room, "table create", game="counting")
    assert refused.ephemeral
    assert "I need these permissions here.\n- **Send Messages**\n- **Embed Links**\n" in (
        result_text(refused)
    )
    assert await parlour(server.env).service.live_in_guild(server.guild.id) == []


async def test_a_table_whose_message_could_not_be_posted_is_closed(server: Server) -> None:
    server.env.inject_error(
        "POST", "/interactions/*/callback", status=404, code=10062, message="Unknown interaction"
    )
    await server.alice.slash(server.channel, "table create", game="counting")
    assert (await table_now(server)).status is TableStatus.ABORTED
    again = await server.alice.slash(server.channel, "table create", game="counting")
    assert not again.ephemeral, result_text(again)


async def test_without_read_message_history_a_channel_holds_one_table(server: Server) -> None:
    """Discord starts a thread from a message only with Read Message History: without it the
    table has no thread, so a second one would share the channel's lines."""
    unread = discord.PermissionOverwrite(read_message_history=False)
    room = server.guild.create_text_channel("unread", overwrites={bot_member(server.guild): unread})
    first = await server.alice.slash(room, "table create", game="counting")
    assert not first.ephemeral and room.threads == []
    second = await server.bob.slash(room, "table create", game="counting")
    assert second.ephemeral and "already has a table" in result_text(second)
    assert "for that I need this permission.\n- **Read Message History**\n" in (result_text(second))


async def test_a_restart_shows_again_what_the_run_before_could_not_and_closes_unposted_tables(
    server: Server, make_bot: Callable[[], discord.Client]
) -> None:
    """The run before may have stopped between a change and its paced redraw (here: its
    last edits refused), and a table whose opening it cut short was never posted."""
    await start_two(server)
    message = lobby_message(server)
    server.env.inject_error(
        "PATCH", f"/channels/{server.channel.id}/messages/*", status=403, code=50001, times=None
    )
    await server.alice.slash(server.channel, "play", cards="1")
    await server.env.settle()
    assert "Total 0" in (lobby_message(server).embeds[0].description or "")
    bob = Person(server.bob.id, "bob")
    unposted = await parlour(server.env).service.create(
        server.guild.id, server.channel.id, bob, "counting"
    )
    server.env.backend.faults.clear()
    await server.env.advance_time(61)  # younger, it could be another process's being posted
    await server.env.restart_bot(make_bot())
    await server.env.settle()
    await server.env.advance_time(3)
    shown = lobby_message(server)
    assert shown.id == message.id and "Total 1" in (shown.embeds[0].description or "")
    assert (await table_now(server, unposted.id)).status is TableStatus.ABORTED
    assert (await table_now(server)).status is TableStatus.PLAYING


async def test_a_table_whose_message_could_not_be_stored_is_closed_and_taken_back(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Its message would never change whatever happened at the table."""

    async def refused(*_args: object) -> None:
        raise RuntimeError("the database is gone for a moment")

    monkeypatch.setattr(TableService, "set_message", refused)
    created = await server.alice.slash(server.channel, "table create", game="counting")
    assert "Nothing was changed" in result_text(created)
    assert (await table_now(server)).status is TableStatus.ABORTED
    assert not [m for m in server.channel.history() if m.embeds]  # the message is gone


async def test_a_table_that_cannot_be_read_does_not_stop_a_restart(
    server: Server, make_bot: Callable[[], discord.Client], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The restart's look at the tables written last passes over one it cannot read (a
    stored game that no longer loads), as the resume does."""
    await start_two(server)
    other = await parlour(server.env).service.create(
        server.guild.id, server.channel.id, Person(server.bob.id, "bob"), "counting"
    )
    await parlour(server.env).service.set_message(other.id, 1)
    read = TableService.get

    async def unreadable(service: TableService, table_id: int) -> TableSnapshot:
        if table_id == other.id:
            raise ValueError("a stored game that no longer loads")
        return await read(service, table_id)

    monkeypatch.setattr(TableService, "get", unreadable)
    await server.env.restart_bot(make_bot())
    await server.env.settle()
    await server.alice.slash(server.channel, "play", cards="1")
    assert (await table_now(server)).state.total == 1
