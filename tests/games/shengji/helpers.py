"""Deal builders for the Shengji tests: explicit hands, explicit deck orders, short plays."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import pytest

from bot.errors import IllegalAction
from bot.games.base import SYSTEM
from bot.games.cards import Card, Rank, Suit, parse_cards, shoe
from bot.games.shengji import (
    Bury,
    ChooseThrowPart,
    Deal,
    Declare,
    FinishDeal,
    Pass,
    PlayCards,
    ShengjiGame,
    ShengjiState,
)
from bot.games.shengji.actions import Action
from bot.games.shengji.options import Rules
from bot.games.shengji.order import CardOrder, card_order
from bot.games.tricks import Trick

GAME = ShengjiGame()
CLOCKWISE = {"direction": "clockwise"}


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text) if text.strip() else ()


def order(rank: str | None, suit: str | None) -> CardOrder:
    return card_order(
        None if rank is None else cards(rank + "S")[0].rank, None if suit is None else Suit(suit)
    )


def start(
    hands: Sequence[str],
    *,
    trump: str | None = "H",
    level: int = 2,
    starter: int = 0,
    kitty: str = "",
    leader: int | None = None,
    options: Mapping[str, Any] | None = None,
    levels: tuple[int, int] | None = None,
) -> ShengjiState:
    """A hand ready for the first lead, clockwise (seat 0, 1, 2, 3) unless options say not.

    ``level`` is the declarers' level, i.e. the trump rank.
    """
    opts = {**CLOCKWISE, **(options or {})}
    team = starter % 2
    if levels is None:
        levels = (level, 2) if team == 0 else (2, level)
    return GAME.new_from_hands(
        opts,
        [cards(h) for h in hands],
        cards(kitty),
        trump_suit=None if trump is None else Suit(trump),
        starter=starter,
        levels=levels,
        leader=leader,
    )


def play(state: ShengjiState, seat: int, text: str) -> tuple[ShengjiState, list[Any]]:
    return GAME.apply(state, seat, PlayCards(cards(text)))


def play_trick(state: ShengjiState, first: int, *texts: str) -> tuple[ShengjiState, list[Any]]:
    events: list[Any] = []
    step = state.rules.step
    for i, text in enumerate(texts):
        state, more = play(state, (first + i * step) % 4, text)
        events += more
    return state, events


def deck_with(
    options: Mapping[str, Any],
    given: Mapping[int, str],
    *,
    kitty: str = "",
    first_drawer: int = 0,
    avoid: Rank = Rank.TWO,
) -> tuple[Card, ...]:
    """A full deck order in which seat ``s`` draws the cards ``given[s]`` first.

    The other cards of the shoe fill the remaining places in a fixed order, and ``kitty`` is
    put at the very end.
    """
    rules = Rules.from_options({**CLOCKWISE, **options})
    pool = Counter(shoe(rules.decks, jokers=True))
    wanted = {s: list(cards(t)) for s, t in given.items()}
    bottom = list(cards(kitty))
    for card in [*bottom, *(c for cs in wanted.values() for c in cs)]:
        pool[card] -= 1
        assert pool[card] >= 0, f"too many {card}"
    # rank cards and jokers fill last, so that few seats can declare by accident
    rest = sorted(pool.elements(), key=lambda c: (c.rank == avoid or c.is_joker, c.code))
    total = 4 * rules.hand_size
    deck: list[Card] = []
    seats = [(first_drawer + i * rules.step) % 4 for i in range(4)]
    for index in range(total):
        seat = seats[index % 4]
        deck.append(wanted[seat].pop(0) if wanted.get(seat) else rest.pop(0))
    return tuple(deck + rest + bottom)


def dealt(
    options: Mapping[str, Any],
    given: Mapping[int, str],
    *,
    kitty: str = "",
    first_drawer: int = 0,
    avoid: Rank = Rank.TWO,
    **kw: Any,
) -> ShengjiState:
    """A state with all cards dealt (declarations still open)."""
    opts = {**CLOCKWISE, **options}
    deck = deck_with(opts, given, kitty=kitty, first_drawer=first_drawer, avoid=avoid)
    state = GAME.new_from_deck(opts, 7, deck, first_drawer=first_drawer, **kw)
    state, _ = GAME.apply(state, SYSTEM, Deal(4 * state.rules.hand_size))
    return state


def finish(state: ShengjiState) -> tuple[ShengjiState, list[Any]]:
    """Every seat still to declare passes (in turn, under fixed-dealer); then SYSTEM closes
    the deal."""
    while seats := sorted(GAME.to_act(state) - {SYSTEM}):
        state, _ = GAME.apply(state, seats[0], Pass())
    return GAME.apply(state, SYSTEM, FinishDeal())


def play_until(
    state: ShengjiState,
    decide: Callable[[ShengjiState, int], Any],
    done: Callable[[ShengjiState], bool] | None = None,
) -> ShengjiState:
    """Play on with ``decide(state, seat)`` choosing every player's action (the dealer's
    SYSTEM moves take the first legal one) until ``done`` (default: this hand is over)."""
    hand = state.hand_no
    stop = done or (lambda s: s.hand_no != hand)
    while not stop(state):
        seats = sorted(GAME.to_act(state) - {SYSTEM})
        if seats:
            seat = seats[0]
            action = decide(state, seat)
        else:
            seat, action = SYSTEM, GAME.legal_actions(state, SYSTEM)[0]
        state, _ = GAME.apply(state, seat, action)
    return state


def chosen(player: Any, state: ShengjiState, seat: int, seed: int = 0) -> Any:
    """What ``player`` does for ``seat`` now, checked to be a legal action."""
    legal = GAME.legal_actions(state, seat)
    action = player.choose(GAME.view(state, seat), legal, seed)
    assert action in legal
    return action


def action_cards(action: Action) -> tuple[Card, ...]:
    """The cards an action declares, buries or plays."""
    assert isinstance(action, Declare | Bury | PlayCards | ChooseThrowPart), action
    return action.cards


def trick_of(state: ShengjiState) -> Trick:
    """The trick in play (there must be one)."""
    assert state.trick is not None, state.phase
    return state.trick


def led_cards(state: ShengjiState) -> tuple[Card, ...]:
    """The cards led to the trick in play."""
    lead = trick_of(state).lead
    assert lead is not None, state.trick
    return lead.cards


def action_codes(action: Any) -> list[str]:
    """The codes of an action's cards, sorted."""
    return sorted(c.code for c in action.cards)


def play_checked(player: Any, options: Mapping[str, Any], seed: int) -> ShengjiState:
    """A hand played by ``player`` in every seat, each decision checked: legal, and the same
    again for the same view, legal list and seed (the seeds drawn from ``seed``)."""
    rng = random.Random(seed)

    def decide(state: ShengjiState, seat: int) -> Any:
        view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
        drawn = rng.randrange(1000)
        action = player.choose(view, legal, drawn)
        assert action == player.choose(view, legal, drawn) and action in legal
        return action

    return play_until(GAME.new(dict(options), 4, seed), decide)


def rank(code: str) -> Rank:
    return cards(code + "S")[0].rank


def codes(cards: Sequence[Card]) -> list[str]:
    return [c.code for c in cards]


def declare(state: ShengjiState, seat: int, text: str) -> tuple[ShengjiState, list[Any]]:
    return GAME.apply(state, seat, Declare(cards(text)))


def refused(state: ShengjiState, seat: int, text: str) -> str:
    """The refusal's message for a declaration that must be refused, the state unchanged."""
    before = state
    with pytest.raises(IllegalAction) as info:
        declare(state, seat, text)
    assert state == before
    return info.value.message
