"""Setting up a round (rules 4 and 6): the engine to the hub, hands dealt, the rest boneyard.

Round ``r`` (from 0) uses the engine ``top - r``, so a double-n game has n+1 rounds and ends
with the 0-0 round. The engine is taken out of the set before shuffling, so no one ever holds
it and a round never waits for someone to produce it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from bot.errors import IllegalAction
from bot.games.base import GameEvent
from bot.games.dominoes import Tile, double_set, shuffled
from bot.games.hands import TileHands, TilePile
from bot.games.mexican_train.events import HandDealt, RoundStarted
from bot.games.mexican_train.options import Rules
from bot.games.mexican_train.state import Round, Turn
from bot.games.mexican_train.trains import MEXICAN, Train


def rounds_in_game(rules: Rules) -> int:
    return rules.top + 1


def engine_of(rules: Rules, number: int) -> int:
    return rules.top - number


def first_player(seed: int, players: int) -> int:
    """Round 1 starts with a seat drawn from the seed (rules 6, [Impl] at random)."""
    return random.Random(f"{seed}:first").randrange(players)


def deal_round(rules: Rules, players: int, seed: int, number: int, first: int) -> Round:
    """Round ``number``, shuffled from the game seed and the round number."""
    engine = engine_of(rules, number)
    tiles = shuffled(
        [tile for tile in double_set(rules.top) if tile != Tile(engine, engine)],
        f"{seed}:round:{number}",
    )
    size = rules.hand_size
    hands = [tiles[seat * size : (seat + 1) * size] for seat in range(players)]
    return start_round(number, engine, first, hands, tiles[players * size :])


def start_round(
    number: int,
    engine: int,
    first: int,
    hands: Sequence[Sequence[Tile]],
    boneyard: Sequence[Tile],
) -> Round:
    return Round(
        number=number,
        engine=engine,
        first=first,
        hands=TileHands(hands),
        boneyard=TilePile(boneyard),
        trains=tuple(Train.empty(seat, engine) for seat in range(len(hands))),
        mexican=Train.empty(MEXICAN, engine),
        open_doubles=(),
        turn=Turn(first),
    )


def check_deal(
    rules: Rules, engine: int, hands: Sequence[Sequence[Tile]], boneyard: Sequence[Tile]
) -> None:
    """Refuse an explicit deal that could not come from the set (duplicates, foreign tiles)."""
    dealt = [tile for hand in hands for tile in hand] + list(boneyard)
    in_set = set(double_set(rules.top))
    for tile in dealt:
        if tile not in in_set:
            raise IllegalAction("mt-deal-not-in-set", tile=tile.code, top=rules.top)
        if tile == Tile(engine, engine):
            raise IllegalAction("mt-deal-engine-tile", tile=tile.code)
    if len(set(dealt)) != len(dealt):
        raise IllegalAction("mt-deal-twice")


def deal_events(rnd: Round, rules: Rules) -> list[GameEvent]:
    """The public start of a round, then each seat's own hand (to that seat only)."""
    events: list[GameEvent] = [
        RoundStarted(
            round=rnd.number + 1,
            rounds=rounds_in_game(rules),
            engine=Tile.of(rnd.engine, rnd.engine),
            first=rnd.first,
            hand_counts=rnd.hands.sizes(),
            boneyard=len(rnd.boneyard),
        )
    ]
    events += [HandDealt(tiles=hand, seat=seat) for seat, hand in enumerate(rnd.hands)]
    return events
