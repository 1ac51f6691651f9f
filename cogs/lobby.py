"""``/table …``: open a table, sit down, fill seats with AI players, start, abort, look around."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.ai.levels import Level
from bot.errors import PlayerError
from bot.games.base import GameBase
from bot.games.options import describe_options
from bot.guild_settings import SettingsService
from bot.i18n import Language, t
from bot.render import limits
from bot.render.help import options_text, options_title
from bot.render.names import markdown_name
from bot.render.titles import game_title
from bot.tables.deadlines import parse_duration
from bot.tables.service import TableService, default_turn_timer
from bot.tables.snapshots import Person, TableRules, TableSnapshot, TableStatus
from bot.ui.access import require_view, visible
from bot.ui.autocomplete import game_autocomplete, game_named
from bot.ui.command_names import TableNumber, worded, worded_choices, worded_group
from bot.ui.hand_views import message_kwargs
from bot.ui.languages import language_choices
from bot.ui.new_tables import alone_here, check_room, post_table
from bot.ui.pages import Document, send_document
from bot.ui.replies import in_time, tell

if TYPE_CHECKING:
    from bot.app import ParlourBot

MAX_OPTIONS_TEXT = 200
#: tables /table list names at most (and as many of them as fit one message)
LISTED = 25


async def resolve_table(
    bot: ParlourBot,
    interaction: discord.Interaction,
    table_id: int | None,
    *,
    mine: bool = False,
    acting: bool = False,
) -> TableSnapshot:
    """The table a command means: the one named, the one in this thread, or the only one here;
    only ever one in a channel the member may view. A command ``acting`` on the table counts
    against the member's click allowance there, like a button: typing ``/play`` over and over
    must not get round the limit the buttons have."""
    table = await _find_table(bot, interaction, table_id, mine=mine)
    if acting:
        bot.presenter.clicks.take(interaction.user.id, table.id)
    return table


async def _find_table(
    bot: ParlourBot, interaction: discord.Interaction, table_id: int | None, *, mine: bool
) -> TableSnapshot:
    service = bot.service
    if table_id is not None:
        table = await service.get(table_id)
        require_view(interaction, table)
        return table
    channel_id = interaction.channel_id or 0
    here = visible(interaction, await service.live_in_channel(channel_id))
    if mine:
        seated = [table for table in here if table.seat_of(interaction.user.id) is not None]
        if len(seated) == 1 or (seated and len(here) > 1):
            here = seated
    if len(here) == 1:
        return here[0]
    if not here:
        raise PlayerError("lobby-no-table-here")
    listed = t("lobby-list-separator").join(
        t("lobby-table-ref", table=table.id, game=game_title(service.game(table.game)))
        for table in here[:10]
    )
    raise PlayerError("lobby-several-tables", tables=listed)


async def table_rules(
    bot: ParlourBot,
    guild_id: int,
    game: GameBase[Any, Any, Any],
    timer: str | None,
    reclaim: bool,
    language: Language | None = None,
) -> TableRules:
    """How a new table runs: the server's defaults, then what its host asked for."""
    saved = await SettingsService(bot.service.sessions).defaults(guild_id)
    turn_timer = saved.turn_timer_for(default_turn_timer(game))
    if timer is not None and timer.strip().lower() != "default":
        turn_timer = parse_duration(timer)
    return TableRules(
        turn_timer=turn_timer,
        abandon_after=saved.abandon_after,
        away_after=saved.away_after,
        allow_reclaim=reclaim,
        language=language or saved.language,
    )


class Lobby(commands.Cog):
    table = worded_group("table", guild_only=True)

    def __init__(self, bot: ParlourBot) -> None:
        self.bot = bot

    async def _act(
        self,
        interaction: discord.Interaction,
        table: int | None,
        act: Callable[[TableService, int, Person], Awaitable[TableSnapshot]],
        *,
        mine: bool = True,
    ) -> TableSnapshot:
        """Do ``act`` as the caller on the table they mean (one they sit at, with ``mine``)."""
        snapshot = await resolve_table(self.bot, interaction, table, mine=mine, acting=True)
        person = self.bot.presenter.person(interaction)
        return await in_time(interaction, act(self.bot.service, snapshot.id, person))

    async def _on_named_seat(
        self,
        interaction: discord.Interaction,
        player: discord.User | None,
        seat: int | None,
        table: int | None,
        *,
        replacing: bool,
    ) -> tuple[int, TableSnapshot]:
        """Kick or replace the seat named by its player or by its number (1 up): the position
        and the table after. The host kicks from anywhere; who asks to replace a seat sits at
        the table (a vote of its players), so the table meant is one they sit at."""
        snapshot = await resolve_table(self.bot, interaction, table, mine=replacing, acting=True)
        position = _named_seat(snapshot, player, seat, replacing=replacing)
        person = self.bot.presenter.person(interaction)
        act = self.bot.service.replace if replacing else self.bot.service.kick
        return position, await in_time(interaction, act(snapshot.id, person, position))

    async def options_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        game_name = getattr(interaction.namespace, "game", None)
        game = self.bot.service.games.get(game_name or "")
        if game is None:
            return []
        prefix = current.rsplit(" ", 1)[0] + " " if " " in current else ""
        return [
            app_commands.Choice(
                name=limits.clip(f"{spec.key}=… {t(spec.description)}", limits.OPTION_LABEL),
                value=value,
            )
            for spec in game.options
            # a choice that would cut what was typed is not offered
            if len(value := f"{prefix}{spec.key}={spec.show(spec.default)}") <= limits.OPTION_LABEL
        ][: limits.CHOICES]

    @worded
    @table.command(name="create")
    @app_commands.choices(language=language_choices())
    @app_commands.autocomplete(game=game_autocomplete, options=options_autocomplete)
    async def create(
        self,
        interaction: discord.Interaction,
        game: str,
        options: app_commands.Range[str, 0, MAX_OPTIONS_TEXT] | None = None,
        timer: app_commands.Range[str, 1, 20] | None = None,
        reclaim: bool = True,
        language: app_commands.Choice[str] | None = None,
    ) -> None:
        service = self.bot.service
        presenter = self.bot.presenter
        if isinstance(interaction.channel, discord.Thread):
            raise PlayerError("lobby-not-in-thread")
        chosen = game_named(service.games, game)
        threads = await check_room(presenter, interaction, chosen.name)
        person = presenter.person(interaction)
        rules = await table_rules(
            self.bot,
            interaction.guild_id or 0,
            chosen,
            timer,
            reclaim,
            Language(language.value) if language else None,
        )
        opening = service.create(
            interaction.guild_id or 0,
            interaction.channel_id or 0,
            person,
            chosen.name,
            options,
            rules=rules,
            alone=alone_here(interaction, threads),
        )
        table = await in_time(interaction, opening)
        await post_table(presenter, interaction, table, threads)

    @worded
    @table.command(name="options")
    @app_commands.autocomplete(game=game_autocomplete)
    async def options(self, interaction: discord.Interaction, game: str) -> None:
        chosen = game_named(self.bot.service.games, game)
        document = Document(options_title(chosen), options_text(chosen))
        await send_document(interaction, f"options.{chosen.name}", document)

    @worded
    @table.command(name="join")
    async def join(
        self,
        interaction: discord.Interaction,
        table: TableNumber | None = None,
        seat: app_commands.Range[int, 1, 12] | None = None,
    ) -> None:
        chosen = None if seat is None else seat - 1
        done = await self._act(
            interaction, table, partial(TableService.join, chosen=chosen), mine=False
        )
        position = done.seat_of(interaction.user.id)
        await tell(interaction, t("lobby-joined", seat=(position or 0) + 1, table=done.id))

    @worded
    @table.command(name="move")
    async def move(
        self,
        interaction: discord.Interaction,
        seat: app_commands.Range[int, 1, 12],
        table: TableNumber | None = None,
    ) -> None:
        # partners sit opposite each other (seats 1 & 3, 2 & 4): moving is how friends pair up
        done = await self._act(interaction, table, partial(TableService.move, position=seat - 1))
        await tell(interaction, t("lobby-joined", seat=seat, table=done.id))

    @worded
    @table.command(name="swap")
    async def swap(
        self,
        interaction: discord.Interaction,
        first: app_commands.Range[int, 1, 12],
        second: app_commands.Range[int, 1, 12],
        table: TableNumber | None = None,
    ) -> None:
        """The host pairs partners up without asking each player to ``/table move``."""
        swap = partial(TableService.swap, first=first - 1, second=second - 1)
        await self._act(interaction, table, swap, mine=False)
        await tell(interaction, t("lobby-done"))

    @worded
    @table.command(name="leave")
    async def leave(
        self, interaction: discord.Interaction, table: TableNumber | None = None
    ) -> None:
        done = await self._act(interaction, table, TableService.leave)
        await tell(interaction, t("lobby-left", table=done.id))

    @worded
    @table.command(name="addbot")
    @app_commands.choices(level=worded_choices(level.value for level in Level))
    async def addbot(
        self,
        interaction: discord.Interaction,
        table: TableNumber | None = None,
        count: app_commands.Range[int, 1, 11] = 1,
        level: str = Level.NORMAL.value,
    ) -> None:
        snapshot = await resolve_table(self.bot, interaction, table, mine=True, acting=True)
        person = self.bot.presenter.person(interaction)

        async def add() -> int:
            added = 0
            for _ in range(count):
                try:
                    await self.bot.service.add_ai(snapshot.id, person, Level(level))
                except PlayerError:
                    if not added:
                        raise
                    break
                added += 1
            return added

        await tell(interaction, t("lobby-added-ai", count=await in_time(interaction, add())))

    @worded
    @table.command(name="kick")
    async def kick(
        self,
        interaction: discord.Interaction,
        player: discord.User | None = None,
        seat: app_commands.Range[int, 1, 12] | None = None,
        table: TableNumber | None = None,
    ) -> None:
        await self._on_named_seat(interaction, player, seat, table, replacing=False)
        await tell(interaction, t("lobby-done"))

    @worded
    @table.command(name="replace")
    async def replace(
        self,
        interaction: discord.Interaction,
        player: discord.User | None = None,
        seat: app_commands.Range[int, 1, 12] | None = None,
        table: TableNumber | None = None,
    ) -> None:
        """``seat`` names a player who can't be named any more (they left the server)."""
        position, after = await self._on_named_seat(
            interaction, player, seat, table, replacing=True
        )
        handed = any(s.position == position and s.is_ai for s in after.seats)  # not a vote
        await tell(interaction, t("lobby-replaced" if handed else "lobby-noted", seat=position + 1))

    @worded
    @table.command(name="reclaim")
    async def reclaim(
        self, interaction: discord.Interaction, table: TableNumber | None = None
    ) -> None:
        await self._act(interaction, table, TableService.reclaim, mine=False)
        await tell(interaction, t("lobby-reclaimed"))

    @worded
    @table.command(name="back")
    async def back(
        self, interaction: discord.Interaction, table: TableNumber | None = None
    ) -> None:
        await self._act(interaction, table, TableService.back)
        await tell(interaction, t("lobby-welcome-back"))

    @worded
    @table.command(name="start")
    async def start(
        self, interaction: discord.Interaction, table: TableNumber | None = None
    ) -> None:
        await self._act(interaction, table, TableService.start)
        await tell(interaction, t("lobby-started"))

    @worded
    @table.command(name="abort")
    async def abort(
        self, interaction: discord.Interaction, table: TableNumber | None = None
    ) -> None:
        done = await self._act(interaction, table, TableService.abort)
        await tell(interaction, t("lobby-closed", table=done.id))

    @worded
    @table.command(name="status")
    async def status(
        self, interaction: discord.Interaction, table: TableNumber | None = None
    ) -> None:
        snapshot = await resolve_table(self.bot, interaction, table, mine=True)
        shown = await self.bot.presenter.drawn_table_message(snapshot)
        kwargs = message_kwargs(shown)
        kwargs.pop("view", None)
        await interaction.response.send_message(ephemeral=True, **kwargs)

    @worded
    @table.command(name="list")
    async def list_tables(self, interaction: discord.Interaction) -> None:
        service = self.bot.service
        tables = visible(interaction, await service.live_in_guild(interaction.guild_id or 0))
        if not tables:
            await tell(interaction, t("lobby-none-open"))
            return
        # whole lines only, and room kept for the count of those left out: a cut at 2,000
        # characters ended mid-word (and could split a channel's mention)
        lines: list[str] = []
        room = limits.CONTENT - len(t("lobby-list-more", count=len(tables)))
        for table in tables[:LISTED]:
            game = service.game(table.game)
            waiting = table.status is TableStatus.OPEN
            line = t(
                "lobby-list-waiting" if waiting else "lobby-list-playing",
                table=table.id,
                game=game_title(game),
                seated=len(table.seats),
                where=f"<#{table.post_channel_id}>",
                rules=describe_options(game.options, table.options),
            )
            room -= len(line) + 1
            if room < 0:
                break
            lines.append(line)
        if len(lines) < len(tables):
            lines.append(t("lobby-list-more", count=len(tables) - len(lines)))
        await tell(interaction, "\n".join(lines))


async def setup(bot: ParlourBot) -> None:
    await bot.add_cog(Lobby(bot))


def _named_seat(
    table: TableSnapshot, player: discord.User | None, seat: int | None, *, replacing: bool
) -> int:
    """The seat a command names by its player or by its number (one of the two)."""
    if (player is None) == (seat is None):
        if replacing:
            raise PlayerError("lobby-replace-whom")
        raise PlayerError("lobby-kick-whom")
    if player is None:
        return (seat or 1) - 1
    position = table.seat_of(player.id)
    if position is None:
        name = markdown_name(player.display_name)
        if replacing:
            raise PlayerError("lobby-not-playing-at-table", name=name, table=table.id)
        raise PlayerError("lobby-not-at-table", name=name, table=table.id)
    return position
