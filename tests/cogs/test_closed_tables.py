"""A table closed before the end shows no turn: nobody is waited for any more."""

from __future__ import annotations

from tests.cogs.conftest import Server
from tests.cogs.support import public_text
from tests.cogs.test_whist import open_game
from tests.cogs.whist_support import build_bot as build_bot  # conftest's make_bot uses it
from tests.cogs.whist_support import table_message


async def test_an_aborted_tables_message_no_longer_says_whom_it_waits_for(server: Server) -> None:
    await open_game(server, "whist", "target=1 dealer=4", players=(server.bob,), ai=2)
    assert "Waiting for" in public_text(table_message(server.channel))
    await server.alice.slash(server.channel, "table abort")
    shown = public_text(table_message(server.channel))
    assert "Waiting for" not in shown and "closed before the end" in shown
