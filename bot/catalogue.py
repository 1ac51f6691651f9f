"""Which games this bot offers: per game its engine, its AI player and its Discord frontend.

Built when the bot starts (never at import) and handed to :func:`bot.app.create_bot`, so the
engines stay free of the AI and of Discord, and tests can build a bot with any subset.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.games.base import AIPlayer, GameBase
from bot.ui.frontend import Frontend


@dataclass(frozen=True, slots=True)
class GameEntry:
    """One game as the bot offers it, under ``game.name`` in ``/table create game:``."""

    game: GameBase[Any, Any, Any]
    player: AIPlayer
    frontend: Frontend


def whist_entries() -> tuple[GameEntry, ...]:
    from bot.ai.whist import WhistAI
    from bot.games.whist import BidWhistGame, WhistGame
    from bot.ui.frontends.whist import WhistFrontend

    return tuple(
        GameEntry(rules, WhistAI(), WhistFrontend(rules)) for rules in (WhistGame(), BidWhistGame())
    )


def shengji_entries() -> tuple[GameEntry, ...]:
    from bot.ai.shengji import ShengjiAI
    from bot.games.shengji import ShengjiGame
    from bot.ui.frontends.shengji import ShengjiFrontend

    rules = ShengjiGame()
    return (GameEntry(rules, ShengjiAI(), ShengjiFrontend(rules)),)


def mexican_train_entries() -> tuple[GameEntry, ...]:
    from bot.ai.mexican_train import MexicanTrainAI
    from bot.games.mexican_train import MexicanTrainGame
    from bot.ui.frontends.mexican_train import MexicanTrainFrontend

    rules = MexicanTrainGame()
    return (GameEntry(rules, MexicanTrainAI(), MexicanTrainFrontend(rules)),)


def load_catalogue() -> tuple[GameEntry, ...]:
    """Every game the bot offers, in the order ``/table create`` lists them."""
    return (*whist_entries(), *shengji_entries(), *mexican_train_entries())
