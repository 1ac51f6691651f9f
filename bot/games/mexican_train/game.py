"""Mexican Train as a :class:`bot.games.base.GameBase`: rounds from the highest double to 0-0.

Start from a seed with :meth:`MexicanTrainGame.new`, or from an explicit deal (tests, puzzles,
replays of a physical table) with :meth:`MexicanTrainGame.deal_from`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from bot.errors import IllegalAction
from bot.games.base import Codec, GameBase, GameEvent, GameResult
from bot.games.dominoes import Tile, double_set, parse_tiles, shuffled
from bot.games.evolve import evolve
from bot.games.memo import BySeat
from bot.games.mexican_train import options as opts
from bot.games.mexican_train.actions import (
    Action,
    Draw,
    Pass,
    Play,
    action_from_json,
    action_to_json,
)
from bot.games.mexican_train.deal import (
    check_deal,
    deal_events,
    deal_round,
    engine_of,
    first_player,
    rounds_in_game,
    start_round,
)
from bot.games.mexican_train.events import GameEnded, RoundEnd, RoundEnded
from bot.games.mexican_train.refusals import why_illegal
from bot.games.mexican_train.scoring import blank_score, hand_score, placings
from bot.games.mexican_train.state import MexicanTrainState
from bot.games.mexican_train.trains import Train
from bot.games.mexican_train.turns import Step, draw, pass_turn, play, plays
from bot.games.mexican_train.view import MexicanTrainView, make_view
from bot.games.options import OptionSpec
from bot.msg import Msg, msg, seat_words

TileList = Sequence[Tile] | str


class MexicanTrainGame(GameBase[MexicanTrainState, Action, MexicanTrainView]):
    name = "mexican_train"
    title = "Mexican Train"
    #: a default turn timer: dominoes turns take longer to think through than a card play
    turn_seconds = 180
    options: Sequence[OptionSpec] = opts.OPTIONS
    codec = Codec(
        MexicanTrainState.to_json, MexicanTrainState.from_json, action_to_json, action_from_json
    )

    def __init__(self) -> None:
        self._legal = BySeat(self._list_legal)

    def seat_range(self, options: Mapping[str, Any]) -> tuple[int, int]:
        return opts.seat_range(options)

    def check_options(self, options: Mapping[str, Any], players: int | None) -> None:
        opts.check(options, players)

    def new(self, options: Mapping[str, Any], players: int, seed: int) -> MexicanTrainState:
        rules = opts.resolve(options, players)
        rnd = deal_round(rules, players, seed, 0, first_player(seed, players))
        return MexicanTrainState(rules, seed, rnd, (0,) * players)

    def opening_events(self, state: MexicanTrainState) -> list[GameEvent]:
        """The first round's start (later rounds are announced by ``apply``)."""
        return deal_events(state.round, state.rules)

    def deal_from(
        self,
        options: Mapping[str, Any],
        hands: Sequence[TileList],
        boneyard: TileList | None = None,
        *,
        first: int = 0,
        round_number: int = 0,
        trains: Mapping[int, TileList] | None = None,
        marked: Iterable[int] = (),
        seed: int = 0,
    ) -> MexicanTrainState:
        """A game whose round ``round_number`` (from 0) starts from exactly this deal.

        ``boneyard`` is drawn from the front; ``None`` means "every tile not dealt, shuffled
        from ``seed``". When it is given, tiles named nowhere are simply out of play.
        ``trains`` lays tiles on trains beforehand (owner seat or ``MEXICAN``: tiles from the
        hub), and ``marked`` puts those seats' markers out; a double ending a laid train is not
        open (set ``round.open_doubles`` for that). Later rounds are dealt from ``seed``.
        """
        hand_tiles = [_tiles(hand) for hand in hands]
        rules = opts.resolve(options, len(hand_tiles))
        engine = engine_of(rules, round_number)
        laid = {owner: _tiles(tiles) for owner, tiles in (trains or {}).items()}
        on_table = [tile for tiles in laid.values() for tile in tiles]
        if boneyard is None:
            used = {*on_table, *(t for hand in hand_tiles for t in hand), Tile(engine, engine)}
            spare = [t for t in double_set(rules.top) if t not in used]
            pile = shuffled(spare, f"{seed}:round:{round_number}")
        else:
            pile = _tiles(boneyard)
        check_deal(rules, engine, [*hand_tiles, on_table], pile)
        rnd = start_round(round_number, engine, first, hand_tiles, pile)
        marks = set(marked)
        if not marks <= set(range(len(hand_tiles))):
            raise IllegalAction("mt-deal-marker-owner")
        for owner, tiles in laid.items():
            rnd = rnd.with_train(Train.laid(owner, engine, tiles, owner in marks))
        for seat in marks - set(laid):
            rnd = rnd.with_train(evolve(rnd.trains[seat], marked=True))
        return MexicanTrainState(rules, seed, rnd, (0,) * len(hand_tiles))

    def to_act(self, state: MexicanTrainState) -> frozenset[int]:
        return frozenset() if state.over else frozenset({state.round.turn.seat})

    def phase(self, state: MexicanTrainState) -> str:
        """The round: one who goes out may start the next round too, and its end is told at
        once, not held for the start of their next turn."""
        return str(state.round.number)

    def legal_actions(self, state: MexicanTrainState, seat: int) -> Sequence[Action]:
        """Listed once per state and seat: an automatic move lists them to choose, then again
        to check the choice (:meth:`refusal`), and a lone play's check asks too."""
        return self._legal(state, seat)

    def _list_legal(self, state: MexicanTrainState, seat: int) -> Sequence[Action]:
        if state.over or seat != state.round.turn.seat:
            return []
        rnd = state.round
        can = plays(rnd, state.rules, seat)
        if can:
            return can
        return [Draw()] if rnd.boneyard else [Pass()]

    def is_play(self, action: Action) -> bool:
        return isinstance(action, Play)

    def forced_play(self, state: MexicanTrainState, seat: int) -> Action | None:
        """The one tile ``seat`` can lay, on the one train it fits (a tile that fits two
        trains, or two tiles that fit, are a choice; drawing and passing are never forced)."""
        legal = self.legal_actions(state, seat)  # the plays, else a draw or a pass
        return legal[0] if len(legal) == 1 and isinstance(legal[0], Play) else None

    def apply(
        self, state: MexicanTrainState, seat: int, action: Action
    ) -> tuple[MexicanTrainState, list[GameEvent]]:
        refusal = self.refusal(state, seat, action)
        if refusal is not None:
            raise IllegalAction(refusal)
        rnd, rules = state.round, state.rules
        step: Step
        if isinstance(action, Play):
            step = play(rnd, rules, seat, action)
        elif isinstance(action, Draw):
            step = draw(rnd, rules, seat)
        else:
            step = pass_turn(rnd, rules, seat)
        rnd, events, ended = step
        state = evolve(state, round=rnd)
        if ended is not None:
            state, more = self._finish_round(state, ended)
            events += more
        return state, events

    def refusal(self, state: MexicanTrainState, seat: int, action: Action) -> Msg | None:
        """Why ``seat`` may not take ``action`` now, as a message (None: it may). Checked
        without playing the move: the reason reads only ``seat``'s own tiles and the public
        trains, markers and boneyard count."""
        if state.over:
            return msg("mt-game-over")
        rnd = state.round
        if seat != rnd.turn.seat:
            return msg("mt-not-your-turn-seat", seat=seat_words(rnd.turn.seat))
        if action in self.legal_actions(state, seat):
            return None
        return why_illegal(rnd, state.rules, seat, action)

    def explain(self, state: MexicanTrainState, seat: int, action: Action) -> str | None:
        """:meth:`refusal` worded in the language in force, as every game's ``explain`` is."""
        why = self.refusal(state, seat, action)
        return None if why is None else IllegalAction(why).message

    def _finish_round(
        self, state: MexicanTrainState, ended: RoundEnd
    ) -> tuple[MexicanTrainState, list[GameEvent]]:
        """Score the round, then deal the next one at once, or end the game after 0-0."""
        rnd, rules = state.round, state.rules
        scores = tuple(hand_score(hand, rules) for hand in rnd.hands)
        totals = tuple(t + s for t, s in zip(state.totals, scores, strict=True))
        last = rnd.number + 1 >= rounds_in_game(rules)
        state = evolve(
            state,
            totals=totals,
            round_scores=(*state.round_scores, scores),
            over=last,
        )
        events: list[GameEvent] = [
            RoundEnded(
                round=rnd.number + 1,
                engine=Tile.of(rnd.engine, rnd.engine),
                reason=ended,
                out=rnd.turn.seat if ended is RoundEnd.OUT else None,
                pips=tuple(sum(t.pips for t in hand) for hand in rnd.hands),
                blanks=tuple(blank_score(hand, rules) for hand in rnd.hands),
                scores=scores,
                totals=totals,
                last=last,
            )
        ]
        if last:
            winners = tuple(seat for seat, place in enumerate(placings(totals)) if place == 1)
            events.append(GameEnded(totals=totals, winners=winners))
            return state, events
        nxt = deal_round(
            rules, state.players, state.seed, rnd.number + 1, (rnd.first + 1) % state.players
        )
        return evolve(state, round=nxt), events + deal_events(nxt, rules)

    def view(self, state: MexicanTrainState, seat: int | None) -> MexicanTrainView:
        return make_view(state, seat)

    def state_text(self, state: MexicanTrainState) -> str:
        return state.to_text()

    def is_over(self, state: MexicanTrainState) -> bool:
        return state.over

    def result(self, state: MexicanTrainState) -> GameResult:
        places = placings(state.totals)
        best = min(state.totals)
        winners = tuple(seat_words(seat) for seat, place in enumerate(places) if place == 1)
        return GameResult(
            teams=tuple((seat,) for seat in range(state.players)),
            placings=places,
            scores=state.totals,
            summary=msg(
                "mt-summary-by",
                total=best,
                winners=winners,
                rounds=len(state.round_scores),
            ),
        )


def _tiles(tiles: TileList) -> tuple[Tile, ...]:
    if isinstance(tiles, str):
        return parse_tiles(tiles) if tiles.strip() else ()
    return tuple(tiles)
