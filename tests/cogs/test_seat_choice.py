"""Choosing a seat before the game starts, through the simulated Discord: partners sit
opposite each other (seats 1 & 3, 2 & 4), so friends pair up by where they sit.
``/table join seat:`` sits in a free seat or an AI's (the AI moves along), ``/table move``
changes seat; another person's seat, a seat the table lacks and a started game are refused
privately and change nothing."""

from __future__ import annotations

import discord

from bot.tables.snapshots import TableSnapshot
from tests.cogs.conftest import Server
from tests.cogs.support import reply, result_text, table_now
from tests.cogs.test_lobby import lobby_message
from tests.cogs.whist_support import build_bot as build_bot  # conftest's make_bot uses it


def seated(table: TableSnapshot) -> dict[int, str]:
    return {s.position + 1: s.label if s.is_ai else str(s.user_id) for s in table.seats}


def lobby_fields(server: Server) -> dict[str, str]:
    return {f.name or "": f.value or "" for f in lobby_message(server).embeds[0].fields}


async def refused(
    server: Server, member: object, command: str, says: str, **options: object
) -> None:
    before = await table_now(server)
    result = await member.slash(server.channel, command, **options)  # type: ignore[attr-defined]
    assert result.ephemeral and says in result_text(result), result_text(result)
    assert seated(await table_now(server)) == seated(before)


async def test_friends_choose_their_seats_to_sit_opposite_each_other(server: Server) -> None:
    created = await server.alice.slash(server.channel, "table create", game="whist", options="")
    lobby: discord.Message = reply(created).message
    assert "Seats 1 & 3 play together" in lobby_fields(server)["Partners"]

    joined = await server.bob.slash(server.channel, "table join", seat=3)
    assert "seat 3" in result_text(joined)
    assert seated(await table_now(server)) == {1: str(server.alice.id), 3: str(server.bob.id)}
    assert "`3.` bob" in (lobby_message(server).embeds[0].description or "")

    await refused(server, server.carol, "table join", "Seat 3 is bob's", seat=3)
    await refused(server, server.carol, "table join", "This table has 4 seats", seat=5)

    await server.alice.click(lobby, label="Add AI")  # the lowest free seat: 2
    (ai,) = [s.label for s in (await table_now(server)).seats if s.is_ai]
    joined = await server.carol.slash(server.channel, "table join", seat=2)
    assert "seat 2" in result_text(joined)
    assert seated(await table_now(server)) == {
        1: str(server.alice.id),
        2: str(server.carol.id),
        3: str(server.bob.id),
        4: ai,  # the AI moved along
    }

    await refused(server, server.alice, "table move", "Seat 3 is bob's", seat=3)
    await refused(server, server.alice, "table move", "already in seat 1", seat=1)
    moved = await server.carol.slash(server.channel, "table move", seat=4)  # the AI's seat
    assert "seat 4" in result_text(moved)
    assert seated(await table_now(server)) == {
        1: str(server.alice.id),
        2: ai,
        3: str(server.bob.id),
        4: str(server.carol.id),
    }

    await server.alice.click(lobby, label="Start")
    playing = await table_now(server)
    assert playing.seat_of(server.alice.id) == 0 and playing.seat_of(server.bob.id) == 2
    await refused(server, server.bob, "table move", "", seat=1)
