"""The strong Whist and Bid Whist player: determinized Monte Carlo search over the card play.

For each decision in the play it deals the cards it cannot see many times over, each deal
consistent with everything its seat knows (its own hand, every card played, who showed out of
which suit, the turned-up card the dealer still holds, the kitty cards the auction winner may
have kept, what it put back itself), plays every legal card in each of these worlds and lets a
quick heuristic finish the deal, then plays the card that took the most books on average. All
the candidates meet the same worlds, so the comparison is fair even with few of them.

It reads only its seat's view. The budget is counted in playouts, so a seed always gives the
same card; a wall-clock cap stops a slow machine from stalling the table (the search then
uses the worlds it has). In Bid Whist it bids from the calibration table
(``bot.ai.whist_bidding``); declaring and the exchange stay with the heuristic (a search over
the declaration, each imagined world also dealing the kitty and exchanging for each candidate
trump, changed nothing: docs/ai.md).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from bot.ai.whist import shown_voids
from bot.ai.whist_bidding import CalibratedWhistAI
from bot.ai.worlds import OUT, Worlds
from bot.games.cards import standard_deck
from bot.games.tricks import PLAYERS, partner_of, team_of
from bot.games.whist.actions import Action, PlayCard
from bot.games.whist.options import Variant
from bot.games.whist.state import Phase
from bot.games.whist.view import WhistView

#: Playouts per decision: about 100 ms on this project's test machine.
ROLLOUTS = 260
#: Stop thinking after this long, whatever the budget (seconds): with the view, the heuristic
#: and a loaded machine around it, a decision stays under 300 ms.
CAP_SECONDS = 0.2
_DECK = standard_deck(jokers=True)
_INDEX = {card: index for index, card in enumerate(_DECK)}
#: Books per world a card must gain over the heuristic's own choice before the search
#: overrules it: a smaller lead is noise at these budgets.
_MARGIN = 0.08


class WhistSearch:
    """Deterministic given the seed, unless ``cap_seconds`` cuts a decision short (a busy
    machine): tests pass a ``clock`` that stands still; ``rollouts`` playouts per decision at
    most."""

    def __init__(
        self,
        rollouts: int | None = None,
        cap_seconds: float = CAP_SECONDS,
        confidence: float | None = None,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        self._rollouts = rollouts or ROLLOUTS
        self._cap = cap_seconds
        self._clock = clock
        # ``confidence`` fixes how sure a bid must be (the bench compares with a fixed one);
        # by default it follows the table's scoring
        self._heuristic = CalibratedWhistAI(confidence)

    def choose(self, view: WhistView, legal: Sequence[Action], seed: int) -> Action:
        if view.phase is not Phase.PLAY or view.seat is None or len(legal) < 2:
            # not the card play (the exchange's legal list is long and lazily made: not read)
            return self._heuristic.choose(view, legal, seed)
        plays = [a.card for a in legal if isinstance(a, PlayCard)]
        hint = self._heuristic.choose(view, legal, seed)
        table = _Table.of(view)
        world = _Knowledge.of(view)
        rng = random.Random(seed)
        preferred = _INDEX[hint.card] if isinstance(hint, PlayCard) else -1
        candidates = table.distinct([_INDEX[card] for card in plays], world.unseen, preferred)
        if len(candidates) == 1:
            return PlayCard(_DECK[candidates[0]])
        totals = dict.fromkeys(candidates, 0)
        started = self._clock()
        worlds, planned = 0, max(1, self._rollouts // len(candidates))
        while worlds < planned:
            hands = world.deal(rng)[:PLAYERS]
            scores = []
            for card in candidates:
                if worlds and self._clock() - started > self._cap:
                    break  # out of time: this world is left unfinished, and uncounted
                scores.append(table.playout(hands, card))
            if len(scores) < len(candidates):
                break
            for card, score in zip(candidates, scores, strict=True):
                totals[card] += score
            worlds += 1
        best = max(candidates, key=lambda c: (totals[c], c == preferred, -c))
        if preferred in totals and totals[best] - totals[preferred] < _MARGIN * worlds:
            best = preferred  # within the noise of so few worlds: the heuristic's card
        return PlayCard(_DECK[best])


class _Knowledge(Worlds):
    """The Whist seat's knowledge of the cards it cannot see (see :class:`Worlds`)."""

    __slots__ = ()

    @classmethod
    def of(cls, view: WhistView) -> _Knowledge:
        assert view.seat is not None  # the search only runs for a seat
        order = view.order
        deck = _DECK if view.variant is Variant.BID else standard_deck()
        known = {*view.hand, *view.played}
        if view.trick is not None:
            known |= set(view.trick.cards())
        if view.exchanged is not None:
            known |= set(view.kitty)  # what we put back ourselves
        unseen = [_INDEX[c] for c in deck if c not in known]
        sizes = [0 if s == view.seat else view.hand_sizes[s] for s in range(PLAYERS)]
        sizes.append(len(unseen) - sum(sizes))
        voids = shown_voids(view, order)
        declarer = view.contract.declarer if view.contract is not None else None
        shown = {_INDEX[c] for c in view.shown_kitty}
        holders: dict[int, tuple[int, ...]] = {}
        for index in unseen:
            card = _DECK[index]
            if card == view.turn_up:
                holders[index] = (view.dealer,)
                continue
            suit = order.suit_of(card)
            may = [s for s in range(PLAYERS) if s != view.seat and suit not in voids[s]]
            if index in shown:
                may = [s for s in may if s == declarer]
            holders[index] = (*may, OUT)
        return cls(unseen, holders, sizes, view.seat, [_INDEX[c] for c in view.hand])


@dataclass(frozen=True, slots=True)
class _Table:
    """The deal as the playouts see it: suit group and height of every card (as small ints,
    for speed), the trick on the table and whose turn it is."""

    group: tuple[int, ...]
    height: tuple[int, ...]
    trump: int
    seat: int
    leader: int
    on_table: tuple[int, ...]

    @classmethod
    def of(cls, view: WhistView) -> _Table:
        assert view.seat is not None
        order = view.order
        suits = [order.suit_of(c) for c in _DECK]
        names = sorted({s.value for s in suits if s is not None})
        group = tuple(-1 if s is None else names.index(s.value) for s in suits)
        trump = -2 if order.trump is None else names.index(order.trump.value)
        trick = view.trick
        on_table = () if trick is None else tuple(_INDEX[c] for c in trick.cards())
        leader = view.seat if trick is None or not trick.plays else trick.leader
        height = tuple(order.strength(c) for c in _DECK)
        return cls(group, height, trump, view.seat, leader, on_table)

    def distinct(self, cards: list[int], unseen: list[int], keep: int) -> list[int]:
        """One card per set of equals: cards of a suit with no unseen card between them win
        and lose the same tricks (the lowest stands for them, or ``keep`` if it is one)."""
        hidden = {(self.group[c], self.height[c]) for c in unseen}
        chosen: list[int] = []
        ordered = sorted(cards, key=lambda c: (self.group[c], self.height[c]))
        for card in ordered:
            if chosen:
                last = chosen[-1]
                group = self.group[card]
                if (
                    group == self.group[last]
                    and group >= 0
                    and not any(
                        (group, h) in hidden
                        for h in range(self.height[last] + 1, self.height[card])
                    )
                ):
                    if card == keep:
                        chosen[-1] = card
                    continue
            chosen.append(card)
        return chosen

    def playout(self, dealt: list[list[int]], first: int) -> int:
        """Books our side takes from here to the end of the deal when we play ``first``."""
        hands = [hand[:] for hand in dealt]
        group, height = self.group, self.height
        tops: list[list[int]] = [[], [], [], []]  # per suit, the heights still out, highest first
        for hand in hands:
            for card in hand:
                if group[card] >= 0:
                    tops[group[card]].append(height[card])
        for top in tops:
            top.sort(reverse=True)
        hands[self.seat].remove(first)
        if group[first] >= 0:
            tops[group[first]].remove(height[first])
        trick = [*self.on_table, first]
        leader, seat = self.leader, (self.seat + 1) % PLAYERS
        ours, team = 0, team_of(self.seat)
        while True:
            while len(trick) < PLAYERS:
                card = self._policy(hands, tops, seat, trick, leader)
                hands[seat].remove(card)
                if group[card] >= 0:
                    tops[group[card]].remove(height[card])
                trick.append(card)
                seat = (seat + 1) % PLAYERS
            winner = (leader + self._winner(trick)) % PLAYERS
            ours += team_of(winner) == team
            if not hands[winner]:
                return ours
            leader = seat = winner
            trick = []

    def _power(self, card: int, led: int) -> int:
        group = self.group[card]
        if group == self.trump:
            return 200 + self.height[card]
        if group == led and group >= 0:
            return 100 + self.height[card]
        return 0

    def _led(self, trick: list[int]) -> int:
        return next((self.group[c] for c in trick if self.group[c] >= 0), -1)

    def _winner(self, trick: list[int]) -> int:
        led = self._led(trick)
        powers = [self._power(c, led) for c in trick]
        return powers.index(max(powers))

    def _policy(
        self,
        hands: list[list[int]],
        tops: list[list[int]],
        seat: int,
        trick: list[int],
        leader: int,
    ) -> int:
        """The quick heuristic that finishes the deal: lead a master or low from the longest
        suit; follow by ducking under a winning partner, winning as cheaply as possible (second
        hand only with a master), else throwing the lowest card."""
        group, height, hand = self.group, self.height, hands[seat]
        if not trick:
            drawing = self._draw_trumps(hands, tops, seat)
            if drawing is not None:
                return drawing
            for card in hand:
                if (
                    group[card] >= 0
                    and group[card] != self.trump
                    and tops[group[card]][0] == height[card]
                ):
                    return card
            side = [c for c in hand if group[c] >= 0 and group[c] != self.trump]
            if side:
                counts = [0, 0, 0, 0]
                for c in side:
                    counts[group[c]] += 1
                return min(side, key=lambda c: (-counts[group[c]], height[c]))
            return max(hand, key=lambda c: height[c])
        led = self._led(trick)
        legal = [c for c in hand if group[c] == led] if led >= 0 else []
        legal = legal or hand
        powers = [self._power(c, led) for c in trick]
        best = max(powers)
        winning = (leader + powers.index(best)) % PLAYERS if best > 0 else -1
        if winning == partner_of(seat) and (len(trick) == 3 or best >= 200):
            return self._lowest(legal)
        winners = [c for c in legal if self._power(c, led) > best]
        if winners:
            cheapest = min(winners, key=lambda c: self._power(c, led))
            if (
                len(trick) >= 2
                or tops[group[cheapest]][0] == height[cheapest]
                or group[cheapest] == self.trump
            ):
                return cheapest
        return self._lowest(legal)

    def _draw_trumps(self, hands: list[list[int]], tops: list[list[int]], seat: int) -> int | None:
        """The top trump, when we hold it and more trumps than the opponents, who still have
        some: drawing their trumps keeps them from ruffing our winners."""
        if self.trump < 0 or not tops[self.trump]:
            return None
        top = next(
            (
                c
                for c in hands[seat]
                if self.group[c] == self.trump and self.height[c] == tops[self.trump][0]
            ),
            None,
        )
        if top is None:
            return None
        counts = [sum(1 for c in hand if self.group[c] == self.trump) for hand in hands]
        ours = counts[seat] + counts[partner_of(seat)]
        theirs = sum(counts) - ours
        return top if 0 < theirs < ours else None

    def _lowest(self, cards: list[int]) -> int:
        return min(cards, key=lambda c: (self.group[c] == self.trump, self.height[c]))
