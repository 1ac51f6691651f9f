"""The Shengji engine: the game face of bot.games.base over the pieces of this package.

A hand runs DEAL (SYSTEM deals cards in batches while anyone may declare; after the last card
every seat that could still declare has the table's pause to declare or pass, and then SYSTEM
closes the deal, after a short beat once they all passed) → maybe NAME_TRUMP → BURY (the
starter buries as many cards as the kitty had) → PLAY (tricks; a failed throw may pause in
THROW_CHOICE) → the hand is scored, levels change and the next hand's deal starts inside the
same apply, until a team goes beyond the target rank (OVER).
Each phase's rules live in their own module: :mod:`.dealing`, :mod:`.kitty`, :mod:`.play`,
:mod:`.hand_end`; refusals in :mod:`.refusals`.

Under ``declare_order=fixed-dealer`` (rules 7.5) nobody declares while the cards are dealt
(``to_act`` is SYSTEM alone). After the last card, declaring goes round in turn from the
starter's partner, every seat getting its turn to declare or pass whether or not it holds
anything (:func:`.turns.declare_turn`); once all have passed since the last declaration,
SYSTEM's ``FinishDeal`` closes the deal, the partner naming trumps if nobody declared.

To start from an explicit deal, use :meth:`ShengjiGame.new_from_deck` or
:meth:`ShengjiGame.new_from_hands` (see :mod:`.setup`).
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Mapping, Sequence
from typing import Any

from bot.errors import IllegalAction
from bot.games.base import SYSTEM, Codec, GameBase, GameResult
from bot.games.cards import Card, Suit
from bot.games.evolve import evolve
from bot.games.memo import BySeat, ByState, interned
from bot.games.options import OptionSpec
from bot.games.shengji import actions as act
from bot.games.shengji import setup
from bot.games.shengji.dealing import (
    DEAL_BATCH,
    DEAL_PAUSE,
    deal,
    declarations,
    declare_cards,
    finish_deal,
    shuffled_deck,
)
from bot.games.shengji.events import Step, TrumpNamed
from bot.games.shengji.follow import follow_plays, only_follow
from bot.games.shengji.kitty import bury, fix_trump
from bot.games.shengji.moves import bury_choices, lead_plays
from bot.games.shengji.options import OPTIONS, Rules, check_options, levels_code
from bot.games.shengji.play import check_play, choose_throw_part, play_cards
from bot.games.shengji.refusals import not_your_turn, wrong_action
from bot.games.shengji.state import (
    NO_SEATS,
    Phase,
    ShengjiState,
    state_from_json,
    state_text,
    state_to_json,
)
from bot.games.shengji.turns import (
    PLAYERS,
    deal_total,
    declare_turn,
    play_order,
    seat_to_play,
)
from bot.games.shengji.view import ShengjiView, view_of
from bot.games.shengji.words import level_words
from bot.games.tricks import PARTNERS, partner_of, team_words
from bot.msg import msg

ACE = 14


#: each seat's move alone, one shared set each (see :func:`seats_to_act`)
_ALONE = {seat: frozenset({seat}) for seat in (SYSTEM, *range(PLAYERS))}


def seats_to_act(state: ShengjiState) -> frozenset[int]:
    """Whose move it is (SYSTEM's for dealing and closing the deal), as the one shared set of
    those seats: a set is always an object the collector walks, and the memo of this answer
    holds hundreds (issue #19)."""
    match state.phase:
        case Phase.OVER:
            return NO_SEATS
        case Phase.DEAL if state.rules.ordered_declaring:
            turn = declare_turn(state)
            # SYSTEM deals, then waits for the ordered round; it closes the deal after it
            return _ALONE[SYSTEM if turn is None else turn]
        case Phase.DEAL:
            seats = {s for s in range(PLAYERS) if s not in state.passed and declarations(state, s)}
            # SYSTEM stays: after the last card it closes the deal once the pause is over
            return interned(frozenset({SYSTEM, *seats})) if seats else _ALONE[SYSTEM]
        case Phase.NAME_TRUMP:
            assert state.starter is not None
            return _ALONE[partner_of(state.starter)]
        case Phase.BURY:
            assert state.starter is not None
            return _ALONE[state.starter]
        case Phase.THROW_CHOICE:
            assert state.pending is not None
            return _ALONE[state.pending.chooser]
        case Phase.PLAY:
            return _ALONE[seat_to_play(state)]
    raise AssertionError(state.phase)


def passed_in_open_deal(state: ShengjiState, seat: int) -> bool:
    """``seat`` passed while anyone may declare, and its pass still holds."""
    return state.phase is Phase.DEAL and not state.rules.ordered_declaring and seat in state.passed


class ShengjiGame(GameBase[ShengjiState, act.Action, ShengjiView]):
    """Shengji / Tractor for four players in two partnerships (team 0 = seats 0 and 2)."""

    name = "shengji"
    title = "Shengji (Tractor)"
    options: Sequence[OptionSpec] = OPTIONS
    codec = Codec(state_to_json, state_from_json, act.action_to_json, act.action_from_json)

    def __init__(self) -> None:
        self._to_act = ByState(seats_to_act)
        self._legal = BySeat(self._list_legal)

    def seat_range(self, options: Mapping[str, Any]) -> tuple[int, int]:
        return (PLAYERS, PLAYERS)

    def check_options(self, options: Mapping[str, Any], players: int | None) -> None:
        check_options(options, players)

    def new(self, options: Mapping[str, Any], players: int, seed: int) -> ShengjiState:
        rules = Rules.from_options(options)
        first = random.Random(f"shengji:{seed}:first").randrange(PLAYERS)
        return setup.from_deck(
            options,
            seed,
            shuffled_deck(rules, seed, 0, 0),
            first_drawer=None if rules.fixed_first_starter else first,
            levels=rules.start_levels,
            starter=rules.start_seat,
        )

    continuation_keys = ("levels", "starter")
    partners = PARTNERS

    def continuation(self, state: ShengjiState) -> Mapping[str, Any] | None:
        """Keep the levels: the next game starts where this one ended (each team's level, the
        starter the last hand named), played on to the ace. None when the match is over (a
        team went beyond the ace)."""
        if state.phase is not Phase.OVER or max(state.levels) > ACE:
            return None
        return {
            "levels": levels_code(state.levels) or "2-2",
            "starter": None if state.starter is None else state.starter + 1,
            "target": "a",
        }

    new_from_deck = staticmethod(setup.from_deck)
    new_from_hands = staticmethod(setup.from_hands)

    # ------------------------------------------------------------------ turn

    def to_act(self, state: ShengjiState) -> frozenset[int]:
        return self._to_act(state)

    def phase(self, state: ShengjiState) -> str:
        """The hand and its stage (deal, trumps named, bury, tricks, a failed throw's choice):
        the starter's bury is posted then, not held until their lead."""
        return f"{state.hand_no} {state.phase.value}"

    def system_pause(self, state: ShengjiState) -> float:
        """A short beat between batches of cards, and the table's declaring pause at the end;
        only a beat once nobody may still declare (all who could have passed: the table learns
        that nobody can or will, and nobody waits for nothing; under fixed-dealer everybody
        has already had their say in turn)."""
        if state.phase is not Phase.DEAL or state.dealt < deal_total(state):
            return DEAL_PAUSE
        pause = float(state.rules.declare_pause)
        if state.rules.ordered_declaring or self.to_act(state) == {SYSTEM}:
            return min(DEAL_PAUSE, pause)
        return pause

    def pause_key(self, state: ShengjiState) -> Hashable | None:
        """The deal's pauses run from the last batch of cards, or from the last declaration
        (the others may answer it); a pass starts none again."""
        if state.phase is not Phase.DEAL:
            return None
        return (state.hand_no, state.redeals, state.dealt, state.declaration)

    def legal_actions(self, state: ShengjiState, seat: int) -> Sequence[act.Action]:
        """Listed once per state and seat (a lead's list takes ~1 ms: every combination and
        the safe throws), however many times it is asked for."""
        return self._legal(state, seat)

    def _list_legal(self, state: ShengjiState, seat: int) -> Sequence[act.Action]:
        if seat not in self.to_act(state):
            return []
        match state.phase:
            case Phase.DEAL if seat == SYSTEM:
                left = deal_total(state) - state.dealt
                if left == 0:
                    return [act.FinishDeal()]
                return [act.Deal(min(DEAL_BATCH, left))] + (
                    [act.Deal(left)] if left > DEAL_BATCH else []
                )
            case Phase.DEAL:
                return [*(act.Declare(d.cards) for d in declarations(state, seat)), act.Pass()]
            case Phase.NAME_TRUMP:
                return [act.NameTrump(suit) for suit in Suit]
            case Phase.BURY:
                size = state.rules.kitty_size
                choices = bury_choices(state.hands[seat], play_order(state), size)
                return [act.Bury(cards) for cards in choices]
            case Phase.THROW_CHOICE:
                assert state.pending is not None
                return [act.ChooseThrowPart(cards) for cards in state.pending.choices]
            case Phase.PLAY:
                assert state.trick is not None
                order, hand = play_order(state), state.hands[seat]
                if state.trick.lead is None:
                    unseen = self.view(state, seat).unseen()
                    return [act.play_cards(c) for c in lead_plays(hand, order, unseen)]
                lead = state.trick.lead.cards
                return [act.play_cards(c) for c in follow_plays(hand, lead, order, state.rules)]
        return []

    def is_play(self, action: act.Action) -> bool:
        return isinstance(action, act.PlayCards)

    def forced_play(self, state: ShengjiState, seat: int) -> act.Action | None:
        """A lead is forced only with one card left; a follow when the rules leave one set
        of cards (:func:`.follow.only_follow`). Declaring, naming trumps, burying and
        choosing a failed throw's part are never forced plays."""
        if state.phase is not Phase.PLAY or seat not in self.to_act(state):
            return None
        assert state.trick is not None
        hand, order = state.hands[seat], play_order(state)
        if state.trick.lead is None:
            cards: tuple[Card, ...] | None = tuple(hand) if len(hand) == 1 else None
        else:
            cards = only_follow(hand, state.trick.lead.cards, order, state.rules)
        return (
            None if cards is None else act.play_cards(tuple(sorted(cards, key=order.display_key)))
        )

    # ------------------------------------------------------------------ apply

    def apply(self, state: ShengjiState, seat: int, action: act.Action) -> Step:
        if state.phase is Phase.OVER:
            raise IllegalAction("shengji-game-over")
        if isinstance(action, act.Declare):
            if state.phase is not Phase.DEAL or seat == SYSTEM:
                raise IllegalAction("shengji-declare-only-in-deal")
            return declare_cards(state, seat, action.cards)
        if isinstance(action, act.Pass) and passed_in_open_deal(state, seat):
            # the pass holds: saying it again (a second click; a log from before passes held,
            # when more cards asked the seat again) changes nothing
            return state, []
        to_act = self.to_act(state)
        if seat not in to_act:
            raise IllegalAction(not_your_turn(state, seat, to_act))
        match action:
            case act.Deal(count) if state.phase is Phase.DEAL and seat == SYSTEM:
                return deal(state, count)
            case act.FinishDeal() if state.phase is Phase.DEAL and seat == SYSTEM:
                return finish_deal(state)
            case act.Pass() if state.phase is Phase.DEAL and seat != SYSTEM:
                return evolve(state, passed=interned(state.passed | {seat})), []
            case act.NameTrump(suit) if state.phase is Phase.NAME_TRUMP:
                return fix_trump(state, suit, [TrumpNamed(player=seat, suit=suit)])
            case act.Bury(cards) if state.phase is Phase.BURY:
                return bury(state, seat, cards)
            case act.PlayCards(cards) if state.phase is Phase.PLAY:
                return play_cards(state, seat, cards)
            case act.ChooseThrowPart(cards) if state.phase is Phase.THROW_CHOICE:
                return choose_throw_part(state, cards)
        raise IllegalAction(wrong_action(state))

    def check_play(self, state: ShengjiState, seat: int, cards: Sequence[Card]) -> None:
        """Raise IllegalAction (with the reason) unless ``seat`` may play ``cards`` now."""
        check_play(state, seat, cards)

    def is_legal_play(self, state: ShengjiState, seat: int, cards: Sequence[Card]) -> bool:
        try:
            check_play(state, seat, cards)
        except IllegalAction:
            return False
        return True

    # ------------------------------------------------------------------ views and results

    def view(self, state: ShengjiState, seat: int | None) -> ShengjiView:
        return view_of(state, seat, self.to_act(state))

    def state_text(self, state: ShengjiState) -> str:
        return state_text(state)

    def is_over(self, state: ShengjiState) -> bool:
        return state.phase is Phase.OVER

    def result(self, state: ShengjiState) -> GameResult:
        winner = state.winner if state.winner is not None else 0
        placings = (1, 2) if winner == 0 else (2, 1)
        return GameResult(
            teams=PARTNERS,
            placings=placings,
            scores=state.levels,
            summary=msg(
                "shengji-result-by",
                winners=team_words(winner),
                level=level_words(state.levels[winner]),
                other=level_words(state.levels[1 - winner]),
            ),
        )
