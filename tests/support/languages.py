"""Spotting English catalog text in a table that speaks another language.

A fragment is a literal run of English words inside an English catalog message (Fluent's
text elements, in every variant). It *leaks* when it shows up in what a non-English table
posted — unless the other language's catalog uses the same words itself (a game's name kept
as a loanword, say). Names and card codes are parameters, never fragments, so they never
count.
"""

from __future__ import annotations

import re
from functools import cache

from fluent.syntax import ast
from fluent.syntax.visitor import Visitor

from bot.i18n import Language
from bot.i18n.catalogs import LOCALES

_TWO_WORDS = re.compile(r"[A-Za-z]{2,}[’']?[a-z]*[ ,]+[A-Za-z]{2,}")
_WORD_RUN = re.compile(r"[A-Za-z][A-Za-z’' ,-]*[A-Za-z]")


class _Texts(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.found: list[str] = []

    def visit_TextElement(self, node: ast.TextElement) -> None:
        self.found.append(node.value)


@cache
def _texts(language: Language) -> tuple[str, ...]:
    """Every text element of ``language``'s catalog (parsed once: English is read for each
    other language)."""
    from fluent.syntax import FluentParser

    parser = FluentParser()
    found: list[str] = []
    for path in sorted((LOCALES / language.value).glob("*.ftl")):
        visitor = _Texts()
        visitor.visit(parser.parse(path.read_text(encoding="utf-8")))
        found += visitor.found
    return tuple(found)


@cache
def english_fragments(language: Language) -> frozenset[str]:
    """English word runs (two words or more) that ``language``'s catalog does not use."""
    theirs = "\n".join(_texts(language))
    fragments = set()
    for text in _texts(Language.EN):
        for run in _WORD_RUN.findall(text):
            run = run.strip(" ,-")
            if _TWO_WORDS.search(run) and len(run) >= 8 and run not in theirs:
                fragments.add(run)
    return frozenset(fragments)


def english_leaks(text: str, language: Language) -> list[str]:
    """The English fragments found in ``text`` posted at a ``language`` table."""
    return sorted(f for f in english_fragments(language) if f in text)


@cache
def english_labels(language: Language) -> frozenset[str]:
    """Whole English catalog texts of one word or more (a button's ``Pass``, ``Rules``) that
    ``language``'s catalog does not use: a control labelled so was left in English."""
    theirs = {text.strip() for text in _texts(language)}
    return frozenset(
        text.strip()
        for text in _texts(Language.EN)
        if len(text.strip()) >= 3 and re.fullmatch(r"[A-Za-z][A-Za-z’' -]*", text.strip())
        if text.strip() not in theirs
    )
