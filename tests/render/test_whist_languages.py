"""A whole Whist and Bid Whist game rendered in every language: nothing English leaks, and
everything fits Discord's limits (some languages are longer)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pytest

from bot.ai.whist import WhistAI
from bot.games.cards import BIG_JOKER, SMALL_JOKER
from bot.games.whist.game import WhistRules
from bot.games.whist.state import WhistState
from bot.i18n import Language, use_language, word
from bot.msg import name_seats
from bot.render.cards import card_label
from bot.render.whist import (
    action_label,
    action_menu,
    hand_text,
    table_text,
    team_name,
)
from bot.render.whist_events import event_line
from tests.games.whist.helpers import BID, CLASSIC, bid, classic, seat_to_act
from tests.support.languages import english_leaks

NAMES = ["Amani", "Bryn", "Chen", "Devi"]
OTHERS = [language for language in Language if language is not Language.EN]
AI = WhistAI()
#: what reads the same in every language: names, card notation, numbers, signs and emoji
_NEUTRAL = re.compile(r"(Amani|Bryn|Chen|Devi|\b(?:10|[2-9JQKA])[♠♥♦♣]|[^A-Za-z])")


def _texts(game: WhistRules, state: WhistState) -> Iterator[Callable[[], str]]:
    """Every text the render module makes of ``state``, each as a call to word again in
    another language."""
    yield lambda: table_text(game.view(state, None), NAMES)
    for seat in range(4):
        view = game.view(state, seat)
        yield lambda view=view: hand_text(view, NAMES)  # type: ignore[misc]
    if game.is_over(state):
        return
    seat = seat_to_act(game, state)
    view, legal = game.view(state, seat), game.legal_actions(state, seat)
    yield lambda: action_menu(view, legal).placeholder
    for action in list(legal[:25]):
        yield lambda action=action: action_label(action, view)  # type: ignore[misc]


def _whole_game(game: WhistRules, state: WhistState) -> Iterator[Callable[[], str]]:
    """The texts of every step of a game played out by the AI from ``state``."""
    for event in game.opening_events(state):
        yield lambda event=event: event_line(event, NAMES, game.variant) or ""  # type: ignore[misc]
    while True:
        yield from _texts(game, state)
        if game.is_over(state):
            return
        seat = seat_to_act(game, state)
        action = AI.choose(game.view(state, seat), game.legal_actions(state, seat), 5)
        state, events = game.apply(state, seat, action)
        for event in events:
            yield lambda event=event: event_line(event, NAMES, game.variant) or ""  # type: ignore[misc]


def _classic() -> WhistState:
    hands = {0: "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S", 3: "AH"}
    return classic(3, hands, turn_up="AH", target=1)


def _bid_whist() -> WhistState:
    return bid(0, {1: "BJ SJ AS 2S KS 3H KH AH 4D 5D 6C 7C"}, "2C 3C 4C 5H 6H 7H", target=1)


def _only_neutral(text: str) -> bool:
    return not re.search(r"[A-Za-z]{2,}", _NEUTRAL.sub(" ", text))


@pytest.mark.parametrize("language", OTHERS, ids=str)
@pytest.mark.parametrize("start", [_classic, _bid_whist], ids=["whist", "bidwhist"])
def test_a_whole_game_reads_in_the_tables_language(
    start: Callable[[], WhistState], language: Language
) -> None:
    game = CLASSIC if start is _classic else BID
    count = 0
    for render in _whole_game(game, start()):
        english = render()
        with use_language(language):
            theirs = render()
        count += 1
        assert english_leaks(theirs, language) == [], theirs
        assert theirs != english or _only_neutral(english), theirs
        assert len(theirs) <= 4000
    assert count > 100


@pytest.mark.parametrize("language", OTHERS, ids=str)
def test_labels_and_placeholders_fit_discord_in_every_language(language: Language) -> None:
    for start, game in ((_classic, CLASSIC), (_bid_whist, BID)):
        state = start()
        while not game.is_over(state):
            seat = seat_to_act(game, state)
            view, legal = game.view(state, seat), game.legal_actions(state, seat)
            with use_language(language):
                menu = action_menu(view, legal)
                labels = [action_label(action, view) for action in list(legal[:25])]
            assert len(menu.placeholder) <= 150 and all(len(o.label) <= 100 for o in menu.options)
            assert all(0 < len(label) <= 100 for label in labels), labels
            state, _ = game.apply(state, seat, AI.choose(view, legal, 2))


def test_jokers_are_named_in_the_readers_language() -> None:
    with use_language(Language.ZH_CN):
        assert (card_label(BIG_JOKER), card_label(SMALL_JOKER)) == ("大王", "小王")
    with use_language(Language.HI):
        assert card_label(BIG_JOKER) == "बड़ा जोकर"
    assert card_label(SMALL_JOKER) == "Small Joker"


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("4 低", "4 downtown"),
        ("3 无将", "3 no-trump"),
        ("2 chini", "2 downtown"),
        ("5 heb drwmp", "5 no-trump"),
        ("1 अपटाउन", "1 uptown"),
    ],
)
def test_a_bid_may_be_typed_in_the_tables_words(typed: str, read: str) -> None:
    from bot.games.whist.actions import MakeBid
    from bot.i18n import word
    from bot.ui.frontends.whist import _parse_call

    call = _parse_call(typed)
    assert isinstance(call, MakeBid) and word(call.bid.words) == read
    assert _parse_call("不叫") == _parse_call("पास") == _parse_call("pass")


@pytest.mark.parametrize(("language", "typed"), [("sw", "pita"), ("cy", "pasio"), ("sw", "napita")])
def test_pass_may_be_typed_as_the_readers_pass_button_and_hint_say_it(
    language: str, typed: str
) -> None:
    from bot.games.whist.actions import Pass
    from bot.i18n import Language, t, use_language
    from bot.ui.frontends.whist import _parse_call

    with use_language(Language(language)):
        assert _parse_call(typed) == Pass()
        assert f"`{typed}`" in t("whist-hint-auction") or typed == "napita"


def test_partners_are_one_side_in_the_readers_words() -> None:
    """ "1 & 3" and "Amani & Chen" were joined in code, in English, in every language."""
    game, state = CLASSIC, _classic()
    while not game.is_over(state):
        seat = seat_to_act(game, state)
        action = AI.choose(game.view(state, seat), game.legal_actions(state, seat), 5)
        state, _ = game.apply(state, seat, action)
    summary = name_seats(game.result(state).summary, NAMES)
    with use_language(Language.ZH_CN):
        assert team_name(NAMES, 0) == "Amani 和 Chen"
        assert word(summary).startswith("Bryn 和 Devi 获胜")
    assert word(summary).startswith("Bryn & Devi win")
