"""The Bid Whist auction: the ladder of bids, whose turn it is to speak, and when it ends.

A bid is a number (books above six) and a kind. At the same number downtown beats uptown and
no-trump beats both, so the whole ladder is one integer rank. The auction is a tuple of calls
(a bid, or ``None`` for a pass); everything else (the high bid, who has passed, who speaks
next, whether the dealer is forced) is derived from it, so nothing can get out of step.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from typing import Any

from bot.games.cards import Suit
from bot.games.tricks import PLAYERS, next_seat
from bot.games.whist import refusals
from bot.games.whist.order import CardOrder, Direction
from bot.msg import Msg, msg

MAX_BID = 7


class BidKind(StrEnum):
    """Uptown (also a plain number), downtown, or no-trump; listed low to high."""

    UPTOWN = "uptown"
    DOWNTOWN = "downtown"
    NOTRUMP = "notrump"


_KINDS = tuple(BidKind)


@dataclass(frozen=True, slots=True)
class Bid:
    number: int
    kind: BidKind = BidKind.UPTOWN

    @property
    def rank(self) -> int:
        """Place on the ladder: any higher number beats a lower one, then the kind decides."""
        return self.number * len(_KINDS) + _KINDS.index(self.kind)

    def beats(self, other: Bid | None) -> bool:
        return other is None or self.rank > other.rank

    @property
    def words(self) -> Msg:
        """The bid as players read it (``4 downtown``, ``7 no-trump``)."""
        return msg("whist-bid", number=self.number, kind=self.kind.value)

    def to_json(self) -> dict[str, Any]:
        return {"number": self.number, "kind": self.kind.value}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Bid:
        return cls(int(data["number"]), BidKind(data["kind"]))


@cache
def ladder(min_bid: int = 1) -> tuple[Bid, ...]:
    """Every bid from the minimum up, lowest first (21 bids from 1, 15 from 3); made once, so
    the bids every table's auction lists are shared (issue #19)."""
    return tuple(Bid(n, kind) for n in range(min_bid, MAX_BID + 1) for kind in _KINDS)


class AuctionForm(StrEnum):
    """Continuous: go round until three have passed, a pass is final. Single: each player
    speaks once, dealer last."""

    CONTINUOUS = "continuous"
    SINGLE = "single"


@dataclass(frozen=True, slots=True)
class Call:
    """One player's turn in the auction: a bid, or ``None`` for a pass."""

    seat: int
    bid: Bid | None

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "bid": None if self.bid is None else self.bid.to_json()}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Call:
        bid = data["bid"]
        return call_of(int(data["seat"]), None if bid is None else Bid.from_json(bid))


@cache
def call_of(seat: int, bid: Bid | None) -> Call:
    """The one shared call of ``seat`` and ``bid`` (at most 88: four seats, 21 bids and a
    pass): an auction is kept all deal long, and its calls made anew were two objects each
    for every full garbage collection to walk (issue #19)."""
    return Call(seat, bid)


@dataclass(frozen=True, slots=True)
class Auction:
    dealer: int
    form: AuctionForm = AuctionForm.CONTINUOUS
    min_bid: int = 1
    calls: tuple[Call, ...] = ()

    @property
    def high(self) -> Call | None:
        """The call holding the highest bid so far (always the last bid made)."""
        for call in reversed(self.calls):
            if call.bid is not None:
                return call
        return None

    @property
    def passed(self) -> frozenset[int]:
        return frozenset(call.seat for call in self.calls if call.bid is None)

    @property
    def forced(self) -> bool:
        """The first three players passed: the dealer must bid, and wins."""
        return self.high is None and len(self.calls) == PLAYERS - 1

    @property
    def is_over(self) -> bool:
        if self.form is AuctionForm.SINGLE:
            return len(self.calls) == PLAYERS
        return self.high is not None and len(self.passed) == PLAYERS - 1

    @property
    def speaker(self) -> int:
        """Who speaks next (only meaningful while the auction is on); passed seats are
        skipped in a continuous auction."""
        if not self.calls:
            return next_seat(self.dealer)
        if self.form is AuctionForm.SINGLE:
            return (self.dealer + 1 + len(self.calls)) % PLAYERS
        seat = self.calls[-1].seat
        passed = self.passed
        for _ in range(PLAYERS):
            seat = next_seat(seat)
            if seat not in passed:
                return seat
        raise AssertionError("an auction with everyone passed is never still on")

    def legal_calls(self) -> tuple[Bid | None, ...]:
        """Every bid that beats the high bid, then a pass unless the dealer is forced."""
        high = self.high
        bids: tuple[Bid | None, ...] = tuple(
            bid for bid in ladder(self.min_bid) if bid.beats(None if high is None else high.bid)
        )
        return bids if self.forced else (*bids, None)

    def call(self, seat: int, bid: Bid | None) -> Auction:
        """The auction after ``seat`` speaks, or IllegalAction saying why it may not."""
        if self.is_over:
            raise refusals.auction_over()
        if seat != self.speaker:
            raise refusals.not_your_turn_to_bid()
        if bid is None:
            if self.forced:
                raise refusals.dealer_must_bid()
        else:
            if not 1 <= bid.number <= MAX_BID:
                raise refusals.bid_out_of_range(MAX_BID)
            if bid.number < self.min_bid:
                raise refusals.bid_below_minimum(self.min_bid)
            high = self.high
            if high is not None and high.bid is not None and not bid.beats(high.bid):
                raise refusals.bid_too_low(high.bid.words)
        return Auction(self.dealer, self.form, self.min_bid, (*self.calls, call_of(seat, bid)))

    def to_json(self) -> dict[str, Any]:
        return {
            "dealer": self.dealer,
            "form": self.form.value,
            "min_bid": self.min_bid,
            "calls": [call.to_json() for call in self.calls],
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Auction:
        return cls(
            int(data["dealer"]),
            AuctionForm(data["form"]),
            int(data["min_bid"]),
            tuple(Call.from_json(c) for c in data["calls"]),
        )


@dataclass(frozen=True, slots=True)
class Contract:
    """The winning bid and what its maker declares: the trump suit after an uptown or downtown
    bid, the direction after a no-trump bid (``None`` until declared)."""

    declarer: int
    bid: Bid
    trump: Suit | None = None
    direction: Direction | None = None

    @classmethod
    def won(cls, seat: int, bid: Bid) -> Contract:
        """A fresh contract: the direction is already fixed unless the bid was no-trump."""
        direction = {BidKind.UPTOWN: Direction.UPTOWN, BidKind.DOWNTOWN: Direction.DOWNTOWN}
        return cls(seat, bid, None, direction.get(bid.kind))

    @property
    def notrump(self) -> bool:
        return self.bid.kind is BidKind.NOTRUMP

    @property
    def declared(self) -> bool:
        return self.direction is not None if self.notrump else self.trump is not None

    @property
    def order(self) -> CardOrder:
        return CardOrder(self.trump, self.direction or Direction.UPTOWN)

    @property
    def words(self) -> Msg:
        """ "4 downtown, spades trumps", "7 no-trump, played downtown"."""
        if self.notrump and self.direction is not None:
            return msg(
                "whist-contract-direction", bid=self.bid.words, direction=self.direction.value
            )
        if not self.notrump and self.trump is not None:
            return msg("whist-contract-trump", bid=self.bid.words, suit=self.trump.words)
        return self.bid.words

    def to_json(self) -> dict[str, Any]:
        return {
            "declarer": self.declarer,
            "bid": self.bid.to_json(),
            "trump": None if self.trump is None else self.trump.value,
            "direction": None if self.direction is None else self.direction.value,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Contract:
        return cls(
            int(data["declarer"]),
            Bid.from_json(data["bid"]),
            None if data["trump"] is None else Suit(data["trump"]),
            None if data["direction"] is None else Direction(data["direction"]),
        )
