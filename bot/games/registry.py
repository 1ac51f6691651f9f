"""Which games this bot offers: engines and their AI players, built when the bot starts."""

from __future__ import annotations

from typing import Any

from bot.games.base import Game, Player


def load_games() -> tuple[dict[str, Game[Any, Any]], dict[str, Player]]:
    """Every game's engine and AI, keyed by the name used in ``/table create game:``."""
    games: dict[str, Game[Any, Any]] = {}
    players: dict[str, Player] = {}
    return games, players
