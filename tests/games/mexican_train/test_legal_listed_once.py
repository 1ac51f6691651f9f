"""A state's legal moves are listed once per seat (issue #19): an automatic move lists them
to choose, then its apply checks the choice against them, and the lone-play check asks too;
the kept list is the one listing afresh gives."""

from __future__ import annotations

import random

import pytest

from bot.games.mexican_train import MexicanTrainGame
from bot.games.mexican_train import game as game_module
from bot.games.mexican_train.turns import plays


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_an_automatic_move_lists_the_legal_moves_once(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = plays
    listed: list[int] = []

    def counted(*args: object) -> object:
        listed.append(1)
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(game_module, "plays", counted)
    game = MexicanTrainGame()
    rng = random.Random(seed)
    state = game.new({}, 4, seed)
    for _ in range(300):
        if game.is_over(state):
            break
        (seat,) = game.to_act(state)
        can = real(state.round, state.rules, seat)
        listed.clear()
        legal = game.legal_actions(state, seat)
        forced = game.forced_play(state, seat)
        after, _ = game.apply(state, seat, legal[rng.randrange(len(legal))])
        assert len(listed) == 1
        assert forced == (can[0] if len(can) == 1 else None)
        assert list(legal) == list(MexicanTrainGame().legal_actions(state, seat))
        state = after
