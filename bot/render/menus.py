"""What every game's select menus are made of, so the renderers share one option type."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class MenuChoice:
    """One select-menu option: ``id`` goes back to the frontend (an action id, a card code),
    ``label`` is what players read."""

    id: str
    label: str
