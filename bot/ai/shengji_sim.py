"""A light simulator of Shengji's card play for the search's playouts, on plain ints.

Playing a hand out through the engine (legal lists, views, combinations of ``Card`` objects)
costs about 280 ms, more than a decision's whole budget; this one plays single cards and
pairs only, which is where a hand's last tricks are decided, in tens of microseconds a card.
It follows the engine's rules for those leads exactly (a test plays random hands in both):
follow the led group, a pair if one is held (rules 10.3), ruff only with the lead's shape,
the highest play of the lead's shape wins, ties go to the earlier play, and the opponents
winning the last trick take the kitty's points times 2 × the cards each played (or flat ×2).
Tractors and throws are never led in a playout, and a search is only started on a trick
led with a single or a pair.

Cards are indexes into one deck of 54 (duplicates in a hand are the copies of the shoe).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.games.cards import Card, standard_deck
from bot.games.shengji.options import Rules
from bot.games.shengji.order import TRUMP, CardOrder, card_points
from bot.games.tricks import PLAYERS

DECK = standard_deck(jokers=True)
INDEX = {card: index for index, card in enumerate(DECK)}
#: The group number of the trumps (side suits are 0-3).
TRUMPS = 4
#: Added to a ruff's strength: any ruff beats any play in the led suit.
_RUFF = 1000
#: A play that cannot win the trick (wrong shape, or a discard).
_NONE = -1

Play = tuple[int, ...]


def encode(cards: Sequence[Card]) -> Play:
    return tuple(INDEX[card] for card in cards)


def decode(play: Sequence[int]) -> tuple[Card, ...]:
    return tuple(DECK[index] for index in play)


@dataclass(frozen=True, slots=True)
class Table:
    """The hand's card order as ints, its direction of play and its kitty rule."""

    group: tuple[int, ...]
    rank: tuple[int, ...]
    points: tuple[int, ...]
    #: how much spending a card hurts (trumps, high cards, points), as the heuristic weighs it
    cost: tuple[int, ...]
    step: int
    flat_kitty: bool
    #: the team whose seats lead from their shortest side suit rather than their longest (the
    #: declarers' opponents, as the strong player leads; -1: none)
    short_team: int = -1

    @classmethod
    def of(cls, order: CardOrder, rules: Rules, short_team: int = -1) -> Table:
        suits = sorted({order.group(c) for c in DECK} - {TRUMP})
        group = tuple(
            TRUMPS if order.group(c) == TRUMP else suits.index(order.group(c)) for c in DECK
        )
        rank = tuple(order.ord(c) for c in DECK)
        points = tuple(card_points(c) for c in DECK)
        cost = tuple(
            r + (30 if g == TRUMPS else 0) + 2 * p
            for g, r, p in zip(group, rank, points, strict=True)
        )
        return cls(group, rank, points, cost, rules.step, rules.flat_kitty_double, short_team)

    # ------------------------------------------------------------------ the rules

    def simple(self, play: Sequence[int]) -> bool:
        """Whether the simulator can lead this: a single, or a pair of identical cards."""
        return len(play) == 1 or (len(play) == 2 and play[0] == play[1])

    def strength(self, lead: Play, play: Play) -> int:
        """How ``play`` ranks against a single or pair ``lead`` (``_NONE``: cannot win)."""
        if len(play) == 2 and play[0] != play[1]:
            return _NONE
        card = play[0]
        led, mine = self.group[lead[0]], self.group[card]
        if mine == led:
            return self.rank[card]
        if mine == TRUMPS:
            return _RUFF + self.rank[card]
        return _NONE

    def winner(self, plays: Sequence[Play]) -> int:
        """The index (in playing order) of the play that wins; the lead is 0."""
        lead = plays[0]
        best_index, best = 0, self.rank[lead[0]]
        for index in range(1, len(plays)):
            strength = self.strength(lead, plays[index])
            if strength > best:
                best_index, best = index, strength
        return best_index

    def legal(self, hand: Sequence[int], lead: Play, play: Play) -> bool:
        """Whether ``play`` (cards of ``hand``) follows ``lead`` as the rules ask."""
        if len(play) != len(lead):
            return False
        led = self.group[lead[0]]
        held = [c for c in hand if self.group[c] == led]
        played = sum(1 for c in play if self.group[c] == led)
        if played < min(len(lead), len(held)):
            return False
        if len(lead) == 2 and len(held) > 2 and _has_pair(held):
            return play[0] == play[1] and self.group[play[0]] == led
        return True

    def multiplier(self, cards_each: int) -> int:
        return 2 if self.flat_kitty else 2 * cards_each

    # ------------------------------------------------------------------ the playout

    def playout(
        self,
        hands: list[list[int]],
        trick: list[Play],
        leader: int,
        attackers: int,
        kitty_points: int,
    ) -> int:
        """The opponents' points from here to the end of the hand (the trick on the table, and
        the kitty's bonus if they take the last trick); ``hands`` are used up."""
        taken = 0
        seat = (leader + len(trick) * self.step) % PLAYERS
        while True:
            while len(trick) < PLAYERS:
                play = self.policy(hands, trick, leader, seat)
                for card in play:
                    hands[seat].remove(card)
                trick.append(play)
                seat = (seat + self.step) % PLAYERS
            index = self.winner(trick)
            winner = (leader + index * self.step) % PLAYERS
            if winner % 2 == attackers:
                taken += sum(self.points[c] for play in trick for c in play)
                if not hands[winner]:
                    taken += kitty_points * self.multiplier(len(trick[0]))
            if not hands[winner]:
                return taken
            leader = seat = winner
            trick = []

    def policy(self, hands: list[list[int]], trick: list[Play], leader: int, seat: int) -> Play:
        """The quick player that finishes a hand: it sees every hand of its world."""
        return self._follow(hands, trick, leader, seat) if trick else self._lead(hands, seat)

    def _lead(self, hands: list[list[int]], seat: int) -> Play:
        """A master pair, else a master side card, else the cheapest card of the longest side
        suit (the shortest for ``short_team``; a trump when none is left)."""
        hand, group, rank = hands[seat], self.group, self.rank
        others = [c for s in range(PLAYERS) if s != seat for c in hands[s]]
        tops: dict[int, int] = {}
        pair_tops: dict[int, int] = {}
        seen: set[int] = set()
        for card in others:
            g = group[card]
            if rank[card] > tops.get(g, -1):
                tops[g] = rank[card]
            if card in seen and rank[card] > pair_tops.get(g, -1):
                pair_tops[g] = rank[card]
            seen.add(card)
        held: set[int] = set()
        best: Play | None = None
        for card in hand:
            master = card in held and rank[card] >= pair_tops.get(group[card], -1)
            if master and (best is None or self.points[card] > self.points[best[0]]):
                best = (card, card)
            held.add(card)
        if best is not None:
            return best
        side = [c for c in hand if group[c] != TRUMPS]
        masters = [c for c in side if rank[c] >= tops.get(group[c], -1)]
        if masters:
            return (max(masters, key=lambda c: (self.points[c], rank[c])),)
        if not side:
            return (min(hand, key=self.cost.__getitem__),)
        lengths = [0] * TRUMPS
        for card in side:
            lengths[group[card]] += 1
        sign = 1 if seat % 2 == self.short_team else -1
        return (min(side, key=lambda c: (sign * lengths[group[c]], self.cost[c])),)

    def _follow(self, hands: list[list[int]], trick: list[Play], leader: int, seat: int) -> Play:
        """Points to a partner whose play stands, else the cheapest winning play (with points
        when last), else the cheapest play."""
        lead = trick[0]
        options = self._options(hands[seat], lead)
        index = self.winner(trick)
        best = self.strength(lead, trick[index]) if index else self.rank[lead[0]]
        last = len(trick) == PLAYERS - 1
        partner = (leader + index * self.step) % PLAYERS == (seat + 2) % PLAYERS
        if partner and (last or not self._beaten_later(hands, trick, leader, seat, best)):
            return max(options, key=lambda p: (self._points(p), -self._spend(p)))
        winners = [p for p in options if self.strength(lead, p) > best]
        if winners:
            if last:
                return max(winners, key=lambda p: (self._points(p), -self._spend(p)))
            return min(winners, key=self._spend)
        return min(options, key=lambda p: 4 * self._points(p) + self._spend(p))

    def _points(self, play: Play) -> int:
        return sum(self.points[c] for c in play)

    def _spend(self, play: Play) -> int:
        return sum(self.cost[c] for c in play)

    def _beaten_later(
        self, hands: list[list[int]], trick: list[Play], leader: int, seat: int, best: int
    ) -> bool:
        """Whether an opponent still to play holds a play that beats ``best``."""
        lead = trick[0]
        for later in range(len(trick) + 1, PLAYERS):
            other = (leader + later * self.step) % PLAYERS
            if other % 2 != seat % 2 and any(
                self.strength(lead, p) > best for p in self._options(hands[other], lead)
            ):
                return True
        return False

    def _options(self, hand: list[int], lead: Play) -> list[Play]:
        """A few legal follows covering every way to win and the cheap and point-rich ways
        to lose."""
        led = self.group[lead[0]]
        held = [c for c in hand if self.group[c] == led]
        if len(lead) == 1:
            return [(c,) for c in set(held or hand)]
        if len(held) >= 2:
            pairs = _pairs(held)
            if pairs and len(held) > 2:
                return pairs
            return self._two(held)
        if len(held) == 1:
            rest = [c for c in hand if c != held[0]]
            return [(held[0], c) for c in set(rest)]
        trumps = [c for c in hand if self.group[c] == TRUMPS] if led != TRUMPS else []
        return _pairs(trumps) + self._two(hand)

    def _two(self, cards: list[int]) -> list[Play]:
        """The two cheapest cards and the two richest in points."""
        cheap = sorted(cards, key=self.cost.__getitem__)[:2]
        rich = sorted(cards, key=lambda c: (-self.points[c], self.cost[c]))[:2]
        return [tuple(cheap), tuple(rich)]


def _pairs(cards: list[int]) -> list[Play]:
    seen: set[int] = set()
    pairs: list[Play] = []
    for card in cards:
        if card in seen and (card, card) not in pairs:
            pairs.append((card, card))
        seen.add(card)
    return pairs


def _has_pair(cards: list[int]) -> bool:
    return len(set(cards)) < len(cards)
