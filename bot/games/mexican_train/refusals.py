"""Why an action is refused, as a message the player can act on (worded by the reader's
language in the render layer)."""

from __future__ import annotations

from bot.games.mexican_train.actions import Action, Draw, Play
from bot.games.mexican_train.options import Rules
from bot.games.mexican_train.state import Round
from bot.games.mexican_train.trains import MEXICAN
from bot.games.mexican_train.turns import plays, targets
from bot.msg import Msg, msg, seat_msg


def train_phrase(owner: int, seat: int) -> Msg:
    """A train as ``seat`` reads it; another seat's is named by its owner wherever the
    table's names are at hand (:func:`bot.msg.name_seats`), "seat 2's train" elsewhere."""
    if owner == MEXICAN:
        return msg("mt-train-mexican")
    if owner == seat:
        return msg("mt-train-yours")
    return seat_msg("mt-train-seat", owner, "mt-train-named")


def closing_rule(cover: bool) -> str:
    """Why a double must be closed next, for the wording: the table's ``after_double=cover``
    rule, or the several doubles laid this turn (rules 8.1)."""
    return "cover" if cover else "several"


def why_illegal(rnd: Round, rules: Rules, seat: int, action: Action) -> Msg:
    can = plays(rnd, rules, seat)
    if isinstance(action, Play):
        return _why_not_play(rnd, rules, seat, action, bool(can))
    if isinstance(action, Draw):
        if can:
            return msg("mt-must-play-not-draw", tile=can[0].tile.code)
        return msg("mt-boneyard-empty")
    if can:
        return msg("mt-must-play-fits", tile=can[0].tile.code)
    return msg("mt-draw-first")


def _why_not_play(rnd: Round, rules: Rules, seat: int, action: Play, can: bool) -> Msg:
    tile, owner = action.tile, action.train
    if tile not in rnd.hands[seat]:
        return msg("mt-not-holding", tile=tile.code)
    if owner != MEXICAN and not 0 <= owner < rnd.players:
        return msg("mt-no-such-train")
    where = targets(rnd, rules, seat, rnd.turn.doubles)
    place = train_phrase(owner, seat)
    if where.blocked_by is not None and owner != where.blocked_by:
        double = rnd.train(where.blocked_by).tiles[-1].code
        return msg(
            "mt-blocked-by-double", double=double, train=train_phrase(where.blocked_by, seat)
        )
    allowed = where.for_doubles if tile.is_double else where.for_others
    if where.closing is not None and owner != where.closing and allowed == (where.closing,):
        double = rnd.train(where.closing).tiles[-1].code
        return msg(
            "mt-must-close-double",
            double=double,
            train=train_phrase(where.closing, seat),
            rule=closing_rule(rules.cover),
        )
    if owner not in allowed:
        return msg("mt-train-closed", train=place)
    train = rnd.train(owner)
    if not tile.matches(train.open_end):
        return msg(
            "mt-tile-does-not-fit",
            tile=tile.code,
            train=place,
            end=train.open_end,
            stuck="no" if can else "yes",
        )
    return msg("mt-cannot-play-there", tile=tile.code, train=place)
