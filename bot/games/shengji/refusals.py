"""Why a Shengji move is refused, for the seat that tried it, naming only what that seat may
know (whose turn it is follows the seats, never what they hold). Refusals are catalog
messages (``shengji-…`` ids), worded in the reader's language where they are shown; the seats
they name by number are named by their players on the way (:func:`bot.msg.name_seats`)."""

from __future__ import annotations

from bot.games.base import SYSTEM
from bot.games.shengji.state import Phase, ShengjiState
from bot.games.shengji.turns import deal_total, declare_turn
from bot.games.tricks import partner_of
from bot.msg import Msg, msg, seat_words

_WRONG_ACTION = {
    Phase.DEAL: "shengji-wrong-action-deal",
    Phase.NAME_TRUMP: "shengji-wrong-action-name-trump",
    Phase.BURY: "shengji-wrong-action-bury",
    Phase.PLAY: "shengji-wrong-action-play",
    Phase.THROW_CHOICE: "shengji-wrong-action-throw-choice",
}


def declare_order_error(state: ShengjiState, seat: int) -> Msg | None:
    """Why ``seat`` may not declare or pass now under fixed-dealer declaring, or None."""
    if not state.rules.ordered_declaring:
        return None
    assert state.starter is not None
    if state.dealt < deal_total(state):
        return msg("shengji-declare-after-deal", first=seat_words(partner_of(state.starter)))
    turn = declare_turn(state)
    if turn is None:
        return msg("shengji-declaring-over")
    if turn == seat:
        return None
    started = state.declaration is not None or bool(state.passed)
    wording = "shengji-declare-turn-next" if started else "shengji-declare-turn-first"
    return msg(wording, seat=seat_words(turn))


def not_your_turn(state: ShengjiState, seat: int, to_act: frozenset[int]) -> Msg:
    if state.phase is Phase.DEAL:
        ordered = None if seat == SYSTEM else declare_order_error(state, seat)
        return ordered or msg("shengji-nothing-to-declare")
    waiting = sorted(s for s in to_act if s != SYSTEM)
    return msg("shengji-not-your-turn", seats=tuple(seat_words(s) for s in waiting))


def wrong_action(state: ShengjiState) -> Msg:
    return msg(_WRONG_ACTION.get(state.phase, "shengji-not-possible-now"))
