"""Why an action is refused, in words the player can act on."""

from __future__ import annotations

from bot.games.mexican_train.actions import Action, Draw, Play
from bot.games.mexican_train.options import Rules
from bot.games.mexican_train.state import Round
from bot.games.mexican_train.trains import MEXICAN
from bot.games.mexican_train.turns import plays, targets


def train_phrase(owner: int, seat: int) -> str:
    if owner == MEXICAN:
        return "the Mexican Train"
    return "your train" if owner == seat else f"seat {owner + 1}'s train"


def why_illegal(rnd: Round, rules: Rules, seat: int, action: Action) -> str:
    can = plays(rnd, rules, seat)
    if isinstance(action, Play):
        return _why_not_play(rnd, rules, seat, action, bool(can))
    if isinstance(action, Draw):
        if can:
            return f"You can play {can[0].tile.code}, so you must play rather than draw."
        return "The boneyard is empty: pass instead."
    if can:
        return f"You must play when you can: {can[0].tile.code} fits."
    return "Draw a tile first: you may only pass once the boneyard is empty."


def _why_not_play(rnd: Round, rules: Rules, seat: int, action: Play, can: bool) -> str:
    tile, owner = action.tile, action.train
    if tile not in rnd.hands[seat]:
        return f"You don't hold {tile.code}."
    if owner != MEXICAN and not 0 <= owner < rnd.players:
        return "There is no such train at this table."
    where = targets(rnd, rules, seat, rnd.turn.doubles)
    place = train_phrase(owner, seat)
    if where.blocked_by is not None and owner != where.blocked_by:
        double = rnd.train(where.blocked_by).tiles[-1].code
        return (
            f"The open double {double} on {train_phrase(where.blocked_by, seat)} must be "
            "covered first: every other train is closed until then."
        )
    if where.closing is not None and not tile.is_double and owner != where.closing:
        double = rnd.train(where.closing).tiles[-1].code
        return (
            f"You laid several doubles this turn: your next non-double must close {double} "
            f"on {train_phrase(where.closing, seat)}."
        )
    if owner not in where.for_others:
        return f"You can't play on {place}: its owner has no marker on it."
    train = rnd.train(owner)
    if not tile.matches(train.open_end):
        hint = "" if can else " Nothing in your hand fits anywhere: draw or pass."
        return f"{tile.code} doesn't fit {place}: its open end is {train.open_end}.{hint}"
    return f"You can't play {tile.code} on {place} now."
