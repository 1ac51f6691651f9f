"""Every Bid Whist refusal a player can meet, phase by phase, on one explicit deal: each is
refused by its own catalog id (so it is worded in the player's language) and leaves the state
exactly as it was. The wording itself is checked beside each rule's own test."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from bot.errors import IllegalAction
from bot.games.cards import Suit, parse_card
from bot.games.whist.actions import (
    Action,
    ChooseDirection,
    Exchange,
    MakeBid,
    NameTrump,
    Pass,
    PlayCard,
)
from bot.games.whist.bidding import Bid, BidKind
from bot.games.whist.order import Direction
from bot.games.whist.state import WhistState
from tests.games.whist.helpers import BID, bid, cards, do, play_first_legal

#: dealer 0; seat 1 bids first and holds the top spades; the kitty is low spades and hearts
HANDS = {1: "AS KS QS JS", 2: "5S 2C 3C"}
KITTY = "4S 3S 2S 2H 3H 4H"


def auction(*calls: str, **options: object) -> WhistState:
    return do(BID, bid(0, HANDS, KITTY, **options), *calls)[0]


def declaring_suit_bid() -> WhistState:
    return auction("1", "pass", "pass", "pass")


def declaring_notrump() -> WhistState:
    return auction("1 notrump", "pass", "pass", "pass")


def exchanging() -> WhistState:
    return auction("1", "pass", "pass", "pass", "trump S")


def playing() -> WhistState:
    """Seat 1 has led the ace of spades; seat 2 holds spades and must follow."""
    return do(BID, exchanging(), "keep", "AS")[0]


def finished() -> WhistState:
    return play_first_legal(BID, auction(target=1))[0]


CASES: list[tuple[str, Callable[[], WhistState], int, Action]] = [
    ("whist-game-over", finished, 0, Pass()),
    ("whist-not-your-turn", auction, 2, MakeBid(Bid(1))),
    ("whist-wrong-phase", auction, 1, PlayCard(parse_card("AS"))),
    ("whist-wrong-phase", declaring_suit_bid, 1, MakeBid(Bid(2))),
    ("whist-wrong-phase", exchanging, 1, NameTrump(Suit.SPADES)),
    ("whist-wrong-phase", playing, 2, Exchange()),
    ("whist-dealer-must-bid", lambda: auction("pass", "pass", "pass"), 0, Pass()),
    ("whist-bid-out-of-range", auction, 1, MakeBid(Bid(8))),
    ("whist-bid-below-minimum", lambda: auction(min_bid=3), 1, MakeBid(Bid(2))),
    ("whist-bid-too-low", lambda: auction("3 downtown"), 2, MakeBid(Bid(3, BidKind.UPTOWN))),
    ("whist-choose-direction-instead", declaring_notrump, 1, NameTrump(Suit.SPADES)),
    ("whist-name-trump-instead", declaring_suit_bid, 1, ChooseDirection(Direction.DOWNTOWN)),
    ("whist-exchange-uneven", exchanging, 1, Exchange(cards("AS KS"), cards("2S"))),
    ("whist-card-named-twice", exchanging, 1, Exchange(cards("AS AS"), cards("2S 3S"))),
    ("cards-not-held", exchanging, 1, Exchange(cards("2C"), cards("2S"))),
    ("whist-card-not-in-kitty", exchanging, 1, Exchange(cards("AS"), cards("AH"))),
    ("cards-not-held", playing, 2, PlayCard(parse_card("KS"))),
    ("whist-must-follow", playing, 2, PlayCard(parse_card("2C"))),
]


@pytest.mark.parametrize(
    ("msg_id", "build", "seat", "action"), CASES, ids=[f"{c[0]}-{c[1].__name__}" for c in CASES]
)
def test_an_illegal_bid_whist_action_is_refused_by_its_catalog_id_and_changes_nothing(
    msg_id: str, build: Callable[[], WhistState], seat: int, action: Action
) -> None:
    state = build()
    before = BID.state_to_json(state)
    with pytest.raises(IllegalAction) as refusal:
        BID.apply(state, seat, action)
    assert refusal.value.msg.id == msg_id
    assert BID.state_to_json(state) == before
    assert action not in BID.legal_actions(state, seat)
