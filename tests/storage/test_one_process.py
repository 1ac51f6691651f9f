"""One bot process to a SQLite file (``storage.one_process``): a second waits a little for
the first to let go, then stops, rather than run on a file whose writes it would not know."""

from __future__ import annotations

from pathlib import Path

import pytest

import storage.one_process as one
from storage.one_process import Taken, lock_path, one_process


def _url(tmp_path: Path) -> str:
    return f"sqlite+aiosqlite:///{tmp_path / 'parlour.db'}"


def test_a_second_process_on_the_file_waits_then_is_refused(tmp_path: Path) -> None:
    waits: list[float] = []
    with (
        one_process(_url(tmp_path)),
        pytest.raises(Taken),
        one_process(_url(tmp_path), wait=2.0, sleep=waits.append),
    ):
        pytest.fail("held twice")
    assert sum(waits) == 2.0


def test_the_file_is_had_once_the_first_lets_go_while_the_second_waits(tmp_path: Path) -> None:
    first = one_process(_url(tmp_path))
    first.__enter__()

    def first_ends(_seconds: float) -> None:
        first.__exit__(None, None, None)

    entered = False
    with one_process(_url(tmp_path), wait=5.0, sleep=first_ends):
        entered = True
    assert entered


def test_the_file_is_free_again_after_the_process_ends(tmp_path: Path) -> None:
    with one_process(_url(tmp_path)):
        pass
    with one_process(_url(tmp_path), wait=0.0):
        pass


def test_postgresql_and_in_memory_databases_take_no_lock() -> None:
    assert lock_path("postgresql+asyncpg://parlour@127.0.0.1:5432/parlour") is None
    assert lock_path("sqlite+aiosqlite://") is None
    assert lock_path("sqlite+aiosqlite:///:memory:") is None
    assert lock_path("postgresql+asyncpg://nobody@127.0.0.1:port/x") is None  # checked later
    assert lock_path("sqlite+aiosqlite://127.0.0.1:port/x") is None


def test_the_lock_lies_beside_the_database(tmp_path: Path) -> None:
    assert lock_path(_url(tmp_path)) == Path(f"{tmp_path.resolve() / 'parlour.db'}.lock")
    assert one.WAIT_SECONDS > 5  # an old process's drain (4 s) and its last writes fit in it
