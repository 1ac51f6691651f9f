"""What a player can do, as small frozen values with an exact JSON form.

JSON shapes (``type`` says which action):

- ``{"type": "play", "card": "TH"}``
- ``{"type": "bid", "number": 4, "kind": "downtown"}`` (kind: uptown, downtown, notrump)
- ``{"type": "pass"}``
- ``{"type": "trump", "suit": "S"}``
- ``{"type": "direction", "direction": "downtown"}``
- ``{"type": "exchange", "give": ["2C"], "take": ["BJ"]}``

:func:`action_id` is the compact JSON text, stable and short enough for a Discord custom id or
select-option value.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from bot.games.cards import Card, Suit, parse_card
from bot.games.whist import refusals
from bot.games.whist.bidding import Bid, BidKind
from bot.games.whist.order import Direction


@dataclass(frozen=True, slots=True)
class PlayCard:
    card: Card


@dataclass(frozen=True, slots=True)
class MakeBid:
    bid: Bid


@dataclass(frozen=True, slots=True)
class Pass:
    pass


@dataclass(frozen=True, slots=True)
class NameTrump:
    suit: Suit


@dataclass(frozen=True, slots=True)
class ChooseDirection:
    direction: Direction


@dataclass(frozen=True, slots=True)
class Exchange:
    """Swap ``give`` (from the hand) for ``take`` (from the kitty); both the same length."""

    give: tuple[Card, ...] = ()
    take: tuple[Card, ...] = ()


Action = PlayCard | MakeBid | Pass | NameTrump | ChooseDirection | Exchange


@cache
def play_card(card: Card) -> PlayCard:
    """The one shared play of ``card``: every live table keeps its turn's legal moves, and
    shared ones add nothing per table for the garbage collector to walk (issue #19)."""
    return PlayCard(card)


@cache
def make_bid(bid: Bid) -> MakeBid:
    """The one shared ``bid`` (see :func:`play_card`)."""
    return MakeBid(bid)


def action_to_json(action: Action) -> dict[str, Any]:
    match action:
        case PlayCard(card):
            return {"type": "play", "card": card.code}
        case MakeBid(bid):
            return {"type": "bid", **bid.to_json()}
        case Pass():
            return {"type": "pass"}
        case NameTrump(suit):
            return {"type": "trump", "suit": suit.value}
        case ChooseDirection(direction):
            return {"type": "direction", "direction": direction.value}
        case Exchange(give, take):
            return {
                "type": "exchange",
                "give": [c.code for c in give],
                "take": [c.code for c in take],
            }
    raise TypeError(f"not a whist action: {action!r}")


def action_from_json(data: Mapping[str, Any]) -> Action:
    """Read an action back; malformed input is refused as an IllegalAction (it may come from
    a stale or forged button)."""
    try:
        kind = data["type"]
        if kind == "play":
            return play_card(parse_card(data["card"]))
        if kind == "bid":
            return make_bid(Bid(int(data["number"]), BidKind(data["kind"])))
        if kind == "pass":
            return Pass()
        if kind == "trump":
            return NameTrump(Suit(data["suit"]))
        if kind == "direction":
            return ChooseDirection(Direction(data["direction"]))
        if kind == "exchange":
            return Exchange(
                tuple(parse_card(c) for c in data["give"]),
                tuple(parse_card(c) for c in data["take"]),
            )
    except (KeyError, TypeError, ValueError):
        pass
    raise refusals.not_an_action()


def action_id(action: Action) -> str:
    """A stable compact text for an action (``{"card":"TH","type":"play"}``). A card's play
    is kept by its card's code: a hand view's menu names each of its cards' plays, and JSON
    wrote each anew (~3 us; issue #19). Plain strings, at most a deck's worth."""
    if type(action) is PlayCard:
        code = action.card.code
        text = _PLAY_IDS.get(code)
        if text is None:
            text = _PLAY_IDS[code] = _json_id(action)
        return text
    return _json_id(action)


#: each card's play's :func:`action_id`, by its code
_PLAY_IDS: dict[str, str] = {}


def _json_id(action: Action) -> str:
    return json.dumps(action_to_json(action), separators=(",", ":"), sort_keys=True)


def action_from_id(text: str) -> Action:
    try:
        data = json.loads(text)
    except ValueError:
        raise refusals.not_an_action() from None
    if not isinstance(data, dict):
        raise refusals.not_an_action()
    return action_from_json(data)
