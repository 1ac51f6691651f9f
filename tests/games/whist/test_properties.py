"""Random legal games of both variants under several option sets: every game ends, cards are
conserved, scores add up, only the seat to act can act, and nothing hidden leaks."""

from __future__ import annotations

import dataclasses
import json
import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.errors import IllegalAction
from bot.games.base import GameEvent
from bot.games.cards import Card
from bot.games.whist.actions import Action, PlayCard
from bot.games.whist.deal import deck_for
from bot.games.whist.events import ExchangeMade, KittyTaken
from bot.games.whist.game import WhistRules
from bot.games.whist.options import Variant
from bot.games.whist.state import Phase, WhistState
from tests.games.whist.helpers import BID, CLASSIC

OPTION_SETS: tuple[tuple[WhistRules, Mapping[str, Any]], ...] = (
    (CLASSIC, {}),
    (CLASSIC, {"trump": "rotating", "cycle": 5}),
    (CLASSIC, {"deals": 2, "dealer": 3}),
    (CLASSIC, {"target": 2}),
    (BID, {}),
    (BID, {"min_bid": 3, "auction": "single"}),
    (BID, {"min_bid": 4, "kitty": "always", "penalty": "bid"}),
    (BID, {"declare": "after", "overtricks": False, "kitty": "trump"}),
    (BID, {"deals": 2, "kitty": "never", "target": 5}),
)
MAX_STEPS = 5000


def _codes(data: Any) -> list[str]:
    """Every card code inside an event's fields."""
    if isinstance(data, Card):
        return [data.code]
    if dataclasses.is_dataclass(data) and not isinstance(data, type):
        return [c for f in dataclasses.fields(data) for c in _codes(getattr(data, f.name))]
    if isinstance(data, tuple):
        return [c for item in data for c in _codes(item)]
    return []


def _public_cards(before: WhistState, after: WhistState, action: Action) -> set[str]:
    shown: set[Card] = {*before.played, *before.shown_kitty, *after.shown_kitty}
    if before.trick is not None:
        shown |= set(before.trick.cards())
    if isinstance(action, PlayCard):
        shown.add(action.card)
    for state in (before, after):
        if state.turn_up is not None:
            shown.add(state.turn_up)
    return {card.code for card in shown}


def _check_events(
    events: list[GameEvent], before: WhistState, after: WhistState, action: Action
) -> None:
    public = _public_cards(before, after, action)
    for event in events:
        if event.public:
            assert set(_codes(event)) <= public, event
        else:
            assert after.contract is not None and event.seat == after.contract.declarer
            assert isinstance(event, KittyTaken | ExchangeMade)


def _check_state(game: WhistRules, state: WhistState, deck: Counter[Card]) -> None:
    table = state.trick.cards() if state.trick is not None else ()
    everything = Counter(c for hand in state.hands for c in hand)
    everything.update(state.kitty)
    everything.update(table)
    everything.update(state.played)
    assert everything == deck
    assert state.scores == (
        sum(points[0] for points in state.history),
        sum(points[1] for points in state.history),
    )
    for points in state.history:
        assert 0 in points  # only one side scores in a deal
        if state.variant is Variant.CLASSIC:
            assert max(points) >= 1
        else:
            assert points != (0, 0)
    public = game.view(state, None)
    assert public.hand == () and public.kitty == ()
    declarer = None if state.contract is None else state.contract.declarer
    for seat in range(4):
        view = game.view(state, seat)
        assert view.hand == state.hands[seat]
        if seat != declarer:
            assert view.kitty == ()


def play_random_game(
    game: WhistRules, options: Mapping[str, Any], seed: int, *, thorough: bool
) -> WhistState:
    full = {**{spec.key: spec.default for spec in game.options}, **options}
    game.check_options(full, 4)
    state = game.new(full, 4, seed)
    rng = random.Random(seed)
    deck = Counter(deck_for(state.variant))
    for _ in range(MAX_STEPS):
        if game.is_over(state):
            break
        acting = game.to_act(state)
        assert len(acting) == 1
        (seat,) = acting
        legal = game.legal_actions(state, seat)
        assert len(legal) > 0
        action = legal[rng.randrange(len(legal))]
        other = (seat + rng.randrange(1, 4)) % 4
        assert len(game.legal_actions(state, other)) == 0
        try:
            game.apply(state, other, action)
        except IllegalAction:
            pass
        else:
            raise AssertionError(f"seat {other} acted out of turn")
        if thorough:
            text = json.dumps(game.state_to_json(state))
            assert game.state_from_json(json.loads(text)) == state
            text = json.dumps(game.action_to_json(action))
            assert game.action_from_json(json.loads(text)) == action
        after, events = game.apply(state, seat, action)
        if thorough:
            _check_events(events, state, after, action)
            _check_state(game, after, deck)
        state = after
    assert game.is_over(state) and state.phase is Phase.OVER
    assert game.to_act(state) == frozenset()
    _check_state(game, state, deck)
    result = game.result(state)
    assert result.teams == ((0, 2), (1, 3)) and result.scores == state.scores
    winner = state.outcome.winner if state.outcome is not None else None
    expected = {None: (1, 1), 0: (1, 2), 1: (2, 1)}[winner]
    assert result.placings == expected
    return state


@settings(max_examples=100, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), which=st.integers(0, len(OPTION_SETS) - 1))
def test_random_legal_games_keep_every_invariant(seed: int, which: int) -> None:
    game, options = OPTION_SETS[which]
    play_random_game(game, options, seed, thorough=True)


def test_two_thousand_random_games_end_conserve_cards_and_score_consistently() -> None:
    for index in range(2000):
        game, options = OPTION_SETS[index % len(OPTION_SETS)]
        play_random_game(game, options, 10_000 + index, thorough=False)
