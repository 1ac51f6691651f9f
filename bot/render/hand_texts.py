"""A seat's hand, worded once for as long as it reads the same.

A hand view is drawn again at every move of its table, and a seat's hand changes only with
its own moves and the trumps: Whist's text read the same in about one redraw in two, and was a
tenth of the view's CPU (issue #19). The text is kept by what it is worded from, as plain
values (card and tile codes, seat numbers, enum values, the language's tag) which the collector
stops tracking, never by the view itself: a view is a whole deal's objects, and equal hands
of any table share their text.

The lines of a table's public text are kept the same way (:data:`LINES_LIMIT` of them per
game): from one version of a table to the next most of them read the same (the scores, the
contract, the last trick), and each was worded anew for every version (issue #19).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import Any, Protocol

from bot.i18n import language_tag
from bot.text_memo import TextMemo

#: texts kept per game (~0.6 KB each with its key) at most: a thousand tables hold ~500 live
#: hands of each game, each read again within a few moves of its table
LIMIT = 2_048
#: a table's lines kept per game at most (0.3 KB each with its key; a Mexican Train line,
#: 0.7 KB: ~6 MB at most for the three, Whist's twice a game's): a thousand tables show ~250
#: of each game, each with ~10 lines that last from one version to the next
LINES_LIMIT = 4_096


class HandTexts:
    """``word(*args)`` remembered by ``key`` and the language in force; ``key`` must hold all
    that the text is worded from (:func:`codes` for cards), as plain values, so that the
    memo stays out of the collector's walks (:class:`~bot.text_memo.TextMemo`, whose two
    generations keep the texts still being read: emptying the whole memo when full, Whist's
    hand texts were found one time in nine at 1,000 tables, against nearly one in two with
    nothing ever let go; issue #19)."""

    __slots__ = ("_memo",)

    def __init__(self, limit: int = LIMIT) -> None:
        self._memo = TextMemo(limit)

    def __call__(self, key: tuple[Hashable, ...], word: Callable[..., str], *args: Any) -> str:
        key = (language_tag(), *key)
        memo = self._memo
        text = memo.get(key)
        if text is None:
            text = word(*args)
            memo.put(key, text)
        return text

    def __len__(self) -> int:
        return len(self._memo)


class Coded(Protocol):
    """A card or a tile: its notation names it."""

    @property
    def code(self) -> str: ...


def codes(pieces: Iterable[Coded] | None) -> str | None:
    """Cards or tiles as one plain string, in their order (None: none at all): listed
    first, as a generator resumed its frame per card, for a dozen texts' keys a hand view
    (a hand's codes in ~0.45 us rather than ~0.7; issue #19)."""
    return None if pieces is None else " ".join([piece.code for piece in pieces])
