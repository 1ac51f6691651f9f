"""Names in every script players use are drawn with real glyphs, never the missing-glyph box."""

from __future__ import annotations

import unicodedata

import pytest
from PIL import Image, ImageChops, ImageFont

from bot.render.fonts import Pen, face_for, font, missing_glyphs, runs, shrink_to_fit, text_width

NAMES = ("Siôn", "Xiǎomíng", "Łukasz", "Dafydd ap Siôn", "小明", "王小龍", "अनु", "प्रिया")
#: a code point no font maps: every face draws its .notdef box for it
NOT_A_CHARACTER = "\U0010fffd"


def notdef_mask(face: int) -> bytes:
    return bytes(font(face, 40).getmask(NOT_A_CHARACTER))


@pytest.mark.parametrize("name", NAMES)
def test_every_character_of_a_name_has_a_glyph_in_the_face_chosen_for_it(name: str) -> None:
    assert missing_glyphs(name) == ""
    for face, run in runs(name):
        for char in run.replace(" ", ""):
            if unicodedata.category(char).startswith("M"):
                continue  # a vowel sign or virama: shaped with the letter before it
            mask = font(face, 40).getmask(char)
            assert mask.getbbox() is not None and bytes(mask) != notdef_mask(face), char


@pytest.mark.parametrize("name", NAMES)
def test_a_drawn_name_differs_from_as_many_missing_glyph_boxes(name: str) -> None:
    drawn = Image.new("RGB", (600, 80))
    Pen(drawn).write((10, 40), name, size=40, fill=(255, 255, 255))
    boxes = Image.new("RGB", (600, 80))
    Pen(boxes).write((10, 40), NOT_A_CHARACTER * len(name), size=40, fill=(255, 255, 255))
    assert drawn.getbbox() is not None
    assert ImageChops.difference(drawn, boxes).getbbox() is not None


def test_pillows_own_font_would_have_drawn_boxes() -> None:
    """Why the fonts ship: the bundled font has no CJK or Devanagari at all."""
    bundled = ImageFont.load_default(size=40)
    assert isinstance(bundled, ImageFont.FreeTypeFont)
    box = bytes(bundled.getmask(NOT_A_CHARACTER))
    assert bytes(bundled.getmask("明")) == box and bytes(bundled.getmask("अ")) == box


def test_scripts_fall_back_latin_first_then_the_face_that_has_the_script() -> None:
    assert face_for("A") == 0 and face_for("ô") == 0
    assert face_for("明") not in (None, 0)
    assert [face for face, _ in runs("Anu 小明")] == [0, face_for("明")]


def test_shrink_to_fit_keeps_the_size_of_a_word_that_fits() -> None:
    assert shrink_to_fit("Ann", 20, 100, floor=15) == ("Ann", 20)


def test_shrink_to_fit_shrinks_a_long_word_until_it_fits_whole() -> None:
    word = "Mecsicanaidd"
    room = text_width(word, 17, bold=True) + 1
    assert text_width(word, 20, bold=True) > room
    shown, size = shrink_to_fit(word, 20, room, floor=15, bold=True)
    assert shown == word and size == 17  # the largest size that fits
    assert text_width(word, size, bold=True) <= room < text_width(word, size + 1, bold=True)


def test_shrink_to_fit_cuts_at_the_floor_what_even_the_floor_cannot_hold() -> None:
    shown, size = shrink_to_fit("Dafydd ap Siôn ap Gruffydd", 20, 80, floor=15)
    assert size == 15 and shown.endswith("…") and text_width(shown, 15) <= 80
