"""Mexican Train strength over whole games: what issue #17's "wins in 4-player games" counts.

Run from the repository root: ``python bench/mexican_train_games.py [--pairs strong:today]
[--seeds 25] [--first 2000] [--workers 2]``. ``bench/ai_strength.py`` plays one double-12
round per seed, which is quick but counts round wins; a game is thirteen rounds (double-12
down to double-blank) won by the lowest total, so a player that keeps fewer pips in its lost
rounds wins more games than rounds. Here every seed is a whole 4-player game, played four
times with the same tiles (each round is dealt from the seed and its number, whoever played
what before): X in each seat in turn against three Y. The figures: X's share of game wins
(a tie shared; fair share 25 %), of round wins, and how many pips a round X keeps fewer than
the average of the others, each with a 95 % confidence interval, and X's decision time.
Seeds run in parallel in ``--workers`` processes; each game plays the same tiles whichever
process runs it (the players' dice come from the seed and the move number).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.ai_strength import (
    Clock,
    Seated,
    interval,
    percentile,
    train_game,
    win_share,
)
from bench.named_players import player_factory
from bot.games.mexican_train import MexicanTrainGame

PLAYERS = 4


@dataclass(frozen=True, slots=True)
class Game:
    """One whole game from X's seat: its share of the game win and of each round's win, the
    pips a round it kept fewer than the others' average, and its decision times."""

    win: float
    rounds: tuple[float, ...]
    pips: tuple[float, ...]
    times: tuple[float, ...]


def play(x: str, y: str, seed: int, seat: int, budget: int | None) -> Game:
    """A whole game from ``seed`` with X on ``seat`` and Y on the other three."""
    game, make = MexicanTrainGame(), player_factory(budget)
    px, py = make("mexican_train", x), make("mexican_train", y)
    names = tuple("X" if s == seat else "Y" for s in range(PLAYERS))
    seats = Seated(names, tuple(px if s == seat else py for s in range(PLAYERS)))
    clock = Clock()
    state = train_game(game, seed, seats, clock, {}, 0)
    others = [s for s in range(PLAYERS) if s != seat]
    return Game(
        win_share(state.totals, seat),
        tuple(win_share(scores, seat) for scores in state.round_scores),
        tuple(
            statistics.fmean(scores[s] for s in others) - scores[seat]
            for scores in state.round_scores
        ),
        tuple(clock.times.get("X", ())),
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", default="strong:today", help="X:Y matches, comma-separated")
    parser.add_argument("--seeds", type=int, default=25, help="games (x4 seats) per match")
    parser.add_argument("--first", type=int, default=2000, help="first seed")
    parser.add_argument("--workers", type=int, default=2, help="processes playing games")
    parser.add_argument("--budget", type=int, default=None, help="strong AI rollouts per move")
    args = parser.parse_args()
    load = " ".join(Path("/proc/loadavg").read_text().split()[:3])
    print(f"seeds {args.first}-{args.first + args.seeds - 1}; load average {load}")
    with ProcessPoolExecutor(args.workers) as pool:
        for pair in args.pairs.split(","):
            x, y = pair.split(":")
            started = time.perf_counter()
            jobs = [
                pool.submit(play, x, y, seed, seat, args.budget)
                for seed in range(args.first, args.first + args.seeds)
                for seat in range(PLAYERS)
            ]
            games = [job.result() for job in jobs]
            took = time.perf_counter() - started
            figures = {
                "game wins": [g.win for g in games],
                "round wins": [r for g in games for r in g.rounds],
                "pips kept fewer a round": [p for g in games for p in g.pips],
            }
            print(f"{x} (X) vs three {y} (Y), {len(games)} games  [{took:.0f} s]")
            for name, values in figures.items():
                mean, half = interval(values)
                shown = (
                    f"{mean:+.1f} ± {half:.1f}" if "pips" in name else f"{mean:.1%} ± {half:.1%}"
                )
                print(f"  {name:>24}: {shown} over {len(values)}")
            times = [t for g in games for t in g.times]
            if times:
                p50, p99 = statistics.median(times) * 1000, percentile(times, 0.99) * 1000
                print(f"  X decisions {len(times)}: p50 {p50:.1f} ms, p99 {p99:.1f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
