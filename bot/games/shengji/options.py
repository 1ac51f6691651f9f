"""Table options for Shengji (rules section 15), each defaulting to the rules' default.

The option dict is turned once into a typed :class:`Rules` value that the state carries, so
the engine never looks up strings in the middle of a trick.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.errors import OptionError
from bot.games.cards import Rank, Suit
from bot.games.memo import interned
from bot.games.options import OptionSpec

TARGET_CODES = ("a", "k", "q", "j", "t", "9", "8", "7", "6", "5", "4", "3")
_TARGET_RANKS = {
    "a": 14,
    "k": 13,
    "q": 12,
    "j": 11,
    "t": 10,
    **{str(n): n for n in range(3, 10)},
}
#: level codes as players write them, 2 up to the ace (t = 10)
LEVEL_CODES = {**{str(n): n for n in range(2, 10)}, "t": 10, "j": 11, "q": 12, "k": 13, "a": 14}


def parse_levels(text: str | None) -> tuple[int, int]:
    """``"6-4"``: the levels of seats 1 & 3 and of seats 2 & 4 (None: both start at 2)."""
    if text is None:
        return (2, 2)
    parts = text.strip().lower().split("-")
    if len(parts) != 2 or any(p not in LEVEL_CODES for p in parts):
        raise OptionError("table-shengji-levels-unreadable", text=text[:20])
    return (LEVEL_CODES[parts[0]], LEVEL_CODES[parts[1]])


def levels_code(levels: tuple[int, int]) -> str | None:
    """The ``levels`` option for these levels (None for a match from the start)."""
    if levels == (2, 2):
        return None
    codes = {level: code for code, level in LEVEL_CODES.items()}
    return f"{codes[levels[0]]}-{codes[levels[1]]}"


_FIXED_SUITS = {
    "spades": Suit.SPADES,
    "hearts": Suit.HEARTS,
    "diamonds": Suit.DIAMONDS,
    "clubs": Suit.CLUBS,
}
_MUST_DEFEND = {"none": frozenset(), "ace": frozenset({14}), "5-10-k-a": frozenset({5, 10, 13, 14})}

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "decks",
        "option-shengji-decks",
        2,
        int,
        choices=(2, 1, 3),
    ),
    OptionSpec("no_trump", "option-shengji-no-trump", True, bool),
    OptionSpec(
        "no_trump_trumps",
        "option-shengji-no-trump-trumps",
        "ranks",
        str,
        choices=("ranks", "jokers"),
    ),
    OptionSpec(
        "overturn",
        "option-shengji-overturn",
        "ladder",
        str,
        choices=("ladder", "joker-final"),
    ),
    OptionSpec("reinforce", "option-shengji-reinforce", True, bool),
    OptionSpec(
        "first_starter",
        "option-shengji-first-starter",
        "declare",
        str,
        choices=("declare", "fixed"),
    ),
    OptionSpec(
        "no_declaration",
        "option-shengji-no-declaration",
        "kitty",
        str,
        choices=("kitty", "first-card", "partner"),
    ),
    OptionSpec(
        "declare_order",
        "option-shengji-declare-order",
        "open",
        str,
        choices=("open", "fixed-dealer"),
    ),
    OptionSpec(
        "fixed_trump",
        "option-shengji-fixed-trump",
        None,
        str,
        choices=(None, *_FIXED_SUITS),
    ),
    OptionSpec(
        "kitty_multiplier",
        "option-shengji-kitty-multiplier",
        "cards",
        str,
        choices=("cards", "double"),
    ),
    OptionSpec(
        "throw_penalty",
        "option-shengji-throw-penalty",
        10,
        int,
        minimum=0,
        maximum=50,
        # the hand's points only ever move in fives (rule 12), as the level steps expect
        multiple_of=5,
    ),
    OptionSpec(
        "throw_choice",
        "option-shengji-throw-choice",
        "smallest",
        str,
        choices=("smallest", "next-player"),
    ),
    OptionSpec(
        "failed_throw",
        "option-shengji-failed-throw",
        "penalty",
        str,
        choices=("penalty",),
        # a private refusal naming who beats what let a leader probe the hands (issue 12.2)
        withdrawn=("refuse",),
    ),
    OptionSpec(
        "follow_tractor",
        "option-shengji-follow-tractor",
        "tractor",
        str,
        choices=("tractor", "pairs"),
    ),
    OptionSpec(
        "triple_follow",
        "option-shengji-triple-follow",
        "s1",
        str,
        choices=("s1", "tractor-first", "tractor-top"),
    ),
    OptionSpec(
        "direction",
        "option-shengji-direction",
        "counterclockwise",
        str,
        choices=("counterclockwise", "clockwise"),
    ),
    OptionSpec(
        "must_defend",
        "option-shengji-must-defend",
        "none",
        str,
        choices=tuple(_MUST_DEFEND),
    ),
    OptionSpec("target", "option-shengji-target", "a", str, choices=TARGET_CODES),
    OptionSpec(
        "levels",
        "option-shengji-levels",
        None,
        str,
    ),
    OptionSpec(
        "starter",
        "option-shengji-starter",
        None,
        int,
        minimum=1,
        maximum=4,
    ),
    OptionSpec(
        "declare_pause",
        "option-shengji-declare-pause",
        10,
        int,
        minimum=0,
        maximum=60,
    ),
)


@dataclass(frozen=True, slots=True)
class Rules:
    """The options of one table, typed."""

    decks: int = 2
    no_trump: bool = True
    jokers_only_no_trump: bool = False
    joker_final: bool = False
    reinforce: bool = True
    fixed_first_starter: bool = False
    no_declaration: str = "kitty"
    #: fixed-dealer format (7.5): declaring only after the deal, in turn from the starter's partner
    ordered_declaring: bool = False
    fixed_trump: Suit | None = None
    flat_kitty_double: bool = False
    throw_penalty: int = 10
    next_player_chooses: bool = False
    strict_tractor_follow: bool = True
    triple_follow: str = "s1"
    clockwise: bool = False
    must_defend: frozenset[int] = frozenset()
    target: int = 14
    declare_pause: int = 10
    #: the levels the teams start from (a match going on from an earlier game)
    start_levels: tuple[int, int] = (2, 2)
    #: the seat that starts the first hand (its team declares), if not found by declaring
    start_seat: int | None = None

    @property
    def hand_size(self) -> int:
        return {1: 12, 2: 25, 3: 39}[self.decks]

    @property
    def kitty_size(self) -> int:
        return {1: 6, 2: 8, 3: 6}[self.decks]

    @property
    def step(self) -> int:
        """Seat step to the next player.

        Seat ``n + 1`` sits on ``n``'s left (bot.games.tricks), so counterclockwise play, where
        the next player sits on your right, goes to seat ``n - 1``.
        """
        return 1 if self.clockwise else -1

    @property
    def declarations_allowed(self) -> bool:
        return self.fixed_trump is None

    @property
    def target_rank(self) -> Rank:
        return Rank(self.target)

    @classmethod
    def from_options(cls, options: Mapping[str, Any]) -> Rules:
        get = {spec.key: options.get(spec.key, spec.default) for spec in OPTIONS}
        fixed = get["fixed_trump"]
        # fixed-dealer (7.5, A15): a fixed first starter, and the partner names trumps when
        # nobody declares
        ordered = get["declare_order"] == "fixed-dealer"
        rules = cls(
            decks=get["decks"],
            no_trump=get["no_trump"],
            jokers_only_no_trump=get["no_trump_trumps"] == "jokers",
            joker_final=get["overturn"] == "joker-final",
            reinforce=get["reinforce"],
            fixed_first_starter=get["first_starter"] == "fixed" or fixed is not None or ordered,
            no_declaration="partner" if ordered else get["no_declaration"],
            ordered_declaring=ordered,
            fixed_trump=None if fixed is None else _FIXED_SUITS[fixed],
            flat_kitty_double=get["kitty_multiplier"] == "double",
            throw_penalty=get["throw_penalty"],
            next_player_chooses=get["throw_choice"] == "next-player",
            strict_tractor_follow=get["follow_tractor"] == "tractor",
            triple_follow=get["triple_follow"],
            clockwise=get["direction"] == "clockwise",
            must_defend=_MUST_DEFEND[get["must_defend"]],
            target=_TARGET_RANKS[get["target"]],
            declare_pause=get["declare_pause"],
            start_levels=parse_levels(get["levels"]),
            start_seat=None if get["starter"] is None else get["starter"] - 1,
        )
        return interned(rules)

    def to_options(self) -> dict[str, Any]:
        """The option dict these rules came from (for the state's JSON)."""
        fixed = next((k for k, v in _FIXED_SUITS.items() if v == self.fixed_trump), None)
        defend = next(k for k, v in _MUST_DEFEND.items() if v == self.must_defend)
        target = next(k for k, v in _TARGET_RANKS.items() if v == self.target)
        return {
            "decks": self.decks,
            "no_trump": self.no_trump,
            "no_trump_trumps": "jokers" if self.jokers_only_no_trump else "ranks",
            "overturn": "joker-final" if self.joker_final else "ladder",
            "reinforce": self.reinforce,
            "first_starter": "fixed" if self.fixed_first_starter else "declare",
            "no_declaration": self.no_declaration,
            "declare_order": "fixed-dealer" if self.ordered_declaring else "open",
            "fixed_trump": fixed,
            "kitty_multiplier": "double" if self.flat_kitty_double else "cards",
            "throw_penalty": self.throw_penalty,
            "throw_choice": "next-player" if self.next_player_chooses else "smallest",
            "failed_throw": "penalty",
            "follow_tractor": "tractor" if self.strict_tractor_follow else "pairs",
            "triple_follow": self.triple_follow,
            "direction": "clockwise" if self.clockwise else "counterclockwise",
            "must_defend": defend,
            "target": target,
            "declare_pause": self.declare_pause,
            "levels": levels_code(self.start_levels),
            "starter": None if self.start_seat is None else self.start_seat + 1,
        }


def check_options(options: Mapping[str, Any], players: int | None) -> None:
    """Refuse what does not fit: Shengji is for exactly four players, and a few options
    contradict each other.

    ``declare_order=fixed-dealer`` implies ``first_starter=fixed`` and
    ``no_declaration=partner`` (rules 7.5, A15); since the option dict holds every default, only
    a non-default value that says otherwise (``no_declaration=first-card``) is refused, with
    ``fixed_trump`` (nobody declares at all).
    """
    if players is not None and players != 4:
        raise OptionError("shengji-four-players")
    by_key = {spec.key: spec for spec in OPTIONS}
    for key, value in options.items():
        spec = by_key.get(key)
        if spec is None:
            raise OptionError("shengji-no-such-option", key=str(key)[:30])
        spec.check(value)
    levels = parse_levels(options.get("levels"))
    target = _TARGET_RANKS[options.get("target") or "a"]
    if max(levels) > target:
        raise OptionError("table-shengji-levels-past-target", levels=options.get("levels"))
    if levels != (2, 2) and options.get("starter") is None:
        # the first hand's rank is the starter's team's level: without one it would be 2
        # while trumps are declared and that level once they are played (rule 7.1)
        raise OptionError("table-shengji-levels-need-starter", levels=options.get("levels"))
    if options.get("declare_order") == "fixed-dealer":
        if options.get("fixed_trump") is not None:
            raise OptionError("shengji-fixed-dealer-fixed-trump")
        if options.get("no_declaration") == "first-card":
            raise OptionError("shengji-fixed-dealer-first-card")
