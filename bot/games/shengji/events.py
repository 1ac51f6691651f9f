"""What a Shengji move tells the table: one frozen value per kind of event.

Renderers ``match`` on these types. ``seat`` (from :class:`GameEvent`) is the audience: None
for the whole table, a seat for what only that seat may see (the kitty it took or buried);
the seat that acted is a field of its own (``player``, ``declarer`` …). The kinds Whist tells
too live in :mod:`bot.games.tricks`; this ``TrickWon`` adds the trick's points to that one.
"""

from __future__ import annotations

from bot.games import tricks
from bot.games.base import GameEvent, event
from bot.games.cards import Card, Rank, Suit
from bot.games.shengji.declare import Declaration
from bot.games.shengji.state import ShengjiState
from bot.games.shengji.throws import Beaten
from bot.games.tricks import KittyTaken as KittyTaken
from bot.games.tricks import Played as Played
from bot.games.tricks import TrumpNamed as TrumpNamed


@event
class Dealt(GameEvent):
    """A batch of cards went out: ``dealt`` of ``total``."""

    dealt: int
    total: int


@event
class Declared(GameEvent):
    declarer: int
    cards: tuple[Card, ...]
    suit: Suit | None
    reinforce: bool
    overturn: bool


@event
class Redealt(GameEvent):
    """Nobody declared in the first hand: the cards are shuffled and dealt again."""


@event
class KittyTurned(GameEvent):
    """Nobody declared in a later hand: these kitty cards were turned to fix the trump."""

    cards: tuple[Card, ...]
    suit: Suit | None


@event
class NameTrumpAsked(GameEvent):
    """Nobody declared under the partner rule: ``namer`` names the trump suit."""

    namer: int


@event
class TrumpFixed(GameEvent):
    suit: Suit | None
    rank: Rank
    starter: int
    declarers: int
    declaration: Declaration | None


@event
class Buried(GameEvent):
    """Public: the starter buried ``count`` cards (which ones, only :class:`KittyBuried` says)."""

    starter: int
    count: int


@event
class KittyBuried(GameEvent):
    """Private to the starter: the cards it buried."""

    cards: tuple[Card, ...]


@event
class ThrowFailed(GameEvent):
    """A throw another hand can beat (rules 9.2), shown to the table as the rules show it, and
    told to the thrower alone too (``seat``): their hand view says what came back to it.

    With ``chooser`` set, the next player still has to pick the forced part (``forced`` is
    None); otherwise ``forced`` is the part led and ``penalty`` what taking back cost.
    """

    thrower: int
    cards: tuple[Card, ...]
    beaten: tuple[Beaten, ...]
    chooser: int | None = None
    forced: Beaten | None = None
    penalty: int = 0
    taken_back: int = 0


@event
class ThrowPartChosen(GameEvent):
    chooser: int
    thrower: int
    cards: tuple[Card, ...]


@event
class TrickWon(tricks.TrickWon):
    """Its ``points`` count only if ``winner`` is not one of ``declarers``."""

    points: int
    declarers: int


@event
class HandEnded(GameEvent):
    """The count of a hand (rules 12-13): points, kitty bonus and the levels it changed."""

    hand: int
    kitty: tuple[Card, ...]
    kitty_points: int
    multiplier: int
    kitty_bonus: int
    last_trick_winner: int
    attackers: int
    card_points: int
    penalty: int
    points: int
    declarers_keep: bool
    steps: int
    levels_before: tuple[int, int]
    levels: tuple[int, int]
    next_declarers: int
    next_starter: int
    #: a team went beyond the target: there is no next hand
    game_over: bool


@event
class GameWon(GameEvent):
    winner: int
    levels: tuple[int, int]


ShengjiEvent = (
    Dealt
    | Declared
    | Redealt
    | KittyTurned
    | NameTrumpAsked
    | TrumpNamed
    | TrumpFixed
    | KittyTaken
    | Buried
    | KittyBuried
    | Played
    | ThrowFailed
    | ThrowPartChosen
    | TrickWon
    | HandEnded
    | GameWon
)

#: What a move makes of a state: the state after it, and what it tells the table.
Step = tuple[ShengjiState, list[ShengjiEvent]]
