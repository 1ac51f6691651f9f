"""What the bot says about itself when it starts (its invite link once, no voice noise) and how
its client is set up."""

from __future__ import annotations

import logging
from pathlib import Path

import discord
import pytest
import simcord

from bot.app import PERMISSIONS, create_bot
from bot.config import Settings
from bot.ui.budget import LIBRARY_RATE_LIMIT_WAIT, Budget
from tests.support.counting_frontend import counting_catalogue

README_PERMISSIONS = 309237763072


async def test_start_logs_the_invite_link_once_and_no_voice_warnings(
    settings: Settings, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    bot = create_bot(settings, counting_catalogue())
    async with simcord.run(bot):
        pass
    invites = [r.getMessage() for r in caplog.records if "invite link" in r.getMessage()]
    assert len(invites) == 1
    assert f"permissions={README_PERMISSIONS}" in invites[0]
    assert "scope=bot+applications.commands" in invites[0]
    assert not [r for r in caplog.records if "voice will NOT be supported" in r.getMessage()]


def test_the_readme_names_the_permissions_the_bot_asks_for() -> None:
    assert PERMISSIONS.value == README_PERMISSIONS
    assert discord.Permissions(README_PERMISSIONS) == PERMISSIONS
    readme = Path(__file__).resolve().parents[2] / "README.md"
    assert f"`{README_PERMISSIONS}`" in readme.read_text(encoding="utf-8")


def test_the_client_hands_long_rate_limit_waits_back_before_a_write_is_cut_off(
    settings: Settings,
) -> None:
    """A wait discord.py sits out inside a write must end before the outbox's limit on one
    write, or a new message waiting its turn would be cut off and lost."""
    bot = create_bot(settings, counting_catalogue())
    assert bot.http.max_ratelimit_timeout == LIBRARY_RATE_LIMIT_WAIT
    assert Budget().timeout >= LIBRARY_RATE_LIMIT_WAIT + 10
