"""Every game in the catalogue keeps the promises of the game face (open_spiel's idea).

Random legal play to the end from several seeds, through ``GameBase`` only, checking at
every step: state and action JSON round-trips; a seat's view and the public events holding
no piece they may not show; ``explain`` agreeing with ``apply`` (``None`` exactly when
``apply`` accepts; a refusal leaves the state as it was and names no hidden piece); a forced
play being the seat's one legal move. At the end the same seed and actions replay to the same
game.

What is private is decided per game below: the hands, and the open pieces no hand holds that
a seat may see (a kitty it handled, the engine double in the hub). The test reads the state
only for that, never to choose moves.
"""

from __future__ import annotations

import dataclasses
import gc
import json
import random
import re
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

import pytest

from bot.catalogue import load_catalogue
from bot.errors import IllegalAction
from bot.games.base import SYSTEM, GameBase
from bot.games.cards import Card
from bot.games.dominoes import Tile
from bot.games.options import complete_options

Game = GameBase[Any, Any, Any]
Piles = Callable[[Any], tuple[Sequence[Sequence[Any]], Sequence[Any]]]

#: per game: options that keep a game short, seeds, and a state's hands and open pieces
PLAN: dict[str, tuple[Mapping[str, Any], range, Piles]] = {
    "whist": ({}, range(3), lambda s: (s.hands, s.kitty)),
    "bidwhist": ({}, range(4), lambda s: (s.hands, s.kitty)),
    "shengji": ({"target": "3"}, range(2), lambda s: (s.hands, s.kitty)),
    "mexican_train": (
        {"set": 6},
        range(4),
        lambda s: (s.round.hands, (Tile(s.round.engine, s.round.engine),)),
    ),
}
GAMES = {entry.game.name: entry.game for entry in load_catalogue()}
PLAYERS = {entry.game.name: entry.player for entry in load_catalogue()}
FRONTENDS = {entry.game.name: entry.frontend for entry in load_catalogue()}
MAX_STEPS = 3000


def test_every_catalogued_game_has_a_conformance_plan() -> None:
    assert set(PLAN) == set(GAMES)


def pieces(value: Any) -> Iterator[Card | Tile]:
    """Every card or tile inside a view, however deeply it is held."""
    if isinstance(value, Card | Tile):
        yield value
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            yield from pieces(getattr(value, field.name))
    elif isinstance(value, Mapping):
        for item in value.values():
            yield from pieces(item)
    elif isinstance(value, tuple | list | set | frozenset):
        for item in value:
            yield from pieces(item)


def check_views(game: Game, state: Any, public: Any, piles: Piles, players: int) -> None:
    """A seat sees the public table, its own hand and (at most) the open pieces; no more."""
    hands, open_pieces = piles(state)
    shown = Counter(pieces(public))
    for seat in range(players):
        seen = Counter(pieces(game.view(state, seat)))
        allowed = shown + Counter(hands[seat]) + Counter(open_pieces)
        assert not seen - allowed, f"seat {seat} sees {sorted(map(str, seen - allowed))}"


def check_public_events(
    tables: tuple[Any, Any], action: Any, opened: Sequence[Any], events: Sequence[Any]
) -> None:
    """A public event names only pieces on the table before or after the move, the pieces the
    move played, or open pieces (a kitty being shown); never one hidden in someone's hand."""
    shown = {*pieces(tables[0]), *pieces(tables[1]), *pieces(action), *opened}
    for event in events:
        if event.seat is None:
            assert set(pieces(event)) <= shown, f"{event} shows {set(pieces(event)) - shown}"


def check_round_trips(game: Game, state: Any, action: Any) -> None:
    stored = json.loads(json.dumps(game.state_to_json(state)))
    assert game.state_to_json(game.state_from_json(stored)) == stored
    sent = json.loads(json.dumps(game.action_to_json(action)))
    assert game.action_from_json(sent) == action


def names(piece: Card | Tile) -> re.Pattern[str]:
    label = piece.label if isinstance(piece, Card) else piece.code
    return re.compile(rf"(?<![\w-]){re.escape(label)}(?![\w-])")


def check_explain(
    game: Game, state: Any, seat: int, action: Any, piles: Piles, public: Any
) -> None:
    """``explain`` answers None exactly when ``apply`` accepts; a refusal changes nothing and
    names no piece hidden from the seat (one in another hand that it neither sees nor named)."""
    before = game.state_to_json(state)
    why = game.explain(state, seat, action)
    if why and seat >= 0:
        hands, open_pieces = piles(state)
        known = {*pieces(public), *hands[seat], *open_pieces, *pieces(action)}
        hidden = {p for other, hand in enumerate(hands) if other != seat for p in hand} - known
        assert not [p for p in hidden if names(p).search(why)], why
    try:
        game.apply(state, seat, action)
    except IllegalAction as refusal:
        assert why, f"explain allowed what apply refused: {refusal}"
        assert game.state_to_json(state) == before
    else:
        assert why is None, f"explain refused what apply accepts: {why}"


def check_forced_play(game: Game, state: Any, seat: int, legal: Sequence[Any], other: int) -> None:
    """A forced play is a play, the seat's only legal move, and accepted; a seat whose turn
    it is not has none."""
    forced = game.forced_play(state, seat)
    if forced is not None:
        assert game.is_play(forced) and len(legal) == 1, (forced, legal)
        assert game.explain(state, seat, forced) is None
    if other not in game.to_act(state):
        assert game.forced_play(state, other) is None


def play(game: Game, options: Mapping[str, Any], players: int, seed: int, piles: Piles) -> None:
    rng = random.Random(seed)
    state = game.new(options, players, seed)
    assert game.state_to_json(game.new(options, players, seed)) == game.state_to_json(state)
    log: list[tuple[int, Any]] = []
    events: list[Any] = list(game.opening_events(state))
    earlier: Sequence[Any] = ()
    public = game.view(state, None)
    for _ in range(MAX_STEPS):
        if game.is_over(state):
            break
        check_views(game, state, public, piles, players)
        seat = rng.choice(sorted(game.to_act(state)))
        legal = game.legal_actions(state, seat)
        action = legal[rng.randrange(len(legal))]
        check_round_trips(game, state, action)
        check_explain(game, state, seat, action, piles, public)
        # the same move by someone else, and moves that were legal a step ago
        other = rng.choice([s for s in range(players) if s != seat])
        check_forced_play(game, state, seat, legal, other)
        check_explain(game, state, other, action, piles, public)
        for old in rng.sample(list(earlier), min(2, len(earlier))):
            check_explain(game, state, seat, old, piles, public)
        earlier = [legal[rng.randrange(len(legal))] for _ in range(3)]
        opened = piles(state)[1]
        state, new = game.apply(state, seat, action)
        table = game.view(state, None)
        check_public_events((public, table), action, (*opened, *piles(state)[1]), new)
        public = table
        log.append((seat, game.action_to_json(action)))
        events += new
    assert game.is_over(state), f"no end after {MAX_STEPS} moves"
    assert not game.legal_actions(state, 0) and not game.to_act(state)
    result = game.result(state)
    assert sorted(s for team in result.teams for s in team) == list(range(players))

    replayed = game.new(options, players, seed)
    again = list(game.opening_events(replayed))
    for seat, sent in log:
        replayed, new = game.apply(replayed, seat, game.action_from_json(sent))
        again += new
    assert game.state_to_json(replayed) == game.state_to_json(state)
    assert again == events


@pytest.mark.parametrize("name", sorted(PLAN))
def test_random_legal_play_keeps_the_game_face_promises(name: str) -> None:
    game = GAMES[name]
    chosen, seeds, piles = PLAN[name]
    options = complete_options(game.options, chosen)
    low, high = game.seat_range(options)
    for seed in seeds:
        players = low + seed % (high - low + 1)
        game.check_options(options, players)
        play(game, options, players, seed, piles)


@pytest.mark.parametrize("name", sorted(PLAN))
def test_tables_of_the_same_options_share_one_rules_object(name: str) -> None:
    """Rules are frozen, so tables of the same options share them (fewer objects for every
    full garbage collection to walk per live table), dealt or read back from their JSON."""
    game = GAMES[name]
    options = complete_options(game.options, PLAN[name][0])
    players = game.seat_range(options)[0]
    first, second = game.new(options, players, 1), game.new(options, players, 2)
    assert first.rules is second.rules
    assert game.state_from_json(game.state_to_json(first)).rules is first.rules


@pytest.mark.parametrize("name", sorted(PLAN))
def test_the_rules_and_their_ai_leave_no_garbage_in_cycles(name: str) -> None:
    """Moves chosen by the game's AI and applied leave nothing only the garbage collector can
    free: at a thousand live tables every cycle made per move is walked and freed in a pause
    of the event loop (issue #19; a recursive closure left a dozen objects a call)."""
    game, player = GAMES[name], PLAYERS[name]
    options = complete_options(game.options, PLAN[name][0])
    state = game.new(options, game.seat_range(options)[1], 5)
    gc.collect()
    gc.disable()
    try:
        for step in range(300):
            if game.is_over(state):
                break
            seat = min(game.to_act(state))
            legal = game.legal_actions(state, seat)
            action = (
                legal[0] if seat == SYSTEM else player.choose(game.view(state, seat), legal, step)
            )
            state, _ = game.apply(state, seat, action)
        assert gc.collect() == 0
    finally:
        gc.enable()


@pytest.mark.parametrize("name", sorted(PLAN))
def test_every_new_deal_is_a_new_phase(name: str) -> None:
    """A deal's (hand's, round's) end is posted to the thread at once, not held for the next
    deal's first move by the same player, because every game's phase changes with the deal;
    the phase is read from the state alone, the same once stored and read back."""
    game, player, frontend = GAMES[name], PLAYERS[name], FRONTENDS[name]
    options = complete_options(game.options, PLAN[name][0])
    deals = 0
    for seed in range(3):
        state = game.new(options, game.seat_range(options)[0], seed)
        while not game.is_over(state):
            seat = min(game.to_act(state))
            legal = game.legal_actions(state, seat)
            if seat == SYSTEM:
                action = legal[0]
            else:
                action = player.choose(game.view(state, seat), legal, seed)
            before = game.phase(state)
            state, events = game.apply(state, seat, action)
            assert game.phase(game.state_from_json(game.state_to_json(state))) == game.phase(state)
            if frontend.starts_deal(events):
                deals += 1
                assert game.phase(state) != before
    assert deals > 0
