"""Every hand control answers only its owner: a click forged with another member's custom id is
refused, shows the clicker nothing of the owner's hand and leaves the owner's view alone."""

from __future__ import annotations

from typing import Any

import discord
import pytest
import simcord

from bot.app import create_bot
from bot.catalogue import load_catalogue
from bot.config import Settings
from bot.ui.access import NOT_YOURS
from tests.cogs.conftest import Server
from tests.cogs.forgery import forge, snapshot
from tests.cogs.support import components, key_of, result_text

GAMES = {
    "whist": "",
    "bidwhist": "",
    "shengji": "",
    "mexican_train": "set=6 hand=5",
}


def build_bot(settings: Settings) -> discord.Client:
    return create_bot(settings, load_catalogue())


async def alice_and_bob_at(server: Server, game: str) -> simcord.InteractionResult:
    """alice and bob sit with AI players; alice opens her hand view and it is returned."""
    server.env.bot.service.seed_source = lambda: 7  # type: ignore[attr-defined]
    extra = {"options": GAMES[game]} if GAMES[game] else {}
    created = await server.alice.slash(
        server.channel, "table create", game=game, timer="off", **extra
    )
    lobby = created.response.message
    await server.bob.click(lobby, label="Join")
    table = await server.env.bot.service.get(1)  # type: ignore[attr-defined]
    low, _ = server.env.bot.service.game(game).seat_range(table.options)  # type: ignore[attr-defined]
    for _ in range(max(0, low - 2)):
        await server.alice.click(lobby, label="Add AI")
    started = await server.alice.click(lobby, label="Start")
    assert "started" in result_text(started)
    await server.env.settle()
    return await server.alice.click(lobby, label="Your hand")


def forged_values(control: dict[str, Any]) -> list[str] | None:
    if "options" not in control:
        return None
    return [o["value"] for o in control["options"][: max(1, control.get("min_values", 1))]]


@pytest.mark.parametrize("game", sorted(GAMES))
async def test_a_hand_control_refuses_every_member_but_its_owner(server: Server, game: str) -> None:
    pressed = await alice_and_bob_at(server, game)
    view = pressed.response.message
    owned = components(view)
    assert owned, "alice's hand view has controls"
    assert {"button" if "options" not in c else "select" for c in owned}
    before_view = snapshot(view)
    before = await server.env.bot.service.get(1)  # type: ignore[attr-defined]
    for clicker in (server.bob, server.carol):  # seated at the table, and not seated
        for control in owned:
            forged = await forge(clicker, view, control["custom_id"], forged_values(control))
            assert forged.ephemeral, f"{key_of(control)} answered in public"
            assert result_text(forged) == NOT_YOURS, key_of(control)
            assert not forged.response.message.components
            assert not forged.response.message.embeds
    assert snapshot(pressed.response.message) == before_view
    after = await server.env.bot.service.get(1)  # type: ignore[attr-defined]
    assert after.version == before.version and after.state == before.state
