"""Bounded lists of sensible legal leads and buries (for legal_actions and the AI).

A lead may be any single, pair, triple or tractor, or a throw; listing every throw would be
exponential, so each group offers the one throw that public information shows to be safe:
its components that nothing unseen can beat. Buries are likewise a handful of candidates built
to void short suits and keep trumps, pairs and points. The engine accepts any legal play or
bury, listed or not.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence

from bot.games.cards import Card
from bot.games.shengji.combos import (
    Component,
    Shape,
    best_top,
    combination,
    decompose,
    placements,
    runs,
)
from bot.games.shengji.order import TRUMP, CardOrder, card_points


def _groups(cards: Iterable[Card], order: CardOrder) -> dict[str, list[Card]]:
    grouped: dict[str, list[Card]] = {}
    for card in cards:
        grouped.setdefault(order.group(card), []).append(card)
    return grouped


def unseen_tops(unseen: Counter[Card], order: CardOrder) -> Callable[[str, Shape], int | None]:
    """The highest top a combination of a shape can have among the ``unseen`` cards of one
    group (None: none can be made), worked out once per group and shape: a hand's components
    and a lead's candidates ask again and again for the same few (each single; issue #19)."""
    tops: dict[tuple[str, Shape], int | None] = {}

    def top(group: str, shape: Shape) -> int | None:
        key = (group, shape)
        if key not in tops:
            outside = Counter({c: n for c, n in unseen.items() if order.group(c) == group})
            tops[key] = best_top(outside, order, shape)
        return tops[key]

    return top


def unbeatable(part: Component, group: str, tops: Callable[[str, Shape], int | None]) -> bool:
    """Whether no combination among the unseen cards (``tops``: :func:`unseen_tops`) beats
    ``part`` within ``group``."""
    top = tops(group, part.shape)
    return top is None or top <= part.top


def sure_components(
    mine: Sequence[Card], unseen: Counter[Card], order: CardOrder
) -> list[Component]:
    """Components of ``mine`` (one group) that no combination in ``unseen`` can beat."""
    if not mine:
        return []
    group = order.group(mine[0])
    tops = unseen_tops(unseen, order)
    return [part for part in decompose(mine, order) if unbeatable(part, group, tops)]


def lead_plays(
    hand: Sequence[Card], order: CardOrder, unseen: Counter[Card]
) -> list[tuple[Card, ...]]:
    """Every single, pair, triple and tractor in the hand, and one safe throw per group."""
    plays: list[tuple[Card, ...]] = []
    for _group, cards in sorted(_groups(hand, order).items()):
        counts = Counter(cards)
        plays += [(card,) for card in sorted(counts, key=order.display.__getitem__)]
        for width in (2, 3):
            longest = max((len(run) for run in runs(counts, order, width)), default=0)
            for length in range(1, longest + 1):
                plays += [part for _, part in placements(counts, order, (width, length))]
        throw = _safe_throw(cards, unseen, order)
        if throw is not None:
            plays.append(throw)
    return plays


def safe_throws(
    hand: Sequence[Card], order: CardOrder, unseen: Counter[Card]
) -> list[tuple[Card, ...]]:
    """The throws :func:`lead_plays` lists (one per group at most), in its order.

    ``unseen`` is what the thrower cannot see (:meth:`ShengjiView.unseen`: the other hands
    and the kitty alike), so a throw is offered only when public information and the
    thrower's own hand prove it cannot fail, whatever the hidden hands hold: the shortcut
    that offers it may not know more than the player."""
    throws = []
    for _group, cards in sorted(_groups(hand, order).items()):
        throw = _safe_throw(cards, unseen, order)
        if throw is not None:
            throws.append(throw)
    return throws


def _safe_throw(
    cards: Sequence[Card], unseen: Counter[Card], order: CardOrder
) -> tuple[Card, ...] | None:
    """The components of one group's ``cards`` nothing unseen can beat, led together; None
    when that is no throw (none or one of them: a plain lead, listed as such)."""
    safe = sure_components(cards, unseen, order)
    throw = tuple(card for part in safe for card in part.cards)
    return throw if len(safe) > 1 and combination(throw, order) is None else None


def bury_choices(hand: Sequence[Card], order: CardOrder, size: int) -> list[tuple[Card, ...]]:
    """A few ways to bury ``size`` cards: void short side suits first, then cheap cards.

    Trumps, point cards and pairs are kept as long as anything else can go.
    """
    counts = Counter(hand)

    def cost(card: Card) -> tuple[int, int, int, int]:
        return (order.is_trump(card), card_points(card), counts[card] > 1, order.ord(card))

    side = {g: cs for g, cs in _groups(hand, order).items() if g != TRUMP}
    by_length = sorted(side, key=lambda g: (len(side[g]), g))
    plans: list[list[str]] = [[]]
    for first in by_length:
        plans.append([first])
        plans += [[first, second] for second in by_length if second != first]
    choices: list[tuple[Card, ...]] = []
    seen: set[tuple[str, ...]] = set()
    for plan in plans:
        chosen: list[Card] = []
        for group in plan:
            chosen += sorted(side[group], key=cost)
        if len(chosen) > size:
            continue
        rest = list((Counter(hand) - Counter(chosen)).elements())
        chosen += sorted(rest, key=cost)[: size - len(chosen)]
        key = tuple(sorted(c.code for c in chosen))
        if key not in seen:
            seen.add(key)
            choices.append(tuple(chosen))
    return choices
