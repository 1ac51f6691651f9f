"""A table in a channel a member can't view is, for that member, no table at all: they can't
see it, list it, join it, look at a hand there or act there, by command or by button."""

from __future__ import annotations

import discord
import simcord

from bot.tables.snapshots import Person
from tests.cogs.conftest import Server
from tests.cogs.forgery import forge, forged_values
from tests.cogs.support import bot_member, components, parlour, result_text, title

NO_TABLE = "There is no table #1."


def private_channel(server: Server, *, threads: bool) -> simcord.ChannelHandle:
    """Only alice, bob and the Mods see it; the bot too (and may make threads, or not)."""
    hidden = discord.PermissionOverwrite(view_channel=False)
    shown = discord.PermissionOverwrite(view_channel=True)
    mods = server.guild.roles["Mods"]
    bot = discord.PermissionOverwrite(view_channel=True, create_public_threads=threads)
    return server.guild.create_text_channel(
        "back-room",
        overwrites={
            server.guild.default_role: hidden,
            server.alice: shown,
            server.bob: shown,
            mods: shown,
            bot_member(server.guild): bot,
        },
    )


async def open_private_table(server: Server, *, threads: bool) -> simcord.ChannelHandle:
    room = private_channel(server, threads=threads)
    await server.alice.slash(room, "table create", game="counting", timer="off")
    assert bool(room.threads) == threads
    return room


async def refused(result: simcord.InteractionResult) -> None:
    assert result.ephemeral and result_text(result) == NO_TABLE


async def check_outsider_is_kept_out(server: Server, room: simcord.ChannelHandle) -> None:
    carol = server.carol
    lobby = lobby_message_in(room)
    await refused(await carol.slash(server.channel, "table status", table=1))
    await refused(await carol.slash(server.channel, "table join", table=1))
    listed = await carol.slash(server.channel, "table list")
    assert "#1" not in result_text(listed) and "No tables are open" in result_text(listed)
    for control in components(lobby):  # Join, Start, the seat menu … or Your hand, I'm back
        custom_id, values = control["custom_id"], forged_values(control)
        await refused(await forge(carol, lobby, custom_id, values, sent_from=server.channel))
        # from a DM too, where the bot cannot look the member up (table buttons are never there)
        dm = carol.user.dm_channel
        await refused(await forge(carol, lobby, custom_id, values, sent_from=dm))
    table = await parlour(server.env).service.get(1)
    assert table.seat_of(carol.id) is None


def lobby_message_in(room: simcord.ChannelHandle) -> discord.Message:
    return next(m for m in room.history() if m.embeds and "table #1" in title(m.embeds[0]))


async def test_a_member_who_cannot_view_the_channel_cannot_see_list_or_join_its_table(
    server: Server,
) -> None:
    room = await open_private_table(server, threads=False)
    await check_outsider_is_kept_out(server, room)
    joined = await server.bob.slash(server.channel, "table join", table=1)
    assert "seat 2 at table #1" in result_text(joined)  # bob may view the room
    listed = await server.mod.slash(server.channel, "table list")
    assert "#1" in result_text(listed)  # the Mods' role may view it too


async def test_a_table_in_a_thread_of_a_private_channel_stays_hidden_while_in_play(
    server: Server,
) -> None:
    room = await open_private_table(server, threads=True)
    await server.bob.slash(room.threads[0], "table join")
    await server.alice.click(lobby_message_in(room), label="Start")
    await check_outsider_is_kept_out(server, room)
    await refused(await server.carol.slash(server.channel, "hand", table=1))
    await refused(await server.carol.slash(server.channel, "play", cards="1", table=1))
    hand = await server.bob.slash(server.channel, "hand", table=1)
    assert hand.ephemeral and "Total 0 of 10" in result_text(hand)


async def test_a_seated_member_who_lost_sight_of_the_channel_cannot_act_there(
    server: Server,
) -> None:
    """carol sits down while she may see the room (here: the service seats her), then can't."""
    room = await open_private_table(server, threads=True)
    service = parlour(server.env).service
    await service.join(1, Person(server.carol.id, "carol"))
    await server.alice.click(lobby_message_in(room), label="Start")
    await refused(await server.carol.slash(server.channel, "hand", table=1))
    await refused(await server.carol.slash(server.channel, "play", cards="1", table=1))
    assert (await service.get(1)).state.total == 0
