"""Combinations inside one group: singles, pairs, triples, tractors, and how throws split.

A combination is described by its *shape* ``(width, length)``: width 1/2/3 for single, pair and
triple units, length = how many units with consecutive ords (a tractor of two pairs is
``(2, 2)``, consecutive triples of two are ``(3, 2)``). Tractors are found by ord, never by
natural rank, so the removed trump rank and the rank-card and joker steps are handled by
:mod:`bot.games.shengji.order` alone. Identical cards are the only cards that pair: at a tied
ord (off-suit rank cards) each card is its own unit, so ``TD TD TC TC`` is two pairs, not a
tractor.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from itertools import product

from bot.games.cards import Card
from bot.games.evolve import slot_init
from bot.games.shengji.order import CardOrder

Shape = tuple[int, int]
SINGLE: Shape = (1, 1)
PAIR: Shape = (2, 1)
TRIPLE: Shape = (3, 1)


def shape_size(shape: Shape) -> int:
    return shape[0] * shape[1]


@slot_init
@dataclass(frozen=True, slots=True)
class Component:
    """One combination taken out of a group of cards; ``top`` is the ord of its highest unit."""

    width: int
    length: int
    top: int
    cards: tuple[Card, ...]

    @property
    def shape(self) -> Shape:
        return (self.width, self.length)

    @property
    def size(self) -> int:
        return self.width * self.length


# ---------------------------------------------------------------------------- units by ord


def units_by_ord(counts: Counter[Card], order: CardOrder) -> dict[int, list[Card]]:
    """Cards present at each ord (several only at the tied off-suit rank-card step)."""
    ords = order.ords
    table: dict[int, list[Card]] = {}
    for card, count in counts.items():
        if count > 0:
            ordinal = ords[card]
            if ordinal in table:
                table[ordinal].append(card)
            else:
                table[ordinal] = [card]
    return table


def runs(counts: Counter[Card], order: CardOrder, width: int) -> list[list[tuple[int, Card]]]:
    """Maximal runs of consecutive ords holding ``width`` identical cards, low to high.

    At a tied ord the card with the fewest copies (but enough) is taken, so a run spends as
    little as possible of the other units there.
    """
    table = units_by_ord(counts, order)
    return _runs(counts, table, sorted(table), width)


def _runs(
    counts: Counter[Card], table: dict[int, list[Card]], ordinals: list[int], width: int
) -> list[list[tuple[int, Card]]]:
    """:func:`runs` over a table of units already made (``ordinals``: its keys, sorted). The
    table may name cards whose copies have since been taken: too few copies never fit."""
    result: list[list[tuple[int, Card]]] = []
    current: list[tuple[int, Card]] = []
    for ordinal in ordinals:
        units = table[ordinal]
        if len(units) == 1:
            card = units[0]
            if counts[card] < width:
                continue
        else:
            fitting = [c for c in units if counts[c] >= width]
            if not fitting:
                continue
            card = min(fitting, key=lambda c: (counts[c], c.code))
        if current and current[-1][0] != ordinal - 1:
            result.append(current)
            current = []
        current.append((ordinal, card))
    if current:
        result.append(current)
    return result


def decompose(cards: Iterable[Card], order: CardOrder) -> tuple[Component, ...]:
    """Split cards of one group into components (rules 9.2), biggest first.

    Longest runs first (most cards; triples before pairs of the same size), then triples,
    pairs, singles; a run may take two cards out of a triple.
    """
    counts = Counter(cards)
    table = units_by_ord(counts, order)
    ordinals = sorted(table)
    components: list[Component] = []
    while True:
        best: tuple[int, int, int] | None = None
        best_run: list[tuple[int, Card]] = []
        for width in (3, 2):
            for run in _runs(counts, table, ordinals, width):
                key = (width * len(run), width, run[-1][0])
                if best is None or key > best:
                    best, best_run = key, run
        if best is None:
            break
        width = best[1]
        taken: list[Card] = []
        for _, card in best_run:
            counts[card] -= width
            taken.extend([card] * width)
        components.append(Component(width, len(best_run), best[2], tuple(taken)))
    ords = order.ords
    for card, count in counts.items():
        components.extend(Component(1, 1, ords[card], (card,)) for _ in range(count))
    components.sort(key=lambda c: (-c.size, -c.width, -c.top))
    return tuple(components)


def single_group(cards: Sequence[Card], order: CardOrder) -> str | None:
    groups = {order.groups[c] for c in cards}
    return groups.pop() if len(groups) == 1 else None


def combination(cards: Sequence[Card], order: CardOrder) -> Component | None:
    """The one combination these cards form (single, pair, triple, tractor), or None."""
    if not cards or single_group(cards, order) is None:
        return None
    parts = decompose(cards, order)
    return parts[0] if len(parts) == 1 else None


# ---------------------------------------------------------------------------- finding combos


def best_top(counts: Counter[Card], order: CardOrder, shape: Shape) -> int | None:
    """The highest top any combination of ``shape`` in these cards can have (None: none)."""
    width, length = shape
    tops = [run[-1][0] for run in runs(counts, order, width) if len(run) >= length]
    return max(tops) if tops else None


def lowest_beating(
    counts: Counter[Card], order: CardOrder, shape: Shape, above: int
) -> tuple[Card, ...] | None:
    """The lowest combination of ``shape`` whose top is above ``above`` (None: none)."""
    width, length = shape
    best: list[tuple[int, Card]] | None = None
    for run in runs(counts, order, width):
        for end in range(length - 1, len(run)):
            if run[end][0] > above:
                window = run[end - length + 1 : end + 1]
                if best is None or window[-1][0] < best[-1][0]:
                    best = window
                break
    if best is None:
        return None
    return tuple(card for _, card in best for _ in range(width))


def placements(
    counts: Counter[Card], order: CardOrder, shape: Shape
) -> Iterator[tuple[int, tuple[Card, ...]]]:
    """Every way to take one combination of ``shape`` out of the cards: ``(top, cards)``."""
    width, length = shape
    table = units_by_ord(counts, order)
    for start in sorted(table):
        choices = []
        for ordinal in range(start, start + length):
            fitting = [c for c in table.get(ordinal, ()) if counts[c] >= width]
            if not fitting:
                break
            choices.append(fitting)
        else:
            for pick in product(*choices):
                yield start + length - 1, tuple(c for c in pick for _ in range(width))


def _pack(
    counts: Counter[Card],
    order: CardOrder,
    shapes: Sequence[Shape],
    index: int,
    min_top: int,
    memo: dict[tuple[object, ...], bool],
) -> bool:
    if index == len(shapes):
        return True
    key = (index, min_top, tuple(sorted((c.code, n) for c, n in counts.items() if n)))
    if key in memo:
        return memo[key]
    shape = shapes[index]
    same_next = index + 1 < len(shapes) and shapes[index + 1] == shape
    found = False
    for top, cards in placements(counts, order, shape):
        if top < min_top:
            continue
        counts.subtract(cards)
        ok = _pack(counts, order, shapes, index + 1, top if same_next else -1, memo)
        counts.update(cards)
        if ok:
            found = True
            break
    memo[key] = found
    return found


def can_pack(
    cards: Iterable[Card] | Counter[Card], order: CardOrder, shapes: Iterable[Shape]
) -> bool:
    """Whether the cards hold disjoint combinations of all these shapes at once."""
    counts = Counter(cards)
    wanted = sorted(shapes, key=lambda s: (-shape_size(s), -s[0], -s[1]))
    if sum(shape_size(s) for s in wanted) > sum(counts.values()):
        return False
    multi = [s for s in wanted if s != SINGLE]
    return _pack(counts, order, multi, 0, -1, {})


def pack_choices(
    cards: Iterable[Card], order: CardOrder, shapes: Sequence[Shape], limit: int
) -> list[tuple[Card, ...]]:
    """Up to ``limit`` different card sets that make up all these shapes (singles excluded)."""
    counts = Counter(cards)
    wanted = sorted(
        (s for s in shapes if s != SINGLE), key=lambda s: (-shape_size(s), -s[0], -s[1])
    )
    packing = _Packing(counts, order, wanted, limit)
    packing.walk(0, -1, [])
    return packing.found


class _Packing:
    """The search of :func:`pack_choices`: the cards left, the shapes wanted and the sets found.
    A method rather than a recursive closure, which refers to itself and so left every call's
    objects in a cycle for the garbage collector to find (issue #19)."""

    __slots__ = ("counts", "found", "limit", "order", "seen", "wanted")

    def __init__(
        self, counts: Counter[Card], order: CardOrder, wanted: list[Shape], limit: int
    ) -> None:
        self.counts = counts
        self.order = order
        self.wanted = wanted
        self.limit = limit
        self.found: list[tuple[Card, ...]] = []
        self.seen: set[tuple[str, ...]] = set()

    def walk(self, index: int, min_top: int, taken: list[Card]) -> None:
        if len(self.found) >= self.limit:
            return
        wanted = self.wanted
        if index == len(wanted):
            key = tuple(sorted(c.code for c in taken))
            if key not in self.seen:
                self.seen.add(key)
                self.found.append(tuple(taken))
            return
        shape = wanted[index]
        same_next = index + 1 < len(wanted) and wanted[index + 1] == shape
        for top, part in placements(self.counts, self.order, shape):
            if top < min_top:
                continue
            self.counts.subtract(part)
            self.walk(index + 1, top if same_next else -1, taken + list(part))
            self.counts.update(part)


def pack_top(cards: Iterable[Card], order: CardOrder, shapes: Sequence[Shape]) -> int | None:
    """The highest top the first (largest) shape can have while the rest still fit.

    This is how two ruffs of a throw compare (rules 10.5): by their top component of the
    lead's biggest kind.
    """
    counts = Counter(cards)
    wanted = sorted(shapes, key=lambda s: (-shape_size(s), -s[0], -s[1]))
    first, rest = wanted[0], wanted[1:]
    best: int | None = None
    for top, part in placements(counts, order, first):
        if best is not None and top <= best:
            continue
        counts.subtract(part)
        if can_pack(counts, order, rest):
            best = top
        counts.update(part)
    return best
