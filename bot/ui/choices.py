"""Controls that offer a seat's choices: a few as one-tap buttons, more in a select.

:func:`pick_controls` offers the legal actions by their index in ``legal_actions``;
:func:`tap_or_select` offers a list the frontend drew (Shengji's quick plays, a Whist hand's
cards), its buttons by their index in it. Indexes keep custom ids short whatever a choice
looks like, and they are safe because every control carries the table version it was drawn
at: the presenter refuses a click on controls from another version before an index is ever
read, and a list drawn again for the same version is the same list.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.errors import PlayerError
from bot.i18n import t
from bot.numbers import read_number
from bot.render import limits
from bot.render.menus import MenuChoice
from bot.ui.components import GameButton, GameSelect
from bot.ui.frontend import HandContext
from bot.ui.quick_ui import option


def as_buttons(count: int) -> bool:
    """Whether ``count`` choices are shown as buttons (one tap each) rather than a select
    (two: open, choose): as many as one row of buttons holds, which a phone still shows
    without scrolling."""
    return 0 < count <= limits.ROW_BUTTONS


def tap_or_select(
    ctx: HandContext,
    key: str,
    choices: Sequence[MenuChoice],
    *,
    placeholder: str,
    row: int = 0,
    style: discord.ButtonStyle = discord.ButtonStyle.primary,
) -> list[discord.ui.Item[Any]]:
    """``choices`` as one row of buttons (keys ``key0``, ``key1``…) when :func:`as_buttons`
    says so, else as one select (key ``key``, values the choices' ids, its first 25): either
    way one row, ``row``. Read a click back with :func:`tapped_choice`."""
    table = ctx.table
    if as_buttons(len(choices)):
        return [
            GameButton(
                table.id, table.version, f"{key}{n}", label=choice.label, style=style, row=row
            )
            for n, choice in enumerate(choices)
        ]
    if not choices:
        return []
    options = [
        option(choice.label[: limits.OPTION_LABEL], choice.id)
        for choice in choices[: limits.SELECT_OPTIONS]
    ]
    return [GameSelect(table.id, table.version, key, options, placeholder=placeholder, row=row)]


def taps(key: str, clicked: str) -> bool:
    """Whether ``clicked`` is one of :func:`tap_or_select`'s controls for ``key``."""
    return clicked == key or (
        clicked.startswith(key) and read_number(clicked[len(key) :]) is not None
    )


def tapped_choice(
    key: str, clicked: str, values: Sequence[str], choices: Sequence[MenuChoice]
) -> str | None:
    """The id of the choice a click on :func:`tap_or_select`'s controls names (``choices``
    drawn again as they were for the clicked controls); None when it names none on offer (a
    forged click, or a button past the list), for the game to refuse in its own words."""
    if clicked == key:
        offered = {choice.id for choice in choices[: limits.SELECT_OPTIONS]}
        return values[0] if len(values) == 1 and values[0] in offered else None
    index = read_number(clicked[len(key) :]) if clicked.startswith(key) else None
    if index is None or not as_buttons(len(choices)) or not 0 <= index < len(choices):
        return None
    return choices[index].id


def pick_controls(
    ctx: HandContext,
    labels: Sequence[str],
    *,
    placeholder: str | None = None,
    buttons: bool | None = None,
) -> list[discord.ui.Item[Any]]:
    """The legal actions (``labels`` in their order) as buttons when few and short, else as
    select menus of up to 25 each, one a row (as many as the rows hold); the menus'
    placeholder is ``placeholder`` or the catalog's "Choose". Read back with
    :func:`picked_action`."""
    count = len(labels)
    if count == 0:
        return []
    table = ctx.table
    if buttons is None:
        buttons = as_buttons(count) and all(len(label) <= 30 for label in labels)
    if buttons:
        return [
            GameButton(
                table.id,
                table.version,
                f"i{n}",
                label=label,
                style=discord.ButtonStyle.primary,
            )
            for n, label in enumerate(labels)
        ]
    pages = -(-count // limits.SELECT_OPTIONS)
    prompt = placeholder if placeholder is not None else t("lobby-choose")
    items: list[discord.ui.Item[Any]] = []
    for page in range(min(pages, limits.ROWS)):
        start = page * limits.SELECT_OPTIONS
        options = [
            option(labels[n][: limits.OPTION_LABEL], str(n))
            for n in range(start, min(start + limits.SELECT_OPTIONS, count))
        ]
        suffix = f" ({page + 1}/{pages})" if pages > 1 else ""
        items.append(
            GameSelect(
                table.id,
                table.version,
                f"pick{page}",
                options,
                placeholder=prompt + suffix,
                row=page,
            )
        )
    return items


def picked_action(ctx: HandContext, key: str, values: Sequence[str]) -> Any | None:
    """The legal action a pick control chose, or None when ``key`` is not a pick control."""
    button = read_number(key[1:]) if key.startswith("i") else None
    if button is not None:
        index = button
    elif key.startswith("pick") and read_number(key[4:]) is not None:
        picked = read_number(values[0]) if len(values) == 1 else None
        if picked is None:
            raise PlayerError("lobby-choose-one")
        index = picked
    else:
        return None
    if not 0 <= index < len(ctx.legal):
        raise PlayerError("lobby-choice-gone")
    return ctx.legal[index]
