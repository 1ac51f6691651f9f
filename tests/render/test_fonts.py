"""Names in every script players use are drawn with real glyphs, never the missing-glyph box."""

from __future__ import annotations

import unicodedata

import pytest
from PIL import Image, ImageChops, ImageFont

from bot.render.fonts import Pen, face_for, font, missing_glyphs, runs

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
