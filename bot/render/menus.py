"""What every game's select menus are made of, so the renderers share one option type."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar

from bot.render import limits

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class MenuChoice:
    """One select-menu option: ``id`` goes back to the frontend (an action id, a card code),
    ``label`` is what players read."""

    id: str
    label: str


def menu_pages(options: list[T]) -> list[list[T]]:
    """``options`` cut into as many select menus as they need: Discord's hold 25 at most."""
    size = limits.SELECT_OPTIONS
    return [options[i : i + size] for i in range(0, len(options), size)]
