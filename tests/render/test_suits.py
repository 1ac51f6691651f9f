"""Suit colours readable in both Discord themes, and a card worded for its reader."""

from __future__ import annotations

import gc
import io
import random
import re
import unicodedata

import pytest
from PIL import Image

from bot.games.cards import Suit, parse_card, parse_cards
from bot.i18n import Language, use_language
from bot.render.shengji import play_label
from bot.render.suits import (
    COLOUR_STYLES,
    DISCORD_DARK,
    DISCORD_LIGHT,
    MIN_CONTRAST,
    SUIT_COLOURS,
    WORD_JOINER,
    CardFaces,
    CardStyle,
    _one_suit,
    card_face,
    contrast_ratio,
    emoji_colours,
    join_ranks,
    suit_emoji_png,
    use_card_faces,
)

#: application emoji ids are 19-digit snowflakes
EMOJI = {name: 1_234_567_890_123_456_780 + n for n, name in enumerate(emoji_colours())}


def test_wcag_contrast_is_computed_as_the_standard_says() -> None:
    assert contrast_ratio((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert contrast_ratio((0x77, 0x77, 0x77), (255, 255, 255)) == pytest.approx(4.48, abs=0.01)


@pytest.mark.parametrize("style", COLOUR_STYLES)
def test_every_suit_colour_stands_out_on_the_dark_and_the_light_theme(style: CardStyle) -> None:
    for suit, colour in SUIT_COLOURS[style].items():
        for ground in (DISCORD_DARK, DISCORD_LIGHT):
            assert contrast_ratio(colour, ground) >= MIN_CONTRAST, (style, suit, ground)


def test_two_colours_pair_the_suits_and_four_colours_tell_each_apart() -> None:
    two, four = SUIT_COLOURS[CardStyle.TWO_COLOUR], SUIT_COLOURS[CardStyle.FOUR_COLOUR]
    assert two[Suit.HEARTS] == two[Suit.DIAMONDS] and two[Suit.SPADES] == two[Suit.CLUBS]
    assert two[Suit.HEARTS] != two[Suit.SPADES]
    assert len(set(four.values())) == 4


def test_the_emoji_pictures_are_drawn_in_their_suits_colour() -> None:
    assert len(emoji_colours()) == 6  # diamonds and clubs differ in four colours
    for suit, colour in emoji_colours().values():
        image = Image.open(io.BytesIO(suit_emoji_png(suit, colour))).convert("RGBA")
        assert image.size == (128, 128)
        raw = image.tobytes()
        pixels = [tuple(raw[i : i + 4]) for i in range(0, len(raw), 4)]
        inked = [p[:3] for p in pixels if p[3] == 255]
        assert len(inked) > 128 * 128 // 5 and set(inked) == {colour}


def test_a_card_reads_with_the_readers_suit_emoji_or_plain_unicode() -> None:
    ten = parse_card("TD")
    assert card_face(ten) == "10♦"
    with use_card_faces(CardFaces(CardStyle.FOUR_COLOUR, EMOJI)):
        assert card_face(ten) == f"10{WORD_JOINER}<:diamonds_blue:{EMOJI['diamonds_blue']}>"
    with use_card_faces(CardFaces(CardStyle.TWO_COLOUR, EMOJI)):
        assert card_face(ten) == f"10{WORD_JOINER}<:diamonds:{EMOJI['diamonds']}>"
    assert card_face(ten) == "10♦"


def test_dressing_a_text_keeps_it_within_discords_limit() -> None:
    faces = CardFaces(CardStyle.TWO_COLOUR, EMOJI)
    spade = f"{WORD_JOINER}<:spades:{EMOJI['spades']}>"  # a rank and its suit never split
    assert faces.dress("♠ spades: A♠ K♠", 2000) == f"{spade} spades: A{spade} K{spade}"
    long = "A♠ " * 100
    assert faces.dress(long, 2000) == long  # dressed, it would pass 2000 characters
    # no emoji: the suit stays Unicode, joined to its rank
    assert CardFaces().dress("A♠", 2000) == f"A{WORD_JOINER}♠"


def test_in_unicode_a_rank_is_joined_to_its_suit_so_a_phone_cannot_wrap_between_them() -> None:
    """``card_suits = "unicode"`` (no emoji): ``10`` at a line's end and ``♥`` at the next's
    start was possible; a word joiner (silent, no width) between them forbids that break."""
    faces = CardFaces(CardStyle.FOUR_COLOUR)  # the bot has no emoji
    text = "Trumps: ♥ hearts. You hold 10♥ A♠ QD, led: K♣️"
    dressed = faces.dress(text, 2000)
    assert dressed == (
        f"Trumps: ♥ hearts. You hold 10{WORD_JOINER}♥ A{WORD_JOINER}♠ QD, led: K{WORD_JOINER}♣️"
    )
    assert faces.dress(dressed, 2000) == dressed  # joining twice changes nothing
    assert join_ranks("no cards here") == "no cards here"
    assert faces.dress("A♠ " * 700, 2000) == "A♠ " * 700  # joined, it would pass the limit
    # a rank and its suit stay apart from their neighbours: the joiner is only between them
    assert dressed.replace(WORD_JOINER, "") == text


def test_a_joiner_goes_between_each_rank_and_its_suit_and_nowhere_else() -> None:
    """As the one regular expression that did it said (a lookbehind tried at every character:
    twice the time; issue #19), over texts of ranks, suits, joiners, emoji selectors and
    other letters in any order."""
    between = re.compile("(?<=[0-9JQKA])(?=[♠♥♦♣])")
    pick = random.Random(19)
    letters = "0123456789JQKAa ♠♥♦♣\ufe0f" + WORD_JOINER
    for length in [*range(8), *[40] * 2000]:
        text = "".join(pick.choice(letters) for _ in range(length))
        assert join_ranks(text) == between.sub(WORD_JOINER, text), repr(text)


def test_plain_text_keeps_suits_in_the_text_and_the_labels_with_no_emoji_anywhere() -> None:
    faces = CardFaces(CardStyle.TEXT, EMOJI)  # even when the bot has its emoji
    dressed = faces.dress("♠ spades: A♠ K♥️ 10♦", 2000)
    assert dressed == f"♠ spades: A{WORD_JOINER}♠ K{WORD_JOINER}♥ 10{WORD_JOINER}♦"
    assert "<:" not in dressed
    assert faces.label_and_emoji("10♥ 10♥ 9♥ 9♥") == (
        f"10{WORD_JOINER}♥ 10{WORD_JOINER}♥ 9{WORD_JOINER}♥ 9{WORD_JOINER}♥",
        None,
    )
    assert faces.label_and_emoji("Trumps: ♥ hearts") == ("Trumps: ♥ hearts", None)
    assert faces.label_and_emoji("Pass") == ("Pass", None)
    long = "10♥ " * 20  # 80 characters: joined, it would pass a button's label limit
    assert faces.label_and_emoji(long, limit=80) == (long, None)
    assert faces.slot(Suit.HEARTS) is None and faces.emoji_markup(Suit.HEARTS) is None
    with use_card_faces(faces):
        assert card_face(parse_card("TD")) == "10♦"


def test_plain_text_has_nothing_invisible_but_the_silent_word_joiner() -> None:
    """No emoji variation selector (``♥️`` may be read "red heart", ``♥`` is "heart suit"),
    no other format character a screen reader might spell out."""
    faces = CardFaces(CardStyle.TEXT, EMOJI)
    dressed = faces.dress("Led: K♣️ · Q♥️ ♦️ diamonds", 2000)
    invisible = {c for c in dressed if unicodedata.category(c) in ("Cf", "Mn")}
    assert invisible == {WORD_JOINER} and "\ufe0f" not in dressed


def test_a_label_of_one_suit_moves_its_suit_into_the_emoji_slot() -> None:
    faces = CardFaces(CardStyle.FOUR_COLOUR, EMOJI)
    hearts = f"<:hearts:{EMOJI['hearts']}>"
    assert faces.label_and_emoji("10♥") == ("10", hearts)
    assert faces.label_and_emoji("10♥ 10♥ 9♥ 9♥") == ("10 10 9 9", hearts)
    assert faces.label_and_emoji("Trumps: ♥ hearts") == ("Trumps: hearts", hearts)
    assert faces.label_and_emoji("A♠ + K♥") == ("A♠ + K♥", None)
    assert faces.label_and_emoji("Pass") == ("Pass", None)
    assert CardFaces().label_and_emoji("10♥") == ("10", "♥️")


def test_the_remembered_suits_of_labels_are_not_walked_by_the_garbage_collector() -> None:
    """Thousands of labels are remembered: as plain strings, no collection walks them."""
    answer = _one_suit("10♥")
    gc.collect()
    assert answer == ("10", "H")
    assert not gc.is_tracked(answer)


@pytest.mark.parametrize("language", list(Language))
@pytest.mark.parametrize("style", list(CardStyle))
def test_a_play_with_a_joker_keeps_its_suits_in_the_label_like_its_neighbours(
    language: Language, style: CardStyle
) -> None:
    """A quick play of a joker and diamonds names no one suit: "♦ Play Big Joker 6 5 4" in
    the emoji slot made the joker a diamond too, beside "Play K♠ 6♦ 5♦ 4♦"."""
    faces = CardFaces(style, EMOJI)
    with use_language(language):
        joker = play_label(parse_cards("BJ 6D 5D 4D"))
        neighbour = play_label(parse_cards("KS 6D 5D 4D"))
        lone_joker = play_label(parse_cards("SJ"))
    dressed, slot = faces.label_and_emoji(joker)
    assert slot is None and faces.label_and_emoji(neighbour)[1] is None
    assert dressed.replace(WORD_JOINER, "") == joker
    assert faces.label_and_emoji(lone_joker) == (lone_joker, None)


@pytest.mark.parametrize("style", list(CardStyle))
def test_one_readers_faces_give_each_suit_its_own_slot_however_often_asked(
    style: CardStyle,
) -> None:
    """A reader's faces are shared by their views and keep each suit's slot once worked
    out: every label still gets its own suit's, as freshly made faces give it."""
    emoji = {name: n for n, name in enumerate(emoji_colours(), start=1)}
    shared = CardFaces(style, emoji)
    for label in ("A♥", "K♠", "10♥ 9♥", "Play 5♦", "A♣", "A♥ K♠", "Pass", "K♠"):
        assert shared.label_and_emoji(label) == CardFaces(style, emoji).label_and_emoji(label)
    assert shared == CardFaces(style, emoji)  # what it kept is no part of what it is


def test_faces_key_their_emoji_once() -> None:
    """What a hand view is drawn from holds the emoji (``Presenter.drawn_from``): made with
    the faces, not again for every redraw (issue #19); faces alike but for it stay equal."""
    emoji = {"hearts_two": 11, "spades_two": 12}
    faces = CardFaces(CardStyle.TWO_COLOUR, emoji)
    assert faces.emoji_key == (("hearts_two", 11), ("spades_two", 12))
    assert faces.emoji_key is faces.emoji_key and CardFaces().emoji_key == ()
    assert faces == CardFaces(CardStyle.TWO_COLOUR, dict(emoji))


@pytest.mark.parametrize("style", COLOUR_STYLES)
@pytest.mark.parametrize("emoji", [EMOJI, {"hearts": EMOJI["hearts"]}], ids=["all", "one"])
def test_dressing_in_c_passes_is_the_one_expression_it_replaced(
    style: CardStyle, emoji: dict[str, int]
) -> None:
    """Each suit's mark made once per faces, a suit's emoji form replaced before its plain
    character (issue #19): as the expression that called back per suit character did, over
    texts of ranks, suits, emoji selectors, joiners and letters in any order."""
    faces = CardFaces(style, emoji)
    suit_character = re.compile("([♠♥♦♣])\ufe0f?")
    symbols = {suit.symbol: suit for suit in Suit}
    pick = random.Random(19)
    letters = "0123456789JQKAa ♠♥♦♣\ufe0f\ufe0f" + WORD_JOINER
    for length in [*range(6), *[30] * 1500]:
        text = "".join(pick.choice(letters) for _ in range(length))
        expected = suit_character.sub(lambda m: faces.mark(symbols[m.group(1)]), text)
        assert faces.dress(text, 2000) == expected, repr(text)
    long = "A♥️ " * 200  # dressed, it would pass the limit: as it was
    assert faces.dress(long, 2000) == long
