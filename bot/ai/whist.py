"""A heuristic player for Whist and Bid Whist, built only on the seat's view and legal actions.

Bidding counts likely books per possible contract (top cards and their guards, trump length,
jokers as top trumps) and bids the cheapest bid the hand can afford; the kitty is counted as a
book and the partner as an average hand. The exchange keeps trumps, masters and long suits and
buries low cards from short suits (no-trump jokers first: they are worthless). In play it wins
as cheaply as it can, ducks when its partner is already winning (third hand with a master
plays it over a partner's card the last opponent could still beat), leads masters or draws
trumps when strong (and leads no side suit an opponent is known to trump while another will
do), and throws its lowest useless card when it cannot win.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from math import floor

from bot.games.cards import Card, Suit, standard_deck
from bot.games.tricks import PLAYERS
from bot.games.whist import Action, ChooseDirection, Exchange, MakeBid, NameTrump, Pass, PlayCard
from bot.games.whist.bidding import Bid, BidKind
from bot.games.whist.options import Variant
from bot.games.whist.order import CardOrder, Direction
from bot.games.whist.state import Phase
from bot.games.whist.view import WhistView

#: What the rest of the bidding side is worth on average, in books: the kitty (a sure book),
#: improving the hand from it, and the partner's share. Tuned in self-play so that about four
#: contracts in five are made.
_SUPPORT = 4.0
#: Bid over a partner who already holds the auction only with this much to spare.
_OVERCALL_PARTNER = 2
_BID_DECK = standard_deck(jokers=True)
_CLASSIC_DECK = standard_deck()
#: In a trump contract a side suit is usually ruffed by its third round.
_SIDE_CAP = 2.0


class WhistAI:
    """One player for both games; deterministic (``seed`` is not needed to break ties)."""

    def choose(self, view: WhistView, legal: Sequence[Action], seed: int) -> Action:
        match view.phase:
            case Phase.AUCTION:
                return self._bid(view, legal)
            case Phase.DECLARE:
                return self._declare(view, legal)
            case Phase.EXCHANGE:
                return self._exchange(view, legal)
        return self._play(view, legal)

    # -- auction -------------------------------------------------------------------------

    def _bid(self, view: WhistView, legal: Sequence[Action]) -> Action:
        """Open one below what the hand is worth (room to be pushed), of the kind with the
        most books to spare; pass when nothing is affordable, unless forced."""
        bids = [a for a in legal if isinstance(a, MakeBid)]
        reach = {kind: self._reach(view, kind) for kind in BidKind}
        needed = _OVERCALL_PARTNER if _high_seat(view) == view.partner else 0
        choices: list[tuple[int, int, MakeBid]] = []
        for kind in BidKind:
            numbers = [a.bid.number for a in bids if a.bid.kind is kind]
            if not numbers or reach[kind] - min(numbers) < needed:
                continue
            number = max(min(numbers), reach[kind] - 1)
            spare = reach[kind] - min(numbers)
            choices.append((spare, reach[kind], MakeBid(Bid(number, kind))))
        if choices:
            return max(choices, key=lambda choice: choice[:2])[2]
        passes = [a for a in legal if isinstance(a, Pass)]
        if passes:
            return passes[0]
        # Forced dealer: the cheapest bid of the kind the hand likes best.
        return max(bids, key=lambda a: (reach[a.bid.kind] - a.bid.number, -a.bid.rank))

    def _reach(self, view: WhistView, kind: BidKind) -> int:
        """The highest number this hand could bid of ``kind``."""
        books = max(estimate(view.hand, order) for order in orders_for(kind))
        return min(7, floor(books + _SUPPORT) - 6)

    # -- declaration and kitty -----------------------------------------------------------

    def _declare(self, view: WhistView, legal: Sequence[Action]) -> Action:
        def value(action: Action) -> float:
            if isinstance(action, NameTrump):
                return estimate(view.hand, CardOrder(action.suit, view.direction))
            if isinstance(action, ChooseDirection):
                return estimate(view.hand, CardOrder(None, action.direction))
            return -1.0

        return max(legal, key=value)

    def _exchange(self, view: WhistView, legal: Sequence[Action]) -> Action:
        pool = (*view.hand, *view.kitty)
        order = _contract_order(view, pool)
        keep = set(best_cards(pool, order, len(view.hand)))
        action = Exchange(
            tuple(c for c in view.hand if c not in keep),
            tuple(c for c in view.kitty if c in keep),
        )
        return action if action in legal else legal[0]

    # -- play ----------------------------------------------------------------------------

    def _play(self, view: WhistView, legal: Sequence[Action]) -> Action:
        cards = [a.card for a in legal if isinstance(a, PlayCard)]
        order = view.order
        unseen = _unseen(view)
        on_table = view.trick.cards() if view.trick is not None else ()
        if on_table:
            card = self._follow(view, cards, order, unseen, on_table)
        else:
            card = self._lead(cards, order, unseen, _ruffed_suits(view, order, unseen))
        return PlayCard(card)

    def _lead(
        self, cards: list[Card], order: CardOrder, unseen: set[Card], ruffed: set[Suit]
    ) -> Card:
        """``ruffed``: side suits an opponent has shown out of and may still trump: a master
        led there is trumped and a low card gives a cheap ruff, so while another side suit
        will do the lead is not made there."""
        trumps = [c for c in cards if order.is_trump(c)]
        out_trumps = [c for c in unseen if order.is_trump(c)]
        if trumps and out_trumps:
            top = max(trumps, key=order.strength)
            if _is_master(top, order, unseen) and (
                len(trumps) >= len(out_trumps) or len(trumps) >= 4
            ):
                return top
        side = [c for c in cards if not order.is_trump(c) and order.suit_of(c) is not None]
        safe = [c for c in side if order.suit_of(c) not in ruffed]
        if side and not safe and trumps and out_trumps:
            # Every side suit held would be ruffed: a trump led draws the ruffer's trumps,
            # where a side card led would only feed it one.
            return _trump_lead(trumps, order, unseen)
        side = safe or side
        masters = [
            c for c in side if _is_master(c, order, unseen) and order.suit_of(c) not in ruffed
        ]
        if masters:
            return max(masters, key=lambda c: (_length(cards, c, order), order.strength(c)))
        if side:
            longest = max(side, key=lambda c: (_length(cards, c, order), -_suit_index(c)))
            suit = [c for c in side if order.suit_of(c) is order.suit_of(longest)]
            suit.sort(key=order.strength, reverse=True)
            if len(suit) >= 2 and order.strength(suit[0]) - order.strength(suit[1]) == 1:
                return suit[0]  # top of a sequence: it forces out the card above
            return suit[-1]
        if trumps:
            return _trump_lead(trumps, order, unseen)
        return cards[0]  # only worthless no-trump jokers left

    def _follow(
        self,
        view: WhistView,
        cards: list[Card],
        order: CardOrder,
        unseen: set[Card],
        on_table: Sequence[Card],
    ) -> Card:
        plays = view.trick.plays if view.trick is not None else ()
        index = order.winning_index(on_table)
        partner_winning = index is not None and plays[index].seat == view.partner
        winners = [c for c in cards if order.beats(c, on_table)]
        led = order.led_suit(on_table)
        if partner_winning:
            assert index is not None
            if len(on_table) == 2 and not _is_master(on_table[index], order, unseen):
                # Third hand high: the last opponent may still beat the partner's card, so
                # a master of the led suit takes the trick for the side instead of ducking.
                masters = [
                    c for c in winners if order.suit_of(c) is led and _is_master(c, order, unseen)
                ]
                if masters:
                    return min(masters, key=lambda c: order.power(c, led))
            return _cheapest_loss(cards, order, unseen)
        if not winners:
            return _cheapest_loss(cards, order, unseen)
        cheapest = min(winners, key=lambda c: order.power(c, led))
        last = len(on_table) == 3
        ruff = order.is_trump(cheapest) and led is not order.trump
        third = len(on_table) == 2
        if last or ruff or third or _is_master(cheapest, order, unseen):
            return cheapest
        return _cheapest_loss(cards, order, unseen)  # second hand low


# -- hand evaluation (also used by tests and the bench) ------------------------------------


def estimate(hand: Iterable[Card], order: CardOrder) -> float:
    """Books a Bid Whist hand should take under ``order``: solid top cards count one each,
    guarded near-tops part of one, trumps beyond four one each; no-trump jokers nothing."""
    hand = tuple(hand)
    total = 0.0
    for suit in Suit:
        mine = [c for c in hand if order.suit_of(c) is suit]
        if mine:
            total += _suit_books(mine, order, suit)
    return total


@lru_cache(maxsize=64)
def _ranked(order: CardOrder, suit: Suit) -> tuple[Card, ...]:
    """Every Bid Whist card of ``suit`` under ``order`` (jokers in a trump suit), best first."""
    cards = [c for c in _BID_DECK if order.suit_of(c) is suit]
    return tuple(sorted(cards, key=order.strength, reverse=True))


def _suit_books(mine: list[Card], order: CardOrder, suit: Suit) -> float:
    held = set(mine)
    ranked = _ranked(order, suit)
    length = len(mine)
    trump = suit is order.trump
    if trump:
        # Trumps: every trump is a book except the losers, one per missing card among
        # the top three (or fewer, for a short suit).
        losers = sum(1 for card in ranked[: min(length, 3)] if card not in held)
        return float(length - losers)
    books = 0.0
    above = 0  # cards above the current one that we do not hold
    counted = 0
    for card in ranked:
        if card not in held:
            above += 1
            continue
        counted += 1
        if above == 0:
            books += 1.0
        elif above == 1 and length >= 2:
            books += 0.5
        elif above == 2 and length >= 3:
            books += 0.25
        if counted == length:
            break
    if order.trump is not None:
        return min(books, _SIDE_CAP)
    if books >= 1 and length > 4:
        # A long no-trump suit runs once its top cards are out, but the run is of the cards
        # not counted yet: a suit takes at most one book a card (AKQJT98 is seven, not 8.5).
        books = min(float(length), books + 0.5 * (length - 4))
    return books


def best_cards(pool: Sequence[Card], order: CardOrder, count: int) -> tuple[Card, ...]:
    """The ``count`` cards worth keeping: trumps, then masters and near-masters, then cards of
    long suits; what is left (low cards of short suits, no-trump jokers) goes."""

    held = set(pool)

    def value(card: Card) -> float:
        suit = order.suit_of(card)
        if suit is None:
            return -100.0
        if suit is order.trump:
            return 100.0 + order.strength(card)
        strength = order.strength(card)
        higher = sum(
            1
            for other in _ranked(order, suit)
            if other not in held and order.strength(other) > strength
        )
        length = _length(pool, card, order)
        if higher == 0:
            return 60.0 + order.strength(card)
        if higher == 1 and length >= 2:
            return 40.0 + order.strength(card)
        return order.strength(card) + 2.0 * length

    return tuple(sorted(pool, key=value, reverse=True)[:count])


# -- helpers -------------------------------------------------------------------------------


def orders_for(kind: BidKind) -> tuple[CardOrder, ...]:
    if kind is BidKind.NOTRUMP:
        return tuple(CardOrder(None, d) for d in Direction)
    direction = Direction.DOWNTOWN if kind is BidKind.DOWNTOWN else Direction.UPTOWN
    return tuple(CardOrder(s, direction) for s in Suit)


def _contract_order(view: WhistView, pool: Sequence[Card]) -> CardOrder:
    """The contract's order, choosing the trump or direction now if it is named later."""
    contract = view.contract
    if contract is None or contract.declared:
        return view.order
    if contract.notrump:
        return max(orders_for(BidKind.NOTRUMP), key=lambda o: estimate(pool, o))
    direction = contract.direction or Direction.UPTOWN
    return max((CardOrder(s, direction) for s in Suit), key=lambda o: estimate(pool, o))


def _high_seat(view: WhistView) -> int | None:
    for call in reversed(view.calls):
        if call.bid is not None:
            return call.seat
    return None


def shown_voids(view: WhistView, order: CardOrder) -> list[set[Suit]]:
    """The suits each seat has shown out of (the suit led, when it played another)."""
    voids: list[set[Suit]] = [set() for _ in range(PLAYERS)]
    tricks = [*view.tricks, *([view.trick] if view.trick is not None else [])]
    for trick in tricks:
        cards: list[Card] = []
        for play in trick.plays:
            led = order.led_suit(cards)
            card = play.cards[0]
            if led is not None and order.suit_of(card) is not led:
                voids[play.seat].add(led)
            cards.append(card)
    return voids


def _ruffed_suits(view: WhistView, order: CardOrder, unseen: set[Card]) -> set[Suit]:
    """Side suits an opponent has shown out of while trumps are still out and that opponent
    has not shown out of trumps: a winner led there is likely trumped."""
    if order.trump is None or view.seat is None:
        return set()
    if not any(order.is_trump(card) for card in unseen):
        return set()
    voids = shown_voids(view, order)
    ruffed: set[Suit] = set()
    for seat in range(PLAYERS):
        if seat in (view.seat, view.partner) or order.trump in voids[seat]:
            continue
        ruffed |= voids[seat] - {order.trump}
    return ruffed


def _unseen(view: WhistView) -> set[Card]:
    """Cards that could still be in another player's hand."""
    known = set(view.hand) | set(view.played)
    if view.trick is not None:
        known |= set(view.trick.cards())
    if view.exchanged is not None:
        known |= set(view.kitty)  # what we put back is out of play
    deck = _BID_DECK if view.variant is Variant.BID else _CLASSIC_DECK
    return {card for card in deck if card not in known}


def _is_master(card: Card, order: CardOrder, unseen: set[Card]) -> bool:
    suit = order.suit_of(card)
    if suit is None:
        return False
    strength = order.strength(card)
    return not any(
        order.suit_of(other) is suit and order.strength(other) > strength for other in unseen
    )


def _trump_lead(trumps: Sequence[Card], order: CardOrder, unseen: set[Card]) -> Card:
    """The top trump when it is master, else the lowest: a trump that cannot win is led only
    to draw an opponent's, and the cheapest does that as well as any."""
    top = max(trumps, key=order.strength)
    return top if _is_master(top, order, unseen) else min(trumps, key=order.strength)


def _length(cards: Sequence[Card], card: Card, order: CardOrder) -> int:
    suit = order.suit_of(card)
    return sum(1 for c in cards if order.suit_of(c) is suit)


def _suit_index(card: Card) -> int:
    return list(Suit).index(card.suit) if card.suit is not None else len(Suit)


def _cheapest_loss(cards: Sequence[Card], order: CardOrder, unseen: set[Card]) -> Card:
    """The lowest useless card: worthless jokers first, then low non-trumps that are not
    masters, keeping trumps and winners for later."""

    def worth(card: Card) -> tuple[int, int, int, int]:
        if order.suit_of(card) is None:
            return (-1, 0, 0, 0)
        return (
            int(order.is_trump(card)),
            int(_is_master(card, order, unseen)),
            order.strength(card),
            _length(cards, card, order),
        )

    return min(cards, key=worth)
