"""Through Discord: a Mexican Train hand view says where its tiles can go, board or not."""

from __future__ import annotations

from tests.cogs.conftest import Server
from tests.cogs.mexican_train_support import build_bot as build_bot  # conftest's make_bot uses it
from tests.cogs.mexican_train_support import table_message
from tests.cogs.support import parlour, reply
from tests.support.reading import as_read


async def test_the_hand_view_names_the_open_ends_to_play_on(server: Server) -> None:
    parlour(server.env).service.seed_source = lambda: 20240611
    created = await server.alice.slash(
        server.channel, "table create", game="mexican_train", options="set=6"
    )
    lobby = reply(created).message
    await server.alice.click(lobby, label="Add AI")
    await server.alice.click(lobby, label="Start")
    shown = await server.alice.click(table_message(server.channel), label="Your hand")
    text = as_read(reply(shown).message.content or "")
    assert "Open ends: your train → " in text and " · Mexican → " in text
