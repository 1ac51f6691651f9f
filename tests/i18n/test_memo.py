"""Worded messages are remembered (issue #19), and remembering never changes a word."""

from __future__ import annotations

import datetime
import gc

import pytest

from bot.i18n import Language, Msg, catalogs, msg, t, use_language
from bot.i18n.catalogs import _format, format_message
from bot.text_memo import TextMemo


@pytest.fixture(autouse=True)
def _fresh_memo() -> None:
    catalogs._memo.clear()


def test_a_remembered_message_is_worded_exactly_as_fluent_words_it() -> None:
    for language in Language:
        for count in (0, 1, 2, 5):
            message = msg("faces-board-boneyard", count=count)
            first = format_message(language, message)
            assert first == _format(language, message)
            assert format_message(language, message) == first  # from the memo


def test_the_language_and_nested_messages_are_part_of_what_is_remembered() -> None:
    outer = Msg("table-your-turn", {"mentions": msg("mt-final-ranking")})
    worded = {language: format_message(language, outer) for language in Language}
    assert worded == {language: _format(language, outer) for language in Language}
    with use_language(Language.EN):
        english = t("table-your-turn", mentions="<@1>")
    with use_language(Language.ZH_CN):
        assert t("table-your-turn", mentions="<@1>") != english


def test_nested_messages_are_remembered_apart_however_their_parameters_nest() -> None:
    """The key is flat: a nested message's parameters are counted, so parameters of the
    outer message never read as the inner one's."""
    inner_then_outer = {"a": Msg("y", {"b": 1}), "c": 2}
    all_inner = {"a": Msg("y", {"b": 1, "c": 2})}
    assert catalogs._memo_key("en", "x", inner_then_outer) != catalogs._memo_key(
        "en", "x", all_inner
    )


def test_the_memo_keys_are_flat_values_the_collector_stops_tracking_at_once() -> None:
    """Issue #19: a key holding a tuple took the collector two looks to stop tracking, and
    the keys that reached the oldest generation were walked by every full collection."""
    outer = Msg("table-your-turn", {"mentions": msg("faces-board-boneyard", count=2)})
    key = catalogs._memo_key("en", outer.id, outer.args)
    gc.collect()
    assert key is not None and not gc.is_tracked(key)


def test_equal_parameters_of_other_types_are_remembered_apart() -> None:
    as_int = format_message(Language.EN, msg("faces-board-boneyard", count=1))
    as_float = format_message(Language.EN, msg("faces-board-boneyard", count=1.0))
    assert as_int == _format(Language.EN, msg("faces-board-boneyard", count=1))
    assert as_float == _format(Language.EN, msg("faces-board-boneyard", count=1.0))


def test_unhashable_or_unusual_parameters_are_worded_every_time_and_the_memo_stays_bounded(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    when = datetime.date(2026, 1, 1)
    format_message(Language.EN, msg("faces-board-boneyard", count=when))
    assert len(catalogs._memo) == 0
    monkeypatch.setattr(catalogs, "_memo", TextMemo(3))
    for count in range(10):
        format_message(Language.EN, msg("faces-board-boneyard", count=count))
        assert len(catalogs._memo) <= 3


def test_a_message_asked_for_again_outlives_the_one_off_lines_worded_after_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(catalogs, "_memo", TextMemo(8))
    worded: list[str] = []

    def format_and_note(_language: Language, m: Msg) -> str:
        worded.append(m.id)
        return m.id

    monkeypatch.setattr(catalogs, "_format", format_and_note)
    for count in range(40):
        format_message(Language.EN, msg("whist-prompt-play"))
        format_message(Language.EN, msg("faces-board-boneyard", count=count))
    assert worded.count("whist-prompt-play") == 1
    assert worded.count("faces-board-boneyard") == 40
    assert len(catalogs._memo) <= 8


def test_t_and_format_message_share_one_entry_per_message() -> None:
    """t() looks the memo up without making a Msg: the same key as format_message's, so a
    message worded either way is remembered once and reads the same."""
    with use_language(Language.CY):
        by_t = t("table-your-turn", mentions=msg("mt-final-ranking"))
        plain = t("whist-prompt-play")
    assert len(catalogs._memo) == 3  # the nested message has its own entry too
    outer = Msg("table-your-turn", {"mentions": msg("mt-final-ranking")})
    assert format_message(Language.CY, outer) == by_t == _format(Language.CY, outer)
    assert format_message(Language.CY, msg("whist-prompt-play")) == plain
    assert len(catalogs._memo) == 3
