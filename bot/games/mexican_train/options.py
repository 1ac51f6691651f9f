"""Table options for Mexican Train and the rules they resolve to.

The set decides how many may sit and how many tiles each is dealt (rules section 3, 4 and 13);
the lobby only sees :data:`OPTIONS`, the engine only :class:`Rules`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from bot.errors import OptionError
from bot.games.dominoes import set_size
from bot.games.memo import interned
from bot.games.options import LATER, OptionSpec, RulesCodec


class DoublesOrder(StrEnum):
    """Which of several open doubles must be closed first (rules 8.2 and 13)."""

    PLAYED = "played"
    REVERSE = "reverse"


class AfterDouble(StrEnum):
    """Where the tile after a double may go (rules 8.1 and M2): anywhere open, as the source
    rules have it, or on that double at once, as many groups play ("cover your own double")."""

    ANYWHERE = "anywhere"
    COVER = "cover"


#: Players each set seats (rules section 3).
SEATS: Mapping[int, tuple[int, int]] = {6: (2, 4), 9: (2, 4), 12: (2, 8), 15: (9, 12), 18: (9, 12)}

#: Tiles dealt to each player by set and player count. Double-12 and double-9 are the source
#: rules; double-6 is the rules' [Impl] suggestion; double-15/18 are not given by any source, so
#: these are our own choice, leaving a good boneyard (configurable with ``hand=``).
HAND_SIZES: Mapping[int, Mapping[int, int]] = {
    6: {2: 7, 3: 5, 4: 5},
    9: {2: 15, 3: 13, 4: 10},
    12: {2: 16, 3: 16, 4: 15, 5: 14, 6: 12, 7: 10, 8: 9},
    15: {9: 11, 10: 11, 11: 10, 12: 9},
    18: {9: 14, 10: 13, 11: 12, 12: 11},
}

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "set",
        "option-mexican-train-set",
        12,
        int,
        choices=(12, 6, 9, 15, 18),
    ),
    OptionSpec(
        "hand",
        "option-mexican-train-hand",
        None,
        int,
        minimum=1,
        maximum=100,
    ),
    OptionSpec.one_of("doubles_order", "option-mexican-train-doubles-order", DoublesOrder.PLAYED),
    OptionSpec.one_of("after_double", "option-mexican-train-after-double", AfterDouble.ANYWHERE),
    OptionSpec(
        "double_blank",
        "option-mexican-train-double-blank",
        50,
        int,
        choices=(50, 0),
    ),
)


@dataclass(frozen=True, slots=True)
class Rules(RulesCodec):
    """The options resolved for one table; ``hand_size`` already fits the player count."""

    top: int
    hand_size: int
    doubles_order: DoublesOrder
    double_blank: int
    #: a table stored before the option existed played the source rule
    after_double: AfterDouble = field(default=AfterDouble.ANYWHERE, metadata=LATER)

    @property
    def reverse(self) -> bool:
        return self.doubles_order is DoublesOrder.REVERSE

    @property
    def cover(self) -> bool:
        """The tile after a double must go on it (``after_double=cover``)."""
        return self.after_double is AfterDouble.COVER


def seat_range(options: Mapping[str, Any]) -> tuple[int, int]:
    return SEATS[_top(options)]


def check(options: Mapping[str, Any], players: int | None) -> None:
    """Refuse what cannot be dealt: too many or too few players, or hands that eat the set."""
    top = _top(options)
    low, high = SEATS[top]
    if players is not None and not low <= players <= high:
        # the set that seats them: double-15 or -18 past 8 players, else double-12
        hint = "more" if players > 8 else "fewer" if players >= 2 else "none"
        raise OptionError(
            "mt-option-seats", top=top, low=low, high=high, players=players, hint=hint
        )
    hand = options.get("hand")
    if hand is None:
        return
    # at /table create nobody is seated yet: a hand the fewest players the set seats could
    # not be dealt can never be dealt, so it is refused then rather than at Start
    seated = low if players is None else players
    in_play = set_size(top) - 1  # the engine sits in the hub
    if hand * seated >= in_play:
        raise OptionError(
            "mt-option-hand-too-big",
            players=seated,
            hand=hand,
            need=hand * seated,
            top=top,
            spare=in_play,
            most=(in_play - 1) // seated,
        )


def resolve(options: Mapping[str, Any], players: int) -> Rules:
    check(options, players)
    top = _top(options)
    hand = options.get("hand")
    rules = Rules(
        top=top,
        hand_size=HAND_SIZES[top][players] if hand is None else hand,
        doubles_order=DoublesOrder(options.get("doubles_order", DoublesOrder.PLAYED.value)),
        double_blank=options.get("double_blank", 50),
        after_double=AfterDouble(options.get("after_double", AfterDouble.ANYWHERE.value)),
    )
    return interned(rules)


def _top(options: Mapping[str, Any]) -> int:
    top: int = options.get("set", 12)
    if top not in SEATS:
        raise OptionError("mt-option-no-set", top=top)
    return top
