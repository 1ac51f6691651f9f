"""Text for Whist and Bid Whist tables: the public table, a player's hand, and what the cog
needs to offer legal actions (labels, stable ids, one select menu per decision); event lines
are :mod:`bot.render.whist_events`.

Pure functions, no discord import. Every function takes ``names`` (display name per seat).
Private events (``seat`` set) are phrased to their owner and must only be sent to them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.games.cards import Card, Suit, parse_card
from bot.games.tricks import Trick, team_of, team_seats
from bot.games.whist import actions as act
from bot.games.whist import refusals
from bot.games.whist.bidding import Contract
from bot.games.whist.options import Variant
from bot.games.whist.order import Direction
from bot.games.whist.scoring import books_to_make, books_to_set
from bot.games.whist.state import Phase
from bot.games.whist.view import WhistView
from bot.i18n import t, word
from bot.render import limits
from bot.render.cards import card_label, cards_text
from bot.render.hand_texts import LIMIT, LINES_LIMIT, HandTexts, codes
from bot.render.menus import MenuChoice
from bot.render.names import together
from bot.render.table_texts import TableTexts, joined, on_turn, tallies

NAME_LIMIT = 32


def seat_name(names: Sequence[str], seat: int) -> str:
    name = names[seat] if 0 <= seat < len(names) and names[seat] else t("whist-seat", seat=seat + 1)
    return name if len(name) <= NAME_LIMIT else name[: NAME_LIMIT - 1] + "…"


def team_name(names: Sequence[str], team: int) -> str:
    return together([seat_name(names, seat) for seat in team_seats(team)])


def signed(points: int) -> str:
    return f"+{points}" if points > 0 else str(points).replace("-", "−")


def score_said(names: Sequence[str], scores: Sequence[int]) -> str:
    return tallies((team_name(names, team), signed(scores[team])) for team in (0, 1))


def books_said(names: Sequence[str], books: Sequence[int], variant: Variant) -> dict[str, object]:
    """Both sides' books parted as every tally is (:func:`tallies`), the parameters of the
    table's books line and of a won trick's; the variant because classic Whist calls them
    tricks, Bid Whist books."""
    sides = ((team_name(names, team), books[team]) for team in (0, 1))
    return {"variant": variant.value, "books": tallies(sides)}


# -- table and hand ------------------------------------------------------------------------


def _trick_text(trick: Trick, names: Sequence[str]) -> str:
    return " · ".join(f"{seat_name(names, p.seat)} {cards_text(p.cards)}" for p in trick.plays)


def _trump_text(view: WhistView) -> str:
    if view.turn_up is not None and view.trump is not None:
        # the suit first, with its symbol, as every other deal's trumps read
        trump = view.trump
        return t(
            "whist-trump-turned-up", card=view.turn_up.words, symbol=trump.symbol, suit=trump.words
        )
    if view.trump is not None:
        return t("whist-trumps", symbol=view.trump.symbol, suit=view.trump.words)
    if view.variant is Variant.BID and (view.contract is None or not view.contract.declared):
        return t("whist-trumps-not-named")
    return t("whist-no-trumps")


def _goal_text(view: WhistView) -> str:
    if view.deals is not None:
        return t("whist-goal-deals", deals=view.deals)
    if view.variant is Variant.BID:
        return t("whist-goal-bid", target=view.target)
    return t("whist-goal-target", target=view.target)


def _auction_text(view: WhistView, names: Sequence[str]) -> str:
    if not view.calls:
        return t("whist-auction-empty")
    calls = " · ".join(
        f"{seat_name(names, c.seat)} {t('whist-call-pass') if c.bid is None else word(c.bid.words)}"
        for c in view.calls
    )
    return t("whist-auction", calls=calls)


def table_text(view: WhistView, names: Sequence[str], turn: bool = True) -> str:
    """The public table (uses nothing private even when given a seat's view)."""
    return table_texts(view, names, turn).full


def table_texts(view: WhistView, names: Sequence[str], turn: bool = True) -> TableTexts:
    """The public table and, from the same lines, the hand view's embed: only what a player
    needs to choose a call or a card (the bids so far or the contract, a shown kitty, the
    books of this deal, the trick in progress with the card winning it, else the last trick).
    The trumps are in the hand's own head line, whose turn it is on its controls. Each line
    is worded once while it reads the same (:data:`_LINES`)."""
    # the game's name is the embed's title, just above
    dealer = seat_name(names, view.dealer)
    head = _LINES(
        ("head", view.deal_number, dealer),
        lambda: t("whist-table-head", deal=view.deal_number, dealer=dealer),
    )
    variant = view.variant.value
    score = _LINES(
        ("score", *names, *view.scores, view.deals, variant, view.target),
        lambda: t("whist-table-score", score=score_said(names, view.scores), goal=_goal_text(view)),
    )
    contract = view.contract
    declared = None if contract is None else contract.declared
    trumps = None
    if view.variant is Variant.CLASSIC:
        turn_up = None if view.turn_up is None else view.turn_up.code
        trump = None if view.trump is None else view.trump.value
        trumps = _LINES(("trumps", variant, turn_up, trump, declared), _trump_text, view)
    auction = None
    if view.variant is not Variant.CLASSIC and (
        view.phase is Phase.AUCTION or (contract is None and view.calls)
    ):
        calls = tuple(
            (seat_name(names, c.seat), None if c.bid is None else c.bid.rank) for c in view.calls
        )
        auction = _LINES(("auction", calls), _auction_text, view, names)
    shown_contract = exchanged = None
    if contract is not None:
        declarer = seat_name(names, contract.declarer)
        shown_contract = _LINES(
            (
                "contract",
                *names,
                contract.declarer,
                contract.bid.rank,
                None if contract.trump is None else contract.trump.value,
                None if contract.direction is None else contract.direction.value,
            ),
            _contract_text,
            contract,
            names,
        )
        if view.exchanged is not None:
            exchanged = t("whist-exchanged", player=declarer, count=view.exchanged)
    kitty = t("whist-kitty-shown", cards=cards_text(view.shown_kitty)) if view.shown_kitty else None
    books = None
    if view.phase in (Phase.PLAY, Phase.OVER):
        books = _LINES(
            ("books", *names, *view.books, variant),
            lambda: t("whist-books", **books_said(names, view.books, view.variant)),
        )
    trick = _trick_line(view, names)
    last = None
    if view.last_trick is not None and view.last_winner is not None:
        winner = seat_name(names, view.last_winner)
        plays = tuple((seat_name(names, p.seat), codes(p.cards)) for p in view.last_trick.plays)
        last = _LINES(("last", winner, plays), _last_trick_text, view.last_trick, winner, names)
    counts = None
    if any(view.hand_sizes):  # a finished game's empty hands say nothing
        counts = _LINES(("counts", *names, *view.hand_sizes), _counts_text, view, names)
    ending = None
    if turn or view.over:
        ending = _LINES(
            (
                "turn",
                view.over,
                None if view.winner is None else team_name(names, view.winner),
                None if view.to_act is None else seat_name(names, view.to_act),
                view.phase.value,
            ),
            _turn_text,
            view,
            names,
        )
    full = joined(
        head,
        score,
        trumps,
        auction,
        shown_contract,
        kitty,
        exchanged,
        books,
        trick,
        last,
        counts,
        ending,
    )
    hand = joined(
        auction, shown_contract, kitty, books, trick or last, ending if view.over else None
    )
    return TableTexts(full, hand)


#: the table's lines by what they read (plain values and the language: see
#: :mod:`bot.render.hand_texts`): from one version to the next most of them read the same,
#: and each was worded anew (issue #19); twice a game's, for Whist's and Bid Whist's tables
_LINES = HandTexts(2 * LINES_LIMIT)


def _last_trick_text(trick: Trick, winner: str, names: Sequence[str]) -> str:
    return t("whist-last-trick", player=winner, plays=_trick_text(trick, names))


def _counts_text(view: WhistView, names: Sequence[str]) -> str:
    sizes = enumerate(view.hand_sizes)
    return t(
        "whist-cards-in-hand",
        counts=tallies((seat_name(names, seat), size) for seat, size in sizes),
    )


def _contract_text(contract: Contract, names: Sequence[str]) -> str:
    """The contract and what it takes, by side: the books the bidders need (the kitty one of
    them) and the books that set it, so nobody counts six plus the bid in their head."""
    bidders = team_of(contract.declarer)
    return t(
        "whist-contract",
        player=seat_name(names, contract.declarer),
        contract=contract.words,
        bidders=team_name(names, bidders),
        need=books_to_make(contract.bid),
        defenders=team_name(names, 1 - bidders),
        set=books_to_set(contract.bid),
    )


def _trick_line(view: WhistView, names: Sequence[str]) -> str | None:
    """The trick in progress, the card winning it marked (none is while only a no-trump
    joker is down)."""
    trick = view.trick
    if trick is None or not trick.plays:
        return None
    best = view.order.winning_index(trick.cards())
    plays = " · ".join(
        _LINES(
            ("play", seat_name(names, p.seat), codes(p.cards), index == best),
            _play_text,
            seat_name(names, p.seat),
            p.cards,
            index == best,
        )
        for index, p in enumerate(trick.plays)
    )
    return t("whist-trick", number=view.tricks_played + 1, plays=plays)


def _play_text(player: str, cards: Sequence[Card], winning: bool) -> str:
    if winning:
        return t("whist-trick-play-winning", player=player, cards=cards_text(cards))
    return f"{player} {cards_text(cards)}"


def _turn_text(view: WhistView, names: Sequence[str]) -> str:
    if view.over:
        if view.winner is None:
            return t("whist-over-drawn")
        return t("whist-over-won", team=team_name(names, view.winner))
    seat = on_turn(seat_name(names, view.to_act)) if view.to_act is not None else "?"
    return t("whist-waiting", player=seat, phase=view.phase.value)


#: Whist's and Bid Whist's hands: twice a game's
_HAND_TEXTS = HandTexts(2 * LIMIT)


def hand_text(view: WhistView, names: Sequence[str]) -> str:
    """A seat's private hand, grouped by suit in play order, trumps first and marked (worded
    once while it reads the same: :mod:`bot.render.hand_texts`), then whether it is the
    seat's turn: a line below the hand, added to it, so the hand's text reads the same
    whoever's turn it is (it changed twice a trick, and was found one time in two at most;
    issue #19)."""
    contract = view.contract
    key = (
        view.variant.value,
        view.seat,
        codes(view.hand),
        None if view.turn_up is None else view.turn_up.code,
        None if view.trump is None else view.trump.value,
        view.direction.value,
        None if contract is None else contract.declared,
        None if contract is None or contract.direction is None else contract.direction.value,
        codes(view.kitty),
        codes(view.shown_kitty),
        view.exchanged,
    )
    hand = _HAND_TEXTS(key, lambda: _hand_text(view))
    if view.seat is not None and view.to_act == view.seat and not view.over:
        return f"{hand}\n{t('whist-your-turn')}"
    return hand


def _hand_text(view: WhistView) -> str:
    if view.seat is None:
        return t("whist-spectator")
    order = view.order
    downtown = view.contract is not None and view.contract.direction is Direction.DOWNTOWN
    head = "whist-hand-head-downtown" if downtown else "whist-hand-head"
    lines = [t(head, count=len(view.hand), trump=_trump_text(view))]
    groups: dict[Suit | None, list[Card]] = {}
    for card in order.sorted(view.hand):
        groups.setdefault(order.suit_of(card), []).append(card)
    for suit, cards in groups.items():
        shown = cards_text(cards)
        if suit is None and view.contract is not None and view.contract.declared:
            lines.append(t("whist-hand-jokers-worthless", cards=shown))
        elif suit is None:
            lines.append(t("whist-hand-jokers", cards=shown))
        elif suit is order.trump:
            lines.append(t("whist-hand-trumps", symbol=suit.symbol, cards=shown))
        else:
            lines.append(t("whist-hand-suit", symbol=suit.symbol, suit=suit.words, cards=shown))
    # a kitty shown to all is in the embed below ("Kitty shown: …"): its holder need not read
    # it twice before the exchange (the embed is the table's, the same for every reader)
    shown_below = view.exchanged is None and set(view.kitty) == set(view.shown_kitty)
    if view.kitty and not shown_below:
        kitty = "whist-hand-kitty-put-back" if view.exchanged is not None else "whist-hand-kitty"
        lines.append(t(kitty, cards=cards_text(order.sorted(view.kitty))))
    return "\n".join(lines)


# -- choices for the cog -------------------------------------------------------------------


_DIRECTION_LABELS = {
    Direction.UPTOWN: "whist-label-uptown",
    Direction.DOWNTOWN: "whist-label-downtown",
}


def action_label(action: act.Action, view: WhistView | None = None) -> str:
    """A short label (≤ 80 characters) for a button or a select option."""
    match action:
        case act.PlayCard(card):
            trump = view is not None and view.order.is_trump(card)
            return t("whist-label-trump-card", card=card.words) if trump else card_label(card)
        case act.MakeBid(bid):
            books = books_to_make(bid)
            return t("whist-label-bid", bid=bid.words, books=books, kind=bid.kind.value)
        case act.Pass():
            return t("whist-label-pass")
        case act.NameTrump(suit):
            return t("whist-trumps", symbol=suit.symbol, suit=suit.words)
        case act.ChooseDirection(direction):
            return t(_DIRECTION_LABELS[direction])
        case act.Exchange(give, take):
            if not give:
                return t("whist-label-keep-hand")
            label = t("whist-label-exchange", give=cards_text(give), take=cards_text(take))
            if len(label) <= limits.BUTTON_LABEL:
                return label
            return t("whist-label-exchange-count", count=len(give))
    raise TypeError(f"not a whist action: {action!r}")


@dataclass(frozen=True, slots=True)
class Menu:
    """One Discord select menu: pick between ``min_values`` and ``max_values`` options.

    For single picks each value is an :func:`action_id`; for the kitty exchange each value is
    a card code and :func:`action_from_menu` turns the picks into the action."""

    placeholder: str
    options: tuple[MenuChoice, ...]
    min_values: int = 1
    max_values: int = 1


def action_menu(view: WhistView, legal: Sequence[act.Action]) -> Menu:
    """The select menu for the seat's decision (never more than 25 options)."""
    if view.phase is Phase.EXCHANGE:
        pool = [(card, False) for card in view.order.sorted(view.hand)]
        pool += [(card, True) for card in view.order.sorted(view.kitty)]
        options = tuple(
            MenuChoice(
                card.code,
                t("whist-label-kitty-card", card=card.words) if kitty else card_label(card),
            )
            for card, kitty in pool
        )
        size = len(view.kitty)
        return Menu(t("whist-menu-kitty", count=size), options, size, size)
    placeholder = {
        Phase.AUCTION: "whist-menu-bid",
        Phase.DECLARE: "whist-menu-declare",
    }.get(view.phase, "whist-menu-play")
    options = tuple(MenuChoice(act.action_id(a), action_label(a, view)) for a in legal)
    return Menu(t(placeholder), options[: limits.SELECT_OPTIONS])


def action_from_menu(view: WhistView, values: Sequence[str]) -> act.Action:
    """The action a menu pick stands for (the engine still checks it when applied)."""
    if view.phase is not Phase.EXCHANGE:
        if len(values) != 1:
            raise refusals.pick_one()
        return act.action_from_id(values[0])
    picked = [parse_card(code) for code in values]
    size = len(view.kitty)
    if len(set(picked)) != size or len(picked) != size:
        raise refusals.pick_kitty_cards(size)
    for card in picked:
        if card not in view.hand and card not in view.kitty:
            raise refusals.card_not_there(card)
    give = tuple(card for card in view.hand if card in picked)
    take = tuple(card for card in view.kitty if card not in picked)
    return act.Exchange(give, take)
