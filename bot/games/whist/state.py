"""The whole game as one frozen value, and its exact JSON form.

One state type serves both games; ``variant`` says which. Fields a variant does not use keep
their empty defaults (classic Whist has no auction or kitty; Bid Whist turns up no card).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from bot.games.cards import Card, Suit, parse_card
from bot.games.hands import CardHands
from bot.games.stored_text import JsonText, KeptText, json_text
from bot.games.tricks import PLAYERS, Trick, TrickHistory, team_of
from bot.games.whist.bidding import Auction, Contract
from bot.games.whist.options import Rules, Variant
from bot.games.whist.order import CardOrder, Direction
from bot.games.whist.scoring import EndReason, Outcome


class Phase(StrEnum):
    AUCTION = "auction"  # Bid Whist: bidding
    DECLARE = "declare"  # Bid Whist: the auction winner names trump or the direction
    EXCHANGE = "exchange"  # Bid Whist: the auction winner exchanges with the kitty
    PLAY = "play"  # tricks
    OVER = "over"  # the game has ended


@dataclass(frozen=True, slots=True)
class WhistState:
    variant: Variant
    rules: Rules
    seed: int
    deal_number: int
    dealer: int
    phase: Phase
    #: each seat's cards, packed (see :class:`~bot.games.hands.Hands`)
    hands: CardHands
    scores: tuple[int, int] = (0, 0)
    #: points each side scored in each finished deal, oldest first
    history: tuple[tuple[int, int], ...] = ()
    #: classic Whist: the dealer's turned-up card (stays on show all deal) and the trump suit
    turn_up: Card | None = None
    trump: Suit | None = None
    auction: Auction | None = None
    contract: Contract | None = None
    #: Bid Whist: the kitty (after the exchange: what the auction winner put back)
    kitty: tuple[Card, ...] = ()
    #: the kitty as it was shown to everyone, when the rules show it
    shown_kitty: tuple[Card, ...] = ()
    #: how many cards the auction winner exchanged (``None`` until done)
    exchanged: int | None = None
    trick: Trick | None = None
    #: completed tricks of this deal and the seat that won each
    tricks: TrickHistory = TrickHistory.NONE
    winners: tuple[int, ...] = ()
    outcome: Outcome | None = None

    @property
    def order(self) -> CardOrder:
        """The card ranking for this deal's play."""
        if self.contract is not None:
            return self.contract.order
        return CardOrder(self.trump, Direction.UPTOWN)

    @property
    def books(self) -> tuple[int, int]:
        """Tricks per side this deal; in Bid Whist the kitty is the bidders' first book once
        the exchange is done."""
        counts = [0, 0]
        for seat in self.winners:
            counts[team_of(seat)] += 1
        if self.contract is not None and self.exchanged is not None:
            counts[team_of(self.contract.declarer)] += 1
        return (counts[0], counts[1])

    @property
    def played(self) -> tuple[Card, ...]:
        """Every card in this deal's completed tricks, in order."""
        return self.tricks.cards()


def _cards(codes: Any) -> tuple[Card, ...]:
    return tuple(parse_card(code) for code in codes)


def _codes(cards: tuple[Card, ...]) -> list[str]:
    return [card.code for card in cards]


def trick_to_json(trick: Trick) -> dict[str, Any]:
    return TrickHistory.item_json(TrickHistory.pack_item(trick))


def trick_from_json(data: Mapping[str, Any]) -> Trick:
    trick = Trick(int(data["leader"]))
    for seat, cards in data["plays"]:
        trick = trick.add(int(seat), _cards(cards))
    return trick


def state_to_json(state: WhistState) -> dict[str, Any]:
    return _state_json(state, state.rules.to_json(), state.tricks.to_json())


def state_text(state: WhistState) -> str:
    """:func:`state_to_json`'s text, the rules and the finished tricks as kept (they change
    once a game and once a trick: see ``bot.games.stored_text``; the tricks keep their own,
    :meth:`~bot.games.tricks.Packed.text`)."""
    tricks = JsonText(state.tricks.text())
    return json_text(_state_json(state, _RULES_TEXT(state.rules), tricks))


_RULES_TEXT = KeptText(Rules.to_json)


def _state_json(state: WhistState, rules: Any, tricks: Any) -> dict[str, Any]:
    """The state's JSON form with its rules and finished tricks as given (values or text)."""
    outcome = state.outcome
    return {
        "variant": state.variant.value,
        "rules": rules,
        "seed": state.seed,
        "deal_number": state.deal_number,
        "dealer": state.dealer,
        "phase": state.phase.value,
        "hands": state.hands.codes(),
        "scores": list(state.scores),
        "history": [list(points) for points in state.history],
        "turn_up": None if state.turn_up is None else state.turn_up.code,
        "trump": None if state.trump is None else state.trump.value,
        "auction": None if state.auction is None else state.auction.to_json(),
        "contract": None if state.contract is None else state.contract.to_json(),
        "kitty": _codes(state.kitty),
        "shown_kitty": _codes(state.shown_kitty),
        "exchanged": state.exchanged,
        "trick": None if state.trick is None else trick_to_json(state.trick),
        "tricks": tricks,
        "winners": list(state.winners),
        "outcome": None
        if outcome is None
        else {"winner": outcome.winner, "reason": outcome.reason.value},
    }


def state_from_json(data: Mapping[str, Any]) -> WhistState:
    outcome = data["outcome"]
    hands = CardHands(map(_cards, data["hands"]))
    if len(hands) != PLAYERS:
        raise ValueError("a whist state has four hands")
    return WhistState(
        variant=Variant(data["variant"]),
        rules=Rules.from_json(data["rules"]),
        seed=data["seed"],
        deal_number=data["deal_number"],
        dealer=data["dealer"],
        phase=Phase(data["phase"]),
        hands=hands,
        scores=(data["scores"][0], data["scores"][1]),
        history=tuple((a, b) for a, b in data["history"]),
        turn_up=None if data["turn_up"] is None else parse_card(data["turn_up"]),
        trump=None if data["trump"] is None else Suit(data["trump"]),
        auction=None if data["auction"] is None else Auction.from_json(data["auction"]),
        contract=None if data["contract"] is None else Contract.from_json(data["contract"]),
        kitty=_cards(data["kitty"]),
        shown_kitty=_cards(data["shown_kitty"]),
        exchanged=data["exchanged"],
        trick=None if data["trick"] is None else trick_from_json(data["trick"]),
        tricks=TrickHistory(trick_from_json(t) for t in data["tricks"]),
        winners=tuple(data["winners"]),
        outcome=None
        if outcome is None
        else Outcome(outcome["winner"], EndReason(outcome["reason"])),
    )
