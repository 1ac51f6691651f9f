"""A message that tells a player to press the hand button names it by the button's own label
(``table-button-hand``), so no language calls one button by two names."""

from __future__ import annotations

import pytest

from bot.i18n import Language, use_language, word
from bot.i18n.catalogs import catalog
from bot.msg import Msg

BUTTON = "{ table-button-hand }"


def pointing_at_the_button() -> list[str]:
    return sorted(k for k, source in catalog(Language.EN).sources.items() if BUTTON in source)


def test_english_points_at_the_button_through_its_label() -> None:
    assert len(pointing_at_the_button()) >= 20
    stray = [
        k
        for k, source in catalog(Language.EN).sources.items()
        if "**Your hand**" in source or '"Your hand"' in source
    ]
    # the hand views' headings
    assert stray == ["shengji-hand-head", "whist-hand-head", "whist-hand-head-downtown"]


@pytest.mark.parametrize("language", [lang for lang in Language if lang is not Language.EN])
def test_every_language_names_the_button_by_its_label(language: Language) -> None:
    sources = catalog(language).sources
    assert [k for k in pointing_at_the_button() if BUTTON not in sources[k]] == []


#: the buttons players are told to press by name, in help, table notes and refusals
NAMED_BUTTONS = (
    "table-button-back",
    "table-button-rematch",
    "table-button-continue",
    "lobby-button-join",
    "lobby-button-leave",
    "lobby-button-ai",
    "lobby-button-start",
)


def naming(button: str) -> list[str]:
    """English messages that name ``button``: through its label, or its words in bold."""
    label = f"**{word(Msg(button))}**"
    sources = catalog(Language.EN).sources
    return sorted(
        k
        for k, source in sources.items()
        if k != button and ("{ " + button + " }" in source or label in source)
    )


def test_the_buttons_are_named_somewhere() -> None:
    assert all(naming(button) for button in NAMED_BUTTONS)


@pytest.mark.parametrize("language", [lang for lang in Language if lang is not Language.EN])
def test_every_language_calls_each_button_by_its_own_label(language: Language) -> None:
    """Help once said **Ail gêm** in Welsh for the button labelled "Gêm arall"."""
    sources = catalog(language).sources
    wrong = []
    for button in NAMED_BUTTONS:
        with use_language(language):
            label = f"**{word(Msg(button))}**"
        wrong += [
            (k, button)
            for k in naming(button)
            if "{ " + button + " }" not in sources[k] and label not in sources[k]
        ]
    assert wrong == []
