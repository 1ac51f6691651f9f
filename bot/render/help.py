"""The words of ``/help`` and ``/rules``: how tables work, and each game as this bot plays it.

Summaries follow the rule files the engines implement (``shared/rules``). What an option
changes in them (a set, a target, the decks) is a parameter worked out from the options in
:mod:`bot.render.rules_text`: the table's in its thread, the defaults elsewhere, so the summary
never contradicts the options listed under it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.games.base import GameBase
from bot.games.options import option_reference
from bot.i18n import has_message, t
from bot.render.rules_text import rules_args
from bot.render.titles import game_title

#: where a long text asks for a new page (:func:`bot.ui.pages.split_pages` breaks there)
PAGE_BREAK = "\f"
#: /help's pages, by the paragraph each begins with: sitting down, playing, when things go
#: wrong. The whole of it is about four screens of a phone in one embed, too long to find a
#: thing in; a page is about one screen.
HELP_PAGE_STARTS = (1, 4, 6)


def _paragraphs(prefix: str, **args: Any) -> list[str]:
    found: list[str] = []
    while has_message(f"{prefix}-{len(found) + 1}"):
        found.append(t(f"{prefix}-{len(found) + 1}", **args))
    return found


def paragraphs(prefix: str, **args: Any) -> str:
    """A long text kept in the catalogs one paragraph per message (``help-1``, ``help-2``…),
    so translators see short units and Fluent never mistakes a bold line for a variant; each
    paragraph is given every parameter and uses those it needs."""
    return "\n\n".join(_paragraphs(prefix, **args))  # a blank line: a wall of text otherwise


def help_document() -> tuple[str, str]:
    found = _paragraphs("help")
    ends = (*HELP_PAGE_STARTS[1:], len(found) + 1)
    pages = [
        "\n\n".join(found[start - 1 : end - 1])
        for start, end in zip(HELP_PAGE_STARTS, ends, strict=True)
    ]
    return t("help-title"), PAGE_BREAK.join(page for page in pages if page)


def rules_summary(
    game: GameBase[Any, Any, Any], options: Mapping[str, Any] | None = None
) -> str | None:
    """A game's rules as this bot plays them with these options (None: the defaults), or None
    for a game without a summary."""
    prefix = f"rules-{game.name.replace('_', '-')}"
    return paragraphs(prefix, **rules_args(game, options)) or None


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
