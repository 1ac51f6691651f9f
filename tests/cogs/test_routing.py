"""Buttons keep working however long a table lasts."""

from __future__ import annotations

import discord

from tests.cogs.conftest import Server
from tests.cogs.support import result_text
from tests.cogs.test_lobby import lobby_message


async def test_controls_still_work_after_old_hand_views_time_out(server: Server) -> None:
    created = await server.alice.slash(server.channel, "table create", game="counting", timer="off")
    await server.bob.click(created.response.message, label="Join")
    await server.alice.click(lobby_message(server), label="Start")
    first = await server.alice.click(lobby_message(server), label="Your hand")
    assert first.ephemeral
    await server.env.advance_time(16 * 60)  # discord.py gives ephemeral views 15 minutes
    again = await server.alice.click(lobby_message(server), label="Your hand")
    assert again.ephemeral and "Total 0 of 10" in result_text(again)
    await server.alice.click(again.response.message, label="+1")
    assert (await server.env.bot.service.get(1)).state.total == 1


async def test_without_thread_permission_a_channel_holds_one_table(server: Server) -> None:
    quiet = server.guild.create_text_channel(
        "quiet",
        overwrites={server.guild.me: discord.PermissionOverwrite(create_public_threads=False)},
    )
    first = await server.alice.slash(quiet, "table create", game="counting", timer="off")
    assert not first.ephemeral and quiet.threads == []
    second = await server.bob.slash(quiet, "table create", game="counting")
    assert second.ephemeral and "already has a table" in result_text(second)
    await server.bob.click(first.response.message, label="Join")
    assert any("bob joined." in m.content for m in quiet.history())  # lines go to the channel


async def test_a_channel_with_threads_holds_several_tables(server: Server) -> None:
    for player in (server.alice, server.bob):
        made = await player.slash(server.channel, "table create", game="counting")
        assert not made.ephemeral
    assert [t.name for t in server.channel.threads] == ["#1 Counting", "#2 Counting"]
    ambiguous = await server.carol.slash(server.channel, "table join")
    assert ambiguous.ephemeral and "Several tables are here" in result_text(ambiguous)
    joined = await server.carol.slash(server.channel, "table join", table=2)
    assert "seat 2 at table #2" in result_text(joined)
    in_thread = await server.dave.slash(server.channel.threads[0], "table join")
    assert "table #1" in result_text(in_thread)
