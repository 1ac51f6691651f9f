"""A state's stored JSON text written from kept pieces (issue #19).

Every move stores its table's whole state as the text ``json.dumps`` writes (SQLAlchemy's
serializer for the JSON column). Most of a state does not change from one move to the next:
the rules never, a hand's finished tricks only when a trick ends. Building their JSON again
and serialising it again was most of what storing a move cost (a Shengji hand's tricks half
of it, late in the hand). Here such a part is serialised once, kept with the immutable value
it was written from (by identity), and its text spliced into the state's: the text is
``json.dumps`` of the state's JSON form byte for byte, so stored tables read as before.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any, Generic, TypeVar

T = TypeVar("T")

_dumps = json.dumps


class JsonText(str):
    """A value's JSON as ``json.dumps`` writes it, spliced into a text as it is."""

    __slots__ = ()


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
            pieces.append(f"{_dumps(key)}: {value}")
        else:
            run[key] = value
    if run:
        pieces.append(_dumps(run)[1:-1])
    return "{" + ", ".join(pieces) + "}"


class KeptText(Generic[T]):
    """The JSON text of immutable values, each written once while it is among the last
    ``size`` written (a live table's rules and finished tricks are asked for at every move).

    Kept by the value's identity, with the value (so its id is not reused): equal values are
    not looked for, as hashing a history would cost about as much as writing it."""

    __slots__ = ("_kept", "_size", "_write")

    def __init__(self, write: Callable[[T], Any], size: int = 2048) -> None:
        self._write = write
        self._size = size
        self._kept: dict[int, tuple[T, JsonText]] = {}

    def __call__(self, value: T) -> JsonText:
        kept = self._kept.get(id(value))
        if kept is not None and kept[0] is value:
            return kept[1]
        text = JsonText(_dumps(self._write(value)))
        if len(self._kept) >= self._size:
            self._kept.clear()
        self._kept[id(value)] = (value, text)
        return text
