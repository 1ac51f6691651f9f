"""The two texts a card table's public state is worded into, made together in one pass, and
the pieces every game's table message words alike.

The table message shows the whole public table; a hand view's embed shows only what its
player needs to choose a play (trumps or contract, the trick and who is winning it, the score
that matters now, what is awaited). Both are worded from the same lines at once, so the hand
views of a version cost no wording beyond the table's (see :mod:`bot.ui.public_text`).

Whose turn it is and each player's score read the same in every game: a player moving from
a Whist table to a Mexican Train one finds them where the eye already looks.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple


class TableTexts(NamedTuple):
    """``full``: the table message's description; ``hand``: the hand view's embed."""

    full: str
    hand: str


def joined(*lines: str | None) -> str:
    """The lines that are there, one a line (``None`` or empty: not shown)."""
    return "\n".join(line for line in lines if line)


#: inside a name and its number: a phone wrapped "Scores: alice 0 · AI" above "Grace 0"
NO_BREAK_SPACE = "\u00a0"


def tallies(pairs: Iterable[tuple[str, object]]) -> str:
    """``alice 0 · bob 5``: each player (or side) with their number, a score or a count,
    parted alike at every game's table and in every language."""
    return pair_list(f"{name} {number}" for name, number in pairs)


def pair_list(pairs: Iterable[str]) -> str:
    """Pairs of a name and what goes with it, parted by `` · ``: a line wraps only between
    two pairs (their spaces, those of a name too, made no-break), so no number is read
    under the wrong name."""
    return " · ".join(pair.replace(" ", NO_BREAK_SPACE) for pair in pairs)


def on_turn(name: str) -> str:
    """The name of a player the table waits for, in bold: the first thing a player looks for
    on a table message, found at a glance among the names of every line."""
    return f"**{name}**"
