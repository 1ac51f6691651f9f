"""Tricks (rules 9-11): checking a lead or a follow, throws and their failure, and the trick's
winner and points. The engine sees every hand, so a throw is judged the moment it is led."""

from __future__ import annotations

from collections.abc import Sequence

from bot.errors import IllegalAction
from bot.games.cards import Card, remove_cards
from bot.games.evolve import evolve
from bot.games.shengji.combos import combination
from bot.games.shengji.events import (
    Played,
    ShengjiEvent,
    Step,
    ThrowFailed,
    ThrowPartChosen,
    TrickWon,
)
from bot.games.shengji.follow import follow_error
from bot.games.shengji.hand_end import finish_hand
from bot.games.shengji.order import CardOrder, points_of
from bot.games.shengji.state import PendingThrow, Phase, ShengjiState, TrickRecord
from bot.games.shengji.throws import Beaten, beaten_components, smallest
from bot.games.shengji.turns import (
    PLAYERS,
    next_seat,
    play_order,
    seat_to_play,
    turn_order,
)
from bot.games.shengji.winner import trick_winner
from bot.games.shengji.words import throw_parts_words
from bot.games.tricks import Trick, team_of


def check_play(state: ShengjiState, seat: int, cards: Sequence[Card]) -> None:
    """Raise IllegalAction (with the reason) unless ``seat`` may play ``cards`` now.

    A throw is checked for shape only: whether another hand beats it is decided when it is
    played (that is the rules' failed-throw procedure, not a refusal), so no refusal ever
    depends on another seat's cards.
    """
    if state.phase is not Phase.PLAY or seat != seat_to_play(state):
        raise IllegalAction("shengji-not-your-turn-to-play")
    if not cards:
        raise IllegalAction("shengji-choose-a-card")
    remove_cards(state.hands[seat], cards)
    order = play_order(state)
    assert state.trick is not None
    lead = state.trick.lead
    if lead is None:
        if len({order.group(c) for c in cards}) > 1:
            raise IllegalAction("shengji-lead-one-group")
        return
    error = follow_error(state.hands[seat], lead.cards, cards, order, state.rules)
    if error is not None:
        raise IllegalAction(error)


def play_cards(state: ShengjiState, seat: int, cards: Sequence[Card]) -> Step:
    check_play(state, seat, cards)
    assert state.trick is not None
    order = play_order(state)
    if state.trick.lead is None and combination(cards, order) is None:
        return _throw(state, seat, tuple(cards), order)
    return _add_play(state, seat, tuple(cards), [])


def _beaten(state: ShengjiState, thrower: int, cards: Sequence[Card]) -> list[Beaten]:
    others = [(s, state.hands[s]) for s in turn_order(state, thrower)[1:]]
    return beaten_components(cards, others, play_order(state))


def _throw(state: ShengjiState, seat: int, cards: tuple[Card, ...], order: CardOrder) -> Step:
    beaten = _beaten(state, seat, cards)
    if not beaten:
        return _add_play(state, seat, cards, [])
    failed = ThrowFailed(thrower=seat, cards=cards, beaten=tuple(beaten))
    if state.rules.next_player_chooses and len(beaten) > 1:
        chooser = next_seat(state, seat)
        pending = PendingThrow(seat, cards, tuple(b.component.cards for b in beaten), chooser)
        event = evolve(failed, chooser=chooser)
        state = evolve(state, phase=Phase.THROW_CHOICE, pending=pending)
        return state, [event, evolve(event, seat=seat)]
    return _forced_lead(state, failed, smallest(beaten))


def _forced_lead(state: ShengjiState, failed: ThrowFailed, forced: Beaten) -> Step:
    taken_back = len(failed.cards) - forced.component.size
    penalty = state.rules.throw_penalty * taken_back
    signed = -penalty if team_of(failed.thrower) == state.attackers else penalty
    event = evolve(failed, forced=forced, penalty=penalty, taken_back=taken_back)
    state = evolve(state, penalty=state.penalty + signed, phase=Phase.PLAY, pending=None)
    # the table's, and the thrower's own (kept in their hand view until they play again)
    told: list[ShengjiEvent] = [event, evolve(event, seat=failed.thrower)]
    return _add_play(state, failed.thrower, forced.component.cards, told)


def choose_throw_part(state: ShengjiState, cards: Sequence[Card]) -> Step:
    pending = state.pending
    assert pending is not None
    wanted = sorted(c.code for c in cards)
    if all(sorted(c.code for c in choice) != wanted for choice in pending.choices):
        raise IllegalAction("shengji-choose-throw-part", parts=throw_parts_words(pending.choices))
    beaten = _beaten(state, pending.seat, pending.cards)
    chosen = next(b for b in beaten if sorted(c.code for c in b.component.cards) == wanted)
    picked = ThrowPartChosen(chooser=pending.chooser, thrower=pending.seat, cards=pending.cards)
    failed = ThrowFailed(thrower=pending.seat, cards=pending.cards, beaten=tuple(beaten))
    state, events = _forced_lead(state, failed, chosen)
    return state, [picked, *events]


def _add_play(
    state: ShengjiState, seat: int, cards: tuple[Card, ...], events: list[ShengjiEvent]
) -> Step:
    assert state.trick is not None
    hands = state.hands.with_hand(seat, remove_cards(state.hands[seat], cards))
    trick = state.trick.add(seat, cards)
    state = evolve(state, hands=hands, trick=trick)
    events = [*events, Played(player=seat, cards=cards)]
    if len(trick.plays) < PLAYERS:
        return state, events
    return _finish_trick(state, events)


def _finish_trick(state: ShengjiState, events: list[ShengjiEvent]) -> Step:
    trick = state.trick
    assert trick is not None
    order = play_order(state)
    index = trick_winner([p.cards for p in trick.plays], order)
    winner = trick.plays[index].seat
    points = points_of(trick.cards())
    team_points = list(state.team_points)
    team_points[team_of(winner)] += points
    record = TrickRecord(trick.leader, trick.plays, winner, points)
    state = evolve(
        state,
        history=state.history.plus(record),
        team_points=(team_points[0], team_points[1]),
        trick=Trick(winner),
    )
    assert state.declarers is not None
    won = TrickWon(
        number=len(state.history),
        winner=winner,
        points=points,
        # each play as a hand reads it (an AI's came in any order: "9♥ J♥ Big Joker 6♥")
        plays=tuple(
            evolve(p, cards=tuple(sorted(p.cards, key=order.display_key))) for p in trick.plays
        ),
        declarers=state.declarers,
    )
    events = [*events, won]
    if any(state.hands):
        return state, events
    return finish_hand(state, record, events)
