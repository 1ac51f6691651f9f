"""Every slash command the bot syncs is one Discord would accept."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

import discord
import simcord

from bot.app import ShardedParlourBot, create_bot
from bot.config import Settings
from tests.cogs.conftest import Server
from tests.cogs.support import parlour, reply, result_text
from tests.support.counting_frontend import counting_catalogue

NAME = re.compile(r"^[-_\w]{1,32}$")


def _check(command: dict[str, Any], path: str, problems: list[str]) -> None:
    name = command["name"]
    if not NAME.match(name) or name != name.lower():
        problems.append(f"{path}{name}: bad name")
    description = command.get("description", "")
    if not 1 <= len(description) <= 100:
        problems.append(f"{path}{name}: description of {len(description)} chars")
    options = command.get("options", [])
    if len(options) > 25:
        problems.append(f"{path}{name}: {len(options)} options")
    seen_optional = False
    for option in options:
        if option["type"] in (1, 2):
            _check(option, f"{path}{name} ", problems)
            continue
        _check({**option, "options": []}, f"{path}{name} ", problems)
        if len(option.get("choices", [])) > 25:
            problems.append(f"{path}{name} {option['name']}: too many choices")
        if option.get("required") and seen_optional:
            problems.append(f"{path}{name} {option['name']}: required after optional")
        seen_optional = seen_optional or not option.get("required")


async def test_every_synced_command_fits_discords_limits(simcord_env: simcord.Env) -> None:
    bot = parlour(simcord_env)
    payloads = [c.to_dict(bot.tree) for c in bot.tree.get_commands()]
    problems: list[str] = []
    for payload in payloads:
        _check(payload, "/", problems)
    assert problems == []
    assert len(payloads) <= 100


async def test_the_commands_players_need_are_synced(simcord_env: simcord.Env) -> None:
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    alice = guild.add_member(simcord_env.create_user("alice"))
    available = set(alice.available_commands(channel))
    for command in (
        "table create",
        "table join",
        "table leave",
        "table addbot",
        "table kick",
        "table start",
        "table abort",
        "table status",
        "table list",
        "hand",
        "play",
        "settings",
    ):
        assert command in available


async def test_dev_guilds_get_the_commands_instantly(settings: Settings) -> None:
    dev = replace(settings, dev_guild_ids=(424242424242424242,))
    bot = create_bot(dev, counting_catalogue())
    async with simcord.run(bot) as env:
        guild = env.create_guild(id=424242424242424242)
        channel = guild.create_text_channel("games")
        alice = guild.add_member(env.create_user("alice"))
        assert "table create" in alice.available_commands(channel)
        assert bot.tree.get_commands(guild=discord.Object(424242424242424242))


async def test_a_sharded_process_serves_its_guilds(settings: Settings) -> None:
    sharded = replace(settings, shard_count=2, shard_ids=(0, 1))
    bot = create_bot(sharded, counting_catalogue())
    assert isinstance(bot, ShardedParlourBot)
    async with simcord.run(bot) as env:
        guild = env.create_guild(shard_id=1)
        channel = guild.create_text_channel("games")
        alice = guild.add_member(env.create_user("alice"))
        result = await alice.slash(channel, "table create", game="counting")
        assert reply(result).embeds[0].title == "Counting — table #1"


def test_a_rest_and_gateway_proxy_can_be_configured(settings: Settings) -> None:
    route, gateway = discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    proxied = replace(
        settings, api_base_url="http://127.0.0.1:8080/api/v10/", gateway_url="ws://127.0.0.1:8081/"
    )
    try:
        create_bot(proxied, counting_catalogue())
        assert discord.http.Route.BASE == "http://127.0.0.1:8080/api/v10"
        assert str(discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY) == "ws://127.0.0.1:8081/"
    finally:
        discord.http.Route.BASE = route
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = gateway


async def test_a_timer_written_with_a_superscript_digit_is_refused_politely(
    server: Server,
) -> None:
    for command in ("table create", "settings"):
        extra = {"game": "counting"} if command == "table create" else {}
        answer = await server.mod.slash(server.channel, command, timer="²m", **extra)
        assert answer.ephemeral and "can't read '²m' as a time" in result_text(answer)
    assert server.env.errors == []
    listed = await server.mod.slash(server.channel, "table list")
    assert "No tables are open" in result_text(listed)
