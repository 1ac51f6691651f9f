"""Dealing the cards a seat cannot see, consistently with what it knows: the imagined worlds
of the determinized searches (Whist's and Shengji's).

Cards are plain ints (a game's own numbering); a card may lie with any holder its game allows
(the seats that have not shown out of its suit, and the pile no player holds: a kitty put back
or buried), each holder getting exactly as many cards as it holds.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bot.games.tricks import PLAYERS

#: The pile of unseen cards no player holds (a kitty put back or buried): a pseudo-seat.
OUT = PLAYERS
#: Tries at dealing the unseen cards within the voids before dealing them ignoring voids.
TRIES = 20


@dataclass(slots=True)
class Worlds:
    """What the seat knows of the cards it cannot see: where each may lie, how many each
    holder has."""

    unseen: list[int]
    #: per unseen card, the holders it may be with (seats, or ``OUT``)
    holders: dict[int, tuple[int, ...]]
    #: cards per holder (the seat's own entry is ignored), ``OUT`` last
    sizes: list[int]
    seat: int
    own: list[int]

    def deal(self, rng: random.Random) -> list[list[int]]:
        """One way the unseen cards may lie, per seat (``OUT``'s pile last)."""
        for _ in range(TRIES):
            hands = self._try(rng, strict=True)
            if hands is not None:
                return hands
        hands = self._try(rng, strict=False)
        assert hands is not None  # without voids any dealing fits
        return hands

    def _try(self, rng: random.Random, *, strict: bool) -> list[list[int]] | None:
        cards = self.unseen[:]
        rng.shuffle(cards)
        everyone = (*(s for s in range(PLAYERS) if s != self.seat), OUT)
        if strict:
            cards.sort(key=lambda c: len(self.holders[c]))
        room = self.sizes[:]
        room[self.seat] = 0
        hands: list[list[int]] = [[] for _ in range(PLAYERS + 1)]
        hands[self.seat] = self.own[:]
        for card in cards:
            may = [h for h in (self.holders[card] if strict else everyone) if room[h] > 0]
            if not may:
                return None
            pick = rng.random() * sum(room[h] for h in may)
            for holder in may:
                pick -= room[holder]
                if pick < 0:
                    break
            room[holder] -= 1
            hands[holder].append(card)
        return hands
