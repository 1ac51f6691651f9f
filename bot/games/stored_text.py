"""A state's stored JSON text written from kept pieces (issue #19).

Every move stores its table's whole state as the text ``json.dumps`` writes (SQLAlchemy's
serializer for the JSON column). Most of a state does not change from one move to the next:
the rules never, a hand's finished tricks only when a trick ends. Building their JSON again
and serialising it again was most of what storing a move cost (a Shengji hand's tricks half
of it, late in the hand). Here such a part is serialised once, kept, and its text spliced
into the state's: the text is ``json.dumps`` of the state's JSON form byte for byte, so stored
tables read as before. A part that comes and goes with a hand or a draw keeps its own text
(finished tricks: ``bot.games.tricks.Packed.text``; a deck being dealt, a boneyard:
``bot.games.hands.Pile.text``), so no dead part is held for its text (issue #19); the rules,
a few live values, are kept by identity (:class:`KeptText`), trains by their fields
(:class:`TextByValue`).
"""

from __future__ import annotations

import json
import json.encoder
from collections.abc import Callable, Hashable, Mapping
from typing import Any, Generic, TypeVar

from bot.text_memo import TextMemo

T = TypeVar("T")
H = TypeVar("H", bound=Hashable)


def _encoder() -> Callable[[Any], str]:
    """``json.dumps`` with its defaults, minus what it does at every call: an encoder made
    anew and a dict for circular references (a state has none). The same C encoder, with
    the same settings, writes the same text (``tests/storage/test_stored_text.py``)."""
    make = getattr(json.encoder, "c_make_encoder", None)
    if make is None:  # an interpreter without json's C speedups
        return json.dumps
    encode = make(
        None,  # no check for circular references
        json.JSONEncoder().default,
        json.encoder.encode_basestring_ascii,
        None,  # indent
        ": ",
        ", ",
        False,  # sort_keys
        False,  # skipkeys
        True,  # allow_nan
    )
    return lambda value: "".join(encode(value, 0))


#: ``json.dumps(value)``, byte for byte: a JSON column's value as SQLAlchemy writes it
dumps = _encoder()
_dumps = dumps


class JsonText:
    """A value's JSON as ``json.dumps`` writes it, to be spliced into a text as it is: a mark
    around the text, made for one splice (a ``str`` subclass was an object every collection
    walked, one per kept text; a plain ``str`` is not one)."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text


def json_text(data: Mapping[str, Any]) -> str:
    """``json.dumps(data)`` where each :class:`JsonText` value is the value's text already.

    ``json.dumps`` writes an object as ``{`` key ``: `` value, joined by ``, ``, ``}``, so the
    runs of other values are written by it in one call each and joined the same way."""
    pieces: list[str] = []
    run: dict[str, Any] = {}
    for key, value in data.items():
        if type(value) is JsonText:
            if run:
                pieces.append(_dumps(run)[1:-1])
                run = {}
            pieces.append((_KEYS.get(key) or _key(key)) + value.text)
        else:
            run[key] = value
    if run:
        pieces.append(_dumps(run)[1:-1])
    return "{" + ", ".join(pieces) + "}"


#: the keys of text values, as written before them (a handful: rules, tricks, trains)
_KEYS: dict[str, str] = {}


def _key(key: str) -> str:
    _KEYS[key] = written = _dumps(key) + ": "
    return written


class KeptText(Generic[T]):
    """The JSON text of immutable values, each written once while it is among the last
    ``size`` written (a live table's rules are asked for at every move; tables share a few).

    Kept by the value's identity, with the value (so its id is not reused): equal values are
    not looked for, as hashing a value can cost about as much as writing it. The values
    and their texts are kept in two dicts, not as a pair each: a pair holding a value is one
    more object every collection walks, thousands of them in all (issue #19)."""

    __slots__ = ("_size", "_texts", "_values", "_write")

    def __init__(self, write: Callable[[T], Any], size: int = 2048) -> None:
        self._write = write
        self._size = size
        self._values: dict[int, T] = {}
        #: plain strings, which no collection walks
        self._texts: dict[int, str] = {}

    def __call__(self, value: T) -> JsonText:
        return JsonText(self.text(value))

    def text(self, value: T) -> str:
        """``value``'s JSON text, written once while kept."""
        key = id(value)
        if self._values.get(key) is value:
            return self._texts[key]
        text = _dumps(self._write(value))
        if len(self._values) >= self._size:  # the oldest goes: a live table's is newer
            oldest = next(iter(self._values))
            del self._values[oldest], self._texts[oldest]
        self._values[key] = value
        self._texts[key] = text
        return text


class TextByValue(Generic[T, H]):
    """The JSON text of values made of a few plain fields (a Mexican Train train: owner,
    packed tiles, open end, mark), kept by those fields (``key``) rather than by identity:
    no value is held for its text, so nothing dead stays alive for the collector to walk
    (by identity, 4,128 trains were held at 1,000 tables against 1,367 live; issue #19), and
    the keys, tuples of plain values, are let go by the collector's tracking too."""

    __slots__ = ("_key", "_texts", "_write")

    def __init__(self, write: Callable[[T], Any], key: Callable[[T], H], size: int) -> None:
        self._write = write
        self._key = key
        #: out of the collector's walks (a dict of tuple keys was walked by every full one)
        self._texts = TextMemo(size)

    def __call__(self, value: T) -> JsonText:
        return JsonText(self.text(value))

    def text(self, value: T) -> str:
        """``value``'s JSON text, written once while kept."""
        key = self._key(value)
        texts = self._texts
        text = texts.get(key)
        if text is None:
            text = _dumps(self._write(value))
            texts.put(key, text)
        return text
