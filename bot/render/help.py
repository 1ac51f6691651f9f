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
from bot.render.titles import game_title


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
    text = option_reference(game_title(game), game.options).split("\n", 2)[-1]
    example = " ".join(f"{s.key}={s.show(s.default)}" for s in game.options[:2])
    if example:
        command = f"/table create game:{game.name} options:{example}"
        text += "\n\n" + t("lobby-options-example", command=command)
    return text


def options_title(game: GameBase[Any, Any, Any]) -> str:
    return t("lobby-options-title", game=game_title(game))


def rules_title(game: GameBase[Any, Any, Any]) -> str:
    return t("lobby-rules-title", game=game_title(game))


def options_heading(at_table: int | None) -> str:
    if at_table is None:
        return t("lobby-options-defaults")
    return t("lobby-options-at-table", table=at_table)
