"""Wording messages in the reader's language.

Every player-facing string comes from the Fluent catalogs under ``locales/``. The language in
force is a context variable: an interaction sets its reader's language when it starts
(:func:`use_language`), the presenter sets a table's language while it renders the table's
public message, so render functions just call :func:`t` and never pass a language around.
"""

from __future__ import annotations

import contextlib
from contextvars import ContextVar
from typing import Any

from bot.context_vars import bound
from bot.errors import PlayerError
from bot.i18n.catalogs import catalog, format_id, format_message
from bot.i18n.languages import (
    DEFAULT_LANGUAGE,
    Language,
    from_discord_locale,
    parse_language,
    pick_language,
)
from bot.msg import Msg, msg

__all__ = [
    "DEFAULT_LANGUAGE",
    "Language",
    "Msg",
    "current_language",
    "from_discord_locale",
    "has_message",
    "language_tag",
    "msg",
    "parse_language",
    "pick_language",
    "set_language",
    "t",
    "use_language",
    "word",
]

_language: ContextVar[Language] = ContextVar("parlour_language", default=DEFAULT_LANGUAGE)


def current_language() -> Language:
    return _language.get()


def language_tag() -> str:
    """The tag of the language in force: ``current_language().value`` without the enum's
    descriptor (~0.35 us a read, against ~0.1): a key of several memos that every hand view
    reads four to six times (issue #19)."""
    tag: str = _language.get()._value_  # no ``cast``: a call of its own
    return tag


def set_language(language: Language) -> None:
    """Set the language for the rest of this task (an interaction handler's first step)."""
    _language.set(language)


def use_language(language: Language) -> contextlib.AbstractContextManager[None]:
    """Word everything inside in ``language`` (a table's public message, a DM)."""
    return bound(_language, language)


def t(msg_id: str, /, **args: Any) -> str:
    """The catalog message ``msg_id`` in the language in force, with its parameters."""
    return format_id(_language.get(), msg_id, args)


def has_message(msg_id: str) -> bool:
    """Whether the catalogs (English, which every language matches) define ``msg_id``."""
    return catalog(DEFAULT_LANGUAGE).has(msg_id)


def word(message: Msg | PlayerError) -> str:
    """A message (or a refusal's message) in the language in force."""
    if isinstance(message, PlayerError):
        message = message.msg
    return format_message(_language.get(), message)
