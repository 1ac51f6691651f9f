"""Bid Whist bidding calibrated from simulated deals, for the strong player.

Today's heuristic counts the books of its own hand and adds a fixed four for partner and kitty.
How much partner and kitty really add depends on the contract (a long trump suit gains more
from the kitty than a no-trump hand) and on the hand, so this player looks its count up in
``bot.ai.bid_table`` (made from simulated deals by ``bench/bid_calibration.py``) and bids the
highest number its side makes at least ``confidence`` of the time. Everything else is the
heuristic's.
"""

from __future__ import annotations

from bot.ai.bid_table import chance
from bot.ai.whist import WhistAI, estimate, orders_for
from bot.games.whist.bidding import MAX_BID, BidKind
from bot.games.whist.view import WhistView

#: The chance of making a bid this player asks for before it bids that high.
CONFIDENCE = 0.3


class CalibratedWhistAI(WhistAI):
    """The heuristic with the bidding read from the calibration table."""

    def __init__(self, confidence: float = CONFIDENCE) -> None:
        self._confidence = confidence

    def _reach(self, view: WhistView, kind: BidKind) -> int:
        """The highest number the side makes with at least the asked-for chance (0: none)."""
        count = max(estimate(view.hand, order) for order in orders_for(kind))
        reach = 0
        for number in range(1, MAX_BID + 1):
            if chance(kind, count, number + 6) >= self._confidence:
                reach = number
        return reach
