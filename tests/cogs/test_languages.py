"""Which language the bot answers in, through a simulated Discord: the reader's own setting,
their client's locale, the server's default, and each table's own language."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import discord
import pytest
import simcord
import simcord.interactions

from bot.i18n import Language, t, use_language
from tests.cogs.conftest import Server
from tests.cogs.support import control_names, parlour, public_text, reply, result_text


@contextmanager
def client_locale(member: simcord.MemberActor, locale: str) -> Iterator[None]:
    """SimCord sends every interaction as ``en-US``; this one member's client speaks ``locale``."""
    original: Callable[..., tuple[Any, dict[str, Any]]] = simcord.interactions.base_payload

    def localised(*args: Any, **kwargs: Any) -> tuple[Any, dict[str, Any]]:
        record, payload = original(*args, **kwargs)
        if kwargs.get("user_id") == member.id:
            payload["locale"] = locale
        return record, payload

    simcord.interactions.base_payload = localised
    try:
        yield
    finally:
        simcord.interactions.base_payload = original


def worded(reader: Language, msg_id: str, /, **args: Any) -> str:
    with use_language(reader):
        return t(msg_id, **args)


def lobby_of(result: simcord.InteractionResult) -> discord.Message:
    assert not result.ephemeral
    return reply(result).message


async def test_a_chinese_client_gets_a_chinese_refusal(server: Server) -> None:
    with client_locale(server.bob, "zh-CN"):
        refused = await server.bob.slash(server.channel, "table join")
    assert refused.ephemeral
    assert result_text(refused) == worded(Language.ZH_CN, "lobby-no-table-here")
    assert "没有开着的牌桌" in result_text(refused)
    english = await server.carol.slash(server.channel, "table join")
    assert result_text(english) == t("lobby-no-table-here")


async def test_a_click_is_answered_in_the_clickers_language(server: Server) -> None:
    """Buttons run through their own path (DynamicItems): they learn the language too."""
    lobby = lobby_of(await server.alice.slash(server.channel, "table create", game="counting"))
    with client_locale(server.bob, "hi"):
        rules = await server.bob.click(lobby, label="Rules")
    assert rules.ephemeral
    title = reply(rules).embeds[0].title
    assert title == worded(Language.HI, "lobby-rules-title", game="Counting")
    english = await server.carol.click(lobby, label="Rules")
    assert reply(english).embeds[0].title == "Counting — rules as played here"


async def test_the_personal_setting_makes_replies_welsh_and_automatic_undoes_it(
    server: Server,
) -> None:
    chosen = await server.alice.slash(server.channel, "settings", language="cy")
    assert worded(Language.CY, "settings-language", language="Cymraeg") in result_text(chosen)
    refused = await server.alice.slash(server.channel, "table leave")
    assert result_text(refused) == worded(Language.CY, "lobby-no-table-here")
    with client_locale(server.alice, "zh-CN"):  # the setting wins over the client's language
        refused = await server.alice.slash(server.channel, "table leave")
    assert result_text(refused) == worded(Language.CY, "lobby-no-table-here")

    await server.alice.slash(server.channel, "settings", language="auto")
    refused = await server.alice.slash(server.channel, "table leave")
    assert result_text(refused) == t("lobby-no-table-here")


async def test_a_table_created_in_swahili_speaks_swahili_to_everyone(server: Server) -> None:
    lobby = lobby_of(
        await server.alice.slash(server.channel, "table create", game="counting", language="sw")
    )
    text = public_text(lobby)
    assert worded(Language.SW, "lobby-footer-range", low=2, high=4) in text
    assert "Wachezaji" in text and "Join" not in text
    labels = control_names(lobby)
    assert labels == ["Jiunge", "Ondoka", "Ongeza AI", "Anza", "Sheria", "Chagua kiti…"]
    assert (await parlour(server.env).service.get(1)).rules.language is Language.SW
    # an English reader's click redraws it, still in Swahili; their own reply stays English
    joined = await server.bob.click(lobby, label="Jiunge")
    assert "seat 2" in result_text(joined)
    redrawn = next(m for m in server.channel.history() if m.id == lobby.id)
    assert worded(Language.SW, "lobby-footer-range", low=2, high=4) in public_text(redrawn)


async def test_a_servers_welsh_reaches_private_replies_past_an_english_app(
    server: Server,
) -> None:
    """Every Welsh speaker's Discord app is in English (Discord offers no Welsh): counted as
    a choice, it kept the server's Welsh from everybody's private replies."""
    await server.mod.slash(server.channel, "settings", server_language="cy")
    welsh = await server.bob.slash(server.channel, "table join")  # SimCord's app: en-US
    assert result_text(welsh) == worded(Language.CY, "lobby-no-table-here")
    with client_locale(server.carol, "hi"):
        hindi = await server.carol.slash(server.channel, "table join")
    assert result_text(hindi) == worded(Language.HI, "lobby-no-table-here")
    await server.dave.slash(server.channel, "settings", language="en")
    english = await server.dave.slash(server.channel, "table join")
    assert result_text(english) == t("lobby-no-table-here")


async def test_the_server_language_sets_new_tables_language(server: Server) -> None:
    refused = await server.alice.slash(server.channel, "settings", server_language="zh-TW")
    assert result_text(refused) == t("settings-server-only")
    done = await server.mod.slash(server.channel, "settings", server_language="zh-TW")
    chosen = worded(Language.ZH_TW, "settings-server-language", language="繁體中文")
    assert chosen in result_text(done)  # an English app counts as no choice where the server chose
    lobby = lobby_of(await server.alice.slash(server.channel, "table create", game="counting"))
    assert worded(Language.ZH_TW, "lobby-footer-range", low=2, high=4) in public_text(lobby)
    assert (await parlour(server.env).service.get(1)).rules.language is Language.ZH_TW
    # a table's own choice still wins over the server's
    other = server.guild.create_text_channel("more")
    await server.alice.slash(other, "table create", game="counting", language="en")
    assert (await parlour(server.env).service.get(2)).rules.language is Language.EN


@pytest.mark.parametrize("locale", ["zh-CN", "zh-TW", "hi"])
async def test_synced_commands_carry_their_localisations(server: Server, locale: str) -> None:
    """What the bot sent Discord when it synced: names and descriptions per locale."""
    registered = server.env.backend.commands[None]
    table = next(c for (name, _), c in registered.items() if name == "table")
    assert table["name_localizations"][locale]
    create = next(o for o in table["options"] if o["name"] == "create")
    assert create["description_localizations"][locale]
    game = next(o for o in create["options"] if o["name"] == "game")
    assert game["name_localizations"][locale]


async def test_a_dm_follows_the_client_language_last_seen_then_the_setting(
    server: Server,
) -> None:
    """A DM has no interaction to tell a locale: it goes by the reader's last one (their own
    setting still first). Here the turn DMs of a table at a correspondence pace."""
    created = await server.alice.slash(server.channel, "table create", game="counting", timer="1h")
    with client_locale(server.bob, "zh-CN"):
        await server.bob.slash(server.channel, "settings", dm="on")
        await server.bob.click(reply(created).message, label="Join")
    await server.alice.click(reply(created).message, label="Start")
    await server.alice.slash(server.channel, "play", cards="1")
    texts = [m.content for m in server.bob.user.dm_channel.history()]
    assert any(text.startswith("牌桌 #1 轮到你了") for text in texts), texts

    await server.bob.slash(server.channel, "settings", language="cy")  # from an English client
    await server.bob.slash(server.channel, "play", cards="1")
    await server.alice.slash(server.channel, "play", cards="1")
    latest = server.bob.user.dm_channel.history()[-1].content
    assert latest.startswith(worded(Language.CY, "table-turn-dm", table=1, link="")), latest
