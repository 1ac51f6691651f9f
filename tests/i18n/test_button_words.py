"""A message that tells a player to press the hand button names it by the button's own label
(``table-button-hand``), so no language calls one button by two names."""

from __future__ import annotations

import pytest

from bot.i18n import Language
from bot.i18n.catalogs import catalog

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
    assert stray == ["whist-hand-head", "whist-hand-head-downtown"]  # the hand view's heading


@pytest.mark.parametrize("language", [lang for lang in Language if lang is not Language.EN])
def test_every_language_names_the_button_by_its_label(language: Language) -> None:
    sources = catalog(language).sources
    assert [k for k in pointing_at_the_button() if BUTTON not in sources[k]] == []
