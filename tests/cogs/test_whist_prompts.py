"""What the Whist hand view asks for, and why its menu holds only some of the hand."""

from __future__ import annotations

import pytest

from bot.errors import PlayerError
from bot.games.cards import Suit
from bot.games.whist import (
    Bid,
    BidKind,
    ChooseDirection,
    Direction,
    Exchange,
    MakeBid,
    NameTrump,
    Pass,
    Phase,
    PlayCard,
    WhistState,
)
from bot.i18n import Language, t, use_language, word
from bot.ui.frontends.whist import WhistFrontend
from tests.cogs.test_whist import SEED, hand_context
from tests.cogs.whist_support import BID_WHIST, WHIST
from tests.games.whist.helpers import BID, bid, do


def test_a_player_who_must_follow_suit_is_told_which_suit() -> None:
    """The menu leaves out the cards that may not be played; the prompt says why, before a
    typed card is refused for it."""
    frontend = WhistFrontend(WHIST)
    state = WHIST.new({}, 4, SEED)
    told = {"follow": 0, "free": 0}
    while not WHIST.is_over(state) and min(told.values()) == 0:
        (seat,) = WHIST.to_act(state)
        legal = WHIST.legal_actions(state, seat)
        ctx = hand_context(WHIST, state, seat)
        with use_language(Language("en")):
            content = frontend.hand_message(ctx).content or ""
        if all(isinstance(a, PlayCard) for a in legal):
            view = ctx.view
            lead = view.trick.lead if view.trick is not None else None
            if lead is not None and len(legal) < len(view.hand):
                suit = lead.cards[0].suit
                assert suit is not None and f"you must follow {suit.title}" in content
                told["follow"] += 1
            else:
                assert "you must follow" not in content
                told["free"] += 1
        state, _ = WHIST.apply(state, seat, legal[0])
    assert min(told.values()) > 0


def test_a_joker_held_or_led_is_a_trump_to_follow_with() -> None:
    """Spades trump, J♠ led: a hand with the Small Joker, K♠ 3♠ 2♠ must follow spades (the
    joker is one); the prompt said nothing while the menu held only those."""
    frontend = WhistFrontend(BID)
    state = bid(3, {0: "JS 4H 5H 6H 7H 8H 9H TH 4D 5D 6D 7D", 1: "SJ KS 3S 2S 2H 3H"})
    state, _ = do(BID, state, "1", "pass", "pass", "pass", "trump S", "keep", "JS")
    assert state.order.trump is Suit.SPADES
    content = frontend.hand_message(hand_context(BID, state, 1)).content or ""
    assert "you must follow spades" in content


def test_a_card_typed_wrong_names_the_jokers_only_where_the_game_has_them() -> None:
    """Classic Whist has no jokers, yet its "can't read that card" named SJ / BJ."""
    state = WHIST.new({}, 4, SEED)
    (first,) = WHIST.to_act(state)
    classic = hand_context(WHIST, state, first)
    with pytest.raises(PlayerError) as refused:
        WhistFrontend(WHIST).parse_text(classic, "10x")
    assert "like TH, 10h, ♥10, AS." in word(refused.value)
    state, _ = do(BID, bid(3, {}), "1", "pass", "pass", "pass", "trump S", "keep")
    with pytest.raises(PlayerError) as refused:
        WhistFrontend(BID).parse_text(hand_context(BID, state, 0), "10x")
    assert "AS, or SJ / BJ for the jokers." in word(refused.value)


def footer_example(frontend: WhistFrontend, state: WhistState) -> str:
    """The move the public table message tells everyone they may type."""
    table = hand_context(frontend.rules, state, 0).table
    embed = frontend.table_message(table, frontend.rules.view(state, None)).embed
    assert embed is not None and embed.footer.text is not None
    return embed.footer.text.split('/play cards:"', 1)[1].split('"', 1)[0]


@pytest.mark.parametrize("language", list(Language))
def test_the_table_footer_offers_a_typed_move_the_table_waits_for(language: Language) -> None:
    """Bid Whist's table said type /play cards:"AS" while it waited for a bid, a trump or
    the kitty, which refuses a card; its example now reads as a legal move in each phase."""
    frontend = WhistFrontend(BID)
    state = bid(3, {})
    kinds = []
    for moves in ((), ("2 notrump", "pass", "pass", "pass"), ("uptown",), ("keep",)):
        state, _ = do(BID, state, *moves)
        (seat,) = BID.to_act(state)
        ctx = hand_context(BID, state, seat)
        with use_language(language):  # the reader types the example as shown to them
            typed = footer_example(frontend, state)
            if state.phase is Phase.PLAY:
                assert typed == "AS"
                continue
            if state.phase is Phase.EXCHANGE:  # the reader's own word, not English `keep`
                assert language is Language.EN or typed != "keep"
            action = frontend.parse_text(ctx, typed)
        assert action in ctx.legal
        kinds.append(type(action).__name__)
    assert kinds == ["MakeBid", "ChooseDirection", "Exchange"]
    state, _ = do(BID, bid(3, {}), "1", "pass", "pass", "pass")
    with use_language(language):
        typed = footer_example(frontend, state)
        assert frontend.parse_text(hand_context(BID, state, 0), typed) == NameTrump(Suit.HEARTS)
    assert footer_example(WhistFrontend(WHIST), WHIST.new({}, 4, SEED)) == "AS"


def test_a_typed_move_refused_is_quoted_as_typed_with_one_set_of_examples() -> None:
    state = WHIST.new({}, 4, SEED)
    (first,) = WHIST.to_act(state)
    with pytest.raises(PlayerError) as refused:
        WhistFrontend(WHIST).parse_text(hand_context(WHIST, state, first), "Banana")
    assert word(refused.value) == (
        "I can't read 'Banana' as a card. Write the rank and the suit, like TH, 10h, ♥10, AS."
    )
    auction = bid(3, {})
    with pytest.raises(PlayerError) as refused:
        WhistFrontend(BID).parse_text(hand_context(BID, auction, 0), "AS  KS")
    assert word(refused.value).startswith("I can't read 'AS KS' as a bid. Type a bid like `4`")


@pytest.mark.parametrize("language", list(Language))
def test_keeping_the_hand_at_the_kitty_is_read_in_the_readers_words(language: Language) -> None:
    """`/play keep` was read in English only, while the button says "Cadw fy llaw", "保留手牌"
    …: the hint's word for it and the buttons' labels are read in each language, and English
    `keep` still is everywhere."""
    frontend = WhistFrontend(BID)
    state, _ = do(BID, bid(3, {}), "1", "pass", "pass", "pass", "trump S")
    ctx = hand_context(BID, state, 0)
    with use_language(language):
        hinted = t("whist-hint-exchange").split("`")[1::2]
        typed = [hinted[1], t("whist-button-keep"), t("whist-label-keep-hand"), "keep", "KEEP"]
        read = [frontend.parse_text(ctx, words) for words in typed]
    assert language is Language.EN or hinted[1] != "keep"
    assert read == [Exchange()] * len(typed)


def waiting_for_a_bid_a_trump_and_a_direction() -> tuple[WhistState, WhistState, WhistState]:
    """Bid Whist with seat 0 to bid; then to name trumps after winning with 4; then to choose
    the direction after winning with 4 no-trump."""
    auction = BID_WHIST.new({"dealer": 4}, 4, SEED)
    trumps, notrump = (
        do(BID_WHIST, auction, opening, "pass", "pass", "pass")[0] for opening in ("4", "4 notrump")
    )
    return auction, trumps, notrump


@pytest.mark.parametrize("language", list(Language))
def test_the_tables_footer_offers_a_move_in_the_readers_words_that_play_reads(
    language: Language,
) -> None:
    """A Welsh table offered `/play cards:"4 uptown"` (and `hearts`) though /play reads `4 i
    fyny` and `calonnau` and the Welsh hints teach them: each language's footer now offers
    its own words, and /play takes them for the move the table waits for."""
    frontend = WhistFrontend(BID_WHIST)
    auction, trumps, notrump = waiting_for_a_bid_a_trump_and_a_direction()
    read = []
    with use_language(language):
        for state in (auction, trumps, notrump):
            ctx = hand_context(BID_WHIST, state, 0)
            embed = frontend.table_message(ctx.table, BID_WHIST.view(state, None)).embed
            assert embed is not None and embed.footer.text is not None
            typed = embed.footer.text.split('/play cards:"', 1)[1].split('"', 1)[0]
            assert language is Language.EN or not {"uptown", "hearts"} & set(typed.split())
            read.append(frontend.parse_text(ctx, typed))
    assert read == [MakeBid(Bid(4)), NameTrump(Suit.HEARTS), ChooseDirection(Direction.UPTOWN)]


@pytest.mark.parametrize("language", list(Language))
def test_every_move_a_hint_teaches_is_read_by_play(language: Language) -> None:
    """The Chinese and Hindi hints taught English `4 downtown` and `uptown` where the footer
    offers the reader's own words: each example in backticks is read, in its own language."""
    frontend = WhistFrontend(BID_WHIST)
    auction, trumps, notrump = waiting_for_a_bid_a_trump_and_a_direction()
    with use_language(language):
        bids = t("whist-hint-auction").split("`")[1::2]
        declarations = t("whist-hint-declare").split("`")[1::2]
        read = [frontend.parse_text(hand_context(BID_WHIST, auction, 0), b) for b in bids]
        suits, directions = declarations[:3], declarations[3:]
        read += [frontend.parse_text(hand_context(BID_WHIST, trumps, 0), s) for s in suits]
        read += [frontend.parse_text(hand_context(BID_WHIST, notrump, 0), d) for d in directions]
    english = {"uptown", "downtown", "no-trump", "pass", "hearts"}
    assert language is Language.EN or not english & {*" ".join(bids + declarations).split()}
    assert read == [
        *(MakeBid(Bid(4, kind)) for kind in BidKind),
        Pass(),
        *[NameTrump(Suit.HEARTS)] * 3,
        ChooseDirection(Direction.UPTOWN),
        ChooseDirection(Direction.DOWNTOWN),
    ]
