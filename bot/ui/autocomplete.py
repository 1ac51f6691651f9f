"""Autocomplete shared by every command that names a game.

One callback for the ``game`` parameter, so the lobby, the leaderboards and help offer the same
choices and no cog carries its own copy of the wiring.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol, cast

import discord
from discord import app_commands

from bot.errors import NotFound
from bot.games.base import GameBase
from bot.render import limits
from bot.render.titles import game_title

#: what a player may type where a command names a game
GameName = app_commands.Range[str, 1, 32]


class _Hosting(Protocol):
    """The part of the bot autocomplete reads (kept apart so the UI need not import the app)."""

    games: Mapping[str, GameBase[Any, Any, Any]]


def game_choices(
    games: Mapping[str, GameBase[Any, Any, Any]], current: str
) -> list[app_commands.Choice[str]]:
    """The games whose name or title (in the reader's language, or English) contains what the
    player typed so far."""
    typed = current.lower()
    return [
        app_commands.Choice(name=game_title(game), value=name)
        for name, game in games.items()
        if typed in name or typed in game_title(game).lower() or typed in game.title.lower()
    ][: limits.CHOICES]


def game_named(games: Mapping[str, GameBase[Any, Any, Any]], typed: str) -> GameBase[Any, Any, Any]:
    """The game a player named: Discord sends the typed text as it is when no choice was
    picked, so "Whist", " bid whist" and "Mexican Train" (its title, in the reader's language
    or English) name their games as the choices' keys do; refuses an unknown name."""
    wanted = _folded(typed)
    for name, game in games.items():
        if wanted in (_folded(name), _folded(game.title), _folded(game_title(game))):
            return game
    raise NotFound("table-no-such-game", name=typed.strip()[:32])


def _folded(text: str) -> str:
    """Letters and digits only, case folded: "Mexican Train" and "mexican_train" meet."""
    return "".join(ch for ch in text.casefold() if ch.isalnum())


async def game_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """Autocomplete for a ``game`` parameter: every game the bot hosts."""
    return game_choices(cast(_Hosting, interaction.client).games, current)
