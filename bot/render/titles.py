"""A game's title in the language in force (``game-whist`` …), wherever a game is named."""

from __future__ import annotations

from typing import Any

from bot.games.base import GameBase
from bot.i18n import Msg, has_message, word


def title_message(game: GameBase[Any, Any, Any]) -> Msg:
    """The catalog's title for the game, else the title the game declares (a test game), as a
    message to word later (a line stored for the table's channel)."""
    msg_id = "game-" + game.name.replace("_", "-")
    return Msg(msg_id) if has_message(msg_id) else Msg(game.title)


def game_title(game: GameBase[Any, Any, Any]) -> str:
    return word(title_message(game))
