"""discord.py's views and buttons for our controls, made without what those never use.

Every table message and hand view drawn is a fresh view of fresh buttons (9,000 views per
4,400 moves at 1,000 tables), and discord.py's constructors were a twentieth of the event
loop's CPU there (issue #19): a view reads ``os.urandom`` for its id (a system call, which also
hands the GIL over) and makes a future; a button walks its component's class tree and checks
arguments only a link or shop button has. What is made here holds exactly what those
constructors make, attribute for attribute (``tests/ui/test_quick_ui.py`` compares both on
whatever discord.py is installed), except:

- the view's id is a counter's: discord.py names tasks by it and tells stored persistent views
  apart by it, and a view of dynamic items is never stored (``ViewStore.add_view`` keeps their
  classes only);
- the view has no future: discord.py dispatches a click on a dynamic item through a view it
  makes of the clicked message, never through the view the message was sent with, and
  ``View.wait`` makes the future when it is awaited.

So :class:`DynamicView` holds dynamic items only; ``bot.ui.components.controls`` gives any
other item discord.py's own view.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from typing import Any, cast

import discord
from discord.components import Button as ButtonComponent
from discord.components import SelectMenu
from discord.ui.view import _ViewWeights

#: what discord.py's ``Item.__init__`` sets, for every item alike
ITEM_STATE: dict[str, Any] = dict(vars(discord.ui.Item()))  # type: ignore[no-untyped-call]
#: what ``View(timeout=None)`` sets; the parts each view needs its own are set per view
_VIEW_STATE: dict[str, Any] = {**vars(discord.ui.View(timeout=None)), "_BaseView__stopped": None}
#: what ``Item.__init__`` leaves in a select's ``__dict__`` (its custom id flag is a slot there)
_SELECT_STATE = {name: value for name, value in ITEM_STATE.items() if name != "_provided_custom_id"}
_view_ids = itertools.count(1)
#: the most items discord.py lets a view hold
MAX_CHILDREN = 25


class DynamicView(discord.ui.View):
    """A view of dynamic items that never times out (see the module's docstring)."""

    def __init__(self, items: Iterable[discord.ui.DynamicItem[Any]]) -> None:
        weights = _ViewWeights.__new__(_ViewWeights)
        weights.clear()
        children: list[discord.ui.Item[Any]] = []
        vars(self).update(
            _VIEW_STATE, _children=children, _View__weights=weights, id=f"{next(_view_ids):032x}"
        )
        # what ``View.add_item`` does for a dynamic item of one button or select, without its
        # checks of the item's kind and its calls through properties (a third of a view's
        # making; issue #19); the row's room is still checked by discord.py's weights
        for item in items:
            if len(children) >= MAX_CHILDREN:
                raise ValueError("maximum number of children exceeded")
            weights.add_item(item)
            item._view = self
            children.append(item)
        self._total_children = len(children)


def button(
    custom_id: str,
    label: str | None,
    style: discord.ButtonStyle,
    disabled: bool,
    row: int | None = None,
    emoji: str | None = None,
) -> discord.ui.Button[Any]:
    """``discord.ui.Button(custom_id=..., ...)``, made directly."""
    made: discord.ui.Button[Any] = object.__new__(discord.ui.Button)
    underlying = ButtonComponent.__new__(ButtonComponent)
    underlying.style = style
    underlying.custom_id = custom_id
    underlying.url = None
    underlying.disabled = disabled
    underlying.label = label
    underlying.emoji = None
    underlying.sku_id = None
    underlying.id = None
    vars(made).update(ITEM_STATE, _provided_custom_id=True, _underlying=underlying)
    if row is not None:
        made.row = row  # checked by discord.py
    if emoji is not None:
        made.emoji = emoji
    return made


def select(
    custom_id: str,
    options: list[discord.SelectOption],
    placeholder: str | None,
    min_values: int,
    max_values: int,
    disabled: bool,
    row: int | None = None,
) -> discord.ui.Select[Any]:
    """``discord.ui.Select(custom_id=..., ...)``, made directly (its constructor walks its
    component's class tree for slots: 3.6 µs, against 0.6)."""
    made: discord.ui.Select[Any] = object.__new__(discord.ui.Select)
    underlying = SelectMenu.__new__(SelectMenu)
    underlying.type = discord.ComponentType.string_select
    underlying.custom_id = custom_id
    underlying.placeholder = placeholder
    underlying.min_values = min_values
    underlying.max_values = max_values
    underlying.options = options
    underlying.disabled = disabled
    underlying.channel_types = []
    underlying.default_values = []
    underlying.required = True
    underlying.id = None
    vars(made).update(_SELECT_STATE)
    # a select's own slots (``row`` among them: discord.py sets it unchecked)
    made._provided_custom_id = True
    made._underlying = underlying
    made.row = row
    made._values = []
    return made


def option(label: str, value: str, default: bool = False) -> discord.SelectOption:
    """``discord.SelectOption(label=..., value=..., default=...)``, made directly: a hand's
    card menus hold dozens (0.5 µs each, against 0.2)."""
    made = discord.SelectOption.__new__(discord.SelectOption)
    made.label = label
    made.value = value
    made.description = None
    made.default = default
    cast(Any, made)._emoji = None  # typed as set by its setter
    return made


def wrap(dynamic: discord.ui.DynamicItem[Any], item: discord.ui.Item[Any], custom_id: str) -> None:
    """``DynamicItem.__init__(dynamic, item)`` for an ``item`` made here or by discord.py with
    ``custom_id``: its template still checks the id, the rest goes without saying."""
    if dynamic.template.match(custom_id) is None:
        raise ValueError(f"{custom_id!r} must match {dynamic.template.pattern!r}")
    vars(dynamic).update(ITEM_STATE, item=item)
