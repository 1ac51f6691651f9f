"""Rules 10.4, 10.5 and 11: ruffing, overruffing and who wins a trick (worked examples too)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.errors import IllegalAction
from bot.games.shengji import PlayCards
from bot.games.shengji.events import ThrowFailed, TrickWon
from bot.games.shengji.order import CardOrder
from bot.games.shengji.winner import trick_winner
from tests.games.shengji.helpers import GAME, cards, order, play_trick, start

R2H = order("2", "H")


def winner(*plays: str, o: CardOrder = R2H) -> int:
    return trick_winner([cards(p) for p in plays], o)


def trick_event(events: list[Any]) -> TrickWon:
    return next(e for e in events if isinstance(e, TrickWon))


def test_worked_example_1_offsuit_rank_card_ruff_beats_plain_trump() -> None:
    state = start(["KS 9C", "AS 9C", "3H 9C", "2C 9C"])
    state, events = play_trick(state, 0, "KS", "AS", "3H", "2C")
    trick = trick_event(events)
    assert trick.winner == 3 and trick.points == 10


def test_worked_example_2_unpaired_cards_and_mixed_trumps_cannot_win_a_pair_lead() -> None:
    state = start(["9D 9D", "QD 4D", "5H 5H", "SJ 3H"])
    state, events = play_trick(state, 0, "9D 9D", "QD 4D", "5H 5H", "SJ 3H")
    trick = trick_event(events)
    assert trick.winner == 2 and trick.points == 10


def test_worked_example_3_offsuit_rank_pair_overruffs_a_plain_trump_pair() -> None:
    state = start(["KS KS", "AS 3S", "4H 4H", "2C 2C"])
    state, events = play_trick(state, 0, "KS KS", "AS 3S", "4H 4H", "2C 2C")
    trick = trick_event(events)
    assert trick.winner == 3 and trick.points == 20


def test_worked_example_4_throw_ruffed_then_overruffed_by_higher_top_pair() -> None:
    state = start(["AD KD KD", "QD JD 9D", "7H 9H 9H", "3H QH QH"])
    state, events = play_trick(state, 0, "AD KD KD", "QD JD 9D", "7H 9H 9H", "3H QH QH")
    assert not any(isinstance(e, ThrowFailed) for e in events)
    assert trick_event(events).winner == 3


def test_higher_card_of_the_led_suit_wins_a_single_lead() -> None:
    assert winner("9S", "KS", "3S", "QS") == 1


def test_discard_of_another_side_suit_never_wins() -> None:
    assert winner("3S", "AD", "4S", "5S") == 3


def test_equal_plays_the_first_played_wins() -> None:
    assert winner("KS", "AS", "AS", "3S") == 1
    assert winner("3S", "2D", "2C", "4S") == 1  # off-suit rank cards tie: earlier ruff stands


def test_any_ruff_beats_every_card_of_the_led_side_suit() -> None:
    assert winner("AS", "3S", "3H", "KS") == 2


def test_overruff_needs_a_strictly_higher_trump() -> None:
    assert winner("AS", "4H", "3H", "5H") == 3
    assert winner("AS", "4H", "4H", "3S") == 1


def test_follower_without_the_leads_shape_ranks_below_the_leader() -> None:
    assert winner("5S 5S", "AS KS", "3S 4S", "6S 7S") == 0


def test_pair_beats_lower_pair_of_the_led_suit() -> None:
    assert winner("5S 5S", "AS AS", "3S 4S", "6S 7S") == 1


def test_tractor_is_compared_by_its_highest_pair() -> None:
    assert winner("5S 5S 6S 6S", "9S 9S TS TS", "3S 3S 4S 4S", "JS JS KS KS") == 1


def test_ruff_must_have_exactly_the_leads_shape_two_separate_pairs_do_not_ruff_a_tractor() -> None:
    assert winner("5S 5S 6S 6S", "5H 5H 8H 8H", "3S 4S 7S 8S", "7D 8D 9D TD") == 0
    assert winner("5S 5S 6S 6S", "5H 5H 6H 6H", "3S 4S 7S 8S", "7D 8D 9D TD") == 1


def test_a_tractor_may_stand_in_for_two_separate_pairs_when_ruffing_a_throw() -> None:
    assert winner("AS AS QS QS", "5H 5H 6H 6H", "3S 4S 7S 8S", "7D 8D 9D TD") == 1
    assert winner("AS AS QS QS", "5H 5H 9H 9H", "3S 4S 7S 8S", "7D 8D 9D TD") == 1


def test_ruff_of_a_throw_needs_the_throws_components_in_trumps() -> None:
    assert winner("AS KS KS", "3H 4H 5H", "3S 4S 7S", "7D 8D 9D") == 0


def test_overruff_of_a_throw_compares_the_top_pair_not_the_top_single() -> None:
    assert winner("AD KD KD", "AH 9H 9H", "3H QH QH", "3S 4S 5S") == 2


def test_overruff_of_a_singles_throw_compares_the_highest_single() -> None:
    assert winner("AD KD", "3H 9H", "4H 8H", "3S 4S") == 1
    assert winner("AD KD", "3H 9H", "4H TH", "3S 4S") == 2


def test_overruff_of_a_throw_with_a_tractor_compares_the_top_tractor_not_the_top_pair() -> None:
    # the lead AS AS KS KS 9S 9S is a tractor and a pair; the first ruff holds the higher pair
    # (AH AH), the second the higher tractor (6H 6H 5H 5H against 4H 4H 3H 3H)
    assert (
        winner("AS AS KS KS 9S 9S", "3H 3H 4H 4H AH AH", "5H 5H 6H 6H 9H 9H", "3S 4S 5S 6S 7S 8S")
        == 2
    )
    assert (
        winner("AS AS KS KS 9S 9S", "5H 5H 6H 6H 9H 9H", "3H 3H 4H 4H AH AH", "3S 4S 5S 6S 7S 8S")
        == 1
    )


def test_overruff_of_a_throw_with_a_tractor_and_a_single_ignores_a_higher_single() -> None:
    assert winner("AS AS KS KS QS", "3H 3H 4H 4H BJ", "5H 5H 6H 6H 7H", "3S 4S 5S 6S 7S") == 2


def test_a_void_players_trump_mixed_with_a_side_card_is_a_discard_not_a_ruff() -> None:
    assert winner("5S 5S", "BJ 3D", "6S 7S", "8D 9D") == 0
    assert winner("AS KS", "BJ 3D", "3H 4H", "5S 6S") == 2  # the plain trumps ruff; BJ 3D no


def test_a_valid_throw_cannot_be_beaten_by_following_in_its_suit() -> None:
    assert winner("QS JS", "AS KS", "3S 4S", "5S 6S") == 0


def test_trump_lead_higher_trump_wins_and_rank_cards_beat_plain_trumps() -> None:
    assert winner("AH", "2S", "BJ", "3H") == 2
    assert winner("KH KH", "2S 2S", "3H 4H", "5H 5H") == 1


def test_a_player_who_still_holds_the_led_suit_cannot_ruff() -> None:
    state = start(["KS", "3S 5H", "4C", "4C"])
    state, _ = play_trick(state, 0, "KS")
    with pytest.raises(IllegalAction, match="You still hold spades"):
        GAME.apply(state, 1, PlayCards(cards("5H")))


def test_trick_points_go_to_the_winner_and_winner_leads_next() -> None:
    state = start(["5S 3C", "TS 3C", "KS 3C", "AS 3C"], starter=0)
    state, events = play_trick(state, 0, "5S", "TS", "KS", "AS")
    assert (trick_event(events).winner, trick_event(events).points) == (3, 25)
    assert state.team_points == (0, 25)
    assert GAME.to_act(state) == frozenset({3})


def test_trump_tractor_lead_a_higher_trump_tractor_wins_tied_rank_pairs_do_not() -> None:
    # 2♠ 2♠ 2♦ 2♦ tie in rank (rules 5.1: not a tractor), so they cannot win a tractor lead
    state = start(["3H 3H 4H 4H", "5H 5H 6H 6H", "7H 8H 9H JH", "2S 2S 2D 2D"])
    state, events = play_trick(state, 0, "3H 3H 4H 4H", "5H 5H 6H 6H", "7H 8H 9H JH", "2S 2S 2D 2D")
    assert trick_event(events).winner == 1
