"""The Shengji state, a frozen value with an exact JSON round trip.

One state carries the whole game: the table's rules, both teams' levels, who declares and
starts, and the hand in progress (the deal, declarations, kitty, tricks and points). Cards are
stored by code in JSON; copies from several decks are simply repeated.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar

from bot.games.base import JSON
from bot.games.cards import Card, Rank, Suit, cards_of_packed, parse_card
from bot.games.hands import CardHands, CardPile
from bot.games.memo import interned
from bot.games.shengji.cards_json import card_codes, cards_of
from bot.games.shengji.declare import Declaration
from bot.games.shengji.options import Rules
from bot.games.stored_text import JsonText, KeptText, json_text
from bot.games.tricks import (
    PLAYERS,
    Packed,
    PackedItem,
    Play,
    Trick,
    pack_plays,
    packed_plays_codes,
    play_of,
    team_of,
    unpack_plays,
)


class Phase(StrEnum):
    DEAL = "deal"  # cards being dealt; declaring (open, or in turn) until FinishDeal
    NAME_TRUMP = "name_trump"  # nobody declared: the starter's partner names trumps
    BURY = "bury"  # the starter holds the kitty and buries as many cards
    PLAY = "play"
    THROW_CHOICE = "throw_choice"  # a failed throw: the next player picks the forced part
    OVER = "over"


# ---------------------------------------------------------------------------- state


@dataclass(frozen=True, slots=True)
class TrickRecord:
    """A finished trick of this hand: what each seat played and who won it."""

    leader: int
    plays: tuple[Play, ...]
    winner: int
    points: int


class TrickRecords(Packed[TrickRecord]):
    """The hand's finished tricks: (leader, winner, points, seat, cards, seat, cards, ...)
    each, the cards packed (see :class:`Packed`)."""

    __slots__ = ()
    PLAYS_FROM = 3

    #: a hand before its first trick is won
    NONE: ClassVar[TrickRecords]

    @staticmethod
    def pack_item(item: TrickRecord) -> PackedItem:
        return (item.leader, item.winner, item.points, *pack_plays(item.plays))

    def won_by(self, team: int) -> tuple[Card, ...]:
        """The cards of the tricks ``team`` won, in play order (read every time the table is
        drawn: without making the tricks)."""
        return cards_of_packed(
            "".join(self._cards_of(packed) for packed in self.packed if team_of(packed[1]) == team)
        )

    @staticmethod
    def unpack_item(packed: PackedItem) -> TrickRecord:
        return TrickRecord(packed[0], unpack_plays(packed[3:]), packed[1], packed[2])

    @staticmethod
    def item_json(packed: PackedItem) -> JSON:
        return {
            "leader": packed[0],
            "plays": [
                {"seat": seat, "cards": codes} for seat, codes in packed_plays_codes(packed[3:])
            ],
            "winner": packed[1],
            "points": packed[2],
        }


TrickRecords.NONE = TrickRecords()


@dataclass(frozen=True, slots=True)
class PendingThrow:
    """A failed throw whose forced part the next player chooses (throw_choice option)."""

    seat: int
    cards: tuple[Card, ...]
    choices: tuple[tuple[Card, ...], ...]
    chooser: int

    def to_json(self) -> JSON:
        return {
            "seat": self.seat,
            "cards": card_codes(self.cards),
            "choices": [card_codes(c) for c in self.choices],
            "chooser": self.chooser,
        }


#: every seat's hand before the deal
NO_HANDS = CardHands(((),) * PLAYERS)
#: the deck once dealt
NO_DECK = CardPile()
#: no seat passed: one shared empty set (a set is always an object the collector walks, and
#: each hand's deal made one; the sets of seats that passed are shared likewise: ``interned``)
NO_SEATS: frozenset[int] = frozenset()


@dataclass(frozen=True, slots=True)
class ShengjiState:
    rules: Rules
    seed: int
    hand_no: int
    redeals: int
    levels: tuple[int, int]
    #: the declaring team and the starter; None in the first hand until the trump is fixed
    declarers: int | None
    starter: int | None
    #: the rest is the hand in progress; a new hand starts from these defaults
    phase: Phase = Phase.DEAL
    #: this hand's shuffled cards, while dealing (empty once the deal is over)
    deck: CardPile = NO_DECK
    dealt: int = 0
    first_drawer: int = 0
    #: each seat's cards, packed (see :class:`~bot.games.hands.Hands`)
    hands: CardHands = NO_HANDS
    #: the undealt cards, then the cards the starter buried
    kitty: tuple[Card, ...] = ()
    declaration: Declaration | None = None
    passed: frozenset[int] = NO_SEATS
    trump_suit: Suit | None = None
    #: kitty cards turned face up to fix the trump when nobody declared
    turned: tuple[Card, ...] = ()
    trick: Trick | None = None
    history: TrickRecords = TrickRecords.NONE
    #: card points taken in tricks by each team this hand
    team_points: tuple[int, int] = (0, 0)
    #: failed-throw penalties, added to (or taken from) the opponents' points
    penalty: int = 0
    pending: PendingThrow | None = None
    winner: int | None = None

    @property
    def trump_rank(self) -> Rank:
        """The declarers' level (2 in the first hand, before anyone declares)."""
        if self.declarers is None:
            return Rank.TWO
        return Rank(min(self.levels[self.declarers], 14))

    @property
    def attackers(self) -> int | None:
        return None if self.declarers is None else 1 - self.declarers


def state_to_json(state: ShengjiState) -> JSON:
    return _state_json(state, state.rules.to_options(), state.history.to_json(), state.deck.codes())


def state_text(state: ShengjiState) -> str:
    """:func:`state_to_json`'s text, the rules, the finished tricks and the deck being dealt
    as kept (they change once a game, once a trick, once a hand: ``bot.games.stored_text``;
    the tricks keep their own, :meth:`~bot.games.tricks.Packed.text`)."""
    history = JsonText(state.history.text())
    return json_text(
        _state_json(state, _RULES_TEXT(state.rules), history, JsonText(state.deck.text()))
    )


_RULES_TEXT = KeptText(Rules.to_options)


def _state_json(state: ShengjiState, rules: Any, history: Any, deck: Any) -> JSON:
    """The state's JSON form with its rules, finished tricks and deck as given (values or
    text)."""
    trick = state.trick
    return {
        "rules": rules,
        "seed": state.seed,
        "hand_no": state.hand_no,
        "redeals": state.redeals,
        "levels": list(state.levels),
        "declarers": state.declarers,
        "starter": state.starter,
        "phase": state.phase.value,
        "deck": deck,
        "dealt": state.dealt,
        "first_drawer": state.first_drawer,
        "hands": state.hands.codes(),
        "kitty": card_codes(state.kitty),
        "declaration": None if state.declaration is None else state.declaration.to_json(),
        "passed": sorted(state.passed),
        "trump_suit": None if state.trump_suit is None else state.trump_suit.value,
        "turned": card_codes(state.turned),
        "trick": None
        if trick is None
        else {"leader": trick.leader, "plays": [p.to_json() for p in trick.plays]},
        "history": history,
        "team_points": list(state.team_points),
        "penalty": state.penalty,
        "pending": None if state.pending is None else state.pending.to_json(),
        "winner": state.winner,
    }


def _plays(data: Sequence[dict[str, Any]]) -> tuple[Play, ...]:
    return tuple(play_of(int(p["seat"]), cards_of(p["cards"])) for p in data)


def state_from_json(data: JSON) -> ShengjiState:
    decl = data["declaration"]
    trick = data["trick"]
    pending = data["pending"]
    return ShengjiState(
        rules=Rules.from_options(data["rules"]),
        seed=int(data["seed"]),
        hand_no=int(data["hand_no"]),
        redeals=int(data["redeals"]),
        levels=(int(data["levels"][0]), int(data["levels"][1])),
        declarers=data["declarers"],
        starter=data["starter"],
        phase=Phase(data["phase"]),
        deck=CardPile(cards_of(data["deck"])),
        dealt=int(data["dealt"]),
        first_drawer=int(data["first_drawer"]),
        hands=CardHands(map(cards_of, data["hands"])),
        kitty=cards_of(data["kitty"]),
        declaration=None
        if decl is None
        else Declaration(int(decl["seat"]), parse_card(decl["card"]), int(decl["count"])),
        passed=interned(frozenset(int(s) for s in data["passed"])),
        trump_suit=None if data["trump_suit"] is None else Suit(data["trump_suit"]),
        turned=cards_of(data["turned"]),
        trick=None if trick is None else Trick(int(trick["leader"]), _plays(trick["plays"])),
        history=TrickRecords(
            TrickRecord(int(t["leader"]), _plays(t["plays"]), int(t["winner"]), int(t["points"]))
            for t in data["history"]
        ),
        team_points=(int(data["team_points"][0]), int(data["team_points"][1])),
        penalty=int(data["penalty"]),
        pending=None
        if pending is None
        else PendingThrow(
            int(pending["seat"]),
            cards_of(pending["cards"]),
            tuple(cards_of(c) for c in pending["choices"]),
            int(pending["chooser"]),
        ),
        winner=data["winner"],
    )
