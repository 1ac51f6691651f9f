"""The choices ``/table create``'s ``options`` offers as one types: every option of the game
chosen, said in full or cut with "…", never cutting what was typed."""

from __future__ import annotations

import discord

from bot.app import create_bot
from bot.catalogue import load_catalogue
from bot.config import Settings
from tests.cogs.conftest import Server


def build_bot(settings: Settings) -> discord.Client:
    return create_bot(settings, load_catalogue())


async def test_option_choices_are_cut_with_an_ellipsis_and_keep_what_was_typed(
    server: Server,
) -> None:
    offered = await server.alice.autocomplete(
        server.channel, "table create", "options", "", game="shengji"
    )
    names = [choice["name"] for choice in offered]
    assert any(name.startswith("declare_pause=… ") for name in names)
    assert all(len(name) <= 100 for name in names)
    assert any(name.endswith("…") for name in names)  # a long one, cut
    typed = "decks=3 points=" + "x" * 70 + " "
    longer = await server.alice.autocomplete(
        server.channel, "table create", "options", typed, game="shengji"
    )
    assert longer and all(choice["value"].startswith(typed) for choice in longer)
    assert len(longer) < len(offered)  # those too long to keep it whole are left out
