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
        "Decks of 54 cards: 2 (25 cards each, kitty 8), 1 (12, kitty 6) or 3 (39, kitty 6).",
        2,
        int,
        choices=(2, 1, 3),
    ),
    OptionSpec("no_trump", "Joker pairs may declare a no-trump hand.", True, bool),
    OptionSpec(
        "no_trump_trumps",
        "Trumps of a no-trump hand: jokers and rank cards (ranks), or jokers only (jokers).",
        "ranks",
        str,
        choices=("ranks", "jokers"),
    ),
    OptionSpec(
        "overturn",
        "Declaration strength: ladder (single < pair < SJ pair < BJ pair "
        "< triples) or joker-final (a joker pair can never be overturned).",
        "ladder",
        str,
        choices=("ladder", "joker-final"),
    ),
    OptionSpec("reinforce", "A declarer may reinforce their own declaration.", True, bool),
    OptionSpec(
        "first_starter",
        "Who starts the first hand: whoever declares (declare) or seat 1 (fixed).",
        "declare",
        str,
        choices=("declare", "fixed"),
    ),
    OptionSpec(
        "no_declaration",
        "When nobody declares (once a starter is known): turn the "
        "kitty until a rank card (kitty), turn its first card (first-card), or the "
        "starter's partner names trumps (partner).",
        "kitty",
        str,
        choices=("kitty", "first-card", "partner"),
    ),
    OptionSpec(
        "declare_order",
        "Who may declare: anyone, during the deal and after it (open), or, once all cards "
        "are dealt, each player in turn from the starter's partner until four pass in a row "
        "(fixed-dealer; implies first_starter=fixed and no_declaration=partner).",
        "open",
        str,
        choices=("open", "fixed-dealer"),
    ),
    OptionSpec(
        "fixed_trump",
        "A trump suit fixed in advance (no declaring).",
        None,
        str,
        choices=(None, *_FIXED_SUITS),
    ),
    OptionSpec(
        "kitty_multiplier",
        "Kitty bonus for the opponents: 2 × cards per player in "
        "the last trick (cards), or always ×2 (double).",
        "cards",
        str,
        choices=("cards", "double"),
    ),
    OptionSpec(
        "throw_penalty",
        "Points per card taken back after a failed throw.",
        10,
        int,
        minimum=0,
        maximum=50,
    ),
    OptionSpec(
        "throw_choice",
        "Several beatable parts of a failed throw: the smallest is "
        "forced (smallest), or the next player chooses (next-player).",
        "smallest",
        str,
        choices=("smallest", "next-player"),
    ),
    OptionSpec(
        "failed_throw",
        "A throw another hand can beat: the leader leads the beatable part and loses "
        "throw_penalty points per card taken back (penalty, rules 9.2). refuse is withdrawn "
        "and plays as penalty: a private refusal told the leader what other hands hold.",
        "penalty",
        str,
        choices=("penalty", "refuse"),
    ),
    OptionSpec(
        "follow_tractor",
        "Following a tractor: a tractor is required if held "
        "(tractor), or any pairs suffice (pairs).",
        "tractor",
        str,
        choices=("tractor", "pairs"),
    ),
    OptionSpec(
        "triple_follow",
        "3 decks, following consecutive triples: s1 order, or a "
        "tractor of pairs ranked above triple + pair (tractor-first) or above two "
        "triples (tractor-top).",
        "s1",
        str,
        choices=("s1", "tractor-first", "tractor-top"),
    ),
    OptionSpec(
        "direction",
        "Direction of play.",
        "counterclockwise",
        str,
        choices=("counterclockwise", "clockwise"),
    ),
    OptionSpec(
        "must_defend",
        "Ranks a team must win as declarers before passing them: none, ace, or 5-10-k-a.",
        "none",
        str,
        choices=tuple(_MUST_DEFEND),
    ),
    OptionSpec(
        "target", "A team wins by going beyond this rank (t = 10).", "a", str, choices=TARGET_CODES
    ),
    OptionSpec(
        "declare_pause",
        "Seconds after the last card in which players may still declare [Impl]",
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
        return cls(
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
        )

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
        raise OptionError("Shengji is played by exactly 4 players, in two partnerships.")
    by_key = {spec.key: spec for spec in OPTIONS}
    for key, value in options.items():
        spec = by_key.get(key)
        if spec is None:
            raise OptionError(f"There is no option `{key}` in Shengji.")
        spec.check(value)
    if options.get("declare_order") == "fixed-dealer":
        if options.get("fixed_trump") is not None:
            raise OptionError(
                "`declare_order=fixed-dealer` has players declare in turn, but `fixed_trump` "
                "fixes the trump suit so nobody declares: choose one of them."
            )
        if options.get("no_declaration") == "first-card":
            raise OptionError(
                "With `declare_order=fixed-dealer` the dealer's partner names the trump suit "
                "when nobody declares: leave out `no_declaration=first-card`."
            )
