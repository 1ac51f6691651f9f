"""``python -m bot`` fails early, in plain words and without a traceback, when set up wrong.

Each case is a real ``python -m bot`` in its own empty directory; the three start together
(importing the bot takes a few seconds) and each test reads its own outcome.
"""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TOKEN = "MTIzNDU2.not-a-real-token-but-secret.ABCDEF"
UNREACHABLE = "postgresql+asyncpg://nobody@127.0.0.1:1/x"


@dataclass(frozen=True, slots=True)
class Outcome:
    returncode: int
    stdout: str
    stderr: str
    cwd: Path

    @property
    def output(self) -> str:
        return self.stdout + self.stderr


def _environment(extra: dict[str, str]) -> dict[str, str]:
    env = {
        key: value
        for key, value in os.environ.items()
        if key != "DISCORD_TOKEN" and not key.startswith("PARLOUR_")
    }
    env["PYTHONPATH"] = str(ROOT)
    env["PYTHONWARNINGS"] = "ignore::DeprecationWarning"  # third-party import noise
    env.update(extra)
    return env


#: case -> (config.toml text or None, extra environment)
CASES: dict[str, tuple[str | None, dict[str, str]]] = {
    "no_token": (None, {}),
    "unknown_key": ('colour = "blue"\n', {"DISCORD_TOKEN": TOKEN}),
    "unreachable_database": (None, {"DISCORD_TOKEN": TOKEN, "PARLOUR_DATABASE_URL": UNREACHABLE}),
    "unreachable_discord": (
        None,
        {"DISCORD_TOKEN": TOKEN, "PARLOUR_API_BASE_URL": "http://127.0.0.1:1/api/v10"},
    ),
}


@pytest.fixture(scope="module")
def outcomes(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Outcome]:
    running: dict[str, tuple[subprocess.Popen[str], Path]] = {}
    for name, (config, extra) in CASES.items():
        cwd = tmp_path_factory.mktemp(name)
        if config is not None:
            (cwd / "config.toml").write_text(config, encoding="utf-8")
        running[name] = (
            subprocess.Popen(
                [sys.executable, "-m", "bot"],
                cwd=cwd,
                env=_environment(extra),
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
            ),
            cwd,
        )
    done: dict[str, Outcome] = {}
    try:
        for name, (process, cwd) in running.items():
            stdout, stderr = process.communicate(timeout=120)
            done[name] = Outcome(process.returncode, stdout, stderr, cwd)
    finally:
        for process, _cwd in running.values():
            if process.poll() is None:
                process.kill()
                process.wait()
    return done


def test_no_token_explains_how_to_get_one(outcomes: dict[str, Outcome]) -> None:
    run = outcomes["no_token"]
    assert run.returncode != 0
    assert "Traceback" not in run.output
    assert "discord.com/developers/applications" in run.stderr  # the developer portal
    assert "DISCORD_TOKEN" in run.stderr
    assert '"bot"' in run.stderr and '"applications.commands"' in run.stderr
    assert "scopes" in run.stderr


def test_no_token_creates_nothing(outcomes: dict[str, Outcome]) -> None:
    run = outcomes["no_token"]
    assert run.returncode != 0
    assert list(run.cwd.iterdir()) == []  # no database file before the token check


def test_an_unknown_config_key_exits_2_naming_it(outcomes: dict[str, Outcome]) -> None:
    run = outcomes["unknown_key"]
    assert run.returncode == 2
    assert "Traceback" not in run.output
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1, lines
    assert "colour" in lines[0]
    assert TOKEN not in run.output


def test_an_unreachable_database_names_database_url(outcomes: dict[str, Outcome]) -> None:
    run = outcomes["unreachable_database"]
    assert run.returncode != 0
    assert "Traceback" not in run.output
    assert any("database_url" in line for line in run.stderr.splitlines())
    assert TOKEN not in run.output


def test_discord_out_of_reach_is_one_plain_line(outcomes: dict[str, Outcome]) -> None:
    outcome = outcomes["unreachable_discord"]
    assert outcome.returncode == 1
    assert "Can't reach Discord" in outcome.stderr
    assert "Traceback" not in outcome.output
    assert TOKEN not in outcome.output
