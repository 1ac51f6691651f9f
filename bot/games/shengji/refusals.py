"""Why a Shengji move is refused, worded for the seat that tried it, naming only what that
seat may know (whose turn it is follows the seats, never what they hold)."""

from __future__ import annotations

from bot.games.base import SYSTEM
from bot.games.shengji.state import Phase, ShengjiState
from bot.games.shengji.turns import deal_total, declare_turn, seat_label
from bot.games.tricks import partner_of

_WRONG_ACTION = {
    Phase.DEAL: "The cards are being dealt: you may declare trumps, nothing else.",
    Phase.NAME_TRUMP: "The trump suit must be named first.",
    Phase.BURY: "The starter must bury the kitty first.",
    Phase.PLAY: "Play cards now.",
    Phase.THROW_CHOICE: "Choose which part of the failed throw is led.",
}


def declare_order_error(state: ShengjiState, seat: int) -> str | None:
    """Why ``seat`` may not declare or pass now under fixed-dealer declaring, or None."""
    if not state.rules.ordered_declaring:
        return None
    assert state.starter is not None
    if state.dealt < deal_total(state):
        return (
            "Nobody declares while the cards are dealt at this table: once they are all "
            f"out, {seat_label(partner_of(state.starter))} (the starter's partner) "
            "declares first, then each player in turn."
        )
    turn = declare_turn(state)
    if turn is None:
        return "Declaring is over: everybody has passed, and the trump is being fixed."
    if turn == seat:
        return None
    started = state.declaration is not None or bool(state.passed)
    return f"It's not your turn to declare: {seat_label(turn)} " + (
        "declares next." if started else "declares first."
    )


def not_your_turn(state: ShengjiState, seat: int, to_act: frozenset[int]) -> str:
    if state.phase is Phase.DEAL:
        ordered = None if seat == SYSTEM else declare_order_error(state, seat)
        return ordered or "You have nothing to declare now; the deal goes on."
    waiting = sorted(s for s in to_act if s != SYSTEM)
    return "It's not your turn: waiting for " + ", ".join(map(seat_label, waiting)) + "."


def wrong_action(state: ShengjiState) -> str:
    return _WRONG_ACTION.get(state.phase, "That is not possible now.")
