"""The strong Shengji player's endgame search: determinized playouts of the last tricks.

Once its hand is small, for a card play it deals the cards it cannot see many times over,
each deal consistent with its seat's view only (its hand, every card played, the suits each
seat has shown out of, the kitty if it buried it, else the kitty as an unknown pile of
plain cards: no trumps, no points), plays each candidate in every world and lets the
simulator's quick policy finish the hand (``bot.ai.shengji_sim``), then plays the candidate
that gave its side the most points, kitty bonus included, over all worlds; unless that beats
the heuristic's own play by less than ``MARGIN`` points a world (noise), when it keeps the
heuristic's.

Earlier in the hand, and on tricks led with a tractor or a throw (which the simulator does
not play), it is the mended heuristic of ``bot.ai.shengji_strong``. The budget is counted in
playouts, so a seed always gives the same play; a clock (injectable, for tests) caps a
decision on a slow machine.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from typing import Any

from bot.ai.shengji_sim import DECK, Play, Table, encode
from bot.ai.shengji_strong import StrongShengjiAI, Tuning, shown_out
from bot.ai.worlds import OUT, Worlds
from bot.games.shengji.actions import PlayCards
from bot.games.shengji.order import card_points
from bot.games.shengji.state import Phase
from bot.games.shengji.view import ShengjiView
from bot.games.tricks import PLAYERS, team_of

#: Playouts per decision.
ROLLOUTS = 200
#: Search once the seat holds this many cards or fewer.
ENDGAME = 12
#: Stop thinking after this long, whatever the budget (seconds).
CAP_SECONDS = 0.15
#: Points per world a play must gain over the heuristic's own before the search overrules it.
MARGIN = 1.0


class ShengjiSearch(StrongShengjiAI):
    """Deterministic given the seed (when the clock does not cap it)."""

    def __init__(
        self,
        rollouts: int | None = None,
        *,
        endgame: int = ENDGAME,
        margin: float = MARGIN,
        cap_seconds: float = CAP_SECONDS,
        clock: Callable[[], float] = time.perf_counter,
        tuning: Tuning | None = None,
        short_leads: bool = True,
    ) -> None:
        super().__init__(tuning)
        self.rollouts = rollouts or ROLLOUTS
        self.endgame = endgame
        self.margin = margin
        self.cap = cap_seconds
        self.clock = clock
        #: whether the playouts' opponents of the declarers lead from their shortest side
        #: suit, as this player does (rather than the longest, as the other seats)
        self.short_leads = short_leads
        #: playouts run by the last decision (the tests count them)
        self.spent = 0

    def choose(self, view: ShengjiView, legal: Sequence[Any], seed: int) -> Any:
        hint = super().choose(view, legal, seed)
        self.spent = 0
        if (
            view.phase is not Phase.PLAY
            or view.seat is None
            or view.declarers is None
            or len(view.hand) > self.endgame
            or not isinstance(hint, PlayCards)
        ):
            return hint
        table = self.table(view)
        plays = view.trick.plays if view.trick is not None else ()
        on_table = [encode(p.cards) for p in plays]
        if on_table and not table.simple(on_table[0]):
            return hint  # a tractor or a throw was led: not for the simulator
        candidates: dict[Play, PlayCards] = {}
        for action in legal:
            if isinstance(action, PlayCards):
                cards = encode(action.cards)
                if on_table or table.simple(cards):
                    candidates.setdefault(tuple(sorted(cards)), action)
        preferred = tuple(sorted(encode(hint.cards)))
        if preferred not in candidates or len(candidates) == 1:
            return hint
        rng = random.Random(seed)
        totals, worlds = self._search(view, table, on_table, list(candidates), rng)
        best = max(totals, key=lambda p: (totals[p], p == preferred))
        if totals[best] - totals[preferred] < self.margin * worlds:
            return hint
        return candidates[best]

    def table(self, view: ShengjiView) -> Table:
        """The simulator for this hand, its players leading as this player's seats would."""
        assert view.declarers is not None
        short_team = 1 - view.declarers if self.short_leads else -1
        return Table.of(view.order, view.rules, short_team)

    def _search(
        self,
        view: ShengjiView,
        table: Table,
        on_table: list[Play],
        candidates: list[Play],
        rng: random.Random,
    ) -> tuple[dict[Play, int], int]:
        """Each candidate's points for our side, summed over the same worlds; and how many
        worlds."""
        assert view.seat is not None and view.declarers is not None
        seat, attackers = view.seat, 1 - view.declarers
        sign = 1 if team_of(seat) == attackers else -1
        leader = view.trick.leader if view.trick is not None and on_table else seat
        worlds = knowledge(view)
        known_kitty = encode(view.kitty)
        totals = dict.fromkeys(candidates, 0)
        started, planned = self.clock(), max(1, self.rollouts // len(candidates))
        done = 0
        while done < planned:
            dealt = worlds.deal(rng)
            kitty = known_kitty or dealt[OUT]
            kitty_points = sum(table.points[c] for c in kitty)
            scores = []
            for play in candidates:
                if done and self.clock() - started > self.cap:
                    break  # out of time: this world is left unfinished, and uncounted
                hands = [hand[:] for hand in dealt[:PLAYERS]]
                for card in play:
                    hands[seat].remove(card)
                taken = table.playout(hands, [*on_table, play], leader, attackers, kitty_points)
                scores.append(sign * taken)
            self.spent += len(scores)
            if len(scores) < len(candidates):
                break
            for play, score in zip(candidates, scores, strict=True):
                totals[play] += score
            done += 1
        return totals, done


def knowledge(view: ShengjiView) -> Worlds:
    """Where each card the seat cannot see may lie: with a seat that has not shown out of its
    group, or in the kitty unless the seat buried it itself. A kitty the seat did not bury
    holds no trumps and no point cards (when enough other cards are unseen): the AI's burying
    keeps them (it weighs a trump or a ten far above a plain card), and dealing them there
    would overrate the kitty's bonus in the last trick and underrate the starter's trumps."""
    assert view.seat is not None
    order = view.order
    unseen = list(encode(list(view.unseen().elements())))
    sizes = [0 if s == view.seat else view.hand_sizes[s] for s in range(PLAYERS)]
    sizes.append(len(unseen) - sum(sizes))
    voids = shown_out(view)
    holders: dict[int, tuple[int, ...]] = {}
    plain = {c for c in unseen if not (order.is_trump(DECK[c]) or card_points(DECK[c]))}
    pile = (OUT,) if sizes[OUT] else ()
    strict = sum(1 for c in unseen if c in plain) >= sizes[OUT]
    for card in set(unseen):
        group = order.group(DECK[card])
        holders[card] = (
            *(s for s in range(PLAYERS) if s != view.seat and group not in voids[s]),
            *(pile if card in plain or not strict else ()),
        )
    return Worlds(unseen, holders, sizes, view.seat, list(encode(view.hand)))
