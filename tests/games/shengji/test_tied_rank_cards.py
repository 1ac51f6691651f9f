"""Rules 4.1, 10.5 and 11 in play: off-suit rank cards tie with each other, so between tied
plays the earlier stands, for singles and pairs, led or ruffed (R = 2, X = H)."""

from __future__ import annotations

from typing import Any

from bot.games.shengji.events import TrickWon
from tests.games.shengji.helpers import play_trick, start


def winner(hands: list[str], *plays: str) -> int:
    _, events = play_trick(start(hands), 0, *plays)
    won: Any = next(e for e in events if isinstance(e, TrickWon))
    return int(won.winner)


def test_shengji_a_tied_rank_pair_does_not_overruff_an_earlier_rank_pair_ruff() -> None:
    hands = ["KS KS", "4H 4H", "2C 2C", "2D 2D"]
    assert winner(hands, "KS KS", "4H 4H", "2C 2C", "2D 2D") == 2


def test_shengji_on_a_trump_lead_the_first_of_tied_off_suit_rank_cards_wins() -> None:
    hands = ["3H", "2C", "2D", "AH"]
    assert winner(hands, "3H", "2C", "2D", "AH") == 1


def test_shengji_the_trump_suit_rank_card_beats_tied_off_suit_rank_cards_played_before() -> None:
    hands = ["3H", "2C", "2H", "2D"]
    assert winner(hands, "3H", "2C", "2H", "2D") == 2
