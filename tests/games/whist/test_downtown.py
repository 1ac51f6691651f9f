"""Bid Whist downtown contracts in play (whist.md B5, B6, B8).

The card-order unit tests check ``CardOrder`` alone; these play whole tricks from an explicit
deal through the auction and declaration, so the contract the table chose is the one that
decides the trick.
"""

from __future__ import annotations

import pytest

from bot.games.whist.events import TrickWon
from bot.games.whist.order import Direction
from bot.games.whist.state import WhistState
from tests.games.whist.helpers import BID, bid, do, only

# Seat 1 bids and leads. Seats 2 and 3 hold no hearts, so they may ruff a heart lead; seat 0
# must follow hearts. The kitty gets the rest: 3S AD KC AC SJ BJ.
RUFF_HANDS = {
    1: "5H 6H 7H 8H 9H TH JH QH AH 4S 5S 6S",
    2: "KS 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD",
    3: "2S 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC",
    0: "3H 2H 4H KH 7S 8S 9S TS JS QS AS KD",
}

# Seat 1 leads the king, seat 2 holds the two, seat 3 the ace, seat 0 a middle card, in
# spades and hearts alike.
SPREAD_HANDS = {1: "KS KH", 2: "2S 2H", 3: "9S 9H AH", 0: "QS QH"}


def spades_contract(kind: str, hands: dict[int, str]) -> WhistState:
    call = f"1 {kind}".strip()
    state, _ = do(BID, bid(0, hands), call, "pass", "pass", "pass", "trump S", "keep")
    assert state.contract is not None and state.contract.trump is not None
    return state


def notrump_contract(direction: Direction, hands: dict[int, str]) -> WhistState:
    state, _ = do(BID, bid(0, hands), "1 notrump", "pass", "pass", "pass", direction.value, "keep")
    assert state.contract is not None and state.contract.trump is None
    assert state.contract.direction is direction
    return state


def trick_winner(state: WhistState, *plays: str) -> int:
    _, events = do(BID, state, *plays)
    return only(events, TrickWon).winner


@pytest.mark.parametrize(("kind", "winner"), [("downtown", 2), ("", 1)])
def test_downtown_trump_lead_the_two_of_trumps_beats_the_king(kind: str, winner: int) -> None:
    state = spades_contract(kind, SPREAD_HANDS)
    assert trick_winner(state, "KS", "2S", "9S", "QS") == winner


@pytest.mark.parametrize(("kind", "winner"), [("downtown", 3), ("", 2)])
def test_downtown_overruff_with_the_two_of_trumps_beats_a_ruff_with_the_king(
    kind: str, winner: int
) -> None:
    state = spades_contract(kind, RUFF_HANDS)
    assert trick_winner(state, "5H", "KS", "2S", "3H") == winner


@pytest.mark.parametrize(("kind", "winner"), [("downtown", 2), ("", 1)])
def test_downtown_with_trumps_in_the_led_side_suit_the_two_beats_the_king(
    kind: str, winner: int
) -> None:
    state = spades_contract(kind, SPREAD_HANDS)
    assert trick_winner(state, "KH", "2H", "9H", "QH") == winner


def test_downtown_with_trumps_the_ace_of_the_led_suit_still_beats_the_two() -> None:
    state = spades_contract("downtown", SPREAD_HANDS)
    assert trick_winner(state, "KH", "2H", "AH", "QH") == 3


@pytest.mark.parametrize(("direction", "winner"), [(Direction.DOWNTOWN, 2), (Direction.UPTOWN, 1)])
def test_notrump_downtown_in_the_led_suit_the_two_beats_the_king(
    direction: Direction, winner: int
) -> None:
    state = notrump_contract(direction, SPREAD_HANDS)
    assert trick_winner(state, "KH", "2H", "9H", "QH") == winner


def test_notrump_downtown_the_ace_of_the_led_suit_still_wins() -> None:
    state = notrump_contract(Direction.DOWNTOWN, SPREAD_HANDS)
    assert trick_winner(state, "KH", "2H", "AH", "QH") == 3


def test_notrump_downtown_a_low_card_of_another_suit_never_wins() -> None:
    """Downtown reverses the ranks only within the suit led: a discarded 2 is no trump."""
    state = notrump_contract(Direction.DOWNTOWN, RUFF_HANDS)
    assert trick_winner(state, "5H", "2D", "2C", "3H") == 0
