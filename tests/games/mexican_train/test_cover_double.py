"""The ``after_double=cover`` variant (rules M2: "some groups instead require the double to be
covered at once"): the tile after a double goes on that double, or the double stays open."""

from __future__ import annotations

from bot.games.mexican_train import MexicanTrainState
from bot.games.mexican_train.events import DoublesOpen, MarkerPlaced, TileDrawn, TilePlayed
from bot.games.mexican_train.options import OPTIONS, AfterDouble, resolve
from bot.games.options import complete_options
from bot.i18n import t
from bot.render.mexican_train import hand_text
from bot.render.rules_text import rules_args
from tests.games.mexican_train.helpers import (
    MEXICAN,
    Draw,
    act,
    acts,
    deal,
    game,
    kinds,
    only,
    play,
    refuse,
)

COVER = {"set": 9, "after_double": "cover"}


def cover_table(hand: str = "5-5 8-5 7-1 2-0", boneyard: str = "6-6 4-4") -> MexicanTrainState:
    """Worked example 3 at a cover table: P3's train ends in 5, the Mexican Train in 7."""
    return deal(
        ["5-0 9-1 3-1", "8-3 9-2", hand],
        boneyard,
        options=COVER,
        first=2,
        trains={2: "9-5", MEXICAN: "9-7"},
    )


def test_the_source_rule_is_the_default_and_a_stored_table_without_the_option_keeps_it() -> None:
    assert complete_options(OPTIONS, {})["after_double"] == "anywhere"
    rules = resolve({"set": 9}, 3)
    stored = rules.to_json()
    assert "after_double" not in stored  # as a table stored before the option existed
    assert type(rules).from_json(stored).after_double is AfterDouble.ANYWHERE
    cover = resolve(COVER, 3)
    assert cover.to_json()["after_double"] == "cover"
    assert type(cover).from_json(cover.to_json()) == cover


def test_cover_the_tile_after_a_double_must_go_on_that_double() -> None:
    state, _ = act(cover_table(), play("5-5", 2))
    # 7-1 fits the Mexican Train, but the double comes first
    assert game().legal_actions(state, 2) == [play("8-5", 2)]
    assert game().view(state, 2).closing == 2
    message = refuse(state, 2, play("7-1", MEXICAN), "5-5", "tile after a double covers it")
    assert "several doubles" not in message


def test_cover_covering_the_double_ends_the_turn() -> None:
    state, events = acts(cover_table(), play("5-5", 2), play("8-5", 2))
    assert [e.covered for e in events if isinstance(e, TilePlayed)] == [False, True]
    assert state.round.open_doubles == ()
    assert game().to_act(state) == frozenset({0})


def test_cover_no_second_double_before_the_first_is_covered() -> None:
    # 7-7 would fit the Mexican Train (ends in 7) under the source rule
    state, _ = act(cover_table(hand="5-5 7-7 8-5 2-0"), play("5-5", 2))
    assert play("7-7", MEXICAN) not in game().legal_actions(state, 2)
    refuse(state, 2, play("7-7", MEXICAN), "5-5", "covers it")


def test_cover_unable_to_cover_draws_once_then_marks_and_the_double_stays_open() -> None:
    # nothing carries a 5 but the double; the boneyard's 7-3 would fit the Mexican Train
    state, events = acts(cover_table(hand="5-5 7-1 2-0", boneyard="7-3 4-4"), play("5-5", 2))
    assert game().legal_actions(state, 2) == [Draw()]
    state, events = act(state, Draw())
    assert TileDrawn in kinds(events) and MarkerPlaced in kinds(events)
    assert only(events, DoublesOpen).trains == (2,)
    assert state.round.open_doubles == (2,)
    assert game().legal_actions(state, 0) == [play("5-0", 2)]


def test_cover_the_rules_summary_says_so() -> None:
    args = rules_args(game(), {"after_double": "cover"})
    assert args["cover"] == "cover"
    assert "cover it if you can" in t("rules-mexican-train-5", **args)
    plain = t("rules-mexican-train-5", **rules_args(game(), {}))
    assert "After a double you play again. A double left" in plain


def test_cover_the_hand_tells_the_player_to_cover_their_double_now() -> None:
    state, _ = act(cover_table(), play("5-5", 2))
    view = game().view(state, 2)
    text = hand_text(view, ("ann", "bo", "cy"), game().legal_actions(state, 2))
    assert "You laid a double: cover 5-5 now." in text
    assert "several" not in text
