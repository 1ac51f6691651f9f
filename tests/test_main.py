"""``python -m bot`` fails early, in plain words and without a traceback, when set up wrong;
without a token it explains how to get one and starts the local sandbox instead.

Each case is a real ``python -m bot`` in its own empty directory; they start together
(importing the bot takes a few seconds) and each test reads its own outcome.
"""

from __future__ import annotations

import signal
import sqlite3
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import cast

import pytest

import bot.__main__ as entry
import storage.one_process as one_process_module
from bot.app import ParlourBot
from bot.render.board_process import BoardProcess
from bot.sandbox import missing_modules
from bot.ui.frontends.mexican_train import MexicanTrainFrontend
from tests.support.processes import sandbox_extras_or_skip, start_bot, stop, wait_for_sandbox

TOKEN = "MTIzNDU2.not-a-real-token-but-secret.ABCDEF"
UNREACHABLE = "postgresql+asyncpg://nobody@127.0.0.1:1/x"
UNREADABLE = "postgresql+asyncpg://nobody@127.0.0.1:port/x"  # a port that is not a number
NEWER = "sqlite+aiosqlite:///newer.db"


@dataclass(frozen=True, slots=True)
class Outcome:
    returncode: int
    stdout: str
    stderr: str
    cwd: Path
    #: the sandbox page's address, when the run started one (then stopped with Ctrl-C)
    sandbox_url: str | None = None

    @property
    def output(self) -> str:
        return self.stdout + self.stderr


#: case -> (config.toml text or None, extra environment)
CASES: dict[str, tuple[str | None, dict[str, str]]] = {
    "no_token": (None, {}),
    "unknown_key": ('colour = "blue"\n', {"DISCORD_TOKEN": TOKEN}),
    "unreachable_database": (None, {"DISCORD_TOKEN": TOKEN, "PARLOUR_DATABASE_URL": UNREACHABLE}),
    "unreadable_database": (None, {"DISCORD_TOKEN": TOKEN, "PARLOUR_DATABASE_URL": UNREADABLE}),
    # a database a newer Parlour upgraded (then this one was started again)
    "newer_database": (None, {"DISCORD_TOKEN": TOKEN, "PARLOUR_DATABASE_URL": NEWER}),
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
        if name == "newer_database":
            with sqlite3.connect(cwd / "newer.db") as newer:
                newer.execute("CREATE TABLE alembic_version (version_num VARCHAR(32))")
                newer.execute("INSERT INTO alembic_version VALUES ('9999')")
        running[name] = (start_bot([], cwd, extra), cwd)
    done: dict[str, Outcome] = {}
    try:
        for name, (process, cwd) in running.items():
            url = None
            if name == "no_token" and not missing_modules():
                url = wait_for_sandbox(process)
                process.send_signal(signal.SIGINT)  # the newcomer's Ctrl-C
            stdout, stderr = process.communicate(timeout=120)
            done[name] = Outcome(process.returncode, stdout, stderr, cwd, url)
    finally:
        for process, _cwd in running.values():
            stop(process)
    return done


def test_no_token_explains_how_to_get_one(outcomes: dict[str, Outcome]) -> None:
    run = outcomes["no_token"]
    assert "Traceback" not in run.output
    assert "discord.com/developers/applications" in run.stderr  # the developer portal
    assert "DISCORD_TOKEN" in run.stderr
    assert '"bot"' in run.stderr and '"applications.commands"' in run.stderr
    assert "scopes" in run.stderr


def test_no_token_never_touches_the_production_database(outcomes: dict[str, Outcome]) -> None:
    run = outcomes["no_token"]
    assert not (run.cwd / "parlour.db").exists()


def test_no_token_starts_the_sandbox_and_ctrl_c_closes_it(outcomes: dict[str, Outcome]) -> None:
    sandbox_extras_or_skip()
    run = outcomes["no_token"]
    assert "no token set: starting the local sandbox" in run.stderr
    assert run.sandbox_url is not None and run.sandbox_url.startswith("http://127.0.0.1:")
    assert run.returncode == 0
    assert "Parlour sandbox closed." in run.stdout
    assert "Traceback" not in run.output
    assert (run.cwd / "parlour-sandbox.db").exists()


def test_no_token_without_the_sandbox_extra_offers_it_and_exits(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.setattr(entry, "missing_modules", lambda: ["markdown_it"])
    assert entry.main([]) == 1
    stderr = capsys.readouterr().err
    assert "discord.com/developers/applications" in stderr
    assert 'pip install -e ".[sandbox]"' in stderr and "python -m bot sandbox" in stderr
    assert list(tmp_path.iterdir()) == []


def test_the_sandbox_without_its_extra_says_what_to_install(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(entry, "missing_modules", lambda: ["markdown_it"])
    assert entry.main(["sandbox", "--no-browser"]) == 1
    assert 'markdown_it: pip install -e ".[sandbox]"' in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_an_unknown_config_key_exits_2_naming_it(outcomes: dict[str, Outcome]) -> None:
    run = outcomes["unknown_key"]
    assert run.returncode == 2
    assert "Traceback" not in run.output
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1, lines
    assert "colour" in lines[0]
    assert TOKEN not in run.output


@pytest.mark.parametrize("case", ["unreachable_database", "unreadable_database", "newer_database"])
def test_an_unreachable_unreadable_or_newer_database_names_database_url(
    outcomes: dict[str, Outcome], case: str
) -> None:
    run = outcomes[case]
    assert run.returncode != 0
    assert "Traceback" not in run.output
    assert any("database_url" in line for line in run.stderr.splitlines())
    assert TOKEN not in run.output
    if case == "newer_database":  # the driver's or Alembic's own words say why
        assert "9999" in run.stderr


def test_discord_out_of_reach_is_one_plain_line(outcomes: dict[str, Outcome]) -> None:
    outcome = outcomes["unreachable_discord"]
    assert outcome.returncode == 1
    assert "Can't reach Discord" in outcome.stderr
    assert "Traceback" not in outcome.output
    assert TOKEN not in outcome.output


def test_start_up_loads_every_catalog_and_the_models_before_it_freezes_what_is_alive(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Catalogs loaded or mappers set up after the freeze would be walked by every full
    collection (issue #19)."""
    steps: list[str] = []

    async def serve(bot: object, token: str) -> None:
        steps.append("serve")

    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    monkeypatch.setenv("PARLOUR_DATABASE_URL", f"sqlite+aiosqlite:///{tmp_path / 'db.sqlite'}")
    monkeypatch.setattr(entry, "load_catalogs", lambda: steps.append("catalogs"))
    monkeypatch.setattr(entry, "configure_models", lambda: steps.append("models"))
    monkeypatch.setattr(entry, "tune_garbage_collector", lambda: steps.append("freeze"))
    monkeypatch.setattr(entry, "_serve", serve)
    assert entry.main([]) == 0
    assert steps == ["catalogs", "models", "freeze", "serve"]


def test_board_pictures_process_draws_in_a_child_the_bot_stops_when_it_ends(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The setting reaches the Mexican Train frontend; the child goes once the bot stops, even
    when it stops on an error."""
    seen: list[object] = []

    async def serve(bot: ParlourBot, token: str) -> None:
        seen.append(cast(MexicanTrainFrontend, bot.frontends["mexican_train"]).painter)
        raise OSError("Discord out of reach")

    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    monkeypatch.setenv("PARLOUR_DATABASE_URL", f"sqlite+aiosqlite:///{tmp_path / 'db.sqlite'}")
    monkeypatch.setenv("PARLOUR_BOARD_PICTURES", "process")
    monkeypatch.setattr(entry, "tune_garbage_collector", lambda: None)
    monkeypatch.setattr(entry, "_serve", serve)
    assert entry.main([]) == 1
    (pictures,) = seen
    assert isinstance(pictures, BoardProcess)
    assert pictures._closed


def test_a_second_bot_on_one_sqlite_file_stops_saying_why(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """SQLite is for one process: a second one would not know the first one's writes."""
    url = f"sqlite+aiosqlite:///{tmp_path / 'parlour.db'}"
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    monkeypatch.setenv("PARLOUR_DATABASE_URL", url)
    monkeypatch.setattr(one_process_module, "WAIT_SECONDS", 0.0)
    with one_process_module.one_process(url):
        assert entry.main([]) == 2
    err = capsys.readouterr().err
    assert "another Parlour process" in err and "database_url" in err
    assert "Traceback" not in err and TOKEN not in err
