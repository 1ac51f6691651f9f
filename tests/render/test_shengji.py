"""Text rendering of Shengji events, table and hand, and the cog helpers."""

from __future__ import annotations

import json
import random
from dataclasses import replace

from bot.games.base import SYSTEM
from bot.games.cards import Suit
from bot.games.shengji import Declare, Pass, Phase, PlayCards
from bot.games.shengji.actions import action_from_json
from bot.games.shengji.combos import decompose
from bot.games.shengji.events import Declared, HandEnded, ThrowFailed, TrickWon
from bot.games.shengji.throws import Beaten
from bot.games.tricks import Play
from bot.i18n import Language, use_language
from bot.render.shengji import (
    action_id,
    action_label,
    cards_from_ids,
    hand_groups,
    hand_text,
    table_text,
)
from bot.render.shengji_events import event_text, throw_note
from tests.games.shengji.helpers import (
    GAME,
    cards,
    dealt,
    finish,
    order,
    play,
    play_trick,
    start,
)

NAMES = ["Ann", "Bo", "Cy", "Di"]


def test_hand_text_groups_trumps_first_marked_then_each_suit_in_trump_order() -> None:
    state = start(["3S AH 2C BJ KD 4H", "3C", "3C", "3C"], trump="H")
    text = hand_text(GAME.view(state, 0))
    lines = text.splitlines()
    # the reader's own hand, headed as Whist's is (it named them: "Ann's hand")
    assert lines[0] == "**Your hand** (6 cards) · Trumps ♥ hearts, rank 2"
    assert lines[1] == "★ Trumps (4): Big Joker 2♣ A♥ 4♥"
    assert lines[2] == "♠ spades (1): 3♠"
    assert lines[3] == "♦ diamonds (1): K♦"


def test_table_text_shows_trick_trumps_levels_points_and_turn() -> None:
    state = start(["AS 3C", "KS 3C", "3S 3C", "4S 3C"], trump="H", level=5)
    state, _ = play(state, 0, "AS")
    text = table_text(GAME.view(state, None), NAMES)
    assert "Trumps ♥ hearts, rank 5" in text
    assert "Ann & Cy: level 5 (declarers)" in text and "Bo & Di: level 2 (opponents)" in text
    assert "Ann: A♠ ← winning" in text and "Turn: **Bo**" in text
    # what the opponents have beside what they need to take over (80 with two decks)
    assert "\nOpponents' points: 0 (need 80)\n" in text


def test_table_text_during_the_deal_shows_the_current_declaration() -> None:
    state = dealt({}, {1: "2D"})
    state, _ = GAME.apply(state, 1, Declare(cards("2D")))
    text = table_text(GAME.view(state, None), NAMES)
    assert "Declaration: Bo shows a single 2♦" in text and "Dealing: 100/100" in text


def test_event_lines_for_a_trick_a_declaration_and_a_failed_throw() -> None:
    plays = (Play(0, cards("KS")), Play(1, cards("AS")))
    trick = TrickWon(number=5, winner=1, points=15, plays=plays, declarers=0)
    assert event_text(trick, NAMES) == (
        "Trick 5 won by Bo with A♠ (15 points to the opponents Bo & Di)."
    )
    kept = replace(trick, declarers=1)
    assert event_text(kept, NAMES) == (
        "Trick 5 won by Bo with A♠ (15 points to the declarers Bo & Di: not counted)."
    )
    assert event_text(replace(trick, points=0), NAMES) == "Trick 5 won by Bo with A♠ (no points)."
    declare = Declared(
        declarer=2, cards=cards("2H 2H"), suit=Suit.HEARTS, reinforce=False, overturn=True
    )
    assert event_text(declare, NAMES) == "Cy overturns with 2♥ 2♥: ♥ hearts are trumps."
    part = decompose(cards("QS"), order("2", "H"))[0]
    forced = Beaten(part, 2, cards("AS"))
    failed = ThrowFailed(
        thrower=0, cards=cards("KS QS"), beaten=(forced,), forced=forced, penalty=10, taken_back=1
    )
    assert event_text(failed, NAMES) == (
        "Ann's throw K♠ Q♠ fails: Cy can beat Q♠ with A♠ — Ann must lead Q♠ (penalty 10 points)."
    )


def test_every_event_of_random_hands_renders_within_discord_limits() -> None:
    for seed in range(3):
        state = GAME.new({"decks": 1 + seed}, 4, seed)
        rng = random.Random(seed)
        for _ in range(400):
            to_act = sorted(GAME.to_act(state))
            seat = rng.choice(to_act)
            state, events = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
            for event in events:
                text = event_text(event, NAMES)
                assert text is not None and 0 < len(text) < 2000
            assert len(table_text(GAME.view(state, None), NAMES)) < 4096
            for s in range(4):
                assert len(hand_text(GAME.view(state, s))) < 2000


def test_hand_groups_at_most_five_menus_of_25_with_stable_ids() -> None:
    state = dealt(
        {"decks": 3},
        {0: "2H 2H 2H 2S 2S 2S 2C 2C 2C 2D 2D 2D SJ SJ SJ BJ BJ BJ"},
        kitty="3C 3C 3C 4C 4C 4C",
    )
    state, _ = GAME.apply(state, 0, Declare(cards("2H")))
    for seat in sorted(GAME.to_act(state) - {SYSTEM}):
        state, _ = GAME.apply(state, seat, Pass())
    state, _ = finish(state)
    view = GAME.view(state, state.starter)
    groups = hand_groups(view)
    assert 0 < len(groups) <= 5 and all(len(g.options) <= 25 for g in groups)
    ids = [o.id for g in groups for o in g.options]
    assert len(ids) == len(set(ids)) == len(view.hand)
    assert sorted(c.code for c in cards_from_ids(ids)) == sorted(c.code for c in view.hand)
    assert groups[0].label.startswith("Trumps")


def test_action_labels_are_short_and_ids_round_trip() -> None:
    for action in (PlayCards(cards("AS AS KS KS")), Declare(cards("2H")), Pass()):
        assert len(action_label(action)) <= 80
        assert action_from_json(json.loads(action_id(action))) == action
    assert action_label(PlayCards(cards("AS KS"))) == "Play A♠ K♠"


def test_the_winning_hand_announces_no_next_hand_and_the_final_table_no_trump_rank() -> None:
    """Issue 14.4: a game won at a lower target ends without "Next hand: … trump rank"."""
    state = start(["AS", "3S", "4S", "6S"], trump="H", options={"target": "3"}, levels=(3, 2))
    state, events = play_trick(state, 0, "AS", "3S", "4S", "6S")
    end = next(e for e in events if isinstance(e, HandEnded))
    assert end.game_over and GAME.is_over(state)
    assert "Next hand" not in (event_text(end, NAMES) or "")
    table = table_text(GAME.view(state, None), NAMES)
    assert "Game over" in table and "rank" not in table.splitlines()[0]


def test_the_table_shows_the_opponents_point_cards_and_the_last_trick() -> None:
    state = start(["5S 3C", "TS 3C", "KS 3C", "AS 3C"], trump="H")
    state, _ = play_trick(state, 0, "5S", "TS", "KS", "AS")
    table = table_text(GAME.view(state, None), NAMES)
    assert "Opponents' point cards: 5♠ 10♠ K♠" in table
    assert "Last trick (won by Di, 25 points): Ann 5♠ · Bo 10♠ · Cy K♠ · Di A♠" in table


def test_the_throw_note_tells_the_thrower_what_was_led_what_came_back_and_who_beat_it() -> None:
    hands = ["AS QS 4S 4S", "KS 6S 6S 3C", "3C 3D 5D 7D", "8D 9D TD JD"]
    _, events = play(start(hands, trump="H"), 0, "AS QS 4S 4S")
    (failed,) = [e for e in events if isinstance(e, ThrowFailed) and e.seat == 0]
    head = (
        "**Your throw A♠ Q♠ 4♠ 4♠ failed**: Bo can beat Q♠ with K♠, so only Q♠ was led and "
        "A♠ 4♠ 4♠ went back to your hand."
    )
    assert throw_note(failed, NAMES, 0) == head + "\nPenalty: the opponents gain 30 points."
    assert throw_note(failed, NAMES, 1) == head + "\nPenalty: your team loses 30 points."
    assert throw_note(replace(failed, penalty=1), NAMES, 1).endswith("loses 1 point.")
    assert throw_note(replace(failed, penalty=0), NAMES, 0) == head
    assert "back" not in (event_text(failed, NAMES) or "")  # the public line does not say it
    with use_language(Language.ZH_CN):
        assert throw_note(failed, NAMES, 1) == (
            "**你的甩牌 A♠ Q♠ 4♠ 4♠ 失败**：Bo 能用 K♠ 管住 Q♠，所以只领出了 Q♠，"
            "A♠ 4♠ 4♠ 收回手中。\n罚分：你方闲家扣 30 分。"
        )

    chosen = start(hands, trump="H", options={"throw_choice": "next-player"})
    _, events = play(chosen, 0, "AS QS 4S 4S")
    (failed,) = [e for e in events if isinstance(e, ThrowFailed) and e.seat == 0]
    assert throw_note(failed, NAMES, 0) == (
        "**Your throw A♠ Q♠ 4♠ 4♠ failed**: Bo beats 4♠ 4♠ with 6♠ 6♠; Bo beats Q♠ with K♠. "
        "Bo chooses which of those parts you lead; the rest goes back to your hand."
    )


def test_the_table_says_when_a_turn_is_a_burial_or_naming_trumps_rather_than_a_lead() -> None:
    """The table said "Turn: Bo" while Bo buried the kitty: Bo looked slow to lead."""
    state = dealt({}, {1: "2D"})
    state, _ = GAME.apply(state, 1, Declare(cards("2D")))
    state, _ = finish(state)
    assert state.phase is Phase.BURY
    assert table_text(GAME.view(state, None), NAMES).endswith("\nTurn: **Bo** (burying the kitty)")
    unnamed, _ = finish(dealt({"no_declaration": "partner"}, {}, starter=1))
    assert unnamed.phase is Phase.NAME_TRUMP
    assert "\nTurn: **Di** (naming trumps)" in table_text(GAME.view(unnamed, None), NAMES)
    with use_language(Language.ZH_CN):
        assert "轮到：**Bo**（扣底牌）" in table_text(GAME.view(state, None), NAMES)
    led, _ = play(start(["AS 3C", "KS 3C", "3S 3C", "4S 3C"]), 0, "AS")
    assert table_text(GAME.view(led, None), NAMES).endswith("\nTurn: **Bo**")


def hand_end(keep: bool, steps: int) -> HandEnded:
    """The end of a hand whose climbing side goes up ``steps`` levels from 2."""
    levels = (2 + steps, 2) if keep else (2, 2 + steps)
    return HandEnded(
        hand=1, kitty=cards("3D 8C"), kitty_points=0, multiplier=2, kitty_bonus=0,
        last_trick_winner=0, attackers=1, card_points=0 if keep else 130, penalty=0,
        points=0 if keep else 130, declarers_keep=keep, steps=steps, levels_before=(2, 2),
        levels=levels, next_declarers=0 if keep else 1, next_starter=2 if keep else 1,
        game_over=False,
    )  # fmt: skip


def test_the_level_line_says_how_many_levels_a_side_goes_up() -> None:
    """It read "go up 2 → 4": two what, a reader new to the game asked (the levels climbed,
    then the level reached)."""
    assert "Ann & Cy keep the deal and go up 3 levels → 5." in (
        event_text(hand_end(True, 3), NAMES) or ""
    )
    assert "Bo & Di take over the deal and go up 1 level → 3." in (
        event_text(hand_end(False, 1), NAMES) or ""
    )
    with use_language(Language.CY):
        assert "yn codi 3 lefel → 5." in (event_text(hand_end(True, 3), NAMES) or "")
