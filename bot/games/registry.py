"""Which games this bot offers: engines and their AI players, built when the bot starts."""

from __future__ import annotations

from typing import Any

from bot.ai.mexican_train import MexicanTrainAI
from bot.ai.shengji import ShengjiAI
from bot.ai.whist import WhistAI
from bot.games.base import Game, Player
from bot.games.mexican_train import MexicanTrainGame
from bot.games.shengji import ShengjiGame
from bot.games.whist import BidWhistGame, WhistGame


def load_games() -> tuple[dict[str, Game[Any, Any]], dict[str, Player]]:
    """Every game's engine and AI, keyed by the name used in ``/table create game:``."""
    games: dict[str, Game[Any, Any]] = {}
    players: dict[str, Player] = {}
    catalogue: tuple[tuple[Game[Any, Any], Player], ...] = (
        (WhistGame(), WhistAI()),
        (BidWhistGame(), WhistAI()),
        (ShengjiGame(), ShengjiAI()),
        (MexicanTrainGame(), MexicanTrainAI()),
    )
    for game, player in catalogue:
        games[game.name] = game
        players[game.name] = player
    return games, players
