"""The values a game's ``/rules`` summary states, worked out from a table's options.

The summaries (``rules-<game>-N`` in the catalogs) take these as Fluent parameters, so
``/rules`` in a table's thread tells the game as that table plays it (a double-9 set, a target
of 7, one deck) and the defaults elsewhere. Each number is asked of the engine that plays it
(the set's engines, the double-blank's score, the points in a shoe and the takeover
threshold), never written a second time here, so the text cannot drift from the play.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from bot.games.base import GameBase
from bot.games.cards import shoe
from bot.games.mexican_train import deal as mt_deal
from bot.games.mexican_train import options as mt_options
from bot.games.mexican_train.scoring import DOUBLE_BLANK, tile_score
from bot.games.options import complete_options
from bot.games.shengji import options as sj_options
from bot.games.shengji.order import points_of
from bot.games.shengji.scoring import takeover_threshold
from bot.games.whist import options as wh_options
from bot.render.shengji_events import level_text, suit_text

Args = dict[str, Any]
AnyGame = GameBase[Any, Any, Any]


def rules_args(game: AnyGame, options: Mapping[str, Any] | None = None) -> Args:
    """The summary's parameters for these options (None or missing keys: the defaults)."""
    known = {spec.key for spec in game.options}
    # a key no longer offered (a table stored before an option went) is not the reader's fault
    values = complete_options(
        game.options, {k: v for k, v in (options or {}).items() if k in known}
    )
    worker = _ARGS.get(game.name)
    return {} if worker is None else worker(game, values)


def _mexican_train(game: AnyGame, values: Mapping[str, Any]) -> Args:
    low, high = game.seat_range(values)
    rules = mt_options.Rules(
        top=values["set"],
        hand_size=values["hand"] or 0,  # not told in the summary; the deal fits it to players
        doubles_order=mt_options.DoublesOrder(values["doubles_order"]),
        double_blank=values["double_blank"],
        after_double=mt_options.AfterDouble(values["after_double"]),
    )
    return {
        "low": low,
        "high": high,
        "top": rules.top,
        "engine": mt_deal.engine_of(rules, 0),
        "next": mt_deal.engine_of(rules, 1),
        "blank": tile_score(DOUBLE_BLANK, rules),
        "cover": rules.after_double.value,
    }


def _whist(game: AnyGame, values: Mapping[str, Any]) -> Args:
    """Both whists: the goal (a target, or a number of deals), how trumps are found, and for
    Bid Whist how the auction goes and what a made or set contract scores."""
    variant = wh_options.Variant(game.name)
    rules = wh_options.Rules.from_options(variant, values)
    trumps = "turnup"
    if rules.trump_mode is wh_options.TrumpMode.ROTATING:
        trumps = "rotating" if rules.cycle == 4 else "rotating-no-trump"
    return {
        "target": rules.target,
        "deals": rules.deals or 0,
        "trumps": trumps,
        "min_bid": rules.min_bid,
        "auction": rules.auction.value,
        "declare": rules.declare.value,
        "overtricks": "on" if rules.overtricks else "off",
        "penalty": rules.set_penalty.value,
    }


def _shengji(_game: AnyGame, values: Mapping[str, Any]) -> Args:
    rules = sj_options.Rules.from_options(values)
    cards = shoe(rules.decks, jokers=True)
    declaring = "fixed" if rules.fixed_trump is not None else "open"
    if declaring == "open" and rules.ordered_declaring:
        declaring = "ordered"
    elif declaring == "open" and not rules.no_trump:
        declaring = "no-no-trump"
    carried = rules.start_levels != (2, 2)
    seat_starts = rules.fixed_first_starter or rules.start_seat is not None
    return {
        "decks": rules.decks,
        "cards": len(cards),
        "hand": rules.hand_size,
        "kitty": rules.kitty_size,
        "points": points_of(cards),
        "threshold": takeover_threshold(rules.decks),
        "target": level_text(rules.target),
        "declaring": declaring,
        "suit": "" if rules.fixed_trump is None else suit_text(rules.fixed_trump),
        # a fixed trump fixes the first starter too: the ``starter`` seat, else seat 1
        "starter": (rules.start_seat or 0) + 1,
        "first": "seat" if seat_starts else "declarer",
        "from": "carried" if carried else "two",
        "first_level": level_text(rules.start_levels[0]),
        "second_level": level_text(rules.start_levels[1]),
    }


_ARGS: dict[str, Callable[[AnyGame, Mapping[str, Any]], Args]] = {
    "mexican_train": _mexican_train,
    "whist": _whist,
    "bidwhist": _whist,
    "shengji": _shengji,
}
