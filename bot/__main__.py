"""Start Parlour: ``python -m bot`` (or the ``parlour`` command); ``sandbox`` to try it locally."""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import sys
from collections.abc import Sequence
from dataclasses import replace

import aiohttp
import discord

from bot.app import create_bot
from bot.catalogue import load_catalogue
from bot.config import ConfigError, Settings, load_settings
from bot.gc_tuning import collections_on_the_loop, tune_allocator, tune_garbage_collector
from bot.i18n.catalogs import load_catalogs
from bot.render.board_process import painter
from bot.sandbox import (
    SANDBOX_DATABASE_URL,
    SandboxError,
    SandboxOptions,
    missing_modules,
    run_sandbox,
)
from storage.db import configure_models, make_engine, migrate
from storage.one_process import Taken, one_process

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


ONE_PROCESS = (
    "Configuration error: database_url: another Parlour process is running on this SQLite "
    "file. SQLite is for one process: stop the other one, or use PostgreSQL for several."
)


async def _check_database(settings: Settings) -> None:
    try:  # a URL SQLAlchemy can't read (a port that is not a number, no driver) fails here
        engine = make_engine(settings.database_url, sqlite_synchronous=settings.sqlite_synchronous)
    except Exception as exc:
        raise ConfigError(
            f"database_url: can't be read ({type(exc).__name__}); see config.example.toml."
        ) from None
    try:
        try:
            async with engine.connect():
                pass
        except Exception as exc:
            raise ConfigError(
                f"database_url: can't connect ({_reason(exc)}); check the URL and the server."
            ) from None
        try:  # before Discord: a schema it can't bring up to date is one line, not a traceback
            await migrate(engine)
        except Exception as exc:
            raise ConfigError(
                f"database_url: can't bring the database up to date ({_reason(exc)})."
            ) from None
    finally:
        await engine.dispose()


def _reason(exc: Exception) -> str:
    """The driver's own words (never the URL, so no password), on one line."""
    cause = getattr(exc, "orig", None) or exc
    words = " ".join(str(cause).split())[:200]
    return f"{type(cause).__name__}: {words}" if words else type(cause).__name__


NO_SANDBOX = """\
To try Parlour first without Discord, in a local page in your browser:
  pip install -e ".[sandbox]"   then   python -m bot sandbox
"""

SANDBOX_INSTEAD = (
    "no token set: starting the local sandbox; set DISCORD_TOKEN to connect to Discord"
)


def _arguments(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="parlour",
        description="Parlour, a Discord bot for card and domino tables.",
        epilog="Without a command it connects to Discord (DISCORD_TOKEN); without a token "
        "it starts the sandbox when the sandbox extra is installed.",
    )
    commands = parser.add_subparsers(dest="command", metavar="command")
    sandbox = commands.add_parser(
        "sandbox",
        help="play in a simulated Discord in your browser: no token, no network",
        description="The real bot in a simulated Discord server, played from a local page.",
    )
    sandbox.add_argument(
        "--port", type=int, default=0, help="serve the page on this port (default: any free one)"
    )
    sandbox.add_argument("--no-browser", action="store_true", help="only print the page's address")
    sandbox.add_argument(
        "--database",
        default=SANDBOX_DATABASE_URL,
        metavar="URL",
        help=f"keep sandbox tables here (default: {SANDBOX_DATABASE_URL}, new at each start)",
    )
    return parser.parse_args(argv)


def _sandbox(settings: Settings, options: SandboxOptions) -> int:
    missing = missing_modules()
    if missing:
        print(
            f'The sandbox needs {", ".join(missing)}: pip install -e ".[sandbox]"',
            file=sys.stderr,
        )
        return 1

    def announce(url: str) -> None:
        print(f"Parlour sandbox: open {url}  (Ctrl-C to stop)", flush=True)

    try:
        asyncio.run(_check_database(replace(settings, database_url=options.database_url)))
        asyncio.run(run_sandbox(settings, options, announce))
    except ConfigError as problem:
        print(f"Configuration error: {problem}", file=sys.stderr)
        return 2
    except SandboxError as problem:
        print(f"{problem} Try another --port if that one is taken.", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        pass
    print("Parlour sandbox closed.", flush=True)
    return 0


async def _serve(bot: discord.Client, token: str) -> None:
    """Run the bot until it is closed. SIGTERM (what a service manager or container runtime
    sends to stop it) closes it gracefully: no new actions are taken, those under way commit,
    and the process exits; the next start resumes every table from the database."""
    loop = asyncio.get_running_loop()
    serving = asyncio.current_task()
    stopped: list[int] = []

    def stop() -> None:
        # as Ctrl-C does: the start is cancelled and the bot closed on the way out (closing it
        # beside a start still connecting ended in discord.py's traceback and exit status 1)
        stopped.append(signal.SIGTERM)
        if serving is not None:
            serving.cancel()

    loop.add_signal_handler(signal.SIGTERM, stop)
    try:
        async with collections_on_the_loop(), bot:
            await bot.start(token)
    except asyncio.CancelledError:
        if not stopped:
            raise
    finally:
        loop.remove_signal_handler(signal.SIGTERM)


def main(argv: Sequence[str] | None = None) -> int:
    arguments = _arguments(argv)
    try:
        settings = load_settings()
    except ConfigError as problem:
        print(f"Configuration error: {problem}", file=sys.stderr)
        return 2
    logging.basicConfig(
        level=settings.log_level.upper(), format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    if arguments.command == "sandbox":
        options = SandboxOptions(arguments.port, not arguments.no_browser, arguments.database)
        return _sandbox(settings, options)
    if not settings.token:
        print(NO_TOKEN, file=sys.stderr)
        if missing_modules():
            print(NO_SANDBOX, file=sys.stderr)
            return 1
        print(SANDBOX_INSTEAD, file=sys.stderr, flush=True)
        return _sandbox(settings, SandboxOptions())
    tune_allocator()
    try:
        with one_process(settings.database_url):
            return _run(settings, settings.token)
    except Taken:
        print(ONE_PROCESS, file=sys.stderr)
        return 2


def _run(settings: Settings, token: str) -> int:
    """The bot, from its database check to its stop (holding a SQLite file alone)."""
    try:
        asyncio.run(_check_database(settings))
    except ConfigError as problem:
        print(f"Configuration error: {problem}", file=sys.stderr)
        return 2
    pictures = painter(settings.board_pictures)
    bot = create_bot(settings, load_catalogue(painter=pictures))
    load_catalogs()  # before the freeze: the command sync would load them all after it
    configure_models()  # before the freeze: the first query would after it
    tune_garbage_collector()
    try:
        asyncio.run(_serve(bot, token))
    except KeyboardInterrupt:
        pass
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
    finally:
        pictures.close()  # after the bot's last redraw
    return 0


if __name__ == "__main__":
    sys.exit(main())
