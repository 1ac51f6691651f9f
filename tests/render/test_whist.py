"""Text rendering and the cog helpers (labels, ids, menus) for Whist and Bid Whist."""

from __future__ import annotations

import dataclasses
import json
import random
import unicodedata
from typing import Any

import pytest

from bot.ai.whist import WhistAI
from bot.errors import IllegalAction
from bot.games.base import GameEvent
from bot.games.cards import parse_card, standard_deck
from bot.games.tricks import Play
from bot.games.whist.actions import Exchange, PlayCard, action_from_id, action_id
from bot.games.whist.bidding import Bid, BidKind
from bot.games.whist.events import (
    BidMade,
    DealScored,
    GameWon,
    KittyExchanged,
    Played,
    TrickWon,
)
from bot.games.whist.game import WhistRules
from bot.games.whist.options import Variant
from bot.games.whist.scoring import EndReason
from bot.games.whist.state import Phase, WhistState
from bot.i18n import Language, use_language
from bot.render import limits
from bot.render.cards import card_label
from bot.render.table_texts import tallies
from bot.render.whist import (
    action_from_menu,
    action_label,
    action_menu,
    hand_text,
    table_text,
    table_texts,
    team_name,
)
from bot.render.whist_events import event_line
from tests.games.whist.helpers import BID, CLASSIC, bid, cards, classic, do, seat_to_act
from tests.support.reading import as_read

NAMES = ["Alice", "Bob", "Carol", "Dave"]
LONG_NAMES = ["W" * 32, "X" * 40, "Y" * 32, "Z" * 32]
AI = WhistAI()


def ai_game(
    game: WhistRules, seed: int, **options: Any
) -> list[tuple[WhistState, list[GameEvent]]]:
    """Every (state, events) pair of an AI game, the events being those that led to it."""
    full = {**{spec.key: spec.default for spec in game.options}, **options}
    state: WhistState = game.new(full, 4, seed)
    steps: list[tuple[WhistState, list[GameEvent]]] = [(state, [])]
    while not game.is_over(state):
        seat = seat_to_act(game, state)
        legal = game.legal_actions(state, seat)
        state, events = game.apply(state, seat, AI.choose(game.view(state, seat), legal, seed))
        steps.append((state, events))
    return steps


@pytest.mark.parametrize(
    ("game", "options"),
    [(CLASSIC, {}), (CLASSIC, {"trump": "rotating", "cycle": 5}), (BID, {"kitty": "always"})],
)
def test_every_event_has_a_short_line(game, options) -> None:  # type: ignore[no-untyped-def]
    seen: set[type[GameEvent]] = set()
    for _, events in ai_game(game, 3, **options):
        for event in events:
            line = event_line(event, NAMES, game.variant)
            assert line is not None and 0 < len(line) < 400, event
            seen.add(type(event))
    assert {Played, TrickWon, DealScored, GameWon} <= seen


def test_event_lines_read_naturally() -> None:
    play = Play(2, (parse_card("AS"),))
    trick = TrickWon(number=5, winner=2, plays=(play,), books=(3, 2))
    assert as_read(event_line(trick, NAMES, Variant.BID) or "") == (
        "Trick 5 won by Carol with A♠ (books: Alice & Carol 3 · Bob & Dave 2)."
    )
    line = event_line(KittyExchanged(player=1, count=2), NAMES, Variant.BID)
    assert line == "Bob exchanges 2 cards with the kitty."
    forced = BidMade(player=3, bid=Bid(1, BidKind.DOWNTOWN), forced=True)
    assert "must bid" in (event_line(forced, NAMES, Variant.BID) or "")
    end = GameWon(winner=0, seats=(0, 2), scores=(0, -6), reason=EndReason.FLOOR)
    assert event_line(end, NAMES, Variant.BID) == (
        "Bob & Dave fall to −6: Alice & Carol win the game!"
    )
    assert event_line(GameEvent(), NAMES, Variant.BID) is None


@pytest.mark.parametrize("language", list(Language))
def test_a_won_tricks_count_parts_the_sides_as_the_tables_books_line(language: Language) -> None:
    """The trick line read "(tricks: alice & carol 10, bob & dave 3)" where the table reads
    "alice & carol 10 · bob & dave 3": both now part the sides with `` · `` and hold each
    side's names and count together (no-break spaces), in every language."""
    trick = TrickWon(number=5, winner=2, plays=(Play(2, (parse_card("AS"),)),), books=(10, 3))
    with use_language(language):
        line = event_line(trick, NAMES, Variant.CLASSIC) or ""
        sides = tallies([(team_name(NAMES, 0), 10), (team_name(NAMES, 1), 3)])
    assert sides in line, line


def test_classic_whist_counts_tricks_where_bid_whist_counts_books() -> None:
    """Books are Bid Whist's word: a classic table reads tricks, in its trick lines and on
    the table (the tricks each side has taken)."""
    trick = TrickWon(number=5, winner=2, plays=(Play(2, (parse_card("AS"),)),), books=(3, 2))
    assert as_read(event_line(trick, NAMES, Variant.CLASSIC) or "") == (
        "Trick 5 won by Carol with A♠ (tricks: Alice & Carol 3 · Bob & Dave 2)."
    )
    classic_state = ai_game(CLASSIC, 1)[8][0]
    bid_state = next(s for s, _ in ai_game(BID, 1) if s.phase is Phase.PLAY and s.tricks)
    classic_table = as_read(table_text(CLASSIC.view(classic_state, None), NAMES))
    bid_table = as_read(table_text(BID.view(bid_state, None), NAMES))
    assert "Tricks: Alice & Carol " in classic_table and "Books" not in classic_table
    assert "Books: Alice & Carol " in bid_table and "Tricks:" not in bid_table
    # the embed's title names the game ("Bid Whist — table #1"): its first line does not again
    assert classic_table.startswith("**Deal 1** · dealer ")
    assert bid_table.startswith("**Deal 1** · dealer ") and "Whist" not in bid_table


def test_table_text_never_shows_hidden_cards_and_fits_discord() -> None:
    for game, options in ((CLASSIC, {}), (BID, {}), (BID, {"kitty": "never"})):
        for state, _ in ai_game(game, 8, **options):
            text = table_text(game.view(state, None), LONG_NAMES)
            assert len(text) < 2000
            visible = set(state.played) | set(state.shown_kitty)
            if state.trick is not None:
                visible |= set(state.trick.cards())
            if state.turn_up is not None:
                visible.add(state.turn_up)
            hidden = {c for hand in state.hands for c in hand} | set(state.kitty)
            for card in hidden - visible:
                assert f" {card.label}" not in text, (card, text)


def test_table_text_counts_cards_in_hand_only_while_there_are_any() -> None:
    steps = ai_game(CLASSIC, 8)
    assert "Cards in hand: Alice 13" in as_read(table_text(CLASSIC.view(steps[0][0], None), NAMES))
    finished = table_text(CLASSIC.view(steps[-1][0], None), NAMES)
    assert "game is over" in finished and "Cards in hand" not in finished


def test_hand_text_groups_suits_with_trumps_first_and_marked() -> None:
    state = classic(3, {0: "2H 9H AS KS 5D QC JC TC 9C 8C 7C 6C 5C", 3: "4D"}, turn_up="4D")
    text = hand_text(CLASSIC.view(state, 0), NAMES)
    lines = text.splitlines()
    assert lines[0].endswith("— Trumps: ♦ diamonds (turned up: 4♦)")  # not "— Turned up: 4♦ —"
    assert lines[1] == "♦ **trumps**: 5♦"
    assert lines[2] == "♠ spades: A♠ K♠"
    assert lines[3] == "♥ hearts: 9♥ 2♥"
    assert "Your turn." in text
    assert hand_text(CLASSIC.view(state, None), NAMES) == "Spectators have no hand."


def test_hand_text_says_no_trumps_in_a_rotating_no_trump_deal() -> None:
    options = {spec.key: spec.default for spec in CLASSIC.options}
    state = CLASSIC.new({**options, "trump": "rotating", "cycle": 5, "target": 50}, 4, 2)
    state = dataclasses.replace(state, trump=None, deal_number=5)
    assert "No trumps" in hand_text(CLASSIC.view(state, 0), NAMES)
    assert "No trumps" in table_text(CLASSIC.view(state, None), NAMES)


def test_hand_text_shows_jokers_on_top_of_trumps_and_downtown_order() -> None:
    state = bid(0, {1: "BJ SJ AS 2S KS 3H KH AH 4D 5D 6C 7C"})
    state, _ = do(BID, state, "2 downtown", "pass", "pass", "pass", "trump S")
    text = hand_text(BID.view(state, 1), NAMES)
    assert "♠ **trumps**: Big Joker Small Joker A♠ 2♠ K♠" in text
    assert "♥ hearts: A♥ 3♥ K♥" in text
    assert "Kitty:" in text


def test_labels_are_short_and_ids_round_trip_for_every_legal_action() -> None:
    rng = random.Random(1)
    for game in (CLASSIC, BID):
        for state, _ in ai_game(game, 4):
            if game.is_over(state):
                continue
            seat = seat_to_act(game, state)
            view, legal = game.view(state, seat), game.legal_actions(state, seat)
            sample = [legal[rng.randrange(len(legal))] for _ in range(5)] + list(legal[:25])
            for action in sample:
                assert 0 < len(action_label(action, view)) <= limits.BUTTON_LABEL
                assert action_from_id(action_id(action)) == action
                assert len(action_id(action)) <= 100
            menu = action_menu(view, legal)
            assert len(menu.options) <= limits.SELECT_OPTIONS
            if state.phase is not Phase.EXCHANGE:
                assert len(menu.options) == len(legal)
                picked = action_from_menu(view, [menu.options[-1].id])
                assert picked == legal[-1]


def test_card_menu_offers_only_the_legal_cards() -> None:
    state = classic(3, {0: "TC", 1: "KC 2C 2S 3S"}, turn_up=None)
    state, _ = do(CLASSIC, state, "TC")
    view, legal = CLASSIC.view(state, 1), CLASSIC.legal_actions(state, 1)
    menu = action_menu(view, legal)
    assert [o.label for o in menu.options] == [action_label(a, view) for a in legal]
    assert all("♣" in o.label for o in menu.options)


def test_exchange_menu_picks_the_six_cards_for_the_kitty() -> None:
    state = bid(0, {1: "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S"}, "BJ SJ 2S 2H 3H 4H")
    state, _ = do(BID, state, "1", "pass", "pass", "pass", "trump S")
    view, legal = BID.view(state, 1), BID.legal_actions(state, 1)
    menu = action_menu(view, legal)
    assert (menu.min_values, menu.max_values, len(menu.options)) == (6, 6, 18)
    assert "Big Joker · kitty" in [o.label for o in menu.options]
    action = action_from_menu(view, ["3S", "4S", "2S", "2H", "3H", "4H"])
    assert action == Exchange(cards("4S 3S"), cards("BJ SJ"))
    assert action in legal

    with pytest.raises(IllegalAction, match="exactly 6"):
        action_from_menu(view, ["3S"])
    with pytest.raises(IllegalAction, match="neither"):
        action_from_menu(view, ["AH", "4S", "2S", "2H", "3H", "4H"])


def _columns(text: str) -> int:
    """How wide ``text`` shows: a CJK character two columns, a mark drawn over or under its
    letter (Hindi's े) none."""
    return sum(
        0
        if unicodedata.category(c) == "Mn"
        else 2
        if unicodedata.east_asian_width(c) in ("W", "F")
        else 1
        for c in text
    )


def _marked_in_a_word(labels: dict[str, str], named: dict[str, str], marked: set[str]) -> None:
    """The ``marked`` cards' labels are their names and `` · `` a word; the others' their
    names alone."""
    for code, label in labels.items():
        if code not in marked:
            assert label == named[code]
            continue
        mark = label.removeprefix(named[code])
        assert mark != label and len(label) <= limits.OPTION_LABEL, label
        assert mark.startswith(" · ") and 0 < _columns(mark[3:]) <= 6, label
        assert not any(c.isspace() or c in "()（）" for c in mark[3:]), label


@pytest.mark.parametrize("language", list(Language))
def test_kitty_and_trump_cards_are_marked_in_a_word_or_so_not_a_phrase(
    language: Language,
) -> None:
    """ "A♠ (from the kitty)" took a whole row of the menu on a phone: the mark is a word,
    and a trump's reads as the kitty's does ("5♦ · trump", not "5♦ (trump)")."""
    state = bid(0, {1: "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S"}, "BJ SJ 2S 2H 3H 4H")
    state, _ = do(BID, state, "1", "pass", "pass", "pass", "trump S")
    view, legal = BID.view(state, 1), BID.legal_actions(state, 1)
    trumps = classic(3, {0: "2H 9H AS KS 5D QC JC TC 9C 8C 7C 6C 5C", 3: "4D"}, turn_up="4D")
    lead, playable = CLASSIC.view(trumps, 0), CLASSIC.legal_actions(trumps, 0)
    with use_language(language):
        exchange, play = action_menu(view, legal), action_menu(lead, playable)
        named = {card.code: card_label(card) for card in (*view.hand, *view.kitty, *lead.hand)}
    kitty = {option.id: option.label for option in exchange.options}
    _marked_in_a_word(kitty, named, {"BJ", "SJ", "2S", "2H", "3H", "4H"})
    played = {action_from_id(option.id): option.label for option in play.options}
    cards_played = {a.card.code: label for a, label in played.items() if isinstance(a, PlayCard)}
    assert len(cards_played) == 13
    _marked_in_a_word(cards_played, named, {"5D"})


def test_bad_ids_are_refused_readably() -> None:
    for text in ("nonsense", "[]", '{"type":"fly"}', '{"type":"play","card":"ZZ"}'):
        with pytest.raises(IllegalAction):
            action_from_id(text)


def test_a_bid_label_says_how_many_books_it_promises_and_how_cards_rank() -> None:
    from bot.games.whist.actions import MakeBid
    from bot.games.whist.bidding import Bid, BidKind
    from bot.render.whist import action_label

    assert action_label(MakeBid(Bid(4))) == "Bid 4 uptown: 10 books, high cards win"
    assert (
        action_label(MakeBid(Bid(3, BidKind.DOWNTOWN))) == "Bid 3 downtown: 9 books, low cards win"
    )
    assert action_label(MakeBid(Bid(7, BidKind.NOTRUMP))) == "Bid 7 no-trump: 13 books, no trumps"


def test_the_kitty_holder_reads_a_shown_kitty_once_in_their_hand_view() -> None:
    """During the exchange the declarer read the kitty twice at 400 px: "Kitty: …" under their
    hand and "Kitty shown: …" in the embed below it, pushing the buttons off the screen. The
    embed is the table's, worded once for every reader: the hand's own line goes."""
    hands = {1: "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S"}
    for shown, line in (("always", False), ("never", True)):
        state = bid(0, hands, "BJ SJ 2S 2H 3H 4H", kitty=shown)
        state, _ = do(BID, state, "1", "pass", "pass", "pass", "trump S")
        holder = BID.view(state, 1)
        assert ("Kitty: " in hand_text(holder, NAMES)) is line
        assert ("Kitty shown: " in table_texts(holder, NAMES).hand) is not line


def test_a_cards_play_id_is_its_json_kept_by_the_cards_code() -> None:
    """A hand's menu names each card's play: its id is kept (issue #19), and is the JSON
    every other action's is, for every card of every variant's deck (jokers too)."""
    for card in standard_deck(jokers=True):
        written = json.dumps({"card": card.code, "type": "play"}, separators=(",", ":"))
        assert action_id(PlayCard(card)) == written
        assert action_id(PlayCard(card)) is action_id(PlayCard(card))  # kept, not written anew
        assert action_from_id(written) == PlayCard(card)
