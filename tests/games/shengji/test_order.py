"""Rules 4: card order with a trump suit, in no-trump hands, and the order index (4.3)."""

from __future__ import annotations

from bot.games.shengji.order import TRUMP, CardOrder, card_points, points_of
from tests.games.shengji.helpers import cards, order


def ranking(o: CardOrder, text: str) -> list[tuple[str, int]]:
    return [o.key(c) for c in cards(text)]


def test_s2_example_rank_2_hearts_trumps_run_bj_sj_2h_other_twos_then_hearts() -> None:
    o = order("2", "H")
    keys = ranking(o, "BJ SJ 2H 2S 2D 2C AH KH QH JH TH 9H 3H")
    assert all(group == TRUMP for group, _ in keys)
    ords = [k[1] for k in keys]
    assert ords[0] > ords[1] > ords[2] > ords[3]
    assert ords[3] == ords[4] == ords[5]  # off-suit rank cards tie
    assert ords[5] > ords[6] > ords[7] > ords[8] > ords[9] > ords[10] > ords[11] > ords[12]
    assert o.ord(cards("3H")[0]) == 0  # 2H left the plain hearts: 3 is the lowest heart


def test_side_suits_run_a_down_to_3_when_2_is_the_trump_rank() -> None:
    o = order("2", "H")
    spades = ranking(o, "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S")
    assert [g for g, _ in spades] == ["S"] * 12
    assert [n for _, n in spades] == list(range(11, -1, -1))


def test_s1_example_rank_10_spades_full_order_low_to_high() -> None:
    o = order("T", "S")
    side = ranking(o, "2H 3H 4H 5H 6H 7H 8H 9H JH QH KH AH")
    assert side == [("H", n) for n in range(12)]
    trumps = ranking(o, "2S 3S 4S 5S 6S 7S 8S 9S JS QS KS AS")
    assert trumps == [(TRUMP, n) for n in range(12)]
    assert ranking(o, "TH TD TC") == [(TRUMP, 12)] * 3
    assert ranking(o, "TS SJ BJ") == [(TRUMP, 13), (TRUMP, 14), (TRUMP, 15)]


def test_order_index_trump_suit_hand_matches_4_3() -> None:
    o = order("7", "D")
    assert o.key(cards("AD")[0]) == (TRUMP, 11)
    assert o.key(cards("7C")[0]) == (TRUMP, 12)
    assert o.key(cards("7D")[0]) == (TRUMP, 13)
    assert o.key(cards("SJ")[0]) == (TRUMP, 14)
    assert o.key(cards("BJ")[0]) == (TRUMP, 15)


def test_no_trump_default_jokers_and_all_rank_cards_are_trumps_rank_cards_tie() -> None:
    o = order("T", None)
    assert ranking(o, "TS TH TD TC SJ BJ") == [(TRUMP, 0)] * 4 + [(TRUMP, 1), (TRUMP, 2)]
    assert o.key(cards("AS")[0]) == ("S", 11)
    assert o.key(cards("JS")[0]) == ("S", 8)  # 9 and J adjacent: T removed


def test_no_trump_jokers_only_option_rank_cards_stay_in_their_suits() -> None:
    o = order(None, None)
    assert ranking(o, "SJ BJ") == [(TRUMP, 0), (TRUMP, 1)]
    assert o.key(cards("TS")[0]) == ("S", 8)
    assert o.key(cards("AS")[0]) == ("S", 12)  # 13 ranks per suit


def test_identical_cards_only_tie_in_rank_when_not_identical() -> None:
    o = order("T", "S")
    th, td = cards("TH TD")
    assert o.key(th) == o.key(td) and th != td


def test_point_cards_5_is_5_ten_and_king_are_10_one_deck_holds_100() -> None:
    from bot.games.cards import shoe

    assert [card_points(c) for c in cards("5H TH KH QH AH 2H SJ")] == [5, 10, 10, 0, 0, 0, 0]
    assert points_of(shoe(1, jokers=True)) == 100
    assert points_of(shoe(2, jokers=True)) == 200
    assert points_of(shoe(3, jokers=True)) == 300


def test_display_order_shows_trumps_first_high_to_low_then_each_suit() -> None:
    o = order("2", "H")
    hand = o.sorted(cards("3S AH 2C BJ KD 4H"))
    assert [c.code for c in hand] == ["BJ", "2C", "AH", "4H", "3S", "KD"]
