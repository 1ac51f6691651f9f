"""A seat's hand worded once while it reads the same (:mod:`bot.render.hand_texts`): the
text kept for a hand is the one it would be worded into, over every state of random games
of every variant, each seat, in several languages (a key missing something the text reads
would hand one hand's text to another)."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from types import ModuleType
from typing import Any

import pytest

from bot.errors import OptionError
from bot.games.base import GameBase
from bot.games.mexican_train.game import MexicanTrainGame
from bot.games.shengji import ShengjiGame
from bot.games.whist.game import BidWhistGame, WhistGame
from bot.i18n import Language, t, use_language
from bot.render import mexican_train, shengji, whist
from bot.render.hand_texts import HandTexts

LANGUAGES = (Language.EN, Language.ZH_CN, Language.CY)
STEPS = 400


def random_options(game: GameBase[Any, Any, Any], rng: random.Random) -> dict[str, Any]:
    """Each option at random among its choices, or all defaults if that is not allowed."""
    defaults = {spec.key: spec.default for spec in game.options}
    picked = {
        spec.key: rng.choice(spec.choices) if spec.choices else spec.default
        for spec in game.options
    }
    try:
        game.check_options(picked, 4)
    except OptionError:
        return defaults
    return picked


def states(game: GameBase[Any, Any, Any], seed: int) -> Iterator[Any]:
    rng = random.Random(seed)
    state = game.new(random_options(game, rng), 4, seed)
    for _ in range(STEPS):
        yield state
        if game.is_over(state):
            return
        seat = rng.choice(sorted(game.to_act(state)))
        legal = game.legal_actions(state, seat)
        state, _ = game.apply(state, seat, legal[rng.randrange(len(legal))])


NAMES = ("Asha", "Bo", "AI Cy", "Dee")
#: a view and its seat's legal moves -> (the text as kept, the text worded anew)
Texts = Callable[[Any, Sequence[Any]], tuple[str, str]]


def _whist(view: Any, legal: Sequence[Any]) -> tuple[str, str]:
    kept = whist.hand_text(view, NAMES)
    shared, whist._HAND_TEXTS = whist._HAND_TEXTS, HandTexts()  # worded anew: nothing kept
    try:
        return kept, whist.hand_text(view, NAMES)
    finally:
        whist._HAND_TEXTS = shared


def _shengji(view: Any, legal: Sequence[Any]) -> tuple[str, str]:
    return shengji.hand_text(view), shengji._hand_text(view)


def _mexican_train(view: Any, legal: Sequence[Any]) -> tuple[str, str]:
    kept = mexican_train.hand_text(view, NAMES, legal)
    return kept, mexican_train._hand_text(view, NAMES, legal)


CASES: Mapping[str, tuple[GameBase[Any, Any, Any], ModuleType, Texts]] = {
    "whist": (WhistGame(), whist, _whist),
    "bidwhist": (BidWhistGame(), whist, _whist),
    "shengji": (ShengjiGame(), shengji, _shengji),
    "mexican_train": (MexicanTrainGame(), mexican_train, _mexican_train),
}


@pytest.mark.parametrize("name", sorted(CASES))
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_kept_hand_text_is_the_one_it_would_be_worded_into(
    name: str, seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    game, module, texts = CASES[name]
    monkeypatch.setattr(module, "_HAND_TEXTS", HandTexts())  # this test's hands alone
    seen = 0
    for state in states(game, seed):
        for seat in (None, 0, 1, 2, 3):
            view = game.view(state, seat)
            legal = () if seat is None else game.legal_actions(state, seat)
            for language in LANGUAGES:
                with use_language(language):
                    kept, worded = texts(view, legal)
                    assert kept == worded
                    seen += 1
    assert seen > 100


def test_a_hand_that_reads_the_same_is_worded_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Whist's hand read the same in about one redraw in two (issue #19)."""
    worded = whist._hand_text
    calls: list[int] = []

    def counted(view: Any) -> str:
        calls.append(1)
        return worded(view)

    monkeypatch.setattr(whist, "_hand_text", counted)
    monkeypatch.setattr(whist, "_HAND_TEXTS", HandTexts())
    game = WhistGame()
    drawn = [whist.hand_text(game.view(state, 0), NAMES) for state in states(game, 5)]
    assert len(drawn) > 40 and len(calls) < len(drawn) * 2 / 3


def test_the_memo_keeps_no_more_than_its_bound() -> None:
    texts = HandTexts(limit=4)
    for number in range(10):
        texts((number,), lambda: "text")
    assert len(texts) <= 4


def _worded(texts: HandTexts, keys: Sequence[int]) -> list[int]:
    """The keys of ``keys`` whose text ``texts`` had to word."""
    worded: list[int] = []

    def word(key: int) -> str:
        worded.append(key)
        return f"text {key}"

    for key in keys:
        texts((key,), word, key)
    return worded


def test_a_text_is_worded_once_then_found_while_kept() -> None:
    texts = HandTexts(limit=4)
    assert _worded(texts, [1, 2, 1, 2, 1]) == [1, 2]
    assert texts((1,), lambda: "not worded again") == "text 1"


def test_a_text_read_lately_outlives_a_turnover_of_the_memo() -> None:
    """Emptying the whole memo when full lost the texts still being read (issue #19): the
    last ``limit // 2`` texts read are always still kept."""
    texts = HandTexts(limit=4)
    assert _worded(texts, [1, 2, 3, 4]) == [1, 2, 3, 4]  # 1 and 2 the older generation now
    assert _worded(texts, [2, 5]) == [5]  # 2 found in the older, kept in the newer
    assert _worded(texts, [6, 2, 5, 1]) == [6, 1]  # 3, 4 (and 1) let go; 2 and 5 kept


def test_texts_are_kept_per_language() -> None:
    texts = HandTexts(limit=4)
    with use_language(Language.EN):
        texts((1,), lambda: "one")
    with use_language(Language.CY):
        assert texts((1,), lambda: "un") == "un"
    with use_language(Language.EN):
        assert texts((1,), lambda: "not worded again") == "one"


def test_whists_hand_reads_the_same_whoever_is_to_play() -> None:
    """Its text is kept without the turn's line, added below it: the hand's text was worded
    anew twice a trick, as the turn came to its seat and left it (issue #19)."""
    game = WhistGame()
    views = [game.view(state, 0) for state in states(game, 7)]
    turns = [view for view in views if view.to_act == 0 and not view.over]
    waits = [view for view in views if view.to_act != 0 and not view.over]
    turn, wait = next(
        (a, b) for a in turns for b in waits if a.hand == b.hand and a.phase is b.phase
    )
    worded = whist._hand_text
    calls: list[object] = []

    def counted(view: Any) -> str:
        calls.append(view)
        return worded(view)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(whist, "_HAND_TEXTS", HandTexts())
        patch.setattr(whist, "_hand_text", counted)
        with use_language(Language.EN):
            shown = whist.hand_text(turn, NAMES), whist.hand_text(wait, NAMES)
    assert len(calls) == 1
    assert shown[0] == f"{shown[1]}\n{t('whist-your-turn')}"
