"""``/settings`` through a simulated Discord: a server's timer off, then back to the default."""

from __future__ import annotations

import pytest

from bot.guild_settings import SettingsService
from tests.cogs.conftest import Server
from tests.cogs.support import parlour, result_text, slowed


async def test_a_server_timer_turned_off_and_back_to_each_games_default(server: Server) -> None:
    off = await server.mod.slash(server.channel, "settings", timer="off", abandon="2h")
    assert off.ephemeral and "Turn timer: off" in result_text(off)
    assert "Abandoned after: 2h" in result_text(off)
    await server.alice.slash(server.channel, "table create", game="counting")
    assert (await parlour(server.env).service.get(1)).rules.turn_timer is None

    back = await server.mod.slash(server.channel, "settings", timer="default", abandon="default")
    assert "Turn timer: each game's default" in result_text(back)
    assert "Abandoned after: 1d" in result_text(back)
    await server.bob.slash(server.channel, "table create", game="counting")
    table = await parlour(server.env).service.get(2)
    assert table.rules.turn_timer == 120 and table.rules.abandon_after == 86400


async def test_anyone_sees_the_servers_defaults_with_their_own_setting(server: Server) -> None:
    shown = await server.alice.slash(server.channel, "settings")
    text = result_text(shown)
    assert shown.ephemeral and "Hands by DM: **off**" in text
    assert "Marked away after: 3 turns" in text


async def test_settings_stored_slowly_are_acknowledged_in_time_and_answered_after(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A database lock held past Discord's 3 s: the change was stored, but the member was
    told the command failed."""
    slowed(monkeypatch, SettingsService, "change_personal")
    slowed(monkeypatch, SettingsService, "change_defaults")
    changed = await server.mod.slash(server.channel, "settings", dm="on", timer="off")
    await server.env.advance_time(12)
    assert changed.ephemeral and "Hands by DM: **on**" in result_text(changed)
    assert "Turn timer: off" in result_text(changed)
