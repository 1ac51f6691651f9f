"""Where the Mexican Train picture's legend goes: one line while it fits, else two."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bot.render.board_layout import (
    LEGEND_FLOOR,
    LEGEND_FONT,
    LEGEND_ONE_LINE,
    LINE,
    MAX_LINES,
    MAX_WIDTH,
    PAD,
    lay_out,
    lay_out_legend,
)


def scaled(*widths: int) -> Callable[[int], Sequence[int]]:
    """Items whose room (given at :data:`LEGEND_FONT`) grows with the letters' size."""

    def at(size: int) -> Sequence[int]:
        return [width * size // LEGEND_FONT for width in widths]

    return at


def test_a_legend_that_fits_stays_on_one_line_at_full_size() -> None:
    keyed = lay_out_legend(scaled(100, 200, 200), trains=3)
    assert keyed.rows == ((0, 1, 2),) and keyed.size == LEGEND_FONT
    assert keyed.width == 2 * PAD + 500


def test_a_legend_a_little_too_wide_shrinks_its_letters_rather_than_take_a_second_line() -> None:
    keyed = lay_out_legend(scaled(105, 203, 220), trains=3)  # 544 px at full size
    assert keyed.rows == ((0, 1, 2),) and LEGEND_ONE_LINE <= keyed.size < LEGEND_FONT
    assert keyed.width <= MAX_WIDTH


def test_a_legend_too_long_for_one_line_wraps_onto_two_even_lines_at_full_size() -> None:
    keyed = lay_out_legend(scaled(100, 200, 220, 250), trains=3)
    assert keyed.size == LEGEND_FONT
    assert keyed.rows == ((0, 1), (2, 3))  # 300 and 470 px: the wider line as narrow as can be
    assert keyed.width == 2 * PAD + 470


def test_two_lines_too_wide_at_full_size_shrink_down_to_the_floor_and_no_further() -> None:
    keyed = lay_out_legend(scaled(300, 300, 300, 300), trains=3)
    assert len(keyed.rows) == 2 and LEGEND_FLOOR <= keyed.size < LEGEND_FONT
    assert keyed.width <= MAX_WIDTH
    hopeless = lay_out_legend(scaled(900, 900), trains=3)
    assert hopeless.size == LEGEND_FLOOR and len(hopeless.rows) == 2


def test_a_train_on_every_line_leaves_the_legend_one_line() -> None:
    keyed = lay_out_legend(scaled(100, 200, 220, 250), trains=MAX_LINES)
    assert keyed.rows == ((0, 1, 2, 3),) and keyed.size == LEGEND_FLOOR


def test_a_two_line_legend_takes_a_line_of_height_and_a_long_trains_spare_line() -> None:
    long = [(n % 7, (n + 1) % 7) for n in range(30)]
    one = lay_out([long] * (MAX_LINES - 1))
    two = lay_out([long] * (MAX_LINES - 1), legend_lines=2)
    assert [len(t.lines) for t in one.trains].count(2) == 1
    assert all(len(t.lines) == 1 for t in two.trains)
    assert two.height == one.height  # the legend's second line is the train's lost one
    assert lay_out([long]).height + LINE == lay_out([long], legend_lines=2).height
