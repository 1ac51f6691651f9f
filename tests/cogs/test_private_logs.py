"""Hands never reach a log, at any level: a Whist game played at DEBUG (hands by ephemeral
reply and by DM, moves by menu) leaves no card of any hand in what was logged."""

from __future__ import annotations

import logging

import pytest

from bot.games.whist import WhistState
from bot.private_logs import keep_contents_out_of_logs
from tests.cogs.conftest import Server
from tests.cogs.support import parlour, reply, shown_by
from tests.cogs.whist_support import build_bot as build_bot  # conftest's make_bot uses it
from tests.cogs.whist_support import table_message, take_turn


async def test_a_game_logged_at_debug_shows_no_card_of_any_hand(
    server: Server, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    await server.bob.slash(server.channel, "settings", dm="on")
    created = await server.alice.slash(server.channel, "table create", game="whist", timer="off")
    await server.bob.click(reply(created).message, label="Join")
    for _ in range(2):
        await server.alice.click(reply(created).message, label="Add AI")
    await server.alice.click(reply(created).message, label="Start")
    state: WhistState = (await parlour(server.env).service.get(1)).state
    dealt = {card for hand in state.hands for card in hand}
    for _ in range(4):
        table = await parlour(server.env).service.get(1)
        (seat,) = parlour(server.env).service.game("whist").to_act(table.state)
        member = (server.alice, server.bob)[seat] if seat < 2 else None
        if member is None:
            await server.env.advance_time(5)
            continue
        pressed = await member.click(table_message(server.channel), label="Your hand")
        await take_turn(member, shown_by(pressed))
    logged = caplog.text
    assert "aiosqlite" in logged and "not logged" in logged  # statements were there to hide
    seen = [c for c in dealt if c.label in logged or f'"{c.code}"' in logged]
    assert not seen, f"the log holds {sorted(map(str, seen))}"


def test_discord_request_bodies_are_not_logged(caplog: pytest.LogCaptureFixture) -> None:
    """discord.py's own DEBUG line for a request (here a DM holding a hand) keeps only the
    method, route and status."""
    keep_contents_out_of_logs()
    caplog.set_level(logging.DEBUG)
    route = "https://discord.com/api/v10/channels/42/messages"
    body = '{"content": "**Your hand**: A♠ K♥ 10♦", "components": [{"value": "AS"}]}'
    logging.getLogger("discord.http").debug(
        "%s %s with %s has returned %s", "POST", route, body, 200
    )
    assert f"POST {route} with <str of {len(body)} characters, not logged> has returned 200" in (
        caplog.text
    )
    assert "A♠" not in caplog.text and '"AS"' not in caplog.text
