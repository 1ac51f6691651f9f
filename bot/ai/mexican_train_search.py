"""The strong Mexican Train player: determinized Monte Carlo search over the tiles it may lay.

For a decision with a choice it deals the tiles it cannot see many times over (each other hand
as many tiles as it holds, none with a number the table saw it lack when it drew or passed,
the rest to the boneyard in a random order: all the view tells),
plays the tuned heuristic's best tile on each train it may use (up to four trains) in each of
these worlds and lets a quick
version of the heuristic (its weights, each seat's plan made once per world) finish the round
for everyone in the light simulator (``bot.ai.train_sim``), then lays the tile that won the round
most often, pips left counting a little so that a lost round is lost by little. All the
candidates meet the same worlds and the same rollout dice, so their comparison is fair even
with few worlds; a candidate must beat the tuned heuristic's own tile by a margin, else the
heuristic's tile is played. A decision whose plays all go on one train is not searched: which
of the extras goes on the Mexican Train first, the choice most decisions offer, the search did
not choose better than the heuristic; which train to play on, it did (docs/ai.md).

It reads only its seat's view. The budget is counted in rollouts, so a seed always gives the
same tile; a wall-clock cap (an injectable clock) stops a slow machine from stalling the table.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from bot.ai.mexican_train import PLAN_BUDGET, STRONG_WEIGHTS, MexicanTrainAI, Weights
from bot.ai.train_sim import Move, SimRound, Tile
from bot.games.dominoes import Tile as DominoTile
from bot.games.dominoes import double_set, longest_chain
from bot.games.mexican_train import MEXICAN, Action, MexicanTrainView, Play

#: Rollouts per decision: about 100 ms on this project's test machine under load (docs/ai.md).
ROLLOUTS = 200
#: Stop thinking after this long, whatever the budget (seconds).
CAP_SECONDS = 0.2


#: The tiles a seat keeps for its own train.
Plan = frozenset[Tile]
#: Search steps for the plan of a hand in an imagined world (one's own: the heuristic's).
PLAN_STEPS = 300


@dataclass(frozen=True, slots=True)
class SearchTuning:
    """``margin``: wins per world a tile must gain over the heuristic's tile to be played
    instead; ``pips``: what a pip left in hand, against the others' average, is worth in round
    wins; ``slips``: how often a rollout lays a random tile instead of the quick policy's;
    ``candidates``: how many of the heuristic's plays are searched at most; ``infer``: whether
    imagined worlds keep the numbers the table saw a seat lack out of its hand; ``endgame``:
    with this many tiles in hand or fewer, every legal play is searched, not only the best
    ``candidates``; ``distinct``: the candidates are the heuristic's best play on each train
    (a double and another tile on one train counting apart), best first; otherwise its best
    plays wherever they go."""

    margin: float = 0.05
    pips: float = 0.01
    slips: float = 0.1
    candidates: int = 4
    infer: bool = True
    endgame: int = 0
    distinct: bool = True


class MexicanTrainSearch:
    """Deterministic given the seed (unless the clock cuts a decision short)."""

    def __init__(
        self,
        rollouts: int | None = None,
        cap_seconds: float = CAP_SECONDS,
        clock: Callable[[], float] = time.perf_counter,
        tuning: SearchTuning | None = None,
        weights: Weights = STRONG_WEIGHTS,
    ) -> None:
        self._rollouts = rollouts or ROLLOUTS
        self._cap = cap_seconds
        self._clock = clock
        self.tuning = tuning or SearchTuning()
        self._weights = weights
        self._heuristic = MexicanTrainAI(weights)
        #: rollouts played by the last decision (tests count them instead of timing)
        self.last_rollouts = 0

    def choose(self, view: MexicanTrainView, legal: Sequence[Action], seed: int) -> Action:
        self.last_rollouts = 0
        plays = self._heuristic.ranked(view, legal, seed)
        if view.hand is None or len(view.hand) > self.tuning.endgame:
            plays = self._candidates(plays)
        if not plays:
            return legal[0]
        if len(plays) < 2 or view.hand is None or view.seat is None or len(view.hand) == 1:
            return plays[0]
        root, unseen = seen_round(view)
        own = plan_of(root.hands[view.seat], root.ends[view.seat], PLAN_BUDGET)
        candidates = [_move(play, view.players) for play in plays]
        preferred = 0  # the heuristic's own tile
        totals = [0.0] * len(candidates)
        rng = random.Random(seed)
        started = self._clock()
        worlds, planned = 0, max(1, self._rollouts // len(candidates))
        while worlds < planned:
            world = imagined_world(root, unseen, view, rng, self.tuning.infer)
            plans = [
                own if seat == view.seat else plan_of(hand, world.ends[seat], PLAN_STEPS)
                for seat, hand in enumerate(world.hands)
            ]
            dice = rng.getrandbits(32)
            values = []
            for move in candidates:
                if worlds and self._clock() - started > self._cap:
                    break  # out of time: this world is left unfinished, and uncounted
                values.append(self._rollout(world, move, view.seat, dice, plans))
            self.last_rollouts += len(values)
            if len(values) < len(candidates):
                break
            for index, value in enumerate(values):
                totals[index] += value
            worlds += 1
        best = max(range(len(candidates)), key=lambda i: (totals[i], i == preferred))
        if totals[best] - totals[preferred] < self.tuning.margin * worlds:
            best = preferred  # within the noise of so few worlds: the heuristic's tile
        return plays[best]

    def _candidates(self, ranked: list[Play]) -> list[Play]:
        if self.tuning.distinct:
            per_train: dict[tuple[int, bool], Play] = {}
            for play in ranked:
                per_train.setdefault((play.train, play.tile.is_double), play)
            ranked = list(per_train.values())
        return ranked[: self.tuning.candidates]

    def _rollout(
        self, world: SimRound, move: Move, seat: int, dice: int, plans: Sequence[Plan]
    ) -> float:
        sim = world.copy()
        sim.play(move)
        finish(sim, random.Random(dice), self.tuning.slips, plans, self._weights)
        scores = sim.scores()
        mine = scores[seat]
        others = [score for s, score in enumerate(scores) if s != seat]
        best = min(others)
        win = 0.0 if mine > best else 1.0 / (1 + others.count(best)) if mine == best else 1.0
        return win + self.tuning.pips * (sum(others) / len(others) - mine)


def finish(
    sim: SimRound,
    rng: random.Random,
    slips: float,
    plans: Sequence[Plan],
    weights: Weights = STRONG_WEIGHTS,
) -> None:
    """Play the round out: every seat lays by :func:`quick_move` with ``weights``, draws or
    passes."""
    while not sim.over:
        moves = sim.plays()
        if not moves:
            if not sim.boneyard:
                sim.pass_()
                continue
            moves = sim.draw()
            if not moves:
                continue
        sim.play(quick_move(sim, moves, rng, slips, plans[sim.seat], weights))


def plan_of(hand: Sequence[Tile], end: int, budget: int) -> Plan:
    """The tiles of the longest run through ``hand`` from ``end``: those kept for one's own
    train, as the heuristic keeps them."""
    chain = longest_chain([DominoTile(high, low) for high, low in hand], end, budget)
    return frozenset((tile.high, tile.low) for tile in chain)


def quick_move(
    sim: SimRound,
    moves: list[Move],
    rng: random.Random,
    slips: float,
    plan: Plan,
    weights: Weights = STRONG_WEIGHTS,
) -> Move:
    """A cheap stand-in for the heuristic: its weights, with the plan made when the world was
    dealt (so: the extras on public trains first, heaviest first; planned tiles on one's own
    train, at once when it is marked; a double that can be followed up), and now and then any
    tile, so the rollouts see more than one future."""
    if len(moves) == 1:
        return moves[0]
    if rng.random() < slips:
        return moves[rng.randrange(len(moves))]
    seat = sim.seat
    holding = sim.by_number[seat]
    unmarks = weights.unmarks_own_train if sim.marked[seat] else 0
    on_plan, shifts = weights.next_on_plan + unmarks, weights.shifts_own_train + unmarks
    breaks, extra = weights.breaks_plan, weights.extra_on_public_train
    followed, alone = weights.double_with_follow_up, weights.double_without_follow_up
    best, best_value = moves[0], None
    for move in moves:
        tile, train = move
        high, low = tile
        # the double-blank weighs its penalty, as in the heuristic
        value = (sim.double_blank if high == low == 0 else high + low) * weights.pips
        if train == seat:
            value += on_plan if tile in plan else shifts
        else:
            value += breaks if tile in plan else extra
        if high == low:
            value += followed if len(holding[high]) > 1 else alone
        if best_value is None or value > best_value:
            best, best_value = move, value
    return best


def _move(play: Play, players: int) -> Move:
    return (play.tile.high, play.tile.low), players if play.train == MEXICAN else play.train


def seen_round(view: MexicanTrainView) -> tuple[SimRound, list[Tile]]:
    """The round as the seat sees it (other hands empty, no boneyard), and the unseen tiles."""
    assert view.seat is not None and view.hand is not None  # the search only runs for a seat
    players = view.players
    laid = [train.tiles for train in (*view.trains, view.mexican)]
    seen = {DominoTile(view.engine, view.engine), *view.hand, *(t for ts in laid for t in ts)}
    unseen = [(t.high, t.low) for t in double_set(view.top) if t not in seen]
    owners = [players if owner == MEXICAN else owner for owner in view.open_doubles]
    hands: list[list[Tile]] = [[] for _ in range(players)]
    hands[view.seat] = [(t.high, t.low) for t in view.hand]
    root = SimRound(
        top=view.top,
        engine=view.engine,
        hands=hands,
        boneyard=[],
        trains=[[(t.high, t.low) for t in tiles] for tiles in laid],
        marked=[train.marked for train in view.trains],
        open_doubles=owners,
        seat=view.seat,
        turn_doubles=[players if o == MEXICAN else o for o in view.turn_doubles],
        reverse=view.doubles_order == "reverse",
        double_blank=view.double_blank,
        cover=view.cover,
    )
    return root, unseen


def imagined_world(
    root: SimRound, unseen: list[Tile], view: MexicanTrainView, rng: random.Random, infer: bool
) -> SimRound:
    """One world: the unseen tiles shuffled, each other hand given its count, the rest the
    boneyard; with ``infer``, a seat the table saw lack some numbers gets no tile of them
    (seats lacking most are served first; should too few tiles fit, the rest are any)."""
    tiles = unseen[:]
    rng.shuffle(tiles)
    world = root.copy()
    lacks = view.lacks if infer and view.lacks else ((),) * view.players
    seats = sorted(
        (seat for seat in range(view.players) if seat != view.seat),
        key=lambda seat: -len(lacks[seat]),
    )
    for seat in seats:
        count, numbers = view.hand_counts[seat], set(lacks[seat])
        fits = [t for t in tiles if t[0] not in numbers and t[1] not in numbers][:count]
        if len(fits) < count:
            fits += [t for t in tiles if t not in fits][: count - len(fits)]
        world.give(seat, fits)
        given = set(fits)
        tiles = [t for t in tiles if t not in given]
    world.boneyard = tiles
    return world
