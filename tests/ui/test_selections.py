"""The selections kept between clicks: only at the table's version they were made at, and for
``kept_for`` at most (see ``bot/ui/selections.py``)."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta

from bot.tables.snapshots import TableSnapshot, TableStatus
from bot.ui.selections import KEPT_FOR, Selections


class Clock:
    def __init__(self) -> None:
        self.now = datetime(2026, 12, 6, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


def table(table_id: int = 1, version: int = 7) -> TableSnapshot:
    return TableSnapshot(
        table_id, 1, 1, None, None, 100, "counting", {}, TableStatus.PLAYING, version, (), None,
        datetime(2026, 12, 6, tzinfo=UTC),
    )  # fmt: skip


def test_a_selection_shows_at_its_version_only_and_goes_once_the_table_moved_on() -> None:
    selections = Selections(Clock())
    now = table()
    selections.choose(now, 5, ("AS#0",))
    assert selections.of(now, 5) == ("AS#0",)
    assert selections.of(replace(now, version=6), 5) == ()  # a redraw already under way
    assert selections.of(now, 5) == ("AS#0",)
    assert selections.of(replace(now, version=8), 5) == ()  # a move, however it was made
    assert not selections
    assert selections.of(now, 5) == ()


async def test_selections_go_after_their_time_the_oldest_first() -> None:
    clock = Clock()
    selections = Selections(clock)
    assert selections.next_due() is None
    selections.choose(table(1), 5, ("a",))
    clock.now += timedelta(hours=1)
    selections.choose(table(2), 5, ("b",))
    selections.choose(table(1), 6, ("c",))
    assert selections.next_due() == datetime(2026, 12, 6, tzinfo=UTC) + KEPT_FOR
    await selections.fire_due(clock.now + KEPT_FOR - timedelta(minutes=30))
    assert selections.of(table(1), 5) == () and len(selections) == 2
    assert selections.next_due() == clock.now + KEPT_FOR
    selections.forget(1)
    assert selections.of(table(2), 5) == ("b",) and len(selections) == 1
