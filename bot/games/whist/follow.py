"""Which card a player may put on a trick: follow the suit led when you can.

Only the suit led restricts play. A joker counts as a trump in a trump contract (so it must be
played to a trump lead when it is the last trump held) and as no suit at no-trump (so it may
only be discarded; after a joker lead any card may be played, the other joker included, until
the first suited card sets the suit).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.cards import Card
from bot.games.whist import refusals
from bot.games.whist.order import CardOrder


def playable(hand: Sequence[Card], on_table: Sequence[Card], order: CardOrder) -> tuple[Card, ...]:
    """The cards of ``hand`` that may go on a trick holding ``on_table`` so far."""
    led = order.led_suit(on_table)
    if led is None:
        return tuple(hand)
    following = tuple(card for card in hand if order.suit_of(card) is led)
    return following or tuple(hand)


def check_play(
    hand: Sequence[Card], on_table: Sequence[Card], order: CardOrder, card: Card
) -> None:
    """Refuse a card not held, or a card that fails to follow suit, saying why."""
    if card not in hand:
        raise refusals.card_not_held(card)
    led = order.led_suit(on_table)
    if led is None or order.suit_of(card) is led:
        return
    following = order.sorted([c for c in hand if order.suit_of(c) is led])
    if following:
        raise refusals.must_follow(led, following)
