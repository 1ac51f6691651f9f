"""Random legal play: rounds end, tiles are conserved, scores add up, JSON round-trips."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.errors import IllegalAction
from bot.games.base import GameEvent
from bot.games.dominoes import Tile
from bot.games.mexican_train import MexicanTrainState, Pass
from bot.games.mexican_train.events import HandDealt, RoundEnd, RoundEnded, TilePlayed, YouDrew
from bot.games.mexican_train.scoring import hand_score
from tests.games.mexican_train.helpers import all_tiles, full_set, game, random_move

TABLES = [(top, players) for top in (6, 9, 12) for players in range(2, 5)]
TABLES += [(12, players) for players in range(5, 9)]
TABLES += [(top, players) for top in (15, 18) for players in range(9, 13)]


def check_step(
    before: MexicanTrainState, after: MexicanTrainState, events: list[GameEvent]
) -> None:
    g = game()
    assert g.state_from_json(json.loads(json.dumps(g.state_to_json(after)))) == after
    assert all_tiles(after) == full_set(after)
    rnd = after.round
    for owner in rnd.open_doubles:
        assert rnd.train(owner).ends_in_double
    for seat in range(after.players):
        legal = g.legal_actions(after, seat)
        assert bool(legal) == (seat in g.to_act(after))
    if not after.over:
        other = (after.round.turn.seat + 1) % after.players
        try:
            g.apply(after, other, Pass())
        except IllegalAction as refused:
            assert "not your turn" in refused.message
        else:
            raise AssertionError("a seat acted out of turn")
    assert g.view(after, None).hand is None
    for event in events:
        if isinstance(event, YouDrew | HandDealt):
            assert event.seat is not None
        else:
            assert event.seat is None
        if isinstance(event, RoundEnded):
            finished = before.round
            scores = event.scores
            assert scores == tuple(
                hand_score(h, after.rules) for h in _hands_at_end(before, events)
            )
            assert after.totals == tuple(map(sum, zip(*after.round_scores, strict=True)))
            if event.out is not None:
                assert event.reason is RoundEnd.OUT and scores[event.out] == 0
            assert event.round == finished.number + 1


def _hands_at_end(before: MexicanTrainState, events: list[GameEvent]) -> list[tuple[Tile, ...]]:
    """The hands when the round ended: the mover's hand changed by this action only."""
    hands = [list(h) for h in before.round.hands]
    seat = before.round.turn.seat
    for event in events:
        if isinstance(event, TilePlayed):
            hands[seat].remove(event.tile)
        elif isinstance(event, YouDrew):
            hands[seat].append(event.tile)
        elif isinstance(event, RoundEnded):
            break
    return [tuple(h) for h in hands]


def play_round(state: MexicanTrainState, rng: random.Random) -> MexicanTrainState:
    """Play random legal moves until the round in progress is over (checking every step)."""
    number = state.round.number
    for _ in range(5000):
        seat, action = random_move(state, rng)
        after, events = game().apply(state, seat, action)
        check_step(state, after, events)
        state = after
        if state.over or state.round.number != number:
            return state
    raise AssertionError("a round did not end")


@settings(max_examples=80, deadline=None)
@given(table=st.sampled_from(TABLES), seed=st.integers(0, 2**32), options=st.data())
def test_random_legal_rounds_end_conserve_tiles_and_score_consistently(
    table: tuple[int, int], seed: int, options: st.DataObject
) -> None:
    top, players = table
    chosen = {
        "set": top,
        "doubles_order": options.draw(st.sampled_from(["played", "reverse"])),
        "after_double": options.draw(st.sampled_from(["anywhere", "cover"])),
        "double_blank": options.draw(st.sampled_from([50, 0])),
    }
    state = game().new(chosen, players, seed)
    rng = random.Random(seed)
    after = play_round(state, rng)
    assert len(after.round_scores) == 1
    if not after.over:
        assert after.round.engine == top - 1


def test_every_table_size_plays_full_games_to_the_end() -> None:
    for index, (top, players) in enumerate(TABLES):
        if top > 12 and index % 2:
            continue
        state = game().new({"set": top}, players, seed=index)
        rng = random.Random(index)
        while not game().is_over(state):
            (seat,) = game().to_act(state)
            state, _ = game().apply(state, seat, rng.choice(game().legal_actions(state, seat)))
            assert all_tiles(state) == full_set(state)
        assert len(state.round_scores) == top + 1
        assert state.totals == tuple(map(sum, zip(*state.round_scores, strict=True)))
        result = game().result(state)
        assert min(result.placings) == 1
        assert result.scores == state.totals
