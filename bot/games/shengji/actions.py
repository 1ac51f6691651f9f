"""Shengji actions: what a seat (or SYSTEM, dealing) may do, with their JSON form."""

from __future__ import annotations

from dataclasses import dataclass

from bot.games.base import JSON
from bot.games.cards import Card, Suit, standard_deck
from bot.games.shengji.cards_json import card_codes, cards_of


@dataclass(frozen=True, slots=True)
class Deal:
    """SYSTEM: deal the next ``count`` cards, one at a time in turn."""

    count: int


@dataclass(frozen=True, slots=True)
class FinishDeal:
    """SYSTEM: close declarations after the last card and fix the trump."""


@dataclass(frozen=True, slots=True)
class Declare:
    """Show one rank card, or two or three identical rank cards or jokers."""

    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Pass:
    """Decline to declare until the next cards are dealt or the declaration changes."""


@dataclass(frozen=True, slots=True)
class NameTrump:
    """The starter's partner names the trump suit (nobody declared, partner option)."""

    suit: Suit


@dataclass(frozen=True, slots=True)
class Bury:
    """The starter puts as many cards as the kitty held face down."""

    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class PlayCards:
    """Lead or follow with these cards."""

    cards: tuple[Card, ...]


#: one shared play of each single card and of each pair: most of a hand's legal plays are
#: single cards, and pairs are about half of the rest; a table keeps the list of its seat to
#: act (``MoveStore.legal_for``) for as long as it waits, and the memo of legal plays those
#: of the last states: made anew, each was two objects for every full garbage collection to
#: walk (issue #19)
_SINGLE_PLAYS = {card: PlayCards((card,)) for card in standard_deck(jokers=True)}
_PAIR_PLAYS = {card: PlayCards((card, card)) for card in standard_deck(jokers=True)}


def play_cards(cards: tuple[Card, ...]) -> PlayCards:
    """The play of ``cards``: the shared one of a single card or a pair."""
    count = len(cards)
    if count == 1:
        shared = _SINGLE_PLAYS.get(cards[0])
        if shared is not None:
            return shared
    elif count == 2 and cards[0] is cards[1]:
        shared = _PAIR_PLAYS.get(cards[0])
        if shared is not None:
            return shared
    return PlayCards(cards)


@dataclass(frozen=True, slots=True)
class ChooseThrowPart:
    """After a failed throw, the next player picks which beatable part is led."""

    cards: tuple[Card, ...]


Action = Deal | FinishDeal | Declare | Pass | NameTrump | Bury | PlayCards | ChooseThrowPart


def action_to_json(action: Action) -> JSON:
    match action:
        case Deal(count):
            return {"type": "deal", "count": count}
        case FinishDeal():
            return {"type": "finish_deal"}
        case Declare(cards):
            return {"type": "declare", "cards": card_codes(cards)}
        case Pass():
            return {"type": "pass"}
        case NameTrump(suit):
            return {"type": "name_trump", "suit": suit.value}
        case Bury(cards):
            return {"type": "bury", "cards": card_codes(cards)}
        case PlayCards(cards):
            return {"type": "play", "cards": card_codes(cards)}
        case ChooseThrowPart(cards):
            return {"type": "choose_throw", "cards": card_codes(cards)}
    raise TypeError(f"not a Shengji action: {action!r}")


def action_from_json(data: JSON) -> Action:
    kind = data.get("type")
    if kind == "deal":
        return Deal(int(data["count"]))
    if kind == "finish_deal":
        return FinishDeal()
    if kind == "pass":
        return Pass()
    if kind == "name_trump":
        return NameTrump(Suit(data["suit"]))
    with_cards: dict[str, type[Declare | Bury | PlayCards | ChooseThrowPart]] = {
        "declare": Declare,
        "bury": Bury,
        "play": PlayCards,
        "choose_throw": ChooseThrowPart,
    }
    if kind in with_cards:
        return with_cards[kind](cards_of(data["cards"]))
    raise ValueError(f"unknown Shengji action type {kind!r}")
