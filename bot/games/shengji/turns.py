"""Who acts next in a Shengji hand: seats in the play direction, the deal's size, and whose
turn it is to declare under fixed-dealer declaring (rules 7.5)."""

from __future__ import annotations

from bot.games.shengji.order import CardOrder, card_order
from bot.games.shengji.state import ShengjiState
from bot.games.tricks import partner_of

PLAYERS = 4


def next_seat(state: ShengjiState, seat: int) -> int:
    return (seat + state.rules.step) % PLAYERS


def turn_order(state: ShengjiState, first: int) -> list[int]:
    return [(first + i * state.rules.step) % PLAYERS for i in range(PLAYERS)]


def play_order(state: ShengjiState) -> CardOrder:
    """The card order of the hand in play (rank dropped in a jokers-only no-trump hand)."""
    no_rank = state.trump_suit is None and state.rules.jokers_only_no_trump
    return card_order(None if no_rank else state.trump_rank, state.trump_suit)


def seat_to_play(state: ShengjiState) -> int:
    assert state.trick is not None
    return (state.trick.leader + len(state.trick.plays) * state.rules.step) % PLAYERS


def deal_total(state: ShengjiState) -> int:
    return PLAYERS * state.rules.hand_size


def declare_turn(state: ShengjiState) -> int | None:
    """Fixed-dealer declaring: the seat whose turn it is to declare or pass, or None (the
    cards are still being dealt, or the round is over and the deal closes).

    Every seat gets its turn, holding something to declare or not: a turn order that skipped
    empty hands would tell the table who holds rank cards or joker pairs.
    """
    if not state.rules.ordered_declaring or state.dealt < deal_total(state):
        return None
    assert state.starter is not None  # fixed-dealer implies a fixed first starter
    current = state.declaration
    first = partner_of(state.starter) if current is None else next_seat(state, current.seat)
    return next((seat for seat in turn_order(state, first) if seat not in state.passed), None)
