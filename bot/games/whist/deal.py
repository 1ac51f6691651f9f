"""Dealing: the seeded shuffle of each deal, and explicit deals for tests and replays.

Cards go one at a time clockwise from the dealer's left, so the dealer receives the last card of
the hands (in classic Whist that card is turned up for trump). In Bid Whist the 6 cards after
the hands form the kitty; how a physical dealer interleaves them does not matter to a bot.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from bot.games.cards import Card, shuffled, standard_deck
from bot.games.tricks import PLAYERS, next_seat
from bot.games.whist.options import Variant

KITTY_SIZE = 6


def deck_for(variant: Variant) -> tuple[Card, ...]:
    """52 cards for classic Whist; 54 with the big and small jokers for Bid Whist."""
    return standard_deck(jokers=variant is Variant.BID)


def hand_size(variant: Variant) -> int:
    return 13 if variant is Variant.CLASSIC else 12


@dataclass(frozen=True, slots=True)
class Deal:
    """One deal's cards: each seat's hand, the kitty (Bid Whist) and the turned-up card
    (classic Whist with turn-up trump: one of the dealer's cards)."""

    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    kitty: tuple[Card, ...] = ()
    turn_up: Card | None = None


def shuffle_deal(
    variant: Variant, seed: int | str, deal_number: int, dealer: int, *, turn_up: bool
) -> Deal:
    """The deal numbered ``deal_number`` (1-based) of the game with ``seed``, always the same."""
    cards = shuffled(deck_for(variant), f"{seed}:{deal_number}")
    dealt = hand_size(variant) * PLAYERS
    hands: list[list[Card]] = [[] for _ in range(PLAYERS)]
    seat = dealer
    for card in cards[:dealt]:
        seat = next_seat(seat)
        hands[seat].append(card)
    return Deal(
        dealer,
        tuple(tuple(hand) for hand in hands),
        cards[dealt:],
        cards[dealt - 1] if turn_up else None,
    )


def explicit_deal(
    dealer: int,
    hands: Sequence[Sequence[Card]],
    kitty: Sequence[Card] = (),
    turn_up: Card | None = None,
) -> Deal:
    """A deal given card by card (tests, replays of a real deal)."""
    return Deal(dealer, tuple(tuple(hand) for hand in hands), tuple(kitty), turn_up)


def check_deal(variant: Variant, deal: Deal, *, turn_up: bool) -> Deal:
    """Refuse a deal that is not a full deck split the way the game deals (a developer error).

    When the game turns up a card and none was named, the dealer's last card is turned up."""
    if not 0 <= deal.dealer < PLAYERS or len(deal.hands) != PLAYERS:
        raise ValueError("a deal has a dealer seat 0–3 and four hands")
    size = hand_size(variant)
    if any(len(hand) != size for hand in deal.hands):
        raise ValueError(f"every hand must hold {size} cards")
    kitty = KITTY_SIZE if variant is Variant.BID else 0
    if len(deal.kitty) != kitty:
        raise ValueError(f"the kitty must hold {kitty} cards")
    everything = Counter(card for hand in deal.hands for card in hand) + Counter(deal.kitty)
    if everything != Counter(deck_for(variant)):
        raise ValueError("the hands and kitty must be exactly one deck")
    if not turn_up:
        if deal.turn_up is not None:
            raise ValueError("no card is turned up in this game")
        return deal
    card = deal.turn_up if deal.turn_up is not None else deal.hands[deal.dealer][-1]
    if card not in deal.hands[deal.dealer]:
        raise ValueError("the turned-up card must be one of the dealer's cards")
    return Deal(deal.dealer, deal.hands, deal.kitty, card)
