"""What one seat may know, and what the public table shows.

A seat sees its own hand; the auction winner also sees the kitty while exchanging and,
afterwards, the cards it put back. Everyone sees the turned-up card (classic), the calls, the
contract, a kitty the rules had shown, how many cards were exchanged, the trick on the table and
every card already played this deal (they were all face up). Nobody else's hand, ever.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.games.cards import Card, Suit
from bot.games.evolve import slot_init
from bot.games.tricks import PLAYERS, Trick, TrickHistory, partner_of
from bot.games.whist.bidding import Call, Contract
from bot.games.whist.options import SetPenalty, Variant
from bot.games.whist.order import CardOrder, Direction
from bot.games.whist.state import Phase, WhistState


@slot_init
@dataclass(frozen=True, slots=True)
class WhistView:
    variant: Variant
    #: whose view this is (``None``: the public table, no hand at all)
    seat: int | None
    phase: Phase
    #: the seat to act (``None`` once the game is over)
    to_act: int | None
    deal_number: int
    dealer: int
    scores: tuple[int, int]
    #: points that win (``None`` when a fixed number of deals is played instead)
    target: int | None
    deals: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    #: classic Whist: the dealer's turned-up card, on show for the whole deal
    turn_up: Card | None
    #: the trump suit in force (``None``: no trump, or not named yet)
    trump: Suit | None
    direction: Direction
    calls: tuple[Call, ...]
    min_bid: int
    contract: Contract | None
    #: the kitty cards this seat may see (the auction winner only)
    kitty: tuple[Card, ...]
    kitty_size: int
    #: the kitty as shown to everyone, when the rules show it
    shown_kitty: tuple[Card, ...]
    exchanged: int | None
    trick: Trick | None
    last_trick: Trick | None
    last_winner: int | None
    books: tuple[int, int]
    tricks_played: int
    #: every card in this deal's completed tricks
    played: tuple[Card, ...]
    history: tuple[tuple[int, int], ...]
    #: once over: the winning team, ``None`` for a draw
    winner: int | None
    #: this deal's completed tricks, who played what (all face up: it shows who is void)
    tricks: TrickHistory = TrickHistory.NONE
    #: Bid Whist scoring options, public table rules: what a set contract loses and whether
    #: books over the bid count (a bidder weighs its risk by them)
    set_penalty: SetPenalty = SetPenalty.SHORTFALL
    overtricks: bool = True

    @property
    def order(self) -> CardOrder:
        return CardOrder(self.trump, self.direction)

    @property
    def partner(self) -> int | None:
        return None if self.seat is None else partner_of(self.seat)

    @property
    def over(self) -> bool:
        return self.phase is Phase.OVER


def build_view(state: WhistState, seat: int | None, to_act: int | None) -> WhistView:
    if seat is not None and not 0 <= seat < PLAYERS:
        raise ValueError(f"no seat {seat} at a whist table")
    contract = state.contract
    declarer = None if contract is None else contract.declarer
    sees_kitty = state.phase is Phase.EXCHANGE or state.exchanged is not None
    kitty = state.kitty if seat is not None and seat == declarer and sees_kitty else ()
    order = state.order
    return WhistView(
        variant=state.variant,
        seat=seat,
        phase=state.phase,
        to_act=to_act,
        deal_number=state.deal_number,
        dealer=state.dealer,
        scores=state.scores,
        target=state.rules.target if state.rules.deals is None else None,
        deals=state.rules.deals,
        hand=() if seat is None else state.hands[seat],
        hand_sizes=state.hands.sizes(),
        turn_up=state.turn_up,
        trump=order.trump,
        direction=order.direction,
        calls=() if state.auction is None else state.auction.calls,
        min_bid=state.rules.min_bid,
        contract=contract,
        kitty=kitty,
        kitty_size=len(state.kitty),
        shown_kitty=state.shown_kitty,
        exchanged=state.exchanged,
        trick=state.trick,
        last_trick=state.tricks[-1] if state.tricks else None,
        last_winner=state.winners[-1] if state.winners else None,
        books=state.books,
        tricks_played=len(state.tricks),
        played=state.played,
        history=state.history,
        winner=None if state.outcome is None else state.outcome.winner,
        tricks=state.tricks,
        set_penalty=state.rules.set_penalty,
        overtricks=state.rules.overtricks,
    )
