"""The lines of a table's public text worded once while they read the same (``_LINES`` of
each game's render module, :mod:`bot.render.hand_texts`): the text made from kept lines is
the one worded anew, over every state of random games of every variant, in several languages
and with the names changing (a key missing something a line reads would show one table's
line at another)."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from types import ModuleType
from typing import Any

import pytest

from bot.games.memo import ByState
from bot.i18n import Language, use_language
from bot.render import mexican_train, shengji
from bot.render.hand_texts import HandTexts
from tests.render.test_hand_texts import CASES, states

LANGUAGES = (Language.EN, Language.ZH_CN, Language.CY)
NAMES = (("Asha", "Bo", "AI Cy", "Dee"), ("Asha", "Bo", "AI Cy (hard)", "Eve"))
GAMES = ("whist", "bidwhist", "shengji", "mexican_train")


def draw(module: ModuleType, view: Any, names: Sequence[str], turn: bool) -> object:
    """The texts of the table: Mexican Train has one, the card games two worded together."""
    if module is mexican_train:
        return mexican_train.table_text(view, names, turn)
    return module.table_texts(view, names, turn)


@pytest.mark.parametrize("name", GAMES)
def test_kept_lines_make_the_text_worded_anew(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    game, module, _ = CASES[name]
    kept = HandTexts()  # this test's lines alone, shared by every game and version below
    history: ByState[Any, dict[Any, str]] = ByState(lambda _history: {})
    seen = 0
    for seed in (1, 2, 3, 4):
        for number, state in enumerate(states(game, seed)):
            view = game.view(state, None)
            names = NAMES[number % 2]
            for language in LANGUAGES:
                with use_language(language):
                    monkeypatch.setattr(module, "_LINES", kept)
                    if module is shengji:
                        monkeypatch.setattr(shengji, "_HISTORY_LINES", history)
                    texts = draw(module, view, names, number % 3 != 0)
                    monkeypatch.setattr(module, "_LINES", _Fresh())
                    if module is shengji:
                        monkeypatch.setattr(shengji, "_HISTORY_LINES", ByState(lambda _h: {}))
                    assert texts == draw(module, view, names, number % 3 != 0)
                    seen += 1
    assert seen > 300


class _Fresh(HandTexts):
    """Every line worded anew."""

    def __call__(self, key: tuple[Hashable, ...], word: Callable[..., str], *args: Any) -> str:
        return word(*args)
