"""How often a Bid Whist hand makes each number of books, by the heuristic's count of it.

The table is data computed offline by ``bench/bid_calibration.py`` (simulated deals: the
declarer's count of its twelve cards under a contract, and the books its side then took with
today's heuristic exchanging and playing), which writes it to ``bid_table.json``. Bidding
reads it instead of adding a fixed allowance for partner and kitty, so each kind of contract
gets the support it really has.
"""

from __future__ import annotations

import json
from bisect import bisect_right
from math import floor
from pathlib import Path

from bot.games.whist.bidding import BidKind

#: Counts are grouped by half books.
BUCKET = 0.5
#: The table, as ``bench/bid_calibration.py`` writes it (with how it was made).
TABLE_FILE = Path(__file__).with_name("bid_table.json")

#: Per kind of bid: rows of (count, P(side takes ≥ 7 books), ..., P(≥ 13 books)), counts
#: rising; a count between rows reads the row below it.
TABLE: dict[str, tuple[tuple[float, ...], ...]] = {
    kind: tuple(tuple(float(v) for v in row) for row in rows)
    for kind, rows in json.loads(TABLE_FILE.read_text())["table"].items()
}


def bucket(count: float) -> float:
    """The row a count falls in."""
    return floor(count / BUCKET) * BUCKET


def chance(kind: BidKind, count: float, books: int) -> float:
    """How likely the bidding side takes at least ``books`` books (kitty included) when its
    declarer counts ``count`` under a contract of ``kind``."""
    if books <= 6:
        return 1.0
    if books > 13:
        return 0.0
    rows = TABLE[kind.value]
    index = max(0, bisect_right([row[0] for row in rows], count) - 1)
    return rows[index][books - 6]
