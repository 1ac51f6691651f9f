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
from typing import Any

from bot.i18n import Language, language_tag
from bot.render.table_texts import TableTexts
from bot.tables.snapshots import TableSnapshot

#: a table's texts as kept: its state's id, whose turn it was, the names, the table
#: message's text and the hand view's
Kept = tuple[int, bool, tuple[str, ...], str, str]

#: texts kept (one per table and language in use, ~1 KB each) before the memo starts afresh
LIMIT = 2_048


class PublicText:
    """``draw(view, names, turn)`` for one game, remembered per table (see the module's
    docstring): Whist's and Shengji's table message and hand-view embed, made at once
    (:class:`~bot.render.table_texts.TableTexts`)."""

    def __init__(self, draw: Callable[[Any, Sequence[str], bool], TableTexts]) -> None:
        self._draw = draw
        #: by (table, language tag): a key of an int and a string, which the collector stops
        #: tracking (the language itself is an object it walks; issue #19)
        self._texts: dict[tuple[int, str], Kept] = {}
        #: what each text was drawn from is kept by its identity, its id in the text: a
        #: tuple holding the state and the ``TableTexts`` (a named tuple, which it never stops
        #: tracking) were two objects a live table the collector walked, where the id, whose
        #: turn it was, the names and both texts are plain values, which it stops tracking
        #: (issue #19); the state itself is kept here, so its id is not reused meanwhile
        self._states: dict[tuple[int, str], object] = {}

    def full(self, table: TableSnapshot, view: Any, names: Sequence[str]) -> str:
        """The table message's text of ``view``, which must be a view of ``table.state``
        (any seat's); whose turn it is only while turns go on (the same state is shown once
        the table is closed, or while nobody plays)."""
        return self._kept(table, view, names)[3]

    def hand(self, table: TableSnapshot, view: Any, names: Sequence[str]) -> str:
        """The hand view's embed text, as :meth:`full`."""
        return self._kept(table, view, names)[4]

    def _kept(self, table: TableSnapshot, view: Any, names: Sequence[str]) -> Kept:
        key = (table.id, language_tag())
        turn = table.moving
        kept = self._texts.get(key)
        if kept is not None and kept[0] == id(table.state) and kept[1] is turn and kept[2] == names:
            return kept
        full, hand = self._draw(view, names, turn)
        if len(self._texts) >= LIMIT:
            self._texts.clear()  # simpler than LRU: the live tables come back at once
            self._states.clear()
        self._states[key] = table.state
        kept = self._texts[key] = (id(table.state), turn, tuple(names), full, hand)
        return kept

    def forget(self, table_id: int) -> None:
        for language in Language:
            self._states.pop((table_id, language.value), None)
            self._texts.pop((table_id, language.value), None)
