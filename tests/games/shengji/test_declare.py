"""Rules 7: dealing, declaring and overturning, who declares, and when nobody declares."""

from __future__ import annotations

import pytest

from bot.errors import IllegalAction
from bot.games.base import SYSTEM
from bot.games.cards import Rank, Suit, shoe
from bot.games.shengji import Deal, Declare, FinishDeal, NameTrump, Pass, Phase
from bot.games.shengji.dealing import MAX_REDEALS
from bot.games.shengji.events import (
    Dealt,
    KittyTaken,
    KittyTurned,
    Redealt,
    TrumpFixed,
)
from tests.games.shengji.helpers import (
    GAME,
    cards,
    dealt,
    deck_with,
    declare,
    finish,
    rank,
    refused,
)

THREE = {"decks": 3}
KITTY = ("3C", "9D", "4S", "4H", "5H", "6H", "7H", "8H")


# ---------------------------------------------------------------- deal


def test_deal_gives_one_card_at_a_time_in_turn_counterclockwise_by_default() -> None:
    deck = tuple(shoe(2, jokers=True))
    state = GAME.new_from_deck({}, 1, deck, first_drawer=2)
    state, events = GAME.apply(state, SYSTEM, Deal(5))
    assert [len(h) for h in state.hands] == [1, 1, 2, 1]
    assert state.hands[2] == (deck[0], deck[4]) and state.hands[1] == (deck[1],)
    assert state.hands[0] == (deck[2],) and state.hands[3] == (deck[3],)
    assert events == [Dealt(dealt=5, total=100)]


def test_direction_option_clockwise_deals_and_plays_to_the_next_seat_up() -> None:
    deck = tuple(shoe(2, jokers=True))
    state = GAME.new_from_deck({"direction": "clockwise"}, 1, deck, first_drawer=2)
    state, _ = GAME.apply(state, SYSTEM, Deal(2))
    assert state.hands[2] == (deck[0],) and state.hands[3] == (deck[1],)


@pytest.mark.parametrize(("decks", "hand", "kitty"), [(1, 12, 6), (2, 25, 8), (3, 39, 6)])
def test_hand_and_kitty_sizes_for_one_two_and_three_decks(
    decks: int, hand: int, kitty: int
) -> None:
    state = GAME.new({"decks": decks}, 4, 3)
    assert GAME.legal_actions(state, SYSTEM)[0] == Deal(4)
    state, _ = GAME.apply(state, SYSTEM, Deal(4 * hand))
    assert [len(h) for h in state.hands] == [hand] * 4
    assert len(state.deck) - 4 * hand == kitty
    for seat in sorted(GAME.to_act(state) - {SYSTEM}):
        state, _ = GAME.apply(state, seat, Pass())
    assert GAME.legal_actions(state, SYSTEM) == [FinishDeal()]


def test_after_the_last_card_players_may_still_declare_until_the_pause_closes_the_deal() -> None:
    state = dealt({"declare_pause": 15}, {0: "2H", 1: "2S 2S"})
    assert {SYSTEM, 0, 1} <= GAME.to_act(state)
    assert GAME.system_pause(state) == 15
    assert GAME.legal_actions(state, SYSTEM) == [FinishDeal()]
    state, _ = declare(state, 0, "2H")
    for seat in sorted(GAME.to_act(state) - {SYSTEM}):
        state, _ = GAME.apply(state, seat, Pass())
    assert GAME.to_act(state) == frozenset({SYSTEM})
    state, _ = finish(state)
    assert state.starter == 0


def test_deal_cannot_overrun_and_the_deal_cannot_close_early() -> None:
    state = GAME.new({}, 4, 3)
    with pytest.raises(IllegalAction, match="Deal between 1 and 100"):
        GAME.apply(state, SYSTEM, Deal(101))
    with pytest.raises(IllegalAction, match="still to be dealt"):
        GAME.apply(state, SYSTEM, FinishDeal())
    with pytest.raises(IllegalAction):
        GAME.apply(state, 0, Deal(1))


def test_first_hand_first_drawer_comes_from_the_seed_and_later_the_starter_draws_first() -> None:
    state = GAME.new({}, 4, 11)
    assert state.first_drawer == GAME.new({}, 4, 11).first_drawer
    later = GAME.new_from_deck({}, 1, tuple(shoe(2, jokers=True)), starter=3)
    assert later.first_drawer == 3


# ---------------------------------------------------------------- declarations


def test_to_act_during_the_deal_holds_system_and_every_seat_that_can_declare() -> None:
    deck = deck_with({}, {0: "2H", 1: "3H"}, first_drawer=0)
    state = GAME.new_from_deck({"direction": "clockwise"}, 1, deck, first_drawer=0)
    state, _ = GAME.apply(state, SYSTEM, Deal(4))
    assert GAME.to_act(state) == frozenset({SYSTEM, 0})


def test_a_single_rank_card_declares_its_suit_and_the_first_hand_declarer_starts() -> None:
    state = dealt({}, {1: "2D"})
    state, events = declare(state, 1, "2D")
    assert events[0].suit is Suit.DIAMONDS
    state, events = finish(state)
    assert state.trump_suit is Suit.DIAMONDS and state.starter == 1 and state.declarers == 1
    assert state.phase is Phase.BURY and len(state.hands[1]) == 33


def test_declared_cards_stay_in_the_hand() -> None:
    state = dealt({}, {1: "2D"})
    state, _ = declare(state, 1, "2D")
    assert cards("2D")[0] in state.hands[1]


def test_only_rank_cards_or_joker_pairs_declare() -> None:
    state = dealt({}, {1: "3D SJ BJ 2D"})
    assert "Only rank cards (2s)" in refused(state, 1, "3D")
    assert "A single joker cannot declare" in refused(state, 1, "SJ")
    assert "one card, or two or three identical" in refused(state, 1, "SJ BJ")
    assert "don't hold" in refused(state, 1, "2D 2D")


def test_pair_of_rank_cards_overturns_a_single_and_the_overturner_becomes_starter() -> None:
    state = dealt({}, {0: "2H", 1: "2S 2S"})
    state, _ = declare(state, 0, "2H")
    state, events = declare(state, 1, "2S 2S")
    assert events[0].overturn is True
    state, _ = finish(state)
    assert state.trump_suit is Suit.SPADES and state.starter == 1


def test_an_equal_declaration_cannot_overturn() -> None:
    state = dealt({}, {0: "2H 2H", 1: "2S 2S"})
    state, _ = declare(state, 0, "2H 2H")
    assert "must be strictly stronger" in refused(state, 1, "2S 2S")
    assert Declare(cards("2S 2S")) not in GAME.legal_actions(state, 1)


def test_overturn_ladder_single_pair_sj_pair_bj_pair() -> None:
    state = dealt({}, {0: "2H", 1: "2S 2S", 2: "SJ SJ", 3: "BJ BJ"})
    state, _ = declare(state, 0, "2H")
    state, _ = declare(state, 1, "2S 2S")
    state, _ = declare(state, 2, "SJ SJ")
    assert "strictly stronger" in refused(state, 1, "2S 2S")
    state, _ = declare(state, 3, "BJ BJ")
    state, events = finish(state)
    assert state.trump_suit is None and state.starter == 3
    assert events[0].suit is None


def test_three_deck_ladder_triples_above_joker_pairs_sj_triple_then_bj_triple() -> None:
    state = dealt(THREE, {0: "BJ BJ", 1: "2S 2S 2S"}, kitty="3C 3C 3C 4C 4C 4C")
    state, _ = declare(state, 0, "BJ BJ")
    state, _ = declare(state, 1, "2S 2S 2S")
    assert state.declaration is not None and state.declaration.seat == 1
    state = dealt(
        THREE, {0: "2H 2H", 1: "2S 2S 2S", 2: "SJ SJ SJ", 3: "BJ BJ BJ"}, kitty="3C 3C 3C 4C 4C 4C"
    )
    state, _ = declare(state, 0, "2H 2H")
    state, _ = declare(state, 1, "2S 2S 2S")
    state, _ = declare(state, 2, "SJ SJ SJ")
    state, _ = declare(state, 3, "BJ BJ BJ")
    state, _ = finish(state)
    assert state.starter == 3 and state.trump_suit is None


def test_overturn_option_joker_final_a_joker_pair_can_never_be_overturned() -> None:
    options = {"overturn": "joker-final"}
    state = dealt(options, {0: "SJ SJ", 1: "BJ BJ"})
    state, _ = declare(state, 0, "SJ SJ")
    final = "Nothing overturns a pair of Small Joker at this table: a pair of jokers is final."
    assert refused(state, 1, "BJ BJ") == final
    state = dealt({**options, **THREE}, {0: "SJ SJ", 1: "2S 2S 2S"}, kitty="3C 3C 3C 4C 4C 4C")
    state, _ = declare(state, 0, "SJ SJ")
    assert refused(state, 1, "2S 2S 2S") == final


def test_overturn_option_joker_final_single_below_pair_below_any_joker_pair() -> None:
    state = dealt({"overturn": "joker-final"}, {0: "2H", 1: "2S 2S", 2: "SJ SJ"})
    state, _ = declare(state, 0, "2H")
    state, events = declare(state, 1, "2S 2S")
    assert events[0].overturn is True
    state, events = declare(state, 2, "SJ SJ")
    assert events[0].overturn is True
    state, _ = finish(state)
    assert state.trump_suit is None and state.starter == 2


def test_no_trump_option_forbidden_refuses_joker_declarations() -> None:
    state = dealt({"no_trump": False}, {0: "SJ SJ"})
    assert refused(state, 0, "SJ SJ") == "No-trump declarations are not allowed at this table."


def test_a_player_cannot_overturn_their_own_declaration() -> None:
    state = dealt({}, {0: "2H 2S 2S"})
    state, _ = declare(state, 0, "2H")
    assert "cannot overturn your own declaration" in refused(state, 0, "2S 2S")


def test_reinforcing_your_own_declaration_makes_it_stronger_without_changing_trump() -> None:
    state = dealt({}, {0: "2H 2H", 1: "2S 2S"})
    state, _ = declare(state, 0, "2H")
    state, events = declare(state, 0, "2H 2H")
    assert events[0].reinforce is True
    assert "strictly stronger" in refused(state, 1, "2S 2S")
    state, _ = finish(state)
    assert state.trump_suit is Suit.HEARTS and state.starter == 0


def test_showing_your_declared_card_again_asks_for_all_the_copies_at_once() -> None:
    """Rule 7.3: a reinforcement shows another card identical to the one shown, so the
    declaration grows to the pair; showing the one card again is refused with what to show."""
    state = dealt({}, {0: "2H 2H"})
    state, _ = declare(state, 0, "2H")
    assert refused(state, 0, "2H") == (
        "You cannot overturn your own declaration; to reinforce it, show 2 × 2♥ together."
    )
    lone = dealt({}, {0: "2H"})
    lone, _ = declare(lone, 0, "2H")
    assert refused(lone, 0, "2H") == "You cannot overturn your own declaration."


def test_only_the_dealer_deals_and_closes_the_deal() -> None:
    """A player may declare or pass while the cards are dealt, never deal or end the deal."""
    state = dealt({}, {0: "2H"})
    assert 0 in GAME.to_act(state)  # seat 0 may declare
    for action in (Deal(1), FinishDeal()):
        before = state
        with pytest.raises(IllegalAction):
            GAME.apply(state, 0, action)
        assert state == before
    deal = GAME.new({}, 4, 3)
    with pytest.raises(IllegalAction):
        GAME.apply(deal, deal.first_drawer, Deal(4))


def test_three_decks_a_pair_is_reinforced_to_a_triple_which_a_joker_pair_cannot_overturn() -> None:
    state = dealt(THREE, {0: "2H 2H 2H", 1: "BJ BJ"}, kitty="3C 3C 3C 4C 4C 4C")
    state, _ = declare(state, 0, "2H 2H")
    state, events = declare(state, 0, "2H 2H 2H")
    assert events[0].reinforce is True and events[0].suit is Suit.HEARTS
    assert "strictly stronger" in refused(state, 1, "BJ BJ")
    state, _ = finish(state)
    assert state.trump_suit is Suit.HEARTS and state.starter == 0


def test_reinforce_option_off_refuses_reinforcing() -> None:
    state = dealt({"reinforce": False}, {0: "2H 2H"})
    state, _ = declare(state, 0, "2H")
    assert "cannot overturn your own" in refused(state, 0, "2H 2H")


def test_one_deck_the_first_declaration_stands() -> None:
    state = dealt({"decks": 1}, {0: "2H", 1: "2S"}, kitty="3C 4C 5C 6C 7C 8C")
    state, _ = declare(state, 0, "2H")
    assert "strictly stronger" in refused(state, 1, "2S")
    assert 1 not in GAME.to_act(state)


def test_declarations_stay_open_after_the_last_card_until_the_deal_is_closed() -> None:
    state = dealt({}, {0: "2H", 1: "2S 2S"})
    state, _ = declare(state, 0, "2H")
    assert GAME.system_pause(state) > 1
    state, _ = declare(state, 1, "2S 2S")
    state, _ = finish(state)
    with pytest.raises(IllegalAction, match="only be declared while the cards are dealt"):
        declare(state, 0, "2H")


def test_declaring_during_the_deal_with_cards_already_dealt() -> None:
    deck = deck_with({}, {2: "2C"}, first_drawer=0)
    state = GAME.new_from_deck({"direction": "clockwise"}, 1, deck, first_drawer=0)
    state, _ = GAME.apply(state, SYSTEM, Deal(3))
    state, _ = declare(state, 2, "2C")
    assert state.declaration is not None and state.declaration.seat == 2 and state.dealt == 3


def test_pass_takes_a_seat_out_of_to_act() -> None:
    """(How long a pass holds: test_declare_passes.py.)"""
    deck = deck_with({}, {0: "2C"}, first_drawer=0)
    state = GAME.new_from_deck({"direction": "clockwise"}, 1, deck, first_drawer=0)
    state, _ = GAME.apply(state, SYSTEM, Deal(4))
    assert Pass() in GAME.legal_actions(state, 0)
    state, _ = GAME.apply(state, 0, Pass())
    assert 0 not in GAME.to_act(state) and GAME.legal_actions(state, 0) == []


def test_later_hand_declaring_only_chooses_trump_and_uses_the_declarers_level() -> None:
    state = dealt({}, {1: "5C"}, starter=0, levels=(5, 3), avoid=Rank.FIVE)
    assert state.trump_rank == rank("5")
    state, _ = declare(state, 1, "5C")
    state, _ = finish(state)
    assert state.trump_suit is Suit.CLUBS and state.starter == 0 and state.declarers == 0


# ---------------------------------------------------------------- nobody declares


def test_nobody_declares_in_the_first_hand_collect_and_redeal() -> None:
    state = dealt({}, {})
    state, events = finish(state)
    assert events == [Redealt()] and state.phase is Phase.DEAL and state.dealt == 0
    assert state.redeals == 1 and state.starter is None


def test_after_max_redeals_in_a_row_the_kitty_fixes_the_trump_and_the_first_drawer_starts() -> None:
    """Issue 12.3: a first hand nobody declares in is redealt at most MAX_REDEALS times; then
    the rules' fallback for later hands (7.5) applies, so a table left alone cannot loop."""
    state = GAME.new({}, 4, 21)
    for redeal in range(1, MAX_REDEALS + 1):
        state, _ = GAME.apply(state, SYSTEM, Deal(4 * state.rules.hand_size))
        state, events = finish(state)
        assert events == [Redealt()] and state.redeals == redeal
    drawer = state.first_drawer
    state, _ = GAME.apply(state, SYSTEM, Deal(4 * state.rules.hand_size))
    kitty = tuple(state.deck[-state.rules.kitty_size :])
    state, events = finish(state)
    assert isinstance(events[0], KittyTurned) and state.phase is Phase.BURY
    assert state.starter == drawer and state.declarers == drawer % 2
    assert state.turned == kitty[: len(state.turned)] and state.trump_rank is Rank.TWO


def test_nobody_declares_later_turn_the_kitty_until_a_rank_card_names_trump() -> None:
    state = dealt({}, {}, kitty="3C 9D 2S 4H 5H 6H 7H 8H", starter=0)
    state, events = finish(state)
    assert events[0] == KittyTurned(cards=cards("3C 9D 2S"), suit=Suit.SPADES)
    assert state.trump_suit is Suit.SPADES and len(state.hands[0]) == 33


def test_nobody_declares_kitty_without_rank_card_the_highest_card_names_trump_first_on_tie() -> (
    None
):
    state = dealt({}, {}, kitty="3C KD 9S KH BJ 4H 5H 6H", starter=0)
    state, events = finish(state)
    assert events[0].suit is Suit.DIAMONDS and len(events[0].cards) == 8


def test_no_declaration_option_first_card_turns_only_the_first_kitty_card() -> None:
    state = dealt({"no_declaration": "first-card"}, {}, kitty="3C 2S 9S KH 3H 4H 5H 6H", starter=0)
    state, events = finish(state)
    assert events[0] == KittyTurned(cards=cards("3C"), suit=Suit.CLUBS)


def test_no_declaration_option_first_card_joker_falls_back_to_the_kitty_procedure() -> None:
    state = dealt({"no_declaration": "first-card"}, {}, kitty="SJ 4C 2S KH 3H 4H 5H 6H", starter=0)
    state, events = finish(state)
    assert events[0] == KittyTurned(cards=cards("SJ 4C 2S"), suit=Suit.SPADES)


def test_no_declaration_option_partner_the_starters_partner_names_trump() -> None:
    state = dealt({"no_declaration": "partner"}, {}, starter=1)
    state, _ = finish(state)
    assert state.phase is Phase.NAME_TRUMP and GAME.to_act(state) == frozenset({3})
    with pytest.raises(IllegalAction):
        GAME.apply(state, 1, NameTrump(Suit.CLUBS))
    state, _ = GAME.apply(state, 3, NameTrump(Suit.CLUBS))
    assert state.trump_suit is Suit.CLUBS and state.phase is Phase.BURY and state.starter == 1


def test_fixed_trump_option_nobody_declares_and_seat_one_starts() -> None:
    state = dealt({"fixed_trump": "hearts"}, {0: "2S"})
    assert GAME.to_act(state) == frozenset({SYSTEM})
    assert "fixed" in refused(state, 0, "2S")
    state, _ = finish(state)
    assert state.trump_suit is Suit.HEARTS and state.starter == 0


def test_first_starter_option_fixed_seat_one_starts_the_first_hand_whoever_declares() -> None:
    state = GAME.new({"first_starter": "fixed"}, 4, 5)
    assert state.starter == 0 and state.declarers == 0 and state.first_drawer == 0
    state = dealt({"first_starter": "fixed"}, {1: "2D"})
    state, _ = declare(state, 1, "2D")
    state, _ = finish(state)
    assert state.starter == 0 and state.trump_suit is Suit.DIAMONDS


def test_first_starter_fixed_nobody_declares_uses_the_kitty_procedure_not_a_redeal() -> None:
    state = dealt({"first_starter": "fixed"}, {}, kitty="3C 9D 2S 4H 5H 6H 7H 8H")
    state, events = finish(state)
    assert isinstance(events[0], KittyTurned) and state.trump_suit is Suit.SPADES


def test_trump_event_names_suit_rank_starter_and_private_kitty_goes_to_the_starter_only() -> None:
    state = dealt({}, {2: "2D"}, kitty=" ".join(KITTY))
    state, _ = declare(state, 2, "2D")
    state, events = finish(state)
    trump = next(e for e in events if isinstance(e, TrumpFixed))
    assert trump.suit is Suit.DIAMONDS and trump.rank is Rank.TWO and trump.public
    kitty = next(e for e in events if isinstance(e, KittyTaken))
    assert kitty.seat == 2
    assert [c.code for c in kitty.cards] == list(KITTY)
