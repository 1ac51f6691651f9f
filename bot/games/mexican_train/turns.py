"""A turn (rules 7 and 8): what may be played where, drawing, passing, markers, doubles.

Each step returns the new round, the events it caused, and whether the round just ended, so
the game can score and deal the next one. Legality lives in :func:`plays` alone; the step
functions trust that the game checked the action against it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from bot.games.base import GameEvent
from bot.games.dominoes import remove_tiles
from bot.games.evolve import evolve
from bot.games.mexican_train.actions import Play
from bot.games.mexican_train.doubles import (
    blocking_double,
    double_to_close,
    release_dead_doubles,
)
from bot.games.mexican_train.events import (
    DoublesOpen,
    LastTile,
    MarkerPlaced,
    RoundEnd,
    TileDrawn,
    TilePlayed,
    YouDrew,
)
from bot.games.mexican_train.options import Rules
from bot.games.mexican_train.state import Round, Turn
from bot.games.mexican_train.trains import MEXICAN


@dataclass(frozen=True, slots=True)
class Targets:
    """Where ``seat`` may lay a double and where a non-double, and why it is limited.

    ``blocked_by`` is an open double from an earlier turn that must be covered first;
    ``closing`` the double this turn's final non-double must close (two or more doubles).
    """

    for_doubles: tuple[int, ...]
    for_others: tuple[int, ...]
    blocked_by: int | None = None
    closing: int | None = None


Step = tuple[Round, list[GameEvent], RoundEnd | None]


def open_trains(rnd: Round, seat: int) -> tuple[int, ...]:
    """The trains ``seat`` may use when no double is in the way: own, Mexican, marked ones."""
    owners = [train.owner for train in rnd.trains if train.open_to(seat)]
    return (*owners, MEXICAN)


def targets(rnd: Round, rules: Rules, seat: int, turn_doubles: tuple[int, ...]) -> Targets:
    """Rules 8: an open double from an earlier turn closes every other train; after one double
    this turn the next tile may go anywhere open (M2); after several, a non-double must close
    the first (or, reversed, the last) of them. With ``after_double=cover`` the tile after a
    double goes on it, so no second double can follow before it is covered."""
    if not turn_doubles:
        blocked = blocking_double(rnd, rules)
        if blocked is not None:
            return Targets((blocked,), (blocked,), blocked_by=blocked)
        trains = open_trains(rnd, seat)
        return Targets(trains, trains)
    trains = open_trains(rnd, seat)
    closing = double_to_close(rnd, rules, turn_doubles)
    if closing is None:
        return Targets(trains, trains)
    return Targets((closing,) if rules.cover else trains, (closing,), closing=closing)


def plays(rnd: Round, rules: Rules, seat: int) -> list[Play]:
    """Every tile ``seat`` may lay now, and where (empty: they must draw or pass)."""
    doubles = rnd.turn.doubles if rnd.turn.seat == seat else ()
    where = targets(rnd, rules, seat, doubles)
    ends = {owner: rnd.train(owner).open_end for owner in where.for_doubles + where.for_others}
    return [
        Play(tile, owner)
        for tile in rnd.hands[seat]
        for owner in (where.for_doubles if tile.is_double else where.for_others)
        if tile.matches(ends[owner])
    ]


def has_play(rnd: Round, rules: Rules, seat: int) -> bool:
    """Whether ``seat`` could lay a tile if its turn started now."""
    where = targets(rnd, rules, seat, ())
    others = {rnd.train(owner).open_end for owner in where.for_others}
    doubles = {rnd.train(owner).open_end for owner in where.for_doubles}
    return any(
        (tile.high in doubles) if tile.is_double else (tile.high in others or tile.low in others)
        for tile in rnd.hands[seat]
    )


def play(rnd: Round, rules: Rules, seat: int, action: Play) -> Step:
    tile, owner = action.tile, action.train
    train = rnd.train(owner)
    covered = owner in rnd.open_doubles
    laid = train.add(tile)
    marker_off = owner == seat and laid.marked
    if marker_off:
        laid = evolve(laid, marked=False)
    open_doubles = tuple(o for o in rnd.open_doubles if o != owner)
    turn_doubles = rnd.turn.doubles
    if tile.is_double:
        open_doubles += (owner,)
        turn_doubles += (owner,)
    hand = remove_tiles(rnd.hands[seat], (tile,))
    rnd = evolve(
        rnd.with_train(laid).with_hand(seat, hand),
        open_doubles=open_doubles,
        turn=Turn(seat, turn_doubles),
    )
    events: list[GameEvent] = [
        TilePlayed(
            player=seat,
            tile=tile,
            train=owner,
            open_end=laid.open_end,
            double=tile.is_double,
            covered=covered,
            marker_off=marker_off,
            started=not train.tiles,
            out=not hand,
        )
    ]
    rnd, released = release_dead_doubles(rnd, rules)
    events += released
    if not hand:
        return rnd, events, RoundEnd.OUT
    if tile.is_double:
        return rnd, events, None
    return end_turn(rnd, rules, events)


def draw(rnd: Round, rules: Rules, seat: int) -> Step:
    """Draw one; a tile that fits must then be played, otherwise the marker goes out."""
    tile, boneyard = rnd.boneyard[0], rnd.boneyard[1:]
    lacking = wanted(rnd, rules, seat)
    drawn = evolve(rnd.with_hand(seat, (*rnd.hands[seat], tile)), boneyard=boneyard)
    events: list[GameEvent] = [
        TileDrawn(player=seat, boneyard=len(boneyard)),
        YouDrew(tile=tile, seat=seat),
    ]
    if plays(drawn, rules, seat):
        # the drawn tile is laid next, so the hand keeps lacking what it lacked
        return _lacks(drawn, seat, (*drawn.lacking(seat), *lacking)), events, None
    # the tile kept may carry any number but those it could not be laid on
    return _mark_and_end(_lacks(drawn, seat, lacking), rules, seat, events, after_draw=True)


def pass_turn(rnd: Round, rules: Rules, seat: int) -> Step:
    rnd = _lacks(rnd, seat, (*rnd.lacking(seat), *wanted(rnd, rules, seat)))
    return _mark_and_end(rnd, rules, seat, [], after_draw=False)


def wanted(rnd: Round, rules: Rules, seat: int) -> set[int]:
    """The numbers any tile of which ``seat`` could lay now: a seat that must draw or pass
    shows everyone it holds none of them."""
    doubles = rnd.turn.doubles if rnd.turn.seat == seat else ()
    where = targets(rnd, rules, seat, doubles)
    return {rnd.train(o).open_end for o in where.for_doubles} & {
        rnd.train(o).open_end for o in where.for_others
    }


def _lacks(rnd: Round, seat: int, numbers: Iterable[int]) -> Round:
    lacks = list(rnd.lacks or ((),) * rnd.players)
    lacks[seat] = tuple(sorted(set(numbers)))
    return evolve(rnd, lacks=tuple(lacks))


def _mark_and_end(
    rnd: Round, rules: Rules, seat: int, events: list[GameEvent], *, after_draw: bool
) -> Step:
    kept = rnd.trains[seat].marked
    rnd = rnd.with_train(evolve(rnd.trains[seat], marked=True))
    events.append(MarkerPlaced(player=seat, after_draw=after_draw, kept=kept))
    return end_turn(rnd, rules, events)


def end_turn(rnd: Round, rules: Rules, events: list[GameEvent]) -> Step:
    """Hand the turn on; doubles left open now block, and a player down to one tile is
    announced. With an empty boneyard, check after every turn whether the round is blocked
    (rules 9)."""
    seat = rnd.turn.seat
    left_open = [o for o in rnd.turn.doubles if o in rnd.open_doubles]
    if left_open:
        events.append(
            DoublesOpen(
                player=seat,
                trains=tuple(left_open),
                tiles=tuple(rnd.train(o).tiles[-1] for o in left_open),
            )
        )
    # said once the turn is over (rules 7.5), so never after a double the player may yet
    # follow, draw after or go out on; and only by a turn that laid a tile, not by each pass
    laid = rnd.turn.doubles or any(isinstance(e, TilePlayed) for e in events)
    if laid and len(rnd.hands[seat]) == 1:
        events.append(LastTile(player=seat))
    rnd = evolve(rnd, turn=Turn((rnd.turn.seat + 1) % rnd.players))
    if not rnd.boneyard and is_blocked(rnd, rules):
        return rnd, events, RoundEnd.BLOCKED
    return rnd, events, None


def is_blocked(rnd: Round, rules: Rules) -> bool:
    """No tile can ever be played again (the boneyard being empty).

    Passing only adds markers, so while nobody can play every seat passes in turn and marks
    its train; the round is over only if no seat could play even with every train marked.
    (Asking just "can anyone play now?" would end the round too early: a pass can open a
    train to someone who passed before, rules 9.)
    """
    marked = evolve(rnd, trains=tuple(evolve(t, marked=True) for t in rnd.trains))
    return not any(has_play(marked, rules, seat) for seat in range(rnd.players))
