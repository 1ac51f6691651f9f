"""``dataclasses.replace``, and the ``__init__``, for the frozen, slotted values a move makes
anew (issue #19).

Every move makes its table's next snapshot and its game's next state from the last ones by
``replace``: a dozen to two dozen fields each, of which a move changes a few. ``replace``
looks every field up by name, gathers them into keywords and calls the frozen ``__init__``,
which sets each one through ``object.__setattr__``: ~8 µs for a snapshot, one of the loop
thread's largest costs per move. Here a function made once per class sets each slot straight
through its descriptor, the unchanged ones from the old value: ~3 µs.

The result is what ``replace`` gives: the same fields, ``__post_init__`` run on it (its
checks kept), an unknown field refused. A class it cannot copy so (no slots, a field left out
of ``__init__``, an init-only variable, an ``__init__`` of its own) is handed to ``replace``.

The ``__init__`` that ``dataclass`` writes for a frozen class sets each field the same slow
way, and such values are made on every move and every draw (each seat's view, a move, its
write and its update, a catalog message worded anew): ~3 % of the event loop's thread at
1,000 tables. :func:`slot_init` gives a class an ``__init__`` of the same parameters and
defaults that sets each slot through its descriptor and runs ``__post_init__``: 0.85 → 0.5 µs
for eight fields.
"""

from __future__ import annotations

import dataclasses
import inspect
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

__all__ = ["evolve", "slot_init"]

T = TypeVar("T")

#: class -> its copier (None: ``replace`` does it); a handful of classes, made on first use
_COPIERS: dict[type, Callable[..., Any] | None] = {}
_UNCHANGED = object()


def _evolve(instance: T, /, **changes: Any) -> T:
    """``dataclasses.replace(instance, **changes)``, faster on a slotted dataclass."""
    cls = type(instance)
    try:
        copier = _COPIERS[cls]
    except KeyError:
        copier = _COPIERS[cls] = _copier(cls)
    if copier is None:
        return dataclasses.replace(instance, **changes)  # type: ignore[type-var]
    result: T = copier(instance, **changes)
    return result


def _slots(cls: type) -> list[tuple[dataclasses.Field[Any], Any]] | None:
    """``cls``'s fields, each with its slot, when an instance is made of its fields alone by
    the ``__init__`` that ``dataclass`` writes (or :func:`slot_init`'s); else None."""
    if not dataclasses.is_dataclass(cls):
        raise TypeError(f"evolve() should be called on dataclass instances, not {cls.__name__}")
    fields = dataclasses.fields(cls)
    slots: list[Any] = [getattr(cls, f.name, None) for f in fields]
    if not all(inspect.ismemberdescriptor(slot) for slot in slots):
        return None  # not slotted: its fields live in a dict
    init = cls.__init__
    if getattr(init, "__code__", None) is None or init.__code__.co_filename != "<string>":
        return None  # an ``__init__`` of its own, not the one ``dataclass`` writes
    names = [f.name for f in fields]
    if sorted(list(inspect.signature(init).parameters)[1:]) != sorted(names):
        return None  # a field out of ``__init__`` or an init-only variable: not a plain copy
    if any(name.startswith("_evolve") for name in names):
        return None  # the copier's own names
    return list(zip(fields, slots, strict=True))


def _copier(cls: type) -> Callable[..., Any] | None:
    """A function copying ``cls``'s fields slot by slot, keyword arguments replacing them;
    None when only ``replace`` copies ``cls`` right."""
    found = _slots(cls)
    if found is None:
        return None
    names = [f.name for f, _ in found]
    slots = [slot for _, slot in found]
    lines = [f"def copy(_evolve_old, *, {', '.join(f'{n}=_evolve_same' for n in names)}):"]
    lines.append("    _evolve_new = _evolve_make(_evolve_cls)")
    for at, name in enumerate(names):
        value = f"_evolve_old.{name} if {name} is _evolve_same else {name}"
        lines.append(f"    _evolve_set{at}(_evolve_new, {value})")
    if hasattr(cls, "__post_init__"):
        lines.append("    _evolve_new.__post_init__()")
    lines.append("    return _evolve_new")
    scope: dict[str, Any] = {
        "_evolve_same": _UNCHANGED,
        "_evolve_make": object.__new__,
        "_evolve_cls": cls,
    }
    scope.update((f"_evolve_set{at}", slot.__set__) for at, slot in enumerate(slots))
    exec("\n".join(lines), scope)
    copier: Callable[..., Any] = scope["copy"]
    return copier


def slot_init(cls: type[T]) -> type[T]:
    """``cls`` (a slotted dataclass, frozen or not) with an ``__init__`` that sets each slot
    through its descriptor: the same parameters in the same order, defaults and default
    factories, keyword-only ones, ``__post_init__`` run last (see the module's docstring)."""
    found = _slots(cls)
    if found is None:
        raise TypeError(f"{cls.__name__} is not a slotted dataclass made of its fields alone")
    scope: dict[str, Any] = {"_evolve_factory": _UNCHANGED}
    at_of = {f.name: at for at, (f, _) in enumerate(found)}
    heads = ["_evolve_self"]
    for parameter in list(inspect.signature(cls.__init__).parameters.values())[1:]:
        at = at_of[parameter.name]
        spec = found[at][0]
        if parameter.kind is parameter.KEYWORD_ONLY and "*" not in heads:
            heads.append("*")
        if spec.default is not dataclasses.MISSING:
            scope[f"_evolve_default{at}"] = spec.default
            heads.append(f"{spec.name}=_evolve_default{at}")
        elif spec.default_factory is not dataclasses.MISSING:
            scope[f"_evolve_make{at}"] = spec.default_factory
            heads.append(f"{spec.name}=_evolve_factory")
        else:
            heads.append(spec.name)
    lines = [f"def __init__({', '.join(heads)}):"]
    for at, (spec, slot) in enumerate(found):
        scope[f"_evolve_set{at}"] = slot.__set__
        value = spec.name
        if spec.default_factory is not dataclasses.MISSING:
            value = f"_evolve_make{at}() if {spec.name} is _evolve_factory else {spec.name}"
        lines.append(f"    _evolve_set{at}(_evolve_self, {value})")
    if hasattr(cls, "__post_init__"):
        lines.append("    _evolve_self.__post_init__()")
    lines.append("    return None")
    exec("\n".join(lines), scope)
    init = scope["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    setattr(cls, "__init__", init)  # noqa: B010 (mypy refuses assigning to a method)
    return cls


if TYPE_CHECKING:  # checked as ``replace`` is: the changed fields' names and types
    from dataclasses import replace as evolve
else:
    evolve = _evolve
