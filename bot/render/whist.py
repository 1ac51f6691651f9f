"""Text for Whist and Bid Whist tables: event lines, the public table, a player's hand, and
what the cog needs to offer legal actions (labels, stable ids, one select menu per decision).

Pure functions, no discord import. Every function takes ``names`` (display name per seat).
Private events (``seat`` set) are phrased to their owner and must only be sent to them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.errors import IllegalAction
from bot.games.base import GameEvent
from bot.games.cards import Card, Suit, parse_card
from bot.games.tricks import Trick, team_seats
from bot.games.whist import events as ev
from bot.games.whist.actions import (
    Action,
    ChooseDirection,
    Exchange,
    MakeBid,
    NameTrump,
    Pass,
    PlayCard,
    action_from_id,
    action_id,
)
from bot.games.whist.bidding import BidKind, Contract
from bot.games.whist.options import Variant
from bot.games.whist.order import Direction
from bot.games.whist.scoring import EndReason
from bot.games.whist.state import Phase
from bot.games.whist.view import WhistView

NAME_LIMIT = 32
LABEL_LIMIT = 80
#: A Discord select menu holds at most 25 options.
MENU_LIMIT = 25


def seat_name(names: Sequence[str], seat: int) -> str:
    name = names[seat] if 0 <= seat < len(names) and names[seat] else f"Seat {seat + 1}"
    return name if len(name) <= NAME_LIMIT else name[: NAME_LIMIT - 1] + "…"


def team_name(names: Sequence[str], team: int) -> str:
    first, second = team_seats(team)
    return f"{seat_name(names, first)} & {seat_name(names, second)}"


def cards_text(cards: Sequence[Card]) -> str:
    return " ".join(card.label for card in cards) if cards else "—"


def _signed(points: int) -> str:
    return f"+{points}" if points > 0 else str(points).replace("-", "−")


def _score(names: Sequence[str], scores: Sequence[int]) -> str:
    first, second = (f"{team_name(names, t)} {_signed(scores[t])}" for t in (0, 1))
    return f"{first} · {second}"


# -- events --------------------------------------------------------------------------------


def event_line(event: GameEvent, names: Sequence[str]) -> str | None:
    """One line for an event (``None`` for events this module does not know)."""
    match event:
        case ev.Dealt():
            return _deal_line(event, names)
        case ev.BidMade(player=seat, bid=bid, forced=True):
            who = seat_name(names, seat)
            return f"Everyone passed: {who}, the dealer, must bid and takes it at {bid.label}."
        case ev.BidMade(player=seat, bid=bid):
            return f"{seat_name(names, seat)} bids {bid.label}."
        case ev.Passed(player=seat):
            return f"{seat_name(names, seat)} passes."
        case ev.ContractWon(declarer=seat, bid=bid):
            return f"{seat_name(names, seat)} wins the auction with {bid.label}."
        case ev.TrumpNamed(player=seat, suit=suit):
            return f"{seat_name(names, seat)} names {suit.symbol} {suit.title} as trumps."
        case ev.DirectionChosen(player=seat, direction=direction):
            return f"{seat_name(names, seat)} will play no-trump {direction.value}."
        case ev.KittyTaken(cards=cards):
            return f"You pick up the kitty: {cards_text(cards)}."
        case ev.KittyRevealed(player=seat, cards=cards):
            return f"{seat_name(names, seat)} shows the kitty to everyone: {cards_text(cards)}."
        case ev.KittyExchanged(player=seat, count=0):
            return (
                f"{seat_name(names, seat)} keeps their hand and exchanges nothing with the kitty."
            )
        case ev.KittyExchanged(player=seat, count=count):
            plural = "s" if count != 1 else ""
            return f"{seat_name(names, seat)} exchanges {count} card{plural} with the kitty."
        case ev.ExchangeMade(give=()):
            return "You kept your hand."
        case ev.ExchangeMade(give=give, take=take):
            return f"You put {cards_text(give)} in the kitty and took {cards_text(take)}."
        case ev.CardPlayed(player=seat, card=card):
            return f"{seat_name(names, seat)} plays {card.label}."
        case ev.TrickWon(number=number, winner=winner, card=card, books=books):
            return (
                f"Trick {number} won by {seat_name(names, winner)} with {card.label} (books: "
                f"{team_name(names, 0)} {books[0]}, {team_name(names, 1)} {books[1]})."
            )
        case ev.DealScored():
            return _deal_end_line(event, names)
        case ev.GameWon():
            return _game_end_line(event, names)
    return None


def _deal_line(event: ev.Dealt, names: Sequence[str]) -> str:
    head = f"Deal {event.deal}: {seat_name(names, event.dealer)} deals."
    if event.first_to_bid is not None:
        return f"{head} {seat_name(names, event.first_to_bid)} bids first."
    leader = seat_name(names, event.leader if event.leader is not None else 0)
    card = event.turn_up
    if card is not None:
        suit = card.suit.title if card.suit is not None else ""
        return f"{head} {card.label} is turned up: {suit} are trumps. {leader} leads."
    if event.trump is None:
        return f"{head} No trumps this deal. {leader} leads."
    return f"{head} {event.trump.title.capitalize()} are trumps. {leader} leads."


def _deal_end_line(event: ev.DealScored, names: Sequence[str]) -> str:
    books, points = event.books, event.points
    tail = f"Score: {_score(names, event.scores)}."
    contract = event.contract
    if contract is not None:
        team = contract.declarer % 2
        result = "made it" if event.made else "went set"
        return (
            f"Deal {event.deal}: {team_name(names, team)} bid {contract.bid.label}, took "
            f"{books[team]} books and {result}: {_signed(points[team])}. {tail}"
        )
    scorer = 0 if books[0] > books[1] else 1
    return (
        f"Deal {event.deal}: {team_name(names, scorer)} took {books[scorer]} tricks "
        f"to {books[1 - scorer]} and score {points[scorer]}. {tail}"
    )


def _game_end_line(event: ev.GameWon, names: Sequence[str]) -> str:
    winner, scores = event.winner, event.scores
    if winner is None:
        return f"The game is drawn at {scores[0]}–{scores[1]}."
    if event.reason is EndReason.FLOOR:
        return (
            f"{team_name(names, 1 - winner)} fall to {_signed(scores[1 - winner])}: "
            f"{team_name(names, winner)} win the game!"
        )
    return (
        f"{team_name(names, winner)} win the game, "
        f"{_signed(scores[winner])} to {_signed(scores[1 - winner])}!"
    )


# -- table and hand ------------------------------------------------------------------------


def _trick_text(trick: Trick, names: Sequence[str]) -> str:
    return " · ".join(f"{seat_name(names, p.seat)} {cards_text(p.cards)}" for p in trick.plays)


def _contract_text(contract: Contract, names: Sequence[str]) -> str:
    return f"{seat_name(names, contract.declarer)}: {contract.label}"


def _trump_text(view: WhistView) -> str:
    if view.turn_up is not None and view.trump is not None:
        return f"Turned up: {view.turn_up.label} — {view.trump.title} are trumps"
    if view.trump is not None:
        return f"Trumps: {view.trump.symbol} {view.trump.title}"
    if view.variant is Variant.BID and (view.contract is None or not view.contract.declared):
        return "Trumps not named yet"
    return "No trumps"


def table_text(view: WhistView, names: Sequence[str]) -> str:
    """The public table (uses nothing private even when given a seat's view)."""
    game = "Whist" if view.variant is Variant.CLASSIC else "Bid Whist"
    lines = [f"**{game}** — deal {view.deal_number} · dealer {seat_name(names, view.dealer)}"]
    if view.deals is not None:
        goal = f"{view.deals} deals"
    elif view.variant is Variant.BID:
        goal = f"first to +{view.target}, −{view.target} loses"
    else:
        goal = f"first to {view.target}"
    lines.append(f"Score: {_score(names, view.scores)} ({goal})")
    if view.variant is Variant.CLASSIC:
        lines.append(_trump_text(view))
    elif view.phase is Phase.AUCTION or (view.contract is None and view.calls):
        calls = " · ".join(
            f"{seat_name(names, c.seat)} {'pass' if c.bid is None else c.bid.label}"
            for c in view.calls
        )
        lines.append(f"Auction: {calls or 'no bids yet'}")
    if view.contract is not None:
        lines.append(f"Contract: {_contract_text(view.contract, names)}")
    if view.shown_kitty:
        lines.append(f"Kitty shown: {cards_text(view.shown_kitty)}")
    if view.exchanged is not None and view.contract is not None:
        lines.append(
            f"{seat_name(names, view.contract.declarer)} exchanged {view.exchanged} "
            f"card{'s' if view.exchanged != 1 else ''}; the kitty is their first book"
        )
    if view.phase in (Phase.PLAY, Phase.OVER):
        lines.append(
            f"Books: {team_name(names, 0)} {view.books[0]} · {team_name(names, 1)} {view.books[1]}"
        )
    if view.trick is not None and view.trick.plays:
        lines.append(f"Trick {view.tricks_played + 1}: {_trick_text(view.trick, names)}")
    if view.last_trick is not None and view.last_winner is not None:
        lines.append(
            f"Last trick ({seat_name(names, view.last_winner)} won): "
            f"{_trick_text(view.last_trick, names)}"
        )
    cards_left = " · ".join(
        f"{seat_name(names, seat)} {size}" for seat, size in enumerate(view.hand_sizes)
    )
    lines.append(f"Cards in hand: {cards_left}")
    lines.append(_turn_text(view, names))
    return "\n".join(lines)


def _turn_text(view: WhistView, names: Sequence[str]) -> str:
    if view.over:
        if view.winner is None:
            return "The game is over: a draw."
        return f"The game is over: {team_name(names, view.winner)} win."
    seat = seat_name(names, view.to_act) if view.to_act is not None else "?"
    doing = {
        Phase.AUCTION: "to bid",
        Phase.DECLARE: "to name the contract",
        Phase.EXCHANGE: "to exchange with the kitty",
        Phase.PLAY: "to play",
    }[view.phase]
    return f"Waiting for {seat} {doing}."


def hand_text(view: WhistView, names: Sequence[str]) -> str:
    """A seat's private hand, grouped by suit in play order, trumps first and marked."""
    if view.seat is None:
        return "Spectators have no hand."
    order = view.order
    header = f"**Your hand** ({len(view.hand)} cards) — {_trump_text(view)}"
    if view.contract is not None and view.contract.direction is Direction.DOWNTOWN:
        header += " · downtown (A 2 3 … K)"
    lines = [header]
    groups: dict[Suit | None, list[Card]] = {}
    for card in order.sorted(view.hand):
        groups.setdefault(order.suit_of(card), []).append(card)
    for suit, cards in groups.items():
        if suit is None and view.contract is not None and view.contract.declared:
            lines.append(f"Jokers (worthless at no-trump): {cards_text(cards)}")
        elif suit is None:
            lines.append(f"Jokers: {cards_text(cards)}")
        elif suit is order.trump:
            lines.append(f"{suit.symbol} **trumps**: {cards_text(cards)}")
        else:
            lines.append(f"{suit.symbol} {suit.title}: {cards_text(cards)}")
    if view.kitty:
        what = "Kitty (you put back)" if view.exchanged is not None else "Kitty"
        lines.append(f"{what}: {cards_text(order.sorted(view.kitty))}")
    if view.to_act == view.seat and not view.over:
        lines.append("Your turn.")
    return "\n".join(lines)


# -- choices for the cog -------------------------------------------------------------------


_DIRECTION_HELP = {
    Direction.UPTOWN: "Play uptown (A K Q … 2: high cards win)",
    Direction.DOWNTOWN: "Play downtown (A 2 3 … K: low cards win, ace still top)",
}


#: the first six books score nothing: a bid of n promises n + 6 of the 13
BOOKS_BEFORE_POINTS = 6
_BID_MEANS = {
    BidKind.UPTOWN: "high cards win",
    BidKind.DOWNTOWN: "low cards win",
    BidKind.NOTRUMP: "no trumps",
}


def action_label(action: Action, view: WhistView | None = None) -> str:
    """A short label (≤ 80 characters) for a button or a select option."""
    match action:
        case PlayCard(card):
            trump = view is not None and view.order.is_trump(card)
            return f"{card.label} (trump)" if trump else card.label
        case MakeBid(bid):
            return (
                f"Bid {bid.label}: {bid.number + BOOKS_BEFORE_POINTS} books, {_BID_MEANS[bid.kind]}"
            )
        case Pass():
            return "Pass"
        case NameTrump(suit):
            return f"Trumps: {suit.symbol} {suit.title}"
        case ChooseDirection(direction):
            return _DIRECTION_HELP[direction]
        case Exchange(give, take):
            if not give:
                return "Keep my hand (exchange nothing)"
            label = f"Give {cards_text(give)}, take {cards_text(take)}"
            return label if len(label) <= LABEL_LIMIT else f"Exchange {len(give)} cards"
    raise TypeError(f"not a whist action: {action!r}")


@dataclass(frozen=True, slots=True)
class MenuOption:
    value: str
    label: str


@dataclass(frozen=True, slots=True)
class Menu:
    """One Discord select menu: pick between ``min_values`` and ``max_values`` options.

    For single picks each value is an :func:`action_id`; for the kitty exchange each value is
    a card code and :func:`action_from_menu` turns the picks into the action."""

    placeholder: str
    options: tuple[MenuOption, ...]
    min_values: int = 1
    max_values: int = 1


def action_menu(view: WhistView, legal: Sequence[Action]) -> Menu:
    """The select menu for the seat's decision (never more than 25 options)."""
    if view.phase is Phase.EXCHANGE:
        pool = [(card, False) for card in view.order.sorted(view.hand)]
        pool += [(card, True) for card in view.order.sorted(view.kitty)]
        options = tuple(
            MenuOption(card.code, f"{card.label} (from the kitty)" if kitty else card.label)
            for card, kitty in pool
        )
        size = len(view.kitty)
        return Menu(f"Pick the {size} cards to leave in the kitty", options, size, size)
    placeholder = {
        Phase.AUCTION: "Bid or pass",
        Phase.DECLARE: "Name the contract",
        Phase.PLAY: "Play a card",
    }.get(view.phase, "Choose")
    options = tuple(MenuOption(action_id(a), action_label(a, view)) for a in legal)
    return Menu(placeholder, options[:MENU_LIMIT])


def action_from_menu(view: WhistView, values: Sequence[str]) -> Action:
    """The action a menu pick stands for (the engine still checks it when applied)."""
    if view.phase is not Phase.EXCHANGE:
        if len(values) != 1:
            raise IllegalAction("Pick one option.")
        return action_from_id(values[0])
    picked = [parse_card(code) for code in values]
    size = len(view.kitty)
    if len(set(picked)) != size or len(picked) != size:
        raise IllegalAction(f"Pick exactly {size} different cards to leave in the kitty.")
    for card in picked:
        if card not in view.hand and card not in view.kitty:
            raise IllegalAction(f"{card.label} is neither in your hand nor in the kitty.")
    give = tuple(card for card in view.hand if card in picked)
    take = tuple(card for card in view.kitty if card not in picked)
    return Exchange(give, take)
