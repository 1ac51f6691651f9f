"""The kitty (rules 7.5 and 8): turned up to fix the trump when nobody declared, taken by the
starter once the trump is fixed, and buried again."""

from __future__ import annotations

from collections.abc import Sequence

from bot.errors import IllegalAction
from bot.games.cards import Card, Suit, remove_cards
from bot.games.evolve import evolve
from bot.games.shengji import declare
from bot.games.shengji.events import (
    Buried,
    KittyBuried,
    KittyTaken,
    KittyTurned,
    ShengjiEvent,
    Step,
    TrumpFixed,
)
from bot.games.shengji.state import Phase, ShengjiState
from bot.games.tricks import Trick


def turn_kitty(state: ShengjiState) -> Step:
    """Nobody declared in a later hand: turn kitty cards until one fixes the trump."""
    first_only = state.rules.no_declaration == "first-card"
    turned, suit = declare.kitty_trump(state.kitty, state.trump_rank, first_only=first_only)
    event = KittyTurned(cards=tuple(turned), suit=suit)
    return fix_trump(evolve(state, turned=tuple(turned)), suit, [event])


def fix_trump(state: ShengjiState, suit: Suit | None, events: list[ShengjiEvent]) -> Step:
    """Trump fixed: announce it and hand the kitty to the starter."""
    assert state.starter is not None and state.declarers is not None
    starter = state.starter
    hands = state.hands.with_hand(starter, state.hands[starter] + state.kitty)
    new = evolve(state, trump_suit=suit, phase=Phase.BURY, hands=hands, kitty=())
    fixed = TrumpFixed(
        suit=suit,
        rank=state.trump_rank,
        starter=starter,
        declarers=state.declarers,
        declaration=state.declaration,
    )
    return new, [*events, fixed, KittyTaken(cards=state.kitty, seat=starter)]


def bury(state: ShengjiState, seat: int, cards: Sequence[Card]) -> Step:
    size = state.rules.kitty_size
    if len(cards) != size:
        raise IllegalAction("shengji-bury-count", count=size)
    hands = state.hands.with_hand(seat, remove_cards(state.hands[seat], cards))
    new = evolve(state, hands=hands, kitty=tuple(cards), phase=Phase.PLAY, trick=Trick(seat))
    return new, [Buried(starter=seat, count=size), KittyBuried(cards=tuple(cards), seat=seat)]
