"""Mexican Train dominoes: personal trains, the shared Mexican Train, markers, open doubles."""

from __future__ import annotations

from bot.games.mexican_train.actions import Action, Draw, Pass, Play
from bot.games.mexican_train.game import MexicanTrainGame
from bot.games.mexican_train.state import MexicanTrainState
from bot.games.mexican_train.trains import MEXICAN
from bot.games.mexican_train.view import MexicanTrainView, TrainView

__all__ = [
    "MEXICAN",
    "Action",
    "Draw",
    "MexicanTrainGame",
    "MexicanTrainState",
    "MexicanTrainView",
    "Pass",
    "Play",
    "TrainView",
]
