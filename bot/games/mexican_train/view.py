"""What one seat (or a spectator) may know about the game: everything but other hands."""

from __future__ import annotations

from dataclasses import dataclass

from bot.games.dominoes import Tile
from bot.games.evolve import slot_init
from bot.games.mexican_train.deal import rounds_in_game
from bot.games.mexican_train.doubles import blocking_double, double_to_close
from bot.games.mexican_train.state import MexicanTrainState
from bot.games.mexican_train.trains import Train, packed_ends


@slot_init
@dataclass(frozen=True, slots=True)
class TrainView:
    """A train as the table sees it; ``ends`` gives each tile as laid (near end, far end)."""

    owner: int
    tiles: tuple[Tile, ...]
    ends: tuple[tuple[int, int], ...]
    open_end: int
    marked: bool
    open_double: bool

    @property
    def public(self) -> bool:
        """Open to everyone: the Mexican Train always, a personal train while marked."""
        return self.marked or self.owner < 0


@slot_init
@dataclass(frozen=True, slots=True)
class MexicanTrainView:
    """``hand`` is the seat's own hand, ``None`` for the public table.

    ``blocking`` is the train whose open double must be covered before anything else (from an
    earlier turn); ``closing`` the double the current player's next non-double must close after
    laying two or more doubles this turn (with ``cover``, the one double just laid);
    ``turn_doubles`` the trains where the current player
    laid doubles this turn.
    """

    seat: int | None
    players: int
    top: int
    round_number: int
    rounds: int
    engine: int
    hand: tuple[Tile, ...] | None
    trains: tuple[TrainView, ...]
    mexican: TrainView
    open_doubles: tuple[int, ...]
    blocking: int | None
    closing: int | None
    turn_doubles: tuple[int, ...]
    boneyard: int
    hand_counts: tuple[int, ...]
    totals: tuple[int, ...]
    round_scores: tuple[tuple[int, ...], ...]
    to_act: int | None
    doubles_order: str
    double_blank: int
    #: the tile after a double must cover it (``after_double=cover``)
    cover: bool
    over: bool
    #: per seat, the numbers it is known to hold none of (public: from its draws and passes)
    lacks: tuple[tuple[int, ...], ...] = ()

    def train(self, owner: int) -> TrainView:
        return self.mexican if owner < 0 else self.trains[owner]


def make_view(state: MexicanTrainState, seat: int | None) -> MexicanTrainView:
    """A finished game shows no open double: its last round ended with the player who went
    out, maybe on a double that need not be covered (rule 8.1), and nobody is to cover it."""
    rnd, rules = state.round, state.rules
    turn_doubles = () if state.over else rnd.turn.doubles
    open_doubles = () if state.over else rnd.open_doubles

    def show(train: Train) -> TrainView:
        return TrainView(
            owner=train.owner,
            tiles=train.tiles,
            ends=packed_ends(rnd.engine, train.packed),
            open_end=train.open_end,
            marked=train.marked,
            open_double=train.owner in open_doubles,
        )

    in_turn = bool(turn_doubles)
    return MexicanTrainView(
        seat=seat,
        players=state.players,
        top=rules.top,
        round_number=rnd.number + 1,
        rounds=rounds_in_game(rules),
        engine=rnd.engine,
        hand=None if seat is None else rnd.hands[seat],
        trains=tuple(show(t) for t in rnd.trains),
        mexican=show(rnd.mexican),
        open_doubles=open_doubles,
        blocking=None if in_turn or state.over else blocking_double(rnd, rules),
        closing=double_to_close(rnd, rules, turn_doubles),
        turn_doubles=turn_doubles,
        boneyard=len(rnd.boneyard),
        hand_counts=rnd.hands.sizes(),
        totals=state.totals,
        round_scores=state.round_scores,
        to_act=None if state.over else rnd.turn.seat,
        doubles_order=rules.doubles_order.value,
        double_blank=rules.double_blank,
        cover=rules.cover,
        over=state.over,
        lacks=tuple(rnd.lacking(s) for s in range(state.players)),
    )
