"""Where everything goes on the Mexican Train picture, sized for the way Discord shows it.

Discord shows an embed's picture at most 400 px wide and 300 px tall, scaled down to fit both;
a phone's Discord app shows it about :data:`READ_WIDTH` px wide, and SimCord's Preview (Discord's
web page on a 400 px screen) narrower still, about :data:`PHONE_WIDTH` px. The picture is laid
out for the phone: at most :data:`MAX_WIDTH` px wide and never taller than 3/4 of its width, so
a tile's numbers (:data:`TILE_FONT` px) are at least 12 px even at :data:`PHONE_WIDTH`, and
every word (names, counts, header, legend: :data:`TEXT_FONT` px at least) at least
:data:`READABLE` px at :data:`READ_WIDTH`, however many players. The layout keeps the
proportions by giving long trains a second line only while there is room, and by widening,
never stretching. Each train shows its last few tiles and its open end; the older ones are
counted as "+k". Pure geometry, no drawing: :mod:`bot.render.board_image` draws what this
decides.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations, pairwise

#: Discord's largest display size of an embed image
DISPLAY_WIDTH = 400
DISPLAY_HEIGHT = 300
#: an embed image's width on a phone, as SimCord's Preview draws it: the narrowest it is shown
PHONE_WIDTH = 270
#: the width a phone's Discord app shows the picture at, and the least height in px at which
#: people read a word there without effort
READ_WIDTH = 380
READABLE = 14
TILE_FONT = 24
#: the widest picture whose tile numbers still read 12 px tall on a phone
MAX_WIDTH = PHONE_WIDTH * TILE_FONT // 12
#: the smallest letters anything on the picture is written in: :data:`READABLE` px once the
#: widest picture is shown :data:`READ_WIDTH` px wide (at 8 players the picture is that wide,
#: and 15 px names or a 12 px legend read 9 to 11 px on a phone)
TEXT_FONT = -(-READABLE * MAX_WIDTH // READ_WIDTH)
#: the narrowest picture (so a table's first moves are not a postage stamp)
MIN_WIDTH = 400
NAME_FONT = TEXT_FONT + 2
#: the smallest a name's letters shrink to so a long one fits its column (then it is cut: the
#: text message above the picture has it whole)
NAME_FLOOR = TEXT_FONT
HEADER_FONT = TEXT_FONT
#: the legend's letters never shrink: one too long for a line takes two, or keys fewer signs
LEGEND_FONT = TEXT_FONT
#: the "+k" of a train's older tiles
COUNT_FONT = TEXT_FONT
#: one half of a tile (a square holding one number); a tile along the train is two halves
HALF = 32
GAP = 5
PAD = 8
LINE = HALF + 4
HEADER = 36
LEGEND = 28
#: as wide as leaves the widest picture room for four tiles on a line
NAME_WIDTH = 156
#: the open end after a train's last tile: a dashed box holding the number to match, and the
#: room around it
END_BOX = HALF + 4
#: how much shorter than a tile the open end's box is, above and below: stacked boxes stand 7
#: px apart; as far apart as tiles (3 px), their dashed edges blurred into one tall box once a
#: phone shrank the picture of eight players
END_INSET = 2
END_WIDTH = END_BOX + 12
HIDDEN_WIDTH = 36
TILES_X = PAD + NAME_WIDTH + PAD
#: the most lines of tiles a picture holds (more would make it too tall to read)
MAX_LINES = (MAX_WIDTH * DISPLAY_HEIGHT // DISPLAY_WIDTH - HEADER - LEGEND - PAD) // LINE


#: every tile lies along its train, doubles too (a double laid crosswise would need a line
#: twice as tall, or numbers too small to read once shown)
TILE_WIDTH = 2 * HALF


@dataclass(frozen=True, slots=True)
class TrainLayout:
    """One train's place: its first line's top, and the tiles shown on each of its lines."""

    top: int
    hidden: int
    lines: tuple[tuple[tuple[int, int], ...], ...]

    @property
    def height(self) -> int:
        return LINE * max(1, len(self.lines))

    @property
    def end_box(self) -> tuple[int, int, int, int]:
        """The open end's dashed box (its first and last columns and rows): after the last
        line's tiles, centred on that line as they are but :data:`END_INSET` shorter at each
        end. The layout says where it goes so the picture and the tests agree on it."""
        left = TILES_X + HIDDEN_WIDTH + _width(self.lines[-1]) + 4
        top = self.top + (len(self.lines) - 1) * LINE + (LINE - HALF) // 2 + END_INSET
        return left, top, left + END_BOX, top + HALF - 2 * END_INSET


@dataclass(frozen=True, slots=True)
class BoardLayout:
    width: int
    height: int
    trains: tuple[TrainLayout, ...]

    def display_scale(self) -> float:
        """How much Discord shrinks the picture to show it (1: not at all)."""
        return min(1.0, DISPLAY_WIDTH / self.width, DISPLAY_HEIGHT / self.height)

    def displayed_tile_font(self) -> float:
        """The height in display pixels of the font a tile's numbers are drawn in."""
        return TILE_FONT * self.display_scale()


@dataclass(frozen=True, slots=True)
class LegendLayout:
    """Which of the legend's choices is keyed, its items (by index) on each of its lines, and
    the widest line's width (padding included)."""

    choice: int
    rows: tuple[tuple[int, ...], ...]
    width: int


def lay_out_legend(choices: Sequence[Sequence[int]], trains: int) -> LegendLayout:
    """The first of the ``choices`` (each the room its items take at :data:`LEGEND_FONT`,
    signs included) that fits the widest picture on one line, else on as few more as it
    needs, a line an item at most, while ``trains`` leave the picture lines to spare (the
    lines as even as the items allow); none fitting, the last one as last tried (too wide,
    its end cut off)."""
    spare = MAX_LINES - trains
    for choice, items in enumerate(choices):
        for count in range(1, max(1, min(len(items), spare + 1)) + 1):
            rows = _rows(items, count)
            width = 2 * PAD + max(sum(items[i] for i in row) for row in rows)
            if width <= MAX_WIDTH:
                return LegendLayout(choice, rows, width)
    return LegendLayout(len(choices) - 1, rows, width)


def _rows(widths: Sequence[int], lines: int) -> tuple[tuple[int, ...], ...]:
    """Items in order on ``lines`` lines, the widest line as narrow as can be (on a tie the
    first lines hold more)."""
    every = tuple(range(len(widths)))

    def rows(cuts: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
        bounds = (0, *cuts, len(widths))
        return tuple(every[start:end] for start, end in pairwise(bounds))

    splits = reversed(list(combinations(range(1, len(widths)), lines - 1)))
    return min(
        (rows(cuts) for cuts in splits),
        key=lambda split: max(sum(widths[i] for i in row) for row in split),
    )


def lay_out(
    trains: Sequence[Sequence[tuple[int, int]]], least_width: int = 0, legend_lines: int = 1
) -> BoardLayout:
    """Lines per train (a second line for the longest trains while the picture has room for
    it, once the legend has its ``legend_lines``), the last tiles of each that fit, and the
    picture's size (``least_width``: what the header and legend need)."""
    room = MAX_WIDTH - TILES_X - HIDDEN_WIDTH - END_WIDTH - PAD
    spare = MAX_LINES - len(trains) - (legend_lines - 1)
    two_lines = set()
    for index in sorted(range(len(trains)), key=lambda i: -_width(trains[i])):
        if spare > 0 and _width(trains[index]) > room:
            two_lines.add(index)
            spare -= 1
    layouts, top, widest = [], HEADER, 0
    for index, ends in enumerate(trains):
        lines, hidden = _fill(ends, room, 2 if index in two_lines else 1)
        layouts.append(TrainLayout(top, hidden, lines))
        top += layouts[-1].height
        widest = max(widest, *(_width(line) for line in lines))
    height = top + LEGEND + PAD + (legend_lines - 1) * LINE
    width = max(MIN_WIDTH, least_width, TILES_X + HIDDEN_WIDTH + widest + END_WIDTH + PAD)
    # never taller than the display's proportions at this width: widen instead of shrinking
    width = min(MAX_WIDTH, max(width, -(-height * DISPLAY_WIDTH // DISPLAY_HEIGHT)))
    return BoardLayout(width, height, tuple(layouts))


Line = tuple[tuple[int, int], ...]


def _width(tiles: Sequence[tuple[int, int]]) -> int:
    return len(tiles) * (TILE_WIDTH + GAP)


def _cut(tiles: Sequence[tuple[int, int]], room: int) -> list[Line]:
    """Tiles in order, cut into lines of at most ``room`` px."""
    lines: list[Line] = []
    line: list[tuple[int, int]] = []
    for tile in tiles:
        if line and _width([*line, tile]) > room:
            lines.append(tuple(line))
            line = []
        line.append(tile)
    return [*lines, tuple(line)]


def _fill(ends: Sequence[tuple[int, int]], room: int, lines: int) -> tuple[tuple[Line, ...], int]:
    """The last tiles of a train that fit in ``lines`` lines, and how many older ones don't."""
    count = 0
    while count < len(ends) and len(_cut(ends[len(ends) - count - 1 :], room)) <= lines:
        count += 1
    return tuple(_cut(ends[len(ends) - count :], room)), len(ends) - count
