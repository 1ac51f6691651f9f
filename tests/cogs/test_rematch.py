"""Rematch through a simulated Discord: distinct players press it, an AI fills, a game starts."""

from __future__ import annotations

from typing import Any

import discord
import pytest

from bot.tables.service import TableService
from bot.tables.snapshots import Person, TableStatus
from tests.cogs.conftest import Server
from tests.cogs.support import control_names, parlour, reply, result_text, slowed


def table_message(server: Server, table_id: int) -> discord.Message:
    """The current public message of table ``table_id`` in the channel."""
    return next(
        m
        for m in server.channel.history()
        if m.embeds and (m.embeds[0].title or "").endswith(f"table #{table_id}")
    )


async def finished_three_seat_game(server: Server) -> discord.Message:
    """Alice hosts, Bob joins, an AI fills; to 3: Alice +2, Bob +1 wins."""
    created = await server.alice.slash(
        server.channel, "table create", game="counting", options="target=3 seats=3"
    )
    message = reply(created).message
    await server.bob.click(message, label="Join")
    await server.alice.click(message, label="Add AI")
    await server.alice.click(message, label="Start")
    hand = await server.alice.click(table_message(server, 1), label="Your hand")
    await server.alice.click(reply(hand).message, label="+2")
    bob_hand = await server.bob.click(table_message(server, 1), label="Your hand")
    await server.bob.click(reply(bob_hand).message, label="+1")
    assert (await parlour(server.env).service.get(1)).status is TableStatus.FINISHED
    return table_message(server, 1)


async def test_two_players_press_rematch_an_ai_fills_and_the_new_game_starts(
    server: Server,
) -> None:
    finished = await finished_three_seat_game(server)
    assert control_names(finished) == ["Rematch"]
    stranger = await server.carol.click(finished, label="Rematch")
    assert stranger.ephemeral and "Only the players" in result_text(stranger)
    opened = await server.bob.click(finished, label="Rematch")
    assert not opened.ephemeral and "table #2" in (reply(opened).message.embeds[0].title or "")
    assert server.channel.threads[-1].name == "#2 Counting"
    joined = await server.alice.click(finished, label="Join rematch #2")
    assert joined.ephemeral and "You're in: seat 3 at rematch table #2" in result_text(joined)
    again = await server.alice.click(finished, label="Join rematch #2")
    assert again.ephemeral and "You're in" in result_text(again)
    lobby = table_message(server, 2)
    seats = lobby.embeds[0].description or ""
    assert "`1.` bob (host)" in seats and "`3.` alice" in seats
    await server.bob.click(lobby, label="Add AI")
    started = await server.bob.click(table_message(server, 2), label="Start")
    assert "started" in result_text(started)
    table = await parlour(server.env).service.get(2)
    assert table.status is TableStatus.PLAYING and table.options["target"] == 3


async def test_a_rematch_of_a_rematch_opens_a_third_table(server: Server) -> None:
    finished = await finished_three_seat_game(server)
    await server.bob.click(finished, label="Rematch")
    await server.bob.click(table_message(server, 2), label="Add AI")
    await server.alice.click(finished, label="Join rematch #2")
    await server.bob.click(table_message(server, 2), label="Start")
    # Bob (now seat 1) +2, then the AI in seat 2 may only add 1 and wins
    hand = await server.bob.click(table_message(server, 2), label="Your hand")
    await server.bob.click(reply(hand).message, label="+2")
    assert (await parlour(server.env).service.get(2)).status is TableStatus.FINISHED
    third = await server.alice.click(table_message(server, 2), label="Rematch")
    assert not third.ephemeral and "table #3" in (reply(third).message.embeds[0].title or "")


async def test_an_aborted_table_offers_no_rematch(server: Server) -> None:
    created = await server.alice.slash(server.channel, "table create", game="counting")
    await server.alice.click(reply(created).message, label="Add AI")
    await server.alice.click(reply(created).message, label="Start")
    await server.alice.slash(server.channel, "table abort")
    assert "Rematch" not in control_names(table_message(server, 1))


async def test_a_rematch_press_while_the_new_table_is_posted_shows_in_its_lobby(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    finished = await finished_three_seat_game(server)
    service = parlour(server.env).service
    set_message = TableService.set_message

    async def second_press_meanwhile(
        self: TableService, table_id: int, *args: Any, **kwargs: Any
    ) -> None:
        # alice's press lands after bob's opened table #2, before its message is known
        monkeypatch.setattr(TableService, "set_message", set_message)
        await self.rematch(1, Person(server.alice.id, "alice"))
        await set_message(self, table_id, *args, **kwargs)

    monkeypatch.setattr(TableService, "set_message", second_press_meanwhile)
    await server.bob.click(finished, label="Rematch")
    await server.env.settle()
    assert len((await service.get(2)).seats) == 2
    seats = table_message(server, 2).embeds[0].description or ""
    assert "alice" in seats and "bob" in seats
    assert not [m for m in server.channel.history() if "joined" in m.content]


async def test_a_rematch_opened_slowly_is_still_posted_and_the_next_press_seated(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Stored past Discord's 3 s (a database lock): the press is acknowledged first, and the
    new table's message follows, public, with its thread."""
    finished = await finished_three_seat_game(server)
    slowed(monkeypatch, TableService, "rematch")
    await server.bob.click(finished, label="Rematch")
    await server.env.advance_time(6)
    assert server.channel.threads[-1].name == "#2 Counting"
    assert control_names(table_message(server, 2))[0] == "Join"
    joined = await server.alice.click(finished, label="Join rematch #2")
    await server.env.advance_time(6)
    assert "You're in: seat 3 at rematch table #2" in result_text(joined)
