"""Classic Whist rotating trump over a real game (whist.md A9).

``rotating_trump`` is unit-tested by deal number; these follow a seeded game into deals 2-4
to check that each new deal announces the next suit of the cycle, turns up no card, and that
its tricks are then won by that suit and no other.
"""

from __future__ import annotations

import pytest

from bot.games.cards import Card, Suit
from bot.games.whist.actions import Action, PlayCard
from bot.games.whist.events import Dealt, TrickWon
from bot.games.whist.state import WhistState
from tests.games.whist.helpers import CLASSIC, kinds, only, seat_to_act

OPTIONS = {"trump": "rotating", "target": 50, "dealer": 1}


def plain_winner(trump: Suit | None, plays: list[tuple[int, Card]]) -> int:
    """Part A's trick rule written out again, independent of the engine's ``CardOrder``."""
    led = plays[0][1].suit
    trumps = [(seat, card) for seat, card in plays if card.suit is trump]
    contenders = trumps or [(seat, card) for seat, card in plays if card.suit is led]
    seat, _ = max(contenders, key=lambda play: int(play[1].rank))
    return seat


def ruffing_choice(state: WhistState, seat: int) -> PlayCard:
    """Lead side suits and trump whenever allowed, so that the deal's trump suit has to win
    tricks it was not led in: first-legal play hardly ever ruffs."""
    legal: list[Action] = list(CLASSIC.legal_actions(state, seat))
    leading = state.trick is None or not state.trick.plays
    plays = [a for a in legal if isinstance(a, PlayCard)]
    preferred = [a for a in plays if (a.card.suit is state.trump) != leading]
    return (preferred or plays)[0]


def play_deal(state: WhistState) -> tuple[WhistState, Dealt, int]:
    """Every trick is checked, not just the announcement, so a deal that names the new suit
    but still plays the old one fails."""
    number, trump = state.deal_number, state.trump
    plays: list[tuple[int, Card]] = []
    ruffs = 0
    while state.deal_number == number:
        seat = seat_to_act(CLASSIC, state)
        action = ruffing_choice(state, seat)
        plays.append((seat, action.card))
        state, events = CLASSIC.apply(state, seat, action)
        if TrickWon in kinds(events):
            winner = only(events, TrickWon).winner
            assert winner == plain_winner(trump, plays)
            ruffs += dict(plays)[winner].suit is not plays[0][1].suit
            plays = []
    return state, only(events, Dealt), ruffs


@pytest.mark.parametrize("cycle", [4, 5])
def test_rotating_trump_deals_two_to_four_are_diamonds_spades_clubs_and_win_tricks(
    cycle: int,
) -> None:
    state = CLASSIC.new({**OPTIONS, "cycle": cycle}, 4, seed=11)
    assert state.trump is Suit.HEARTS
    for number, suit in enumerate([Suit.DIAMONDS, Suit.SPADES, Suit.CLUBS], start=2):
        dealer = state.dealer
        state, dealt, ruffs = play_deal(state)
        assert ruffs > 0
        assert dealt.deal == number and state.deal_number == number
        assert dealt.trump is suit and state.trump is suit
        assert dealt.turn_up is None and state.turn_up is None
        assert dealt.dealer == (dealer + 1) % 4
        assert CLASSIC.view(state, 0).trump is suit
    state, dealt, ruffs = play_deal(state)
    assert ruffs > 0
    assert dealt.trump is state.trump is (None if cycle == 5 else Suit.HEARTS)
