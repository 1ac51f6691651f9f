"""A game's title in the language in force (``game-whist`` …), wherever a game is named."""

from __future__ import annotations

from typing import Any

from bot.games.base import GameBase
from bot.i18n import has_message, t


def game_title(game: GameBase[Any, Any, Any]) -> str:
    """The catalog's title for the game, else the title the game declares (a test game)."""
    msg_id = "game-" + game.name.replace("_", "-")
    return t(msg_id) if has_message(msg_id) else game.title
