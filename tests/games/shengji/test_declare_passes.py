"""How long "No declaration" holds, and the pause after the last card (rules 7.3 timing, open
declaring): a pass holds for the rest of the deal unless something new could be declared; the
pause runs from the last card or declaration, never from a pass; and once nobody may still
declare, the deal closes after a short beat."""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from bot.errors import IllegalAction
from bot.games.base import SYSTEM
from bot.games.shengji import Deal, Declare, Pass, ShengjiState
from bot.games.shengji.dealing import DEAL_PAUSE
from tests.games.shengji.helpers import CLOCKWISE, GAME, cards, dealt, deck_with, declare


def batches(given: Mapping[int, str], count: int, **options: object) -> ShengjiState:
    """The first ``count`` batches of four cards, clockwise from seat 0: seat s draws
    ``given[s]`` first, one card a batch."""
    opts = {**CLOCKWISE, **options}
    deck = deck_with(opts, given, first_drawer=0)
    state = GAME.new_from_deck(opts, 1, deck, first_drawer=0)
    return deal(state, count)


def deal(state: ShengjiState, count: int = 1) -> ShengjiState:
    for _ in range(count):
        state, _ = GAME.apply(state, SYSTEM, Deal(4))
    return state


def passes(state: ShengjiState, *seats: int) -> ShengjiState:
    for seat in seats:
        state, _ = GAME.apply(state, seat, Pass())
    return state


def asked(state: ShengjiState, seat: int) -> bool:
    """Whether ``seat`` is waited for and offered declarations (its hand view prompts it)."""
    return seat in GAME.to_act(state) and Pass() in GAME.legal_actions(state, seat)


# ---------------------------------------------------------------- a pass holds


def test_a_pass_holds_through_cards_that_give_nothing_new_to_declare() -> None:
    """A plain card, a single joker (it cannot declare) and a copy of nothing held leave the
    seat's declarations as they were: it is not asked again."""
    state = passes(batches({0: "2C 3C SJ 4D"}, 1), 0)
    for _ in range(3):
        state = deal(state)
        assert not asked(state, 0) and 0 in state.passed
    assert [c.code for c in state.hands[0]] == ["2C", "3C", "SJ", "4D"]


def test_a_rank_card_of_a_new_suit_asks_a_seat_that_passed_again() -> None:
    state = passes(batches({0: "2C 3C 2H"}, 1), 0)
    state = deal(state)
    assert not asked(state, 0)
    state = deal(state)  # 2H: hearts may now be declared, which was not possible before
    assert asked(state, 0) and 0 not in state.passed
    assert Declare(cards("2H")) in GAME.legal_actions(state, 0)


def test_a_second_copy_making_a_pair_asks_a_seat_that_passed_again() -> None:
    state = passes(batches({0: "2C 2C"}, 1), 0)
    state = deal(state)
    assert asked(state, 0) and Declare(cards("2C 2C")) in GAME.legal_actions(state, 0)


def test_a_card_that_lets_a_seat_overturn_asks_it_again_after_its_pass() -> None:
    """Seat 1 declared a single; seat 0 could overturn with a pair of diamonds and declined;
    a small joker making a joker pair (a stronger overturn it could not make) asks it again."""
    state = batches({0: "2D 2D SJ SJ", 1: "2H"}, 2)
    state, _ = declare(state, 1, "2H")
    state = passes(state, 0)
    state = deal(state)  # the first small joker: nothing new
    assert not asked(state, 0)
    state = deal(state)
    assert asked(state, 0) and Declare(cards("SJ SJ")) in GAME.legal_actions(state, 0)


def test_only_the_seat_the_new_card_helps_is_asked_again() -> None:
    state = passes(batches({0: "2C 3C", 1: "2D 2S"}, 1), 0, 1)
    state = deal(state)  # seat 1's 2S is a new suit to declare; seat 0's 3C is nothing
    assert not asked(state, 0) and asked(state, 1)


def test_a_declaration_asks_every_seat_that_passed_and_can_answer_it_again() -> None:
    """A declaration is something new to answer (the race for starter, a suit to overturn):
    a seat that passed while nothing stood and can overturn it is asked again."""
    state = passes(batches({0: "2C 2C", 1: "2H"}, 2), 0)
    assert not asked(state, 0)
    state, _ = declare(state, 1, "2H")
    assert asked(state, 0) and GAME.legal_actions(state, 0) == [Declare(cards("2C 2C")), Pass()]


def test_a_seat_that_passed_may_still_declare() -> None:
    """A pass is no promise: the seat is only not waited for, and may still show cards."""
    state = passes(batches({0: "2C"}, 1), 0)
    state, events = declare(state, 0, "2C")
    assert state.declaration is not None and state.declaration.seat == 0 and events


def test_saying_no_declaration_again_changes_nothing() -> None:
    """A second click (or a move log stored when more cards asked the seat again) is taken
    and leaves the table as it was; after the deal a pass is refused as before."""
    state = passes(batches({0: "2C 3C"}, 1), 0)
    state = deal(state)
    assert GAME.apply(state, 0, Pass()) == (state, [])
    ordered = dealt({"declare_order": "fixed-dealer"}, {})
    (turn,) = GAME.to_act(ordered)
    ordered = passes(ordered, turn)
    with pytest.raises(IllegalAction):
        GAME.apply(ordered, turn, Pass())


# ---------------------------------------------------------------- the pause after the last card


def test_a_pass_after_the_last_card_leaves_the_pause_running() -> None:
    """The dealer's pause runs on while the pause key stays: a pass does not change it."""
    state = dealt({"declare_pause": 15}, {0: "2H", 1: "2S 2S", 2: "2D"})
    key = GAME.pause_key(state)
    state = passes(state, 2)
    assert GAME.pause_key(state) == key and GAME.system_pause(state) == 15


def test_a_declaration_or_a_batch_of_cards_starts_the_pause_again() -> None:
    state = batches({0: "2H", 1: "2S 2S"}, 1)
    key = GAME.pause_key(state)
    state = deal(state)
    assert GAME.pause_key(state) != key
    key = GAME.pause_key(state)
    state, _ = declare(state, 0, "2H")
    assert GAME.pause_key(state) != key


def test_once_everyone_who_could_declare_has_passed_the_deal_closes_after_a_beat() -> None:
    state = dealt({"declare_pause": 15}, {0: "2H", 1: "2S 2S"})
    waiting = sorted(GAME.to_act(state) - {SYSTEM})
    assert waiting and GAME.system_pause(state) == 15
    state = passes(state, *waiting[:-1])
    assert GAME.system_pause(state) == 15  # one may still declare
    state = passes(state, waiting[-1])
    assert GAME.to_act(state) == {SYSTEM} and GAME.system_pause(state) == DEAL_PAUSE


def test_with_nothing_left_to_declare_after_the_last_card_the_deal_closes_after_a_beat() -> None:
    """Seat 0's single 2♥ stands: the other rank cards are in the kitty and the jokers are
    spread out, so nobody can overturn it, nor seat 0 reinforce it."""
    kitty = "2C 2C 2D 2D 2S 2S 2H SJ"
    state = dealt({"declare_pause": 15}, {0: "2H"}, kitty=kitty)
    state, _ = declare(state, 0, "2H")
    assert GAME.to_act(state) == {SYSTEM} and GAME.system_pause(state) == DEAL_PAUSE
    fixed = dealt({"declare_pause": 15, "fixed_trump": "hearts"}, {})
    assert GAME.to_act(fixed) == {SYSTEM} and GAME.system_pause(fixed) == DEAL_PAUSE


def test_the_beat_is_never_longer_than_the_tables_pause() -> None:
    state = dealt({"declare_pause": 0}, {0: "2H", 1: "2S 2S"})
    state = passes(state, *sorted(GAME.to_act(state) - {SYSTEM}))
    assert GAME.system_pause(state) == 0
