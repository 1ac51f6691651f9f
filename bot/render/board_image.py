"""The Mexican Train table as a PNG: one line per train, sized for a phone.

Each train shows its owner, its marker if it has one, the last tiles as laid (doubles
crosswise, older tiles counted as "+k") and its open end: the number the next tile must match.
Open doubles are outlined, the one that blocks everyone in red; the train of the player to act
is lit up; a legend at the foot says what the marker and the outlines mean. Where things go is
decided by :mod:`bot.render.board_layout`; names are drawn in fonts for every script
(:mod:`bot.render.fonts`). Built only from the public view, so it can go to the whole channel,
and nothing here touches discord.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from math import cos, radians, sin

from PIL import Image

from bot.games.mexican_train import MexicanTrainView, TrainView
from bot.i18n import t
from bot.render.board_layout import (
    COUNT_FONT,
    GAP,
    HALF,
    HEADER,
    HEADER_FONT,
    HIDDEN_WIDTH,
    LEGEND,
    LEGEND_FONT,
    LINE,
    NAME_FLOOR,
    NAME_FONT,
    NAME_WIDTH,
    PAD,
    TILE_FONT,
    TILE_WIDTH,
    TILES_X,
    BoardLayout,
    LegendLayout,
    TrainLayout,
    lay_out,
    lay_out_legend,
)
from bot.render.fonts import Pen, fit, shrink_to_fit, text_width
from bot.render.png import BAND_ROWS, Png, encode_rgb

BACKGROUND = (24, 74, 52)
ROW_SHADE = (30, 86, 61)
TURN_SHADE = (62, 120, 86)
TEXT = (245, 245, 235)
MUTED = (200, 215, 205)
TILE_FACE = (250, 248, 238)
TILE_EDGE = (40, 40, 40)
OPEN_DOUBLE = (255, 190, 40)
BLOCKING = (240, 70, 60)
MARKER = (225, 45, 45)
MEXICAN = (235, 190, 40)
#: the room a train's sign (its marker, the Mexican Train's disc) takes before the name
SIGN_ROOM = 28
#: Number colours, as on many double-12 sets, so equal ends are easy to match by eye; each is
#: dark enough to read on the ivory tile face.
NUMBER_COLOURS = (
    (90, 90, 90),
    (40, 100, 200),
    (20, 130, 50),
    (200, 40, 40),
    (130, 80, 30),
    (170, 60, 170),
    (200, 110, 0),
    (40, 40, 40),
    (0, 125, 135),
    (110, 50, 190),
    (150, 125, 0),
    (0, 100, 60),
    (160, 40, 90),
    (70, 70, 160),
    (140, 90, 90),
    (0, 110, 190),
    (110, 110, 0),
    (190, 50, 110),
    (60, 60, 60),
)


def render_board(view: MexicanTrainView, names: Sequence[str]) -> bytes:
    """A PNG of the public table (``view`` may be any seat's: hands are never drawn)."""
    return draw_board(view, names).data


#: the header, each line of a train and the legend (with the padding under it) are each one
#: band of the PNG: pieces of the picture drawn apart come out as whole bands
BANDED = HEADER == LINE == LEGEND + PAD == BAND_ROWS


@dataclass(frozen=True, slots=True)
class _Part:
    """A piece of the picture drawn on its own: the header, a train, the legend.

    The header, each line of a train and the legend are each one band of the PNG
    (:data:`~bot.render.png.BAND_ROWS` rows), and what a piece draws stays in its bands, but
    for an open double's outline, which reaches a row or two into the bands above and below
    its line (``spill``: what that outline looks like, None without one). ``key`` holds
    everything the piece's pixels depend on."""

    first: int
    bands: int
    key: Hashable
    spill: Hashable | None
    draw: Callable[[Pen], None]


def draw_board(view: MexicanTrainView, names: Sequence[str], previous: Png | None = None) -> Png:
    """The board as :func:`render_board` draws it, encoded reusing what has not changed since
    ``previous`` (the same table's last picture).

    A move changes a train or two (the one played on, whose turn it is) and sometimes the
    header: only the pieces whose bands show something new are drawn (with the neighbours
    whose outlines reach into them), in the order a whole picture draws them, so their bands
    come out pixel for pixel as in a whole picture; the other bands are copied from
    ``previous``. Should a text's ink cross into another band, the picture is drawn whole."""
    trains = (*view.trains, view.mexican)
    legend, keyed = _keyed_legend(view, len(trains))
    words, status = _header_words(view)
    least = max(keyed.width, _header_width(words, status))
    layout = lay_out([train.ends for train in trains], least, len(keyed.rows))
    parts = [_header_part(words, view.engine, status, layout.width)]
    for train, place in zip(trains, layout.trains, strict=True):
        parts.append(_train_part(view, names, train, place, layout))
    parts.append(
        _Part(
            layout.height // BAND_ROWS - len(keyed.rows),
            len(keyed.rows),
            ("legend", tuple(words for _, words in legend), keyed),
            None,
            lambda draw: _legend(draw, layout, legend, keyed),
        )
    )
    keys = _band_keys(parts, layout.width)
    known = previous.band_keys() if previous is not None and BANDED else set()
    wanted = _parts_to_draw(parts, keys, known)
    image = Image.new("RGB", (layout.width, layout.height), BACKGROUND)
    draw = Pen(image, BAND_ROWS)
    for index in wanted:
        parts[index].draw(draw)
    if draw.crossed and len(wanted) < len(parts):
        image = Image.new("RGB", (layout.width, layout.height), BACKGROUND)
        draw = Pen(image, BAND_ROWS)
        for part in parts:
            part.draw(draw)
    return encode_rgb(image, previous, None if draw.crossed or not BANDED else keys)


def _band_keys(parts: Sequence[_Part], width: int) -> list[Hashable]:
    """What each band shows: its place, the piece (and its line) drawn in it, and the
    outlines of the neighbouring bands that reach into it; as a 16-byte digest, since a
    table's last picture is kept with its bands' keys (a SHA-1 of pixels is 20 bytes)."""
    owners = [part for part in parts for _ in range(part.bands)]
    spills = [
        part.spill if band == part.bands - 1 else None
        for part in parts
        for band in range(part.bands)
    ]
    keys: list[Hashable] = []
    for band, part in enumerate(owners):
        above = spills[band - 1] if band > 0 else None
        below = spills[band + 1] if band + 1 < len(spills) else None
        shown = repr((band, width, part.key, band - part.first, above, below))
        keys.append(hashlib.blake2b(shown.encode(), digest_size=16).digest())
    return keys


def _parts_to_draw(
    parts: Sequence[_Part], keys: Sequence[Hashable], known: set[Hashable]
) -> list[int]:
    """The pieces (by index, in drawing order) whose pixels the bands not in ``known`` need."""
    owner = [index for index, part in enumerate(parts) for _ in range(part.bands)]
    wanted: set[int] = set()
    for band, key in enumerate(keys):
        if key in known:
            continue
        for near in (band - 1, band, band + 1):
            if 0 <= near < len(owner) and (near == band or parts[owner[near]].spill is not None):
                wanted.add(owner[near])
    return sorted(wanted)


def _header_words(view: MexicanTrainView) -> tuple[str, str]:
    """The header's words before the engine (the round) and after it (the boneyard)."""
    words = t("faces-board-round", round=view.round_number, rounds=view.rounds)
    if view.over:
        return words, t("faces-board-over")
    return words, t("faces-board-boneyard", count=view.boneyard)


def _header_width(words: str, status: str) -> int:
    """The room the header takes whole: a picture narrowed to its legend cut the boneyard's
    count's word off ("Pentwr: 5…"); the widest picture only cuts what it cannot hold."""
    written = text_width(words, HEADER_FONT, bold=True) + text_width(status, HEADER_FONT)
    return 2 * PAD + GAP * 5 + TILE_WIDTH + int(written) + 1


def _header_part(words: str, engine: int, status: str, width: int) -> _Part:
    return _Part(
        0,
        1,
        ("header", words, engine, status),
        None,
        lambda draw: _header(draw, words, engine, status, width),
    )


def _train_part(
    view: MexicanTrainView,
    names: Sequence[str],
    train: TrainView,
    place: TrainLayout,
    layout: BoardLayout,
) -> _Part:
    to_move = train.owner >= 0 and train.owner == view.to_act and not view.over
    name = t("faces-board-mexican") if train.owner < 0 else names[train.owner]
    outline = None
    if train.open_double:
        outline = (len(place.lines[-1]), BLOCKING if view.blocking == train.owner else OPEN_DOUBLE)
    key = ("train", name, train.owner < 0, train.marked, to_move, place, train.open_end, outline)

    def drawn(draw: Pen) -> None:
        _train(draw, name, train, place, layout, to_move=to_move, outline=outline)

    return _Part(place.top // BAND_ROWS, len(place.lines) or 1, key, outline, drawn)


def _header(draw: Pen, words: str, engine: int, status: str, width: int) -> None:
    middle = HEADER // 2
    x = PAD + draw.write((PAD, middle), words, size=HEADER_FONT, fill=TEXT, bold=True)
    x += GAP * 2
    _tile(draw, x, middle - HALF // 2, engine, engine)
    x += TILE_WIDTH + GAP * 3
    draw.write((x, middle), fit(status, HEADER_FONT, width - x - PAD), size=HEADER_FONT, fill=MUTED)


def _train(
    draw: Pen,
    name: str,
    train: TrainView,
    place: TrainLayout,
    layout: BoardLayout,
    *,
    to_move: bool,
    outline: tuple[int, tuple[int, int, int]] | None,
) -> None:
    bottom = place.top + place.height
    draw.rounded_rectangle(
        [PAD // 2, place.top + 3, layout.width - PAD // 2, bottom - 3],
        10,
        fill=TURN_SHADE if to_move else ROW_SHADE,
    )
    middle = place.top + LINE // 2
    x = PAD
    if to_move:
        _turn_arrow(draw, x + 10, middle)
        x += 26
    if train.owner < 0:
        _mexican_sign(draw, x + 12, middle)
        x += SIGN_ROOM
    elif train.marked:
        _marker(draw, x + 12, middle)
        x += SIGN_ROOM
    shown, size = shrink_to_fit(
        name, NAME_FONT, PAD + NAME_WIDTH - x, floor=NAME_FLOOR, bold=to_move
    )
    draw.write((x, middle), shown, size=size, fill=TEXT, bold=to_move)
    if place.hidden:
        draw.write((TILES_X, middle), f"+{place.hidden}", size=COUNT_FONT, fill=MUTED)
    for number, line in enumerate(place.lines):
        last_line = number == len(place.lines) - 1
        x = TILES_X + HIDDEN_WIDTH
        top = place.top + number * LINE + (LINE - HALF) // 2
        for index, ends in enumerate(line):
            face, shape = _tile_stamp(*ends, x % 2)
            draw.image.paste(face, (x - x % 2, top), shape)
            if last_line and index == len(line) - 1 and outline is not None:
                draw.rounded_rectangle(
                    [x - 3, top - 3, x + TILE_WIDTH + 3, top + HALF + 3],
                    7,
                    outline=outline[1],
                    width=3,
                )
            x += TILE_WIDTH + GAP
    _open_end(draw, place.end_box, train.open_end)


def _tile(draw: Pen, x: float, y: float, a: int, b: int) -> None:
    """A tile at (x, y), ``a`` first, each end as a coloured number."""
    _tile_outline(draw, x, y)
    _tile_numbers(draw, x, y, a, b)


def _tile_outline(draw: Pen, x: float, y: float) -> None:
    draw.rounded_rectangle(
        [x, y, x + TILE_WIDTH, y + HALF], 6, fill=TILE_FACE, outline=TILE_EDGE, width=2
    )
    draw.line([(x + HALF, y + 5), (x + HALF, y + HALF - 5)], fill=TILE_EDGE, width=2)


def _tile_numbers(draw: Pen, x: float, y: float, a: int, b: int) -> None:
    for number, centre in zip((a, b), (x + HALF / 2, x + HALF * 1.5), strict=True):
        colour = NUMBER_COLOURS[number % len(NUMBER_COLOURS)]
        draw.write(
            (centre, y + HALF / 2), str(number), size=TILE_FONT, fill=colour, anchor="m", bold=True
        )


@lru_cache(maxsize=512)
def _tile_stamp(a: int, b: int, shift: int) -> tuple[Image.Image, Image.Image]:
    """Tile ``a``-``b`` drawn once, ``shift`` px from the left, and its shape as a mask: trains
    show the same tiles in every picture, and drawing them was half a picture's drawing. The
    shift keeps the numbers' rounding to the pixel what it is at an odd or even x."""
    shape = Image.new("RGBA", (TILE_WIDTH + 2, HALF + 1))
    outline = Pen(shape)
    _tile_outline(outline, shift, 0)
    face = shape.convert("RGB")
    _tile_numbers(Pen(face), shift, 0, a, b)
    return face, shape.getchannel("A")


def _open_end(draw: Pen, box: tuple[int, int, int, int], number: int) -> None:
    """The number the next tile on this train must match, in a dashed box whose 2 px edges
    lie inside ``box`` (its first and last columns and rows): drawn a pixel past it, the boxes
    of neighbouring lines touched and read as one tall box at eight players."""
    x, y, right, bottom = box
    for start, end in _dashes(x, right):
        draw.rectangle([start, y, end, y + 1], fill=TILE_FACE)
        draw.rectangle([start, bottom - 1, end, bottom], fill=TILE_FACE)
    for start, end in _dashes(y, bottom):
        draw.rectangle([x, start, x + 1, end], fill=TILE_FACE)
        draw.rectangle([right - 1, start, right, end], fill=TILE_FACE)
    draw.write(
        ((x + right) / 2, (y + bottom) / 2),
        str(number),
        size=TILE_FONT,
        fill=TEXT,
        anchor="m",
        bold=True,
    )


def _dashes(first: int, last: int, dash: int = 6, gap: int = 4) -> list[tuple[int, int]]:
    """The first and last pixel of each dash of an edge from ``first`` to ``last``, spread
    evenly so that a dash ends the edge at both corners and the box reads as closed."""
    length = last - first + 1
    count = max(2, round((length + gap) / (dash + gap)))
    starts = [first + round(index * (length - dash) / (count - 1)) for index in range(count)]
    return [(start, start + dash - 1) for start in starts]


def _marker(draw: Pen, x: int, y: int) -> None:
    """A train marker: a red pennant on a post, as the little flags of a real set."""
    draw.line([(x - 7, y - 13), (x - 7, y + 13)], fill=TEXT, width=3)
    draw.polygon([(x - 6, y - 13), (x + 12, y - 6), (x - 6, y + 1)], fill=MARKER, outline=TEXT)


def _mexican_sign(draw: Pen, x: int, y: int) -> None:
    """The Mexican Train's sign: a gold disc with a dark star (open to everyone, always)."""
    draw.ellipse([x - 12, y - 12, x + 12, y + 12], fill=MEXICAN, outline=TEXT, width=2)
    points = []
    for index in range(10):
        radius = 9 if index % 2 == 0 else 4
        angle = index * 36
        points.append(_polar(x, y, radius, angle))
    draw.polygon(points, fill=(120, 60, 20))


def _turn_arrow(draw: Pen, x: int, y: int) -> None:
    draw.polygon([(x - 8, y - 11), (x + 10, y), (x - 8, y + 11)], fill=TEXT)


def _polar(x: int, y: int, radius: float, degrees: float) -> tuple[float, float]:
    angle = radians(degrees - 90)
    return x + radius * cos(angle), y + radius * sin(angle)


Sign = Callable[[Pen, int, int], None]
#: the legend's signs, each with what it means
LegendItems = tuple[tuple[Sign, str], ...]
#: the room a legend item takes besides its words: the sign and the space after the words
_SIGN_WIDTH = 52


def _keyed_legend(view: MexicanTrainView, trains: int) -> tuple[LegendItems, LegendLayout]:
    """The signs' key and where it goes. The turn's arrow is not keyed: its train is lit up and
    the text message above names whose turn it is. While a double blocks everyone, its red
    outline is keyed beside the amber one of the other open doubles: shown alone, either
    could be taken for the other (a legend too long for one line takes more). Only when a
    train on every line leaves no second line, and one line cannot hold both, does the red
    one, the most urgent sign, take the amber one's place, and then the marker's too should
    one line not hold the two. Should the marker and the amber outline not share one line
    (Welsh words are long), the marker, which only the picture explains, is keyed alone: the
    text message says which train has a double open."""
    marker = (_marker, t("faces-board-legend-marker"))
    amber = (_outline_sign(OPEN_DOUBLE), t("faces-board-legend-double"))
    red = (_outline_sign(BLOCKING), t("faces-board-legend-blocking"))
    choices: list[LegendItems] = [(marker, amber, red), (marker, red), (red,)]
    if view.blocking is None:
        choices = [(marker, amber), (marker,)]
    widths = [
        [_SIGN_WIDTH + int(text_width(words, LEGEND_FONT)) for _, words in items]
        for items in choices
    ]
    keyed = lay_out_legend(widths, trains)
    return choices[keyed.choice], keyed


def _legend(draw: Pen, layout: BoardLayout, items: LegendItems, keyed: LegendLayout) -> None:
    """What the signs mean, at the foot, on the lines :func:`lay_out_legend` gave them."""
    last = layout.height - PAD - LEGEND // 2
    for number, row in enumerate(keyed.rows):
        y = last - (len(keyed.rows) - 1 - number) * LINE
        x = PAD + 10
        for index in row:
            sign, words = items[index]
            sign(draw, x, y)
            written = draw.write((x + 18, y), words, size=LEGEND_FONT, fill=MUTED)
            x += _SIGN_WIDTH + int(written)


def _outline_sign(colour: tuple[int, int, int]) -> Sign:
    """An outlined double's sign in the legend, in the outline's colour."""

    def sign(draw: Pen, x: int, y: int) -> None:
        draw.rectangle([x - 9, y - 12, x + 9, y + 12], outline=colour, width=4)

    return sign
