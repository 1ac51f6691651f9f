"""The house keeps modules small (≤ 500 lines): merges of separately built branches pushed a
module past it more than once without anyone noticing, so the limit is checked here."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LIMIT = 500
CHECKED = ("bot", "cogs", "storage", "tests", "bench")


def test_no_python_module_is_longer_than_the_house_limit() -> None:
    too_long = {
        str(path.relative_to(ROOT)): lines
        for folder in CHECKED
        for path in sorted((ROOT / folder).rglob("*.py"))
        if (lines := len(path.read_text(encoding="utf-8").splitlines())) > LIMIT
    }
    assert not too_long, f"modules over {LIMIT} lines: {too_long}"
