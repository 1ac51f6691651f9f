"""Deal builders and move shorthand for the Whist and Bid Whist tests."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any, TypeVar

import pytest

from bot.errors import IllegalAction
from bot.games.base import GameEvent
from bot.games.cards import Card, Suit, parse_card, parse_cards
from bot.games.whist.actions import (
    Action,
    ChooseDirection,
    Exchange,
    MakeBid,
    NameTrump,
    Pass,
    PlayCard,
)
from bot.games.whist.bidding import Bid, BidKind
from bot.games.whist.deal import KITTY_SIZE, Deal, deck_for, hand_size
from bot.games.whist.game import BidWhistGame, WhistGame, WhistRules
from bot.games.whist.options import Variant
from bot.games.whist.order import Direction
from bot.games.whist.state import WhistState

E = TypeVar("E", bound=GameEvent)

CLASSIC = WhistGame()
BID = BidWhistGame()


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text) if text.strip() else ()


def make_deal(
    variant: Variant,
    dealer: int,
    hands: Mapping[int, str],
    kitty: str | None = None,
    turn_up: str | None = None,
) -> Deal:
    """A full deal: the named cards where given, the rest of the deck (in deck order: spades,
    hearts, diamonds, clubs, 2 up to ace, then jokers) filling hands seat by seat, then the
    kitty."""
    given = {seat: list(cards(text)) for seat, text in hands.items()}
    named_kitty = list(cards(kitty)) if kitty else []
    used = Counter(c for hand in given.values() for c in hand) + Counter(named_kitty)
    rest = [c for c in deck_for(variant) if not used[c]]
    size = hand_size(variant)
    full: list[tuple[Card, ...]] = []
    for seat in range(4):
        hand = given.get(seat, [])
        need = size - len(hand)
        full.append((*hand, *rest[:need]))
        rest = rest[need:]
    if variant is Variant.BID:
        pile = tuple(named_kitty) if kitty else tuple(rest[:KITTY_SIZE])
    else:
        pile = ()
    return Deal(dealer, tuple(full), pile, None if turn_up is None else parse_card(turn_up))


def classic(
    dealer: int, hands: Mapping[int, str], turn_up: str | None = None, **options: Any
) -> WhistState:
    return CLASSIC.new_from_deal(make_deal(Variant.CLASSIC, dealer, hands, None, turn_up), options)


def bid(
    dealer: int, hands: Mapping[int, str], pile: str | None = None, **options: Any
) -> WhistState:
    """A Bid Whist game from an explicit deal; ``pile`` is the kitty."""
    return BID.new_from_deal(make_deal(Variant.BID, dealer, hands, pile), options)


def move(text: str) -> Action:
    """``"TC"`` play · ``"pass"`` · ``"4"`` / ``"4 downtown"`` / ``"3 notrump"`` bid ·
    ``"trump S"`` · ``"uptown"`` / ``"downtown"`` direction · ``"keep"`` ·
    ``"give 2C 3C take BJ 4S"`` exchange."""
    words = text.split()
    if words[0] == "pass":
        return Pass()
    if words[0].isdigit():
        kind = BidKind(words[1]) if len(words) > 1 else BidKind.UPTOWN
        return MakeBid(Bid(int(words[0]), kind))
    if words[0] == "trump":
        return NameTrump(Suit(words[1]))
    if words[0] in ("uptown", "downtown"):
        return ChooseDirection(Direction(words[0]))
    if words[0] == "keep":
        return Exchange()
    if words[0] == "give":
        split = words.index("take")
        return Exchange(cards(" ".join(words[1:split])), cards(" ".join(words[split + 1 :])))
    return PlayCard(parse_card(text))


def seat_to_act(game: WhistRules, state: WhistState) -> int:
    (seat,) = game.to_act(state)
    return seat


def do(game: WhistRules, state: WhistState, *moves: str) -> tuple[WhistState, list[GameEvent]]:
    """Apply moves in turn, each by the seat to act; returns the state and all events."""
    events: list[GameEvent] = []
    for text in moves:
        state, new = game.apply(state, seat_to_act(game, state), move(text))
        events += new
    return state, events


def refuse(state: WhistState, seat: int, action: Action, message: str) -> None:
    """Bid Whist refuses ``action`` with ``message`` and leaves the state as it was."""
    before = BID.state_to_json(state)
    with pytest.raises(IllegalAction, match=message):
        BID.apply(state, seat, action)
    assert BID.state_to_json(state) == before


def play_first_legal(
    game: WhistRules, state: WhistState, *, until_deal: int | None = None
) -> tuple[WhistState, list[GameEvent]]:
    """Play the first legal action for everyone until the game ends (or deal ``until_deal``
    starts)."""
    events: list[GameEvent] = []
    while not game.is_over(state) and (until_deal is None or state.deal_number < until_deal):
        seat = seat_to_act(game, state)
        state, new = game.apply(state, seat, game.legal_actions(state, seat)[0])
        events += new
    return state, events


def kinds(events: list[GameEvent]) -> list[type[GameEvent]]:
    return [type(event) for event in events]


def only(events: list[GameEvent], kind: type[E]) -> E:
    (event,) = [e for e in events if isinstance(e, kind)]
    return event
