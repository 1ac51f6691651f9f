"""Who wins a trick (rules 10.4, 10.5 and 11).

Plays are compared only inside the lead's combination: a follower in the led group counts
only with exactly the lead's shape, a void follower only with a trump play of that shape (a
ruff). Ruffs beat every non-trump play and compare by their top component; ties stand with the
earlier play. A valid throw cannot be beaten in its own group, only ruffed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bot.games.cards import Card
from bot.games.shengji.combos import Component, can_pack, combination, decompose, pack_top
from bot.games.shengji.order import TRUMP, CardOrder

#: How a play ranks in its trick: (is a ruff, top ord); None when it cannot win.
Strength = tuple[int, int]


def play_strength(
    lead_parts: Sequence[Component], group: str, cards: Sequence[Card], order: CardOrder
) -> Strength | None:
    """How a follower's play ranks against the lead ``lead_parts`` of ``group``."""
    groups = {order.group(c) for c in cards}
    shapes = [part.shape for part in lead_parts]
    if groups == {group}:
        if len(lead_parts) > 1:
            return None
        made = combination(cards, order)
        if made is None or made.shape != shapes[0]:
            return None
        return (0, made.top)
    if group != TRUMP and groups == {TRUMP} and can_pack(cards, order, shapes):
        top = pack_top(cards, order, shapes)
        return None if top is None else (1, top)
    return None


def trick_winner(plays: Sequence[Sequence[Card]], order: CardOrder) -> int:
    """The index (in playing order) of the play that wins these plays; the lead is index 0."""
    return _standing(plays, decompose(plays[0], order), order)[0]


def winning_next(
    plays: Sequence[Sequence[Card]], order: CardOrder
) -> Callable[[Sequence[Card]], bool]:
    """Whether a play made next, after ``plays``, would win the trick (as :func:`trick_winner`
    of all of them says): the lead's parts and the standing best are worked out once for every
    candidate a player weighs, not again per candidate (issue #19)."""
    lead = plays[0]
    parts = decompose(lead, order)
    group = order.group(lead[0])
    best = _standing(plays, parts, order)[1]

    def wins(cards: Sequence[Card]) -> bool:
        strength = play_strength(parts, group, cards, order)
        return strength is not None and strength > best

    return wins


def _standing(
    plays: Sequence[Sequence[Card]], parts: Sequence[Component], order: CardOrder
) -> tuple[int, Strength]:
    """The index of the play winning so far and its strength (``parts``: the lead's)."""
    group = order.group(plays[0][0])
    best_index, best = 0, (0, parts[0].top)
    for index, cards in enumerate(plays[1:], start=1):
        strength = play_strength(parts, group, cards, order)
        if strength is not None and strength > best:
            best_index, best = index, strength
    return best_index, best
