"""Every way a Shengji move is refused, from an explicit deal: the refusal is a catalog id a
player can read (in every language), and the state it was given is unchanged.

One row per refusal the engine can give; an id the engine builds but no row reaches shows up
in ``test_every_engine_refusal_id_has_a_row``, so a new refusal needs a situation here.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from pathlib import Path

import pytest

from bot.errors import IllegalAction
from bot.games.base import SYSTEM
from bot.games.cards import Suit
from bot.games.shengji import (
    Bury,
    ChooseThrowPart,
    Deal,
    Declare,
    FinishDeal,
    NameTrump,
    Pass,
    PlayCards,
    ShengjiState,
)
from bot.games.shengji.actions import Action
from bot.i18n import Language, has_message, use_language, word
from tests.games.shengji.helpers import GAME, cards, dealt, declare, finish, play, play_trick, start

ROOT = Path(__file__).resolve().parents[3]
ENGINE = ROOT / "bot" / "games" / "shengji"
FIXED_DEALER = {"declare_order": "fixed-dealer"}
#: a kitty with the rank cards and jokers nobody in these deals should hold by accident
KITTY = "2H 2D 2C SJ SJ BJ BJ 3C"

Situation = Callable[[], tuple[ShengjiState, int, Action]]


def _deal_open() -> ShengjiState:
    """First hand, open declaring: seat 0 holds 2♥ 2♥ and seat 1 a single 2♠."""
    return dealt({}, {0: "2H 2H", 1: "2S 3D SJ BJ"}, kitty="2D 2D 2C 2C SJ BJ 3C 4C")


def _declared_single() -> ShengjiState:
    state, _ = declare(_deal_open(), 1, "2S")
    return state


def _fixed_dealer() -> ShengjiState:
    return dealt(FIXED_DEALER, {0: "2H", 1: "2S 2S", 2: "2D", 3: "2C"}, kitty=KITTY)


def _fixed_dealer_all_passed() -> ShengjiState:
    state = _fixed_dealer()
    for seat in (2, 3, 0, 1):
        state, _ = GAME.apply(state, seat, Pass())
    return state


def _bury() -> ShengjiState:
    state, _ = declare(_deal_open(), 0, "2H")
    state, _ = finish(state)
    return state


def _name_trump() -> ShengjiState:
    state, _ = finish(dealt({"no_declaration": "partner"}, {}, starter=1))
    return state


def _spade_lead() -> ShengjiState:
    """Seat 0 led 5♠ 5♠; seat 1 holds a spade pair, seat 2 one spade, hearts trump."""
    state = start(["5S 5S 3C 4C", "7S 7S 9S 3D", "8S 4D 5D 6D", "JS QS KS AS"])
    state, _ = play(state, 0, "5S 5S")
    return state


def _throw_choice() -> ShengjiState:
    hands = ["QH 4H 4H 3C 3C 3C", "5H 5H 6D 7D 8D 9D", "KH 6D 7D 8D 9D 5D", "6C 6C 6C 7C 7C 7C"]
    state = start(hands, trump="S", options={"throw_choice": "next-player"})
    state, _ = play(state, 0, "QH 4H 4H")
    return state


def _over() -> ShengjiState:
    state = start(["AS", "3S", "4S", "6S"], levels=(14, 2))
    state, _ = play_trick(state, 0, "AS", "3S", "4S", "6S")
    return state


def _play(text: str) -> PlayCards:
    return PlayCards(cards(text))


def _declare(text: str) -> Declare:
    return Declare(cards(text))


SITUATIONS: dict[str, Situation] = {
    # ---- the deal (rules 7.2, 7.3)
    "shengji-deal-count": lambda: (dealt({}, {}), SYSTEM, Deal(1)),
    "shengji-deal-not-done": lambda: (GAME.new({}, 4, 3), SYSTEM, FinishDeal()),
    "shengji-nothing-to-declare": lambda: (_deal_open(), 2, Pass()),
    "shengji-wrong-action-deal": lambda: (_deal_open(), 0, _play("2H")),
    "shengji-declare-trump-fixed": lambda: (
        dealt({"fixed_trump": "hearts"}, {0: "2S"}),
        0,
        _declare("2S"),
    ),
    "shengji-declare-identical": lambda: (_deal_open(), 1, _declare("SJ BJ")),
    "cards-not-held": lambda: (_spade_lead(), 1, _play("AH 7S")),
    "shengji-declare-not-held": lambda: (_deal_open(), 1, _declare("2S 2S")),
    "shengji-declare-no-trump-off": lambda: (
        dealt({"no_trump": False}, {0: "SJ SJ"}),
        0,
        _declare("SJ SJ"),
    ),
    "shengji-declare-single-joker": lambda: (_deal_open(), 1, _declare("SJ")),
    "shengji-declare-rank-only": lambda: (_deal_open(), 1, _declare("3D")),
    "shengji-declare-own": lambda: (
        declare(dealt({}, {0: "2H 2S 2S"}), 0, "2H")[0],
        0,
        _declare("2S 2S"),
    ),
    "shengji-declare-own-reinforce": lambda: (
        declare(_deal_open(), 0, "2H")[0],
        0,
        _declare("2H"),
    ),
    "shengji-declare-too-weak": lambda: (
        declare(_declared_single(), 0, "2H 2H")[0],
        1,
        _declare("2S"),
    ),
    "shengji-declare-final": lambda: (
        declare(dealt({"overturn": "joker-final"}, {0: "SJ SJ", 1: "BJ BJ"}), 0, "SJ SJ")[0],
        1,
        _declare("BJ BJ"),
    ),
    # ---- fixed-dealer declaring (rules 7.5)
    "shengji-declare-after-deal": lambda: (
        GAME.apply(GAME.new(FIXED_DEALER, 4, 3), SYSTEM, Deal(4))[0],
        2,
        Pass(),
    ),
    "shengji-declare-turn-first": lambda: (_fixed_dealer(), 1, _declare("2S 2S")),
    "shengji-declare-turn-next": lambda: (
        GAME.apply(_fixed_dealer(), 2, Pass())[0],
        1,
        _declare("2S 2S"),
    ),
    "shengji-declaring-over": lambda: (_fixed_dealer_all_passed(), 1, _declare("2S 2S")),
    # ---- naming trumps and the kitty (rules 7.5, 8)
    "shengji-wrong-action-name-trump": lambda: (_name_trump(), 3, Pass()),
    "shengji-not-your-turn": lambda: (_name_trump(), 1, NameTrump(Suit.CLUBS)),
    "shengji-wrong-action-bury": lambda: (_bury(), 0, _play("2H")),
    "shengji-bury-count": lambda: (_bury(), 0, Bury(cards("2H"))),
    "shengji-declare-only-in-deal": lambda: (_bury(), 1, _declare("2S")),
    # ---- leading and following (rules 9, 10)
    "shengji-wrong-action-play": lambda: (_spade_lead(), 1, Pass()),
    "shengji-choose-a-card": lambda: (_spade_lead(), 1, PlayCards(())),
    "shengji-lead-one-group": lambda: (start(["AS AD", "3S", "4S", "6S"]), 0, _play("AS AD")),
    "shengji-follow-count": lambda: (_spade_lead(), 1, _play("7S")),
    "shengji-follow-suit": lambda: (_spade_lead(), 1, _play("9S 3D")),
    "shengji-follow-shape": lambda: (_spade_lead(), 1, _play("7S 9S")),
    "shengji-follow-all-of": lambda: (
        GAME.apply(_spade_lead(), 1, _play("7S 7S"))[0],
        2,
        _play("4D 5D"),
    ),
    # ---- a failed throw's choice (rules 9.2) and the end of the game (14)
    "shengji-wrong-action-throw-choice": lambda: (_throw_choice(), 1, _play("5H")),
    "shengji-choose-throw-part": lambda: (_throw_choice(), 1, ChooseThrowPart(cards("3C"))),
    "shengji-game-over": lambda: (_over(), 0, _play("AS")),
}


@pytest.mark.parametrize("expected", sorted(SITUATIONS))
def test_an_illegal_move_is_refused_with_a_catalog_message_and_changes_nothing(
    expected: str,
) -> None:
    state, seat, action = SITUATIONS[expected]()
    before = state
    with pytest.raises(IllegalAction) as refusal:
        GAME.apply(state, seat, action)
    assert refusal.value.msg.id == expected
    assert state == before
    for language in Language:
        with use_language(language):
            assert has_message(expected), (language, expected)
            worded = word(refusal.value)
            assert worded and "shengji-" not in worded and "{" not in worded, (language, worded)


def test_not_your_turn_to_play_is_what_the_play_button_is_told() -> None:
    state = _spade_lead()
    with pytest.raises(IllegalAction) as refusal:
        GAME.check_play(state, 2, cards("8S 4D"))
    assert refusal.value.msg.id == "shengji-not-your-turn-to-play"
    assert word(refusal.value) == "It's not your turn to play."


def _engine_ids() -> set[str]:
    """The refusal ids the engine's modules name: the literal ids given to ``IllegalAction``
    or ``msg`` (less the wording helpers, which name things, not refusals), and every id in
    :mod:`bot.games.shengji.refusals`, which keeps some in a table."""
    found: set[str] = set()
    for path in ENGINE.glob("*.py"):
        if path.name in {"words.py", "events.py"}:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if path.name == "refusals.py":
                if isinstance(node, ast.Constant) and str(node.value).startswith("shengji-"):
                    found.add(str(node.value))
            elif isinstance(node, ast.Call) and getattr(node.func, "id", None) in {
                "IllegalAction",
                "msg",
            }:
                first = node.args[0] if node.args else None
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    found.add(first.value)
    return found - {"shengji-declaration", "shengji-result-by"}


#: Refusals no deal can reach. Four identical cards do not exist in three decks, so a
#: declaration of four is refused as not held before its size is looked at; every phase but
#: the game's end has its own wrong-action refusal, and the end refuses everything first.
#: The play button's own refusal has its test above.
UNREACHABLE = {
    "shengji-declare-at-most-three",
    "shengji-not-possible-now",
    "shengji-not-your-turn-to-play",
}


def test_every_engine_refusal_id_has_a_row() -> None:
    ids = _engine_ids()
    assert ids - UNREACHABLE == set(SITUATIONS) - {"cards-not-held"}
