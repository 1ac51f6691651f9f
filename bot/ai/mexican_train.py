"""A Mexican Train player that plans its own train and dumps the rest on public trains.

It works out the longest run through its hand from its own train's open end (the rules' tip:
"arrange your hand into a chain"), keeps that run for its own train, and gets rid of the other
tiles ("extras") on the Mexican Train and other players' marked trains first, heaviest first,
since tiles left in hand score against it and nobody else can spoil an unmarked own train.
Tiles weigh what they cost left in hand (the double-blank its 50, not its 0 pips).
Once its train is marked it plays there to take the marker off. It likes a double it can
follow up (cover) itself, does not shun one it cannot (the tile after it may go on any train
this turn, so the double is one more tile out, and the open double it leaves must be covered
by the others first), and closes its own doubles with an extra when it can. Everything comes
from the view and the legal moves.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from bot.games.dominoes import Tile, longest_chain
from bot.games.mexican_train import Action, MexicanTrainView, Play

_GOES_OUT = 10_000


@dataclass(frozen=True, slots=True)
class Weights:
    """Weights of the play score; pips (times ``pips``) are added on top, so heavier tiles
    win ties of intent. The defaults are the normal player's."""

    next_on_plan: int = 40
    unmarks_own_train: int = 80
    extra_on_public_train: int = 60
    closes_own_double: int = 40
    double_with_follow_up: int = 50
    #: Was −40 (a double it cannot cover shunned); 0 won 26.5 % and 26.6 % of rounds against
    #: three players with −40 (seeds 10000 and 0, 1000 each: fair share 25 %), −20 25.8 %.
    double_without_follow_up: int = 0
    breaks_plan: int = -80
    shifts_own_train: int = -60
    pips: int = 1


#: The strong player's weights, tuned with bench/ai_strength.py against today's player (docs/ai.md):
#: get rid of the extras on public trains sooner (it also found the double with no follow-up
#: not to fear, which the normal player now shares).
STRONG_WEIGHTS = Weights(next_on_plan=10, extra_on_public_train=150, double_without_follow_up=0)


#: How many search steps the plan may take: keeps a decision far below 50 ms on any hand.
PLAN_BUDGET = 4_000


@dataclass(frozen=True, slots=True)
class _Context:
    seat: int
    hand: tuple[Tile, ...]
    plan: tuple[Tile, ...]
    own_marked: bool
    turn_doubles: tuple[int, ...]
    weights: Weights
    #: what the double-blank costs left in hand (the table's rule, 50 by default)
    double_blank: int


class MexicanTrainAI:
    """Deterministic for a given seed (the seed only breaks exact ties)."""

    def __init__(self, weights: Weights | None = None) -> None:
        self._weights = weights or Weights()

    def choose(self, view: MexicanTrainView, legal: Sequence[Action], seed: int) -> Action:
        ranked = self.ranked(view, legal, seed)
        return ranked[0] if ranked else legal[0]

    def ranked(self, view: MexicanTrainView, legal: Sequence[Action], seed: int) -> list[Play]:
        """The legal plays, the one this player lays first (none: it must draw or pass)."""
        plays = [action for action in legal if isinstance(action, Play)]
        if not plays or view.hand is None or view.seat is None:
            return []
        own = view.trains[view.seat]
        context = _Context(
            seat=view.seat,
            hand=view.hand,
            plan=longest_chain(view.hand, own.open_end, PLAN_BUDGET),
            own_marked=own.marked,
            turn_doubles=view.turn_doubles,
            weights=self._weights,
            double_blank=view.double_blank,
        )
        rng = random.Random(seed)
        out = _double_then_out(view, plays)
        keys = {
            play: (_GOES_OUT if play in out else _score(play, context), rng.random())
            for play in plays
        }
        return sorted(plays, key=keys.__getitem__, reverse=True)


def _double_then_out(view: MexicanTrainView, plays: Sequence[Play]) -> set[Play]:
    """The doubles that go out this turn with two tiles in hand: a double is followed by
    another tile in the same turn (on it or on any train open to the player), so a double and
    a tile that can follow it empty the hand at once, where laying the other tile first
    leaves the double to score against the player. Only the plain case: no double already
    laid this turn (the last tile would then have to close the first one) and none open."""
    if view.hand is None or len(view.hand) != 2 or view.turn_doubles or view.open_doubles:
        return set()
    out = set()
    for play in plays:
        tile = play.tile
        if not tile.is_double:
            continue
        rest = view.hand[1] if view.hand[0] == tile else view.hand[0]
        if rest.matches(tile.high) or any(
            other.tile == rest and other.train != play.train for other in plays
        ):
            out.add(play)
    return out


def penalty(tile: Tile, double_blank: int) -> int:
    """What ``tile`` costs left in hand: its pips, but the double-blank its table penalty
    (50 by default), so the player dumps it like the heaviest tile rather than keep it last."""
    return double_blank if tile.high == tile.low == 0 else tile.pips


def _score(play: Play, context: _Context) -> int:
    tile, weights = play.tile, context.weights
    if len(context.hand) == 1:
        return _GOES_OUT
    score = penalty(tile, context.double_blank) * weights.pips
    on_own = play.train == context.seat
    in_plan = tile in context.plan
    unmarks = weights.unmarks_own_train if context.own_marked else 0
    if context.plan and tile == context.plan[0] and on_own:
        score += weights.next_on_plan + unmarks
    elif in_plan:
        score += weights.breaks_plan
    elif on_own:
        score += weights.shifts_own_train + unmarks
    else:
        score += weights.extra_on_public_train
    if play.train in context.turn_doubles and not in_plan:
        score += weights.closes_own_double
    if tile.is_double:
        if any(t.matches(tile.high) and t != tile for t in context.hand):
            score += weights.double_with_follow_up
        else:
            score += weights.double_without_follow_up
    return score
