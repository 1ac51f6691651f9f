"""What one seat may know of a Shengji table (and the public table, for ``seat=None``)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

from bot.games.base import SYSTEM
from bot.games.cards import Card, Rank, Suit, shoe
from bot.games.evolve import slot_init
from bot.games.shengji.declare import Declaration
from bot.games.shengji.options import Rules
from bot.games.shengji.order import CardOrder, card_order, card_points
from bot.games.shengji.state import PendingThrow, Phase, ShengjiState, TrickRecords
from bot.games.shengji.turns import PLAYERS, deal_total
from bot.games.tricks import Trick


@slot_init
@dataclass(frozen=True, slots=True)
class ShengjiView:
    """Own hand (sorted for display), public table state, and the buried kitty for the starter.

    ``attackers_points`` is what the opponents have taken so far this hand, penalties
    included; the kitty bonus is only known once the hand ends.
    """

    seat: int | None
    rules: Rules
    phase: Phase
    hand_no: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    levels: tuple[int, int]
    declarers: int | None
    starter: int | None
    trump_rank: Rank
    trump_suit: Suit | None
    trump_fixed: bool
    declaration: Declaration | None
    dealt: int
    deal_total: int
    turned: tuple[Card, ...]
    kitty_size: int
    kitty: tuple[Card, ...]
    trick: Trick | None
    history: TrickRecords
    attackers_points: int
    penalty: int
    pending: PendingThrow | None
    to_act: frozenset[int]
    winner: int | None

    @property
    def order(self) -> CardOrder:
        """The card order in force (during the deal: as if the current declaration stood)."""
        return _order_in_force(
            self.rules, self.trump_rank, self.trump_suit, self.trump_fixed, self.declaration
        )

    @property
    def played(self) -> tuple[Card, ...]:
        """Every card played in this hand's finished tricks."""
        return self.history.cards()

    @property
    def attackers_point_cards(self) -> tuple[Card, ...]:
        """The point cards in the tricks the opponents have won this hand (all public)."""
        if self.declarers is None:
            return ()
        return tuple(card for card in self.history.won_by(1 - self.declarers) if card_points(card))

    def unseen(self) -> Counter[Card]:
        """Cards this seat cannot see: not in its hand, not played, not its own buried kitty."""
        counts = Counter(_shoe_counts(self.rules.decks))
        counts.subtract(self.hand)
        counts.subtract(self.played)
        counts.subtract(self.kitty)
        if self.trick is not None:
            counts.subtract(c for play in self.trick.plays for c in play.cards)
        return +counts


@lru_cache(maxsize=4)
def _shoe_counts(decks: int) -> Counter[Card]:
    """Every card of the shoe and its copies, counted once (copied for each ``unseen``)."""
    return Counter(shoe(decks, jokers=True))


def _order_in_force(
    rules: Rules,
    trump_rank: Rank,
    trump_suit: Suit | None,
    fixed: bool,
    declaration: Declaration | None,
) -> CardOrder:
    suit = trump_suit if fixed else (declaration.suit if declaration else None)
    no_rank = suit is None and rules.jokers_only_no_trump and fixed
    return card_order(None if no_rank else trump_rank, suit)


def view_of(state: ShengjiState, seat: int | None, to_act: frozenset[int]) -> ShengjiView:
    """What ``seat`` may know: its own hand and, once it has buried, its own kitty."""
    fixed = state.phase not in (Phase.DEAL, Phase.NAME_TRUMP)
    own = seat is not None and 0 <= seat < PLAYERS
    hand: tuple[Card, ...] = ()
    if seat is not None and own:
        # sorted for display under the order the view will show (made once, not replaced)
        order = _order_in_force(
            state.rules, state.trump_rank, state.trump_suit, fixed, state.declaration
        )
        hand = tuple(order.sorted(state.hands[seat]))
    attackers = state.attackers
    taken = 0 if attackers is None else state.team_points[attackers]
    buried = own and seat == state.starter and state.phase in (Phase.PLAY, Phase.THROW_CHOICE)
    if state.phase is Phase.DEAL and not state.rules.ordered_declaring:
        # open declaring: who else could declare now is what their hands hold
        to_act = to_act & {SYSTEM, seat}
    return ShengjiView(
        seat=seat if own else None,
        rules=state.rules,
        phase=state.phase,
        hand_no=state.hand_no,
        hand=hand,
        hand_sizes=state.hands.sizes(),
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
        to_act=to_act,
        winner=state.winner,
    )
