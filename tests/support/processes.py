"""``python -m bot`` as a newcomer runs it: a fresh directory, no token, no Parlour settings."""

from __future__ import annotations

import os
import re
import selectors
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.conftest import IN_CI

ROOT = Path(__file__).resolve().parents[2]
#: what the sandbox prints once its page is served
SANDBOX_LINE = re.compile(r"Parlour sandbox: open (http://127\.0\.0\.1:\d+/\S*)")


def printed_by_a_fresh_interpreter(code: str) -> str:
    """What ``code`` prints, run from the repository's root by a fresh interpreter: for what a
    process holds after start-up, which the test process (earlier tests' leftovers) can't tell."""
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def clean_environment(extra: dict[str, str]) -> dict[str, str]:
    """This environment without a token, Parlour's settings or a desktop to open a browser on."""
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in ("DISCORD_TOKEN", "DISPLAY", "WAYLAND_DISPLAY")
        and not key.startswith("PARLOUR_")
    }
    env["PYTHONPATH"] = str(ROOT)
    env["PYTHONWARNINGS"] = "ignore::DeprecationWarning"  # third-party import noise
    env.update(extra)
    return env


def start_bot(arguments: list[str], cwd: Path, extra: dict[str, str]) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "bot", *arguments],
        cwd=cwd,
        env=clean_environment(extra),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def wait_for_sandbox(process: subprocess.Popen[str], seconds: float = 90.0) -> str:
    """The page's address from the sandbox's output; fails with what it printed instead."""
    assert process.stdout is not None
    selector = selectors.DefaultSelector()
    selector.register(process.stdout, selectors.EVENT_READ)
    seen: list[str] = []
    deadline = time.monotonic() + seconds
    try:
        while time.monotonic() < deadline:
            if not selector.select(timeout=max(0.0, deadline - time.monotonic())):
                break
            line = process.stdout.readline()
            if not line:
                break
            seen.append(line)
            found = SANDBOX_LINE.search(line)
            if found:
                return found.group(1)
    finally:
        selector.close()
    stop(process)
    pytest.fail(f"the sandbox printed no address: {''.join(seen)}{process.stderr.read()}")  # type: ignore[union-attr]


def stop(process: subprocess.Popen[str]) -> None:
    if process.poll() is None:
        process.kill()
        process.wait()


def sandbox_extras_or_skip() -> None:
    """The sandbox extra is part of the test set-up in CI; elsewhere it may be missing."""
    from bot.sandbox import missing_modules

    missing = missing_modules()
    if missing:
        problem = f'the sandbox needs {", ".join(missing)} (pip install -e ".[sandbox]")'
        if IN_CI:
            pytest.fail(problem)
        pytest.skip(problem)
