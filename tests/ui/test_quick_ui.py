"""Our controls' views and buttons, made without discord.py's constructors (issue #19), are
what those constructors make: compared attribute for attribute on the discord.py installed, so
an upgrade that changes what they hold fails here, not in a player's click."""

from __future__ import annotations

import itertools
import os
from collections.abc import Callable
from typing import Any

import discord
import pytest
from discord.utils import get_slots

from bot.ui.components import GameButton, GameSelect, LobbyButton, SeatSelect, controls
from bot.ui.quick_ui import ITEM_STATE, DynamicView, button, option, select

STYLES = (discord.ButtonStyle.secondary, discord.ButtonStyle.success)


def _items() -> list[discord.ui.Item[Any]]:
    """Controls of every kind we draw, on two rows and none."""
    return [
        GameButton(1, 2, "play", label="Play 10♥", style=STYLES[1], owner=7),
        GameButton(1, 2, "pass", label="Pass", disabled=True, row=1, shown="abcde"),
        GameSelect(1, 2, "menu", [discord.SelectOption(label="A♠", value="a")], owner=7),
        LobbyButton("hand", 1, label="Your hand"),
        SeatSelect(1, [discord.SelectOption(label="Seat 1", value="0")]),
    ]


def _same_state(made: object, reference: object, *, apart: tuple[str, ...] = ()) -> None:
    ours, theirs = dict(vars(made)), dict(vars(reference))
    assert ours.keys() == theirs.keys()
    for name in apart:
        ours.pop(name), theirs.pop(name)
    assert ours == theirs


def _held(item: discord.ui.Item[Any]) -> dict[str, object]:
    """What a view's item holds but its view and the control it wraps (compared apart)."""
    return {k: v for k, v in vars(item).items() if k not in ("_view", "item")}


async def test_controls_read_no_randomness(monkeypatch: pytest.MonkeyPatch) -> None:
    """discord.py's view reads ``os.urandom`` for its id: a system call (which also hands
    over the GIL) for every table message and hand view drawn."""
    reads: list[int] = []
    real: Callable[[int], bytes] = os.urandom

    def counted(size: int) -> bytes:
        reads.append(size)
        return real(size)

    monkeypatch.setattr(os, "urandom", counted)
    for _ in range(10):
        controls(*_items())
    assert reads == []


async def test_a_view_of_dynamic_items_is_discord_pys_but_for_its_id_and_future() -> None:
    """Made while the loop runs, as the bot makes them: discord.py's view would hold a future
    bound to it, which nothing of ours awaits."""
    made = controls(*_items())
    reference = discord.ui.View(timeout=None)
    for item in _items():
        reference.add_item(item)
    assert type(made) is DynamicView
    _same_state(
        made,
        reference,
        apart=("id", "_children", "_View__weights", "_BaseView__stopped", "_total_children"),
    )
    assert made.to_components() == reference.to_components()
    mine, theirs = ([_held(c) for c in v.children] for v in (made, reference))
    assert mine == theirs  # each item's own row and state, as discord.py's adding leaves them
    assert all(c.view is made for c in made.children)
    assert all(c.view is reference for c in reference.children)
    assert made.total_children_count == reference.total_children_count == 5
    assert vars(made)["_View__weights"].weights == vars(reference)["_View__weights"].weights
    assert made.is_persistent() and made.is_dispatchable() and not made.is_finished()
    assert made.timeout is None and vars(made)["_BaseView__stopped"] is None
    ids = {controls(*_items()).id for _ in range(100)} | {made.id}
    assert len(ids) == 101 and all(len(i) == 32 for i in ids)


async def test_a_view_of_other_items_is_discord_pys_own() -> None:
    """Such an item is dispatched through its view, which needs discord.py's future."""
    made = controls(discord.ui.Button(label="x"), GameButton(1, 2, "play"))
    assert type(made) is discord.ui.View and vars(made)["_BaseView__stopped"] is not None


async def test_a_full_row_is_still_refused_as_discord_py_refuses_it() -> None:
    with pytest.raises(ValueError, match="would not fit at row"):
        controls(*(GameButton(1, 2, f"k{n}", row=0) for n in range(6)))


@pytest.mark.parametrize(
    ("label", "style", "disabled", "row", "emoji"),
    list(
        itertools.product(
            ("Play", None), STYLES, (False, True), (None, 0, 4), (None, "♥️", "<:hearts:123>")
        )
    ),
)
def test_a_button_is_the_one_discord_py_makes(
    label: str | None,
    style: discord.ButtonStyle,
    disabled: bool,
    row: int | None,
    emoji: str | None,
) -> None:
    made = button("pl:b:1:2:play", label, style, disabled, row, emoji)
    reference: discord.ui.Button[Any] = discord.ui.Button(
        custom_id="pl:b:1:2:play", label=label, style=style, disabled=disabled, row=row, emoji=emoji
    )
    _same_state(made, reference, apart=("_underlying",))
    for slot in get_slots(type(reference._underlying)):
        assert getattr(made._underlying, slot) == getattr(reference._underlying, slot), slot
    assert made.to_component_dict() == reference.to_component_dict()


def _same_slots(made: object, reference: object, *, apart: tuple[str, ...] = ()) -> None:
    for slot in get_slots(type(reference)):
        if slot not in apart:
            assert getattr(made, slot) == getattr(reference, slot), slot


@pytest.mark.parametrize(
    ("placeholder", "counts", "disabled", "row", "default"),
    list(itertools.product(("Pick", None), ((1, 1), (0, 2)), (False, True), (None, 0, 4), (0, 1))),
)
def test_a_select_and_its_options_are_the_ones_discord_py_makes(
    placeholder: str | None, counts: tuple[int, int], disabled: bool, row: int | None, default: int
) -> None:
    labels = (("A♠", "AS#0"), ("10♥", "TH#1"))
    made = select(
        "pl:s:1:2:menu",
        [option(label, value, n == default) for n, (label, value) in enumerate(labels)],
        placeholder,
        *counts,
        disabled,
        row,
    )
    reference: discord.ui.Select[Any] = discord.ui.Select(
        custom_id="pl:s:1:2:menu",
        options=[
            discord.SelectOption(label=label, value=value, default=n == default)
            for n, (label, value) in enumerate(labels)
        ],
        placeholder=placeholder,
        min_values=counts[0],
        max_values=counts[1],
        disabled=disabled,
        row=row,
    )
    _same_state(made, reference)
    _same_slots(made, reference, apart=("_underlying",))
    _same_slots(made._underlying, reference._underlying, apart=("options",))
    for ours, theirs in zip(made.options, reference.options, strict=True):
        _same_slots(ours, theirs)
    assert made.to_component_dict() == reference.to_component_dict()


def test_a_bad_row_is_still_refused() -> None:
    with pytest.raises(ValueError, match="row cannot be negative"):
        button("pl:b:1:2:play", "Play", STYLES[0], False, 5)


def test_dynamic_items_hold_what_discord_pys_dynamic_item_init_sets() -> None:
    assert vars(discord.ui.Item()) == ITEM_STATE  # type: ignore[no-untyped-call]
    for made in _items():
        assert isinstance(made, discord.ui.DynamicItem)
        reference = object.__new__(type(made))
        discord.ui.DynamicItem.__init__(reference, made.item)
        theirs = vars(reference)
        assert {name: value for name, value in vars(made).items() if name in theirs} == theirs
        assert made.item is reference.item and made.custom_id == made.item.custom_id


def test_an_id_the_template_refuses_is_still_refused() -> None:
    with pytest.raises(ValueError, match="must match"):
        GameButton(1, 2, "")
