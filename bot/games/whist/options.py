"""Table options for both games, and the frozen :class:`Rules` a state carries.

Option descriptions are catalog ids (``option-whist-…``, ``option-bidwhist-…`` in whist.ftl),
worded where the options are listed.

Where the source rules are ambiguous (whist.md B-4 to B-8) the default is the reading the rules
file names and the other reading is an option, so a table can play the way its group does.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from bot.games.memo import interned
from bot.games.options import OptionSpec, RulesCodec, complete_options
from bot.games.tricks import PLAYERS
from bot.games.whist import refusals
from bot.games.whist.bidding import AuctionForm

DEFAULT_TARGET = 5


class Variant(StrEnum):
    CLASSIC = "whist"
    BID = "bidwhist"


class TrumpMode(StrEnum):
    """Classic Whist: trump from the dealer's turned-up card, or by the deal's number."""

    TURN_UP = "turnup"
    ROTATING = "rotating"


class KittyShown(StrEnum):
    """When the auction winner shows the kitty to everyone (B-4): after a no-trump bid (the
    literal source), after a suit bid, never, or always."""

    NOTRUMP = "notrump"
    TRUMP = "trump"
    NEVER = "never"
    ALWAYS = "always"


class SetPenalty(StrEnum):
    """A failed contract loses the shortfall (source) or the whole bid (B-6)."""

    SHORTFALL = "shortfall"
    BID = "bid"


class DeclareTime(StrEnum):
    """Trump / direction is named before the kitty is taken (source order, B-8) or after."""

    BEFORE = "before"
    AFTER = "after"


def _target(description: str) -> OptionSpec:
    """The same option for both variants, told apart only in what reaching it means."""
    return OptionSpec("target", description, DEFAULT_TARGET, int, minimum=1, maximum=50)


_COMMON = (
    OptionSpec(
        "deals",
        "option-whist-deals",
        None,
        int,
        minimum=1,
        maximum=40,
    ),
    OptionSpec(
        "dealer",
        "option-whist-dealer",
        None,
        int,
        minimum=1,
        maximum=4,
    ),
)

CLASSIC_OPTIONS: tuple[OptionSpec, ...] = (
    _target("option-whist-target"),
    *_COMMON,
    OptionSpec.one_of("trump", "option-whist-trump", TrumpMode.TURN_UP),
    OptionSpec(
        "cycle",
        "option-whist-cycle",
        4,
        int,
        choices=(4, 5),
    ),
)

BID_OPTIONS: tuple[OptionSpec, ...] = (
    _target("option-bidwhist-target"),
    *_COMMON,
    OptionSpec("min_bid", "option-bidwhist-min-bid", 1, int, choices=(1, 3, 4)),
    OptionSpec.one_of("kitty", "option-bidwhist-kitty", KittyShown.NOTRUMP),
    OptionSpec.one_of("auction", "option-bidwhist-auction", AuctionForm.CONTINUOUS),
    OptionSpec.one_of("penalty", "option-bidwhist-penalty", SetPenalty.SHORTFALL),
    OptionSpec("overtricks", "option-bidwhist-overtricks", True, bool),
    OptionSpec.one_of("declare", "option-bidwhist-declare", DeclareTime.BEFORE),
)


def specs_for(variant: Variant) -> tuple[OptionSpec, ...]:
    return CLASSIC_OPTIONS if variant is Variant.CLASSIC else BID_OPTIONS


def check_options(variant: Variant, options: Mapping[str, Any], players: int | None) -> None:
    """Refuse unknown or malformed options and combinations that make no sense together."""
    values = complete_options(specs_for(variant), options)
    if players is not None and players != PLAYERS:
        raise refusals.wrong_player_count(PLAYERS)
    if values["deals"] is not None and values["target"] != DEFAULT_TARGET:
        raise refusals.target_or_deals()
    if variant is Variant.CLASSIC and values["cycle"] != 4 and values["trump"] != "rotating":
        raise refusals.cycle_needs_rotating()


@dataclass(frozen=True, slots=True)
class Rules(RulesCodec):
    """Every option a deal needs, typed; Bid-only fields keep their defaults in classic games."""

    target: int = DEFAULT_TARGET
    deals: int | None = None
    first_dealer: int | None = None
    trump_mode: TrumpMode = TrumpMode.TURN_UP
    cycle: int = 4
    min_bid: int = 1
    kitty_shown: KittyShown = KittyShown.NOTRUMP
    auction: AuctionForm = AuctionForm.CONTINUOUS
    set_penalty: SetPenalty = SetPenalty.SHORTFALL
    overtricks: bool = True
    declare: DeclareTime = DeclareTime.BEFORE

    @classmethod
    def from_options(cls, variant: Variant, options: Mapping[str, Any]) -> Rules:
        """Typed rules from an option dict (missing keys take their defaults)."""
        values = complete_options(specs_for(variant), options)
        dealer = values["dealer"]
        common: dict[str, Any] = {
            "target": values["target"],
            "deals": values["deals"],
            "first_dealer": None if dealer is None else dealer - 1,
        }
        if variant is Variant.CLASSIC:
            rules = cls(**common, trump_mode=TrumpMode(values["trump"]), cycle=values["cycle"])
        else:
            rules = cls(
                **common,
                min_bid=values["min_bid"],
                kitty_shown=KittyShown(values["kitty"]),
                auction=AuctionForm(values["auction"]),
                set_penalty=SetPenalty(values["penalty"]),
                overtricks=values["overtricks"],
                declare=DeclareTime(values["declare"]),
            )
        return interned(rules)
