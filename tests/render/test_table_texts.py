"""What every game's table message says alike: whose turn it is, and each player's score."""

from __future__ import annotations

from bot.render import mexican_train, shengji, whist
from tests.games.mexican_train.helpers import deal
from tests.games.mexican_train.helpers import game as mexican_train_game
from tests.games.shengji.helpers import GAME as SHENGJI
from tests.games.shengji.helpers import start
from tests.games.whist.helpers import CLASSIC

NAMES = ["Ann", "Bo", "Cy", "Di"]


def test_every_game_names_the_player_it_waits_for_in_bold() -> None:
    """The audit found "Turn: **alice**" at Mexican Train but "Turn: alice" at Shengji and
    "Waiting for alice" at Whist: the name a player looks for first now stands out at all."""
    dominoes = deal(["6-1", "5-2", "4-3", "2-1"], options={"set": 6})
    assert "\nTurn: **Ann**\n" in mexican_train.table_text(
        mexican_train_game().view(dominoes, None), NAMES
    )
    cards = start(["AS 3C", "KS 3C", "3S 3C", "4S 3C"])
    assert shengji.table_text(SHENGJI.view(cards, None), NAMES).endswith("\nTurn: **Ann**")
    whist_table = CLASSIC.view(CLASSIC.new({}, 4, 8), None)
    assert whist_table.to_act is not None
    waited = NAMES[whist_table.to_act]
    assert f"\nWaiting for **{waited}** to play." in whist.table_text(whist_table, NAMES)


def test_mexican_train_scores_are_parted_as_every_game_parts_them() -> None:
    """Mexican Train said "Scores: a 0, b 5" where Whist says "a & c +3 · b & d −1"."""
    dominoes = deal(["6-1", "5-2", "4-3"], options={"set": 6})
    text = mexican_train.table_text(mexican_train_game().view(dominoes, None), NAMES[:3])
    assert text.endswith("\nScores: Ann 0 · Bo 0 · Cy 0")
    whist_table = whist.table_text(CLASSIC.view(CLASSIC.new({}, 4, 8), None), NAMES)
    assert "Score: Ann & Cy 0 · Bo & Di 0" in whist_table
