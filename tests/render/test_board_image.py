"""The Mexican Train picture as Discord shows it: at most 400 x 300 px, scaled down to fit.

Each size is computed from the picture itself (its width, height and the tile font), never
from a measurement of time.
"""

from __future__ import annotations

import io
import random
from itertools import combinations
from typing import Any

import pytest
from PIL import Image, ImageChops

from bot.games.mexican_train import MexicanTrainState
from bot.i18n import Language, t, use_language
from bot.render import board_image
from bot.render.board_image import (
    BACKGROUND,
    BLOCKING,
    MARKER,
    OPEN_DOUBLE,
    ROW_SHADE,
    TURN_SHADE,
    _tile,
    _tile_stamp,
    draw_board,
    render_board,
)
from bot.render.board_layout import (
    DISPLAY_HEIGHT,
    DISPLAY_WIDTH,
    HEADER,
    LEGEND,
    LINE,
    MAX_LINES,
    MAX_WIDTH,
    NAME_FLOOR,
    NAME_FONT,
    PAD,
    PHONE_WIDTH,
    READ_WIDTH,
    READABLE,
    TILE_FONT,
    BoardLayout,
    lay_out,
)
from bot.render.fonts import Pen
from tests.games.mexican_train.helpers import MEXICAN, acts, deal, game, play
from tests.render.test_mexican_train import NAMES, NINE, late_round

LONG_MEXICAN = "12-0 0-1 1-2 2-3 3-4 4-5 5-6 6-7 7-8 8-9 9-10 10-11 11-0 0-2 2-4 4-6 6-8"


def _png(data: bytes) -> Image.Image:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    image = Image.open(io.BytesIO(data))
    image.load()
    return image.convert("RGB")


def displayed_label_height(image: Image.Image, width: int = DISPLAY_WIDTH) -> float:
    """A tile number's font size once Discord has fitted the picture into ``width`` px wide
    and 3/4 of that tall."""
    scale = min(1.0, width / image.width, width * DISPLAY_HEIGHT / DISPLAY_WIDTH / image.height)
    return TILE_FONT * scale


def colours(image: Image.Image) -> set[tuple[int, ...] | float]:
    return {colour for _, colour in image.getcolors(1 << 20) or []}


def eight_long_trains() -> MexicanTrainState:
    return deal(
        ["1-1", "2-2", "3-3", "4-4", "5-5", "6-6", "7-7", "8-8"],
        "0-0",
        options={},
        trains={MEXICAN: LONG_MEXICAN},
    )


@pytest.mark.parametrize("players", [2, 3, 4, 6, 8])
def test_tile_labels_are_at_least_12_px_tall_at_400_px_display_width(players: int) -> None:
    for seed in (1, 2, 3):
        image = _png(render_board(game().view(late_round(players, seed=seed), None), NAMES))
        assert image.width <= MAX_WIDTH
        assert displayed_label_height(image) >= 12, (players, seed, image.size)
        assert displayed_label_height(image, PHONE_WIDTH) >= 12, (players, seed, image.size)


def test_a_huge_train_shows_its_last_tiles_and_counts_the_rest() -> None:
    state = eight_long_trains()
    ends = game().view(state, None).mexican.ends
    layout = lay_out([*([()] * 8), ends])
    mexican = layout.trains[-1]
    shown = [tile for line in mexican.lines for tile in line]
    assert mexican.hidden > 0 and mexican.hidden + len(shown) == len(ends)
    assert tuple(shown) == ends[mexican.hidden :]  # the newest tiles, in the order laid
    image = _png(render_board(game().view(state, 3), [f"Player {n} long name" for n in range(8)]))
    assert displayed_label_height(image) >= 12


def test_long_trains_wrap_onto_a_second_line_while_the_picture_has_room() -> None:
    long = [(n % 7, (n + 1) % 7) for n in range(30)]
    few = lay_out([long, [], long])
    assert [len(t.lines) for t in few.trains] == [2, 1, 2]
    many = lay_out([long] * 9)
    assert all(len(t.lines) == 1 for t in many.trains) and len(many.trains) <= MAX_LINES
    for layout in (few, many):
        assert layout.displayed_tile_font() >= 12
        assert layout.height * DISPLAY_WIDTH <= layout.width * DISPLAY_HEIGHT


def test_short_trains_leave_no_empty_half() -> None:
    """The picture is as wide as what it shows (tiles, names, legend), not 1,200 px."""
    opening = _png(render_board(game().view(game().new({"set": 12}, 4, 7), None), NAMES))
    late = _png(render_board(game().view(late_round(4), None), NAMES))
    assert opening.width < late.width
    for image in (opening, late):
        ground = {BACKGROUND, ROW_SHADE, TURN_SHADE}
        inside = range(image.width - PAD)  # past it: the rounded ends of the row shading
        drawn = [
            x
            for x in inside
            if any(image.getpixel((x, y)) not in ground for y in range(HEADER, image.height, 2))
        ]
        assert max(drawn) > 0.85 * image.width, image.size


def test_the_legend_shows_the_marker_and_the_open_double_and_no_exclamation_mark() -> None:
    image = _png(render_board(game().view(late_round(3), None), NAMES))
    legend = image.crop((0, image.height - LEGEND - PAD, image.width, image.height))
    assert MARKER in colours(legend) and OPEN_DOUBLE in colours(legend)


def blocked_by_ann() -> MexicanTrainState:
    """Ann's 5-5 waits to be covered and blocks every train (she played on after it)."""
    state = deal(
        ["5-5 7-1 6-5 9-3", "8-1", "4-4 3-2"],
        "1-1 2-2",
        options=NINE,
        trains={0: "9-5", MEXICAN: "9-7"},
    )
    state, _ = acts(state, play("5-5", 0), play("7-1", MEXICAN))
    return state


def test_an_open_double_that_blocks_everyone_is_outlined_in_red() -> None:
    assert BLOCKING in colours(_png(render_board(game().view(blocked_by_ann(), None), NAMES[:3])))


def test_the_legend_keys_the_red_outline_beside_the_amber_one_while_a_double_blocks() -> None:
    """Keyed alone, the red outline could be taken for the amber one (and the other way)."""
    for language in (Language.EN, Language.CY, Language.HI):
        with use_language(language):
            image = _png(render_board(game().view(blocked_by_ann(), None), NAMES[:3]))
        legend = image.crop((0, image.height - LEGEND - PAD - LINE, image.width, image.height))
        assert {BLOCKING, OPEN_DOUBLE} <= colours(legend), language
        assert image.width <= MAX_WIDTH and displayed_label_height(image, PHONE_WIDTH) >= 12
        assert image.height * DISPLAY_WIDTH <= image.width * DISPLAY_HEIGHT


def blocked_at_eight() -> MexicanTrainState:
    """Ann's 5-5 blocks every train at a table of eight: a train on every line."""
    hands = ["5-5 7-1 6-5 9-3", "8-1", "4-4 3-2", "11-1", "10-2", "9-4", "8-3", "6-2"]
    state = deal(hands, "1-1 2-2", trains={0: "12-5", MEXICAN: "12-7"})
    state, _ = acts(state, play("5-5", 0), play("7-1", MEXICAN))
    return state


def test_with_no_line_to_spare_the_red_outline_alone_is_keyed_on_one_line() -> None:
    image = _png(render_board(game().view(blocked_at_eight(), None), NAMES[:8]))
    legend = image.crop((0, image.height - LEGEND - PAD, image.width, image.height))
    above = image.crop((0, image.height - LEGEND - PAD - LINE, image.width, image.height - LEGEND))
    assert BLOCKING in colours(legend) and OPEN_DOUBLE not in colours(legend)
    assert OPEN_DOUBLE not in colours(above)  # a train's line, not a legend's second one
    assert displayed_label_height(image, PHONE_WIDTH) >= 12


def test_a_legend_too_long_for_one_line_takes_two() -> None:
    with use_language(Language.CY):
        image = _png(render_board(game().view(late_round(3), None), NAMES))
    last = image.crop((0, image.height - LEGEND - PAD, image.width, image.height))
    first = image.crop((0, image.height - LEGEND - PAD - LINE, image.width, image.height - LEGEND))
    assert MARKER in colours(first) and OPEN_DOUBLE in colours(last)
    assert image.height * DISPLAY_WIDTH <= image.width * DISPLAY_HEIGHT


@pytest.fixture
def written(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int]]:
    """Every text the pictures drawn in the test write, with its letters' size."""
    texts: list[tuple[str, int]] = []
    write = Pen.write

    def noting(pen: Pen, xy: tuple[float, float], text: str, **kwargs: Any) -> float:
        texts.append((text, kwargs["size"]))
        return write(pen, xy, text, **kwargs)

    monkeypatch.setattr(Pen, "write", noting)
    return texts


def test_a_long_train_name_is_drawn_whole_in_smaller_letters_not_cut(
    written: list[tuple[str, int]],
) -> None:
    """Welsh calls the Mexican Train "Mecsicanaidd", too long for the name column at full
    size: it is shrunk until it fits rather than cut to "Mecsican…"."""
    with use_language(Language.CY):
        render_board(game().view(late_round(3), None), NAMES)
    (size,) = [size for text, size in written if text == "Mecsicanaidd"]
    assert NAME_FLOOR <= size < NAME_FONT
    assert not any(text.endswith("…") for text, _ in written)


@pytest.mark.parametrize("language", list(Language))
def test_every_word_reads_at_least_14_px_on_a_phone_at_eight_players(
    language: Language, written: list[tuple[str, int]]
) -> None:
    """A phone's Discord app shows the picture about 380 px wide: at 8 players the legend
    (12-16 px letters in a 528 px picture) and the long names (shrunk to 15 px) read 8 to 11
    px there. Names, counts, header and legend are all measured: the size each is written
    in, times the picture's scale once fitted into 380 px by 285."""
    names = ["DragonSlayer99", "小明同学", "अनुराधा", "Siôn ap Llywelyn", *NAMES[4:8]]
    for state in (late_round(8, seed=2), blocked_at_eight(), eight_long_trains()):
        written.clear()
        with use_language(language):
            image = _png(render_board(game().view(state, 1), names))
        height = READ_WIDTH * DISPLAY_HEIGHT / DISPLAY_WIDTH
        scale = min(READ_WIDTH / image.width, height / image.height)
        smallest = min(written, key=lambda text: text[1])
        assert smallest[1] * scale >= READABLE, (smallest, image.size)


def test_the_header_is_drawn_whole_in_a_picture_narrowed_to_its_legend(
    written: list[tuple[str, int]],
) -> None:
    """A table's first picture is as narrow as its legend: the Welsh header's boneyard came
    out as "Pentwr: 5…", its count's word cut off."""
    opening = game().view(game().new({"set": 12}, 2, 7), None)
    with use_language(Language.CY):
        render_board(opening, NAMES)
        status = t("faces-board-boneyard", count=opening.boneyard)
    assert status in [text for text, _ in written]


def test_the_picture_speaks_the_tables_language() -> None:
    view = game().view(late_round(3), None)
    with use_language(Language.ZH_CN):
        chinese = render_board(view, NAMES)
    assert chinese != render_board(view, NAMES)


@pytest.mark.parametrize("x", [192, 261])
def test_a_tile_pasted_from_its_stamp_is_the_tile_drawn_in_place(x: int) -> None:
    """Tiles are drawn once and pasted: at an odd and an even x, each of a double-12 set's
    tiles must come out pixel for pixel as drawing it there would."""
    for a in range(13):
        for b in range(13):
            drawn = Image.new("RGB", (x + 80, 50), ROW_SHADE)
            _tile(Pen(drawn), x, 7, a, b)
            pasted = Image.new("RGB", (x + 80, 50), ROW_SHADE)
            face, shape = _tile_stamp(a, b, x % 2)
            pasted.paste(face, (x - x % 2, 7), shape)
            assert pasted.tobytes() == drawn.tobytes(), (a, b)


def test_a_board_encoded_from_the_tables_last_picture_shows_the_same_pixels() -> None:
    state, previous = game().new({"set": 12}, 4, 5), None
    rng = random.Random(5)
    for _ in range(40):
        view = game().view(state, None)
        picture = draw_board(view, NAMES[:4], previous)
        assert _png(picture.data).tobytes() == _png(render_board(view, NAMES[:4])).tobytes()
        (seat,) = game().to_act(state)
        state, _ = game().apply(state, seat, rng.choice(game().legal_actions(state, seat)))
        previous = picture


@pytest.mark.parametrize(
    ("players", "name"), [(2, "Zoë"), (5, "小明同学"), (8, "अनुराधा"), (3, "Ẫ̂̂̂̂Zalgo")]
)
def test_a_board_drawn_piece_by_piece_shows_what_a_whole_drawing_shows(
    players: int, name: str
) -> None:
    """Only the pieces a move changed are drawn (with the open doubles' outlines reaching
    into them); a name whose letters reach into the next line makes the picture drawn whole."""
    names = (name, *NAMES[1:players])
    state, previous = game().new({"set": 12}, players, players), None
    rng = random.Random(players)
    for _ in range(80):
        view = game().view(state, None)
        if view.over:
            break
        picture = draw_board(view, names, previous)
        assert _png(picture.data).tobytes() == _png(render_board(view, names)).tobytes()
        # bands are known by a digest of what they show (16 bytes), not of their pixels (a
        # SHA-1, 20), unless a name crossed from its band into another
        keyed = all(len(band.key) == 16 for band in picture.bands)  # type: ignore[arg-type]
        assert keyed == (name != "Ẫ̂̂̂̂Zalgo")
        seat = min(game().to_act(state))
        state, _ = game().apply(state, seat, rng.choice(game().legal_actions(state, seat)))
        previous = picture


@pytest.mark.parametrize("players", range(2, 9))
def test_each_open_end_keeps_to_its_own_line_apart_from_its_neighbours(
    players: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At eight players the open ends of trains on neighbouring lines touched ("9" over "3"
    over "1" read as one tall box): each dashed box is drawn within the place the layout gives
    it, inside its line, and further from the next line's box than tiles are from theirs."""
    states = [late_round(players, seed=2)]
    if players == 8:
        states += [late_round(8, seed=1), blocked_at_eight(), eight_long_trains()]
    laid: list[BoardLayout] = []

    def noting(*args: Any) -> BoardLayout:
        laid.append(lay_out(*args))
        return laid[-1]

    monkeypatch.setattr(board_image, "lay_out", noting)
    for state in states:
        view = game().view(state, None)
        drawn = _png(render_board(view, NAMES[:players]))
        with monkeypatch.context() as without:
            without.setattr(board_image, "_open_end", lambda *args: None)
            bare = _png(render_board(view, NAMES[:players]))
        boxes = [place.end_box for place in laid[-1].trains]
        ink = ImageChops.difference(drawn, bare).convert("L").point(lambda v: 255 * (v > 0))
        for left, top, right, bottom in boxes:
            ink.paste(0, (left, top, right + 1, bottom + 1))
        assert ink.getbbox() is None, ink.getbbox()  # no open end is drawn outside its box
        for place, (_, top, _, bottom) in zip(laid[-1].trains, boxes, strict=True):
            line = place.top + (len(place.lines) - 1) * LINE
            assert line <= top and bottom < line + LINE
        # more than the 3 px between tiles: dashed edges that close read as one on a phone
        for (_, _, _, bottom), (_, below, _, _) in combinations(boxes, 2):
            assert below - bottom - 1 > 3, (players, boxes)
