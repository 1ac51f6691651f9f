"""The normal player's choices and the chain search's runs, pinned to what they were before the
search was made cheaper (issue #19): speed work on them must not change a single decision.

The fixture was written by main's code (``write_fixture`` run against main's tree); when a
change of play is meant, write it again and say so.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from bot.ai.mexican_train import PLAN_BUDGET, MexicanTrainAI
from bot.games.dominoes import double_set, longest_chain
from bot.games.mexican_train import MexicanTrainGame

FIXTURE = Path(__file__).parent / "golden" / "mexican_train.json"
#: Every player count each set seats, one game each; a move in four is random so the views
#: cover more than the AI's own kind of play.
SETUPS = [(6, p) for p in range(2, 5)] + [(9, p) for p in range(2, 5)]
SETUPS += [(12, p) for p in range(2, 9)]


def ai_choices() -> dict[str, str]:
    """Per game, the tile and train the AI chose at each decision of the first round."""
    game, ai = MexicanTrainGame(), MexicanTrainAI()
    choices: dict[str, str] = {}
    for seed, (top, players) in enumerate(SETUPS):
        state = game.new({"set": top}, players, seed)
        rng, made = random.Random(seed), list[str]()
        while state.round.number == 0:
            (seat,) = game.to_act(state)
            legal = game.legal_actions(state, seat)
            ranked = ai.ranked(game.view(state, seat), legal, seed + len(made))
            made.append(" ".join(f"{play.tile}@{play.train}" for play in ranked[:2]) or "-")
            action = ranked[0] if ranked and rng.random() < 0.75 else rng.choice(legal)
            state, _ = game.apply(state, seat, action)
        choices[f"double-{top}, {players} players"] = ", ".join(made)
    return choices


def chains() -> list[str]:
    """Runs from random hands of 3 to 25 tiles, with the AI's budget and with a small one that
    many of them use up (so where the search stops is pinned too)."""
    rng, found = random.Random(19), []
    for _ in range(300):
        top = rng.choice((6, 9, 12))
        tiles = list(double_set(top))
        rng.shuffle(tiles)
        hand = tiles[: rng.randint(3, min(25, len(tiles)))]
        start = rng.randint(0, top)
        for budget in (PLAN_BUDGET, 60):
            found.append(" ".join(tile.code for tile in longest_chain(hand, start, budget)))
    return found


def write_fixture() -> None:
    FIXTURE.write_text(json.dumps({"choices": ai_choices(), "chains": chains()}, indent=0) + "\n")


def test_the_ai_chooses_as_before() -> None:
    assert ai_choices() == json.loads(FIXTURE.read_text())["choices"]


def test_the_chain_search_finds_the_same_runs_as_before() -> None:
    assert chains() == json.loads(FIXTURE.read_text())["chains"]
