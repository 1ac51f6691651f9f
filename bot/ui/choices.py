"""Controls that offer a seat's legal actions, by their index in ``legal_actions``.

Indexes keep custom ids short whatever an action looks like, and they are safe because every
control carries the table version it was drawn at: the presenter refuses a click on controls
from another version before an index is ever read.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.errors import PlayerError
from bot.i18n import t
from bot.numbers import read_number
from bot.render import limits
from bot.ui.components import GameButton, GameSelect
from bot.ui.frontend import HandContext


def pick_controls(
    ctx: HandContext,
    labels: Sequence[str],
    *,
    placeholder: str | None = None,
    descriptions: Sequence[str | None] | None = None,
    first_row: int = 0,
    buttons: bool | None = None,
) -> list[discord.ui.Item[Any]]:
    """Buttons for a few choices, else select menus of up to 25 (one per row); the menus'
    placeholder is ``placeholder`` or the catalog's "Choose"."""
    count = len(labels)
    if count == 0:
        return []
    table = ctx.table
    if buttons is None:
        buttons = count <= limits.ROW_BUTTONS and all(len(label) <= 30 for label in labels)
    if buttons:
        return [
            GameButton(
                table.id,
                table.version,
                f"i{n}",
                label=label,
                row=first_row,
                style=discord.ButtonStyle.primary,
            )
            for n, label in enumerate(labels)
        ]
    items: list[discord.ui.Item[Any]] = []
    for page, start in enumerate(range(0, count, limits.SELECT_OPTIONS)):
        if first_row + page >= limits.ROWS:
            break
        options = [
            discord.SelectOption(
                label=labels[n][: limits.OPTION_LABEL],
                value=str(n),
                description=(descriptions[n] or "")[: limits.OPTION_LABEL] or None
                if descriptions
                else None,
            )
            for n in range(start, min(start + limits.SELECT_OPTIONS, count))
        ]
        suffix = (
            f" ({page + 1}/{-(-count // limits.SELECT_OPTIONS)})"
            if count > limits.SELECT_OPTIONS
            else ""
        )
        prompt = placeholder if placeholder is not None else t("lobby-choose")
        items.append(
            GameSelect(
                table.id,
                table.version,
                f"pick{page}",
                options,
                placeholder=prompt + suffix,
                row=first_row + page,
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
