"""Jokers ruffing in play (shengji.md 4.1, 4.2, 10.4, 10.5, 11).

The trick-winner unit tests use jokers only on trump leads; here a player void in the led
side suit ruffs with jokers in a dealt hand, so the follow check, the ruff test and the
winner all see the joker as the top trump.
"""

from __future__ import annotations

from typing import Any

from bot.games.shengji.events import TrickWon
from tests.games.shengji.helpers import play_trick, start


def won(events: list[Any]) -> TrickWon:
    return next(e for e in events if isinstance(e, TrickWon))


def test_a_void_player_ruffs_a_side_suit_lead_with_a_joker() -> None:
    state = start(["KS 9C", "AS 9C", "SJ 9C", "4D 9C"])
    state, events = play_trick(state, 0, "KS", "AS", "SJ", "4D")
    assert (won(events).winner, won(events).points) == (2, 10)


def test_a_big_joker_overruffs_a_trump_suit_rank_card_ruff() -> None:
    state = start(["KS 9C", "AS 9C", "2H 9C", "BJ 9C"])
    state, events = play_trick(state, 0, "KS", "AS", "2H", "BJ")
    assert won(events).winner == 3


def test_a_small_joker_ruff_is_not_overruffed_by_the_trump_ace() -> None:
    state = start(["KS 9C", "AS 9C", "SJ 9C", "AH 9C"])
    state, events = play_trick(state, 0, "KS", "AS", "SJ", "AH")
    assert won(events).winner == 2


def test_a_pair_of_jokers_ruffs_a_pair_lead_and_overruffs_a_rank_card_pair() -> None:
    state = start(["KS KS", "AS 3S", "2C 2C", "SJ SJ"])
    state, events = play_trick(state, 0, "KS KS", "AS 3S", "2C 2C", "SJ SJ")
    assert (won(events).winner, won(events).points) == (3, 20)


def test_a_small_and_a_big_joker_are_not_a_pair_and_do_not_ruff_a_pair_lead() -> None:
    state = start(["KS KS", "AS 3S", "SJ BJ", "4C 5C"])
    state, events = play_trick(state, 0, "KS KS", "AS 3S", "SJ BJ", "4C 5C")
    assert won(events).winner == 0


def test_no_trump_hand_a_joker_ruffs_a_side_suit_lead() -> None:
    state = start(["KS 9C", "AS 9C", "SJ 9C", "AH 9C"], trump=None)
    state, events = play_trick(state, 0, "KS", "AS", "SJ", "AH")
    assert won(events).winner == 2


def test_no_trump_hand_a_joker_overruffs_a_rank_card_ruff() -> None:
    state = start(["KS 9C", "AS 9C", "2D 9C", "SJ 9C"], trump=None)
    state, events = play_trick(state, 0, "KS", "AS", "2D", "SJ")
    assert won(events).winner == 3


def test_jokers_only_no_trump_option_a_joker_still_ruffs_but_a_rank_card_does_not() -> None:
    options = {"no_trump_trumps": "jokers"}
    state = start(["KS 9C", "AS 9C", "2D 9C", "SJ 9C"], trump=None, options=options)
    state, events = play_trick(state, 0, "KS", "AS", "2D", "SJ")
    assert won(events).winner == 3
    state = start(["KS 9C", "AS 9C", "2D 9C", "4C 9C"], trump=None, options=options)
    state, events = play_trick(state, 0, "KS", "AS", "2D", "4C")
    assert won(events).winner == 1


def test_no_trump_hand_a_rank_pair_with_a_small_joker_pair_ruffs_a_tractor() -> None:
    # rules 5.1 (no trump): T♥ T♥ SJ SJ is a tractor, T♥ T♥ T♦ T♦ two tied pairs
    hands = ["3S 3S 4S 4S", "5S 5S 6S 6S", "TH TH SJ SJ", "TH TH TD TD"]
    state = start(hands, trump=None, level=10)
    state, events = play_trick(state, 0, *hands)
    assert won(events).winner == 2
    hands[2], hands[3] = hands[3], hands[2]
    state, events = play_trick(start(hands, trump=None, level=10), 0, *hands)
    assert won(events).winner == 3
