"""The documents players and admins read stay in step with the code."""

from __future__ import annotations

from pathlib import Path

from bot.catalogue import load_catalogue
from bot.games.options import option_reference

ROOT = Path(__file__).resolve().parent.parent
HEADER = """# Table options

Every option a game offers at `/table create game:<game> options:"key=value …"`, with its
default. `/table options game:<game>` shows the same in Discord. Rules: `../shared/rules/`.
This file is checked by `tests/test_docs.py`; regenerate it from `option_reference`.
"""


def options_document() -> str:
    games = [entry.game for entry in load_catalogue()]
    sections = [option_reference(game.title, game.options) for game in games]
    return HEADER + "\n" + "\n\n".join(sections) + "\n"


def test_the_options_document_lists_every_option_with_its_default() -> None:
    assert (ROOT / "docs" / "options.md").read_text(encoding="utf-8") == options_document()
