"""Which games this bot offers: per game its engine, its AI players and its Discord frontend.

Built when the bot starts (never at import) and handed to :func:`bot.app.create_bot`, so the
engines stay free of the AI and of Discord, and tests can build a bot with any subset.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from bot.ai.levels import Level, leveled
from bot.games.base import AIPlayer, GameBase
from bot.ui.frontend import Frontend

if TYPE_CHECKING:
    from bot.render.board_process import Painter


@dataclass(frozen=True, slots=True)
class GameEntry:
    """One game as the bot offers it, under ``game.name`` in ``/table create game:``.

    ``player`` is the normal AI; ``strong`` the search player for ``level:strong`` (None: the
    game has none, and strong seats play as normal ones).
    """

    game: GameBase[Any, Any, Any]
    player: AIPlayer
    frontend: Frontend
    strong: AIPlayer | None = None

    @property
    def levels(self) -> Mapping[Level, AIPlayer]:
        return leveled(self.player, self.strong)


def whist_entries(rollouts: int | None = None) -> tuple[GameEntry, ...]:
    """Whist and Bid Whist (``rollouts``: the strong player's playouts per move)."""
    from bot.ai.whist import WhistAI
    from bot.ai.whist_search import WhistSearch
    from bot.games.whist import BidWhistGame, WhistGame
    from bot.ui.frontends.whist import WhistFrontend

    return tuple(
        GameEntry(rules, WhistAI(), WhistFrontend(rules), strong=WhistSearch(rollouts))
        for rules in (WhistGame(), BidWhistGame())
    )


def shengji_entries(rollouts: int | None = None) -> tuple[GameEntry, ...]:
    from bot.ai.shengji import ShengjiAI
    from bot.ai.shengji_search import ShengjiSearch
    from bot.games.shengji import ShengjiGame
    from bot.ui.frontends.shengji import ShengjiFrontend

    rules = ShengjiGame()
    return (GameEntry(rules, ShengjiAI(), ShengjiFrontend(rules), strong=ShengjiSearch(rollouts)),)


def mexican_train_entries(
    rollouts: int | None = None, painter: Painter | None = None
) -> tuple[GameEntry, ...]:
    """Mexican Train (``rollouts``: the strong player's rollouts per move; ``painter``: where
    its board picture is drawn, by default in the thread wording the table message)."""
    from bot.ai.mexican_train import MexicanTrainAI
    from bot.ai.mexican_train_search import MexicanTrainSearch
    from bot.games.mexican_train import MexicanTrainGame
    from bot.ui.frontends.mexican_train import MexicanTrainFrontend

    rules = MexicanTrainGame()
    strong = MexicanTrainSearch(rollouts)
    frontend = MexicanTrainFrontend(rules, painter)
    return (GameEntry(rules, MexicanTrainAI(), frontend, strong=strong),)


def load_catalogue(
    rollouts: int | None = None, painter: Painter | None = None
) -> tuple[GameEntry, ...]:
    """Every game the bot offers, in the order ``/table create`` lists them (``rollouts``
    overrides the strong players' budget per move: the bench's knob; ``painter`` draws the
    Mexican Train board: the bot's setting ``board_pictures``)."""
    return (
        *whist_entries(rollouts),
        *shengji_entries(rollouts),
        *mexican_train_entries(rollouts, painter),
    )
