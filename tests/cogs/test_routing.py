"""Buttons keep working however long a table lasts."""

from __future__ import annotations

import re

import discord
import pytest
import simcord.backend.errors

from bot.i18n import t
from bot.ui.hand_views import REPLACED
from tests.cogs.conftest import Server
from tests.cogs.forgery import forge, snapshot, unsign
from tests.cogs.support import bot_member, components, parlour, reply, result_text
from tests.cogs.test_lobby import lobby_message


async def test_controls_still_work_after_old_hand_views_time_out(server: Server) -> None:
    created = await server.alice.slash(server.channel, "table create", game="counting", timer="off")
    await server.bob.click(reply(created).message, label="Join")
    await server.alice.click(lobby_message(server), label="Start")
    first = await server.alice.click(lobby_message(server), label="Your hand")
    assert first.ephemeral
    await server.env.advance_time(16 * 60)  # discord.py gives ephemeral views 15 minutes
    again = await server.alice.click(lobby_message(server), label="Your hand")
    assert again.ephemeral and "Total 0 of 10" in result_text(again)
    await server.alice.click(reply(again).message, label="+1")
    assert (await parlour(server.env).service.get(1)).state.total == 1


async def test_without_thread_permission_a_channel_holds_one_table(server: Server) -> None:
    quiet = server.guild.create_text_channel(
        "quiet",
        overwrites={
            bot_member(server.guild): discord.PermissionOverwrite(create_public_threads=False)
        },
    )
    first = await server.alice.slash(quiet, "table create", game="counting", timer="off")
    assert not first.ephemeral and quiet.threads == []
    second = await server.bob.slash(quiet, "table create", game="counting")
    assert second.ephemeral and "already has a table" in result_text(second)
    assert "- **Create Public Threads**" in result_text(second)  # what would allow a second
    await server.bob.click(reply(first).message, label="Join")
    assert any("bob joined." in m.content for m in quiet.history())  # lines go to the channel


async def test_a_rematch_in_a_taken_thread_less_channel_points_to_another_channel(
    server: Server,
) -> None:
    quiet = server.guild.create_text_channel(
        "quiet",
        overwrites={
            bot_member(server.guild): discord.PermissionOverwrite(create_public_threads=False)
        },
    )
    made = await server.alice.slash(
        quiet, "table create", game="counting", options="target=3 seats=2", timer="off"
    )
    await server.bob.click(reply(made).message, label="Join")
    await server.alice.click(reply(made).message, label="Start")
    table = reply(made).message
    hand = await server.alice.click(table, label="Your hand")
    await server.alice.click(reply(hand).message, label="+2")
    theirs = await server.bob.click(table, label="Your hand")
    await server.bob.click(reply(theirs).message, label="+1")
    other = await server.carol.slash(quiet, "table create", game="counting")
    assert not other.ephemeral  # the first one finished: the channel is free again
    again = await server.bob.click(table, label="Rematch")
    assert again.ephemeral and "already has a table" in result_text(again)
    assert "use `/table create` in another channel" in result_text(again)


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


async def test_controls_drawn_before_owners_were_carried_answer_with_a_fresh_hand(
    server: Server,
) -> None:
    created = await server.alice.slash(server.channel, "table create", game="counting", timer="off")
    await server.bob.click(reply(created).message, label="Join")
    await server.alice.click(lobby_message(server), label="Start")
    pressed = await server.alice.click(lobby_message(server), label="Your hand")
    unsign(server.env, reply(pressed).message)
    view = reply(pressed).message
    before = snapshot(view)
    legacy = next(c["custom_id"] for c in components(view) if c.get("label") == "+1")
    assert re.fullmatch(r"pl:b:1:\d+:[^:]+", legacy)
    for clicker in (server.bob, server.alice):
        assert snapshot(reply(pressed).message) == before  # nobody else's click touches it
        answer = await forge(clicker, view, legacy)
        assert answer.ephemeral and "Total 0 of 10" in result_text(answer)
        assert reply(answer).message.id != view.id  # a new reply, not an edit of the view
    await parlour(server.env).presenter.idle()
    # her fresh hand is the view kept from then on: the old one is closed as replaced
    assert reply(pressed).message.content == t(REPLACED)
    assert (await parlour(server.env).service.get(1)).state.total == 0


async def test_every_table_option_stops_at_the_databases_largest_number(server: Server) -> None:
    """Discord's integers reach 2**53; a table number past the database's column was a
    traceback on PostgreSQL. Discord's clients (and SimCord) refuse one past the range."""
    tree = parlour(server.env).tree
    found = [
        (command.qualified_name, parameter.max_value)
        for command in tree.walk_commands()
        if isinstance(command, discord.app_commands.Command)
        for parameter in command.parameters
        if parameter.name == "table"
    ]
    assert len(found) >= 12
    assert {limit for _, limit in found} == {2**31 - 1}, found
    with pytest.raises(simcord.backend.errors.OptionError):
        await server.alice.slash(server.channel, "table status", table=2**31)
