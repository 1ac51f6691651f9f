"""The rules in motion within a deal: whose turn it is, legal actions, and applying them.

Both games share this flow. Classic Whist goes straight to the tricks; Bid Whist runs the
auction, the declaration and the kitty exchange first (declaration before the kitty by default,
after it with ``declare=after``). After the last trick :mod:`deal_cycle` scores the deal and deals
the next one.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.base import GameEvent
from bot.games.cards import Suit
from bot.games.evolve import evolve
from bot.games.tricks import Trick
from bot.games.whist import actions as act
from bot.games.whist import refusals
from bot.games.whist.bidding import Contract
from bot.games.whist.deal_cycle import end_deal
from bot.games.whist.events import (
    BidMade,
    ContractWon,
    DirectionChosen,
    ExchangeMade,
    KittyExchanged,
    KittyRevealed,
    KittyTaken,
    Passed,
    Played,
    Step,
    TrickWon,
    TrumpNamed,
)
from bot.games.whist.exchange import ExchangeChoices, canonical, check_exchange, exchanged
from bot.games.whist.follow import check_play, playable
from bot.games.whist.options import DeclareTime, KittyShown
from bot.games.whist.order import Direction
from bot.games.whist.state import Phase, WhistState


def to_act(state: WhistState) -> int | None:
    match state.phase:
        case Phase.AUCTION if state.auction is not None:
            return state.auction.speaker
        case Phase.DECLARE | Phase.EXCHANGE if state.contract is not None:
            return state.contract.declarer
        case Phase.PLAY if state.trick is not None:
            return state.trick.to_act()
    return None


def legal_actions(state: WhistState, seat: int) -> Sequence[act.Action]:
    if seat != to_act(state):
        return ()
    match state.phase:
        case Phase.AUCTION if state.auction is not None:
            return tuple(
                act.Pass() if bid is None else act.make_bid(bid)
                for bid in state.auction.legal_calls()
            )
        case Phase.DECLARE if state.contract is not None:
            if state.contract.notrump:
                return tuple(act.ChooseDirection(d) for d in Direction)
            return tuple(act.NameTrump(s) for s in Suit)
        case Phase.EXCHANGE:
            return ExchangeChoices(state.hands[seat], state.kitty)
        case Phase.PLAY if state.trick is not None:
            order = state.order
            cards = playable(state.hands[seat], state.trick.cards(), order)
            return tuple(act.play_card(card) for card in order.sorted(cards))
    return ()


def forced_play(state: WhistState, seat: int) -> act.PlayCard | None:
    """The one card ``seat`` may play, when it holds a single card of the suit led (or has a
    single card left); the auction, the declaration and the exchange are never forced."""
    if state.phase is not Phase.PLAY or state.trick is None or seat != to_act(state):
        return None
    cards = playable(state.hands[seat], state.trick.cards(), state.order)
    return act.play_card(cards[0]) if len(cards) == 1 else None


def apply(state: WhistState, seat: int, action: act.Action) -> Step:
    """Apply one action or raise IllegalAction; ``state`` itself is never changed."""
    if state.phase is Phase.OVER:
        raise refusals.game_over()
    if seat != to_act(state):
        raise refusals.not_your_turn()
    match state.phase, action:
        case Phase.AUCTION, act.MakeBid() | act.Pass():
            return _call(state, seat, action)
        case Phase.DECLARE, act.NameTrump() | act.ChooseDirection():
            return _declare(state, seat, action)
        case Phase.EXCHANGE, act.Exchange():
            return _exchange(state, seat, action)
        case Phase.PLAY, act.PlayCard():
            return _play(state, seat, action)
    raise refusals.wrong_phase(state.phase.value)


def _call(state: WhistState, seat: int, action: act.MakeBid | act.Pass) -> Step:
    auction = state.auction
    if auction is None:
        raise refusals.no_auction()
    bid = action.bid if isinstance(action, act.MakeBid) else None
    forced = auction.forced
    auction = auction.call(seat, bid)
    if bid is None:
        events: list[GameEvent] = [Passed(player=seat)]
    else:
        events = [BidMade(player=seat, bid=bid, forced=forced)]
    state = evolve(state, auction=auction)
    high = auction.high
    if not auction.is_over or high is None or high.bid is None:
        return state, events
    contract = Contract.won(high.seat, high.bid)
    events.append(ContractWon(declarer=high.seat, bid=high.bid))
    state = evolve(state, contract=contract)
    if state.rules.declare is DeclareTime.BEFORE:
        return evolve(state, phase=Phase.DECLARE), events
    return _open_kitty(state, contract, events)


def _declare(state: WhistState, seat: int, action: act.NameTrump | act.ChooseDirection) -> Step:
    contract = state.contract
    if contract is None:
        raise refusals.no_contract()
    if isinstance(action, act.NameTrump):
        if contract.notrump:
            raise refusals.choose_direction_instead()
        contract = evolve(contract, trump=action.suit)
        events: list[GameEvent] = [TrumpNamed(player=seat, suit=action.suit)]
    else:
        if not contract.notrump:
            raise refusals.name_trump_instead()
        contract = evolve(contract, direction=action.direction)
        events = [DirectionChosen(player=seat, direction=action.direction)]
    state = evolve(state, contract=contract)
    if state.exchanged is None:
        return _open_kitty(state, contract, events)
    return _start_play(state, contract), events


def _open_kitty(state: WhistState, contract: Contract, events: list[GameEvent]) -> Step:
    """The auction winner picks up the kitty; everyone sees it if the rules say so."""
    show = {
        KittyShown.NOTRUMP: contract.notrump,
        KittyShown.TRUMP: not contract.notrump,
        KittyShown.NEVER: False,
        KittyShown.ALWAYS: True,
    }[state.rules.kitty_shown]
    kitty = state.order.sorted(state.kitty)  # as a hand reads, not as dealt
    events.append(KittyTaken(cards=kitty, seat=contract.declarer))
    if show:
        events.append(KittyRevealed(player=contract.declarer, cards=kitty))
    return evolve(state, phase=Phase.EXCHANGE, shown_kitty=kitty if show else ()), events


def _exchange(state: WhistState, seat: int, action: act.Exchange) -> Step:
    hand = state.hands[seat]
    check_exchange(hand, state.kitty, action)
    action = canonical(hand, state.kitty, action)
    new_hand, new_kitty = exchanged(hand, state.kitty, action)
    hands = state.hands.with_hand(seat, new_hand)
    count = len(action.give)
    events: list[GameEvent] = [
        KittyExchanged(player=seat, count=count),
        ExchangeMade(give=action.give, take=action.take, seat=seat),
    ]
    state = evolve(state, hands=hands, kitty=new_kitty, exchanged=count)
    if state.contract is not None and state.contract.declared:
        return _start_play(state, state.contract), events
    return evolve(state, phase=Phase.DECLARE), events


def _start_play(state: WhistState, contract: Contract) -> WhistState:
    """The auction winner, having won the kitty as the first book, leads."""
    return evolve(state, phase=Phase.PLAY, trick=Trick(contract.declarer))


def _play(state: WhistState, seat: int, action: act.PlayCard) -> Step:
    trick = state.trick
    if trick is None:
        raise refusals.no_trick()
    order = state.order
    hand = state.hands[seat]
    check_play(hand, trick.cards(), order, action.card)
    left = list(hand)
    left.remove(action.card)
    hands = state.hands.with_hand(seat, left)
    trick = trick.add(seat, (action.card,))
    number = len(state.tricks) + 1
    events: list[GameEvent] = [Played(player=seat, cards=(action.card,))]
    if not trick.is_complete():
        return evolve(state, hands=hands, trick=trick), events
    index = order.winning_index(trick.cards())
    if index is None:
        raise AssertionError("a full trick always has a suited card")
    won_by = trick.plays[index]
    state = evolve(
        state,
        hands=hands,
        trick=Trick(won_by.seat),
        tricks=state.tricks.plus(trick),
        winners=(*state.winners, won_by.seat),
    )
    events.append(
        TrickWon(
            number=number,
            winner=won_by.seat,
            plays=trick.plays,
            books=state.books,
        )
    )
    if any(hands):
        return state, events
    return end_deal(state, events)
