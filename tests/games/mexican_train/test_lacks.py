"""What the table learns from draws and passes: the numbers a seat holds none of (public)."""

from __future__ import annotations

import random

import pytest

from bot.games.mexican_train import Draw, MexicanTrainState
from tests.games.mexican_train.helpers import (
    act,
    deal,
    drew_and_marked,
    game,
    play,
    random_move,
)

NINE = {"set": 9}


def test_a_seat_that_draws_a_tile_that_does_not_fit_lacks_every_open_end() -> None:
    # P2's train ends in 4, the Mexican Train in 7: drawing 6-3 shows P2 has no 4 or 7.
    state, _ = act(drew_and_marked(), Draw())
    assert game().view(state, 0).lacks == ((), (4, 7), ())


def test_a_seat_that_lays_the_tile_it_drew_keeps_lacking_what_it_lacked() -> None:
    state = deal(["8-1", "5-3 2-1", "7-0"], "9-4 6-6", options=NINE, first=1)
    state, _ = act(state, Draw())
    state, _ = act(state, play("9-4", 1))
    assert game().view(state, 2).lacks == ((), (9,), ())


def _views_lacks(state: MexicanTrainState) -> set[tuple[tuple[int, ...], ...]]:
    g = game()
    return {g.view(state, seat).lacks for seat in (None, *range(state.players))}


@pytest.mark.parametrize("seed", range(12))
def test_what_a_seat_is_known_to_lack_is_never_in_its_hand_and_the_same_for_all(
    seed: int,
) -> None:
    g, rng = game(), random.Random(seed)
    players = 2 + seed % 3
    state = g.new({"set": 6 if seed % 2 else 9}, players, seed)
    learned = False
    while not state.over:
        seat, action = random_move(state, rng)
        state, _ = g.apply(state, seat, action)
        (lacks,) = _views_lacks(state)  # one public record, whoever reads it
        learned = learned or any(lacks)
        waiting = () if state.over else g.to_act(state)
        for other, hand in enumerate(state.round.hands):
            if other not in waiting:  # the one to act may hold the tile it just drew
                assert not [t for t in hand if t.high in lacks[other] or t.low in lacks[other]]
    assert learned
