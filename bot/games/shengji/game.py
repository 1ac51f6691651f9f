"""The Shengji engine: the game face of bot.games.base over the pieces of this package.

A hand runs DEAL (SYSTEM deals cards one at a time in turn while anyone may declare; after the
last card every seat that could still declare gets its chance, to declare or pass, and then
SYSTEM closes the deal) → maybe NAME_TRUMP → BURY (the starter buries as many cards as the
kitty had) → PLAY (tricks; a failed throw may pause in THROW_CHOICE) → the hand is scored,
levels change and the next hand's deal starts inside the same apply, until a team goes beyond
the target rank (OVER).

Under ``declare_order=fixed-dealer`` (rules 7.5) nobody declares while the cards are dealt
(``to_act`` is SYSTEM alone). After the last card, declaring goes round in turn from the
starter's partner in the play direction: only the seat whose turn it is may declare, overturn,
reinforce or pass, and every seat gets its turn whether or not it holds anything it could
declare (so the order of turns never tells who holds what). A declaration restarts the round
from the next seat; when every seat has passed since the last declaration, ``to_act`` is SYSTEM
again and its
``FinishDeal`` closes the deal as usual, the partner naming trumps if nobody declared.

To start from an explicit deal, use :meth:`ShengjiGame.new_from_deck` (a given card order,
dealt as usual) or :meth:`ShengjiGame.new_from_hands` (hands, buried kitty and trumps given,
ready for the first lead).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from bot.errors import IllegalAction
from bot.games.base import JSON, SYSTEM, Event, GameBase, GameResult
from bot.games.cards import Card, Suit, remove_cards, shoe, shuffled
from bot.games.options import OptionSpec
from bot.games.shengji import declare, scoring
from bot.games.shengji.combos import combination
from bot.games.shengji.declare import Declaration
from bot.games.shengji.follow import follow_error, follow_plays
from bot.games.shengji.moves import bury_choices, lead_plays
from bot.games.shengji.options import OPTIONS, Rules, check_options
from bot.games.shengji.order import CardOrder, card_order, points_of
from bot.games.shengji.state import (
    Action,
    Bury,
    ChooseThrowPart,
    Deal,
    Declare,
    FinishDeal,
    NameTrump,
    Pass,
    PendingThrow,
    Phase,
    PlayCards,
    ShengjiState,
    TrickRecord,
    action_from_json,
    action_to_json,
    state_from_json,
    state_to_json,
)
from bot.games.shengji.throws import Beaten, beaten_components, smallest
from bot.games.shengji.view import ShengjiView
from bot.games.shengji.winner import trick_winner
from bot.games.tricks import Trick, partner_of, team_of

PLAYERS = 4
RANK_NAMES = {11: "J", 12: "Q", 13: "K", 14: "A", 10: "10"}

#: How long the table service should wait before a SYSTEM move, relative to its usual pause:
#: deal briskly, then leave time to declare or overturn before the deal closes.
DEAL_PAUSE = 0.5
DEAL_BATCH = 4

#: First-hand redeals in a row with nobody declaring before the next such deal fixes the trump
#: as a later hand does (rules 7.5, the first drawer starting). The rules redeal without limit,
#: but a table nobody plays at would then deal for ever; three redeals leave real players every
#: chance to declare, and AI seats always declare when they can.
MAX_REDEALS = 3


def level_name(level: int) -> str:
    return "beyond A" if level > 14 else RANK_NAMES.get(level, str(level))


def seat_label(seat: int) -> str:
    return f"seat {seat + 1}"


# ---------------------------------------------------------------------------- state helpers


def next_seat(state: ShengjiState, seat: int) -> int:
    return (seat + state.rules.step) % PLAYERS


def turn_order(state: ShengjiState, first: int) -> list[int]:
    return [(first + i * state.rules.step) % PLAYERS for i in range(PLAYERS)]


def play_order(state: ShengjiState) -> CardOrder:
    """The card order of the hand in play (rank dropped in a jokers-only no-trump hand)."""
    no_rank = state.trump_suit is None and state.rules.jokers_only_no_trump
    return card_order(None if no_rank else state.trump_rank, state.trump_suit)


def seat_to_play(state: ShengjiState) -> int:
    assert state.trick is not None
    return (state.trick.leader + len(state.trick.plays) * state.rules.step) % PLAYERS


def deal_total(state: ShengjiState) -> int:
    return PLAYERS * state.rules.hand_size


def _shuffled_deck(rules: Rules, seed: int, hand_no: int, redeals: int) -> tuple[Card, ...]:
    return shuffled(shoe(rules.decks, jokers=True), f"shengji:{seed}:{hand_no}:{redeals}")


def _fresh_hand(state: ShengjiState, deck: tuple[Card, ...], first_drawer: int) -> ShengjiState:
    """The state at the start of a deal: nothing dealt, nothing declared."""
    return replace(
        state,
        phase=Phase.DEAL,
        deck=deck,
        dealt=0,
        first_drawer=first_drawer,
        hands=((),) * PLAYERS,
        kitty=(),
        declaration=None,
        passed=frozenset(),
        trump_suit=None,
        turned=(),
        trick=None,
        history=(),
        team_points=(0, 0),
        penalty=0,
        pending=None,
    )


class ShengjiGame(GameBase[ShengjiState, Action, ShengjiView]):
    """Shengji / Tractor for four players in two partnerships (team 0 = seats 0 and 2)."""

    name = "shengji"
    title = "Shengji (Tractor)"
    options: Sequence[OptionSpec] = OPTIONS

    # ------------------------------------------------------------------ setup

    def seat_range(self, options: Mapping[str, Any]) -> tuple[int, int]:
        return (PLAYERS, PLAYERS)

    def check_options(self, options: Mapping[str, Any], players: int | None) -> None:
        check_options(options, players)

    def new(self, options: Mapping[str, Any], players: int, seed: int) -> ShengjiState:
        rules = Rules.from_options(options)
        first = random.Random(f"shengji:{seed}:first").randrange(PLAYERS)
        return self.new_from_deck(
            options,
            seed,
            _shuffled_deck(rules, seed, 0, 0),
            first_drawer=None if rules.fixed_first_starter else first,
        )

    def new_from_deck(
        self,
        options: Mapping[str, Any],
        seed: int,
        deck: Sequence[Card],
        *,
        first_drawer: int | None = None,
        levels: tuple[int, int] = (2, 2),
        declarers: int | None = None,
        starter: int | None = None,
        hand_no: int = 0,
    ) -> ShengjiState:
        """A game whose first deal uses ``deck`` in this order (card i goes to the i-th seat in
        turn order from ``first_drawer``; the last cards are the kitty).

        ``starter``/``declarers`` given: a later hand (the trump only is declared). With a
        fixed first starter the starter is seat 0. ``first_drawer`` defaults to the starter.
        """
        rules = Rules.from_options(options)
        if sorted(c.code for c in deck) != sorted(c.code for c in shoe(rules.decks, jokers=True)):
            raise ValueError("the deck must hold exactly the cards of the shoe")
        if starter is None and rules.fixed_first_starter:
            starter, declarers = 0, 0
        if starter is not None and declarers is None:
            declarers = team_of(starter)
        drawer = first_drawer if first_drawer is not None else (starter or 0)
        base = ShengjiState(
            rules=rules,
            seed=seed,
            hand_no=hand_no,
            redeals=0,
            levels=levels,
            declarers=declarers,
            starter=starter,
        )
        return _fresh_hand(base, tuple(deck), drawer)

    def new_from_hands(
        self,
        options: Mapping[str, Any],
        hands: Sequence[Sequence[Card]],
        kitty: Sequence[Card],
        *,
        trump_suit: Suit | None,
        starter: int,
        declarers: int | None = None,
        levels: tuple[int, int] = (2, 2),
        leader: int | None = None,
        seed: int = 0,
        hand_no: int = 1,
        bury: bool = False,
    ) -> ShengjiState:
        """A hand ready to play from explicit hands: trump fixed, ``kitty`` already buried.

        With ``bury=True`` the starter still holds ``kitty`` in hand and must bury first.
        Hands may be short (a few cards each) so tests can play out one situation; the trump
        rank is the declarers' level.
        """
        rules = Rules.from_options(options)
        declarers = team_of(starter) if declarers is None else declarers
        state = self.new_from_deck(
            options,
            seed,
            _shuffled_deck(rules, seed, 0, 0),
            levels=levels,
            declarers=declarers,
            starter=starter,
            hand_no=hand_no,
        )
        held = [tuple(h) for h in hands]
        if bury:
            held[starter] = held[starter] + tuple(kitty)
        return replace(
            state,
            deck=(),
            dealt=deal_total(state),
            hands=tuple(held),
            kitty=() if bury else tuple(kitty),
            trump_suit=trump_suit,
            phase=Phase.BURY if bury else Phase.PLAY,
            trick=None if bury else Trick(starter if leader is None else leader),
        )

    # ------------------------------------------------------------------ turn

    def to_act(self, state: ShengjiState) -> frozenset[int]:
        match state.phase:
            case Phase.OVER:
                return frozenset()
            case Phase.DEAL if state.rules.ordered_declaring:
                turn = self.declare_turn(state)
                # SYSTEM deals, then waits for the ordered round; it closes the deal after it
                return frozenset({SYSTEM} if turn is None else {turn})
            case Phase.DEAL:
                seats = {
                    s
                    for s in range(PLAYERS)
                    if s not in state.passed and self._declarations(state, s)
                }
                # SYSTEM stays: after the last card it closes the deal once the pause is over
                return frozenset({SYSTEM, *seats})
            case Phase.NAME_TRUMP:
                assert state.starter is not None
                return frozenset({partner_of(state.starter)})
            case Phase.BURY:
                assert state.starter is not None
                return frozenset({state.starter})
            case Phase.THROW_CHOICE:
                assert state.pending is not None
                return frozenset({state.pending.chooser})
            case Phase.PLAY:
                return frozenset({seat_to_play(state)})
        raise AssertionError(state.phase)

    def declare_turn(self, state: ShengjiState) -> int | None:
        """Fixed-dealer declaring: the seat whose turn it is to declare or pass, or None (the
        cards are still being dealt, or the round is over and the deal closes)."""
        if not state.rules.ordered_declaring or state.dealt < deal_total(state):
            return None
        assert state.starter is not None  # fixed-dealer implies a fixed first starter
        current = state.declaration
        first = partner_of(state.starter) if current is None else next_seat(state, current.seat)
        # every seat gets its turn, holding something to declare or not: a turn order that
        # skipped empty hands would tell the table who holds rank cards or joker pairs
        return next((seat for seat in turn_order(state, first) if seat not in state.passed), None)

    def _declare_order_error(self, state: ShengjiState, seat: int) -> str | None:
        """Why ``seat`` may not declare or pass now under fixed-dealer declaring, or None."""
        if not state.rules.ordered_declaring:
            return None
        assert state.starter is not None
        if state.dealt < deal_total(state):
            return (
                "Nobody declares while the cards are dealt at this table: once they are all "
                f"out, {seat_label(partner_of(state.starter))} (the starter's partner) "
                "declares first, then each player in turn."
            )
        turn = self.declare_turn(state)
        if turn is None:
            return "Declaring is over: everybody has passed, and the trump is being fixed."
        if turn == seat:
            return None
        started = state.declaration is not None or bool(state.passed)
        return f"It's not your turn to declare: {seat_label(turn)} " + (
            "declares next." if started else "declares first."
        )

    def _declarations(self, state: ShengjiState, seat: int) -> list[Declaration]:
        return declare.legal_declarations(
            state.hands[seat], seat, state.trump_rank, state.declaration, state.rules
        )

    def system_pause(self, state: ShengjiState) -> float:
        """Seconds (at the normal pace) before the next SYSTEM move, read by the table service:
        a short beat between batches of cards, and the table's declaring pause at the end."""
        if state.phase is Phase.DEAL and state.dealt >= deal_total(state):
            # fixed-dealer: everybody has already had their say in turn
            return DEAL_PAUSE if state.rules.ordered_declaring else float(state.rules.declare_pause)
        return DEAL_PAUSE

    def legal_actions(self, state: ShengjiState, seat: int) -> Sequence[Action]:
        if seat not in self.to_act(state):
            return []
        match state.phase:
            case Phase.DEAL:
                if seat == SYSTEM:
                    left = deal_total(state) - state.dealt
                    if left == 0:
                        return [FinishDeal()]
                    return [Deal(min(DEAL_BATCH, left))] + (
                        [Deal(left)] if left > DEAL_BATCH else []
                    )
                return [*(Declare(d.cards) for d in self._declarations(state, seat)), Pass()]
            case Phase.NAME_TRUMP:
                return [NameTrump(suit) for suit in Suit]
            case Phase.BURY:
                return [
                    Bury(cards)
                    for cards in bury_choices(
                        state.hands[seat], play_order(state), state.rules.kitty_size
                    )
                ]
            case Phase.THROW_CHOICE:
                assert state.pending is not None
                return [ChooseThrowPart(cards) for cards in state.pending.choices]
            case Phase.PLAY:
                assert state.trick is not None
                order = play_order(state)
                hand = state.hands[seat]
                if state.trick.lead is None:
                    unseen = self.view(state, seat).unseen()
                    return [PlayCards(c) for c in lead_plays(hand, order, unseen)]
                lead = state.trick.lead.cards
                return [PlayCards(c) for c in follow_plays(hand, lead, order, state.rules)]
        return []

    # ------------------------------------------------------------------ apply

    def apply(
        self, state: ShengjiState, seat: int, action: Action
    ) -> tuple[ShengjiState, list[Event]]:
        if state.phase is Phase.OVER:
            raise IllegalAction("The game is over.")
        if isinstance(action, Declare):
            return self._declare(state, seat, action.cards)
        if seat not in self.to_act(state):
            raise IllegalAction(self._not_your_turn(state, seat))
        match action:
            case Deal(count) if state.phase is Phase.DEAL:
                return self._deal(state, count)
            case FinishDeal() if state.phase is Phase.DEAL:
                return self._finish_deal(state)
            case Pass() if state.phase is Phase.DEAL and seat != SYSTEM:
                return replace(state, passed=state.passed | {seat}), []
            case NameTrump(suit) if state.phase is Phase.NAME_TRUMP:
                return self._fix_trump(
                    state, suit, [Event("trump_named", {"seat": seat, "suit": suit.value})]
                )
            case Bury(cards) if state.phase is Phase.BURY:
                return self._bury(state, seat, cards)
            case PlayCards(cards) if state.phase is Phase.PLAY:
                return self._play(state, seat, cards)
            case ChooseThrowPart(cards) if state.phase is Phase.THROW_CHOICE:
                return self._choose_throw_part(state, cards)
        raise IllegalAction(self._wrong_action(state))

    def _not_your_turn(self, state: ShengjiState, seat: int) -> str:
        if state.phase is Phase.DEAL:
            ordered = None if seat == SYSTEM else self._declare_order_error(state, seat)
            return ordered or "You have nothing to declare now; the deal goes on."
        waiting = sorted(s for s in self.to_act(state) if s != SYSTEM)
        return "It's not your turn: waiting for " + ", ".join(map(seat_label, waiting)) + "."

    @staticmethod
    def _wrong_action(state: ShengjiState) -> str:
        return {
            Phase.DEAL: "The cards are being dealt: you may declare trumps, nothing else.",
            Phase.NAME_TRUMP: "The trump suit must be named first.",
            Phase.BURY: "The starter must bury the kitty first.",
            Phase.PLAY: "Play cards now.",
            Phase.THROW_CHOICE: "Choose which part of the failed throw is led.",
        }.get(state.phase, "That is not possible now.")

    # ------------------------------------------------------------------ deal and declare

    def _deal(self, state: ShengjiState, count: int) -> tuple[ShengjiState, list[Event]]:
        left = deal_total(state) - state.dealt
        if not 1 <= count <= left:
            raise IllegalAction(f"Deal between 1 and {left} cards.")
        hands = [list(h) for h in state.hands]
        order = turn_order(state, state.first_drawer)
        for index in range(state.dealt, state.dealt + count):
            hands[order[index % PLAYERS]].append(state.deck[index])
        dealt = state.dealt + count
        new = replace(state, hands=tuple(tuple(h) for h in hands), dealt=dealt, passed=frozenset())
        return new, [Event("deal", {"dealt": dealt, "total": deal_total(state)})]

    def _declare(
        self, state: ShengjiState, seat: int, cards: Sequence[Card]
    ) -> tuple[ShengjiState, list[Event]]:
        if state.phase is not Phase.DEAL or seat == SYSTEM:
            raise IllegalAction("Trumps can only be declared while the cards are dealt.")
        error = self._declare_order_error(state, seat) or declare.declaration_error(
            state.hands[seat], seat, cards, state.trump_rank, state.declaration, state.rules
        )
        if error:
            raise IllegalAction(error)
        previous = state.declaration
        made = Declaration(seat, cards[0], len(cards))
        event = Event(
            "declare",
            {
                "seat": seat,
                "cards": [c.code for c in made.cards],
                "suit": None if made.suit is None else made.suit.value,
                "reinforce": previous is not None and previous.seat == seat,
                "overturn": previous is not None and previous.seat != seat,
            },
        )
        return replace(state, declaration=made, passed=frozenset()), [event]

    def _finish_deal(self, state: ShengjiState) -> tuple[ShengjiState, list[Event]]:
        total = deal_total(state)
        if state.dealt < total:
            raise IllegalAction(f"{total - state.dealt} cards are still to be dealt.")
        state = replace(state, kitty=state.deck[total:], deck=())
        rules = state.rules
        if rules.fixed_trump is not None:
            return self._fix_trump(state, rules.fixed_trump, [])
        if state.declaration is not None:
            if state.starter is None:
                starter = state.declaration.seat
                state = replace(state, starter=starter, declarers=team_of(starter))
            return self._fix_trump(state, state.declaration.suit, [])
        if state.starter is None and state.redeals >= MAX_REDEALS:
            starter = state.first_drawer
            state = replace(state, starter=starter, declarers=team_of(starter))
        if state.starter is None:
            redeals = state.redeals + 1
            deck = _shuffled_deck(rules, state.seed, state.hand_no, redeals)
            redealt = _fresh_hand(replace(state, redeals=redeals), deck, state.first_drawer)
            return redealt, [Event("redeal", {"reason": "nobody declared"})]
        if rules.no_declaration == "partner":
            return replace(state, phase=Phase.NAME_TRUMP), [
                Event("name_trump", {"seat": partner_of(state.starter)})
            ]
        turned, suit = declare.kitty_trump(
            state.kitty, state.trump_rank, first_only=rules.no_declaration == "first-card"
        )
        event = Event(
            "kitty_turned",
            {"cards": [c.code for c in turned], "suit": None if suit is None else suit.value},
        )
        return self._fix_trump(replace(state, turned=turned), suit, [event])

    def _fix_trump(
        self, state: ShengjiState, suit: Suit | None, events: list[Event]
    ) -> tuple[ShengjiState, list[Event]]:
        """Trump fixed: announce it and hand the kitty to the starter."""
        assert state.starter is not None and state.declarers is not None
        starter = state.starter
        hands = list(state.hands)
        hands[starter] = hands[starter] + state.kitty
        new = replace(state, trump_suit=suit, phase=Phase.BURY, hands=tuple(hands), kitty=())
        events = [
            *events,
            Event(
                "trump",
                {
                    "suit": None if suit is None else suit.value,
                    "rank": state.trump_rank.code,
                    "starter": starter,
                    "declarers": state.declarers,
                    "declaration": None
                    if state.declaration is None
                    else state.declaration.to_json(),
                },
            ),
            Event("kitty_taken", {"cards": [c.code for c in state.kitty]}, seat=starter),
        ]
        return new, events

    def _bury(
        self, state: ShengjiState, seat: int, cards: Sequence[Card]
    ) -> tuple[ShengjiState, list[Event]]:
        size = state.rules.kitty_size
        if len(cards) != size:
            raise IllegalAction(f"Bury exactly {size} cards: as many as the kitty held.")
        hand = remove_cards(state.hands[seat], cards)
        hands = list(state.hands)
        hands[seat] = hand
        new = replace(
            state, hands=tuple(hands), kitty=tuple(cards), phase=Phase.PLAY, trick=Trick(seat)
        )
        return new, [
            Event("bury", {"seat": seat, "count": size}),
            Event("buried", {"cards": [c.code for c in cards]}, seat=seat),
        ]

    # ------------------------------------------------------------------ play

    def check_play(self, state: ShengjiState, seat: int, cards: Sequence[Card]) -> None:
        """Raise IllegalAction (with the reason) unless ``seat`` may play ``cards`` now.

        A throw is checked for shape only: whether another hand beats it is decided when it
        is played (that is the rules' failed-throw procedure, not a refusal).
        """
        if state.phase is not Phase.PLAY or seat != seat_to_play(state):
            raise IllegalAction("It's not your turn to play.")
        if not cards:
            raise IllegalAction("Choose at least one card.")
        remove_cards(state.hands[seat], cards)
        order = play_order(state)
        assert state.trick is not None
        lead = state.trick.lead
        if lead is None:
            if len({order.group(c) for c in cards}) > 1:
                raise IllegalAction("A lead must be all in one suit, or all trumps.")
            return
        error = follow_error(state.hands[seat], lead.cards, cards, order, state.rules)
        if error:
            raise IllegalAction(error)

    def is_legal_play(self, state: ShengjiState, seat: int, cards: Sequence[Card]) -> bool:
        try:
            self.check_play(state, seat, cards)
        except IllegalAction:
            return False
        return True

    def _play(
        self, state: ShengjiState, seat: int, cards: Sequence[Card]
    ) -> tuple[ShengjiState, list[Event]]:
        self.check_play(state, seat, cards)
        assert state.trick is not None
        order = play_order(state)
        if state.trick.lead is None and combination(cards, order) is None:
            return self._throw(state, seat, tuple(cards), order)
        return self._add_play(state, seat, tuple(cards), [])

    def _throw(
        self, state: ShengjiState, seat: int, cards: tuple[Card, ...], order: CardOrder
    ) -> tuple[ShengjiState, list[Event]]:
        others = [(s, state.hands[s]) for s in turn_order(state, seat)[1:]]
        beaten = beaten_components(cards, others, order)
        if not beaten:
            return self._add_play(state, seat, cards, [])
        event = Event(
            "throw_failed",
            {
                "seat": seat,
                "cards": [c.code for c in cards],
                "beaten": [
                    {
                        "part": [c.code for c in b.component.cards],
                        "seat": b.seat,
                        "by": [c.code for c in b.cards],
                    }
                    for b in beaten
                ],
            },
        )
        if state.rules.next_player_chooses and len(beaten) > 1:
            chooser = next_seat(state, seat)
            pending = PendingThrow(seat, cards, tuple(b.component.cards for b in beaten), chooser)
            event = Event(event.kind, {**event.data, "chooser": chooser})
            return replace(state, phase=Phase.THROW_CHOICE, pending=pending), [event]
        return self._forced_lead(state, seat, cards, smallest(beaten), event)

    def _forced_lead(
        self, state: ShengjiState, seat: int, cards: tuple[Card, ...], forced: Beaten, event: Event
    ) -> tuple[ShengjiState, list[Event]]:
        taken_back = len(cards) - forced.component.size
        penalty = state.rules.throw_penalty * taken_back
        signed = -penalty if team_of(seat) == state.attackers else penalty
        event = Event(
            event.kind,
            {
                **event.data,
                "forced": [c.code for c in forced.component.cards],
                "forced_by": {"seat": forced.seat, "cards": [c.code for c in forced.cards]},
                "penalty": penalty,
                "taken_back": taken_back,
            },
        )
        state = replace(state, penalty=state.penalty + signed, phase=Phase.PLAY, pending=None)
        return self._add_play(state, seat, forced.component.cards, [event])

    def _choose_throw_part(
        self, state: ShengjiState, cards: Sequence[Card]
    ) -> tuple[ShengjiState, list[Event]]:
        pending = state.pending
        assert pending is not None
        wanted = sorted(c.code for c in cards)
        if all(sorted(c.code for c in choice) != wanted for choice in pending.choices):
            raise IllegalAction(
                "Choose one of the beatable parts of the throw: "
                + "; ".join(_labels(c) for c in pending.choices)
                + "."
            )
        order = play_order(state)
        others = [(s, state.hands[s]) for s in turn_order(state, pending.seat)[1:]]
        beaten = beaten_components(pending.cards, others, order)
        chosen = next(b for b in beaten if sorted(c.code for c in b.component.cards) == wanted)
        event = Event(
            "throw_part_chosen",
            {
                "seat": pending.chooser,
                "thrower": pending.seat,
                "cards": [c.code for c in pending.cards],
            },
        )
        return self._forced_lead(state, pending.seat, pending.cards, chosen, event)

    def _add_play(
        self, state: ShengjiState, seat: int, cards: tuple[Card, ...], events: list[Event]
    ) -> tuple[ShengjiState, list[Event]]:
        assert state.trick is not None
        hands = list(state.hands)
        hands[seat] = remove_cards(hands[seat], cards)
        trick = state.trick.add(seat, cards)
        state = replace(state, hands=tuple(hands), trick=trick)
        events = [*events, Event("play", {"seat": seat, "cards": [c.code for c in cards]})]
        if len(trick.plays) < PLAYERS:
            return state, events
        return self._finish_trick(state, events)

    def _finish_trick(
        self, state: ShengjiState, events: list[Event]
    ) -> tuple[ShengjiState, list[Event]]:
        trick = state.trick
        assert trick is not None
        order = play_order(state)
        index = trick_winner([p.cards for p in trick.plays], order)
        winner = trick.plays[index].seat
        points = points_of(trick.cards())
        team_points = list(state.team_points)
        team_points[team_of(winner)] += points
        record = TrickRecord(trick.leader, trick.plays, winner, points)
        state = replace(
            state,
            history=(*state.history, record),
            team_points=(team_points[0], team_points[1]),
            trick=Trick(winner),
        )
        events = [
            *events,
            Event(
                "trick",
                {
                    "number": len(state.history),
                    "winner": winner,
                    "points": points,
                    "plays": [p.to_json() for p in trick.plays],
                },
            ),
        ]
        if any(state.hands):
            return state, events
        return self._finish_hand(state, record, events)

    # ------------------------------------------------------------------ end of hand

    def _finish_hand(
        self, state: ShengjiState, last: TrickRecord, events: list[Event]
    ) -> tuple[ShengjiState, list[Event]]:
        rules = state.rules
        assert state.declarers is not None and state.starter is not None
        declarers, attackers = state.declarers, 1 - state.declarers
        kitty_points = points_of(state.kitty)
        multiplier = scoring.kitty_multiplier(len(last.plays[0].cards), rules)
        bonus = kitty_points * multiplier if team_of(last.winner) == attackers else 0
        card_points = state.team_points[attackers]
        total = card_points + bonus + state.penalty
        result = scoring.outcome(total, rules.decks)
        levels = list(state.levels)
        if result.declarers_keep:
            levels[declarers] = scoring.climb(
                levels[declarers], result.steps, True, rules.must_defend, rules.target
            )
            new_declarers, new_starter = declarers, partner_of(state.starter)
        else:
            levels[attackers] = scoring.climb(
                levels[attackers], result.steps, False, rules.must_defend, rules.target
            )
            new_declarers, new_starter = attackers, next_seat(state, state.starter)
        summary = Event(
            "hand_end",
            {
                "hand": state.hand_no + 1,
                "kitty": [c.code for c in state.kitty],
                "kitty_points": kitty_points,
                "multiplier": multiplier,
                "kitty_bonus": bonus,
                "last_trick_winner": last.winner,
                "attackers": attackers,
                "card_points": card_points,
                "penalty": state.penalty,
                "points": total,
                "declarers_keep": result.declarers_keep,
                "steps": result.steps,
                "levels_before": list(state.levels),
                "levels": levels,
                "next_declarers": new_declarers,
                "next_starter": new_starter,
            },
        )
        events = [*events, summary]
        state = replace(
            state, levels=(levels[0], levels[1]), declarers=new_declarers, starter=new_starter
        )
        winner = next((t for t in (0, 1) if levels[t] > rules.target), None)
        if winner is not None:
            over = replace(state, phase=Phase.OVER, winner=winner, trick=None)
            return over, [*events, Event("game_end", {"winner": winner, "levels": levels})]
        hand_no = state.hand_no + 1
        deck = _shuffled_deck(rules, state.seed, hand_no, 0)
        return _fresh_hand(replace(state, hand_no=hand_no, redeals=0), deck, new_starter), events

    # ------------------------------------------------------------------ views and results

    def view(self, state: ShengjiState, seat: int | None) -> ShengjiView:
        fixed = state.phase not in (Phase.DEAL, Phase.NAME_TRUMP)
        own = seat is not None and 0 <= seat < PLAYERS
        hand: tuple[Card, ...] = state.hands[seat] if own else ()  # type: ignore[index]
        attackers = state.attackers
        taken = 0 if attackers is None else state.team_points[attackers]
        buried = own and seat == state.starter and state.phase in (Phase.PLAY, Phase.THROW_CHOICE)
        view = ShengjiView(
            seat=seat if own else None,
            rules=state.rules,
            phase=state.phase,
            hand_no=state.hand_no,
            hand=hand,
            hand_sizes=tuple(len(h) for h in state.hands),
            levels=state.levels,
            declarers=state.declarers,
            starter=state.starter,
            trump_rank=state.trump_rank,
            trump_suit=state.trump_suit,
            trump_fixed=fixed,
            declaration=state.declaration,
            dealt=state.dealt,
            deal_total=deal_total(state),
            turned=state.turned,
            kitty_size=state.rules.kitty_size,
            kitty=state.kitty if buried else (),
            trick=state.trick,
            history=state.history,
            attackers_points=taken + state.penalty,
            penalty=state.penalty,
            pending=state.pending,
            to_act=self.to_act(state),
            winner=state.winner,
        )
        return replace(view, hand=tuple(view.order.sorted(hand)))

    def is_over(self, state: ShengjiState) -> bool:
        return state.phase is Phase.OVER

    def result(self, state: ShengjiState) -> GameResult:
        winner = state.winner if state.winner is not None else 0
        placings = (1, 2) if winner == 0 else (2, 1)
        seats = " & ".join(str(s + 1) for s in (winner, winner + 2))
        return GameResult(
            teams=((0, 2), (1, 3)),
            placings=placings,
            scores=state.levels,
            summary=(
                f"Seats {seats} won, going {level_name(state.levels[winner])}; the "
                f"other team reached {level_name(state.levels[1 - winner])}."
            ),
        )

    # ------------------------------------------------------------------ JSON

    def state_to_json(self, state: ShengjiState) -> JSON:
        return state_to_json(state)

    def state_from_json(self, data: JSON) -> ShengjiState:
        return state_from_json(data)

    def action_to_json(self, action: Action) -> JSON:
        return action_to_json(action)

    def action_from_json(self, data: JSON) -> Action:
        return action_from_json(data)


def _labels(cards: Sequence[Card]) -> str:
    return " ".join(c.label for c in cards)
