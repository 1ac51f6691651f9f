"""Autocomplete shared by every command that names a game."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from discord import app_commands

from bot.games.base import GameBase

MAX_CHOICES = 25


def game_choices(
    games: Mapping[str, GameBase[Any, Any, Any]], current: str
) -> list[app_commands.Choice[str]]:
    """The games whose name or title contains what the player typed so far."""
    typed = current.lower()
    return [
        app_commands.Choice(name=game.title, value=name)
        for name, game in games.items()
        if typed in name or typed in game.title.lower()
    ][:MAX_CHOICES]
