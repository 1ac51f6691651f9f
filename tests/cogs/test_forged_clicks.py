"""Every hand control answers only its owner: a click forged with another member's custom id is
refused, shows the clicker nothing of the owner's hand and leaves the owner's view alone."""

from __future__ import annotations

from typing import Any

import discord
import pytest

from bot.app import create_bot
from bot.catalogue import load_catalogue
from bot.config import Settings
from bot.i18n import t
from bot.tables.snapshots import TableStatus
from bot.ui.hand_views import UNSEATED
from tests.cogs.conftest import Server
from tests.cogs.forgery import forge, forged_values, snapshot
from tests.cogs.shengji_support import card_menus, make_move, planned_move
from tests.cogs.support import components, key_of, parlour, reply, result_text, shown_by

GAMES = {
    "whist": "",
    "bidwhist": "",
    "shengji": "",
    "mexican_train": "set=6 hand=5",
}


STEPS = 12


def build_bot(settings: Settings) -> discord.Client:
    return create_bot(settings, load_catalogue())


async def alice_and_bob_at(server: Server, game: str) -> discord.Message:
    """alice and bob sit with AI players and the game starts; the table message is returned."""
    parlour(server.env).service.seed_source = lambda: 7
    extra = {"options": GAMES[game]} if GAMES[game] else {}
    created = await server.alice.slash(
        server.channel, "table create", game=game, timer="off", **extra
    )
    lobby = reply(created).message
    await server.bob.click(lobby, label="Join")
    table = await parlour(server.env).service.get(1)
    low, _ = parlour(server.env).service.game(game).seat_range(table.options)
    for _ in range(max(0, low - 2)):
        await server.alice.click(lobby, label="Add AI")
    started = await server.alice.click(lobby, label="Start")
    assert "started" in result_text(started)
    return lobby


async def forge_all(server: Server, view: Any) -> set[str]:
    """bob (seated) and carol (not seated) forge every control of alice's view: each is
    refused, shows nothing, and neither alice's view nor the table changes."""
    owned = components(view)
    before_view = snapshot(view)
    before = await parlour(server.env).service.get(1)
    for clicker in (server.bob, server.carol):
        for control in owned:
            forged = await forge(clicker, view, control["custom_id"], forged_values(control))
            assert forged.ephemeral, f"{key_of(control)} answered in public"
            assert result_text(forged) == t("lobby-not-your-controls"), key_of(control)
            assert not reply(forged).message.components
            assert not reply(forged).message.embeds
    assert snapshot(view) == before_view
    after = await parlour(server.env).service.get(1)
    assert after.version == before.version and after.state == before.state
    return {"select" if "options" in c else "button" for c in owned}


async def someone_moves(server: Server, lobby: discord.Message) -> None:
    """alice or bob, whoever has a usable control, uses one: a button if one is open, else
    the last menu's first choices (a card, then its train); Shengji cards as planned."""
    table = await parlour(server.env).service.get(1)
    for seat, member in enumerate((server.alice, server.bob)):
        pressed = await member.click(lobby, label="Your hand")
        view = reply(pressed).message
        if card_menus(view) and planned_move(table.state)[0] == seat:
            await make_move(member, shown_by(pressed), planned_move(table.state)[1])
            return
        usable = [c for c in components(view) if not c.get("disabled")]
        menus = [c for c in usable if "options" in c]
        buttons = [c for c in usable if "options" not in c and key_of(c) != "clear"]
        if buttons:
            await member.click(view, custom_id=buttons[0]["custom_id"])
            return
        if menus:
            values = forged_values(menus[-1])
            assert values is not None
            await member.select(view, values, custom_id=menus[-1]["custom_id"])
            return


@pytest.mark.parametrize("game", sorted(GAMES))
async def test_a_hand_control_refuses_every_member_but_its_owner(server: Server, game: str) -> None:
    lobby = await alice_and_bob_at(server, game)
    kinds: set[str] = set()
    for _ in range(STEPS):
        table = await parlour(server.env).service.get(1)
        if table.status is not TableStatus.PLAYING or kinds == {"button", "select"}:
            break
        pressed = await server.alice.click(lobby, label="Your hand")
        kinds |= await forge_all(server, reply(pressed).message)
        await someone_moves(server, lobby)
        await server.env.advance_time(30)
    assert kinds == {"button", "select"}, f"{game}: only {kinds} were forged"


async def test_a_hand_sent_by_dm_refuses_a_click_forged_by_another_member(server: Server) -> None:
    await server.alice.slash(server.channel, "settings", dm="on")
    await alice_and_bob_at(server, "whist")
    dm = server.alice.user.dm_channel.history()[-1]
    owned = components(dm)
    assert owned and "Your hand" in dm.content
    before = snapshot(dm)
    for control in owned:
        forged = await forge(
            server.bob, dm, control["custom_id"], forged_values(control), sent_from=server.channel
        )
        assert forged.ephemeral and result_text(forged) == t("lobby-not-your-controls")
    assert snapshot(server.alice.user.dm_channel.history()[-1]) == before


async def test_a_player_whose_seat_went_to_the_ai_is_told_so_by_their_old_controls(
    server: Server,
) -> None:
    """A reply's controls outlive its 15-minute token (it can no longer be edited): after the
    seat went to an AI, its owner's click says what happened, not that the controls are
    someone else's."""
    await alice_and_bob_at(server, "whist")
    shown = reply(await server.alice.slash(server.channel, "hand")).message
    menu = next(c for c in components(shown) if key_of(c) == "menu")
    await server.env.advance_time(16 * 60)
    await server.mod.slash(server.channel, "table replace", player=server.alice)
    before = await parlour(server.env).service.get(1)
    clicked = await server.alice.select(
        shown, [menu["options"][-1]["value"]], custom_id=menu["custom_id"]
    )
    assert clicked.ephemeral and result_text(clicked) == (
        "Your seat at table #1 is played by an AI now, so these controls do nothing. "
        "Take it back with `/table reclaim`."
    )
    assert (await parlour(server.env).service.get(1)).version == before.version
    asked = await server.alice.slash(server.channel, "hand")
    assert asked.ephemeral and result_text(asked) == (
        "Your seat at table #1 is played by an AI now. Take it back with `/table reclaim`."
    )


async def test_a_player_the_host_kicked_is_not_offered_the_seat_back(server: Server) -> None:
    await alice_and_bob_at(server, "whist")
    opened = await server.bob.slash(server.channel, "hand")
    assert components(reply(opened).message)
    await server.alice.slash(server.channel, "table kick", player=server.bob)
    said = "\n".join(m.content for m in server.channel.threads[-1].history())
    assert "alice took bob off the table. bob's seat is now played by AI" in said
    asked = await server.bob.slash(server.channel, "hand")
    assert result_text(asked) == "Your seat at table #1 is played by an AI now."
    await parlour(server.env).presenter.idle()
    closed = reply(opened).message
    assert closed.content == t(UNSEATED) and not components(closed)  # the view was closed
    typed = await server.bob.slash(server.channel, "play", cards="2C")
    assert result_text(typed) == "Your seat at table #1 is played by an AI now."
