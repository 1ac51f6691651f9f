"""The baselines the strength bench measures AI players against: uniform random and greedy.

They live with the bench, not in ``bot/ai``, because nobody plays against them: they are
yardsticks. "Greedy" only changes how cards and tiles are played (win the trick as cheaply as
possible, else throw the lowest; lay the heaviest tile); the auction, the exchange, declaring
and burying are left to today's heuristic, so the figure measures play, not bidding.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from bot.ai.mexican_train import MexicanTrainAI
from bot.ai.shengji import ShengjiAI
from bot.ai.whist import WhistAI
from bot.games.base import AIPlayer
from bot.games.mexican_train import Play
from bot.games.shengji.actions import PlayCards
from bot.games.shengji.order import points_of
from bot.games.shengji.state import Phase as ShengjiPhase
from bot.games.shengji.view import ShengjiView
from bot.games.shengji.winner import trick_winner
from bot.games.whist.actions import PlayCard
from bot.games.whist.state import Phase as WhistPhase
from bot.games.whist.view import WhistView


class RandomPlayer:
    """Any legal action, uniformly, from the seed."""

    def choose(self, view: Any, legal: Sequence[Any], seed: int) -> Any:
        return legal[random.Random(seed).randrange(len(legal))]


class GreedyWhist:
    """Win the trick with the cheapest winning card, else throw the lowest; lead the highest."""

    def __init__(self) -> None:
        self._rest = WhistAI()

    def choose(self, view: WhistView, legal: Sequence[Any], seed: int) -> Any:
        if view.phase is not WhistPhase.PLAY:
            return self._rest.choose(view, legal, seed)
        order = view.order
        cards = [a.card for a in legal if isinstance(a, PlayCard)]
        on_table = view.trick.cards() if view.trick is not None else ()
        if not on_table:
            return PlayCard(max(cards, key=order.strength))
        led = order.led_suit(on_table)
        winners = [c for c in cards if order.beats(c, on_table)]
        if winners:
            return PlayCard(min(winners, key=lambda c: order.power(c, led)))
        return PlayCard(min(cards, key=lambda c: (order.is_trump(c), order.strength(c))))


class GreedyShengji:
    """Take the trick as cheaply as possible, else the cheapest cards; lead the highest."""

    def __init__(self) -> None:
        self._rest = ShengjiAI()

    def choose(self, view: ShengjiView, legal: Sequence[Any], seed: int) -> Any:
        plays = [a for a in legal if isinstance(a, PlayCards)]
        if view.phase is not ShengjiPhase.PLAY or not plays:
            return self._rest.choose(view, legal, seed)
        order = view.order

        def cost(action: PlayCards) -> tuple[int, int]:
            return (sum(order.ord(c) for c in action.cards), points_of(action.cards))

        if view.trick is None or view.trick.lead is None:
            return max(plays, key=lambda a: (len(a.cards), max(order.ord(c) for c in a.cards)))
        so_far = [p.cards for p in view.trick.plays]
        winners = [a for a in plays if trick_winner([*so_far, a.cards], order) == len(so_far)]
        return min(winners or plays, key=cost)


class GreedyMexicanTrain:
    """Lay the heaviest tile anywhere it fits (tiles left in hand count against you)."""

    def choose(self, view: Any, legal: Sequence[Any], seed: int) -> Any:
        plays = [a for a in legal if isinstance(a, Play)]
        if not plays:
            return legal[0]
        return max(plays, key=lambda p: (p.tile.pips, -p.train))


def baseline(game: str, name: str) -> AIPlayer:
    """A baseline or today's heuristic by name: ``random``, ``greedy`` or ``today``."""
    if name == "random":
        return RandomPlayer()
    family = "whist" if game in ("whist", "bidwhist") else game
    players: dict[tuple[str, str], type[Any]] = {
        ("whist", "greedy"): GreedyWhist,
        ("whist", "today"): WhistAI,
        ("shengji", "greedy"): GreedyShengji,
        ("shengji", "today"): ShengjiAI,
        ("mexican_train", "greedy"): GreedyMexicanTrain,
        ("mexican_train", "today"): MexicanTrainAI,
    }
    player: AIPlayer = players[(family, name)]()
    return player
