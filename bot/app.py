"""The Discord client: wires storage, the table service and the presenter, loads the cogs."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from datetime import timedelta
from typing import Any

import discord
import yarl
from discord.ext import commands

from bot.catalogue import GameEntry
from bot.config import Settings
from bot.leaderboards import Leaderboards
from bot.private_logs import keep_contents_out_of_logs
from bot.tables.retention import MoveLogPruner
from bot.tables.service import Pace, TableService
from bot.tables.shards import Shards
from bot.tables.snapshots import TableLimits
from bot.tables.timers import TimerLoop
from bot.ui.budget import LIBRARY_RATE_LIMIT_WAIT, Budget
from bot.ui.card_faces import install_suit_emoji
from bot.ui.click_limits import ClickRate
from bot.ui.command_names import CommandTranslator
from bot.ui.components import DYNAMIC_ITEMS
from bot.ui.languages import Languages, ParlourTree
from bot.ui.pages import Source
from bot.ui.presenter import Presenter
from bot.ui.restart import show_again
from storage.db import make_engine, make_sessions, migrate

log = logging.getLogger(__name__)

#: exactly what the bot needs in a server (README shows the same set and its integer)
PERMISSIONS = discord.Permissions(
    view_channel=True,
    send_messages=True,
    send_messages_in_threads=True,
    create_public_threads=True,
    embed_links=True,
    attach_files=True,
    read_message_history=True,
)
SCOPES = ("bot", "applications.commands")
#: seconds a shutdown waits for the redraws and writes still queued (held log lines)
FLUSH_TIMEOUT = 5.0
#: seconds the database may take to close its connections at a stop
DISPOSE_TIMEOUT = 2.0


def invite_url(application_id: int) -> str:
    return discord.utils.oauth_url(application_id, permissions=PERMISSIONS, scopes=SCOPES)


CORE_COGS = (
    "cogs.errors",
    "cogs.lobby",
    "cogs.play",
    "cogs.settings",
    "cogs.leaderboard",
    "cogs.help",
    "cogs.places",
)


class ParlourMixin:
    """What Parlour adds to discord.py's bot, for both the plain and the sharded client."""

    settings: Settings
    service: TableService
    presenter: Presenter
    timers: TimerLoop
    pruner: MoveLogPruner
    languages: Languages
    #: where page buttons find their text again (set by the help cog)
    page_source: Source | None = None

    def __init__(
        self,
        settings: Settings,
        catalogue: Sequence[GameEntry],
        extensions: Sequence[str] = CORE_COGS,
    ) -> None:
        # The client class after this mixin (plain or sharded) takes these; written once here so
        # the two kinds of bot cannot drift apart. Nobody is pinged unless a message names whom
        # (the presenter lists the players whose turn it is): a name a user typed ("@everyone",
        # a role) can never ping the server.
        super().__init__(  # type: ignore[call-arg]
            command_prefix=commands.when_mentioned,
            tree_cls=ParlourTree,
            intents=_intents(),
            help_command=None,
            allowed_mentions=discord.AllowedMentions.none(),
            max_ratelimit_timeout=LIBRARY_RATE_LIMIT_WAIT,
            **self._shard_options(settings),
        )
        self.settings = settings
        self.games = {entry.game.name: entry.game for entry in catalogue}
        self.players = {entry.game.name: entry.player for entry in catalogue}
        self.levels = {entry.game.name: entry.levels for entry in catalogue}
        self.frontends = {entry.game.name: entry.frontend for entry in catalogue}
        self.extensions_to_load = tuple(extensions)

    @staticmethod
    def _shard_options(settings: Settings) -> dict[str, Any]:
        """What the client needs to know of shards: nothing for the plain bot."""
        return {}

    async def _setup_parlour(self) -> None:
        bot: commands.Bot = self  # type: ignore[assignment]
        self.engine = make_engine(
            self.settings.database_url, sqlite_synchronous=self.settings.sqlite_synchronous
        )
        await migrate(self.engine)
        pace = Pace(self.settings.ai_move_delay, self.settings.system_move_delay)
        self.service = TableService(
            make_sessions(self.engine),
            self.games,
            self.players,
            pace,
            clock=discord.utils.utcnow,
            limits=TableLimits(
                self.settings.max_tables_per_host,
                self.settings.max_tables_per_server,
                self.settings.max_tables_opened_per_hour,
            ),
            shards=Shards.of(self.settings.shard_count, self.settings.shard_ids),
            levels=self.levels,
        )
        try:
            boards = Leaderboards(self.service.sessions, self.service.clock)
            await boards.rate_missed(self.service.shards.holds)
        except Exception:  # the start goes on: the boards are mended at the next one
            log.exception("could not look for games left unrated")
        self.languages = Languages(self.service.sessions)
        self.presenter = Presenter(
            bot,
            self.service,
            self.frontends,
            edit_interval=self.settings.message_edit_interval,
            log_interval=self.settings.log_interval,
            budget=Budget(self.settings.write_budget, self.settings.write_window),
            clicks=ClickRate(self.settings.clicks_per_member_per_table, self.settings.click_window),
            languages=self.languages,
        )
        if self.settings.card_suits == "emoji":
            self.presenter.card_faces.emoji = await install_suit_emoji(bot)
        side = (self.presenter.pings, self.presenter.shared, self.presenter.selections)
        self.timers = TimerLoop(self.service, discord.utils.utcnow, side=side)
        self.service.listeners += [self.presenter.on_update, self.timers.on_update]
        bot.add_dynamic_items(*DYNAMIC_ITEMS)
        for name in self.extensions_to_load:
            await bot.load_extension(name)
        await bot.tree.set_translator(CommandTranslator())
        await self._sync_commands()
        if bot.application_id is not None:
            log.info("invite link: %s", invite_url(bot.application_id))
        await show_again(self.presenter)  # before any write of this run
        self.service.start_resume().add_done_callback(_log_resumed)
        await self.timers.hold_for_start_up()
        self.timers.start()
        if self.settings.keep_move_logs_days is not None:
            keep = timedelta(days=self.settings.keep_move_logs_days)
            self.pruner = MoveLogPruner(self.service.sessions, self.service.clock, keep)
            self.pruner.start()

    async def _sync_commands(self) -> None:
        bot: commands.Bot = self  # type: ignore[assignment]
        if self.settings.dev_guild_ids:
            for guild_id in self.settings.dev_guild_ids:
                guild = discord.Object(guild_id)
                bot.tree.copy_global_to(guild=guild)
                await bot.tree.sync(guild=guild)
        else:
            await bot.tree.sync()

    async def setup_hook(self) -> None:
        await self._setup_parlour()

    async def on_disconnect(self) -> None:
        """Discord is out of reach: nobody can play, so no turn runs out meanwhile."""
        timers = getattr(self, "timers", None)
        if timers is not None:
            timers.hold()

    async def on_resumed(self) -> None:
        """Discord is back: the turns go on, after a grace (``TimerLoop.release``)."""
        timers = getattr(self, "timers", None)
        if timers is not None:
            timers.release()

    on_ready = on_resumed  # a new session rather than a resumed one: back all the same

    async def close(self) -> None:
        await self.close_parlour()
        await super().close()  # type: ignore[misc]

    async def close_parlour(self) -> None:
        """Stop what Parlour runs, each task cancelled once and waited for, then dispose of
        the engine: a task cancelled in the middle of a statement still checks its
        connection in (SQLAlchemy finishes the close in a task of its own), so nothing
        holds one when the pool is disposed. Safe to call again (``close`` does)."""
        for task in (getattr(self, "timers", None), getattr(self, "pruner", None)):
            if task is not None:
                await task.stop()
        service = getattr(self, "service", None)
        if service is not None:
            await service.close()
        presenter = getattr(self, "presenter", None)
        if presenter is not None:  # after the moves under way: their lines go out too
            await presenter.close(timeout=FLUSH_TIMEOUT)
        engine = getattr(self, "engine", None)
        if engine is not None:
            try:  # a hung server would hold the stop until the service manager kills it
                await asyncio.wait_for(engine.dispose(), DISPOSE_TIMEOUT)
            except TimeoutError:
                log.warning("the database did not answer the close; its connections are dropped")


def _log_resumed(resuming: asyncio.Task[list[int]]) -> None:
    if resuming.cancelled():
        return
    if resuming.exception() is not None:
        log.error("resuming the tables in play failed", exc_info=resuming.exception())
    elif resuming.result():
        log.info("carrying on with %d table(s) whose AI or dealer moves", len(resuming.result()))


def _intents() -> discord.Intents:
    """Only the servers, their channels, roles and threads: slash commands and components come
    as interactions, which need no intent. The default intents would also send the bot every
    message, edit, reaction and "is typing" in every channel it can see, each parsed on the
    event loop and the messages kept in a cache of 1,000 (with every component: walked by each
    full garbage collection), for nothing Parlour reads (issue #19)."""
    return discord.Intents(guilds=True)


class ParlourBot(ParlourMixin, commands.Bot):
    """One process with every shard (the usual case)."""


class ShardedParlourBot(ParlourMixin, commands.AutoShardedBot):
    """One process of several, each with its share of the shards."""

    @staticmethod
    def _shard_options(settings: Settings) -> dict[str, Any]:
        # discord.py takes every shard when shard_ids is left out (its stub wants a list)
        only: dict[str, Any] = {"shard_ids": list(settings.shard_ids)} if settings.shard_ids else {}
        return {"shard_count": settings.shard_count, **only}


def create_bot(
    settings: Settings,
    catalogue: Sequence[GameEntry],
    extensions: Sequence[str] = CORE_COGS,
) -> ParlourBot | ShardedParlourBot:
    """A plain bot, or a sharded one when the settings split shards over processes."""
    keep_contents_out_of_logs()
    if settings.api_base_url:
        discord.http.Route.BASE = settings.api_base_url.rstrip("/")
    if settings.gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(settings.gateway_url)
    # Parlour never joins voice: discord.py's warnings about voice libraries are noise here
    discord.VoiceClient.warn_nacl = False
    discord.VoiceClient.warn_dave = False
    if settings.shard_count is not None:
        return ShardedParlourBot(settings, catalogue, extensions)
    return ParlourBot(settings, catalogue, extensions)
