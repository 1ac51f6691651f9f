"""A seat's choices as controls (``pick_controls``) and read back (``picked_action``): a few
short ones are buttons; many, or long ones, are select menus of 25 a row, each labelled with
its page; a pick names a legal action by its index, and a pick that names none is refused in
words, never an index error."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

import discord
import pytest

from bot.errors import PlayerError
from bot.render import limits
from bot.tables.snapshots import TableSnapshot
from bot.ui.choices import pick_controls, picked_action
from bot.ui.components import GameButton, GameSelect
from bot.ui.frontend import HandContext


def choosing(count: int) -> HandContext:
    table = cast(TableSnapshot, SimpleNamespace(id=7, version=3))
    return HandContext(table, 0, None, [f"action {n}" for n in range(count)])


def selects(items: list[discord.ui.Item[Any]]) -> list[GameSelect]:
    assert all(isinstance(item, GameSelect) for item in items)
    return cast(list[GameSelect], items)


def test_a_few_short_choices_are_buttons_read_back_by_index() -> None:
    ctx = choosing(3)
    items = pick_controls(ctx, ["Hearts", "Spades", "Clubs"])
    assert [type(item) for item in items] == [GameButton] * 3
    assert [cast(GameButton, item).key for item in items] == ["i0", "i1", "i2"]
    assert picked_action(ctx, "i2", ()) == "action 2"


def test_a_long_label_makes_even_a_few_choices_a_select() -> None:
    ctx = choosing(2)
    (menu,) = selects(pick_controls(ctx, ["short", "x" * 31], placeholder="Choose a part"))
    assert menu.key == "pick0" and menu.item.placeholder == "Choose a part"
    assert [o.value for o in menu.item.options] == ["0", "1"]
    assert picked_action(ctx, "pick0", ["1"]) == "action 1"


def test_many_choices_fill_a_select_a_row_each_labelled_with_its_page() -> None:
    ctx = choosing(30)
    first, second = selects(pick_controls(ctx, [f"part {n}" for n in range(30)]))
    assert (first.key, second.key) == ("pick0", "pick1")
    assert (first.item.row, second.item.row) == (0, 1)
    assert len(first.item.options) == limits.SELECT_OPTIONS and len(second.item.options) == 5
    assert first.item.placeholder is not None and first.item.placeholder.endswith("(1/2)")
    assert second.item.options[0].value == "25"
    assert picked_action(ctx, "pick1", ["27"]) == "action 27"


def test_choices_past_the_last_row_are_left_out_not_an_error() -> None:
    ctx = choosing(limits.SELECT_OPTIONS * limits.ROWS + 3)
    menus = selects(pick_controls(ctx, [f"part {n}" for n in range(len(ctx.legal))]))
    assert len(menus) == limits.ROWS


def test_a_pick_naming_no_choice_is_refused_in_words() -> None:
    ctx = choosing(4)
    for key, values, refusal in (
        ("pick0", [], "lobby-choose-one"),
        ("pick0", ["two"], "lobby-choose-one"),
        ("pick0", ["1", "2"], "lobby-choose-one"),
        ("pick0", ["9"], "lobby-choice-gone"),
        ("i9", [], "lobby-choice-gone"),
    ):
        with pytest.raises(PlayerError) as refused:
            picked_action(ctx, key, values)
        assert refused.value.msg.id == refusal, (key, values)
        assert "{" not in str(refused.value)
    assert picked_action(ctx, "play", ()) is None  # another control: not a pick


def test_no_choices_no_controls() -> None:
    assert pick_controls(choosing(0), []) == []
