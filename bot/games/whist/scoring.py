"""Points for a finished deal, and when the game is over.

Classic Whist: the side with the majority of the 13 tricks scores its tricks over six.
Bid Whist: only the bidding side scores, the kitty counting as its first book: it gains its
books over six when it makes the bid and loses the shortfall (or the whole bid) when set.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from bot.games.whist.bidding import Bid
from bot.games.whist.options import Rules, SetPenalty, Variant

BOOK = 6
#: every book of a deal: 13 tricks in classic Whist; 12 and the kitty in Bid Whist
BOOKS_IN_DEAL = 13


def classic_points(books: tuple[int, int]) -> tuple[int, int]:
    """Only the side with 7+ tricks scores, tricks − 6; the other side scores nothing."""
    return (max(0, books[0] - BOOK), max(0, books[1] - BOOK))


def books_to_make(bid: Bid) -> int:
    """The books the bidding side must take, the kitty one of them: six, then the bid."""
    return BOOK + bid.number


def books_to_set(bid: Bid) -> int:
    """The books the defenders must take for the bidding side to fall short of its bid."""
    return BOOKS_IN_DEAL - books_to_make(bid) + 1


def bid_points(bid: Bid, books: int, rules: Rules) -> int:
    """The bidding side's change: + books over six when made (only the bid without
    overtricks), − the shortfall (literally bid − (books − 6)) or − the bid when set."""
    level = books - BOOK
    if level >= bid.number:
        return level if rules.overtricks else bid.number
    if rules.set_penalty is SetPenalty.BID:
        return -bid.number
    return -(bid.number - level)


def contract_points(declarer_team: int, bid: Bid, books: int, rules: Rules) -> tuple[int, int]:
    """Both sides' change for a Bid Whist deal: the defenders never score."""
    points = bid_points(bid, books, rules)
    return (points, 0) if declarer_team == 0 else (0, points)


class EndReason(StrEnum):
    TARGET = "target"  # a side reached the target
    FLOOR = "floor"  # Bid Whist: a side fell to minus the target, so the other side wins
    DEALS = "deals"  # the fixed number of deals was played


@dataclass(frozen=True, slots=True)
class Outcome:
    """How the game ended: the winning team, or ``None`` for a draw."""

    winner: int | None
    reason: EndReason


def game_outcome(
    variant: Variant, rules: Rules, scores: tuple[int, int], deals_played: int
) -> Outcome | None:
    """The outcome once the game is over after ``deals_played`` deals, else ``None``."""
    if rules.deals is not None:
        if deals_played < rules.deals:
            return None
        if scores[0] == scores[1]:
            return Outcome(None, EndReason.DEALS)
        return Outcome(0 if scores[0] > scores[1] else 1, EndReason.DEALS)
    for team in (0, 1):
        if scores[team] >= rules.target:
            return Outcome(team, EndReason.TARGET)
    if variant is Variant.BID:
        for team in (0, 1):
            if scores[team] <= -rules.target:
                return Outcome(1 - team, EndReason.FLOOR)
    return None
