"""Every refusal of the table modules is a catalog id, worded in the reader's language."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from bot.errors import PlayerError
from bot.i18n import Language, has_message, use_language, word
from bot.tables.deadlines import parse_duration, show_duration

ROOT = Path(__file__).resolve().parents[2]
MODULES = [
    *sorted((ROOT / "bot" / "tables").glob("*.py")),
    *(ROOT / "bot" / "ui" / name for name in ("presenter.py", "hand_views.py", "table_log.py")),
    ROOT / "bot" / "ui" / "table_messages.py",
]
REFUSALS = {"PlayerError", "IllegalAction", "OptionError", "NotFound"}


def refusal_ids(path: Path) -> list[tuple[int, ast.expr]]:
    calls = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        named = isinstance(node, ast.Call) and getattr(node.func, "id", None) in REFUSALS
        if named and node.args:  # type: ignore[attr-defined]
            calls.append((node.lineno, node.args[0]))  # type: ignore[attr-defined]
    return calls


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.name)
def test_every_refusal_names_a_catalog_message(path: Path) -> None:
    for line, first in refusal_ids(path):
        if isinstance(first, ast.Constant):
            assert isinstance(first.value, str) and has_message(first.value), (
                f"{path.name}:{line}: {first.value!r}"
            )
        else:  # a Msg built by a helper, or an id a helper chose
            assert not isinstance(first, ast.JoinedStr), f"{path.name}:{line}: an f-string"


def test_a_refusal_reads_in_welsh_and_chinese() -> None:
    refusal = PlayerError("table-seat-empty", seat=3)
    with use_language(Language.CY):
        assert word(refusal) == "Mae sedd 3 yn wag."
    with use_language(Language.ZH_CN):
        assert word(refusal) == "3 号座位是空的。"
    assert str(refusal) == "Seat 3 is empty."


def test_durations_read_in_each_language() -> None:
    with use_language(Language.SW):
        assert show_duration(5400) == "saa 1 dakika 30"
        with pytest.raises(PlayerError, match="Siwezi kusoma 'x'"):
            parse_duration("x")
    with use_language(Language.ZH_TW):
        assert show_duration(None) == "關閉"
    assert show_duration(5400) == "1h30m"
