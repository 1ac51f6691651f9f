"""A member clicking too fast at a table is refused politely and privately; nothing is queued,
other members are not slowed, and after the window the member's clicks work again."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import discord
import pytest

from bot.config import Settings
from bot.errors import PlayerError
from bot.i18n import use_language
from bot.i18n.languages import Language
from bot.ui.click_limits import SWEEP_AT, ClickLimits, ClickRate
from tests.cogs.conftest import Server
from tests.cogs.support import reply, result_text

TOO_FAST = "Easy there"


@pytest.fixture
def settings(settings: Settings) -> Settings:
    return replace(settings, clicks_per_member_per_table=3, click_window=60)


async def test_clicks_past_the_limit_are_refused_until_the_window_passes(
    server: Server, simcord_bot: discord.Client
) -> None:
    created = await server.alice.slash(server.channel, "table create", game="counting")
    message = reply(created).message
    for label in ("Join", "Leave", "Join"):
        assert TOO_FAST not in result_text(await server.bob.click(message, label=label))
    refused = await server.bob.click(message, label="Leave")
    assert refused.ephemeral
    assert f"{TOO_FAST}: that's a lot of presses at this table" in result_text(refused)
    assert "wait 60 s" in result_text(refused)
    service: Any = simcord_bot.service  # type: ignore[attr-defined]
    table = (await service.live_in_channel(server.channel.id))[0]
    assert table.seat_of(server.bob.id) is not None  # the refused click did nothing

    # another member at the same table is not slowed down
    assert TOO_FAST not in result_text(await server.carol.click(message, label="Join"))
    await server.env.advance_time(61)
    left = await server.bob.click(message, label="Leave")
    assert TOO_FAST not in result_text(left)
    table = await service.get(table.id)
    assert table.seat_of(server.bob.id) is None


async def test_typed_table_commands_count_like_clicks(
    server: Server, simcord_bot: discord.Client
) -> None:
    """``/play`` (and the other commands acting on a table) share the buttons' allowance:
    typing a move again and again is refused the same way, and the refused move is not made."""
    created = await server.alice.slash(server.channel, "table create", game="counting", timer="off")
    await server.bob.click(reply(created).message, label="Join")
    await server.alice.click(reply(created).message, label="Start")  # alice: 1
    for member in (server.alice, server.bob, server.alice):  # alice: 2, 3; bob: 2
        assert TOO_FAST not in result_text(await member.slash(server.channel, "play", cards="1"))
    service: Any = simcord_bot.service  # type: ignore[attr-defined]
    table = (await service.live_in_channel(server.channel.id))[0]
    before = table.version
    assert TOO_FAST not in result_text(await server.bob.slash(server.channel, "play", cards="1"))
    refused = await server.alice.slash(server.channel, "play", cards="1")
    assert refused.ephemeral
    assert f"{TOO_FAST}: that's a lot of presses at this table" in result_text(refused)
    assert (await service.get(table.id)).version == before + 1  # only bob's move was made
    # a table command other than /play is counted too (alice is out of allowance here)
    assert TOO_FAST in result_text(await server.alice.slash(server.channel, "table back"))
    # reading the table's state is not an action and is not refused
    assert TOO_FAST not in result_text(await server.alice.slash(server.channel, "table status"))

    await server.env.advance_time(61)
    again = await server.alice.slash(server.channel, "play", cards="1")
    assert TOO_FAST not in result_text(again)
    assert (await service.get(table.id)).version == before + 2


def test_the_refusal_says_how_long_to_wait_and_memory_stays_bounded() -> None:
    now = [0.0]
    limits = ClickLimits(ClickRate(clicks=2, window=10.0), clock=lambda: now[0])
    limits.take(1, 7)
    now[0] = 4.0
    limits.take(1, 7)
    with pytest.raises(PlayerError) as refused:
        limits.take(1, 7)
    assert refused.value.msg.args == {"seconds": 6}
    limits.take(1, 8)  # another table: its own allowance
    now[0] = 10.5
    limits.take(1, 7)  # the first click has left the window
    for user in range(SWEEP_AT * 2):
        now[0] += 1.0
        limits.take(user, 9)
    assert len(limits) <= SWEEP_AT + 1


def test_the_refusal_reads_in_every_language() -> None:
    texts = set()
    for language in Language:
        with use_language(language):
            texts.add(str(PlayerError("table-clicks-too-fast", seconds=5)))
    assert len(texts) == len(Language) and all("5" in text for text in texts)
