"""The Whist / Bid Whist AI: legal, deterministic, and playing the heuristics it promises."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from bot.ai.whist import WhistAI, estimate
from bot.ai.whist_search import WhistSearch
from bot.games.base import AIPlayer
from bot.games.cards import BIG_JOKER, SMALL_JOKER, Suit, parse_card
from bot.games.whist.actions import Exchange, MakeBid, NameTrump, Pass, PlayCard
from bot.games.whist.bidding import Bid, BidKind
from bot.games.whist.exchange import ExchangeChoices
from bot.games.whist.order import CardOrder, Direction
from bot.games.whist.state import WhistState
from tests.games.whist.helpers import BID, CLASSIC, bid, cards, classic, do, seat_to_act

AI = WhistAI()


def choice(game, state: WhistState):  # type: ignore[no-untyped-def]
    seat = seat_to_act(game, state)
    legal = game.legal_actions(state, seat)
    action = AI.choose(game.view(state, seat), legal, 0)
    assert action in legal
    return action


# -- legality and determinism --------------------------------------------------------------


@pytest.mark.parametrize(
    ("game", "options"),
    [
        (CLASSIC, {}),
        (CLASSIC, {"trump": "rotating", "cycle": 5}),
        (BID, {}),
        (BID, {"declare": "after", "min_bid": 3, "auction": "single"}),
        (BID, {"kitty": "always", "penalty": "bid"}),
    ],
)
def test_ai_plays_whole_games_with_legal_actions_only(game, options) -> None:  # type: ignore[no-untyped-def]
    full = {**{spec.key: spec.default for spec in game.options}, **options}
    for seed in range(3):
        state = game.new(full, 4, seed)
        for _ in range(3000):
            if game.is_over(state):
                break
            seat = seat_to_act(game, state)
            legal = game.legal_actions(state, seat)
            action = AI.choose(game.view(state, seat), legal, seed)
            assert action in legal
            state, _ = game.apply(state, seat, action)
        assert game.is_over(state)


def test_ai_is_deterministic() -> None:
    state = BID.new({spec.key: spec.default for spec in BID.options}, 4, 21)
    seat = seat_to_act(BID, state)
    view, legal = BID.view(state, seat), BID.legal_actions(state, seat)
    assert AI.choose(view, legal, 5) == AI.choose(view, legal, 5)


class _Unwalked(ExchangeChoices):
    """The exchange's legal list (18,564 choices, made lazily) that fails if
    a player walks it: the deterministic stand-in for a timing bound."""

    __slots__ = ()

    def __iter__(self) -> Iterator[Exchange]:
        raise AssertionError("the exchange's legal list was walked")


@pytest.mark.parametrize("player", [WhistAI(), WhistSearch()])
def test_ai_decides_the_exchange_without_walking_its_legal_list(player: AIPlayer) -> None:
    state, _ = do(BID, bid(0, {}), "1", "pass", "pass", "pass", "trump S")
    view = BID.view(state, 1)
    legal = _Unwalked(view.hand, view.kitty)
    assert len(legal) == 18_564  # C(18, 6)
    assert player.choose(view, legal, 0) in legal


# -- play ----------------------------------------------------------------------------------

# Dealer 3 turns up 2S: spades are trumps. Seats 1 and 3 are partners.


def test_ai_wins_with_the_lowest_card_that_wins() -> None:
    state = classic(3, {0: "9H", 1: "5H", 2: "3H", 3: "KH TH 2H 2S"}, turn_up="2S")
    state, _ = do(CLASSIC, state, "9H", "5H", "3H")
    assert choice(CLASSIC, state) == PlayCard(parse_card("TH"))


def test_ai_ducks_when_its_partner_is_already_winning() -> None:
    state = classic(3, {0: "5H", 1: "AH", 2: "3H", 3: "KH TH 2H 2S"}, turn_up="2S")
    state, _ = do(CLASSIC, state, "5H", "AH", "3H")
    assert choice(CLASSIC, state) == PlayCard(parse_card("2H"))


def test_ai_third_hand_plays_its_master_over_a_partners_low_lead() -> None:
    # Partner (seat 0) leads 3H, second hand plays 2H: the partner "wins" with a three that
    # the last opponent can beat with any higher heart. Third hand with AH must take the
    # trick, not duck with 4H and hand it to the opponents.
    state = classic(3, {0: "3H 5C", 1: "2H KH QH", 2: "AH 4H 6D", 3: "9S"}, turn_up="9S")
    state, _ = do(CLASSIC, state, "3H", "2H")
    assert choice(CLASSIC, state) == PlayCard(parse_card("AH"))


def test_ai_third_hand_still_ducks_under_a_partners_master() -> None:
    state = classic(3, {0: "AH 5C", 1: "2H KH QH", 2: "KS 4H 6D", 3: "9S"}, turn_up="9S")
    state, _ = do(CLASSIC, state, "AH", "2H")
    assert choice(CLASSIC, state) == PlayCard(parse_card("4H"))


def test_ai_ruffs_with_its_lowest_trump_when_void() -> None:
    hands = {0: "9H", 1: "5H", 2: "3H", 3: "2S 4S 9S KS 2D 3D 4D 5D 6D 7D 8D 9D TD"}
    state = classic(3, hands, turn_up="2S")
    state, _ = do(CLASSIC, state, "9H", "5H", "3H")
    assert choice(CLASSIC, state) == PlayCard(parse_card("2S"))


def test_ai_throws_its_lowest_useless_card_when_it_cannot_win() -> None:
    hands = {
        0: "9H",
        1: "5H",
        2: "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S AD",
        3: "2S 3D KD AC 2C 3C 4C 5C 6C 7C 8C 9C TC",
    }
    state = classic(3, hands, turn_up="2S")
    state, _ = do(CLASSIC, state, "9H", "5H", "AS")
    assert choice(CLASSIC, state) == PlayCard(parse_card("2C"))


def test_ai_leads_a_master_card_from_its_long_suit() -> None:
    hands = {0: "AH KH QH 9H 4H AC 3C 5D 6D 7D 2S 3S 4S", 3: "9S"}
    state = classic(3, hands, turn_up="9S")
    assert choice(CLASSIC, state) == PlayCard(parse_card("AH"))


def test_ai_does_not_lead_its_master_into_a_suit_an_opponent_trumps() -> None:
    # Spades are trumps. Seat 1 showed out of hearts on trick one (and may hold trumps):
    # seat 2's KH, its longest suit's master, would be trumped; AC is a master they follow.
    hands = {
        0: "5H 2S 3S 4S 5S 6S 7S 8S 2C 4C 5C 6C 7C",
        1: "2D 3D 4D 5D 6D 7D 8D TS JS QS KS AS 8C",
        2: "AH KH 7H 8H 9H TH AC 3C 9D TD JD QD TC",
    }
    state = classic(3, hands, turn_up="9S")
    state, _ = do(CLASSIC, state, "5H", "2D", "AH", "6H")
    assert choice(CLASSIC, state) == PlayCard(parse_card("AC"))


def test_ai_leads_a_low_trump_when_every_side_suit_it_holds_would_be_ruffed() -> None:
    # Spades are trumps. Seat 1 showed out of hearts on trick one and still holds trumps; seat 2
    # has only hearts beside three low trumps: a heart led feeds seat 1 a ruff, 5S draws a trump.
    hands = {
        0: "5H 2S 3S 4S 2C 4C 5C 6C 7C 9C TC JC QC",
        1: "2D 3D 4D 5D 6D 7D 8D TS JS QS KS AS 8C",
        2: "AH KH QH JH TH 9H 8H 7H 4H 3H 5S 6S 7S",
        3: "2H 6H 9S 8S 3C KC AC 9D TD JD QD KD AD",
    }
    state = classic(3, hands, turn_up="9S")
    state, _ = do(CLASSIC, state, "5H", "2D", "AH", "6H")
    assert choice(CLASSIC, state) == PlayCard(parse_card("5S"))


def test_ai_draws_trumps_when_strong_in_trumps() -> None:
    hands = {0: "AS KS QS JS TS 2H 3H 4H 5D 6D 7D 8C 9C", 3: "9S"}
    state = classic(3, hands, turn_up="9S")
    assert choice(CLASSIC, state) == PlayCard(parse_card("AS"))


# -- bidding, declaring, exchanging ---------------------------------------------------------


def test_ai_bids_with_a_strong_hand() -> None:
    state = bid(0, {1: "BJ SJ AS KS QS JS TS 9S AH KH AD AC"})
    action = choice(BID, state)
    assert isinstance(action, MakeBid) and action.bid.number >= 4


def test_ai_passes_with_a_middling_hand() -> None:
    state = bid(0, {1: "6S 7S 8S 9S 6H 7H 8H 9H 6D 7D 8D 9D"})
    assert choice(BID, state) == Pass()


def test_ai_bids_downtown_with_low_cards_and_uptown_with_high_cards() -> None:
    low = bid(0, {1: "BJ SJ AS 2S 3S 4S 5S 6S 2H 3H 2D 3D"})
    action = choice(BID, low)
    assert isinstance(action, MakeBid) and action.bid.kind is BidKind.DOWNTOWN
    high = bid(0, {1: "BJ SJ AS KS QS JS TS 9S KH QH KD QD"})
    action = choice(BID, high)
    assert isinstance(action, MakeBid) and action.bid.kind is BidKind.UPTOWN


def test_ai_forced_dealer_bids_rather_than_passing() -> None:
    state = bid(3, {3: "6S 7S 8S 9S 6H 7H 8H 9H 6D 7D 8D 9D"})
    state, _ = do(BID, state, "pass", "pass", "pass")
    assert isinstance(choice(BID, state), MakeBid)


def test_ai_does_not_overcall_its_partner_without_much_to_spare() -> None:
    state = bid(0, {3: "AS KS 4S 5S 6H 7H 8H 9H 6D 7D 8D 9D"})
    state, _ = do(BID, state, "2", "pass")
    assert choice(BID, state) == Pass()


def test_ai_names_its_strongest_suit_as_trumps() -> None:
    state = bid(0, {1: "BJ AH KH QH JH 9H 2S 3S 4D 5D 6C 7C"})
    state, _ = do(BID, state, "3", "pass", "pass", "pass")
    assert choice(BID, state) == NameTrump(Suit.HEARTS)


def test_ai_exchange_takes_the_joker_and_buries_low_cards_of_short_suits() -> None:
    hands = {1: "AH KH QH JH 9H 8H AS 3S 4D 5D 6C 7C"}
    state = bid(0, hands, "BJ SJ TH 2S 2D 2C")
    state, _ = do(BID, state, "3", "pass", "pass", "pass", "trump H")
    action = choice(BID, state)
    assert isinstance(action, Exchange)
    assert set(action.take) == {BIG_JOKER, SMALL_JOKER, parse_card("TH")}
    assert parse_card("AS") not in action.give
    assert all(card.suit is not Suit.HEARTS for card in action.give)


def test_ai_buries_worthless_jokers_at_notrump() -> None:
    hands = {1: "SJ AS KS QS AH KH QH AD KD QD AC KC"}
    state = bid(0, hands, "BJ 2S 2H 2D 2C 3C")
    state, _ = do(BID, state, "3 notrump", "pass", "pass", "pass", "uptown")
    action = choice(BID, state)
    assert isinstance(action, Exchange)
    assert SMALL_JOKER in action.give and BIG_JOKER not in action.take


def test_estimate_counts_a_long_notrump_suit_no_more_books_than_it_has_cards() -> None:
    # Seven running hearts take seven books at no-trump, not the 8.5 the top cards plus the
    # long-suit extra used to count, and the hand opens four no-trump, not five.
    hand = "AH KH QH JH TH 9H 8H 2S 3D 4C 6C 7D"
    assert estimate(cards(hand), CardOrder(None, Direction.UPTOWN)) == 7
    assert estimate(cards("AH KH QH 5H 4H 3H 2H"), CardOrder(None, Direction.UPTOWN)) == 4.5
    action = choice(BID, bid(0, {1: hand}))
    assert action == MakeBid(Bid(4, BidKind.NOTRUMP))


def test_estimate_counts_jokers_as_top_trumps_and_nothing_at_notrump() -> None:
    hand = cards("BJ SJ 2C 3C 4D 5D 6D 7H 8H 9H TS 4S")
    assert estimate(hand, CardOrder(Suit.CLUBS)) >= 2
    assert estimate(cards("BJ SJ"), CardOrder(None, Direction.UPTOWN)) == 0
