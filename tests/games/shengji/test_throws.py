"""Rules 9.2: throws, failed throws (the Q44 table), the forced lead and the penalty."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import pytest

from bot.errors import IllegalAction, OptionError
from bot.games.options import complete_options, parse_options
from bot.games.shengji import ChooseThrowPart, Phase, PlayCards, ShengjiState
from bot.games.shengji.events import HandEnded, ThrowFailed
from bot.games.shengji.moves import safe_throws
from bot.games.shengji.options import OPTIONS
from bot.games.shengji.throws import Beaten
from tests.games.shengji.helpers import (
    GAME,
    action_cards,
    cards,
    codes,
    led_cards,
    play,
    play_trick,
    start,
)

LEADER = "QH 4H 4H 3C 3C 3C"


def q44(
    p1: str,
    p2: str,
    p3: str = "6C 6C 6C 7C 7C 7C",
    *,
    options: Mapping[str, Any] | None = None,
    starter: int = 0,
) -> ShengjiState:
    """Seat 0 (a declarer unless ``starter`` says otherwise) throws Q♥ 4♥ 4♥; spades trump."""
    hands = [LEADER, p1, p2, p3]
    return start(hands, trump="S", options=options, starter=starter, leader=0)


def failed(events: list[Any]) -> ThrowFailed:
    return next(e for e in events if isinstance(e, ThrowFailed))


def forced(event: ThrowFailed) -> Beaten:
    """The part a failed throw was forced to (none while the next player still chooses)."""
    assert event.forced is not None, event
    return event.forced


def test_q44_outside_single_above_q_only_forces_qh_and_costs_20() -> None:
    state = q44("5H 5D 6D 7D 8D 9D", "KH 6D 7D 8D 9D 5D")
    state, events = play(state, 0, "QH 4H 4H")
    event = failed(events)
    assert codes(forced(event).component.cards) == ["QH"] and event.penalty == 20
    assert (forced(event).seat, codes(forced(event).cards)) == (2, ["KH"])
    assert [c.code for c in led_cards(state)] == ["QH"]
    assert sorted(c.code for c in state.hands[0]) == ["3C", "3C", "3C", "4H", "4H"]


def test_q44_outside_pair_above_44_only_forces_the_pair_and_costs_10() -> None:
    state = q44("5H 5H 6D 7D 8D 9D", "JH 6D 7D 8D 9D 5D")
    state, events = play(state, 0, "QH 4H 4H")
    event = failed(events)
    assert codes(forced(event).component.cards) == ["4H", "4H"] and event.penalty == 10
    assert (forced(event).seat, codes(forced(event).cards)) == (1, ["5H", "5H"])


def test_q44_both_beatable_default_forces_the_smallest_part_qh() -> None:
    state = q44("5H 5H 6D 7D 8D 9D", "KH 6D 7D 8D 9D 5D")
    state, events = play(state, 0, "QH 4H 4H")
    event = failed(events)
    assert codes(forced(event).component.cards) == ["QH"] and event.penalty == 20
    assert {b.seat for b in event.beaten} == {1, 2}


def test_q44_neither_beatable_the_throw_stands() -> None:
    state = q44("JH 6D 7D 8D 9D 5D", "3H 6D 7D 8D 9D 5D")
    state, events = play(state, 0, "QH 4H 4H")
    assert not any(isinstance(e, ThrowFailed) for e in events)
    assert len(led_cards(state)) == 3 and state.penalty == 0


def test_throw_choice_option_next_player_chooses_which_beatable_part_is_led() -> None:
    state = q44("5H 5H 6D 7D 8D 9D", "KH 6D 7D 8D 9D 5D", options={"throw_choice": "next-player"})
    state, events = play(state, 0, "QH 4H 4H")
    assert state.phase is Phase.THROW_CHOICE and GAME.to_act(state) == frozenset({1})
    assert failed(events).chooser == 1
    choices = {tuple(c.code for c in action_cards(a)) for a in GAME.legal_actions(state, 1)}
    assert choices == {("QH",), ("4H", "4H")}
    with pytest.raises(IllegalAction, match="Choose one of the beatable parts"):
        GAME.apply(state, 1, ChooseThrowPart(cards("3C")))
    state, events = GAME.apply(state, 1, ChooseThrowPart(cards("4H 4H")))
    assert [c.code for c in led_cards(state)] == ["4H", "4H"]
    assert state.penalty == 10  # thrower is a declarer: the opponents gain
    assert GAME.to_act(state) == frozenset({1})


def test_throw_choice_option_with_one_beatable_part_forces_it_at_once() -> None:
    state = q44("5H 5H 6D 7D 8D 9D", "JH 6D 7D 8D 9D 5D", options={"throw_choice": "next-player"})
    state, _ = play(state, 0, "QH 4H 4H")
    assert state.phase is Phase.PLAY and [c.code for c in led_cards(state)] == ["4H"] * 2


def test_penalty_by_a_declarer_adds_to_the_opponents_points() -> None:
    state = q44("5H 5D 6D 7D 8D 9D", "KH 6D 7D 8D 9D 5D", starter=0)
    state, _ = play(state, 0, "QH 4H 4H")
    assert state.penalty == 20
    assert GAME.view(state, None).attackers_points == 20


def test_penalty_by_an_opponent_is_taken_from_the_opponents_points() -> None:
    state = q44("5H 5D 6D 7D 8D 9D", "KH 6D 7D 8D 9D 5D", starter=1)
    state, _ = play(state, 0, "QH 4H 4H")
    assert state.penalty == -20


def test_throw_penalty_option_sets_the_points_per_card() -> None:
    state = q44("5H 5D 6D 7D 8D 9D", "KH 6D 7D 8D 9D 5D", options={"throw_penalty": 0})
    state, events = play(state, 0, "QH 4H 4H")
    assert failed(events).penalty == 0 and state.penalty == 0


def test_failed_throw_refuse_is_withdrawn_and_plays_the_penalty_rule_revealing_nothing_privately() -> None:  # noqa: E501  # fmt: skip
    """Issue 12.2: a private refusal naming who beats what let a leader probe the other hands
    for free; a table with ``failed_throw=refuse`` (stored ones too) plays rules 9.2 instead."""
    options = {"failed_throw": "refuse"}
    state = q44("5H 5D 6D 7D 8D 9D", "KH 6D 7D 8D 9D 5D", options=options)
    assert GAME.explain(state, 0, PlayCards(cards("QH 4H 4H"))) is None
    refused, events = play(state, 0, "QH 4H 4H")
    penalty, expected = play(q44("5H 5D 6D 7D 8D 9D", "KH 6D 7D 8D 9D 5D"), 0, "QH 4H 4H")
    assert events == expected and refused == replace(penalty, rules=refused.rules)
    assert failed(events).penalty == 20 and refused.penalty == 20
    assert refused.rules.to_options()["failed_throw"] == "penalty"


def test_partner_can_also_beat_a_throw() -> None:
    state = q44("5H 5D 6D 7D 8D 9D", "JH 6D 7D 8D 9D 5D", "AH 6C 6C 7C 7C 7C")
    state, events = play(state, 0, "QH 4H 4H")
    assert forced(failed(events)).seat == 3


def test_throw_with_a_tractor_part_is_beaten_only_by_a_higher_tractor() -> None:
    hands = ["AH 6H 6H 7H 7H 3C", "9H 9H JH JH 3D 4D", "KH 8H 8H 5D 6D 7D", "3S 4S 5S 6S 7S 8S"]
    state = start(hands, trump="S")
    state, events = play(state, 0, "AH 6H 6H 7H 7H")
    assert not any(isinstance(e, ThrowFailed) for e in events)
    hands[1] = "8H 8H 9H 9H 3D 4D"
    state = start(hands, trump="S")
    state, events = play(state, 0, "AH 6H 6H 7H 7H")
    assert codes(forced(failed(events)).component.cards) == ["6H", "6H", "7H", "7H"]


def test_one_deck_throw_of_top_singles_is_a_legal_lead() -> None:
    hands = ["AH KH 3C", "QH 4D 5D", "JH 6D 7D", "TH 8D 9D"]
    state = start(hands, trump="S", options={"decks": 1})
    state, events = play(state, 0, "AH KH")
    assert not any(isinstance(e, ThrowFailed) for e in events) and len(led_cards(state)) == 2


def test_a_lead_must_be_all_from_one_group() -> None:
    state = q44("5H 5D 6D 7D 8D 9D", "KH 6D 7D 8D 9D 5D")
    before = state
    with pytest.raises(IllegalAction, match="all in one suit, or all trumps"):
        GAME.apply(state, 0, PlayCards(cards("QH 3C")))
    assert state == before


def test_followers_of_a_forced_lead_follow_the_forced_part_only() -> None:
    state = q44("5H 5D 6D 7D 8D 9D", "KH 6D 7D 8D 9D 5D")
    state, _ = play(state, 0, "QH 4H 4H")
    GAME.check_play(state, 1, cards("5H"))


def test_failed_throw_refuse_is_no_longer_offered_but_a_stored_table_still_loads() -> None:
    """A host who chose ``refuse`` got the penalty rule without a word; the value is refused
    at /table create now, not listed, and a table stored with it still loads."""
    with pytest.raises(OptionError, match="no longer offered") as refused:
        parse_options(OPTIONS, "failed_throw=refuse")
    assert "takes penalty" in str(refused.value)
    assert complete_options(OPTIONS, {"failed_throw": "refuse"})["failed_throw"] == "refuse"


def test_throw_penalty_takes_multiples_of_five_as_every_score_does() -> None:
    """A hand's points move in fives (rule 12) and the levels in steps of 40 (13.1): a
    penalty of 7 would make totals no hand can reach."""
    with pytest.raises(OptionError) as refused:
        parse_options(OPTIONS, "throw_penalty=7")
    assert refused.value.msg.id == "option-error-multiple-of"
    assert refused.value.msg.args == {"key": "throw_penalty", "value": "7", "step": 5}
    assert parse_options(OPTIONS, "throw_penalty=15")["throw_penalty"] == 15


def test_a_table_stored_with_an_odd_throw_penalty_still_loads_and_charges_it() -> None:
    """Tables made while any penalty 0–50 was taken keep theirs: loading is no stricter than
    creating was then."""
    options = complete_options(OPTIONS, {"throw_penalty": 7})
    GAME.check_options(options, 4)
    stored = GAME.state_to_json(q44("5H 5D 6D 7D 8D 9D", "KH 6D 7D 8D 9D 5D", options=options))
    state, events = play(GAME.state_from_json(stored), 0, "QH 4H 4H")
    assert failed(events).penalty == 14 and state.penalty == 14


def test_safe_throws_are_proved_from_what_the_thrower_sees_alone() -> None:
    """Hearts trump. Seat 0 holds both A♠ and one K♠: A♠ A♠ K♠ cannot fail, Q♠ could (the
    other K♠ is somewhere). Clubs: the other A♣ lies in the kitty, so nobody can beat K♣,
    but only the starter, who buried it, may count on that."""
    hands = ["AS AS KS QS AC KC", "3D 4D 5D 6D", "7D 8D 9D TD", "3S 4S 5S 6S"]

    def throws(starter: int) -> list[str]:
        state = start(hands, trump="H", kitty="AC 9D", starter=starter, leader=0)
        view = GAME.view(state, 0)
        return [" ".join(codes(t)) for t in safe_throws(view.hand, view.order, view.unseen())]

    assert throws(starter=1) == ["AS AS KS"]
    assert sorted(throws(starter=0)) == ["AC KC", "AS AS KS"]


def test_a_tied_off_suit_rank_card_does_not_beat_a_throws_single_a_higher_one_does() -> None:
    # tens are trumps, spades the trump suit: T♣ only ties T♦ (rules 4.3), T♠ is above it
    hands = ["BJ TD 3C", "TC 4C 5C", "3D 4D 5D", "6D 7D 8D"]
    state = start(hands, trump="S", level=10)
    state, events = play(state, 0, "BJ TD")
    assert not any(isinstance(e, ThrowFailed) for e in events) and len(led_cards(state)) == 2
    hands[2] = "TS 4D 5D"
    state, events = play(start(hands, trump="S", level=10), 0, "BJ TD")
    event = failed(events)
    assert codes(forced(event).component.cards) == ["TD"] and event.penalty == 10
    assert (forced(event).seat, codes(forced(event).cards)) == (2, ["TS"])


def test_a_longer_tractor_outside_beats_a_throws_tractor_showing_only_the_pairs_needed() -> None:
    hands = ["AH 6H 6H 7H 7H 3C", "8H 8H 9H 9H TH TH", "KH 5D 6D 7D 8D 9D", "3S 4S 5S 6S 7S 8S"]
    _, events = play(start(hands, trump="S"), 0, "AH 6H 6H 7H 7H")
    event = failed(events)
    assert codes(forced(event).component.cards) == ["6H", "6H", "7H", "7H"]
    assert (forced(event).seat, codes(forced(event).cards)) == (1, ["8H", "8H", "9H", "9H"])


def test_three_decks_a_pair_taken_out_of_a_triple_beats_a_throws_pair() -> None:
    hands = ["AH 4H 4H", "5H 5H 5H", "3D 4D 5D", "6D 7D 8D"]
    state = start(hands, trump="S", options={"decks": 3})
    state, events = play(state, 0, "AH 4H 4H")
    event = failed(events)
    assert codes(forced(event).component.cards) == ["4H", "4H"] and event.penalty == 10
    assert (forced(event).seat, codes(forced(event).cards)) == (1, ["5H", "5H"])


def test_a_throw_in_trumps_fails_against_a_higher_trump_held_outside() -> None:
    # hearts trump, rank 2: seat 1's 2♠ is a rank card, above every plain heart (rules 4.1)
    hands = ["AH KH 3C", "2S 4D 5D", "3D 6D 7D", "8D 9D TD"]
    _, events = play(start(hands, trump="H"), 0, "AH KH")
    event = failed(events)
    assert codes(forced(event).component.cards) == ["KH"] and event.penalty == 10
    assert (forced(event).seat, codes(forced(event).cards)) == (1, ["2S"])


def test_several_beatable_parts_of_equal_size_force_the_lowest_ranked() -> None:
    # A♥ outside beats all three singles: fewest cards ties, so the lowest (5♥) is led
    hands = ["KH 9H 5H 3C", "AH 4D 5D 6D", "3D 6D 7D 8D", "8D 9D TD JD"]
    state, events = play(start(hands, trump="S"), 0, "KH 9H 5H")
    event = failed(events)
    assert codes(forced(event).component.cards) == ["5H"] and event.penalty == 20
    assert codes(led_cards(state)) == ["5H"]


def test_three_decks_a_throws_triple_is_beaten_by_a_higher_triple_not_a_higher_pair() -> None:
    hands = ["AH 4H 4H 4H", "5H 5H 3D 4D", "3D 4D 5D 6D", "6D 7D 8D 9D"]
    _, events = play(start(hands, trump="S", options={"decks": 3}), 0, "AH 4H 4H 4H")
    assert not any(isinstance(e, ThrowFailed) for e in events)
    hands[1] = "5H 5H 5H 3D"
    _, events = play(start(hands, trump="S", options={"decks": 3}), 0, "AH 4H 4H 4H")
    event = failed(events)
    assert codes(forced(event).component.cards) == ["4H"] * 3 and event.penalty == 10


def test_a_failed_throws_penalty_counts_in_the_opponents_total_at_the_hands_end() -> None:
    # seat 0 is an opponent (seat 1 starts): 20 taken back costs the opponents 20 points
    hands = ["QH 4H 4H", "5H 5D 6D", "KH 6D 7D", "6C 7C 8C"]
    state = start(hands, trump="S", starter=1, leader=0)
    state, events = play_trick(state, 0, "QH 4H 4H", "5H", "KH", "6C")
    assert failed(events).penalty == 20 and state.penalty == -20
    state, _ = play_trick(state, 2, "6D", "8C", "4H", "5D")
    state, events = play_trick(state, 2, "7D", "7C", "4H", "6D")
    end = next(e for e in events if isinstance(e, HandEnded))
    assert end.card_points == 20 and end.penalty == -20 and end.points == 0
    assert end.declarers_keep and end.steps == 3
