"""Messages worded without Fluent's resolver read exactly as Fluent words them (issue #19)."""

from __future__ import annotations

import gc
import itertools
import re
from typing import Any

import pytest
from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser

from bot.i18n import Language, Msg, catalogs, msg, t, use_language
from bot.i18n.catalogs import catalog, load_catalogs, placeholders
from bot.i18n.wording import Wording

#: every variant key the catalogs use, so each string selector meets each of its variants
_KEYS = sorted(
    {
        key
        for language in Language
        for source in catalog(language).sources.values()
        for key in re.findall(r"\*?\[([^\]\s]+)\]", source)
    }
)
_NUMBERS = [0, 1, 2, 3, 5, 6, 11, 21, 100, 1000, 12345, 1_000_000, -1, -7]
_STRINGS = ["", "x", "«long» ♥ " * 30, "one", "other", "OTHER", "1"]
_VALUES: list[Any] = [*_NUMBERS, *_STRINGS, *_KEYS]
#: what Fluent reports as an error or words its own way: Wording leaves these to it
_ODD: list[Any] = ["x" * 2_501, 1.0, 2.5, True, None, (1, 2)]


def _argument_sets(names: list[str], selects: bool) -> list[dict[str, Any]]:
    """Each parameter meets each value (a message with a selector: each of them, keys too),
    in changing company, plus a missing parameter and the odd ones."""
    values = _VALUES if selects else [*_NUMBERS[:6], *_STRINGS]
    sets = [
        {name: values[(row + 5 * column) % len(values)] for column, name in enumerate(names)}
        for row in range(len(values))
    ]
    sets += [{name: value for name in names} for value in _ODD]
    sets += [dict(itertools.islice(sets[0].items(), index)) for index in range(len(names))]
    return sets


@pytest.mark.parametrize("language", list(Language), ids=str)
def test_every_message_is_worded_as_fluent_words_it_or_left_to_fluent(
    language: Language,
) -> None:
    loaded = catalog(language)
    bundle = loaded.bundle
    quick = 0
    for msg_id, source in loaded.sources.items():
        pattern = bundle.get_message(msg_id).value
        assert pattern is not None
        names = sorted(placeholders(source))
        for args in _argument_sets(names, "->" in source):
            worded = loaded.wording.word(msg_id, args)
            text, errors = bundle.format_pattern(pattern, args)
            if worded is not None:
                quick += 1
                assert (worded, errors) == (text, []), (msg_id, args)
            else:  # only what Fluent reports as an error, or parameters of other types
                assert errors or not all(type(v) in (str, int) for v in args.values())
    assert quick > 10_000


def test_start_up_compiles_every_message_of_every_catalog() -> None:
    """Before the start-up freeze, with Fluent's own (``load_catalogs``); and nothing in
    the catalogs is left to Fluent's resolver but errors."""
    load_catalogs()
    for language in Language:
        loaded = catalog(language)
        compiled = {msg_id: loaded.wording._compiled.get(msg_id) for msg_id in loaded.sources}
        assert [msg_id for msg_id, form in compiled.items() if form is None] == []


def test_messages_with_selectors_numbers_and_references_do_not_reach_fluent(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Plural and string selectors, NUMBER() and references to other messages: before,
    each of these went through Fluent's resolver on every miss of the memo."""
    asked: list[str] = []
    format_pattern = FluentBundle.format_pattern

    def counted(bundle: FluentBundle, pattern: Any, args: Any = None) -> Any:
        asked.append(str(pattern))
        return format_pattern(bundle, pattern, args)

    monkeypatch.setattr(FluentBundle, "format_pattern", counted)
    catalogs._memo.clear()
    for language in Language:
        with use_language(language):
            for count in (0, 1, 2, 5, 21):
                t("faces-board-boneyard", count=count)
                t("shengji-hand-head", count=count, trumps="♥")
                t("lobby-title", game="Whist", table=12345 + count)
            t("whist-waiting", player="Ann", phase="auction")
            t("whist-label-bid", bid=msg("whist-game", variant="whist"), books=7, kind="notrump")
            t("whist-embed-title", variant="bidwhist", table=1234)
            t("table-button-hand")
    assert asked == []
    assert catalogs._memo  # worded, remembered as before


def test_nested_messages_and_lists_are_worded_as_fluent_words_them() -> None:
    """Through ``_format``: nested messages and lists are worded first, then joined here."""
    for language in Language:
        bundle = catalog(language).bundle
        for outer in (
            Msg("whist-label-bid", {"bid": msg("mt-final-ranking"), "books": 7, "kind": "notrump"}),
            Msg("table-your-turn", {"mentions": msg("faces-board-boneyard", count=2)}),
            Msg("shengji-table-turn", {"names": ("ann", "bob"), "phase": "play"}),
        ):
            args = {key: catalogs._argument(language, value) for key, value in outer.args.items()}
            pattern = bundle.get_message(outer.id).value
            assert pattern is not None
            text, errors = bundle.format_pattern(pattern, args)
            assert (catalogs._format(language, outer), errors) == (text, [])


def test_a_cycle_an_attribute_or_a_term_is_left_to_fluent() -> None:
    bundle = FluentBundle(["en"], use_isolating=False)
    source = "\n".join(
        (
            "-brand = Parlour",
            "a = { b } and { $n }",
            "b = { a }",
            "term = { -brand }",
            "attr = { plain.title }",
            "refused = { NUMBER($n, currencyDisplay: 1) }",
            "plain = Plain",
            "    .title = Title",
            "refers = { plain } { $n ->",
            "    [one] one",
            "   *[other] { NUMBER($n, minimumFractionDigits: 2) }",
            "}",
        )
    )
    bundle.add_resource(FluentParser().parse(source))
    wording = Wording(bundle)
    assert [wording.compile(m) for m in ("a", "b", "term", "attr", "refused")] == [None] * 5
    pattern = bundle.get_message("refers").value
    assert pattern is not None
    for n in (1, 2, 1234):
        text, errors = bundle.format_pattern(pattern, {"n": n})
        assert (wording.word("refers", {"n": n}), errors) == (text, [])
    assert wording.word("refers", {"n": 2}) == "Plain 2.00"


def test_isolation_marks_are_left_to_fluent() -> None:
    bundle = FluentBundle(["en"], use_isolating=True)
    bundle.add_resource(FluentParser().parse("m = Hi { $name }"))
    assert Wording(bundle).word("m", {"name": "Ann"}) is None


def test_a_number_worded_with_options_is_remembered_by_a_key_the_collector_stops_tracking() -> None:
    """Issue #19: ``NUMBER($table, useGrouping: 0)`` kept each table's number by a key
    holding Fluent's ``FluentInt``, tracked for as long as it was remembered."""
    wording = catalog(Language.EN).wording
    assert wording.word("lobby-table-ref", {"table": 123456, "game": "Whist"}) == (
        "#123456 (Whist)"
    )
    gc.collect()
    keys = [key for key in wording._numbers if type(key) is tuple and key[0] == 123456]
    assert keys
    assert not any(gc.is_tracked(key) for key in keys)
