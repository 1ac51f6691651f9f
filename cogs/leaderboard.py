"""``/leaderboard``, ``/stats``, ``/history`` and the admins' ``/ratings …``.

Everything is read within the server the command came from: the guild id comes from the
interaction, never from a custom id, so no click can show another server's data. Buttons and
selects carry their state in their custom ids (like the table controls), so a leaderboard
still pages after a restart.
"""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import PlayerError
from bot.i18n import t, word
from bot.leaderboards import Leaderboards, PastGame
from bot.numbers import read_number
from bot.render import limits
from bot.render.leaderboard import (
    PERIODS,
    Period,
    board_footer,
    board_table,
    date,
    recent_text,
    record_text,
    result_line,
)
from bot.render.limits import clip
from bot.render.names import markdown_name as escape
from bot.render.titles import game_title
from bot.ui.autocomplete import GameName, game_autocomplete, game_named
from bot.ui.command_names import ON_OFF, worded, worded_choices, worded_group
from bot.ui.replies import answering, can_manage, edit_in_place, in_time, tell

if TYPE_CHECKING:
    from bot.app import ParlourBot

log = logging.getLogger(__name__)

GAME = r"[a-z0-9_]{1,32}"
#: how long a reset confirmation may wait before it has to be asked for again
CONFIRM_SECONDS = 600
HISTORY_SIZE = 10
RECENT_RESULTS = 5


def _bot(interaction: discord.Interaction) -> ParlourBot:
    return interaction.client  # type: ignore[return-value]


def _boards(bot: ParlourBot) -> Leaderboards:
    return Leaderboards(bot.service.sessions, bot.service.clock)


def _title(bot: ParlourBot, game: str) -> str:
    known = bot.service.games.get(game)
    return game_title(known) if known is not None else game


def _partnered(bot: ParlourBot, game: str) -> bool:
    """Whether ``game`` is played by two sides of partners (unknown here: no, say its place)."""
    known = bot.service.games.get(game)
    return known is not None and known.partners is not None


def _game_named(bot: ParlourBot, name: str) -> str:
    """The registry key of a game a player typed or picked; refuses unknown names."""
    return game_named(bot.service.games, name).name


def _guild(interaction: discord.Interaction) -> int:
    if interaction.guild_id is None:
        raise PlayerError("board-no-dm")
    return interaction.guild_id


def _now(bot: ParlourBot) -> int:
    """Seconds on the service's clock (the one results are stamped with)."""
    return int(bot.service.clock().timestamp())


def _require_manager(interaction: discord.Interaction) -> None:
    if not can_manage(interaction):
        raise PlayerError("board-managers-only")


# ---------------------------------------------------------------------- leaderboard pages


class BoardButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=rf"pl:lb:(?P<game>{GAME}):(?P<period>all|30d|7d):(?P<page>\d{{1,5}}):(?P<owner>\d{{1,20}})",
):
    """Previous/Next on a leaderboard; ``page`` is the page it leads to, ``owner`` whose it is."""

    def __init__(
        self,
        game: str,
        period: str,
        page: int,
        owner: int,
        *,
        label: str = "",
        disabled: bool = False,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label or "…",  # recreated from a click: never drawn
                style=discord.ButtonStyle.secondary,
                disabled=disabled,
                custom_id=f"pl:lb:{game}:{period}:{page}:{owner}",
            )
        )
        self.game, self.period, self.page, self.owner = game, period, page, owner

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> BoardButton:
        return cls(match["game"], match["period"], int(match["page"]), int(match["owner"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        async with answering(interaction):
            bot = _bot(interaction)
            viewer = interaction.user.id
            embed, view = await board_message(
                bot, _guild(interaction), self.game, PERIODS[self.period], self.page, viewer
            )
            if viewer == self.owner:
                await interaction.response.edit_message(embed=embed, view=view)
            else:  # someone else's board: give them their own copy, with their own row
                await interaction.response.send_message(embed=embed, ephemeral=True, **_with(view))


def _pager(game: str, period: Period, page: int, pages: int, owner: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(
        BoardButton(
            game,
            period.key,
            max(page - 1, 0),
            owner,
            label=t("board-previous"),
            disabled=page <= 0,
        )
    )
    view.add_item(
        BoardButton(
            game,
            period.key,
            page + 1,
            owner,
            label=t("board-next"),
            disabled=page + 1 >= pages,
        )
    )
    return view


async def board_message(
    bot: ParlourBot, guild_id: int, game: str, period: Period, page: int, viewer: int
) -> tuple[discord.Embed, discord.ui.View | None]:
    """One page of a game's leaderboard for ``viewer``, with paging buttons when it is long."""
    title = _title(bot, game)
    board = await _boards(bot).board(guild_id, game, days=period.days, page=page, viewer=viewer)
    if board is None:
        raise PlayerError("board-hidden", game=title)
    if not board.total:
        if period.days is None and not board.ai_rated:
            raise PlayerError("board-empty-ai", game=title)  # say why their games aren't here
        if period.days is None:
            raise PlayerError("board-empty", game=title)
        raise PlayerError("board-empty-period", game=title, period=period.label)
    embed = discord.Embed(
        title=t("board-title", game=title, period=period.label),
        description=board_table(board, viewer),
    )
    embed.set_footer(text=board_footer(board, period))
    view = _pager(game, period, board.page, board.pages, viewer) if board.pages > 1 else None
    return embed, view


# ---------------------------------------------------------------------- reset confirmation


class ResetButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=rf"pl:lbreset:(?P<verb>yes|no):(?P<game>{GAME}):(?P<issued>\d{{1,12}})",
):
    """Confirm or cancel a leaderboard reset; stale after :data:`CONFIRM_SECONDS`."""

    def __init__(self, verb: str, game: str, issued: int) -> None:
        yes = verb == "yes"
        super().__init__(
            discord.ui.Button(
                label=t("board-reset-yes") if yes else t("board-reset-cancel"),
                style=discord.ButtonStyle.danger if yes else discord.ButtonStyle.secondary,
                custom_id=f"pl:lbreset:{verb}:{game}:{issued}",
            )
        )
        self.verb, self.game, self.issued = verb, game, issued

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ResetButton:
        return cls(match["verb"], match["game"], int(match["issued"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        async with answering(interaction):
            bot = _bot(interaction)
            title = _title(bot, self.game)
            if self.verb == "no":
                text = t("board-reset-kept", game=title)
            else:
                _require_manager(interaction)
                if _now(bot) - self.issued > CONFIRM_SECONDS:
                    raise PlayerError("board-reset-expired")
                await in_time(interaction, _boards(bot).reset(_guild(interaction), self.game))
                _logged(interaction, "reset the ratings of", self.game)
                text = t("board-reset-done", game=title)
            await edit_in_place(interaction, content=text, view=None)


# ---------------------------------------------------------------------- history


class HistorySelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"pl:hist"):
    """Pick one of the listed games to see its summary (privately)."""

    def __init__(self, options: list[discord.SelectOption] | None = None) -> None:
        opts = options or [discord.SelectOption(label="—", value="0")]
        super().__init__(
            discord.ui.Select(
                custom_id="pl:hist",
                options=opts[: limits.SELECT_OPTIONS],
                placeholder=t("board-history-placeholder"),
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> HistorySelect:
        return cls()

    async def callback(self, interaction: discord.Interaction) -> None:
        async with answering(interaction):
            values = _picked(interaction)
            picked = read_number(values[0]) if values else None
            if picked is None:
                raise PlayerError("board-history-pick")
            bot = _bot(interaction)
            record = await _boards(bot).past_game(_guild(interaction), picked)
            if record is None:
                raise PlayerError("board-history-gone")
            embed = _result_embed(bot, record)
            await interaction.response.send_message(embed=embed, ephemeral=True)


def _picked(interaction: discord.Interaction) -> list[str]:
    """The values a select's user picked (discord.py leaves the payload untyped)."""
    data: Any = interaction.data or {}
    return [str(value) for value in data.get("values", [])]


def _result_embed(bot: ParlourBot, record: PastGame) -> discord.Embed:
    """A finished game as stored: sides and scores, then its summary (deal by deal)."""
    embed = discord.Embed(
        title=t("board-game-title", game=_title(bot, record.game), table=record.table_id),
        description=clip(word(record.summary) or t("board-no-summary"), 4000),
    )
    embed.add_field(name=t("board-result"), value=clip(result_line(record.seats), limits.FIELD))
    embed.add_field(name=t("board-finished"), value=date(record.finished_at))
    return embed


def _history_option(bot: ParlourBot, record: PastGame) -> discord.SelectOption:
    return discord.SelectOption(
        label=clip(
            t(
                "board-history-option",
                table=record.table_id,
                game=_title(bot, record.game),
                when=f"{record.finished_at:%Y-%m-%d %H:%M}",
            ),
            limits.OPTION_LABEL,
        ),
        value=str(record.result_id),
        description=clip(result_line(record.seats, markdown=False), limits.OPTION_LABEL),
    )


# ---------------------------------------------------------------------- the commands


class Leaderboard(commands.Cog):
    ratings = worded_group(
        "ratings", guild_only=True, default_permissions=discord.Permissions(manage_guild=True)
    )

    def __init__(self, bot: ParlourBot) -> None:
        self.bot = bot

    async def shown_game_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        offered = await game_autocomplete(interaction, current)
        hidden = await _boards(self.bot).hidden_games(interaction.guild_id or 0)
        return [choice for choice in offered if choice.value not in hidden]

    @worded
    @app_commands.command(name="leaderboard")
    @app_commands.choices(period=worded_choices(("all", "30d", "7d")))
    @app_commands.autocomplete(game=shown_game_autocomplete)
    @app_commands.guild_only()
    async def leaderboard(
        self,
        interaction: discord.Interaction,
        game: GameName,
        period: app_commands.Choice[str] | None = None,
    ) -> None:
        name = _game_named(self.bot, game)
        chosen = PERIODS[period.value if period else "all"]
        embed, view = await board_message(
            self.bot, _guild(interaction), name, chosen, 0, interaction.user.id
        )
        await interaction.response.send_message(embed=embed, **_with(view))

    @worded
    @app_commands.command(name="stats")
    @app_commands.guild_only()
    async def stats(
        self, interaction: discord.Interaction, user: discord.User | None = None
    ) -> None:
        who = user or interaction.user
        stats = await _boards(self.bot).stats(_guild(interaction), who.id, RECENT_RESULTS)
        name = escape(getattr(who, "display_name", who.name))
        if not stats.records:
            reset = await _boards(self.bot).was_reset(_guild(interaction))
            raise PlayerError("board-stats-none", name=name, reset="yes" if reset else "no")
        embed = discord.Embed(title=t("board-stats-title", name=name))
        for record in stats.records[:20]:
            embed.add_field(
                name=_title(self.bot, record.game),
                value=clip(record_text(record), limits.FIELD),
                inline=False,
            )
        recent = recent_text(
            stats.recent,
            lambda game: _title(self.bot, game),
            lambda game: _partnered(self.bot, game),
        )
        embed.add_field(name=t("board-recent"), value=clip(recent, limits.FIELD), inline=False)
        await interaction.response.send_message(embed=embed)

    @worded
    @app_commands.command(name="history")
    @app_commands.autocomplete(game=game_autocomplete)
    @app_commands.guild_only()
    async def history(self, interaction: discord.Interaction, game: GameName | None = None) -> None:
        name = _game_named(self.bot, game) if game else None
        records = await _boards(self.bot).history(_guild(interaction), name, HISTORY_SIZE)
        if not records:
            if name:
                raise PlayerError("board-history-none-game", game=_title(self.bot, name))
            raise PlayerError("board-history-none")
        # every game gets its line, each cut to its share of the embed (a game of twelve
        # with long names is longer than that; the menu below has it in full)
        share = limits.DESCRIPTION // len(records) - 1
        lines = [
            clip(
                f"`#{r.table_id}` {_title(self.bot, r.game)} · {date(r.finished_at)} — "
                f"{result_line(r.seats)}",
                share,
            )
            for r in records
        ]
        view = discord.ui.View(timeout=None)
        view.add_item(HistorySelect([_history_option(self.bot, r) for r in records]))
        heading = (
            t("board-history-title-game", game=_title(self.bot, name))
            if name
            else t("board-history-title")
        )
        embed = discord.Embed(title=heading, description="\n".join(lines))
        embed.set_footer(text=t("board-history-footer"))
        await interaction.response.send_message(embed=embed, view=view)

    # ------------------------------------------------------------------ admins

    @worded
    @ratings.command(name="reset")
    @app_commands.autocomplete(game=game_autocomplete)
    async def reset(self, interaction: discord.Interaction, game: GameName) -> None:
        _require_manager(interaction)
        name = _game_named(self.bot, game)
        issued = _now(self.bot)
        view = discord.ui.View(timeout=None)
        view.add_item(ResetButton("yes", name, issued))
        view.add_item(ResetButton("no", name, issued))
        await tell(interaction, t("board-reset-ask", game=_title(self.bot, name)), view=view)

    @worded
    @ratings.command(name="hide")
    @app_commands.autocomplete(game=game_autocomplete)
    async def hide(self, interaction: discord.Interaction, game: GameName) -> None:
        await self._set_hidden(interaction, game, True)

    @worded
    @ratings.command(name="show")
    @app_commands.autocomplete(game=game_autocomplete)
    async def show(self, interaction: discord.Interaction, game: GameName) -> None:
        await self._set_hidden(interaction, game, False)

    async def _set_hidden(self, interaction: discord.Interaction, game: str, hidden: bool) -> None:
        _require_manager(interaction)
        name = _game_named(self.bot, game)
        await in_time(interaction, _boards(self.bot).set_hidden(_guild(interaction), name, hidden))
        _logged(interaction, "hid the board of" if hidden else "showed the board of", name)
        said = "board-hidden-now" if hidden else "board-shown-now"
        await tell(interaction, t(said, game=_title(self.bot, name)))

    @worded
    @ratings.command(name="rebuild")
    @app_commands.autocomplete(game=game_autocomplete)
    async def rebuild(self, interaction: discord.Interaction, game: GameName | None = None) -> None:
        _require_manager(interaction)
        name = _game_named(self.bot, game) if game else None
        await interaction.response.defer(ephemeral=True, thinking=True)
        replayed = await _boards(self.bot).rebuild(_guild(interaction), name)
        _logged(interaction, "rebuilt the ratings of", name or "every game")
        if name:
            text = t("board-rebuilt-game", game=_title(self.bot, name), count=replayed)
        else:
            text = t("board-rebuilt-all", count=replayed)
        await tell(interaction, text)

    @worded
    @ratings.command(name="ai-games")
    @app_commands.choices(setting=ON_OFF)
    async def ai_games(
        self, interaction: discord.Interaction, setting: app_commands.Choice[str] | None = None
    ) -> None:
        guild_id = _guild(interaction)
        if setting is not None:
            _require_manager(interaction)
        on = await in_time(
            interaction,
            _boards(self.bot).rates_ai_games(
                guild_id, None if setting is None else setting.value == "on"
            ),
        )
        if setting is not None:
            _logged(interaction, f"set AI games ({setting.value}) for", "every game")
        await tell(interaction, t("board-ai-on" if on else "board-ai-off"))


def _logged(interaction: discord.Interaction, did: str, game: str) -> None:
    """A manager's change to a server's boards leaves a line in the bot's log (ids only): a
    board wiped or hidden should be traceable to who did it."""
    log.info("guild %s: member %s %s %s", interaction.guild_id, interaction.user.id, did, game)


def _with(view: discord.ui.View | None) -> dict[str, Any]:
    """``view=`` only when there is one (discord.py wants it left out, not None)."""
    return {"view": view} if view is not None else {}


DYNAMIC_ITEMS = (BoardButton, ResetButton, HistorySelect)


async def setup(bot: ParlourBot) -> None:
    bot.add_dynamic_items(*DYNAMIC_ITEMS)
    await bot.add_cog(Leaderboard(bot))


async def teardown(bot: ParlourBot) -> None:
    bot.remove_dynamic_items(*DYNAMIC_ITEMS)
