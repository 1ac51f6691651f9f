"""``evolve`` gives what ``dataclasses.replace`` gives, on every kind of class it meets."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import FrozenInstanceError, InitVar, dataclass, field, fields, replace
from typing import Any

import pytest

from bot.games.base import PlayerEvent, event
from bot.games.dominoes import Tile
from bot.games.evolve import evolve, slot_init
from bot.tables.snapshots import TableSnapshot
from tests.support.snapshots import a_snapshot


def same(a: Any, b: Any) -> bool:
    return type(a) is type(b) and all(getattr(a, f.name) is getattr(b, f.name) for f in fields(a))


def snapshot() -> TableSnapshot:
    return a_snapshot(options={"a": 1}, state=object())


def test_a_snapshot_evolves_as_replace_makes_it() -> None:
    table = snapshot()
    changes: dict[str, Any] = {"version": 6, "state": object(), "active_at": None}
    made = evolve(table, **changes)
    assert made is not table
    assert same(made, replace(table, **changes))
    assert same(evolve(table), replace(table))
    with pytest.raises(FrozenInstanceError):
        made.version = 7  # type: ignore[misc]


def test_an_unknown_field_is_refused() -> None:
    with pytest.raises(TypeError):
        evolve(snapshot(), versions=6)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        evolve(object())  # type: ignore[type-var]


def test_post_init_checks_still_run() -> None:
    assert evolve(Tile(6, 2), low=1) == Tile(6, 1)
    with pytest.raises(ValueError, match="not a tile"):
        evolve(Tile(6, 2), low=7)


def test_keyword_only_fields_of_subclasses() -> None:
    @event
    class Played(PlayerEvent):
        card: str

    told = Played(player=2, card="AS", seat=1)
    assert same(evolve(told, card="KS"), replace(told, card="KS"))


@dataclass(frozen=True, slots=True)
class Derived:
    base: int
    double: int = field(init=False)
    scale: InitVar[int] = 2

    def __post_init__(self, scale: int) -> None:
        object.__setattr__(self, "double", self.base * scale)


@dataclass(frozen=True, slots=True)
class Named:
    """Fields named as the copier's own variables might have been."""

    old: int
    new: int
    copy: int


@dataclass(frozen=True)
class Unslotted:
    a: int
    b: int = 0


@dataclass(frozen=True, slots=True)
class OwnInit:
    a: int

    def __init__(self, a: int) -> None:
        object.__setattr__(self, "a", a * 10)


@pytest.mark.parametrize(
    ("value", "changes"),
    [(Derived(3), {"base": 4, "scale": 3}), (Unslotted(1), {"b": 2}), (OwnInit(1), {"a": 2})],
)
def test_what_cannot_be_copied_slot_by_slot_is_replaced(value: Any, changes: Any) -> None:
    assert evolve(value, **changes) == replace(value, **changes)


def test_slotted_values_take_the_fast_way() -> None:
    from bot.games import evolve as module

    named = Named(1, 2, 3)
    assert same(evolve(named, new=5), replace(named, new=5))
    for value in (snapshot(), Tile(6, 2), named):
        evolve(value)
        assert module._COPIERS[type(value)] is not None
    for cls in (Derived, Unslotted, OwnInit):
        assert module._COPIERS[cls] is None


def _made(finish: Callable[[type], type]) -> Any:
    """A frozen, slotted dataclass of every kind of field ``slot_init`` meets, made anew."""

    class Made:
        a: int
        b: str = "b"
        c: list[int] = field(default_factory=list)
        d: int = field(default=4, kw_only=True)
        e: int = field(default=5, compare=False)

        def __post_init__(self) -> None:
            if self.a < 0:
                raise ValueError("negative")

    return finish(dataclass(frozen=True, slots=True)(Made))


Plain, Quick = _made(lambda made: made), _made(slot_init)


def test_slot_init_takes_the_same_arguments_and_makes_the_same_value() -> None:
    from inspect import signature

    assert [(p.name, p.kind) for p in signature(Quick).parameters.values()] == [
        (p.name, p.kind) for p in signature(Plain).parameters.values()
    ]
    calls: list[tuple[tuple[Any, ...], dict[str, Any]]] = [
        ((1,), {}),
        ((1, "x", [2]), {"d": 7, "e": 9}),
        ((), {"a": 2, "b": "y"}),
    ]
    for args, kwargs in calls:
        quick, plain = Quick(*args, **kwargs), Plain(*args, **kwargs)
        assert [getattr(quick, f.name) for f in fields(quick)] == [
            getattr(plain, f.name) for f in fields(plain)
        ]
    assert Quick(1).c is not Quick(1).c  # a default factory called for each value
    with pytest.raises(FrozenInstanceError):
        Quick(1).a = 2
    with pytest.raises(ValueError, match="negative"):
        Quick(-1)  # __post_init__ still run
    # a field without a default still required, a keyword-only one still keyword-only, no
    # unknown field taken
    bad: list[tuple[tuple[Any, ...], dict[str, Any]]] = [
        ((), {}),
        ((1, "x", [], 5, 4), {}),
        ((1,), {"f": 2}),
    ]
    for bad_args, bad_kwargs in bad:
        for cls in (Plain, Quick):
            with pytest.raises(TypeError):
                cls(*bad_args, **bad_kwargs)


def test_slot_init_values_still_evolve() -> None:
    from bot.games import evolve as module

    quick = Quick(1, "x", [2], d=7)
    assert same(evolve(quick, b="z"), replace(quick, b="z"))
    assert module._COPIERS[Quick] is not None


@pytest.mark.parametrize("cls", [Derived, Unslotted, OwnInit])
def test_slot_init_refuses_what_it_cannot_make_slot_by_slot(cls: type) -> None:
    with pytest.raises(TypeError):
        slot_init(cls)
