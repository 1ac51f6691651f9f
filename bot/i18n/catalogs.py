"""The Fluent message catalogs: one folder of ``.ftl`` files per language.

Fluent (Mozilla's ``fluent.runtime``) handles plurals and parameters per language, so no
sentence is ever assembled from English fragments in code. Bundles are built once, on first
use, not at import time. A message missing from a language falls back to English (the
catalog tests keep that from happening); an id no catalog knows is shown as it is, which keeps
older stored text (results written before the catalogs) readable.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser, ast
from fluent.syntax.serializer import FluentSerializer

from bot.i18n.languages import DEFAULT_LANGUAGE, Language
from bot.i18n.wording import Wording
from bot.msg import Msg
from bot.text_memo import TextMemo

log = logging.getLogger(__name__)

LOCALES = Path(__file__).with_name("locales")
_PLACEABLE = re.compile(r"\{\s*\$([a-zA-Z][\w-]*)")


@dataclass(frozen=True, slots=True)
class Catalog:
    """One language's bundle, its messages compiled for wording without Fluent's resolver,
    and the raw text of its messages (for the consistency tests)."""

    language: Language
    bundle: FluentBundle
    wording: Wording
    sources: Mapping[str, str]

    def has(self, msg_id: str) -> bool:
        return self.bundle.has_message(msg_id)


@cache
def catalog(language: Language) -> Catalog:
    bundle = FluentBundle([language.value], use_isolating=False)
    sources: dict[str, str] = {}
    serializer = FluentSerializer()
    # without source positions: a catalog is then ~40 % fewer objects (7,000 fewer; ~1 MB),
    # which every full garbage collection walks for as long as the bot runs (issue #19)
    parser = FluentParser(with_spans=False)
    for path in sorted((LOCALES / language.value).glob("*.ftl")):
        resource = parser.parse(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            if isinstance(entry, ast.Junk):
                raise ValueError(f"{path}: cannot parse {(entry.content or '')[:80]!r}")
            if isinstance(entry, ast.Message):
                if entry.id.name in sources:
                    raise ValueError(f"{path}: {entry.id.name} is defined twice")
                sources[entry.id.name] = serializer.serialize_entry(entry)
        bundle.add_resource(resource)
    return Catalog(language, bundle, Wording(bundle), sources)


def load_catalogs() -> None:
    """Parse and compile every language's catalog and load its locale data now, before
    start-up freezes what is alive (:func:`bot.gc_tuning.tune_garbage_collector`). The command
    sync would parse all six right after the freeze (~10,000 objects each, 14,000 English), and
    Fluent compiles a message on its first use (up to ~12,000 more a language): all of it
    walked by every full collection for as long as the bot runs, up to ~135,000 objects, about
    what 800 live tables hold (issue #19). Costs ~0.6 s at start-up and ~6 MB for compiled
    messages a bot may never use, and ~0.1 s and ~1 MB more for their form worded without
    Fluent's resolver (:mod:`bot.i18n.wording`)."""
    for language in Language:
        loaded = catalog(language)
        for msg_id in loaded.sources:
            loaded.bundle.get_message(msg_id)  # Fluent compiles a message on first use
            loaded.wording.compile(msg_id)
        loaded.wording.number(1_000)  # Babel's data for the language


def placeholders(source: str) -> frozenset[str]:
    """The ``$parameters`` a message uses (its translations must use the same ones)."""
    return frozenset(_PLACEABLE.findall(source))


#: how many worded messages :func:`format_message` remembers at most (each costs ~450 bytes:
#: 8,192 is ~4 MB, a few KB per table at 1,000 live tables), in two generations: a message
#: asked for again is kept on, so the hot ones stay however many one-off lines pass by;
#: emptying the whole memo when full made half the misses at 1,000 tables messages worded
#: before (issue #19)
MEMO_LIMIT = 8_192
_memo = TextMemo(MEMO_LIMIT)
#: a parameter's type, written as a letter: a key made only of strings and numbers is one the
#: garbage collector stops tracking, so the memo's ~20,000 tuples are not walked by every
#: collection as they were with the type objects themselves in them (issue #19)
_TYPE_TAGS: dict[type, str] = {str: "s", int: "i", float: "f", bool: "b", type(None): "n"}


def _memo_key(language: str, msg_id: str, args: Mapping[str, Any]) -> object:
    """What a worded message depends on, hashable and flat: the language's tag, the id and
    every parameter's name, type and value (``1`` and ``1.0`` and ``True`` are equal keys but
    may be worded apart); None when a parameter is something else (a date, a list): that one
    is worded every time. Built ~30 times per move, so kept to one tuple (issue #19)."""
    if not args:
        return (language, msg_id)
    parts: list[object] = [language, msg_id]
    return tuple(parts) if _add_args(parts, args) else None


def _add_args(parts: list[object], args: Mapping[str, Any]) -> bool:
    """Add each parameter's name, type and value to ``parts``; a nested message as its id
    and how many parameters follow, then theirs: one flat tuple of strings and numbers, which
    the collector stops tracking at its first look (a tuple inside a tuple may take it two,
    and the memo's keys then stayed tracked in the oldest generation; issue #19). False when
    a parameter cannot be part of a key."""
    for name, value in args.items():
        tag = _TYPE_TAGS.get(type(value))
        if tag is not None:
            parts += (name, tag, value)
        elif isinstance(value, Msg):
            parts += (name, "m", value.id, len(value.args))
            if not _add_args(parts, value.args):
                return False
        elif isinstance(value, tuple) and all(type(item) is str for item in value):
            parts += (name, "t", len(value), *value)
        else:
            return False
    return True


def format_message(language: Language, message: Msg) -> str:
    """Word ``message`` in ``language`` (see :func:`format_id`)."""
    return format_id(language, message.id, message.args)


def format_id(language: Language, msg_id: str, args: Mapping[str, Any]) -> str:
    """Word the message ``msg_id`` with ``args`` in ``language``, remembered: the same labels,
    names and lines are worded over and over for every table message, hand view and log line
    (Fluent and Babel cost ~0.05 ms a message, a fifth of drawing a hand view; issue #19).
    A remembered one costs a key and a look-up: no :class:`Msg` is made for it."""
    key = _memo_key(language._value_, msg_id, args)
    if key is None:
        return _format(language, Msg(msg_id, args))
    memo = _memo
    text = memo.get(key)
    if text is None:
        text = _format(language, Msg(msg_id, args))
        memo.put(key, text)
    return text


def _format(language: Language, message: Msg) -> str:
    """Word ``message`` in ``language``: nested messages first, then the message as compiled
    (:mod:`bot.i18n.wording`), or Fluent for what that leaves (and to report errors)."""
    args = {
        key: value if type(value) is str or type(value) is int else _argument(language, value)
        for key, value in message.args.items()
    }
    for lang in (language, DEFAULT_LANGUAGE):
        loaded = catalog(lang)
        bundle = loaded.bundle
        if bundle.has_message(message.id):
            quick = loaded.wording.word(message.id, args)
            if quick is not None:
                return quick
            pattern = bundle.get_message(message.id).value
            if pattern is None:
                break
            text, errors = bundle.format_pattern(pattern, args)
            if errors:
                log.warning("message %s (%s): %s", message.id, lang, errors)
            return str(text)
    log.debug("no catalog has %r: shown as it is", message.id)
    return message.id


def _argument(language: Language, value: Any) -> Any:
    """A parameter as Fluent takes it: a nested message worded, a tuple or list (names, seat
    numbers; a list once stored as JSON) as one text with the language's separator
    ("alice, bob"; "alice、bob")."""
    if isinstance(value, Msg):
        return format_message(language, value)
    if isinstance(value, tuple | list):
        separator = format_id(language, "list-separator", {})
        return separator.join(str(_argument(language, item)) for item in value)
    return value
