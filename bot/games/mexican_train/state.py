"""The whole of a Mexican Train game as one immutable value, and its exact JSON form."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from operator import attrgetter
from typing import Any

from bot.games.dominoes import Tile, parse_tile
from bot.games.evolve import evolve, slot_init
from bot.games.hands import TileHands, TilePile
from bot.games.mexican_train.options import Rules
from bot.games.mexican_train.trains import MEXICAN, Train
from bot.games.stored_text import JsonText, KeptText, TextByValue, json_text


@slot_init
@dataclass(frozen=True, slots=True)
class Turn:
    """Whose turn it is, and the doubles they have laid so far this turn (train owners, in
    order): while that is non-empty the turn goes on (rules 8.1)."""

    seat: int
    doubles: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Round:
    """One round: the engine in the hub, hands, boneyard (drawn from the front), trains.

    ``open_doubles`` lists the train owners whose last tile is an uncovered double that can
    still be covered, oldest first; doubles that can never be covered are dropped from it.
    ``lacks`` holds per seat the numbers it is known to hold no tile of, read from public
    play only (it drew or passed when any tile with them would have fitted), for the AI's
    inference; empty per seat when unknown (a round saved before it was kept).
    """

    number: int
    engine: int
    first: int
    #: each seat's tiles, packed (see :class:`~bot.games.hands.Hands`)
    hands: TileHands
    boneyard: TilePile
    trains: tuple[Train, ...]
    mexican: Train
    open_doubles: tuple[int, ...]
    turn: Turn
    lacks: tuple[tuple[int, ...], ...] = ()

    @property
    def players(self) -> int:
        return len(self.hands)

    def train(self, owner: int) -> Train:
        return self.mexican if owner == MEXICAN else self.trains[owner]

    def all_trains(self) -> tuple[Train, ...]:
        return (*self.trains, self.mexican)

    def with_train(self, train: Train) -> Round:
        if train.is_mexican:
            return evolve(self, mexican=train)
        trains = list(self.trains)
        trains[train.owner] = train
        return evolve(self, trains=tuple(trains))

    def lacking(self, seat: int) -> tuple[int, ...]:
        return self.lacks[seat] if self.lacks else ()

    def with_hand(self, seat: int, hand: tuple[Tile, ...]) -> Round:
        return evolve(self, hands=self.hands.with_hand(seat, hand))

    def table_tiles(self) -> tuple[Tile, ...]:
        """Every tile face up: the engine and all trains."""
        return (Tile(self.engine, self.engine), *(t for tr in self.all_trains() for t in tr.tiles))

    def to_json(self) -> dict[str, Any]:
        trains = [t.to_json() for t in self.trains]
        return self._json(trains, self.mexican.to_json(), self.boneyard.codes())

    def to_text(self) -> JsonText:
        """:meth:`to_json`'s text, each train's and the boneyard's as kept (a move changes
        one train at most, or draws from the boneyard)."""
        trains = JsonText("[" + ", ".join(map(_TRAIN_TEXT.text, self.trains)) + "]")
        mexican = _TRAIN_TEXT(self.mexican)
        return JsonText(json_text(self._json(trains, mexican, JsonText(self.boneyard.text()))))

    def _json(self, trains: Any, mexican: Any, boneyard: Any) -> dict[str, Any]:
        """The round's JSON form with its trains and boneyard as given (values or text)."""
        # a round nobody has drawn or passed in yet stores as it did before ``lacks`` existed
        lacks = {"lacks": [list(numbers) for numbers in self.lacks]} if self.lacks else {}
        return {
            "number": self.number,
            "engine": self.engine,
            "first": self.first,
            "hands": self.hands.codes(),
            "boneyard": boneyard,
            "trains": trains,
            "mexican": mexican,
            "open_doubles": list(self.open_doubles),
            "turn": {"seat": self.turn.seat, "doubles": list(self.turn.doubles)},
            **lacks,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Round:
        return cls(
            number=data["number"],
            engine=data["engine"],
            first=data["first"],
            hands=TileHands(map(_tiles, data["hands"])),
            boneyard=TilePile(_tiles(data["boneyard"])),
            trains=tuple(Train.from_json(t) for t in data["trains"]),
            mexican=Train.from_json(data["mexican"]),
            open_doubles=tuple(data["open_doubles"]),
            turn=Turn(data["turn"]["seat"], tuple(data["turn"]["doubles"])),
            lacks=tuple(tuple(numbers) for numbers in data.get("lacks", ())),
        )


@dataclass(frozen=True, slots=True)
class MexicanTrainState:
    """A game: its rules, seed, the round in play (the last one once over) and the scores.

    ``round_scores`` holds each finished round's scores per seat; ``totals`` their sums.
    """

    rules: Rules
    seed: int
    round: Round
    totals: tuple[int, ...]
    round_scores: tuple[tuple[int, ...], ...] = ()
    over: bool = False

    @property
    def players(self) -> int:
        return len(self.totals)

    def to_json(self) -> dict[str, Any]:
        return self._json(self.rules.to_json(), self.round.to_json())

    def to_text(self) -> str:
        """:meth:`to_json`'s text, written from the parts kept as text (the rules, the trains
        no move changed: see ``bot.games.stored_text``)."""
        return json_text(self._json(_RULES_TEXT(self.rules), self.round.to_text()))

    def _json(self, rules: Any, round_: Any) -> dict[str, Any]:
        """The state's JSON form with its rules and round as given (values or text)."""
        return {
            "rules": rules,
            "seed": self.seed,
            "round": round_,
            "totals": list(self.totals),
            "round_scores": [list(s) for s in self.round_scores],
            "over": self.over,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> MexicanTrainState:
        return cls(
            rules=Rules.from_json(data["rules"]),
            seed=data["seed"],
            round=Round.from_json(data["round"]),
            totals=tuple(data["totals"]),
            round_scores=tuple(tuple(s) for s in data["round_scores"]),
            over=data["over"],
        )


#: a live game's trains (up to nine a table) and rules, as text
_TRAIN_TEXT = TextByValue(Train.to_json, attrgetter("owner", "packed", "open_end", "marked"), 4096)
_RULES_TEXT = KeptText(Rules.to_json)


def _tiles(codes: list[str]) -> tuple[Tile, ...]:
    return tuple(parse_tile(code) for code in codes)
