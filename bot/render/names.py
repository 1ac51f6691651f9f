"""Player names as the bot writes them in Discord markdown: shown exactly as typed.

A nickname is player text: ``[Free Nitro](https://evil.example)`` would become a link, ``**``
bold, ``||`` a spoiler, ``# x`` a heading, ``@everyone`` a ping. Names are escaped once, where
they enter (the presenter's :class:`~bot.tables.snapshots.Person`), so the stored name, every
seat name and every line built from them is already safe; escaping is idempotent, so a name
passed through twice (a leaderboard reading stored names) shows no extra backslashes.
Where Discord shows text as it is, the escapes are taken out again (:func:`plain_name`).
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Sequence

from bot.i18n import t

_MARKDOWN = re.compile(r"([\\*_~`|\[\]<])")
#: an escape this module wrote (or a name already typed escaped)
_ESCAPED = re.compile(r"\\([\\*_~`|\[\]<#>-])")
#: headings, quotes and list items only start a line, and a name often starts one
_LINE_START = re.compile(r"^(\s*)([#>-])")
_MASS_MENTION = re.compile(r"@(everyone|here)")
#: letters drawn as nothing (Hangul and half-width fillers): a name of them is a blank seat
_FILLERS = frozenset("\u115f\u1160\u3164\uffa0")


def visible_name(name: str) -> str:
    """``name`` with its spaces collapsed, or "" when it shows nothing (only zero-width
    characters, format controls, fillers): those are kept inside a name that shows
    something, where they join emoji and make flags (🏴 of Wales) or set its direction."""
    collapsed = " ".join(name.split())
    shown = any(
        not c.isspace() and c not in _FILLERS and unicodedata.category(c) not in ("Cf", "Cc")
        for c in collapsed
    )
    return collapsed if shown else ""


def markdown_name(name: str) -> str:
    """``name`` with every markdown character escaped (the backslash too: a name's own
    ``\\[`` would otherwise turn the escape of ``[`` into a literal backslash and leave a link)
    and mass mentions broken. Escapes already there are undone first, so a stored name passed
    through again is escaped once."""
    escaped = _LINE_START.sub(r"\1\\\2", _MARKDOWN.sub(r"\\\1", plain_name(name)))
    return _MASS_MENTION.sub("@\u200b\\1", escaped)


def plain_name(text: str) -> str:
    """Text with the escapes of :func:`markdown_name` undone, for where Discord shows text as
    it is (button and menu labels, a code block, the board picture): ``john\\_doe`` there
    would show its backslash. Most names hold no backslash, so no escape to undo (a name is
    shown in several labels of every view drawn, issue #19)."""
    return _ESCAPED.sub(r"\1", text) if "\\" in text else text


def together(names: Sequence[str]) -> str:
    """Partners (or their seat numbers) as one side, in the language in force: "alice & bob",
    "alice 和 bob"; one name stays as it is."""
    return functools.reduce(lambda first, second: t("pair", first=first, second=second), names)
