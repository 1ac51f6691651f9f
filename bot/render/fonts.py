"""Fonts for every script players write their names in, with per-glyph fallback.

Pillow's bundled font covers little beyond ASCII, so names like Siôn, Xiǎomíng, 小明 or अनु came
out as empty boxes. Three open-licence Noto fonts ship as package dependencies (Latin, Greek and
Cyrillic; Devanagari; CJK, which also has the card suits and arrows), and each run of text is
drawn in the first of them whose character map holds every character of the run. Combining
marks stay with the character they sit on, so a Devanagari cluster is shaped by one font.
Fonts are opened on first use (the CJK collection is 15 MB), never at import time.
"""

from __future__ import annotations

import contextlib
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib.resources import as_file, files
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from bot.render.cmap import CharacterMap, character_map

Colour = tuple[int, int, int] | tuple[int, int, int, int]

#: a font face: (package, file inside it, face index in a collection); the first one covering
#: a character draws it
_FACES = (
    ("fontpkg_noto_sans", "files/NotoSans[wdth,wght].ttf", 0),
    ("fontpkg_noto_sans_devanagari", "files/NotoSansDevanagari[wdth,wght].ttf", 0),
    #: index 2 of the collection is Noto Sans CJK SC (0 JP, 1 KR, 3 TC)
    ("noto_cjk_sans_otc", "NotoSansCJK-Regular.ttc", 2),
)
#: characters that never need a glyph of their own (joiners, variation selectors)
_INVISIBLE = frozenset("\u200c\u200d\ufe0e\ufe0f")


@dataclass(frozen=True, slots=True)
class Face:
    """One font file (and face of a collection) and the characters it has glyphs for."""

    path: Path
    index: int
    chars: CharacterMap


@cache
def faces() -> tuple[Face, ...]:
    """The fallback chain, in order of preference."""
    chain = []
    for package, name, index in _FACES:
        with as_file(files(package).joinpath(name)) as path:
            chain.append(Face(Path(path), index, character_map(Path(path), index)))
    return tuple(chain)


@cache
def font(face_index: int, size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """Face ``face_index`` of the chain at ``size`` px (variable fonts set to Bold if asked)."""
    face = faces()[face_index]
    loaded = ImageFont.truetype(str(face.path), size, index=face.index)
    if bold:
        # a static face (the CJK collection) has one weight: regular it is
        with contextlib.suppress(OSError, ValueError):
            loaded.set_variation_by_name("Bold")
    return loaded


def face_for(char: str) -> int | None:
    """The index of the first face that has a glyph for ``char`` (None: no face has one)."""
    code = ord(char)
    for index, face in enumerate(faces()):
        if code in face.chars:
            return index
    return None


def missing_glyphs(text: str) -> str:
    """The characters of ``text`` no shipped font can draw (they would show as boxes)."""
    return "".join(
        char
        for char in dict.fromkeys(text)
        if char not in _INVISIBLE and not char.isspace() and face_for(char) is None
    )


def runs(text: str) -> Iterator[tuple[int, str]]:
    """``text`` cut into runs each drawn by one face: (face index, run)."""
    current: int | None = None
    run = ""
    for char in text:
        joins = char in _INVISIBLE or unicodedata.category(char).startswith("M") or char.isspace()
        chosen = current if joins and current is not None else face_for(char)
        chosen = 0 if chosen is None else chosen
        if chosen != current and run:
            yield (current if current is not None else 0), run
            run = ""
        current = chosen
        run += char
    if run:
        yield (current if current is not None else 0), run


@lru_cache(maxsize=2048)
def text_width(text: str, size: int, *, bold: bool = False) -> float:
    return sum(font(face, size, bold).getlength(run) for face, run in runs(text))


def fit(text: str, size: int, width: float, *, bold: bool = False) -> str:
    """``text``, cut with an ellipsis where it would be wider than ``width`` px."""
    if text_width(text, size, bold=bold) <= width:
        return text
    while text and text_width(text + "…", size, bold=bold) > width:
        text = text[:-1]
    return text + "…"


def shrink_to_fit(
    text: str, size: int, width: float, *, floor: int, bold: bool = False
) -> tuple[str, int]:
    """``text`` and the largest size from ``size`` down to ``floor`` px at which it is no wider
    than ``width`` px: a long word ("Mecsicanaidd") reads better a little smaller than cut.
    Too wide even at ``floor``, it is cut there with an ellipsis (:func:`fit`)."""
    while size > floor and text_width(text, size, bold=bold) > width:
        size -= 1
    return fit(text, size, width, bold=bold), size


@lru_cache(maxsize=1024)
def _stamp(text: str, size: int, fill: Colour, bold: bool) -> tuple[Image.Image, int, int] | None:
    """``text`` drawn once on a transparent strip (tile numbers and names recur in every
    picture; laying text out is most of a picture's cost), cut to its ink: the strip and
    where it lies in one ``2 * size`` px tall, vertically centred on the text (None: no ink).

    Only the ink is kept, since a thousand of these are (the transparent rest, two thirds of
    a name's strip, changes nothing where it is pasted)."""
    height = size * 2
    strip = Image.new("RGBA", (max(1, int(text_width(text, size, bold=bold)) + 4), height))
    draw = ImageDraw.Draw(strip)
    x = 0.0
    for face, run in runs(text):
        loaded = font(face, size, bold)
        draw.text((x, height / 2), run, font=loaded, fill=fill, anchor="lm")
        x += loaded.getlength(run)
    box = strip.getchannel("A").getbbox()
    return None if box is None else (strip.crop(box), box[0], box[1])


class Pen(ImageDraw.ImageDraw):
    """Pillow's drawing on an image, plus text in every script (:meth:`write`).

    With ``band`` set, it also notes (``crossed``) whether the ink of any text it wrote lies
    across the border of two bands of that many rows: a picture drawn band by band (see
    :mod:`bot.render.board_image`) relies on each text staying in its own band, and a
    player's name in a tall script, or with stacked marks, might not."""

    def __init__(self, image: Image.Image, band: int = 0) -> None:
        super().__init__(image)
        self.image = image
        self.band = band
        self.crossed = False

    def write(
        self,
        xy: tuple[float, float],
        text: str,
        *,
        size: int,
        fill: Colour,
        anchor: str = "l",
        bold: bool = False,
    ) -> float:
        """Draw ``text`` with its left end (``anchor`` "l"), centre ("m") or right end ("r") at
        x, vertically centred on y; returns the drawn width."""
        width = text_width(text, size, bold=bold)
        stamp = _stamp(text, size, fill, bold)
        if stamp is None:
            return width
        drawn, left, top = stamp
        x = xy[0] - {"l": 0.0, "m": width / 2, "r": width}[anchor]
        top += round(xy[1] - size)
        self.image.paste(drawn, (round(x) + left, top), drawn)
        if self.band and top // self.band != (top + drawn.height - 1) // self.band:
            self.crossed = True
        return width
