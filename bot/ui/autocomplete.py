"""Autocomplete shared by every command that names a game."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from discord import app_commands

from bot.games.base import GameBase
from bot.render.titles import game_title

MAX_CHOICES = 25


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
    ][:MAX_CHOICES]
