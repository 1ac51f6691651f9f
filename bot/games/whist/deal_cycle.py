"""Each deal begun and ended: the dealer, trumps and first turn of a new deal; scoring a
finished deal, then ending the game or dealing the next hand.

The first deal comes from ``start_game``; every later one from ``end_deal``, inside the
``apply`` of the last card, so a real seat is always to act until the game is over.
"""

from __future__ import annotations

import random

from bot.games.base import GameEvent
from bot.games.cards import Suit
from bot.games.evolve import evolve
from bot.games.hands import CardHands
from bot.games.tricks import Trick, TrickHistory, next_seat, team_of, team_seats
from bot.games.whist.bidding import Auction
from bot.games.whist.deal import Deal, check_deal, shuffle_deal
from bot.games.whist.events import DealScored, Dealt, GameWon, Step
from bot.games.whist.options import Rules, TrumpMode, Variant
from bot.games.whist.scoring import classic_points, contract_points, game_outcome
from bot.games.whist.state import Phase, WhistState

#: Rotating trump (classic option): hearts, diamonds, spades, clubs, then no-trump in a
#: cycle of five.
ROTATION: tuple[Suit | None, ...] = (Suit.HEARTS, Suit.DIAMONDS, Suit.SPADES, Suit.CLUBS, None)


def turns_up(variant: Variant, rules: Rules) -> bool:
    return variant is Variant.CLASSIC and rules.trump_mode is TrumpMode.TURN_UP


def rotating_trump(rules: Rules, deal_number: int) -> Suit | None:
    return ROTATION[(deal_number - 1) % rules.cycle]


def start_game(variant: Variant, rules: Rules, seed: int, deal: Deal | None = None) -> WhistState:
    """A new game: the first deal shuffled from ``seed``, or the explicit ``deal``."""
    if deal is None:
        dealer = rules.first_dealer
        if dealer is None:
            dealer = random.Random(f"{seed}:dealer").randrange(4)
        deal = shuffle_deal(variant, seed, 1, dealer, turn_up=turns_up(variant, rules))
    else:
        deal = check_deal(variant, deal, turn_up=turns_up(variant, rules))
    blank = WhistState(variant, rules, seed, 1, deal.dealer, Phase.PLAY, CardHands(deal.hands))
    return begin_deal(blank, 1, deal)


def begin_deal(state: WhistState, deal_number: int, deal: Deal) -> WhistState:
    """``state`` (scores and history kept) with ``deal`` dealt and its first turn ready."""
    fresh = evolve(
        state,
        deal_number=deal_number,
        dealer=deal.dealer,
        hands=CardHands(deal.hands),
        kitty=deal.kitty,
        turn_up=deal.turn_up,
        trump=None,
        auction=None,
        contract=None,
        shown_kitty=(),
        exchanged=None,
        trick=None,
        tricks=TrickHistory.NONE,
        winners=(),
    )
    if state.variant is Variant.BID:
        rules = state.rules
        auction = Auction(deal.dealer, rules.auction, rules.min_bid)
        return evolve(fresh, phase=Phase.AUCTION, auction=auction)
    if deal.turn_up is not None:
        trump = deal.turn_up.suit
    else:
        trump = rotating_trump(state.rules, deal_number)
    return evolve(fresh, phase=Phase.PLAY, trump=trump, trick=Trick(next_seat(deal.dealer)))


def deal_event(state: WhistState) -> Dealt:
    """The public announcement of the deal in ``state`` (trump, dealer, who starts)."""
    first = next_seat(state.dealer)
    if state.variant is Variant.CLASSIC:
        return Dealt(
            deal=state.deal_number,
            dealer=state.dealer,
            turn_up=state.turn_up,
            trump=state.trump,
            leader=first,
        )
    return Dealt(deal=state.deal_number, dealer=state.dealer, first_to_bid=first)


def end_deal(state: WhistState, events: list[GameEvent]) -> Step:
    """Score the deal, then end the game or deal the next hand (dealer moves left)."""
    books = state.books
    contract = state.contract
    made = None
    if contract is None:
        points = classic_points(books)
    else:
        team = team_of(contract.declarer)
        points = contract_points(team, contract.bid, books[team], state.rules)
        made = books[team] - 6 >= contract.bid.number
    scores = (state.scores[0] + points[0], state.scores[1] + points[1])
    events.append(
        DealScored(
            deal=state.deal_number,
            books=books,
            points=points,
            scores=scores,
            contract=contract,
            made=made,
        )
    )
    state = evolve(state, scores=scores, history=(*state.history, points))
    outcome = game_outcome(state.variant, state.rules, scores, state.deal_number)
    if outcome is not None:
        events.append(
            GameWon(
                winner=outcome.winner,
                seats=() if outcome.winner is None else team_seats(outcome.winner),
                scores=scores,
                reason=outcome.reason,
            )
        )
        return evolve(state, phase=Phase.OVER, trick=None, outcome=outcome), events
    number = state.deal_number + 1
    deal = shuffle_deal(
        state.variant,
        state.seed,
        number,
        next_seat(state.dealer),
        turn_up=turns_up(state.variant, state.rules),
    )
    state = begin_deal(state, number, deal)
    events.append(deal_event(state))
    return state, events
