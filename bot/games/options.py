"""Table options: what each game offers at ``/table create``, parsed from ``key=value`` text.

Games declare their options as data (:class:`OptionSpec`), so the lobby can list, parse,
validate and show them without knowing any game's rules. Refusals and descriptions are catalog
messages (``option-…``), worded by whoever shows them; this module never imports the catalogs.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import MISSING, dataclass, fields
from enum import Enum, StrEnum
from typing import Any, ClassVar, Final, Self, get_type_hints

from bot.errors import OptionError
from bot.games.memo import interned
from bot.msg import Msg, msg
from bot.numbers import read_number

_TRUE = {"on", "yes", "true", "1", "y"}
_FALSE = {"off", "no", "false", "0", "n"}


_LATER_KEY = "later"
#: The metadata of a rules field added after tables were stored: its default is the rule those
#: tables played (``field(default=..., metadata=LATER)``); a JSON without it reads the default.
LATER: Final[Mapping[str, bool]] = {_LATER_KEY: True}


class RulesCodec:
    """The JSON of a game's resolved rules, which are flat: plain values and enums, one field
    each. Stored tables carry their rules, so every game reads and writes them alike: each
    field by name, an enum by its value.
    """

    __slots__ = ()
    __dataclass_fields__: ClassVar[dict[str, Any]]

    def to_json(self) -> dict[str, Any]:
        """A field marked :data:`LATER` is written only when it differs from its default, so a
        stored table's JSON stays as it was and grows only at a table playing the new option."""
        values = {
            f.name: getattr(self, f.name)
            for f in fields(self)
            if not f.metadata.get(_LATER_KEY) or getattr(self, f.name) != f.default
        }
        return {k: v.value if isinstance(v, Enum) else v for k, v in values.items()}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        """A field missing from the stored JSON takes its default: a table stored before an
        option existed keeps the rule it was played by, which the default states."""
        enums = _enum_fields(cls)
        return interned(
            cls(
                **{
                    f.name: _read(enums.get(f.name), data[f.name])
                    for f in fields(cls)
                    if f.name in data or f.default is MISSING
                }
            )
        )


_ENUM_FIELDS: dict[type, dict[str, type[Enum]]] = {}


def _enum_fields(cls: type) -> dict[str, type[Enum]]:
    """The enum-typed fields of a rules class (read once: states are loaded on every move)."""
    if cls not in _ENUM_FIELDS:
        hints = get_type_hints(cls).items()
        _ENUM_FIELDS[cls] = {
            name: hint for name, hint in hints if isinstance(hint, type) and issubclass(hint, Enum)
        }
    return _ENUM_FIELDS[cls]


def _read(enum: type[Enum] | None, value: Any) -> Any:
    return value if enum is None else enum(value)


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One option: its key, a one-line description (a catalog id, ``option-<game>-<key>``), its
    default and what values it takes.

    ``kind`` is ``int``, ``str`` or ``bool``. ``choices`` limits the values (for ``str`` and
    ``int``); ``minimum``/``maximum`` bound an ``int``. ``None`` is allowed as a value only when
    it is the default ("no limit") or listed in ``choices``; players write it as ``none``.
    ``withdrawn`` values are no longer offered: a table stored with one still loads, a new
    one may not choose it (nor is it listed). ``multiple_of`` asks a new table for a multiple of
    it (points in a game whose scores only move in such steps, as Shengji's in fives); like
    ``withdrawn``, it binds what players choose now (:meth:`parse`), not what a table stored
    before it holds (:meth:`check`), so such a table still loads and plays.
    """

    key: str
    description: str
    default: Any
    kind: type = str
    choices: tuple[Any, ...] | None = None
    minimum: int | None = None
    maximum: int | None = None
    withdrawn: tuple[Any, ...] = ()
    multiple_of: int | None = None

    @classmethod
    def one_of(cls, key: str, description: str, default: StrEnum) -> OptionSpec:
        """An option naming one value of ``default``'s enum, ``default`` unless told."""
        choices = tuple(member.value for member in type(default))
        return cls(key, description, default.value, str, choices=choices)

    def parse(self, text: str) -> Any:
        raw = text.strip().lower()
        if raw in ("none", "off") and (self.default is None or None in (self.choices or ())):
            return None
        if self.kind is bool:
            if raw in _TRUE:
                return True
            if raw in _FALSE:
                return False
            raise OptionError("option-error-on-off", key=self.key, value=_clean(text))
        if self.kind is int:
            # not int(): "٣", "５" and "1_0" are no numbers here (a sign may lead)
            sign = -1 if raw.startswith("-") else 1
            value: Any = read_number(raw.removeprefix("-").removeprefix("+"))
            if value is None:
                raise OptionError("option-error-whole-number", key=self.key, value=_clean(text))
            value *= sign
        else:
            value = raw
        if value in self.withdrawn:
            raise OptionError(
                "option-error-withdrawn", key=self.key, value=_clean(text), allowed=self.allowed()
            )
        value = self.check(value)
        if self.multiple_of is not None and value is not None and value % self.multiple_of:
            raise OptionError(
                "option-error-multiple-of", key=self.key, value=_clean(text), step=self.multiple_of
            )
        return value

    def check(self, value: Any) -> Any:
        if value is None and (self.default is None or None in (self.choices or ())):
            return None
        if self.kind is bool:
            if not isinstance(value, bool):
                raise OptionError("option-error-is-on-off", key=self.key)
            return value
        if self.kind is int and (not isinstance(value, int) or isinstance(value, bool)):
            raise OptionError("option-error-number", key=self.key)
        if (self.kind is str and not isinstance(value, str)) or (
            self.choices is not None and value not in self.choices + self.withdrawn
        ):
            raise OptionError("option-error-one-of", key=self.key, allowed=self.allowed())
        if self.minimum is not None and value < self.minimum:
            raise OptionError("option-error-at-least", key=self.key, low=self.minimum)
        if self.maximum is not None and value > self.maximum:
            raise OptionError("option-error-at-most", key=self.key, high=self.maximum)
        return value

    def allowed(self) -> Msg:
        """What values the option takes, as a message (the values themselves are code)."""
        if self.choices is not None:
            listed = ", ".join("none" if c is None else str(c) for c in self.choices)
            return msg("option-allowed-list", values=listed)
        if self.kind is bool:
            return msg("option-allowed-on-off")
        if self.minimum is not None and self.maximum is not None:
            text = msg("option-allowed-range", low=self.minimum, high=self.maximum)
        elif self.minimum is not None:
            text = msg("option-allowed-at-least", low=self.minimum)
        elif self.maximum is not None:
            text = msg("option-allowed-up-to", high=self.maximum)
        elif self.kind is str:  # free text its description explains (Shengji's levels)
            text = msg("option-allowed-text")
        else:
            text = msg("option-allowed-number")
        if self.multiple_of is not None:
            text = msg("option-allowed-multiples", allowed=text, step=self.multiple_of)
        return msg("option-allowed-or-none", allowed=text) if self.default is None else text

    def show(self, value: Any) -> str:
        if value is None:
            return "none"
        if isinstance(value, bool):
            return "on" if value else "off"
        return str(value)


def parse_options(specs: Sequence[OptionSpec], text: str | None) -> dict[str, Any]:
    """Read ``"target=7 deals=8"`` into a complete option dict (defaults filled in)."""
    by_key = {spec.key: spec for spec in specs}
    chosen: dict[str, Any] = {}
    if text:
        if len(text) > 500:
            raise OptionError("option-error-too-long")
        for token in text.replace(",", " ").split():
            key, sep, value = token.partition("=")
            key = key.strip().lower()
            spec = by_key.get(key)
            if not key or not sep or not value:
                example = f"{key}={spec.show(spec.default)}" if spec else _example(specs)
                raise OptionError("option-error-format", example=example)
            if spec is None:
                raise OptionError("option-error-unknown", key=_clean(key), known=_known(specs))
            if key in chosen:
                raise OptionError("option-error-twice", key=key)
            chosen[key] = spec.parse(value)
    return {spec.key: chosen.get(spec.key, spec.default) for spec in specs}


def complete_options(specs: Sequence[OptionSpec], stored: Mapping[str, Any]) -> dict[str, Any]:
    """Fill stored options with defaults (options added after a table was made) and re-check."""
    by_key = {spec.key: spec for spec in specs}
    for key in stored:
        if key not in by_key:
            raise OptionError("option-error-unknown", key=_clean(key), known=_known(specs))
    return {spec.key: spec.check(stored.get(spec.key, spec.default)) for spec in specs}


def describe_options(specs: Sequence[OptionSpec], values: Mapping[str, Any]) -> str:
    """One short line of the options that differ from their defaults (or "default rules", in
    the language in force: the lobby and the table message show it)."""
    from bot.i18n import t  # wording only; the engines that import this module never word

    changed = [
        f"{spec.key}={spec.show(values[spec.key])}"
        for spec in specs
        if spec.key in values and values[spec.key] != spec.default
    ]
    return ", ".join(changed) if changed else t("option-default-rules")


def _clean(text: str) -> str:
    """Player text quoted back in a refusal: short, and unable to break out of its `code`."""
    return text.replace("`", "'")[:30]


def _known(specs: Sequence[OptionSpec]) -> Msg:
    if not specs:
        return msg("option-known-none")
    return msg("option-known", keys=", ".join(f"`{s.key}`" for s in specs))


def _example(specs: Sequence[OptionSpec]) -> str:
    if not specs:
        return "key=value"
    spec = specs[0]
    return f"{spec.key}={spec.show(spec.default)}"


def option_reference(title: str, specs: Sequence[OptionSpec]) -> str:
    """A game's options as players read them (``/table options`` and docs/options.md), in the
    language in force."""
    from bot.i18n import word  # wording only; the engines that import this module never word

    lines = [f"## {title}", ""]
    if not specs:
        lines.append(word(msg("option-none")))
    for spec in specs:
        line = msg(
            "option-line",
            key=spec.key,
            description=msg(spec.description),
            default=spec.show(spec.default),
            allowed=spec.allowed(),
        )
        lines.append(word(line))
    return "\n".join(lines)
