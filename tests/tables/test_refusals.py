"""What a move refused as out of turn tells the player about whom the table waits for."""

from __future__ import annotations

from bot.games.base import SYSTEM
from bot.i18n import word
from bot.tables.moves import not_your_turn
from tests.cogs.shengji_support import hand_context
from tests.games.shengji.helpers import GAME, dealt


def test_while_the_dealer_acts_a_refusal_names_nobody_who_may_declare() -> None:
    """Shengji's seats able to act while cards are dealt are those holding a declaration:
    naming them would tell a player who holds a trump-rank card."""
    state = dealt({}, {2: "2H"})
    assert {SYSTEM, 2} <= GAME.to_act(state)
    table = hand_context(state, 0).table
    assert word(not_your_turn(table, GAME)) == "It's not your turn yet."
