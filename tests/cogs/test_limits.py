"""Fair limits through Discord: polite refusals, and posts that ping only whom they mean to."""

from __future__ import annotations

from dataclasses import replace

import discord
import pytest

from bot.config import Settings
from tests.cogs.conftest import Server
from tests.cogs.support import reply, result_text


@pytest.fixture
def settings(settings: Settings) -> Settings:
    return replace(settings, max_tables_per_host=1, max_tables_per_server=2)


async def test_a_host_past_their_limit_is_refused_politely_and_privately(server: Server) -> None:
    first = await server.alice.slash(server.channel, "table create", game="counting")
    assert not first.ephemeral
    again = await server.alice.slash(server.channel, "table create", game="counting")
    assert again.ephemeral and "You already host an open table here" in result_text(again)


async def test_a_full_server_is_refused_politely_and_privately(server: Server) -> None:
    await server.alice.slash(server.channel, "table create", game="counting")
    await server.bob.slash(server.channel, "table create", game="counting")
    third = await server.carol.slash(server.channel, "table create", game="counting")
    assert third.ephemeral and "This server already has 2 open tables" in result_text(third)


async def test_a_player_named_everyone_pings_nobody(server: Server) -> None:
    role = server.guild.create_role("Players", mentionable=True)
    loud = server.guild.add_member(
        server.env.create_user("loud"), nick=f"@everyone @here <@&{role.id}>"
    )
    created = await server.alice.slash(server.channel, "table create", game="counting")
    message = reply(created).message
    await loud.click(message, label="Join")
    await loud.click(message, label="Leave")
    posts = [m for c in (server.channel, *server.channel.threads) for m in c.history()]
    named = [m for m in posts if "everyone" in m.content]
    assert len(named) == 2, [m.content for m in posts]  # "… joined." and "… left."
    for post in posts:
        stored = server.env.backend.get_message(post.channel.id, post.id)
        assert not post.mention_everyone, post.content
        assert (stored.ping_user_ids, stored.ping_role_ids) == ([], []), post.content


def test_the_bot_pings_nobody_unless_a_message_names_whom(simcord_bot: discord.Client) -> None:
    """The client-wide default: only posts that list users (turn pings) ping anyone."""
    allowed = simcord_bot.allowed_mentions
    assert allowed is not None
    assert (allowed.everyone, allowed.users, allowed.roles, allowed.replied_user) == (
        False,
        False,
        False,
        False,
    )


async def test_a_turn_post_pings_exactly_the_player_whose_turn_it_is(server: Server) -> None:
    created = await server.alice.slash(server.channel, "table create", game="counting")
    await server.bob.click(reply(created).message, label="Join")
    await server.alice.slash(server.channel, "table start")
    posts = [m for thread in server.channel.threads for m in thread.history()]
    turns = [m for m in posts if "your turn" in m.content]
    assert turns, [m.content for m in posts]
    for post in turns:
        stored = server.env.backend.get_message(post.channel.id, post.id)
        assert len(stored.ping_user_ids) == 1 and stored.ping_role_ids == []
        assert stored.ping_user_ids[0] in (server.alice.id, server.bob.id)
        assert not post.mention_everyone
