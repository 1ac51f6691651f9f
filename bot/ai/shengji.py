"""A heuristic Shengji player built only on the seat's view and the legal actions.

It declares a suit it holds many trumps in, buries to void short suits while keeping trumps,
pairs and points, leads sure winners (and safe throws) or else low cards of long suits, and
when following feeds points to a winning partner, takes point-rich tricks as cheaply as it can,
and otherwise plays its cheapest legal cards without breaking pairs.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from bot.games.cards import Card, Suit
from bot.games.shengji.actions import Bury, Declare, NameTrump, Pass, PlayCards
from bot.games.shengji.combos import Component, decompose
from bot.games.shengji.moves import unbeatable, unseen_tops
from bot.games.shengji.order import TRUMP, CardOrder, card_order, card_points, points_of
from bot.games.shengji.state import Phase
from bot.games.shengji.view import ShengjiView
from bot.games.shengji.winner import trick_winner, winning_next
from bot.games.tricks import team_of

#: Share of the cards held that must be trumps (for that suit) before declaring it.
DECLARE_SHARE = 0.3
#: Trumps (for that suit) held before declaring it, however few cards are held yet.
DECLARE_LEAST = 3


def _trump_count(hand: Sequence[Card], view: ShengjiView, suit: Suit | None) -> int:
    order = card_order(view.trump_rank, suit)
    return sum(1 for c in hand if order.is_trump(c))


class ShengjiAI:
    """Deterministic given the seed: ties are broken by a seeded shuffle of the legal list."""

    #: how sure of its trumps it declares (the strong player may ask less)
    declare_share: float = DECLARE_SHARE
    declare_least: int = DECLARE_LEAST

    def choose(self, view: ShengjiView, legal: Sequence[Any], seed: int) -> Any:
        options = list(legal)
        random.Random(seed).shuffle(options)
        if view.phase is Phase.DEAL:
            return self._declare(view, options)
        if view.phase is Phase.NAME_TRUMP:
            return max(
                options,
                key=lambda a: (
                    _trump_count(view.hand, view, a.suit) if isinstance(a, NameTrump) else -1
                ),
            )
        if view.phase is Phase.BURY:
            return self.bury(view, options)
        if view.phase is Phase.THROW_CHOICE:
            order = view.order
            return min(options, key=lambda a: (len(a.cards), order.ord(a.cards[0])))
        plays = [a for a in options if isinstance(a, PlayCards)]
        if view.trick is None or view.trick.lead is None:
            return self.lead(view, plays)
        return self.follow(view, plays)

    def bury(self, view: ShengjiView, options: list[Any]) -> Bury | None:
        """The kitty buried (the strong player may weigh points and voids otherwise)."""
        return suggested_bury(view, options)

    def lead(self, view: ShengjiView, plays: list[PlayCards]) -> PlayCards:
        """The card play when leading (the strong player overrides it)."""
        return _lead(view, plays)

    def follow(self, view: ShengjiView, plays: list[PlayCards]) -> PlayCards:
        """The card play when following (the strong player overrides it)."""
        return _follow(view, plays)

    # ------------------------------------------------------------------ declaring

    def _declare(self, view: ShengjiView, options: list[Any]) -> Any:
        declares = [a for a in options if isinstance(a, Declare)]
        passing = next((a for a in options if isinstance(a, Pass)), options[0])
        if not declares:
            return passing

        def quality(action: Declare) -> tuple[int, int]:
            return (_trump_count(view.hand, view, action.cards[0].suit), -len(action.cards))

        best = max(declares, key=quality)
        held = len(view.hand)
        strong = quality(best)[0] >= max(self.declare_least, self.declare_share * held)
        dealt_out = view.dealt >= view.deal_total
        must = dealt_out and view.declaration is None and view.starter is None
        own = view.declaration is not None and view.declaration.seat == view.seat
        if own and not dealt_out:
            return passing
        return best if strong or must else passing


# ---------------------------------------------------------------------------- burying


#: What burying costs the normal player: per point buried, and (a gain) per side suit voided.
BURY_POINTS = 6
BURY_VOID = 25


def suggested_bury(
    view: ShengjiView,
    legal: Sequence[Any],
    per_point: float = BURY_POINTS,
    per_void: float = BURY_VOID,
) -> Bury | None:
    """The listed bury the AI would make (None outside burying); the hand view offers it
    pre-selected, so a player who agrees buries in one press."""
    buries = [action for action in legal if isinstance(action, Bury)]
    if view.phase is not Phase.BURY or not buries:
        return None
    return min(buries, key=lambda a: _bury_cost(view, a.cards, per_point, per_void))


def _bury_cost(
    view: ShengjiView, cards: Sequence[Card], per_point: float, per_void: float
) -> float:
    order = view.order
    counts = Counter(view.hand)
    rest = Counter(view.hand)
    rest.subtract(cards)
    cost = 0.0
    for card in cards:
        cost += 100 if order.is_trump(card) else 0
        cost += per_point * card_points(card)
        cost += 15 if counts[card] > 1 else 0
        cost += order.ord(card)
    remaining_groups = {order.group(c) for c, n in rest.items() if n > 0}
    voids = sum(1 for s in Suit if s.value not in remaining_groups and s != view.trump_suit)
    return cost - per_void * voids


# ---------------------------------------------------------------------------- play helpers


def _card_cost(card: Card, order: CardOrder, hand: Sequence[Card]) -> float:
    """How much spending a card hurts: trumps and high cards, pairs and points."""
    cost = order.ord(card) + (30 if order.is_trump(card) else 0)
    cost += 12 if hand.count(card) > 1 else 0
    return cost + 2 * card_points(card)


def play_cost(cards: Sequence[Card], view: ShengjiView) -> float:
    """What ``cards`` cost; every candidate a move weighs is costed, so a card's pair is
    looked for in the hand, not the whole hand counted for each candidate (issue #19)."""
    order, hand = view.order, view.hand
    return sum(_card_cost(c, order, hand) for c in cards)


def lead_parts(order: CardOrder) -> Callable[[tuple[Card, ...]], tuple[Component, ...]]:
    """Each lead candidate's components, worked out once per lead: a lead asks them to know
    whether it is sure and again whether it is one combination (issue #19). A single card is
    its own component (what :func:`decompose` makes of it, without its counting)."""
    known: dict[tuple[Card, ...], tuple[Component, ...]] = {}
    ords = order.ords

    def parts(cards: tuple[Card, ...]) -> tuple[Component, ...]:
        found = known.get(cards)
        if found is None:
            if len(cards) == 1:
                found = (Component(1, 1, ords[cards[0]], cards),)
            else:
                found = decompose(cards, order)
            known[cards] = found
        return found

    return parts


def sure_leads(
    view: ShengjiView,
    unseen: Counter[Card],
    parts: Callable[[tuple[Card, ...]], tuple[Component, ...]] | None = None,
) -> Callable[[tuple[Card, ...]], bool]:
    """Whether no unseen combination can beat any part of a lead within its group. A lead
    weighs every candidate: what the unseen cards can make is worked out once per group and
    shape (:func:`unseen_tops`), not per candidate, and each candidate's parts once
    (``parts``, :func:`lead_parts`; issue #19)."""
    order = view.order
    tops = unseen_tops(unseen, order)
    split = parts or lead_parts(order)

    def sure(cards: tuple[Card, ...]) -> bool:
        group = order.group(cards[0])
        return all(unbeatable(part, group, tops) for part in split(cards))

    return sure


def _lead(view: ShengjiView, plays: list[PlayCards]) -> PlayCards:
    order = view.order
    parts = lead_parts(order)
    is_sure = sure_leads(view, view.unseen(), parts)
    lengths = Counter(order.group(c) for c in view.hand)
    declarer = (
        view.declarers is not None
        and view.seat is not None
        and (team_of(view.seat) == view.declarers)
    )

    def value(action: PlayCards) -> tuple[float, ...]:
        cards = action.cards
        group = order.group(cards[0])
        sure = is_sure(cards)
        trump = group == TRUMP
        if sure and (not trump or declarer):
            return (2, len(cards), -trump, points_of(cards), -play_cost(cards, view))
        if len(cards) >= 2 and not trump and len(parts(cards)) == 1:
            return (1, len(cards), -order.ord(cards[0]), 0, 0)
        return (0, -trump, lengths[group], -points_of(cards), -play_cost(cards, view))

    return max(plays, key=value)


def _follow(view: ShengjiView, plays: list[PlayCards]) -> PlayCards:
    assert view.trick is not None and view.seat is not None
    order = view.order
    so_far = [p.cards for p in view.trick.plays]
    current = trick_winner(so_far, order)
    partner_winning = team_of(view.trick.plays[current].seat) == team_of(view.seat)
    last = len(so_far) == 3
    if partner_winning and (last or _holds(so_far[current], view)):
        return max(plays, key=lambda a: (points_of(a.cards), -play_cost(a.cards, view)))
    table_points = points_of(c for p in so_far for c in p)
    worth = table_points + max(points_of(a.cards) for a in plays) >= 10
    if worth or last:  # else which plays would win is not asked (issue #19)
        wins = winning_next(so_far, order)
        winners = [a for a in plays if wins(a.cards)]
        if winners:
            return min(winners, key=lambda a: (play_cost(a.cards, view), -points_of(a.cards)))
    return min(plays, key=lambda a: points_of(a.cards) * 4 + play_cost(a.cards, view))


def _holds(cards: Sequence[Card], view: ShengjiView) -> bool:
    """Whether a partner's winning play is likely to hold: no unseen card of its group above."""
    order = view.order
    group = order.group(cards[0])
    top = max(order.ord(c) for c in cards)
    return not any(order.group(c) == group and order.ord(c) > top for c in view.unseen())
