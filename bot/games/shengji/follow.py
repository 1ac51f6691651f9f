"""What a follower must play (rules 10.1–10.3) and a bounded list of plays that do it.

Each component of the lead has a priority list of what may stand in for it (10.2): for a
pair, a pair, else nothing more than cards of the suit; for a tractor, a tractor of the same
length, else that many pairs, else fewer pairs; for consecutive triples the longer S1 list.
Walking the lead's components biggest first, the follower's cards in the led group fix the
best step reachable for each; the play must reach the same steps. A play is legal exactly
when its led-group cards can hold every shape the hand could — which is the "equivalent
check" of 10.3 for two decks and its natural extension to triples.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from bot.games.cards import Card
from bot.games.evolve import slot_init
from bot.games.shengji.combos import (
    PAIR,
    TRIPLE,
    Shape,
    can_pack,
    decompose,
    pack_choices,
)
from bot.games.shengji.options import Rules
from bot.games.shengji.order import TRUMP, CardOrder, card_points
from bot.games.shengji.words import group_msg, lead_msg, shapes_msg
from bot.msg import Msg, msg


def substitutes(shape: Shape, rules: Rules) -> list[list[Shape]]:
    """The priority list for one lead component, best first; the last entry asks nothing."""
    width, length = shape
    strict = rules.strict_tractor_follow
    steps: list[list[Shape]] = []
    if width >= 2:
        pair_tractor = [[(2, length)]] if length > 1 and strict else []
        pairs = [[PAIR] * j for j in range(length, 0, -1)]
        if width == 2:
            steps = pair_tractor + pairs
        else:
            triple_run = [[(3, length)]] if length == 1 or strict else []
            triples = [
                [TRIPLE] * t + [PAIR] * j
                for t in range(length, 0, -1)
                for j in range(length - t, -1, -1)
            ]
            if rules.triple_follow == "tractor-top":
                steps = triple_run + pair_tractor + triples + pairs
            elif rules.triple_follow == "tractor-first":
                steps = triple_run + triples[:1] + pair_tractor + triples[1:] + pairs
            else:
                steps = triple_run + triples + pair_tractor + pairs
    unique: list[list[Shape]] = []
    for step in [*steps, []]:
        if step not in unique:
            unique.append(step)
    return unique


@slot_init
@dataclass(frozen=True, slots=True)
class Requirement:
    """What the follower's led-group cards must hold: per lead component, the chosen step."""

    group: str
    count: int
    steps: tuple[tuple[Shape, ...], ...]

    @property
    def shapes(self) -> list[Shape]:
        return [shape for step in self.steps for shape in step]


def requirement(
    hand: Sequence[Card], lead: Sequence[Card], order: CardOrder, rules: Rules
) -> Requirement:
    group = order.group(lead[0])
    held = order.in_group(hand, group)
    count = min(len(lead), len(held))
    chosen: list[Shape] = []
    steps: list[tuple[Shape, ...]] = []
    if len(held) > len(lead):
        for component in decompose(lead, order):
            for step in substitutes(component.shape, rules):
                if can_pack(held, order, chosen + step):
                    chosen += step
                    steps.append(tuple(step))
                    break
    return Requirement(group, count, tuple(steps))


def follow_error(
    hand: Sequence[Card], lead: Sequence[Card], play: Sequence[Card], order: CardOrder, rules: Rules
) -> Msg | None:
    """Why ``play`` (already known to be in ``hand``) is not a legal follow, or None."""
    if len(play) != len(lead):
        return msg("shengji-follow-count", count=len(lead))
    return _unmet(requirement(hand, lead, order, rules), hand, lead, play, order)


def _unmet(
    need: Requirement,
    hand: Sequence[Card],
    lead: Sequence[Card],
    play: Sequence[Card],
    order: CardOrder,
) -> Msg | None:
    """Why ``play`` (of the lead's length) does not meet ``need``, or None: the requirement
    depends on the hand and lead alone, so checking many plays works it out once."""
    n = len(lead)
    played = order.in_group(play, need.group)
    if len(played) < need.count:
        group = group_msg(need.group)
        held = len(order.in_group(hand, need.group))
        if held >= n:
            return msg("shengji-follow-suit", group=group)
        return msg("shengji-follow-all-of", count=held, group=group)
    chosen: list[Shape] = []
    for step in need.steps:
        chosen += step
        if step and not can_pack(played, order, chosen):
            return msg(
                "shengji-follow-shape",
                held=shapes_msg(chosen, need.group),
                count=len(chosen),
                lead=lead_msg([part.shape for part in decompose(lead, order)]),
            )
    return None


def only_follow(
    hand: Sequence[Card], lead: Sequence[Card], order: CardOrder, rules: Rules
) -> tuple[Card, ...] | None:
    """The one legal follow to ``lead`` when there is exactly one (None: a choice).

    Worked out from the rules, not from :func:`follow_plays`, whose list is bounded: with
    fewer cards of the led group than the lead, all of them go, and the rest is free; with
    more, every legal play holds one of the sets packing the shapes the hand must show
    (:func:`pack_choices`, every one of them), and its other cards are free within the group.
    """
    n = len(lead)
    need = requirement(hand, lead, order, rules)
    held = order.in_group(hand, need.group)
    if len(held) <= n:
        others = [card for card in hand if order.group(card) != need.group]
        rest = _one_way(others, n - len(held))
        return None if rest is None else (*held, *rest)
    cores = pack_choices(held, order, need.shapes, limit=2)
    if len(cores) != 1:
        return None
    core = cores[0]
    rest = _one_way(list((Counter(held) - Counter(core)).elements()), n - len(core))
    return None if rest is None else (*core, *rest)


def _one_way(pool: Sequence[Card], count: int) -> tuple[Card, ...] | None:
    """The ``count`` cards of ``pool`` when there is one way to pick them (None: several)."""
    if count > len(pool):
        return None
    if count == 0 or count == len(pool) or len(set(pool)) == 1:
        return tuple(pool[:count])
    return None


# ---------------------------------------------------------------------------- candidates


def _fills(pool: Sequence[Card], count: int, order: CardOrder) -> list[tuple[Card, ...]]:
    """A few sensible ways to add ``count`` cards from ``pool``: all of them when few."""
    if count == 0:
        return [()]
    if count > len(pool):
        return []
    if count == 1:
        return [(card,) for card in sorted(set(pool), key=lambda c: c.code)]
    if len(pool) <= 8:
        combos = {tuple(sorted(c, key=lambda x: x.code)) for c in combinations(pool, count)}
        if len(combos) <= 40:
            return sorted(combos, key=lambda cs: [c.code for c in cs])
    pair_count = Counter(pool)

    def cheap(card: Card) -> tuple[int, int, int, int]:
        return (order.is_trump(card), card_points(card) > 0, pair_count[card] > 1, order.ord(card))

    strategies = [
        sorted(pool, key=cheap),
        sorted(pool, key=lambda c: (-card_points(c), order.is_trump(c), order.ord(c))),
        sorted(pool, key=lambda c: (pair_count[c] > 1, order.is_trump(c), order.ord(c))),
        sorted(pool, key=lambda c: (-order.is_trump(c), -order.ord(c))),
    ]
    return [tuple(cards[:count]) for cards in strategies]


def follow_plays(
    hand: Sequence[Card], lead: Sequence[Card], order: CardOrder, rules: Rules, limit: int = 60
) -> list[tuple[Card, ...]]:
    """A bounded list of legal follows that covers every kind of legal answer.

    Complete for a single lead; otherwise each way of meeting the shape obligation (and each
    ruff shape when void) combined with a few fill choices. Everything listed is legal; a legal
    play that is not listed is still accepted by the engine.
    """
    n = len(lead)
    need = requirement(hand, lead, order, rules)
    held = order.in_group(hand, need.group)
    others = [c for c in hand if order.group(c) != need.group]
    found: list[tuple[Card, ...]] = []
    if len(held) >= n:
        for core in pack_choices(held, order, need.shapes, limit=12):
            rest = list((Counter(held) - Counter(core)).elements())
            found += [core + fill for fill in _fills(rest, n - len(core), order)]
    else:
        found += [tuple(held) + fill for fill in _fills(others, n - len(held), order)]
        if not held and need.group != TRUMP:
            found += ruffs(hand, lead, order)
    unique: dict[tuple[str, ...], tuple[Card, ...]] = {}
    for play in found:
        key = tuple(sorted(c.code for c in play))
        if key not in unique and len(play) == n and _unmet(need, hand, lead, play, order) is None:
            unique[key] = play
        if len(unique) >= limit:
            break
    return list(unique.values())


def ruffs(hand: Sequence[Card], lead: Sequence[Card], order: CardOrder) -> list[tuple[Card, ...]]:
    """Trump plays with exactly the lead's shape (a few per way of making the shape)."""
    trumps = order.in_group(hand, TRUMP)
    shapes = [part.shape for part in decompose(lead, order)]
    singles = sum(1 for s in shapes if s == (1, 1))
    found: list[tuple[Card, ...]] = []
    for core in pack_choices(trumps, order, shapes, limit=12):
        rest = list((Counter(trumps) - Counter(core)).elements())
        found += [core + fill for fill in _fills(rest, singles, order)]
    return found
