"""Tune the strong Mexican Train heuristic's weights against today's player, no search.

Run from the repository root: ``python bench/mexican_train_tune.py [--seeds 1000] [--first
10000] [--passes 2]``. Coordinate search with common random numbers: every candidate plays
the same seeds (X in each of the 4 seats against three of today's player, as in
``bench/ai_strength.py``), a step is kept when it raises X's share of round wins by more than
``--keep``; the steps shrink by half after a pass that kept none. Two worker processes share
the seeds. Tune on seeds no bench figure uses (10000 and up), then check held out.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, fields, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.ai_strength import Clock, Match, train_match
from bot.ai.mexican_train import STRONG_WEIGHTS, MexicanTrainAI, Weights
from bot.games.base import AIPlayer

#: The first step per weight (pips per tile laid is a small multiplier: steps of 1).
STEPS = {field.name: 20 for field in fields(Weights)} | {"pips": 1}
WORKERS = 2


def _make(weights: Weights) -> Callable[[str, str], AIPlayer]:
    """Players by name for ``train_match``: X plays ``weights``, anyone else today's."""

    def make(game: str, name: str) -> AIPlayer:
        return MexicanTrainAI(weights if name == "x" else None)

    return make


def _share(job: tuple[Weights, int, int]) -> list[float]:
    weights, first, count = job
    return train_match(Match("mexican_train", "x", "today", count, _make(weights), first), Clock())


def share(pool: ProcessPoolExecutor, weights: Weights, first: int, seeds: int) -> float:
    """X's share of round wins with ``weights`` on ``seeds`` seeds from ``first``."""
    part = -(-seeds // WORKERS)
    jobs = [(weights, first + i * part, min(part, seeds - i * part)) for i in range(WORKERS)]
    return statistics.fmean(v for values in pool.map(_share, jobs) for v in values)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=1000)
    parser.add_argument("--first", type=int, default=10_000)
    parser.add_argument("--passes", type=int, default=2)
    parser.add_argument("--keep", type=float, default=0.003, help="least gain kept")
    args = parser.parse_args()
    steps = dict(STEPS)
    best = STRONG_WEIGHTS
    with ProcessPoolExecutor(WORKERS) as pool:
        best_share = share(pool, best, args.first, args.seeds)
        print(f"start {best_share:.2%} {asdict(best)}", flush=True)
        for number in range(args.passes):
            kept = False
            for name, step in steps.items():
                for sign in (1, -1):
                    value = getattr(best, name) + sign * step
                    if name == "pips" and value < 0:
                        continue
                    trial = replace(best, **{name: value})
                    got = share(pool, trial, args.first, args.seeds)
                    print(f"pass {number} {name}={value}: {got:.2%}", flush=True)
                    if got > best_share + args.keep:
                        best, best_share, kept = trial, got, True
                        print(f"  kept {best_share:.2%} {asdict(best)}", flush=True)
                        break
            if not kept:
                steps = {name: max(1, step // 2) for name, step in steps.items()}
        print(f"best {best_share:.2%} {asdict(best)}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
