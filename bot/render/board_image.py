"""The Mexican Train table as a PNG: the hub with its engine, one row per train.

Each row shows a train's owner, tile count and marker, then the last tiles as laid (doubles
crosswise), with "+k" for the tiles that no longer fit; open doubles are outlined, the one that
blocks everyone in red. Built only from the public view, so it can go to the whole channel.
Pillow's bundled font is used (no font files), and nothing here touches discord. Its few words
come from the catalogs in the language in force (the table's), kept short: the bundled font
draws Latin letters only, so Chinese and Hindi words show as boxes until issue #15 brings fonts.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

from bot.games.mexican_train import MexicanTrainView, TrainView
from bot.i18n import t

WIDTH = 1200
HEADER = 64
ROW = 58
FOOTER = 12
HUB_X = 110
LABEL_X = 230
TILES_X = 490
#: One half of a tile; a tile lying along the train is two halves wide.
HALF = 24
GAP = 6
#: The most tiles drawn per train; older ones are summed up as "+k".
TAIL = (WIDTH - TILES_X - 20) // (2 * HALF + GAP)

BACKGROUND = (24, 74, 52)
ROW_SHADE = (30, 86, 61)
TURN_SHADE = (58, 110, 80)
TEXT = (240, 240, 230)
MUTED = (190, 205, 195)
TILE_FACE = (250, 248, 238)
TILE_EDGE = (40, 40, 40)
OPEN_DOUBLE = (255, 190, 40)
BLOCKING = (235, 60, 50)
MARKER = (220, 40, 40)
#: Number colours, as on many double-12 sets, so equal ends are easy to match by eye.
NUMBER_COLOURS = (
    (90, 90, 90),
    (60, 120, 210),
    (30, 150, 60),
    (200, 40, 40),
    (140, 90, 40),
    (190, 80, 190),
    (220, 130, 0),
    (40, 40, 40),
    (0, 140, 150),
    (120, 60, 200),
    (180, 150, 0),
    (0, 100, 60),
    (160, 40, 90),
    (70, 70, 160),
    (150, 100, 100),
    (0, 120, 200),
    (120, 120, 0),
    (200, 60, 120),
    (60, 60, 60),
)


@lru_cache(maxsize=8)
def _font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    return ImageFont.load_default(size=size)


def render_board(view: MexicanTrainView, names: Sequence[str]) -> bytes:
    """A PNG of the public table (``view`` may be any seat's: hands are never drawn)."""
    trains = (view.mexican, *view.trains)
    height = HEADER + ROW * len(trains) + FOOTER
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    _header(draw, view, names)
    for index, train in enumerate(trains):
        _row(draw, view, names, train, HEADER + index * ROW)
    _hub(draw, view, HEADER + ROW * len(trains) // 2, trains)
    out = io.BytesIO()
    image.save(out, format="PNG", compress_level=3)
    return out.getvalue()


def _header(draw: ImageDraw.ImageDraw, view: MexicanTrainView, names: Sequence[str]) -> None:
    title = t("mt-board-title", round=view.round_number, rounds=view.rounds, top=view.top)
    draw.text((16, 10), title, font=_font(22), fill=TEXT)
    status = [t("mt-board-boneyard", count=view.boneyard)]
    if view.over:
        status.append(t("mt-board-game-over"))
    elif view.to_act is not None:
        status.append(t("mt-board-turn", name=_short(names[view.to_act], 24)))
    if view.blocking is not None:
        status.append(t("mt-board-cover-first", double=view.train(view.blocking).tiles[-1].code))
    draw.text((16, 38), " · ".join(status), font=_font(18), fill=MUTED)


def _hub(
    draw: ImageDraw.ImageDraw, view: MexicanTrainView, middle: int, trains: Sequence[TrainView]
) -> None:
    """The hub with the engine, and a spoke to the start of each train."""
    for index in range(len(trains)):
        y = HEADER + index * ROW + ROW // 2
        draw.line([(HUB_X, middle), (LABEL_X - 8, y)], fill=(70, 120, 95), width=2)
    radius = 62
    draw.ellipse(
        [HUB_X - radius, middle - radius, HUB_X + radius, middle + radius],
        fill=(120, 70, 40),
        outline=(230, 200, 120),
        width=4,
    )
    _tile(draw, HUB_X - HALF // 2 - 2, middle - HALF - 4, view.engine, view.engine, upright=True)
    draw.text(
        (HUB_X, middle + HALF + 16), t("mt-board-engine"), font=_font(14), fill=TEXT, anchor="mm"
    )


def _row(
    draw: ImageDraw.ImageDraw,
    view: MexicanTrainView,
    names: Sequence[str],
    train: TrainView,
    top: int,
) -> None:
    to_move = train.owner >= 0 and train.owner == view.to_act
    shade = TURN_SHADE if to_move else ROW_SHADE
    draw.rounded_rectangle([LABEL_X - 10, top + 4, WIDTH - 8, top + ROW - 4], 8, fill=shade)
    if train.owner < 0:
        label, detail = t("mt-board-mexican"), t("mt-board-open-to-all")
    else:
        label = _short(names[train.owner], 18)
        details = [
            t("mt-board-tiles", count=view.hand_counts[train.owner]),
            t("mt-board-score", score=view.totals[train.owner]),
        ]
        if to_move:
            details.append(t("mt-board-to-play"))
        detail = " · ".join(details)
    draw.text((LABEL_X, top + 10), label, font=_font(18), fill=TEXT)
    draw.text((LABEL_X, top + 32), detail, font=_font(14), fill=MUTED)
    if train.marked or train.owner < 0:
        _marker(draw, TILES_X - 62, top + ROW // 2, mexican=train.owner < 0)
    hidden = max(0, len(train.ends) - TAIL)
    x = TILES_X
    if hidden:
        draw.text((x - 6, top + ROW // 2), f"+{hidden}", font=_font(14), fill=MUTED, anchor="rm")
    if not train.ends:
        draw.text(
            (x, top + ROW // 2),
            t("mt-board-empty", end=view.engine),
            font=_font(14),
            fill=MUTED,
            anchor="lm",
        )
    last = len(train.ends) - 1
    for index, (near, far) in enumerate(train.ends[hidden:], start=hidden):
        if near == far:
            _tile(draw, x, top + 4, near, far, upright=True)
            if index == last and train.open_double:
                colour = BLOCKING if view.blocking == train.owner else OPEN_DOUBLE
                draw.rectangle(
                    [x - 4, top + 1, x + HALF + 4, top + ROW - 1], outline=colour, width=3
                )
            x += HALF + GAP
        else:
            _tile(draw, x, top + (ROW - HALF) // 2, near, far, upright=False)
            x += 2 * HALF + GAP


def _tile(draw: ImageDraw.ImageDraw, x: int, y: int, a: int, b: int, *, upright: bool) -> None:
    """A tile at (x, y): ``a`` first (left, or top when upright), each end as a coloured number."""
    w, h = (HALF, 2 * HALF) if upright else (2 * HALF, HALF)
    draw.rounded_rectangle([x, y, x + w, y + h], 4, fill=TILE_FACE, outline=TILE_EDGE, width=1)
    if upright:
        draw.line([(x + 3, y + HALF), (x + w - 3, y + HALF)], fill=TILE_EDGE, width=1)
        centres = ((x + HALF // 2, y + HALF // 2), (x + HALF // 2, y + HALF + HALF // 2))
    else:
        draw.line([(x + HALF, y + 3), (x + HALF, y + h - 3)], fill=TILE_EDGE, width=1)
        centres = ((x + HALF // 2, y + HALF // 2), (x + HALF + HALF // 2, y + HALF // 2))
    for number, centre in zip((a, b), centres, strict=True):
        colour = NUMBER_COLOURS[number % len(NUMBER_COLOURS)]
        draw.text(centre, str(number), font=_font(15), fill=colour, anchor="mm")


def _marker(draw: ImageDraw.ImageDraw, x: int, y: int, *, mexican: bool) -> None:
    """A train marker: a red disc for a marked personal train, a gold one on the Mexican."""
    colour = (230, 190, 40) if mexican else MARKER
    draw.ellipse([x - 11, y - 11, x + 11, y + 11], fill=colour, outline=TEXT, width=2)
    draw.text((x, y), "M" if mexican else "!", font=_font(13), fill=TEXT, anchor="mm")


def _short(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
