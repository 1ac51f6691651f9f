"""The tag of the language in force, read as the memos key on it (issue #19)."""

from __future__ import annotations

import gc

from bot.i18n import Language, current_language, language_tag, use_language


def test_the_tag_is_the_value_of_the_language_in_force_as_a_plain_string() -> None:
    for language in Language:
        with use_language(language):
            tag = language_tag()
            assert tag == current_language().value and type(tag) is str
    key = (language_tag(), "hand", 3)
    gc.collect()
    assert not gc.is_tracked(key)  # a memo's key the collector stops walking
