"""Tables stored before a codec change still load and play to the same end.

Each fixture under ``golden/`` was written by the codecs of its day: a game's state in the
middle of play, every action after it (seat and action JSON, as the table log holds them)
and the result they led to. Loading, replaying and finishing them pins the stored format.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.catalogue import load_catalogue
from bot.i18n import word
from bot.msg import msg_from_json, name_seats

GOLDEN = Path(__file__).parent / "golden"
GAMES = {entry.game.name: entry.game for entry in load_catalogue()}
NAMES = ("Ana", "Bo", "Cy", "Di", "Ed")


@pytest.mark.parametrize("name", ["whist", "bidwhist", "mexican_train"])
def test_a_stored_table_still_loads_and_plays_to_its_stored_result(name: str) -> None:
    stored = json.loads((GOLDEN / f"{name}.json").read_text())
    game = GAMES[stored["game"]]
    state = game.state_from_json(stored["state"])
    assert game.state_to_json(state) == stored["state"]
    for step in stored["actions"]:
        action = game.action_from_json(step["action"])
        assert game.action_to_json(action) == step["action"]
        state, _ = game.apply(state, step["seat"], action)
    assert game.is_over(state)
    result = game.result(state)
    expected = dict(stored["result"])
    # the summary was stored as English text before it became a catalog message; it names
    # the players as the table service stores it
    assert word(name_seats(result.summary, NAMES)) == expected.pop("summary")
    stored_result = result.to_json()
    assert word(msg_from_json(stored_result.pop("summary"))) == word(result.summary)
    assert stored_result == expected
