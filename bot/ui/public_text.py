"""The public table's text, worded once per table version, language and names.

Whist's and Shengji's table message and every hand view of the same version show public text
worded from the same lines (the whole table on the table message, a short part of it under
each hand: the render functions word both at once and use nothing private even when given a
seat's view), and each worded it again: ~0.13-0.17 ms a time, two or three times per version
(issue #19). The text is kept per table with the state it was worded from,
compared by identity (the service keeps one state object per version), so a new version,
another language or other names (an AI's level, a seat taken over) word it anew.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar

from bot.i18n import Language, current_language
from bot.tables.snapshots import TableSnapshot

T = TypeVar("T")

#: texts kept (one per table and language in use, ~1 KB each) before the memo starts afresh
LIMIT = 2_048


class PublicText(Generic[T]):
    """``draw(view, names)`` for one game, remembered per table (see the module's docstring).
    What is drawn may be several texts made at once (Whist's and Shengji's table message
    and hand-view embed: :class:`bot.render.table_texts.TableTexts`)."""

    def __init__(self, draw: Callable[[Any, Sequence[str], bool], T]) -> None:
        self._draw = draw
        #: by (table, language tag): a key of an int and a string, which the collector stops
        #: tracking (the language itself is an object it walks; issue #19)
        self._kept: dict[tuple[int, str], tuple[object, Sequence[str], bool, T]] = {}

    def __call__(self, table: TableSnapshot, view: Any, names: Sequence[str]) -> T:
        """The text of ``view``, which must be a view of ``table.state`` (any seat's); whose
        turn it is only while turns go on (the same state is shown once the table is closed,
        or while nobody plays)."""
        key = (table.id, current_language().value)
        turn = table.moving
        kept = self._kept.get(key)
        if kept is not None and kept[0] is table.state and kept[1] == names and kept[2] is turn:
            return kept[3]
        text = self._draw(view, names, turn)
        if len(self._kept) >= LIMIT:
            self._kept.clear()  # simpler than LRU: the live tables come back at once
        self._kept[key] = (table.state, names, turn, text)
        return text

    def forget(self, table_id: int) -> None:
        for language in Language:
            self._kept.pop((table_id, language.value), None)
