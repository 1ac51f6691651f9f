"""Catalog messages worded without Fluent's resolver, to the letter as Fluent words them.

Fluent's resolver walks a message's tree per wording in pure Python (an environment object,
a generator per pattern, ``FluentInt`` conversions, Babel's ``NumberPattern.apply`` for every
number): most of what ``t()`` cost in drawing a table message at 1,000 tables (issue #19).
Each message is compiled once per language into nested tuples of text and a few kinds of
piece, covering what our catalogs use: text, ``{ $name }``, ``NUMBER($name, option: literal)``,
selectors on a parameter (its string value or an int's plural category, Babel's rule as
Fluent takes it: ``bundle._plural_form``), references to other messages and nested
placeables. Anything else (terms, attributes, other functions, a cycle) is not compiled, and
anything Fluent would report as an error (a missing parameter, another type, a part over
Fluent's length limit) makes :meth:`Wording.word` answer None: the caller then asks Fluent,
which words it (or says why). Numbers and plural categories are remembered per language and
value. :func:`bot.i18n.catalogs.load_catalogs` compiles every message at start-up, with
Fluent's own, before the garbage collector's freeze (~0.1 s, ~1 MB for six languages).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from fluent.runtime import FluentBundle, resolver
from fluent.runtime.types import FluentInt, fluent_number

#: a compiled pattern: its whole text, or its pieces (text and the tuples below) to join
Compiled = str | tuple[Any, ...]
#: ``(_VARIABLE, name)``: a string as it is, an int as Fluent writes it
_VARIABLE = 0
#: ``(_NUMBER, name, options)``: ``NUMBER($name, ...)`` on an int, ``options`` its literals
_NUMBER = 1
#: ``(_SELECT, name, by_text, by_number, by_category, default, variants)``: the first variant
#: whose key matches, as Fluent's ``match``: a string value by key name (or a numeric key's
#: plural category), an int by numeric key or by its plural category
_SELECT = 2
#: ``(_MESSAGE, compiled)``: a reference to another message, its pattern inlined
_MESSAGE = 3
_NO_VARIANT = 1 << 30
#: how many numbers and plural categories a language remembers before starting again
NUMBERS_LIMIT = 8_192


def _plain(literal: object) -> object:
    """A number literal of ``NUMBER``'s options as the builtin number it is: a number
    remembered with its options is kept by a key holding them (:meth:`Wording.number`), and
    Fluent's ``FluentInt``, an ``int`` subclass, kept that key tracked by the collector, one
    a live table (its number in its title; issue #19)."""
    if isinstance(literal, int):
        return int(literal)
    return float(literal) if isinstance(literal, float) else literal


class _Unsupported(Exception):
    """A message outside the compiled subset: Fluent words it every time."""


class Wording:
    """One language's compiled messages and the numbers worded in it."""

    def __init__(self, bundle: FluentBundle) -> None:
        self._bundle = bundle
        self._compiled: dict[str, Compiled | None] = {}
        self._numbers: dict[object, str] = {}
        self._categories: dict[int, str] = {}

    def word(self, msg_id: str, args: Mapping[str, Any]) -> str | None:
        """``msg_id`` (a message of this bundle) with ``args`` (strings and ints are worded
        here), exactly as ``bundle.format_pattern`` would; None: ask Fluent."""
        compiled = self._compiled.get(msg_id)
        if compiled is None:
            compiled = self.compile(msg_id)
            if compiled is None:
                return None
        return self._join(compiled, args)

    def compile(self, msg_id: str) -> Compiled | None:
        """Compile ``msg_id`` once (None: outside the subset, or no such message)."""
        if msg_id not in self._compiled:
            try:
                compiled: Compiled | None = _Compiler(self._bundle).message(msg_id, ())
            except _Unsupported:
                compiled = None
            self._compiled[msg_id] = compiled
        return self._compiled[msg_id]

    def number(self, value: int, options: tuple[tuple[str, Any], ...] = ()) -> str:
        """An int as Fluent writes it here (Babel's digits and grouping: 1,234), with
        ``NUMBER``'s options if any."""
        key: object = (value, options) if options else value
        text = self._numbers.get(key)
        if text is None:
            if len(self._numbers) >= NUMBERS_LIMIT:
                self._numbers.clear()
            number = fluent_number(FluentInt(value), **dict(options))
            text = self._numbers[key] = str(number.format(self._bundle._babel_locale))
        return text

    def _category(self, value: int) -> str:
        category = self._categories.get(value)
        if category is None:
            if len(self._categories) >= NUMBERS_LIMIT:
                self._categories.clear()
            category = self._categories[value] = self._bundle._plural_form(value)
        return category

    def _join(self, compiled: Compiled, args: Mapping[str, Any]) -> str | None:
        if type(compiled) is str:
            return compiled
        out: list[str] = []
        add = out.append
        piece: Any
        for piece in compiled:
            if type(piece) is str:
                add(piece)
                continue
            kind = piece[0]
            if kind == _VARIABLE:
                value = args.get(piece[1])
                if type(value) is int:
                    add(self._numbers.get(value) or self.number(value))  # a call saved
                    continue
                if type(value) is not str:
                    return None  # missing or another type: Fluent says why
            elif kind == _NUMBER:
                value = args.get(piece[1])
                if type(value) is not int:
                    return None
                add(self.number(value, piece[2]))
                continue
            else:
                inner = self._choose(piece, args) if kind == _SELECT else piece[1]
                value = None if inner is None else self._join(inner, args)
                if value is None:
                    return None
            if len(value) > resolver.MAX_PART_LENGTH:
                return None  # Fluent refuses the whole message
            add(value)
        return "".join(out)

    def _choose(self, select: tuple[Any, ...], args: Mapping[str, Any]) -> Compiled | None:
        _, name, by_text, by_number, by_category, default, variants = select
        value = args.get(name)
        if type(value) is str:
            return variants[by_text.get(value, default)]  # type: ignore[no-any-return]
        if type(value) is not int:
            return None
        found = min(
            by_number.get(value, _NO_VARIANT), by_category.get(self._category(value), _NO_VARIANT)
        )
        return variants[default if found == _NO_VARIANT else found]  # type: ignore[no-any-return]


class _Compiler:
    """Fluent's compiled tree of one message to :data:`Compiled`, with its references
    inlined; raises :class:`_Unsupported` outside the subset."""

    def __init__(self, bundle: FluentBundle) -> None:
        self._bundle = bundle
        #: an upper bound of the parts Fluent counts (it refuses a message over
        #: ``Pattern.MAX_PARTS``): every pattern's elements, each inlined reference again
        self._parts = 0

    def message(self, msg_id: str, referring: tuple[str, ...]) -> Compiled:
        if (
            msg_id in referring
            or not self._bundle.has_message(msg_id)
            or self._bundle.use_isolating
        ):
            raise _Unsupported(msg_id)  # a cycle, an unknown message, isolation marks
        pattern = self._bundle.get_message(msg_id).value
        if pattern is None:
            raise _Unsupported(msg_id)
        compiled = self._pattern(pattern, (*referring, msg_id))
        if self._parts > resolver.Pattern.MAX_PARTS:
            raise _Unsupported(msg_id)
        return compiled

    def _pattern(self, node: Any, referring: tuple[str, ...]) -> Compiled:
        if isinstance(node, resolver.TextElement):
            return node.value
        if isinstance(node, resolver.StringLiteral):
            return str(node.parse()["value"])
        if isinstance(node, resolver.NeverIsolatingPlaceable):  # a pattern of one placeable
            return self._pieces([self._placeable(node.expression, referring)])
        if not isinstance(node, resolver.Pattern):
            raise _Unsupported(type(node).__name__)
        self._parts += len(node.elements)
        pieces: list[Compiled] = []
        for element in node.elements:
            if isinstance(element, resolver.Placeable):
                pieces.append(self._placeable(element.expression, referring))
            else:  # text, or a string literal in braces (compiled down to one)
                pieces.append(self._pattern(element, referring))
        return self._pieces(pieces)

    def _pieces(self, pieces: list[Compiled]) -> Compiled:
        """The pieces of a pattern, adjacent text merged; its text if that is all."""
        merged: list[Compiled] = []
        for piece in pieces:
            if type(piece) is str and len(piece) > resolver.MAX_PART_LENGTH:
                raise _Unsupported("too long a part")
            if type(piece) is str and merged and type(merged[-1]) is str:
                merged[-1] += piece
            else:
                merged.append(piece)
        if len(merged) == 1 and type(merged[0]) is str:
            return merged[0]
        return tuple(merged)

    def _placeable(self, node: Any, referring: tuple[str, ...]) -> Compiled:
        if isinstance(node, resolver.Placeable):
            return self._placeable(node.expression, referring)
        if isinstance(node, resolver.VariableReference):
            return (_VARIABLE, node.id.name)
        if isinstance(node, resolver.MessageReference) and node.attribute is None:
            referred = self.message(node.id.name, referring)
            return referred if type(referred) is str else (_MESSAGE, referred)
        if isinstance(node, resolver.SelectExpression):
            return self._select(node, referring)
        if isinstance(node, resolver.FunctionReference):
            return self._number(node)
        raise _Unsupported(type(node).__name__)

    def _number(self, node: resolver.FunctionReference) -> Compiled:
        arguments = node.arguments
        if (
            self._bundle._functions.get(node.id.name) is not fluent_number
            or len(arguments.positional) != 1
            or not isinstance(arguments.positional[0], resolver.VariableReference)
            or not all(isinstance(named.value, resolver.NumberLiteral) for named in arguments.named)
        ):
            raise _Unsupported(node.id.name)
        options = tuple((named.name.name, _plain(named.value.value)) for named in arguments.named)
        try:
            fluent_number(FluentInt(0), **dict(options))
        except Exception as error:  # options Fluent refuses (and reports): let it say so
            raise _Unsupported(node.id.name) from error
        return (_NUMBER, arguments.positional[0].id.name, options)

    def _select(self, node: resolver.SelectExpression, referring: tuple[str, ...]) -> Compiled:
        if not isinstance(node.selector, resolver.VariableReference):
            raise _Unsupported("selector")
        by_text: dict[str, int] = {}
        by_number: dict[int | float, int] = {}
        by_category: dict[str, int] = {}
        default = None
        for index, variant in enumerate(node.variants):
            if variant.default:
                default = index
            key = variant.key
            if isinstance(key, resolver.Identifier):
                by_text.setdefault(key.name, index)
                by_category.setdefault(key.name, index)
            else:  # a numeric key: a number equal to it, or a string naming its category
                by_number.setdefault(key.value, index)
                by_text.setdefault(self._bundle._plural_form(key.value), index)
        if default is None:
            raise _Unsupported("no default variant")
        variants = tuple(self._pattern(variant.value, referring) for variant in node.variants)
        return (_SELECT, node.selector.id.name, by_text, by_number, by_category, default, variants)
