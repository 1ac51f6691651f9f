"""Every Mexican Train refusal and text is a catalog id, never an English sentence in code.

Read from the source: the first argument of every refusal (``PlayerError``, ``IllegalAction``,
``OptionError``, ``NotFound``), of ``t(...)`` and of ``msg(...)`` is an id the English catalog
defines (or a choice between such ids), or a message built elsewhere, never an f-string or
other text; option descriptions are ids too.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.games.mexican_train.options import OPTIONS
from bot.i18n import has_message

ROOT = Path(__file__).resolve().parents[3]
MODULES = sorted(
    [
        *(ROOT / "bot/games/mexican_train").glob("*.py"),
        ROOT / "bot/games/dominoes.py",
        ROOT / "bot/render/mexican_train.py",
        ROOT / "bot/render/board_image.py",
        ROOT / "bot/ui/frontends/mexican_train.py",
    ]
)
WORDED = {"PlayerError", "IllegalAction", "OptionError", "NotFound", "t", "msg", "Msg"}


def _calls(path: Path) -> Iterator[tuple[int, ast.expr]]:
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        named = isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
        if named and node.func.id in WORDED and node.args:  # type: ignore[attr-defined]
            yield node.lineno, node.args[0]  # type: ignore[attr-defined]


def _ids(arg: ast.expr) -> list[str] | None:
    """The literal ids an argument may take; None when it is not a literal (a Msg, a name)."""
    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
        return [arg.value]
    if isinstance(arg, ast.IfExp):
        body, orelse = _ids(arg.body), _ids(arg.orelse)
        return None if body is None or orelse is None else body + orelse
    return None


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.name)
def test_every_refusal_and_text_is_a_catalog_id(path: Path) -> None:
    unknown = []
    for line, arg in _calls(path):
        assert not isinstance(arg, ast.JoinedStr), f"{path.name}:{line} words text in code"
        for msg_id in _ids(arg) or ():
            if not has_message(msg_id):
                unknown.append(f"{path.name}:{line} {msg_id!r}")
    assert unknown == []


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.name)
def test_every_id_passed_around_is_in_the_catalog(path: Path) -> None:
    """Ids held in a variable first (a button's label id, a list's link word) exist too."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    literals = {
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
    }
    assert (
        sorted(i for i in literals if i.startswith(("mt-", "option-")) and not has_message(i)) == []
    )


def test_the_modules_say_something_through_the_catalogs() -> None:
    found = sum(1 for path in MODULES for _ in _calls(path))
    assert found > 100


def test_option_descriptions_are_catalog_ids() -> None:
    assert [spec.description for spec in OPTIONS if not has_message(spec.description)] == []
