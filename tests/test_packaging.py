"""An install that is not editable (``pip install .``) copies only what pyproject names: a
catalog or data file left out would make the installed bot fail at its first message."""

from __future__ import annotations

import fnmatch
import subprocess
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_data_file_of_the_packages_is_named_in_package_data() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    package_data: dict[str, list[str]] = config["tool"]["setuptools"]["package-data"]
    tracked = subprocess.run(
        ["git", "ls-files", "bot", "cogs", "storage"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    missing = []
    for name in tracked:
        if name.endswith(".py"):
            continue
        package, _, inside = name.partition("/")
        patterns = package_data.get(package, [])
        if not any(fnmatch.fnmatch(inside, pattern) for pattern in patterns):
            missing.append(name)
    assert missing == []
