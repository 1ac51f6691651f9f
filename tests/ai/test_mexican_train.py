"""The heuristic player: plans its own train, dumps extras on public trains, handles doubles."""

from __future__ import annotations

import random
from dataclasses import replace

from bot.ai.mexican_train import MexicanTrainAI
from bot.games.mexican_train import MexicanTrainState
from tests.games.mexican_train.helpers import MEXICAN, Draw, act, deal, game, play

NINE = {"set": 9}


def choose(state: MexicanTrainState, seed: int = 0) -> object:
    (seat,) = game().to_act(state)
    legal = game().legal_actions(state, seat)
    action = MexicanTrainAI().choose(game().view(state, seat), legal, seed)
    assert action in legal
    return action


def test_ai_starts_its_own_train_with_the_first_tile_of_its_longest_chain() -> None:
    # Rules tip: with engine 9-9, 9-2 4-2 6-4 6-1 chain 9→2→4→6→1; 8-8 is an extra.
    state = deal(["6-1 4-2 8-8 9-2 6-4", "8-1"], "3-3", options=NINE)
    assert choose(state) == play("9-2", 0)


def test_ai_plays_an_extra_on_the_mexican_train_while_its_own_train_is_safe() -> None:
    state = deal(["4-2 6-4 7-3", "8-1"], "3-3", options=NINE, trains={0: "9-2", MEXICAN: "9-7"})
    assert choose(state) == play("7-3", MEXICAN)


def test_ai_plays_on_its_own_train_to_take_its_marker_off() -> None:
    state = deal(
        ["4-2 6-4 7-3", "8-1"], "3-3", options=NINE, trains={0: "9-2", MEXICAN: "9-7"}, marked=[0]
    )
    assert choose(state) == play("4-2", 0)


def test_ai_uses_another_players_marked_train_for_an_extra() -> None:
    state = deal(
        ["4-2 6-4 5-1", "8-1"], "3-3", options=NINE, trains={0: "9-2", 1: "9-5"}, marked=[1]
    )
    assert choose(state) == play("5-1", 1)


def test_ai_prefers_heavy_extras() -> None:
    state = deal(["4-2 7-1 8-7", "8-1"], "3-3", options=NINE, trains={0: "9-2", MEXICAN: "9-7"})
    assert choose(state) == play("8-7", MEXICAN)


def test_ai_lays_a_double_it_can_follow_up_then_covers_it() -> None:
    state = deal(["7-7 7-0 4-2 6-4", "8-1"], "3-3", options=NINE, trains={0: "9-2", MEXICAN: "9-7"})
    assert choose(state) == play("7-7", MEXICAN)
    state, _ = act(state, play("7-7", MEXICAN))
    assert choose(state) == play("7-0", MEXICAN)


def test_ai_dumps_the_double_blank_rather_than_keep_its_50_points() -> None:
    # 0-0 scores 50 left in hand, not 0: with the Mexican Train ending in a blank it goes
    # before a 4-pip extra (after it, 3-1 or the plan can still follow this turn).
    state = deal(
        ["4-2 6-4 0-0 3-1", "8-1"],
        "3-3",
        options=NINE,
        trains={0: "9-2", MEXICAN: "9-0", 1: "9-3"},
        marked=[1],
    )
    assert choose(state) == play("0-0", MEXICAN)


def test_ai_lays_a_double_it_cannot_cover_when_another_tile_follows_it_elsewhere() -> None:
    # No 4 to cover 4-4, but 2-1 may follow it on the player's own train this turn: two tiles
    # out (8 pips) instead of one, the open 4-4 left for the others to cover.
    hands = ["4-4 2-1 1-0", "8-1 7-7 5-5"]
    state = deal(hands, "3-3", options=NINE, trains={0: "9-2", MEXICAN: "9-4"})
    assert choose(state) == play("4-4", MEXICAN)
    state, _ = act(state, play("4-4", MEXICAN))
    assert choose(state) == play("2-1", 0)


def test_ai_covers_a_blocking_double_with_an_extra_rather_than_its_plan() -> None:
    state = deal(
        ["5-3 5-1 5-0", "8-1"],
        "3-3",
        options=NINE,
        trains={0: "9-3", 1: "9-5 5-5"},
    )
    state = replace(state, round=replace(state.round, open_doubles=(1,)))
    assert choose(state) == play("5-0", 1)


def test_ai_goes_out_when_it_can() -> None:
    state = deal(["9-2", "8-1"], "3-3", options=NINE)
    assert choose(state) in (play("9-2", 0), play("9-2", MEXICAN))


def test_ai_goes_out_with_a_double_and_the_tile_after_it() -> None:
    # Hand 4-4 2-1, Mexican Train ending in 4, own train in 2: 4-4 then 2-1 on its own train
    # empties the hand this turn; 2-1 first would leave 4-4 to score against it.
    state = deal(["4-4 2-1", "8-1 7-7 5-5"], "3-3", options=NINE, trains={0: "9-2", MEXICAN: "9-4"})
    assert choose(state) == play("4-4", MEXICAN)
    state, _ = act(state, play("4-4", MEXICAN))
    assert choose(state) == play("2-1", 0)


def test_ai_draws_or_passes_when_that_is_all_it_can_do() -> None:
    state = deal(["8-2", "8-1"], "3-3", options=NINE)
    assert choose(state) == Draw()


def test_ai_is_deterministic_for_a_seed() -> None:
    state = game().new({}, 4, seed=3)
    assert all(choose(state, seed) == choose(state, seed) for seed in range(5))


def test_ai_scores_better_than_random_play() -> None:
    ai, ai_total, random_total = MexicanTrainAI(), 0, 0
    for seed in range(12):
        state = game().new({"set": 6}, 2, seed)
        rng = random.Random(seed)
        while not game().is_over(state):
            (seat,) = game().to_act(state)
            legal = game().legal_actions(state, seat)
            if seat == 0:
                action = ai.choose(game().view(state, seat), legal, rng.randrange(1 << 30))
            else:
                action = rng.choice(legal)
            state, _ = game().apply(state, seat, action)
        ai_total += state.totals[0]
        random_total += state.totals[1]
    assert ai_total < random_total
