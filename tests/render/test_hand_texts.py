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
from bot.i18n import Language, use_language
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
    return whist.hand_text(view, NAMES), whist._hand_text(view)


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


def test_the_memo_starts_afresh_past_its_bound() -> None:
    texts = HandTexts(limit=3)
    for number in range(10):
        texts((number,), lambda: "text")
    assert len(texts._kept) <= 3
