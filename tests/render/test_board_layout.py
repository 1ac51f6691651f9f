"""Where the Mexican Train picture's legend goes: one line while it fits, else more, else
fewer signs; its letters never shrink (they would read under 14 px on a phone)."""

from __future__ import annotations

from bot.render.board_layout import (
    LINE,
    MAX_LINES,
    MAX_WIDTH,
    PAD,
    lay_out,
    lay_out_legend,
)


def test_a_legend_that_fits_stays_on_one_line() -> None:
    keyed = lay_out_legend([(100, 200, 200)], trains=3)
    assert keyed.choice == 0 and keyed.rows == ((0, 1, 2),)
    assert keyed.width == 2 * PAD + 500


def test_a_legend_too_long_for_one_line_wraps_onto_two_even_lines() -> None:
    keyed = lay_out_legend([(100, 200, 220, 250)], trains=3)
    assert keyed.rows == ((0, 1), (2, 3))  # 300 and 470 px: the wider line as narrow as can be
    assert keyed.width == 2 * PAD + 470


def test_a_legend_too_long_for_two_lines_takes_three_while_the_picture_has_them() -> None:
    keyed = lay_out_legend([(270, 350, 290)], trains=3)
    assert keyed.choice == 0 and keyed.rows == ((0,), (1,), (2,))
    assert keyed.width == 2 * PAD + 350
    tight = lay_out_legend([(270, 350, 290), (270, 290)], trains=MAX_LINES - 1)
    assert tight.choice == 1 and tight.rows == ((0,), (1,))


def test_a_legend_no_line_count_holds_keys_the_next_choice_of_signs() -> None:
    keyed = lay_out_legend([(300, 600), (300, 200), (300,)], trains=3)
    assert keyed.choice == 1 and keyed.rows == ((0, 1),) and keyed.width <= MAX_WIDTH
    hopeless = lay_out_legend([(900, 900), (900,)], trains=3)
    assert hopeless.choice == 1 and hopeless.rows == ((0,),)


def test_a_train_on_every_line_leaves_the_legend_one_line() -> None:
    keyed = lay_out_legend([(100, 200, 220, 250), (100, 220)], trains=MAX_LINES)
    assert keyed.choice == 1 and keyed.rows == ((0, 1),)


def test_a_two_line_legend_takes_a_line_of_height_and_a_long_trains_spare_line() -> None:
    long = [(n % 7, (n + 1) % 7) for n in range(30)]
    one = lay_out([long] * (MAX_LINES - 1))
    two = lay_out([long] * (MAX_LINES - 1), legend_lines=2)
    assert [len(t.lines) for t in one.trains].count(2) == 1
    assert all(len(t.lines) == 1 for t in two.trains)
    assert two.height == one.height  # the legend's second line is the train's lost one
    assert lay_out([long]).height + LINE == lay_out([long], legend_lines=2).height
