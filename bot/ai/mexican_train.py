"""A Mexican Train player that plans its own train and dumps the rest on public trains.

It works out the longest run through its hand from its own train's open end (the rules' tip:
"arrange your hand into a chain"), keeps that run for its own train, and gets rid of the other
tiles ("extras") on the Mexican Train and other players' marked trains first, heaviest first,
since tiles left in hand score against it and nobody else can spoil an unmarked own train.
Once its train is marked it plays there to take the marker off. It lays a double only when it
can follow it up, and closes its own doubles with an extra when it can. Everything comes from
the view and the legal moves.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from bot.games.dominoes import Tile, longest_chain
from bot.games.mexican_train import Action, MexicanTrainView, Play

#: Weights of the play score; pips are added on top, so heavier tiles win ties of intent.
_GOES_OUT = 10_000
_NEXT_ON_PLAN = 40
_UNMARKS_OWN_TRAIN = 80
_EXTRA_ON_PUBLIC_TRAIN = 60
_CLOSES_OWN_DOUBLE = 40
_DOUBLE_WITH_FOLLOW_UP = 50
_DOUBLE_WITHOUT_FOLLOW_UP = -40
_BREAKS_PLAN = -80
_SHIFTS_OWN_TRAIN = -60
#: How many search steps the plan may take: keeps a decision far below 50 ms on any hand.
_PLAN_BUDGET = 4_000


@dataclass(frozen=True, slots=True)
class _Context:
    seat: int
    hand: tuple[Tile, ...]
    plan: tuple[Tile, ...]
    own_marked: bool
    turn_doubles: tuple[int, ...]


class MexicanTrainAI:
    """Deterministic for a given seed (the seed only breaks exact ties)."""

    def choose(self, view: MexicanTrainView, legal: Sequence[Action], seed: int) -> Action:
        plays = [action for action in legal if isinstance(action, Play)]
        if not plays or view.hand is None or view.seat is None:
            return legal[0]
        own = view.trains[view.seat]
        context = _Context(
            seat=view.seat,
            hand=view.hand,
            plan=longest_chain(view.hand, own.open_end, _PLAN_BUDGET),
            own_marked=own.marked,
            turn_doubles=view.turn_doubles,
        )
        rng = random.Random(seed)
        return max(plays, key=lambda play: (_score(play, context), rng.random()))


def _score(play: Play, context: _Context) -> int:
    tile = play.tile
    if len(context.hand) == 1:
        return _GOES_OUT
    score = tile.pips
    on_own = play.train == context.seat
    in_plan = tile in context.plan
    if context.plan and tile == context.plan[0] and on_own:
        score += _NEXT_ON_PLAN + (_UNMARKS_OWN_TRAIN if context.own_marked else 0)
    elif in_plan:
        score += _BREAKS_PLAN
    elif on_own:
        score += _SHIFTS_OWN_TRAIN + (_UNMARKS_OWN_TRAIN if context.own_marked else 0)
    else:
        score += _EXTRA_ON_PUBLIC_TRAIN
    if play.train in context.turn_doubles and not in_plan:
        score += _CLOSES_OWN_DOUBLE
    if tile.is_double:
        follow_ups = [t for t in context.hand if t != tile and t.matches(tile.high)]
        score += _DOUBLE_WITH_FOLLOW_UP if follow_ups else _DOUBLE_WITHOUT_FOLLOW_UP
    return score
