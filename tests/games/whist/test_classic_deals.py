"""Classic Whist rules checked again on explicit deals (whist.md A1, A3, A6, A7, A9), where the
first tests of a rule used a seeded game or a scoring function alone."""

from __future__ import annotations

import pytest

from bot.games.cards import Suit, parse_card
from bot.games.whist import deal_cycle
from bot.games.whist.events import Dealt, GameWon, TrickWon
from bot.games.whist.options import Variant
from bot.games.whist.scoring import EndReason
from tests.games.whist.helpers import CLASSIC, classic, do, kinds, make_deal, only, play_first_legal

#: seat 0 holds every heart: with hearts turned up its team takes all 13 tricks
ALL_HEARTS = {0: "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH"}

#: dealer 3 turns up 2D; seat 0 wins a spade trick, then its partner seat 2 a heart trick
PARTNERS = {
    0: "AS 2H",
    1: "3S 4H",
    2: "4S AH",
    3: "5S 3H 2D",
}


def test_partners_add_their_tricks_together() -> None:
    state = classic(3, PARTNERS, turn_up="2D")
    state, events = do(CLASSIC, state, "AS", "3S", "4S", "5S", "2H", "4H", "AH", "3H")
    tricks = [e for e in events if isinstance(e, TrickWon)]
    assert [t.winner for t in tricks] == [0, 2]
    assert [t.books for t in tricks] == [(1, 0), (2, 0)]
    assert state.books == (2, 0)
    assert CLASSIC.to_act(state) == frozenset({2})  # the partner who won leads next


def test_after_a_deal_the_player_on_the_dealers_left_deals_next_and_their_left_leads() -> None:
    state = classic(0, ALL_HEARTS, turn_up="2H", target=50)
    state, events = play_first_legal(CLASSIC, state, until_deal=2)
    dealt = only(events, Dealt)
    assert dealt.deal == 2 and dealt.dealer == 1 and dealt.leader == 2
    assert state.dealer == 1 and CLASSIC.to_act(state) == frozenset({2})
    assert state.scores == (7, 0)


def test_a_team_below_the_target_plays_on_and_one_reaching_it_wins() -> None:
    state, events = play_first_legal(
        CLASSIC, classic(0, ALL_HEARTS, turn_up="2H", target=8), until_deal=2
    )
    assert GameWon not in kinds(events) and state.deal_number == 2
    state, events = play_first_legal(CLASSIC, classic(0, ALL_HEARTS, turn_up="2H", target=7))
    won = only(events, GameWon)
    assert won.winner == 0 and won.scores == (7, 0) and won.reason is EndReason.TARGET
    assert CLASSIC.is_over(state)


def test_fixed_number_of_deals_the_higher_total_wins_after_the_last_deal() -> None:
    state = classic(0, ALL_HEARTS, turn_up="2H", deals=1)
    state, events = play_first_legal(CLASSIC, state)
    won = only(events, GameWon)
    assert won.winner == 0 and won.reason is EndReason.DEALS and won.seats == (0, 2)
    assert CLASSIC.result(state).placings == (1, 2)


def test_rotating_no_trump_round_a_higher_card_of_another_suit_never_wins() -> None:
    """Deal 5 of the cycle of five has no trumps: spades (deal 3's trumps) and the ace of
    spades both lose to the 9 of hearts, the highest card of the suit led."""
    state = classic(0, ALL_HEARTS, trump="rotating", cycle=5, target=50)
    hands = {
        0: "AS 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD",
        1: "5H 2H 3H 4H 6H 7H 8H TH JH QH KH AH AD",
        2: "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS 2C",
        3: "9H 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
    }
    state = deal_cycle.begin_deal(state, 5, make_deal(Variant.CLASSIC, 0, hands))
    assert state.trump is None and CLASSIC.deal_event(state).trump is None
    state, events = do(CLASSIC, state, "5H", "KS", "9H", "AS")
    trick = only(events, TrickWon)
    assert trick.winner == 3 and trick.card == parse_card("9H")


@pytest.mark.parametrize(
    ("cycle", "number", "trump"),
    [
        (4, 1, Suit.HEARTS),
        (4, 2, Suit.DIAMONDS),
        (4, 3, Suit.SPADES),
        (4, 4, Suit.CLUBS),
        (4, 5, Suit.HEARTS),
        (5, 5, None),
        (5, 6, Suit.HEARTS),
    ],
)
def test_rotating_trump_the_deal_number_sets_the_suit_that_ruffs(
    cycle: int, number: int, trump: Suit | None
) -> None:
    """Seat 2 holds a whole suit and is void in the suit led: its two wins the trick only when
    that suit is the deal's trump; in the no-trump deal the ace led wins."""
    led = Suit.CLUBS if trump is Suit.HEARTS else Suit.HEARTS
    held = trump or Suit.SPADES
    hands = {
        0: f"Q{led}",
        1: f"A{led}",
        2: " ".join(f"{rank}{held}" for rank in "23456789TJQKA"),
        3: f"K{led}",
    }
    state = classic(0, ALL_HEARTS, trump="rotating", cycle=cycle, target=50)
    state = deal_cycle.begin_deal(state, number, make_deal(Variant.CLASSIC, 0, hands))
    assert state.trump is trump and state.turn_up is None
    state, events = do(CLASSIC, state, f"A{led}", f"2{held}", f"K{led}", f"Q{led}")
    assert only(events, TrickWon).winner == (1 if trump is None else 2)


def test_classic_an_overtrump_wins_and_a_discarded_ace_of_another_suit_never_wins() -> None:
    """Rule A5 in play: hearts turned up; clubs led, seat 1 ruffs, seat 2 overtrumps with a
    higher heart and the dealer, void too, discards the ace of spades: the highest trump wins."""
    hands = {
        0: "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
        1: "3H 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD",
        2: "9H 4H 5H 6H 7H 8H TH JH QH KH AH AD 2S",
        3: "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2H",
    }
    _, events = do(CLASSIC, classic(3, hands, turn_up="2H"), "2C", "3H", "9H", "AS")
    trick = only(events, TrickWon)
    assert trick.winner == 2 and trick.card == parse_card("9H")
