"""Whist turns that run out, through the simulated Discord."""

from __future__ import annotations

from tests.cogs.conftest import Server
from tests.cogs.test_whist import open_game
from tests.cogs.whist_support import build_bot as build_bot  # conftest's make_bot uses it
from tests.cogs.whist_support import thread_text


async def test_a_bid_that_runs_out_passes_for_its_player(server: Server) -> None:
    """The AI bid "1 uptown" on a thin hand in the name of a player whose turn ran out: a
    contract they never chose. The dealer's left (alice, seat 1) speaks first."""
    await open_game(server, "bid_whist", "dealer=4", players=(server.bob, server.carol), ai=1)
    await server.env.advance_time(121)  # a card game's turn: 2 minutes
    said = thread_text(server.channel)
    assert "alice ran out of time" in said and "alice passes." in said
