"""Open doubles (rules 8.2): which one blocks, which one a follow-up must close, and which can
never be covered any more and so stop blocking."""

from __future__ import annotations

from bot.games.base import GameEvent
from bot.games.evolve import evolve
from bot.games.mexican_train.events import DoubleReleased
from bot.games.mexican_train.options import Rules
from bot.games.mexican_train.state import Round


def can_be_covered(rnd: Round, rules: Rules, owner: int) -> bool:
    """False once every tile carrying the double's number is face up on the table.

    A double-n set has n+1 tiles carrying each number (the double included), so the double
    ``d-d`` is dead when n+1 tiles carrying d lie on the table.
    """
    train = rnd.train(owner)
    number = train.open_end
    on_table = sum(1 for tile in rnd.table_tiles() if tile.matches(number))
    return on_table < rules.top + 1


def release_dead_doubles(rnd: Round, rules: Rules) -> tuple[Round, list[GameEvent]]:
    """Drop the open doubles nobody can ever cover, telling the table each one stops blocking."""
    dead = [owner for owner in rnd.open_doubles if not can_be_covered(rnd, rules, owner)]
    if not dead:
        return rnd, []
    events: list[GameEvent] = [
        DoubleReleased(train=owner, tile=rnd.train(owner).tiles[-1]) for owner in dead
    ]
    kept = tuple(owner for owner in rnd.open_doubles if owner not in dead)
    return evolve(rnd, open_doubles=kept), events


def blocking_double(rnd: Round, rules: Rules) -> int | None:
    """The train whose open double every player must cover before anything else, if any.

    Only meaningful at the start of a turn: doubles laid in the current turn block from the
    end of that turn (rules M3), and a blocked player can only lay non-doubles, so open doubles
    from earlier turns never coexist with doubles laid this turn.
    """
    if not rnd.open_doubles:
        return None
    return rnd.open_doubles[-1] if rules.reverse else rnd.open_doubles[0]


def double_to_close(rnd: Round, rules: Rules, turn_doubles: tuple[int, ...]) -> int | None:
    """After two or more doubles in one turn, the one the final non-double must go on; with
    ``after_double=cover``, the double just laid, which the next tile must cover (a double that
    can no longer be covered asks nothing)."""
    if len(turn_doubles) < (1 if rules.cover else 2):
        return None
    pending = [owner for owner in turn_doubles if owner in rnd.open_doubles]
    if not pending:
        return None
    return pending[-1] if rules.reverse else pending[0]
