"""The words of ``/help`` and ``/rules``: how tables work, and each game as this bot plays it.

Summaries follow the rule files the engines implement (``shared/rules``) with their default
options; the options a table actually uses are listed under the summary, so a player reading
``/rules`` in a table's thread sees the game as it is played there.
"""

from __future__ import annotations

from typing import Any

from bot.games.base import GameBase
from bot.games.options import option_reference
from bot.i18n import has_message, t


def paragraphs(prefix: str) -> str:
    """A long text kept in the catalogs one paragraph per message (``help-1``, ``help-2``…),
    so translators see short units and Fluent never mistakes a bold line for a variant."""
    lines: list[str] = []
    while has_message(f"{prefix}-{len(lines) + 1}"):
        lines.append(t(f"{prefix}-{len(lines) + 1}"))
    return "\n".join(lines)


def help_document() -> tuple[str, str]:
    return t("help-title"), paragraphs("help")


def rules_summary(game_name: str) -> str | None:
    """A game's rules as this bot plays them, or None for a game without a summary."""
    return paragraphs(f"rules-{game_name.replace('_', '-')}") or None


def options_text(game: GameBase[Any, Any, Any]) -> str:
    """``/table options``: every option with its default, and an example to copy."""
    text = option_reference(game.title, game.options).split("\n", 2)[-1]
    example = " ".join(f"{s.key}={s.show(s.default)}" for s in game.options[:2])
    if example:
        text += f"\n\nExample: `/table create game:{game.name} options:{example}`"
    return text


def options_title(game_title: str) -> str:
    return f"{game_title} — table options"


def rules_title(game_title: str) -> str:
    return f"{game_title} — rules as played here"


def options_heading(at_table: int | None) -> str:
    return f"Options at table #{at_table}" if at_table is not None else "Options (defaults)"
