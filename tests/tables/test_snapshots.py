"""A snapshot's seat names, worded once per seats and language (issue #19)."""

from __future__ import annotations

import gc

import pytest

from bot.ai.levels import Level
from bot.games.evolve import evolve
from bot.i18n import Language, use_language, word
from bot.msg import Msg
from bot.tables import snapshots
from bot.tables.snapshots import SeatInfo, TableSnapshot
from tests.support.snapshots import a_snapshot

SEATS = (SeatInfo(0, 7, "Ada"), SeatInfo(1, None, "AI Bo", level=Level.STRONG))


def _table(seats: tuple[SeatInfo, ...] = SEATS) -> TableSnapshot:
    return a_snapshot(seats=seats)


def _worded(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """Every AI label worded from now on."""
    worded: list[object] = []

    def counted(message: Msg) -> str:
        worded.append(message)
        return word(message)

    monkeypatch.setattr(snapshots, "word", counted)
    return worded


def test_names_are_the_seats_labels_in_the_language_in_force() -> None:
    table = _table()
    english = table.names
    assert english == tuple(seat.label for seat in SEATS)
    with use_language(Language.CY):
        welsh = table.names
        assert welsh == tuple(seat.label for seat in SEATS)
    assert welsh != english  # the AI's level is worded in Welsh
    assert table.names == english


def test_names_are_worded_once_for_a_snapshot_and_those_evolved_from_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    worded = _worded(monkeypatch)
    table = _table()
    first = table.names
    assert table.names == first
    moved = evolve(table, version=6)  # a move keeps the seats: the names hold
    assert moved.names == first
    assert len(worded) == 1


def test_new_seats_are_worded_anew(monkeypatch: pytest.MonkeyPatch) -> None:
    table = _table()
    assert table.names[1] != "AI Bo"
    seats = (SEATS[0], SeatInfo(1, None, "AI Bo"), SeatInfo(2, 8, "Cy"))
    worded = _worded(monkeypatch)
    assert evolve(table, seats=seats).names == ("Ada", "AI Bo", "Cy")
    assert evolve(table, seats=tuple(list(SEATS))).names == table.names
    assert len(worded) == 1  # the same seats in a new tuple: worded again, alike


def test_the_kept_names_are_not_walked_by_the_collector() -> None:
    table = _table()
    assert table.names
    gc.collect()
    assert not gc.is_tracked(table._names)


def test_a_snapshot_equals_one_whose_names_were_never_read() -> None:
    read = _table()
    assert read.names
    assert read == _table()
    assert "_names" not in repr(read)
