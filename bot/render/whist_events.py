"""Whist's and Bid Whist's event lines, for the table's play-by-play (the public table and
a hand are :mod:`bot.render.whist`).

Private events (``seat`` set) are phrased to their owner and must only be sent to them.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.base import GameEvent
from bot.games.whist import events as ev
from bot.games.whist.options import Variant
from bot.games.whist.scoring import EndReason
from bot.i18n import t
from bot.render.cards import cards_text
from bot.render.whist import books_said, score_said, seat_name, signed, team_name


def event_line(event: GameEvent, names: Sequence[str], variant: Variant) -> str | None:
    """One line for an event (``None`` for events this module does not know); the variant
    names what a trick line counts."""
    match event:
        case ev.Dealt():
            return _deal_line(event, names)
        case ev.BidMade(player=seat, bid=bid, forced=True):
            return t("whist-forced-bid", player=seat_name(names, seat), bid=bid.words)
        case ev.BidMade(player=seat, bid=bid):
            return t("whist-bids", player=seat_name(names, seat), bid=bid.words)
        case ev.Passed(player=seat):
            return t("whist-passes", player=seat_name(names, seat))
        case ev.ContractWon(declarer=seat, bid=bid):
            return t("whist-wins-auction", player=seat_name(names, seat), bid=bid.words)
        case ev.TrumpNamed(player=seat, suit=suit):
            return t(
                "whist-names-trump",
                player=seat_name(names, seat),
                symbol=suit.symbol,
                suit=suit.words,
            )
        case ev.DirectionChosen(player=seat, direction=direction):
            return t(
                "whist-direction-chosen", player=seat_name(names, seat), direction=direction.value
            )
        case ev.KittyTaken(cards=cards):
            return t("whist-kitty-taken", cards=cards_text(cards))
        case ev.KittyRevealed(player=seat, cards=cards):
            return t("whist-kitty-revealed", player=seat_name(names, seat), cards=cards_text(cards))
        case ev.KittyExchanged(player=seat, count=0):
            return t("whist-kitty-kept", player=seat_name(names, seat))
        case ev.KittyExchanged(player=seat, count=count):
            return t("whist-kitty-exchanged", player=seat_name(names, seat), count=count)
        case ev.ExchangeMade(give=()):
            return t("whist-exchange-kept")
        case ev.ExchangeMade(give=give, take=take):
            return t("whist-exchange-made", give=cards_text(give), take=cards_text(take))
        case ev.Played(player=seat, cards=(card,)):
            return t("whist-card-played", player=seat_name(names, seat), card=card.words)
        case ev.TrickWon(number=number, winner=winner, card=card, books=books):
            return t(
                "whist-trick-won",
                number=number,
                player=seat_name(names, winner),
                card=card.words,
                **books_said(names, books, variant),
            )
        case ev.DealScored():
            return _deal_end_line(event, names)
        case ev.GameWon():
            return _game_end_line(event, names)
    return None


def _deal_line(event: ev.Dealt, names: Sequence[str]) -> str:
    said: dict[str, object] = {"deal": event.deal, "dealer": seat_name(names, event.dealer)}
    if event.first_to_bid is not None:
        return t("whist-deal-bidding", bidder=seat_name(names, event.first_to_bid), **said)
    said["leader"] = seat_name(names, event.leader if event.leader is not None else 0)
    card = event.turn_up
    if card is not None and card.suit is not None:
        return t("whist-deal-turn-up", card=card.words, suit=card.suit.words, **said)
    if event.trump is None:
        return t("whist-deal-no-trump", **said)
    return t("whist-deal-trump", suit=event.trump.words, **said)


def _deal_end_line(event: ev.DealScored, names: Sequence[str]) -> str:
    books, points = event.books, event.points
    score = score_said(names, event.scores)
    contract = event.contract
    if contract is not None:
        team = contract.declarer % 2
        return t(
            "whist-deal-made" if event.made else "whist-deal-set",
            deal=event.deal,
            team=team_name(names, team),
            bid=contract.bid.words,
            books=books[team],
            points=signed(points[team]),
            score=score,
        )
    scorer = 0 if books[0] > books[1] else 1
    return t(
        "whist-deal-scored",
        deal=event.deal,
        team=team_name(names, scorer),
        books=books[scorer],
        other=books[1 - scorer],
        points=points[scorer],
        score=score,
    )


def _game_end_line(event: ev.GameWon, names: Sequence[str]) -> str:
    winner, scores = event.winner, event.scores
    if winner is None:
        return t("whist-game-drawn", first=scores[0], second=scores[1])
    if event.reason is EndReason.FLOOR:
        return t(
            "whist-game-floor",
            losers=team_name(names, 1 - winner),
            score=signed(scores[1 - winner]),
            winners=team_name(names, winner),
        )
    return t(
        "whist-game-won",
        winners=team_name(names, winner),
        score=signed(scores[winner]),
        other=signed(scores[1 - winner]),
    )
