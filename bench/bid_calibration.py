"""Calibrate Bid Whist bidding from simulated deals: books a hand takes under each contract.

Run from the repository root: ``python bench/bid_calibration.py [--deals N] [--first SEED]``;
it writes the table ``bot/ai/bid_table.py`` reads (``bot/ai/bid_table.json``).

For every deal the first player to speak wins the auction at the lowest bid of each kind in
turn and declares each contract the kind allows (four trump suits uptown, four downtown,
no-trump uptown and downtown); today's heuristic then exchanges and all four seats play it
out. Each contract gives one sample: the heuristic's count of the declarer's twelve cards under
that contract (``bot.ai.whist.estimate``) and the books the bidding side took, kitty included.
The table holds, per kind of bid and per half-book of that count, how often the side took at
least 7, 8, ... 13 books, so the bidding can ask what a bid is likely to make instead of adding
a fixed allowance for partner and kitty. The trump suits are pooled: the deck is symmetric in
the suits, so a suit's own table would only be noisier.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.ai.bid_table import BUCKET, TABLE_FILE, bucket
from bot.ai.whist import WhistAI, estimate
from bot.games.cards import Suit
from bot.games.whist import BidWhistGame
from bot.games.whist.actions import ChooseDirection, MakeBid, NameTrump, Pass
from bot.games.whist.bidding import BidKind
from bot.games.whist.order import CardOrder, Direction
from bot.games.whist.state import Phase, WhistState

#: A half-book row of the table needs this many samples; thinner rows borrow their neighbour's.
MIN_SAMPLES = 40


def contracts() -> list[tuple[BidKind, CardOrder]]:
    """Every contract a declarer may end up in: kind of bid and the order it plays under."""
    out = [(BidKind.UPTOWN, CardOrder(s, Direction.UPTOWN)) for s in Suit]
    out += [(BidKind.DOWNTOWN, CardOrder(s, Direction.DOWNTOWN)) for s in Suit]
    out += [(BidKind.NOTRUMP, CardOrder(None, d)) for d in Direction]
    return out


def books_declared(
    game: BidWhistGame, seed: int, kind: BidKind, order: CardOrder
) -> tuple[float, int]:
    """The declarer's count under ``order`` and the books its side takes playing it."""
    state: WhistState = game.new({}, 4, seed)
    ai = WhistAI()
    declarer: int | None = None
    count = 0.0
    n = 0
    while not state.history:
        (seat,) = game.to_act(state)
        legal = game.legal_actions(state, seat)
        action: Any
        if state.phase is Phase.AUCTION:
            if declarer is None:
                declarer, count = seat, estimate(state.hands[seat], order)
                action = next(a for a in legal if isinstance(a, MakeBid) and a.bid.kind is kind)
            else:
                action = Pass()
        elif state.phase is Phase.DECLARE:
            action = NameTrump(order.trump) if order.trump else ChooseDirection(order.direction)
        else:
            action = ai.choose(game.view(state, seat), legal, n)
        state, _ = game.apply(state, seat, action)
        n += 1
    points = state.history[0][0] + state.history[0][1]
    # bid 1, overtricks count: made scores books − 6 (≥ 1), set scores books − 7 (≤ −1)
    return count, points + 6 if points >= 1 else points + 7


def calibrate(first: int, deals: int) -> dict[BidKind, dict[float, list[int]]]:
    """Per kind and half-book count: how many samples took exactly 0..13 books."""
    game = BidWhistGame()
    counts: dict[BidKind, dict[float, list[int]]] = defaultdict(dict)
    for seed in range(first, first + deals):
        for kind, order in contracts():
            count, books = books_declared(game, seed, kind, order)
            row = counts[kind].setdefault(bucket(count), [0] * 14)
            row[books] += 1
    return counts


def table(counts: dict[BidKind, dict[float, list[int]]]) -> dict[str, list[tuple[float, ...]]]:
    """Per kind, rows of (count, P(≥7 books), ..., P(≥13 books)); a thin row pools the
    rows below it until it has enough samples, and the chances never fall as the count
    rises (a better hand cannot make less)."""
    out: dict[str, list[tuple[float, ...]]] = {}
    for kind, rows in counts.items():
        keys = sorted(rows)
        made: list[tuple[float, ...]] = []
        for i, key in enumerate(keys):
            pooled = [0] * 14
            j = i
            while j >= 0 and sum(pooled) < MIN_SAMPLES:
                pooled = [a + b for a, b in zip(pooled, rows[keys[j]], strict=True)]
                j -= 1
            total = sum(pooled)
            chances = [sum(pooled[b:]) / total for b in range(7, 14)]
            if made:
                chances = [max(c, p) for c, p in zip(chances, made[-1][1:], strict=True)]
            made.append((key, *(round(c, 3) for c in chances)))
        out[kind.value] = made
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1500)
    parser.add_argument("--first", type=int, default=100_000, help="not the bench's seeds")
    args = parser.parse_args()
    started = time.perf_counter()
    counts = calibrate(args.first, args.deals)
    took = time.perf_counter() - started
    made = f"{args.deals} deals from seed {args.first}, {took:.0f} s, bucket {BUCKET}"
    rows = {kind: [list(row) for row in kind_rows] for kind, kind_rows in table(counts).items()}
    TABLE_FILE.write_text(json.dumps({"made": made, "table": rows}, indent=1) + "\n")
    print(f"{made}: written to {TABLE_FILE}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
