"""Shengji's table options through a simulated Discord: what ``/table create`` refuses, and
tables stored with a value no longer offered."""

from __future__ import annotations

from collections.abc import Callable

import discord
import pytest

from bot.errors import NotFound
from bot.i18n import Language, t, use_language
from storage.models import GameTable
from tests.cogs.conftest import Server
from tests.cogs.shengji_support import TABLE_TITLE, table_message
from tests.cogs.shengji_support import build_bot as build_bot  # conftest's make_bot uses it
from tests.cogs.support import parlour, public_text, reply, result_text, table_now


async def test_an_odd_throw_penalty_is_refused_privately_in_the_hosts_language_and_opens_nothing(
    server: Server,
) -> None:
    """Scores move in fives (rule 12): ``throw_penalty=7`` would make totals no hand can
    reach, so the host is told privately, in their language, and no table is opened."""
    await server.alice.slash(server.channel, "settings", language="cy")
    welsh = await server.alice.slash(
        server.channel, "table create", game="shengji", options="throw_penalty=7"
    )
    english = await server.bob.slash(
        server.channel, "table create", game="shengji", options="throw_penalty=7"
    )
    assert welsh.ephemeral and english.ephemeral
    with use_language(Language.CY):
        expected = t("option-error-multiple-of", key="throw_penalty", value="7", step=5)
    assert result_text(welsh) == expected and "lluosrifau o 5" in expected
    assert result_text(english) == "Option `throw_penalty` takes only multiples of 5, not '7'."
    assert server.channel.threads == [] and server.channel.history() == []
    with pytest.raises(NotFound):
        await table_now(server)


async def test_a_lobby_stored_with_an_odd_throw_penalty_still_starts_with_it(
    server: Server, make_bot: Callable[[], discord.Client]
) -> None:
    """A table opened before the penalty took multiples of 5 only keeps its penalty: loading
    it, showing its rules and starting it are no stricter than creating it was then."""
    created = await server.alice.slash(
        server.channel, "table create", game="shengji", options="throw_penalty=15", timer="off"
    )
    assert not created.ephemeral and "throw_penalty=15" in public_text(reply(created).message)
    async with parlour(server.env).service.sessions() as session, session.begin():
        stored = await session.get(GameTable, 1)
        assert stored is not None
        stored.options = {**stored.options, "throw_penalty": 7}
    await server.env.restart_bot(make_bot())

    lobby = table_message(server.channel)
    assert TABLE_TITLE in public_text(lobby) and "throw_penalty=7" in public_text(lobby)
    rules = await server.bob.click(lobby, label="Rules")
    assert rules.ephemeral and reply(rules).embeds, result_text(rules)
    for _ in range(3):
        await server.alice.click(lobby, label="Add AI")
    started = await server.alice.click(lobby, label="Start")
    assert "started" in result_text(started), result_text(started)
    assert (await table_now(server)).state.rules.throw_penalty == 7
