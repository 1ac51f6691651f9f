"""The local sandbox: the real bot in a simulated Discord, played from a page on loopback.

Someone deciding whether to add Parlour to a server, or a developer trying a change, should not
need a bot token, a test server or a network. SimCord's Preview serves a Discord-like page that
drives the same cogs, services and storage through real discord.py; this module only builds a
small world around it (one server, one channel, the person trying it and three friends whose
point of view the page can switch to) and keeps its tables in a database file of its own.
"""

from __future__ import annotations

import importlib.util
import logging
import os
import sys
import webbrowser
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import discord

from bot.app import create_bot
from bot.catalogue import load_catalogue
from bot.config import Settings
from bot.render.suits import emoji_colours, suit_emoji_png
from bot.sandbox_page import keep_live

#: never the production database unless asked (``--database``): sandbox games are make-believe
SANDBOX_FILE = Path("parlour-sandbox.db")
SANDBOX_DATABASE_URL = f"sqlite+aiosqlite:///{SANDBOX_FILE}"
#: the person trying it first, then the friends they can view the table as (names that read
#: well in "guest's hand" and "guest leads", and no AI player's)
PEOPLE = ("guest", "kim", "lee", "max")
SERVER_NAME = "Parlour Sandbox"
BOT_NAME = "Parlour"
CHANNEL_NAME = "games"
#: what simcord's Preview imports at run time (the ``sandbox`` extra installs them)
PREVIEW_MODULES = ("simcord", "aiohttp", "markdown_it", "linkify_it", "regex", "PIL")
#: a page action shows its outcome once the bot's work due within this many seconds is done (the
#: next AI moves, coalesced edits); later work, like a turn timer's reminder, shows when done
#: (``bot.sandbox_page``)
SETTLE_SECONDS = 5.0


class SandboxError(Exception):
    """The sandbox could not start (its page's port taken, say); the message says why."""


@dataclass(frozen=True, slots=True)
class SandboxOptions:
    """``python -m bot sandbox [--port N] [--no-browser] [--database URL]``."""

    port: int = 0
    open_browser: bool = True
    database_url: str = SANDBOX_DATABASE_URL


def missing_modules() -> list[str]:
    """What the ``sandbox`` extra would install and is not here (empty when it can run)."""
    return [name for name in PREVIEW_MODULES if importlib.util.find_spec(name) is None]


def sandbox_settings(settings: Settings, database_url: str) -> Settings:
    """The production settings with everything that points at real Discord taken out.

    Pacing (AI and system move delays, edit interval) and the log level stay as configured,
    so the sandbox plays at the speed a real server would.
    """
    return replace(
        settings,
        token=None,
        database_url=database_url,
        dev_guild_ids=(),
        api_base_url=None,
        gateway_url=None,
        shard_count=None,
        shard_ids=None,
    )


def forget_previous_world() -> None:
    """Start the default sandbox database afresh.

    The simulated server lives only in memory and gets the same ids every start, so tables kept
    from a previous run would point at messages that no longer exist and block the channel.
    """
    for suffix in ("", "-wal", "-shm"):
        SANDBOX_FILE.with_name(SANDBOX_FILE.name + suffix).unlink(missing_ok=True)


def can_open_browser() -> bool:
    """Only a desktop browser: on a bare terminal ``webbrowser`` would start lynx in it."""
    desktop = os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    return bool(desktop) or sys.platform in ("darwin", "win32")


def suit_emoji_assets(backend: Any) -> dict[str, tuple[str, bytes]]:
    """The bot's suit emoji pictures, as Discord's CDN would serve them: the simulated Discord
    keeps an application emoji's name and id, not its picture, so the page is handed them."""
    from simcord.backend.cdn import CDN_BASE

    colours = emoji_colours()
    return {
        f"{CDN_BASE}/emojis/{emoji.id}.png": ("image/png", suit_emoji_png(*colours[emoji.name]))
        for emoji in backend.application_emojis.values()
        if emoji.name in colours
    }


async def run_sandbox(
    settings: Settings, options: SandboxOptions, announce: Callable[[str], None]
) -> None:
    """Serve the sandbox until its page's "End preview session" or Ctrl-C.

    ``announce`` gets the page's address once it is served (the address carries the session's
    secret: anyone holding it can act on the page).
    """
    # The sandbox extra, which the production bot never imports. Its import-time probe client
    # warns about intents and voice libraries that neither it nor Parlour uses: noise here.
    logging.disable(logging.WARNING)
    try:
        import simcord
    finally:
        logging.disable(logging.NOTSET)
    # the invite link logged at start-up is for real Discord: the simulated app's would mislead
    logging.getLogger("bot.app").setLevel(logging.WARNING)

    if options.database_url == SANDBOX_DATABASE_URL:
        forget_previous_world()
    bot = create_bot(sandbox_settings(settings, options.database_url), load_catalogue())
    async with simcord.run(bot, check_errors=False, settle_timeout=SETTLE_SECONDS) as env:
        guild = env.create_guild(SERVER_NAME)
        members = [guild.add_member(env.create_user(name)) for name in PEOPLE]
        # The page shows one channel and not its threads, so tables live in the channel itself
        # (one at a time), exactly as on a server where the bot may not create threads.
        assert bot.user is not None  # logged in by simcord.run
        await bot.user.edit(username=BOT_NAME)
        no_threads = discord.PermissionOverwrite(create_public_threads=False)
        channel = guild.create_text_channel(CHANNEL_NAME, overwrites={bot.user: no_threads})
        preview = env.preview(
            channel,
            viewers=members,
            layout="channel",
            port=options.port,
            assets=suit_emoji_assets(env.backend),
        )
        try:
            async with preview as page:
                live = keep_live(env, page)
                announce(page.url)
                if options.open_browser and can_open_browser():
                    webbrowser.open(page.url)
                try:
                    await page.wait_closed()
                finally:
                    if live is not None:
                        live.cancel()
        except simcord.SetupError as problem:
            raise SandboxError(f"The sandbox page could not start: {problem}.") from None
