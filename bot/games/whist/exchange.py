"""The auction winner's exchange with the kitty, and the (large) set of legal exchanges.

Any number of hand cards may be swapped for as many kitty cards: that is the same as choosing
which 6 of the 18 cards (hand plus kitty) make the new kitty, so there are C(18, 6) = 18,564
legal exchanges. :class:`ExchangeChoices` is that list as a lazy sequence (length, indexing,
membership) so ``legal_actions`` stays honest without building 18,564 objects per call.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from math import comb
from typing import overload

from bot.errors import IllegalAction
from bot.games.cards import Card
from bot.games.whist import refusals
from bot.games.whist.actions import Exchange


def check_exchange(hand: Sequence[Card], kitty: Sequence[Card], action: Exchange) -> None:
    """Refuse an exchange that is uneven, repeats a card, or names a card that is not there."""
    give, take = action.give, action.take
    if len(give) != len(take):
        raise refusals.exchange_uneven(len(give), len(take))
    for named in (give, take):
        for card in named:
            if named.count(card) > 1:
                raise refusals.card_named_twice(card)
    for card in give:
        if card not in hand:
            raise refusals.card_not_held(card)
    for card in take:
        if card not in kitty:
            raise refusals.card_not_in_kitty(card)


def exchanged(
    hand: Sequence[Card], kitty: Sequence[Card], action: Exchange
) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """The hand and kitty after a (checked) exchange; new cards go to the end of each."""
    new_hand = tuple(c for c in hand if c not in action.give) + tuple(
        c for c in kitty if c in action.take
    )
    new_kitty = tuple(c for c in kitty if c not in action.take) + tuple(
        c for c in hand if c in action.give
    )
    return new_hand, new_kitty


def canonical(hand: Sequence[Card], kitty: Sequence[Card], action: Exchange) -> Exchange:
    """The same exchange with its cards in hand and kitty order (how the list holds it)."""
    return Exchange(
        tuple(c for c in hand if c in action.give), tuple(c for c in kitty if c in action.take)
    )


class ExchangeChoices(Sequence[Exchange]):
    """Every legal exchange, indexed by which cards of hand + kitty end up in the kitty."""

    __slots__ = ("_hand", "_kitty", "_pool")

    def __init__(self, hand: Sequence[Card], kitty: Sequence[Card]) -> None:
        self._hand = tuple(hand)
        self._kitty = tuple(kitty)
        self._pool = self._hand + self._kitty

    def __len__(self) -> int:
        return comb(len(self._pool), len(self._kitty))

    @overload
    def __getitem__(self, index: int) -> Exchange: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[Exchange]: ...

    def __getitem__(self, index: int | slice) -> Exchange | Sequence[Exchange]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        size = len(self)
        if index < 0:
            index += size
        if not 0 <= index < size:
            raise IndexError("exchange index out of range")
        buried = set(_unrank(index, len(self._pool), len(self._kitty)))
        held = len(self._hand)
        give = tuple(c for i, c in enumerate(self._hand) if i in buried)
        take = tuple(c for i, c in enumerate(self._kitty) if held + i not in buried)
        return Exchange(give, take)

    def __contains__(self, action: object) -> bool:
        if not isinstance(action, Exchange):
            return False
        try:
            check_exchange(self._hand, self._kitty, action)
        except IllegalAction:
            return False
        return True

    def __iter__(self) -> Iterator[Exchange]:
        return (self[i] for i in range(len(self)))


def _unrank(index: int, n: int, k: int) -> tuple[int, ...]:
    """The ``index``-th k-subset of range(n) in lexicographic order."""
    chosen: list[int] = []
    item = 0
    for slot in range(k):
        while True:
            with_item = comb(n - item - 1, k - slot - 1)
            if index < with_item:
                chosen.append(item)
                item += 1
                break
            index -= with_item
            item += 1
    return tuple(chosen)
