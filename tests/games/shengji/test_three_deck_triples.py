"""Triples and consecutive triples in play with three decks (shengji.md 3, 5, 9.1, 10.4, 11).

Triples are unit-tested as combinations and for following; these play whole tricks so the
lead, the shape a follower must match to win, and the ruff all come from a dealt hand.
"""

from __future__ import annotations

from typing import Any

from bot.games.shengji.events import ThrowFailed, TrickWon
from tests.games.shengji.helpers import play_trick, start

THREE = {"decks": 3}


def trick(hands: list[str], *plays: str) -> TrickWon:
    state = start(hands, options=THREE)
    _, events = play_trick(state, 0, *plays)
    assert not any(isinstance(e, ThrowFailed) for e in events)
    return won(events)


def won(events: list[Any]) -> TrickWon:
    return next(e for e in events if isinstance(e, TrickWon))


def test_three_decks_a_higher_triple_of_the_led_suit_beats_the_led_triple() -> None:
    plays = ("4S 4S 4S", "KS KS KS", "3S 3S 3S", "6C 7C 8C")
    result = trick(list(plays), *plays)
    assert (result.winner, result.points) == (1, 30)


def test_three_decks_a_pair_and_a_single_of_higher_cards_cannot_beat_a_triple() -> None:
    plays = ("4S 4S 4S", "AS AS KS", "3S 5S 6S", "6C 7C 8C")
    assert trick(list(plays), *plays).winner == 0


def test_three_decks_a_void_player_ruffs_a_triple_with_a_trump_triple() -> None:
    plays = ("AS AS AS", "3S 4S 5S", "3H 3H 3H", "6C 7C 8C")
    assert trick(list(plays), *plays).winner == 2


def test_three_decks_a_trump_pair_and_single_is_no_ruff_of_a_triple() -> None:
    plays = ("AS AS AS", "3S 4S 5S", "3H 3H BJ", "6C 7C 8C")
    assert trick(list(plays), *plays).winner == 0


def test_three_decks_a_rank_card_triple_overruffs_a_plain_trump_triple() -> None:
    plays = ("AS AS AS", "3S 4S 5S", "AH AH AH", "2C 2C 2C")
    assert trick(list(plays), *plays).winner == 3


def test_three_decks_a_joker_triple_overruffs_a_trump_suit_rank_card_triple() -> None:
    plays = ("AS AS AS", "3S 4S 5S", "2H 2H 2H", "SJ SJ SJ")
    assert trick(list(plays), *plays).winner == 3


def test_three_decks_consecutive_triples_are_beaten_only_by_higher_consecutive_triples() -> None:
    plays = ("3S 3S 3S 4S 4S 4S", "KS KS KS AS AS AS", "6S 6S 6S 8S 8S 8S", "6C 7C 8C 9C JC QC")
    assert trick(list(plays), *plays).winner == 1


def test_three_decks_consecutive_triples_are_ruffed_only_by_consecutive_trump_triples() -> None:
    plays = ("AS AS AS KS KS KS", "3S 4S 5S 6S 7S 8S", "3H 3H 3H 5H 5H 5H", "6C 7C 8C 9C JC QC")
    assert trick(list(plays), *plays).winner == 0
    plays = ("AS AS AS KS KS KS", "3S 4S 5S 6S 7S 8S", "3H 3H 3H 4H 4H 4H", "6C 7C 8C 9C JC QC")
    assert trick(list(plays), *plays).winner == 2
