"""``/table swap`` through the simulated Discord: the host arranges the lobby's seats (to pair
partners up) without asking each player to move; the table hears who swapped whom, without
pinging anyone. Anyone else, or a swap after the start, is refused privately and changes
nothing."""

from __future__ import annotations

import simcord

from tests.cogs.conftest import Server
from tests.cogs.support import result_text, table_now
from tests.cogs.test_autoplay import rest_writes as rest_writes  # a fixture
from tests.cogs.test_lobby import lobby_message, table_thread
from tests.cogs.test_seat_choice import refused, seated
from tests.cogs.whist_support import build_bot as build_bot  # conftest's make_bot uses it


async def test_the_host_swaps_two_players_and_the_lobby_shows_the_new_order(
    server: Server,
) -> None:
    await server.alice.slash(server.channel, "table create", game="whist", options="")
    await server.bob.slash(server.channel, "table join")  # seat 2
    await server.carol.slash(server.channel, "table join")  # seat 3

    swapped = await server.alice.slash(server.channel, "table swap", first=2, second=3)
    assert swapped.ephemeral and result_text(swapped) == "Done."
    assert seated(await table_now(server)) == {
        1: str(server.alice.id),
        2: str(server.carol.id),
        3: str(server.bob.id),
    }
    shown = lobby_message(server).embeds[0].description or ""
    assert "`2.` carol" in shown and "`3.` bob" in shown
    (line,) = [m for m in table_thread(server).history() if "swapped" in m.content]
    assert line.content == "alice swapped seats 2 and 3 (bob ↔ carol)."
    assert not line.mentions

    await refused(server, server.bob, "table swap", "Only the host", first=1, second=3)
    await server.mod.slash(server.channel, "table swap", first=3, second=4)  # Manage Server
    assert (await table_now(server)).seat_of(server.bob.id) == 3

    await server.alice.slash(server.channel, "table addbot")
    await server.alice.click(lobby_message(server), label="Start")
    await refused(server, server.alice, "table swap", "already started", first=1, second=2)


async def test_a_swap_costs_discord_the_writes_of_a_move(
    server: Server, rest_writes: list[str]
) -> None:
    """Both redraw the lobby message and post one line: a host arranging the seats is no
    dearer than the players moving themselves."""
    await server.alice.slash(server.channel, "table create", game="whist", options="")
    await server.bob.slash(server.channel, "table join")  # seat 2
    await server.carol.slash(server.channel, "table join")  # seat 3
    await server.env.advance_time(10)

    async def writes(member: simcord.MemberActor, command: str, **options: int) -> list[str]:
        rest_writes.clear()
        await member.slash(server.channel, command, **options)
        await server.env.advance_time(10)
        return sorted(rest_writes)

    moved = await writes(server.bob, "table move", seat=4)
    swapped = await writes(server.alice, "table swap", first=3, second=4)
    assert swapped == moved and moved, moved
    assert seated(await table_now(server)) == {
        1: str(server.alice.id),
        3: str(server.bob.id),
        4: str(server.carol.id),
    }
