"""Hands by DM: sent after a deal to those who asked, and a polite word when DMs are closed."""

from __future__ import annotations

import discord
import pytest

from bot.ui.outbox import Outbox
from tests.cogs.conftest import Server
from tests.cogs.support import parlour, reply, result_text
from tests.cogs.test_lobby import lobby_message, table_thread


async def test_settings_turn_hands_by_dm_on_and_off(server: Server) -> None:
    on = await server.bob.slash(server.channel, "settings", dm="on")
    assert on.ephemeral and "Hands by DM: **on**" in result_text(on)
    off = await server.bob.slash(server.channel, "settings", dm="off")
    assert "Hands by DM: **off**" in result_text(off)


async def bob_by_dm(server: Server) -> discord.Message:
    """Bob, who asked for hands by DM, plays alice at counting; she adds 1. His DM hand."""
    await server.bob.slash(server.channel, "settings", dm="on")
    created = await server.alice.slash(server.channel, "table create", game="counting", timer="off")
    await server.bob.click(reply(created).message, label="Join")
    await server.alice.click(lobby_message(server), label="Start")
    await server.alice.slash(server.channel, "play", cards="1")
    return server.bob.user.dm_channel.history()[-1]


async def test_a_player_who_asked_gets_the_hand_by_dm_and_can_play_from_it(server: Server) -> None:
    dm = await bob_by_dm(server)
    assert "Total 1 of 10" in dm.content
    await server.bob.user.click(dm, label="+2")
    assert (await parlour(server.env).service.get(1)).state.total == 3


async def test_a_player_whose_dms_are_closed_is_told_and_the_hand_view_still_works(
    server: Server,
) -> None:
    await server.bob.slash(server.channel, "settings", dm="on")
    created = await server.alice.slash(server.channel, "table create", game="counting", timer="off")
    await server.bob.click(reply(created).message, label="Join")
    dm_channel = server.bob.user.dm_channel
    server.env.inject_error(
        "POST",
        f"/channels/{dm_channel.id}/messages",
        status=403,
        code=50007,
        message="Cannot send messages to this user",
    )
    await server.alice.click(lobby_message(server), label="Start")
    notes = "\n".join(m.content for m in table_thread(server).history())
    assert f"{server.bob.mention} — I couldn't send your hand by DM" in notes
    hand = await server.bob.slash(server.channel, "hand")
    assert hand.ephemeral and "Total 0 of 10" in reply(hand).content


async def test_a_dm_hand_clicked_stays_current_after_the_clicks_token_runs_out(
    server: Server,
) -> None:
    """A click on a DM hand is answered through its interaction, whose token lasts 15
    minutes; the view itself is the bot's own DM message, edited by id for as long as the
    game lasts."""
    dm = await bob_by_dm(server)
    await server.bob.user.click(dm, label="+2")
    await server.env.advance_time(20 * 60)
    await server.alice.slash(server.channel, "play", cards="1")
    assert (await parlour(server.env).service.get(1)).state.total == 4
    (shown,) = server.bob.user.dm_channel.history()
    assert "Total 4 of 10" in shown.content, shown.content


async def test_a_dm_hand_discord_fails_to_send_is_sent_again_through_its_outbox(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The deal's DM waits in the person's DM outbox like its later edits: a 5xx there is
    tried again (sent at once, it was lost, and so was the hand's view)."""
    monkeypatch.setattr(Outbox, "SERVER_ERROR_WAIT", 0.0)
    await server.bob.slash(server.channel, "settings", dm="on")
    created = await server.alice.slash(server.channel, "table create", game="counting", timer="off")
    await server.bob.click(reply(created).message, label="Join")
    dm_channel = server.bob.user.dm_channel
    server.env.inject_error(
        "POST", f"/channels/{dm_channel.id}/messages", status=503, message="Service Unavailable"
    )
    await server.alice.click(lobby_message(server), label="Start")
    await parlour(server.env).presenter.idle()
    sent = dm_channel.history()
    assert len(sent) == 1 and "Total 0 of 10" in sent[0].content
    await server.alice.slash(server.channel, "play", cards="1")
    await parlour(server.env).presenter.idle()
    assert "Total 1 of 10" in dm_channel.history()[-1].content
