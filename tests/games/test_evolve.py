"""``evolve`` gives what ``dataclasses.replace`` gives, on every kind of class it meets."""

from __future__ import annotations

from dataclasses import FrozenInstanceError, InitVar, dataclass, field, fields, replace
from datetime import UTC, datetime
from typing import Any

import pytest

from bot.games.base import PlayerEvent, event
from bot.games.dominoes import Tile
from bot.games.evolve import evolve
from bot.tables.snapshots import SeatInfo, TableSnapshot, TableStatus


def same(a: Any, b: Any) -> bool:
    return type(a) is type(b) and all(getattr(a, f.name) is getattr(b, f.name) for f in fields(a))


def snapshot() -> TableSnapshot:
    return TableSnapshot(
        id=1,
        guild_id=2,
        channel_id=3,
        thread_id=None,
        message_id=9,
        host_id=4,
        game="whist",
        options={"a": 1},
        status=TableStatus.PLAYING,
        version=5,
        seats=(SeatInfo(0, 7, "Ada"),),
        state=object(),
        last_action_at=datetime(2026, 1, 1, tzinfo=UTC),
    )


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
