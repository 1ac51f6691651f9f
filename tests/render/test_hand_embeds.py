"""The short embed under a hand view (Whist, Bid Whist, Shengji): only what a player needs to
choose a move, worded with the whole public table from the same lines."""

from __future__ import annotations

from bot.games.shengji import Declare
from bot.games.whist.state import WhistState
from bot.i18n import Language, use_language
from bot.render.shengji import table_texts as shengji_texts
from bot.render.whist import table_texts as whist_texts
from tests.games.shengji.helpers import GAME, cards, dealt, play, play_trick, start
from tests.games.whist.helpers import BID, CLASSIC, bid, classic, do, play_first_legal
from tests.support.reading import as_read

NAMES = ["Alice", "Bob", "Carol", "Dave"]
SHENGJI_NAMES = ["Ann", "Bo", "Cy", "Di"]
#: what the table message says that a hand view's embed leaves to it
WHIST_TABLE_ONLY = ("deal 1", "Score:", "Cards in hand", "Waiting for", "first book")
SHENGJI_TABLE_ONLY = ("Hand ", "Trumps", "(opponents)", "Starter:", "Turn:", "point cards")


def downtown_deal() -> WhistState:
    """Bob bids 2 downtown with spades trumps and keeps his hand; he leads 3♥."""
    state = bid(
        0,
        {1: "BJ SJ AS 2S KS 3H KH AH 4D 5D 6C 7C", 2: "2H 9H 8C", 3: "QH 7D", 0: "TH 8D"},
    )
    state, _ = do(BID, state, "2 downtown", "pass", "pass", "pass", "trump S", "keep", "3H")
    return state


def test_bid_whist_hand_embed_in_the_auction_shows_the_bids_so_far_and_nothing_else() -> None:
    state = bid(0, {})
    state, _ = do(BID, state, "4", "pass")
    texts = whist_texts(BID.view(state, None), NAMES)
    assert texts.hand == "Auction: Bob 4 uptown · Carol pass"
    assert "Auction: Bob 4 uptown · Carol pass" in texts.full and "Score:" in texts.full


def test_bid_whist_hand_embed_in_play_shows_contract_books_and_the_card_winning_the_trick() -> None:
    state = downtown_deal()
    state, _ = do(BID, state, "2H")  # downtown: the 2 beats the 3
    texts = whist_texts(BID.view(state, None), NAMES)
    assert as_read(texts.hand).splitlines() == [
        # it read "Contract: Bob: 2 downtown", then said nothing of the books it takes
        "Contract (Bob): 2 downtown, spades trumps — Bob & Dave need 8 books, Alice & Carol 6"
        " to set it",
        "Books: Alice & Carol 0 · Bob & Dave 1",  # the kitty is the bidders' first book
        "Trick 1: Bob 3♥ · Carol 2♥ (winning)",
    ]
    assert not any(word in texts.hand for word in WHIST_TABLE_ONLY)
    assert "Trick 1: Bob 3♥ · Carol 2♥ (winning)" in texts.full  # the table marks it too
    assert all(word in texts.full for word in ("Score:", "Cards in hand", "Waiting for **Dave**"))


def test_a_contract_says_the_books_each_side_needs_to_make_or_set_it() -> None:
    """The contract named the bid alone, so players counted six plus the bid in their heads
    and wondered whether the kitty was one of them. The table and every hand's embed (the
    bidders' and the defenders') now say both sides' targets, the kitty counted (rules B3,
    B7): 7 no-trump takes all 13 books, one book to the defenders sets it."""
    state, _ = do(BID, bid(3, {}), "7 notrump", "pass", "pass", "pass", "uptown")
    line = (
        "Contract (Alice): 7 no-trump, played uptown — Alice & Carol need 13 books,"
        " Bob & Dave 1 to set it"
    )
    assert line in whist_texts(BID.view(state, None), NAMES).full.splitlines()
    for seat in (0, 1):  # the declarer's hand, a defender's
        assert line in whist_texts(BID.view(state, seat), NAMES).hand.splitlines()
    state, _ = do(BID, bid(3, {}), "pass", "1", "pass", "pass")
    assert "Bob & Dave need 7 books, Alice & Carol 7 to set it" in (
        whist_texts(BID.view(state, 2), NAMES).hand
    )
    with use_language(Language.ZH_CN):
        hand = whist_texts(BID.view(state, 2), NAMES).hand
    assert "Bob 和 Dave 需要 7 墩，Alice 和 Carol 拿到 7 墩即可使定约失败" in hand


#: the kitty in each language's glossary (docs/glossary.md)
KITTY = {
    Language.EN: "kitty",
    Language.CY: "talon",
    Language.SW: "shimo",
    Language.HI: "किटी",
    Language.ZH_CN: "底牌",
    Language.ZH_TW: "底牌",
}


def test_the_contract_leaves_the_kitty_to_the_exchange_line_in_every_language() -> None:
    """The contract line said "(the kitty is one)" too, about 115 characters: two lines on a
    phone. The exchange line, just under it, says so once the kitty is the bidders' (their
    books count it from then): the contract line says only what each side needs."""
    state = downtown_deal()
    english = as_read(whist_texts(BID.view(state, None), NAMES).full)
    assert "Bob kept their hand; the kitty is their first book" in english
    assert "Books: Alice & Carol 0 · Bob & Dave 1" in english
    for language, kitty in KITTY.items():
        with use_language(language):
            texts = whist_texts(BID.view(state, None), NAMES)
        lines = texts.full.splitlines()
        contract = texts.hand.splitlines()[0]
        exchanged = lines[lines.index(contract) + 1]
        assert kitty not in contract.lower() and kitty in exchanged, (language, exchanged)


def test_the_exchange_line_says_kept_when_no_card_changed_hands() -> None:
    """A declarer who kept their hand read "Bob exchanged 0 cards" on the table while the
    play-by-play said "Bob keeps their hand": the table now says "kept" too, and still says
    how many cards moved when some did."""
    kept = downtown_deal()
    with use_language(Language.ZH_CN):
        chinese = as_read(whist_texts(BID.view(kept, None), NAMES).full)
    assert "Bob 保留了手牌；底牌算作叫牌方的第一墩" in chinese.splitlines()
    hands = {1: "BJ SJ AS 2S KS 3H KH AH 4D 5D 6C 7C", 2: "2H 9H 8C", 3: "QH 7D", 0: "TH 8D"}
    state = bid(0, hands, "2C 3C 4C 5C 9C TC")
    state, _ = do(BID, state, "2 downtown", "pass", "pass", "pass", "trump S")
    state, _ = do(BID, state, "give 6C 7C take 2C 3C")
    lines = as_read(whist_texts(BID.view(state, None), NAMES).full).splitlines()
    assert "Bob exchanged 2 cards; the kitty is their first book" in lines
    with use_language(Language.ZH_CN):
        lines = as_read(whist_texts(BID.view(state, None), NAMES).full).splitlines()
    assert "Bob 换了 2 张牌；底牌算作叫牌方的第一墩" in lines


def test_the_exchange_phase_says_the_kitty_will_be_the_bidders_first_book() -> None:
    """Before the exchange the table showed the contract, whose books count the kitty, and
    nothing said the kitty was one of them (the contract line stays short enough for a
    phone): the line saying whose exchange it is now says so."""
    state = bid(0, {1: "BJ SJ AS 2S KS 3H KH AH 4D 5D 6C 7C"})
    state, _ = do(BID, state, "2 downtown", "pass", "pass", "pass", "trump S")
    english = as_read(whist_texts(BID.view(state, None), NAMES).full).splitlines()
    assert english[-1] == (
        "Waiting for **Bob** to exchange with the kitty, which becomes their first book."
    )
    with use_language(Language.CY):
        welsh = as_read(whist_texts(BID.view(state, None), NAMES).full).splitlines()
    assert welsh[-1] == "Yn aros i **Bob** gyfnewid â'r talon, sy'n cyfrif fel eu tric cyntaf."


def test_whist_hand_embed_between_tricks_shows_the_last_trick_and_who_won_it() -> None:
    state, _ = do(BID, downtown_deal(), "2H", "QH", "TH")
    hand = whist_texts(BID.view(state, None), NAMES).hand
    assert as_read(hand).splitlines()[1:] == [
        "Books: Alice & Carol 1 · Bob & Dave 1",
        "Last trick (Carol won): Bob 3♥ · Carol 2♥ · Dave Q♥ · Alice 10♥",
    ]


def test_classic_whist_hand_embed_leaves_the_trump_to_the_hands_own_head_line() -> None:
    state = classic(3, {3: "4D"}, turn_up="4D")
    assert as_read(whist_texts(CLASSIC.view(state, None), NAMES).hand) == (
        "Tricks: Alice & Carol 0 · Bob & Dave 0"
    )


def test_whist_hand_embed_at_the_games_end_says_who_won() -> None:
    state, _ = play_first_legal(CLASSIC, classic(3, {}, target=1))
    texts = whist_texts(CLASSIC.view(state, None), NAMES)
    assert texts.hand.endswith("win.") and texts.full.endswith(texts.hand.splitlines()[-1])


def test_shengji_hand_embed_while_dealing_shows_cards_dealt_and_the_declaration_so_far() -> None:
    state = dealt({}, {1: "2D"})
    state, _ = GAME.apply(state, 1, Declare(cards("2D")))
    texts = shengji_texts(GAME.view(state, None), SHENGJI_NAMES)
    assert texts.hand == "Dealing: 100/100 cards\nDeclaration: Bo shows a single 2♦"
    assert "level" in texts.full and "level" not in texts.hand


def test_shengji_hand_embed_in_play_shows_declarers_points_and_the_winning_play_only() -> None:
    state = start(["AS 3C", "KS 3C", "3S 3C", "4S 3C"], trump="H", level=5)
    state, _ = play(state, 0, "AS")
    texts = shengji_texts(GAME.view(state, None), SHENGJI_NAMES)
    assert texts.hand.splitlines() == [
        "Ann & Cy: level 5 (declarers)",
        "Opponents' points: 0 (need 80)",
        "Trick 1:",
        "  Ann: A♠ ← winning",
    ]
    assert not any(word in texts.hand for word in SHENGJI_TABLE_ONLY)
    assert all(word in texts.full for word in SHENGJI_TABLE_ONLY[:5])


def test_shengji_hand_embed_between_tricks_shows_the_last_trick_and_who_won_it() -> None:
    state = start(["AS 3C", "KS 3C", "3S 3C", "4S 3C"], trump="H", level=5)
    state, _ = play_trick(state, 0, "AS", "KS", "3S", "4S")
    hand = shengji_texts(GAME.view(state, None), SHENGJI_NAMES).hand
    assert (
        hand.splitlines()[-1]
        == "Last trick (won by Ann, 10 points): Ann A♠ · Bo K♠ · Cy 3♠ · Di 4♠"
    )
    assert "Trick 2" not in hand
