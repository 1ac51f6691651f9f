"""The lobby's seat menu, through the simulated Discord: each seat, who sits there and whom it
partners; a pick sits a newcomer there (as ``/table join seat:``) or moves a seated player
(as ``/table move``). Another person's seat, one's own seat and a game started since the
menu was drawn are refused privately and change nothing; a pick costs the writes of a Join
click."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import discord
import pytest
import simcord

from tests.cogs.conftest import Server
from tests.cogs.support import components, control_names, parlour, reply, result_text, table_now
from tests.cogs.test_lobby import lobby_message
from tests.cogs.test_seat_choice import build_bot as build_bot  # conftest's make_bot uses it
from tests.cogs.test_seat_choice import lobby_fields, seated
from tests.support.ratelimits import RateLimits
from tests.support.simclock import pauses_on_simulated_clock

MENU = "Choose a seat…"


def seat_menu(server: Server) -> dict[str, Any]:
    return next(c for c in components(lobby_message(server)) if c.get("placeholder") == MENU)


def menu_lines(server: Server) -> list[tuple[str, str | None]]:
    return [(o["label"], o.get("description")) for o in seat_menu(server)["options"]]


async def pick(server: Server, member: simcord.MemberActor, seat: int) -> simcord.InteractionResult:
    menu = seat_menu(server)
    return await member.select(lobby_message(server), [str(seat)], custom_id=menu["custom_id"])


async def refused_pick(server: Server, member: simcord.MemberActor, seat: int, says: str) -> None:
    before = await table_now(server)
    result = await pick(server, member, seat)
    assert result.ephemeral and says in result_text(result), result_text(result)
    after = await table_now(server)
    assert (after.version, seated(after)) == (before.version, seated(before))


async def open_whist(server: Server) -> None:
    created = await server.alice.slash(server.channel, "table create", game="whist", options="")
    assert not created.ephemeral


async def test_the_menu_names_each_seat_one_can_take_and_its_partner(server: Server) -> None:
    await open_whist(server)
    assert menu_lines(server) == [
        ("Seat 2 — free", "with seat 4"),
        ("Seat 3 — free", "with seat 1"),
        ("Seat 4 — free", "with seat 2"),
    ]
    partners = lobby_fields(server)["Partners"]
    assert "Seats 1 & 3 play together against seats 2 & 4." in partners
    assert f"**{MENU}**" in partners
    await server.alice.click(lobby_message(server), label="Add AI")
    await server.bob.click(lobby_message(server), label="Join")
    labels = [label for label, _ in menu_lines(server)]
    assert labels == ["Seat 2 — AI Ada", "Seat 4 — free"]


async def test_a_persons_seat_is_not_offered_so_no_refused_pick_stays_shown(
    server: Server,
) -> None:
    """Picking a person's seat (one's own, or someone else's) was always refused, and Discord
    keeps a pick shown in a menu until its message is edited: the lobby went on showing
    "Seat 3 — bob" in the menu as if carol had chosen it. Only free and AI seats are offered;
    a menu drawn before the seat was taken is still refused, and the lobby's redraw for that
    change puts the menu back as it was."""
    pauses_on_simulated_clock(server.env)
    await open_whist(server)
    presenter = parlour(server.env).presenter
    presenter.edit_interval = 30.0  # after carol's, the next redraw is held back a while
    await server.carol.click(lobby_message(server), label="Join")
    assert [label for label, _ in menu_lines(server)] == ["Seat 3 — free", "Seat 4 — free"]
    await server.bob.slash(server.channel, "table join", seat=3)
    await refused_pick(server, server.dave, 3, "Seat 3 is bob's")  # drawn before he sat
    presenter.edit_interval = 0.0
    await server.env.advance_time(30)  # the redraw: seat 3 is no longer offered
    assert [label for label, _ in menu_lines(server)] == ["Seat 4 — free"]
    await server.dave.click(lobby_message(server), label="Join")
    assert MENU not in control_names(lobby_message(server))  # every seat a person's


async def test_a_pick_sits_a_newcomer_or_moves_a_player_and_a_refusal_changes_nothing(
    server: Server,
) -> None:
    alice, bob, carol = server.alice, server.bob, server.carol
    await open_whist(server)
    joined = await pick(server, bob, 3)
    assert joined.ephemeral and "seat 3" in result_text(joined)
    assert seated(await table_now(server)) == {1: str(alice.id), 3: str(bob.id)}
    assert "`3.` bob" in (lobby_message(server).embeds[0].description or "")

    for _ in range(2):
        await alice.click(lobby_message(server), label="Add AI")  # seats 2 and 4: full
    ais = {s.position + 1: s.label for s in (await table_now(server)).seats if s.is_ai}
    joined = await pick(server, carol, 2)  # the AI there gives up its place
    assert "seat 2" in result_text(joined)
    full = {1: str(alice.id), 2: str(carol.id), 3: str(bob.id), 4: ais[4]}
    assert seated(await table_now(server)) == full

    moved = await pick(server, bob, 4)  # a seated player trades places with the AI
    assert moved.ephemeral and "seat 4" in result_text(moved)
    assert seated(await table_now(server)) == {**full, 3: ais[4], 4: str(bob.id)}


async def test_a_pick_on_a_lobby_drawn_before_the_start_is_refused_politely(
    server: Server,
) -> None:
    pauses_on_simulated_clock(server.env)
    await open_whist(server)
    for _ in range(3):
        await server.alice.click(lobby_message(server), label="Add AI")
    presenter = parlour(server.env).presenter
    presenter.edit_interval = 30.0  # the lobby's redraw after the start is held back
    await server.alice.click(lobby_message(server), label="Start")
    await refused_pick(server, server.bob, 2, "already started")
    await refused_pick(server, server.alice, 2, "already started")
    presenter.edit_interval = 0.0
    await server.env.advance_time(30)  # the held-back redraw goes out: no menu any more
    assert MENU not in control_names(lobby_message(server))


async def test_the_menu_works_after_a_restart(
    server: Server, make_bot: Callable[[], discord.Client]
) -> None:
    """Its id carries the table only: the bot that drew it need not be the one that answers."""
    await open_whist(server)
    await server.env.restart_bot(make_bot())
    joined = await pick(server, server.bob, 3)
    assert "seat 3" in result_text(joined)
    assert seated(await table_now(server)) == {1: str(server.alice.id), 3: str(server.bob.id)}


def spent(limits: RateLimits, acks: int, writes: int) -> Counter[str]:
    """The acknowledgements and writes by kind of target since the counts given."""
    kinds = Counter(w.bucket.split(":")[0] for w in limits.log[writes:])
    kinds["ack"] = len(limits.acks) - acks
    return kinds


async def test_a_pick_costs_the_discord_writes_of_a_join_click_or_a_move_command(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    limits = RateLimits(server.env, writes=1000).install(monkeypatch)  # counted, never refused
    created = await server.alice.slash(server.channel, "table create", game="whist", options="")
    lobby = reply(created).message
    costs = []
    for act in (
        server.bob.click(lobby, label="Join"),
        pick(server, server.carol, 3),
        server.bob.slash(server.channel, "table move", seat=4),
        pick(server, server.carol, 2),
    ):
        before = (len(limits.acks), len(limits.log))
        await act
        costs.append(spent(limits, *before))
    join, picked_seat, move, picked_move = costs
    assert join == picked_seat and move == picked_move, costs
    assert join["channel"] >= 1  # the lobby was redrawn
    assert seated(await table_now(server)) == {
        1: str(server.alice.id),
        2: str(server.carol.id),
        4: str(server.bob.id),
    }
