"""A table closed before the end, or one nobody plays at any more, shows no turn: nobody is
waited for. In every game and language, not only where the turn line reads "Waiting for"."""

from __future__ import annotations

import discord
import pytest

from bot.app import create_bot
from bot.catalogue import load_catalogue
from bot.config import Settings
from tests.cogs.conftest import Server
from tests.cogs.support import public_text
from tests.cogs.test_whist import open_game
from tests.cogs.whist_support import table_message


def build_bot(settings: Settings) -> discord.Client:
    """Every game (conftest's make_bot uses it)."""
    return create_bot(settings, load_catalogue())


async def test_an_aborted_tables_message_no_longer_says_whom_it_waits_for(server: Server) -> None:
    await open_game(server, "whist", "target=1 dealer=4", players=(server.bob,), ai=2)
    assert "Waiting for" in public_text(table_message(server.channel))
    await server.alice.slash(server.channel, "table abort")
    shown = public_text(table_message(server.channel))
    assert "Waiting for" not in shown and "closed before the end" in shown


def welsh_table(server: Server) -> str:
    message = next(m for m in server.channel.history() if m.embeds and m.embeds[0].title)
    assert "#1" in (message.embeds[0].title or "")
    return message.embeds[0].description or ""


@pytest.mark.parametrize(
    ("game", "turn"),
    [("whist", "Yn aros i **alice** chwarae."), ("mexican_train", "Tro: **alice**")],
)
async def test_in_welsh_neither_a_closed_table_nor_one_nobody_plays_at_shows_a_turn(
    server: Server, game: str, turn: str
) -> None:
    channel = server.channel
    await server.alice.slash(channel, "table create", game=game, timer="off", language="cy")
    await server.alice.slash(channel, "table addbot", count=3)
    await server.alice.slash(channel, "table start")
    assert turn in welsh_table(server)
    await server.alice.slash(channel, "table replace", player=server.alice)
    assert "Tro" not in welsh_table(server) and "Yn aros i" not in welsh_table(server)
    await server.alice.slash(channel, "table reclaim")
    assert turn in welsh_table(server)
    await server.alice.slash(channel, "table abort")
    assert "Tro" not in welsh_table(server) and "Yn aros i" not in welsh_table(server)
