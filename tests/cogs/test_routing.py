"""Buttons keep working however long a table lasts."""

from __future__ import annotations

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
