"""The documents players and admins read stay in step with the code."""

from __future__ import annotations

import re
from pathlib import Path

from discord import app_commands

from bot import config
from bot.catalogue import load_catalogue
from bot.games.options import option_reference
from tests.i18n.test_command_names import loaded_tree

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
#: the documents that say how things are (docs/performance.md is a dated log: what it names was
#: so when measured, and may have gone since)
DOCUMENTS = (ROOT / "README.md", ROOT / "docs" / "ai.md", ROOT / "docs" / "options.md")
HEADER = """# Table options

Every option a game offers at `/table create game:<game> options:"key=value …"`, with its
default. `/table options game:<game>` shows the same in Discord. Rules: `shared/rules/`
beside this repository. This file is checked by `tests/test_docs.py`; regenerate it from
`option_reference`.
"""
#: a parameter a command's usage names: ``game:<game>``, ``[timer:2m]``, ``[seat]``
PARAMETER = re.compile(r"(?<=[\s\[])([a-z_]+)(?=[:\]])")
#: a path in the repository a document names (placeholders such as ``<game>`` left out)
REPO_PATH = re.compile(r"`((?:bot|cogs|storage|tests|bench|docs)/[^`\s<>*…:]*)`")


def options_document() -> str:
    games = [entry.game for entry in load_catalogue()]
    sections = [option_reference(game.title, game.options) for game in games]
    return HEADER + "\n" + "\n\n".join(sections) + "\n"


def test_the_options_document_lists_every_option_with_its_default() -> None:
    assert (ROOT / "docs" / "options.md").read_text(encoding="utf-8") == options_document()


def documented_commands(groups: set[str]) -> dict[str, set[str]]:
    """README's command table: each command it names (``table create``), with the parameters
    its usage names. ``/ratings reset / hide`` names ``ratings reset`` and ``ratings hide``."""
    named: dict[str, set[str]] = {}
    for line in README.splitlines():
        if not line.startswith("| `/"):
            continue
        usage = re.split(r"(?<!\\)\|", line)[1]
        for span in re.findall(r"`/([^`]*)`", usage):
            first, *siblings = span.split(" / ")
            words = first.split()
            name = " ".join(words[: 2 if words[0] in groups else 1])
            named.setdefault(name, set()).update(PARAMETER.findall(first))
            for sibling in siblings:
                named.setdefault(f"{words[0]} {sibling.split()[0]}", set())
    return named


def test_the_readme_command_table_names_every_slash_command_and_only_real_parameters(
    tmp_path: Path,
) -> None:
    tree = loaded_tree(tmp_path)
    groups = {c.name for c in tree.get_commands() if isinstance(c, app_commands.Group)}
    commands = {
        command.qualified_name: {p.name for p in command.parameters}
        for command in tree.walk_commands()
        if isinstance(command, app_commands.Command)
    }
    documented = documented_commands(groups)
    assert set(documented) == set(commands)
    for name, parameters in documented.items():
        assert parameters <= commands[name], (name, parameters - commands[name])


def test_the_readme_names_every_environment_variable_and_no_other() -> None:
    variables = {var for var, _kind in config._KEYS.values()}
    assert {var for var in variables if var not in README} == set()
    test_only = (ROOT / "tests" / "conftest.py").read_text(encoding="utf-8")
    named = set(re.findall(r"\bPARLOUR_[A-Z_]+\b", README))
    assert {var for var in named - variables if var not in test_only} == set()


def test_the_readme_test_command_is_the_one_ci_runs() -> None:
    """.ci/run says to keep the two in step; the README's block under "Run the tests" is it."""
    section = README.split("## Run the tests", 1)[1]
    readme_command = section.split("```bash\n", 1)[1].split("\n```", 1)[0]
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    marker = next(i for i, line in enumerate(ci) if "README.md" in line and "Run the tests" in line)
    assert ci[marker + 1] == readme_command


def test_every_path_a_document_names_exists() -> None:
    missing = [
        f"{document.name}: {path}"
        for document in DOCUMENTS
        for path in REPO_PATH.findall(document.read_text(encoding="utf-8"))
        if not (ROOT / path).exists()
    ]
    assert missing == []
