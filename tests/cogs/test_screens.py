"""What players see, looked at in a browser: SimCord's Preview (a Discord-like page) rendered
by headless Chromium at a phone's width (400 px) and a desktop's (900 px).

The bot runs as configured by default, with its suit emoji; Preview is handed the emoji's
pictures as the CDN would serve them (the simulated Discord keeps an emoji's name, not its
image). The screenshots are kept under ``.ci/artifacts/screens/`` for CI and for people to
look at; three of them illustrate the README. Chromium is Debian's (``apt-get install
chromium``), driven by Playwright through its ``executable_path``: nothing is downloaded.
Without a browser the test is skipped, except in CI.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import replace
from typing import Any

import discord
import pytest
import simcord

from bot.app import create_bot
from bot.catalogue import load_catalogue
from bot.config import Settings
from bot.i18n import Language
from bot.sandbox import suit_emoji_assets
from tests.cogs.conftest import Server
from tests.cogs.mexican_train_support import play_from
from tests.cogs.support import parlour, reply
from tests.cogs.test_game_end_ratings import play_a_game
from tests.support.processes import ROOT
from tests.test_sandbox import chromium_or_skip

pytestmark = pytest.mark.screens

SCREENS = ROOT / ".ci" / "artifacts" / "screens"
WIDTHS = (400, 900)
HEIGHT = 900


def build_bot(settings: Settings) -> discord.Client:
    return create_bot(replace(settings, card_suits="emoji"), load_catalogue())


def table_channel(server: Server, name: str) -> simcord.ChannelHandle:
    """A channel where the bot may not open threads: the table lives in the channel itself,
    as in the sandbox, so the page shows the table message and its log together."""
    bot_user = server.env.bot.user
    assert bot_user is not None
    no_threads = discord.PermissionOverwrite(create_public_threads=False)
    return server.guild.create_text_channel(name, overwrites={bot_user: no_threads})


async def open_table(
    server: Server, channel: simcord.ChannelHandle, game: str, players: int = 4
) -> discord.Message:
    parlour(server.env).service.seed_source = lambda: 20240611
    created = await server.alice.slash(channel, "table create", game=game)
    lobby = reply(created).message
    for _ in range(players - 1):
        await server.alice.click(lobby, label="Add AI")
    await server.alice.click(lobby, label="Start")
    return lobby


@asynccontextmanager
async def browser_preview(server: Server, channel: simcord.ChannelHandle) -> AsyncIterator[Any]:
    """Preview of ``channel`` for alice, its screenshots taken by the system's Chromium."""
    executable = chromium_or_skip()
    from playwright.async_api import async_playwright

    preview = server.env.preview(
        channel,
        viewers=[server.alice],
        layout="channel",
        display="fixed",
        width=WIDTHS[-1],
        height=HEIGHT,
        assets=suit_emoji_assets(server.env.backend),
    )
    async with preview as page:
        playwright = await async_playwright().start()
        browser = await playwright.chromium.launch(
            executable_path=executable, args=["--no-sandbox"]
        )
        # Preview's own capture launches Playwright's downloaded browser; hand it ours instead
        page._capture_manager._playwright = playwright
        page._capture_manager._browser = browser
        yield page


async def shoot(page: Any, name: str, target: Any) -> None:
    SCREENS.mkdir(parents=True, exist_ok=True)
    for width in WIDTHS:
        path = SCREENS / f"{name}-{width}.png"
        capture = await page.screenshot(
            path, target=target, viewport=(width, HEIGHT), allow_incomplete=True
        )
        assert path.stat().st_size > 10_000 and capture is not None
        print(f"screenshot: {path}")


@pytest.mark.parametrize("game", ["whist", "shengji"])
async def test_a_card_table_and_hand_at_phone_and_desktop_widths(server: Server, game: str) -> None:
    channel = table_channel(server, game)
    lobby = await open_table(server, channel, game)
    hand = await server.alice.click(lobby, label="Your hand")
    async with browser_preview(server, channel) as page:
        await shoot(page, f"{game}-table", lobby)
        await shoot(page, f"{game}-hand", hand)


async def test_a_hand_in_plain_text_at_phone_and_desktop_widths(server: Server) -> None:
    """``/settings cards:text``: suits in the text and the menus' labels, no emoji at all."""
    await server.alice.slash(server.channel, "settings", cards="text")
    channel = table_channel(server, "plain")
    lobby = await open_table(server, channel, "shengji")
    hand = await server.alice.click(lobby, label="Your hand")
    async with browser_preview(server, channel) as page:
        await shoot(page, "shengji-hand-text", hand)


async def test_mexican_train_board_and_hand_at_phone_and_desktop_widths(server: Server) -> None:
    channel = table_channel(server, "train")
    lobby = await open_table(server, channel, "mexican_train")
    shown = await server.alice.click(lobby, label="Your hand")
    for _ in range(6):  # a few of alice's turns (the AI players answer at once)
        await play_from(server.alice, lambda: reply(shown).message)
    async with browser_preview(server, channel) as page:
        await shoot(page, "mexican-train-board", lobby)
        await shoot(page, "mexican-train-hand", shown)


async def test_an_eight_player_mexican_train_board_at_phone_and_desktop_widths(
    server: Server,
) -> None:
    """The widest picture, a train on every line: its names and legend were the hardest to
    read on a phone."""
    channel = table_channel(server, "train8")
    lobby = await open_table(server, channel, "mexican_train", players=8)
    shown = await server.alice.click(lobby, label="Your hand")
    for _ in range(4):
        await play_from(server.alice, lambda: reply(shown).message)
    async with browser_preview(server, channel) as page:
        await shoot(page, "mexican-train-board-8", lobby)


async def test_a_partnership_lobby_at_phone_and_desktop_widths(server: Server) -> None:
    """The lobby before the start: seats, who partners whom, and the seat menu to sit with a
    friend."""
    channel = table_channel(server, "lobby")
    created = await server.alice.slash(channel, "table create", game="whist")
    lobby = reply(created).message
    await server.bob.slash(channel, "table join", seat=3)
    await server.alice.click(lobby, label="Add AI")
    async with browser_preview(server, channel) as page:
        await shoot(page, "whist-lobby", lobby)


async def test_a_games_end_with_its_ratings_at_phone_and_desktop_widths(server: Server) -> None:
    """The last line of a finished game, with what it did to each person's rating."""
    channel = table_channel(server, "ended")
    await play_a_game(server, Language.EN, people=4, channel=channel)
    async with browser_preview(server, channel) as page:
        await shoot(page, "whist-end-ratings", channel.history()[-1])
