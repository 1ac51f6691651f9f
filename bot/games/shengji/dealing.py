"""Deal and declare (rules 7): cards go out in batches, seats declare, overturn, reinforce or
pass, and the deal closes on the final declaration, a redeal, or the no-declaration fallback.

A pass holds for the rest of the deal, so nobody is asked the same question twice: it lapses
only when something new could be declared, a declaration (by anyone: there is something new
to answer) or a card that lets the seat show what it could not before (a first rank card, the
pair that overturns the single standing).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.errors import IllegalAction
from bot.games.cards import Card, shoe, shuffled
from bot.games.evolve import evolve
from bot.games.hands import CardHands, CardPile
from bot.games.memo import interned
from bot.games.shengji import declare
from bot.games.shengji.declare import Declaration
from bot.games.shengji.events import Dealt, Declared, NameTrumpAsked, Redealt, Step
from bot.games.shengji.kitty import fix_trump, turn_kitty
from bot.games.shengji.options import Rules
from bot.games.shengji.refusals import declare_order_error
from bot.games.shengji.state import NO_DECK, NO_HANDS, NO_SEATS, Phase, ShengjiState, TrickRecords
from bot.games.shengji.turns import PLAYERS, deal_total, turn_order
from bot.games.tricks import partner_of, team_of

#: How long the table service should wait before a SYSTEM move, relative to its usual pause:
#: deal briskly, then leave time to declare or overturn before the deal closes.
DEAL_PAUSE = 0.5
DEAL_BATCH = 4

#: First-hand redeals in a row with nobody declaring before the next such deal fixes the trump
#: as a later hand does (rules 7.5, the first drawer starting). The rules redeal without limit,
#: but four people who never declare would then deal for ever; three redeals leave them every
#: chance to declare, and AI seats always declare when they can. ``/rules`` says so.
MAX_REDEALS = 3


def shuffled_deck(rules: Rules, seed: int, hand_no: int, redeals: int) -> tuple[Card, ...]:
    return shuffled(shoe(rules.decks, jokers=True), f"shengji:{seed}:{hand_no}:{redeals}")


def fresh_hand(state: ShengjiState, deck: tuple[Card, ...], first_drawer: int) -> ShengjiState:
    """The state at the start of a deal: nothing dealt, nothing declared."""
    return evolve(
        state,
        phase=Phase.DEAL,
        deck=CardPile(deck),
        dealt=0,
        first_drawer=first_drawer,
        hands=NO_HANDS,
        kitty=(),
        declaration=None,
        passed=NO_SEATS,
        trump_suit=None,
        turned=(),
        trick=None,
        history=TrickRecords.NONE,
        team_points=(0, 0),
        penalty=0,
        pending=None,
    )


def declarations(state: ShengjiState, seat: int) -> list[Declaration]:
    return declare.legal_declarations(
        state.hands[seat], seat, state.trump_rank, state.declaration, state.rules
    )


def deal(state: ShengjiState, count: int) -> Step:
    left = deal_total(state) - state.dealt
    if not 1 <= count <= left:
        raise IllegalAction("shengji-deal-count", left=left)
    hands = [list(h) for h in state.hands]
    order = turn_order(state, state.first_drawer)
    for index in range(state.dealt, state.dealt + count):
        hands[order[index % PLAYERS]].append(state.deck[index])
    dealt = state.dealt + count
    new = evolve(state, hands=CardHands(hands), dealt=dealt)
    held = interned(frozenset(s for s in state.passed if not _newly_declarable(state, new, s)))
    return evolve(new, passed=held), [Dealt(dealt=dealt, total=deal_total(state))]


def _newly_declarable(before: ShengjiState, after: ShengjiState, seat: int) -> bool:
    """Whether the cards just dealt let ``seat`` make a declaration it could not before."""
    return not set(declarations(after, seat)) <= set(declarations(before, seat))


def declare_cards(state: ShengjiState, seat: int, cards: Sequence[Card]) -> Step:
    error = declare_order_error(state, seat) or declare.declaration_error(
        state.hands[seat], seat, cards, state.trump_rank, state.declaration, state.rules
    )
    if error is not None:
        raise IllegalAction(error)
    previous = state.declaration
    made = Declaration(seat, cards[0], len(cards))
    event = Declared(
        declarer=seat,
        cards=made.cards,
        suit=made.suit,
        reinforce=previous is not None and previous.seat == seat,
        overturn=previous is not None and previous.seat != seat,
    )
    # every seat that passed may answer the new declaration (it is asked again if it can)
    return evolve(state, declaration=made, passed=NO_SEATS), [event]


def finish_deal(state: ShengjiState) -> Step:
    total = deal_total(state)
    if state.dealt < total:
        raise IllegalAction("shengji-deal-not-done", left=total - state.dealt)
    state = evolve(state, kitty=tuple(state.deck[total:]), deck=NO_DECK)
    rules = state.rules
    if rules.fixed_trump is not None:
        return fix_trump(state, rules.fixed_trump, [])
    final = state.declaration
    if final is not None:
        if state.starter is None:
            state = evolve(state, starter=final.seat, declarers=team_of(final.seat))
        return fix_trump(state, final.suit, [])
    if state.starter is None and state.redeals >= MAX_REDEALS:
        starter = state.first_drawer
        state = evolve(state, starter=starter, declarers=team_of(starter))
    if state.starter is None:
        redeals = state.redeals + 1
        deck = shuffled_deck(rules, state.seed, state.hand_no, redeals)
        return fresh_hand(evolve(state, redeals=redeals), deck, state.first_drawer), [Redealt()]
    if rules.no_declaration == "partner":
        namer = partner_of(state.starter)
        return evolve(state, phase=Phase.NAME_TRUMP), [NameTrumpAsked(namer=namer)]
    return turn_kitty(state)
