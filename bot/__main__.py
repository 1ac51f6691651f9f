"""Start Parlour: ``python -m bot`` (or the ``parlour`` command)."""

from __future__ import annotations

import asyncio
import logging
import sys

import aiohttp
import discord

from bot.app import create_bot
from bot.catalogue import load_catalogue
from bot.config import ConfigError, Settings, load_settings
from storage.db import make_engine

NO_TOKEN = """\
Parlour needs a Discord bot token, and none is set.

  1. Open the Discord developer portal, https://discord.com/developers/applications, and
     create an application.
  2. Under "Bot", press "Reset Token" and copy the token.
  3. Give it to Parlour, either way:
       export DISCORD_TOKEN=...            (recommended)
       or copy config.example.toml to config.toml and set token = "..."
  4. Invite the bot with the "bot" and "applications.commands" scopes (OAuth2 -> URL
     Generator) and these permissions: View Channels, Send Messages, Send Messages in Threads,
     Create Public Threads, Embed Links, Attach Files, Read Message History.
     No privileged intents are needed.
"""


async def _check_database(settings: Settings) -> None:
    engine = make_engine(settings.database_url)
    try:
        async with engine.connect():
            pass
    except Exception as exc:
        raise ConfigError(
            f"database_url: can't connect ({type(exc).__name__}); check the URL and the server."
        ) from None
    finally:
        await engine.dispose()


def main() -> int:
    try:
        settings = load_settings()
    except ConfigError as problem:
        print(f"Configuration error: {problem}", file=sys.stderr)
        return 2
    logging.basicConfig(
        level=settings.log_level.upper(), format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    if not settings.token:
        print(NO_TOKEN, file=sys.stderr)
        return 1
    try:
        asyncio.run(_check_database(settings))
    except ConfigError as problem:
        print(f"Configuration error: {problem}", file=sys.stderr)
        return 2
    bot = create_bot(settings, load_catalogue())
    try:
        bot.run(settings.token, log_handler=None)
    except discord.LoginFailure:
        print(
            "Discord refused the token (DISCORD_TOKEN): reset it in the developer portal.",
            file=sys.stderr,
        )
        return 1
    except (OSError, aiohttp.ClientError) as problem:
        print(
            f"Can't reach Discord ({type(problem).__name__}). Check the network, or "
            "api_base_url / gateway_url if you run behind a proxy.",
            file=sys.stderr,
        )
        return 1
    except discord.PrivilegedIntentsRequired:
        print(
            "Discord asked for a privileged intent; Parlour needs none. Please report this.",
            file=sys.stderr,
        )
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
