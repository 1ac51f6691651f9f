"""Classic Whist and Bid Whist (the rules file whist.md, Parts A and B).

Modules by concern: ``order`` (card ranking, trumps, jokers, trick winner), ``follow`` (which
cards may be played), ``bidding`` (bids, auction, contract), ``exchange`` (the kitty swap),
``deal``, ``scoring``, ``options``, ``actions``, ``state``, ``view``, ``engine`` (the flow) and
``game`` (the two registry classes).
"""

from __future__ import annotations

from bot.games.whist.actions import (
    Action,
    ChooseDirection,
    Exchange,
    MakeBid,
    NameTrump,
    Pass,
    PlayCard,
    action_from_id,
    action_id,
)
from bot.games.whist.bidding import Bid, BidKind
from bot.games.whist.deal import Deal, explicit_deal
from bot.games.whist.game import BidWhistGame, WhistGame, WhistRules
from bot.games.whist.order import CardOrder, Direction
from bot.games.whist.state import Phase, WhistState
from bot.games.whist.view import WhistView

__all__ = [
    "Action",
    "Bid",
    "BidKind",
    "BidWhistGame",
    "CardOrder",
    "ChooseDirection",
    "Deal",
    "Direction",
    "Exchange",
    "MakeBid",
    "NameTrump",
    "Pass",
    "Phase",
    "PlayCard",
    "WhistGame",
    "WhistRules",
    "WhistState",
    "WhistView",
    "action_from_id",
    "action_id",
    "explicit_deal",
]
