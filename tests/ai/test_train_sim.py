"""The light simulator plays the engine's rules: random rounds in both agree move for move."""

from __future__ import annotations

import random

import pytest

from bot.ai.train_sim import BLOCKED, OUT, Move, SimRound
from bot.games.mexican_train import MEXICAN, Draw, MexicanTrainGame, MexicanTrainState, Pass, Play
from bot.games.mexican_train.events import RoundEnd, RoundEnded
from bot.games.mexican_train.state import Round


def _sim(state: MexicanTrainState) -> SimRound:
    rnd, rules = state.round, state.rules
    players = rnd.players

    def train(owner: int) -> int:
        return players if owner == MEXICAN else owner

    return SimRound(
        top=rules.top,
        engine=rnd.engine,
        hands=[[(t.high, t.low) for t in hand] for hand in rnd.hands],
        boneyard=[(t.high, t.low) for t in rnd.boneyard],
        trains=[[(t.high, t.low) for t in tr.tiles] for tr in rnd.all_trains()],
        marked=[tr.marked for tr in rnd.trains],
        open_doubles=[train(o) for o in rnd.open_doubles],
        seat=rnd.turn.seat,
        turn_doubles=[train(o) for o in rnd.turn.doubles],
        reverse=rules.reverse,
        double_blank=rules.double_blank,
        cover=rules.cover,
    )


def _moves(rnd: Round, legal: list[Play]) -> set[Move]:
    players = rnd.players
    return {((p.tile.high, p.tile.low), players if p.train == MEXICAN else p.train) for p in legal}


@pytest.mark.parametrize(
    ("options", "players"),
    [
        ({}, 4),
        ({}, 2),
        ({"set": 9}, 3),
        ({"doubles_order": "reverse"}, 4),
        ({"set": 6}, 4),
        ({"after_double": "cover"}, 4),
        ({"set": 9, "after_double": "cover"}, 3),
    ],
)
def test_random_rounds_play_the_same_in_the_simulator_and_the_engine(
    options: dict[str, object], players: int
) -> None:
    game = MexicanTrainGame()
    for seed in range(12):
        rng = random.Random(seed)
        state = game.new(options, players, seed)
        sim = _sim(state)
        while True:
            rnd = state.round
            seat = rnd.turn.seat
            assert sim.seat == seat
            legal = list(game.legal_actions(state, seat))
            plays = [a for a in legal if isinstance(a, Play)]
            moves = sim.plays()
            assert len(moves) == len(set(moves)) and set(moves) == _moves(rnd, plays)
            action = legal[rng.randrange(len(legal))]
            if isinstance(action, Play):
                sim.play(next(iter(_moves(rnd, [action]))))
            elif isinstance(action, Draw):
                assert sim.boneyard
                sim.draw()
            else:
                assert isinstance(action, Pass) and not sim.boneyard
                sim.pass_()
            after, events = game.apply(state, seat, action)
            ended = [e for e in events if isinstance(e, RoundEnded)]
            if ended:
                assert sim.over == (OUT if ended[0].reason is RoundEnd.OUT else BLOCKED)
                assert tuple(sim.scores()) == ended[0].scores
                break
            assert not sim.over
            state = after
            assert sim.hands == [[(t.high, t.low) for t in hand] for hand in state.round.hands]
            assert sim.marked == [tr.marked for tr in state.round.trains]
            assert sim.ends == [tr.open_end for tr in state.round.all_trains()]
            assert len(sim.boneyard) == len(state.round.boneyard)
