"""Table options: what each game offers at ``/table create``, parsed from ``key=value`` text.

Games declare their options as data (:class:`OptionSpec`), so the lobby can list, parse,
validate and show them without knowing any game's rules.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.errors import OptionError

_TRUE = {"on", "yes", "true", "1", "y"}
_FALSE = {"off", "no", "false", "0", "n"}


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One option: its key, a one-line description, its default and what values it takes.

    ``kind`` is ``int``, ``str`` or ``bool``. ``choices`` limits the values (for ``str`` and
    ``int``); ``minimum``/``maximum`` bound an ``int``. ``None`` is allowed as a value only when
    it is the default ("no limit") or listed in ``choices``; players write it as ``none``.
    """

    key: str
    description: str
    default: Any
    kind: type = str
    choices: tuple[Any, ...] | None = None
    minimum: int | None = None
    maximum: int | None = None

    def parse(self, text: str) -> Any:
        raw = text.strip().lower()
        if raw in ("none", "off") and (self.default is None or None in (self.choices or ())):
            return None
        if self.kind is bool:
            if raw in _TRUE:
                return True
            if raw in _FALSE:
                return False
            raise OptionError(f"Option `{self.key}` is on or off, not {text!r}.")
        if self.kind is int:
            try:
                value: Any = int(raw)
            except ValueError:
                raise OptionError(
                    f"Option `{self.key}` takes a whole number, not {text!r}."
                ) from None
        else:
            value = raw
        return self.check(value)

    def check(self, value: Any) -> Any:
        if value is None and (self.default is None or None in (self.choices or ())):
            return None
        if self.kind is bool:
            if not isinstance(value, bool):
                raise OptionError(f"Option `{self.key}` is on or off.")
            return value
        if self.kind is int and (not isinstance(value, int) or isinstance(value, bool)):
            raise OptionError(f"Option `{self.key}` takes a whole number.")
        if self.kind is str and not isinstance(value, str):
            raise OptionError(f"Option `{self.key}` takes one of: {self.allowed()}.")
        if self.choices is not None and value not in self.choices:
            raise OptionError(f"Option `{self.key}` takes one of: {self.allowed()}.")
        if self.minimum is not None and value < self.minimum:
            raise OptionError(f"Option `{self.key}` must be at least {self.minimum}.")
        if self.maximum is not None and value > self.maximum:
            raise OptionError(f"Option `{self.key}` must be at most {self.maximum}.")
        return value

    def allowed(self) -> str:
        if self.choices is not None:
            return ", ".join("none" if c is None else str(c) for c in self.choices)
        if self.kind is bool:
            return "on, off"
        if self.minimum is not None and self.maximum is not None:
            text = f"a number {self.minimum}–{self.maximum}"
        elif self.minimum is not None:
            text = f"a number of at least {self.minimum}"
        elif self.maximum is not None:
            text = f"a number up to {self.maximum}"
        else:
            text = "a whole number"
        return text + " or none" if self.default is None else text

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
            raise OptionError("That option text is too long; write a few `key=value` pairs.")
        for token in text.replace(",", " ").split():
            key, sep, value = token.partition("=")
            key = key.strip().lower()
            spec = by_key.get(key)
            if not sep or not value:
                example = f"{key}={spec.show(spec.default)}" if spec else _example(specs)
                raise OptionError(f"Write options as `key=value`, like `{example}`.")
            if spec is None:
                raise OptionError(f"There is no option `{key[:30]}`. {_known(specs)}")
            if key in chosen:
                raise OptionError(f"Option `{key}` is given twice.")
            chosen[key] = spec.parse(value)
    return {spec.key: chosen.get(spec.key, spec.default) for spec in specs}


def complete_options(specs: Sequence[OptionSpec], stored: Mapping[str, Any]) -> dict[str, Any]:
    """Fill stored options with defaults (options added after a table was made) and re-check."""
    by_key = {spec.key: spec for spec in specs}
    for key in stored:
        if key not in by_key:
            raise OptionError(f"There is no option `{key}`. {_known(specs)}")
    return {spec.key: spec.check(stored.get(spec.key, spec.default)) for spec in specs}


def describe_options(specs: Sequence[OptionSpec], values: Mapping[str, Any]) -> str:
    """One short line of the options that differ from their defaults (or "default rules")."""
    changed = [
        f"{spec.key}={spec.show(values[spec.key])}"
        for spec in specs
        if spec.key in values and values[spec.key] != spec.default
    ]
    return ", ".join(changed) if changed else "default rules"


def _known(specs: Sequence[OptionSpec]) -> str:
    if not specs:
        return "This game has no options."
    return "Options here: " + ", ".join(f"`{s.key}`" for s in specs) + "."


def _example(specs: Sequence[OptionSpec]) -> str:
    if not specs:
        return "key=value"
    spec = specs[0]
    return f"{spec.key}={spec.show(spec.default)}"


def option_reference(title: str, specs: Sequence[OptionSpec]) -> str:
    """A game's options as players read them (``/table options`` and docs/options.md)."""
    lines = [f"## {title}", ""]
    if not specs:
        lines.append("No options: the standard rules.")
    for spec in specs:
        said = spec.description.removesuffix(".")
        lines.append(
            f"- `{spec.key}` — {said}. Default: `{spec.show(spec.default)}`; "
            f"takes {spec.allowed()}."
        )
    return "\n".join(lines)
