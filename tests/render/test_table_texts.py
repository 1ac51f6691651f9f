"""What every game's table message says alike: each player's score."""

from __future__ import annotations

from bot.render import mexican_train, whist
from tests.games.mexican_train.helpers import deal
from tests.games.mexican_train.helpers import game as mexican_train_game
from tests.games.whist.helpers import CLASSIC

NAMES = ["Ann", "Bo", "Cy", "Di"]


def test_mexican_train_scores_are_parted_as_every_game_parts_them() -> None:
    """Mexican Train said "Scores: a 0, b 5" where Whist says "a & c +3 · b & d −1"."""
    dominoes = deal(["6-1", "5-2", "4-3"], options={"set": 6})
    text = mexican_train.table_text(mexican_train_game().view(dominoes, None), NAMES[:3])
    assert text.endswith("\nScores: Ann 0 · Bo 0 · Cy 0")
    whist_table = whist.table_text(CLASSIC.view(CLASSIC.new({}, 4, 8), None), NAMES)
    assert "Score: Ann & Cy 0 · Bo & Di 0" in whist_table
