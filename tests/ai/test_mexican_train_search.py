"""The strong Mexican Train player: legal, deterministic, blind to hidden tiles, within budget."""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

import pytest

from bot.ai.levels import Level, player_for
from bot.ai.mexican_train_search import (
    MexicanTrainSearch,
    SearchTuning,
    imagined_world,
    plan_of,
    quick_move,
    seen_round,
)
from bot.ai.train_sim import SimRound
from bot.games.base import AIPlayer
from bot.games.hands import TileHands, TilePile
from bot.games.mexican_train import Action, Draw, MexicanTrainState, Play
from tests.games.mexican_train.helpers import (
    MEXICAN,
    act,
    deal,
    drew_and_marked,
    game,
    play,
)


def _search(rollouts: int) -> MexicanTrainSearch:
    """A player whose clock stands still: its decisions never depend on the machine's speed."""
    return MexicanTrainSearch(rollouts=rollouts, clock=lambda: 0.0)


def _decide(player: AIPlayer, state: MexicanTrainState, seed: int = 0) -> object:
    (seat,) = game().to_act(state)
    legal = game().legal_actions(state, seat)
    action = player.choose(game().view(state, seat), legal, seed)
    assert action in legal
    return action


def _trains(legal: Sequence[Action]) -> set[tuple[int, bool]]:
    """The trains the plays go on (a double apart): the candidates the search weighs."""
    return {(a.train, a.tile.is_double) for a in legal if isinstance(a, Play)}


def _with_a_choice(seed: int) -> MexicanTrainState:
    """A double-12 round, played on by the search until the player to move has a choice the
    search weighs: plays on two trains at least."""
    state, player = game().new({}, 4, seed), _search(8)
    while True:
        (seat,) = game().to_act(state)
        legal = game().legal_actions(state, seat)
        if len(_trains(legal)) > 1 and len(state.round.hands[seat]) < 14:
            return state
        state, _ = game().apply(state, seat, player.choose(game().view(state, seat), legal, 0))


def test_plays_whole_rounds_with_legal_moves_only() -> None:
    player = _search(6)
    for seed in range(2):
        state = game().new({"set": 9}, 3, seed)
        while not state.round_scores:
            _decide(player, state, seed)
            (seat,) = game().to_act(state)
            legal = game().legal_actions(state, seat)
            state, _ = game().apply(state, seat, player.choose(game().view(state, seat), legal, 1))


def test_the_same_seed_gives_the_same_tile() -> None:
    state = _with_a_choice(1)
    assert {_decide(_search(40), state, 7) for _ in range(3)} == {_decide(_search(40), state, 7)}


def test_hidden_tiles_dealt_otherwise_change_nothing() -> None:
    for seed in range(3):
        state = _with_a_choice(seed)
        rnd = state.round
        seat = rnd.turn.seat
        hidden = [t for s, hand in enumerate(rnd.hands) if s != seat for t in hand]
        hidden += rnd.boneyard
        random.Random(seed).shuffle(hidden)
        hands, at = [], 0
        for s, hand in enumerate(rnd.hands):
            hands.append(hand if s == seat else tuple(hidden[at : at + len(hand)]))
            at += 0 if s == seat else len(hand)
        other = replace(
            state, round=replace(rnd, hands=TileHands(hands), boneyard=TilePile(hidden[at:]))
        )
        assert game().view(other, seat) == game().view(state, seat)
        player = _search(60)
        assert _decide(player, other, seed) == _decide(player, state, seed)


def test_a_decision_plays_its_budget_of_rollouts_and_no_more() -> None:
    state = _with_a_choice(2)
    player = _search(60)
    _decide(player, state)
    (seat,) = game().to_act(state)
    choices = min(len(_trains(game().legal_actions(state, seat))), SearchTuning().candidates)
    assert player.last_rollouts == (60 // choices) * choices


def test_the_clock_cuts_a_decision_short_after_one_world() -> None:
    ticks = iter(range(1_000_000))
    player = MexicanTrainSearch(rollouts=10_000, cap_seconds=0.5, clock=lambda: next(ticks))
    state = _with_a_choice(2)
    _decide(player, state)
    (seat,) = game().to_act(state)
    choices = sum(isinstance(a, Play) for a in game().legal_actions(state, seat))
    assert player.last_rollouts <= choices + 1  # one whole world, then the cap stops it


def test_goes_out_without_searching() -> None:
    player = _search(60)
    state = deal(["9-2", "8-1"], "3-3", options={"set": 9})
    assert _decide(player, state) in (play("9-2", 0), play("9-2", MEXICAN))
    assert player.last_rollouts == 0


def test_the_strong_level_is_the_search() -> None:
    assert isinstance(player_for("mexican_train", Level.STRONG, rollouts=8), MexicanTrainSearch)


def test_rollouts_lay_extras_on_public_trains_and_keep_the_plan_for_their_own_train() -> None:
    sim = SimRound(
        top=9,
        engine=9,
        hands=[[(9, 2), (9, 3), (2, 1)], [(8, 1)]],
        boneyard=[],
        trains=[[], [], []],
        marked=[False, False],
        open_doubles=[],
        seat=0,
    )
    plan = plan_of(sim.hands[0], 9, 100)
    assert plan == {(9, 2), (2, 1)}
    assert quick_move(sim, sim.plays(), random.Random(0), 0.0, plan) == ((9, 3), sim.mexican)


def test_imagined_worlds_give_no_seat_a_number_the_table_saw_it_lack() -> None:
    # P1 drew 6-3 and marked with its train ending in 4 and the Mexican Train in 7.
    state, _ = act(drew_and_marked(), Draw())
    view = game().view(state, 2)
    root, unseen = seen_round(view)
    rng = random.Random(0)
    for infer, kept in ((True, True), (False, False)):
        hands = [imagined_world(root, unseen, view, rng, infer).hands[1] for _ in range(40)]
        lacking = [{4, 7}.isdisjoint(n for tile in hand for n in tile) for hand in hands]
        assert all(lacking) is kept
        assert {len(hand) for hand in hands} == {3}


def test_the_bench_plays_the_search_with_the_settings_it_is_given() -> None:
    from bench.named_players import player_factory

    player = player_factory(30)("mexican_train", "train@infer=0/candidates=2/pips=0.05")
    assert isinstance(player, MexicanTrainSearch)
    assert player.tuning == SearchTuning(pips=0.05, candidates=2, infer=False)


def test_with_few_tiles_left_every_legal_play_is_searched() -> None:
    state = deal(["9-2 9-3 9-4 9-5", "8-1 7-1 6-1 5-1"], "3-3 2-2", options={"set": 9})
    plays = sum(isinstance(a, Play) for a in game().legal_actions(state, 0))
    assert plays > 3
    for endgame, searched in ((3, 3), (4, plays)):
        tuning = SearchTuning(endgame=endgame, candidates=3, distinct=False)
        player = MexicanTrainSearch(rollouts=60, clock=lambda: 0.0, tuning=tuning)
        _decide(player, state)
        assert player.last_rollouts == (60 // searched) * searched


def test_the_bench_sets_the_endgame() -> None:
    from bench.named_players import player_factory

    player = player_factory(30)("mexican_train", "train@endgame=5")
    assert isinstance(player, MexicanTrainSearch)
    assert player.tuning == SearchTuning(endgame=5)


def test_the_bench_writes_the_figures_of_every_seed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from bench.ai_strength import main

    out = tmp_path / "seeds.jsonl"
    argv = ["ai_strength", "--games", "mexican_train", "--pairs", "today:today", "--deals", "1"]
    monkeypatch.setattr(sys, "argv", [*argv, "--first", "7", "--lag", "0", "--per-seed", str(out)])
    assert main() == 0
    (line,) = out.read_text().splitlines()
    figures = json.loads(line)
    assert (figures["game"], figures["x"], figures["first"]) == ("mexican_train", "today", 7)
    assert len(figures["round wins"]) == 4  # X in each seat of the one seed


def test_the_bench_sets_the_heuristics_weights_for_the_candidates_and_the_rollouts() -> None:
    from bench.named_players import player_factory

    state = deal(
        ["4-2 6-4 7-3", "8-1"], "3-3", options={"set": 9}, trains={0: "9-2", MEXICAN: "9-7"}
    )
    make = player_factory(30)
    strong = make("mexican_train", "train@candidates=1")
    assert _decide(strong, state) == play("7-3", MEXICAN)  # an extra on a public train first
    keeps = make("mexican_train", "train@candidates=1/extra_on_public_train=-200")
    assert isinstance(keeps, MexicanTrainSearch) and keeps.tuning == SearchTuning(candidates=1)
    assert _decide(keeps, state) == play("4-2", 0)


def test_the_tuner_scores_todays_weights_at_the_fair_share() -> None:
    from concurrent.futures import ProcessPoolExecutor

    from bench.mexican_train_tune import share
    from bot.ai.mexican_train import Weights

    with ProcessPoolExecutor(2) as pool:
        assert share(pool, Weights(), 7, 2) == 0.25  # X plays as the three others do


def test_distinct_candidates_are_the_best_play_on_each_train() -> None:
    nine, trains = {"set": 9}, {0: "9-2", MEXICAN: "9-7"}
    player = _search(90)
    two_trains = deal(["4-2 7-3 7-1 7-5 8-1", "8-0"], options=nine, trains=trains)
    _decide(player, two_trains)
    assert player.last_rollouts == 90  # 7-5 on the Mexican Train and 4-2 on its own, 45 each
    one_train = deal(["7-3 7-1 7-5 8-1", "8-0"], options=nine, trains=trains)
    assert _decide(player, one_train) == play("7-5", MEXICAN)  # the heuristic's, unsearched
    assert player.last_rollouts == 0
    player = MexicanTrainSearch(90, clock=lambda: 0.0, tuning=SearchTuning(distinct=False))
    _decide(player, two_trains)
    assert player.last_rollouts == 88  # the heuristic's best four plays: 22 each


def test_the_games_bench_plays_whole_games_and_shares_a_tied_win() -> None:
    from bench.ai_strength import win_share
    from bench.mexican_train_games import play

    assert win_share((30, 12, 12, 40), 1) == win_share((30, 12, 12, 40), 2) == 0.5
    games = [play("today", "today", 7, seat, None) for seat in range(4)]
    assert {len(g.rounds) for g in games} == {13}  # double-12 down to double-blank
    # the same player everywhere plays the same game from every seat: one win among them
    assert sum(g.win for g in games) == 1.0
    assert [sum(g.rounds[r] for g in games) for r in range(13)] == [1.0] * 13
