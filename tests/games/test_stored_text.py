"""A state's text spliced from kept parts is ``json.dumps`` of the whole, wherever the parts
sit; kept texts stay bounded (issue #19)."""

from __future__ import annotations

import gc
import itertools
import json
from typing import Any

from bot.games.stored_text import JsonText, KeptText, TextByValue, dumps, json_text

VALUES: dict[str, Any] = {
    "a": [1, 2.5, None, True],
    "é 升级": 'ü\n"',
    "c": {"d": [], "e": {}},
    "f": float("inf"),
    "g": -7,
}


def test_json_text_is_json_dumps_with_the_texts_spliced_in_anywhere() -> None:
    keys = list(VALUES)
    for size in range(len(keys) + 1):
        for kept in itertools.combinations(keys, size):
            data = {k: JsonText(json.dumps(v)) if k in kept else v for k, v in VALUES.items()}
            assert json_text(data) == json.dumps(VALUES)
    assert json_text({}) == json.dumps({}) == dumps({})


def test_dumps_is_json_dumps() -> None:
    for value in (VALUES, [VALUES, "x"], "é", 1.0, None, [], {}):
        assert dumps(value) == json.dumps(value)


def test_kept_text_is_written_once_per_value_and_bounded() -> None:
    written: list[tuple[int, ...]] = []

    def write(value: tuple[int, ...]) -> list[int]:
        written.append(value)
        return list(value)

    kept = KeptText(write, size=3)
    values = [(n, n + 1) for n in range(5)]
    assert [kept.text(v) for v in values] == [json.dumps(list(v)) for v in values]
    assert kept(values[4]).text == "[4, 5]" and kept.text(values[2]) == "[2, 3]"
    assert written == values  # the three newest were kept
    assert kept.text(values[0]) == "[0, 1]"  # the oldest was let go, and is written again
    assert written == [*values, values[0]]


class Part:
    """An immutable part of a state the collector tracks (as finished tricks and trains are)."""

    __slots__ = ("n",)

    def __init__(self, n: int) -> None:
        self.n = n


def test_kept_texts_add_no_object_a_collection_walks_per_value() -> None:
    """Issue #19: a (value, text) pair per kept value was ~8,000 objects more for every full
    collection to walk at 1,000 tables, and a text kept as a ``str`` subclass one more."""
    kept: KeptText[Part] = KeptText(lambda part: [part.n], size=1000)
    parts = [Part(n) for n in range(500)]
    gc.collect()
    before = len(gc.get_objects())
    texts = [kept.text(part) for part in parts]
    gc.collect()
    assert len(gc.get_objects()) - before < 10  # the list of texts: nothing a part
    assert texts[7] == "[7]" and kept.text(parts[7]) is texts[7]


def test_texts_kept_by_value_hold_no_value_and_are_written_once_per_value() -> None:
    """A Mexican Train train's text is kept by its fields: equal trains share it, and no
    train is held for it (by identity, dead trains stayed alive for the collector)."""
    written: list[int] = []

    def write(part: Part) -> list[int]:
        written.append(part.n)
        return [part.n]

    by_value: TextByValue[Part, int] = TextByValue(write, lambda part: part.n, size=2)
    one, same, other = Part(1), Part(1), Part(2)
    assert by_value.text(one) == "[1]" and by_value(same).text == "[1]"
    assert written == [1]  # an equal part's text is the one written
    gc.collect()
    before = len(gc.get_objects())
    del one, same
    gc.collect()
    assert len(gc.get_objects()) == before - 2  # both parts went: none was held
    by_value.text(other)
    by_value.text(Part(3))  # the oldest (1) goes
    assert by_value.text(Part(1)) == "[1]" and written == [1, 2, 3, 1]
