"""Easy, normal and strong: who plays at each level, and the easy player's slips."""

from __future__ import annotations

from collections.abc import Sequence

from bot.ai.levels import EasyPlayer, Level, leveled, player_for
from bot.ai.mexican_train import MexicanTrainAI
from bot.ai.whist import WhistAI
from bot.ai.whist_search import WhistSearch


class First:
    def choose(self, view: object, legal: Sequence[int], seed: int) -> int:
        return legal[0]


def test_easy_slips_now_and_then_deterministically_and_legally() -> None:
    easy = EasyPlayer(First(), slips=0.3)
    legal = list(range(10))
    picks = [easy.choose(None, legal, seed) for seed in range(400)]
    assert picks == [easy.choose(None, legal, seed) for seed in range(400)]
    assert all(pick in legal for pick in picks)
    slipped = sum(pick != 0 for pick in picks) / len(picks)
    assert 0.15 < slipped < 0.35  # 30 % slips, a tenth of which land on the heuristic's move


def test_each_level_has_its_player() -> None:
    normal, strong = First(), First()
    players = leveled(normal, strong)
    assert players[Level.NORMAL] is normal and players[Level.STRONG] is strong
    assert isinstance(players[Level.EASY], EasyPlayer)
    assert leveled(normal, None)[Level.STRONG] is normal


def test_the_catalogue_gives_whist_a_search_player_and_others_their_heuristic() -> None:
    assert isinstance(player_for("bidwhist", Level.STRONG, rollouts=8), WhistSearch)
    assert isinstance(player_for("whist", Level.NORMAL), WhistAI)
    assert isinstance(player_for("mexican_train", Level.NORMAL), MexicanTrainAI)
