"""The words around a typed move: English everywhere, the reader's own words too."""

from __future__ import annotations

import pytest

from bot.games.cards import Suit, parse_cards, suit_from_word
from bot.i18n import Language, use_language, word
from bot.msg import msg
from bot.ui.typed_words import with_hint, without_word

PLAY = ("cards-typed-play", "shengji-typed-bury")


@pytest.mark.parametrize(
    ("language", "typed"),
    [
        (Language.EN, "play TH TH"),
        (Language.EN, "Bury TH TH"),
        (Language.ZH_CN, "出 TH TH"),
        (Language.ZH_CN, "出TH TH"),
        (Language.ZH_TW, "扣底 TH TH"),
        (Language.SW, "cheza TH TH"),
        (Language.SW, "zika TH TH"),
        (Language.CY, "Chwarae TH TH"),
        (Language.CY, "claddu TH TH"),
        (Language.HI, "TH TH चलें"),
        (Language.HI, "दबाएँ TH TH"),
        (Language.HI, "play TH TH"),  # English is understood in every language
    ],
)
def test_a_local_word_before_or_after_the_cards_is_left_out(language: Language, typed: str) -> None:
    with use_language(language):
        assert parse_cards(without_word(typed, *PLAY)) == parse_cards("TH TH")


def test_a_latin_word_needs_a_space_so_cards_stay_cards() -> None:
    with use_language(Language.SW):
        assert without_word("TH", *PLAY) == "TH"
        assert without_word("chezaTH", *PLAY) == "chezaTH"  # not a word and a card: refused later
    assert without_word("QS", "cards-typed-play") == "QS"


@pytest.mark.parametrize(
    ("language", "typed", "suit"),
    [
        (Language.EN, "trumps hearts", Suit.HEARTS),
        (Language.EN, "hearts trumps", Suit.HEARTS),
        (Language.ZH_CN, "主 红桃", Suit.HEARTS),
        (Language.SW, "turufu kopa", Suit.HEARTS),
        (Language.CY, "trwmp calonnau", Suit.HEARTS),
        (Language.HI, "तुरुप पान", Suit.HEARTS),
    ],
)
def test_a_trump_word_around_a_suit_is_left_out(language: Language, typed: str, suit: Suit) -> None:
    with use_language(language):
        assert suit_from_word(without_word(typed, "cards-typed-trump")) is suit


def test_a_refusal_that_shows_the_notation_is_not_followed_by_a_hint_saying_it_again() -> None:
    """An unreadable card said "Write … like TH, 10h, ♥10, AS. Type one card, like `AS`, `10h`
    or `♥Q`.": the examples twice on a phone's narrow reply."""
    hint = msg("whist-hint-play")
    unread = msg("cards-unknown-card", text="banana", jokers="")
    assert with_hint(unread, "whist-refusal-hint", hint) is unread
    one = msg("whist-one-card")
    shown = word(with_hint(one, "whist-refusal-hint", hint))
    assert shown == "Play one card at a time. Type one card, like `AS`, `10h` or `♥Q`."
    assert with_hint(one, "shengji-refusal-with-hint", "") is one  # no hint, no trailing space
