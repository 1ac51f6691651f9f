"""What the trick-taking games share (``bot/games/tricks.py``)."""

from __future__ import annotations

import random

from bot.catalogue import shengji_entries, whist_entries
from bot.games.cards import parse_cards
from bot.games.shengji.state import ShengjiState
from bot.games.tricks import Play, Trick, play_of
from bot.games.whist.state import WhistState


def test_a_single_cards_play_is_one_shared_value_equal_to_a_new_one() -> None:
    (ace,) = parse_cards("AS")
    assert play_of(2, [ace]) is play_of(2, (ace,))
    assert play_of(2, [ace]) == Play(2, (ace,))
    assert play_of(1, [ace]) != play_of(2, [ace])
    pair = parse_cards("9H 9H")
    assert play_of(3, pair) == Play(3, pair)
    assert Trick(0).add(0, [ace]).plays[0] is play_of(0, [ace])


def test_a_stored_hand_history_comes_back_with_its_single_plays_shared() -> None:
    """A state read back from JSON shares its one-card plays as a state played to it does:
    what a full collection walks does not depend on whether the table was just loaded."""
    for entry in (*whist_entries(), *shengji_entries()):
        game, rng = entry.game, random.Random(4)
        state = game.new({}, 4, 4)
        for _ in range(60):
            if game.is_over(state):
                break
            seat = rng.choice(sorted(game.to_act(state)))
            state, _ = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
        again = game.state_from_json(game.state_to_json(state))
        assert again == state
        singles = [play for trick in _tricks(again) for play in trick.plays if len(play.cards) == 1]
        assert singles, game.name
        assert all(play is play_of(play.seat, play.cards) for play in singles), game.name


def _tricks(state: object) -> list[Trick]:
    """The tricks a state keeps: this hand's completed ones and the one under way."""
    if isinstance(state, WhistState):
        kept: list[Trick] = list(state.tricks)
    else:
        assert isinstance(state, ShengjiState)
        kept = [Trick(record.leader, record.plays) for record in state.history]
    return [*kept, *([state.trick] if state.trick is not None else [])]
