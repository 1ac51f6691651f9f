"""The sandbox as a newcomer meets it: ``python -m bot sandbox``, then a real browser on its page.

Headless Chromium (Debian's ``chromium``, driven by Playwright through ``executable_path``:
nothing is downloaded) creates a Whist table, fills it with AI players, starts it and plays a
card from the private hand menu, at production pacing. Its screenshot is kept for CI.
"""

from __future__ import annotations

import importlib.util
import re
import shutil
import socket
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

import bot.__main__ as entry
from bot.config import Settings
from bot.sandbox import (
    SANDBOX_DATABASE_URL,
    SETTLE_SECONDS,
    forget_previous_world,
    sandbox_settings,
)
from tests.conftest import IN_CI
from tests.support.processes import (
    ROOT,
    sandbox_extras_or_skip,
    start_bot,
    stop,
    wait_for_sandbox,
)

ARTIFACTS = ROOT / ".ci" / "artifacts"
#: every wait on the page is bounded by this (an AI round at production pacing takes seconds;
#: in CI the sandbox shares 2 cores with three other test workers)
STEP_MS = 45_000


def chromium_or_skip() -> str:
    """Debian's browser; missing it skips the test, except in CI, where .ci/run installs it."""
    path = shutil.which("chromium")
    problem = None
    if importlib.util.find_spec("playwright") is None:
        problem = 'Playwright is not installed (pip install -e ".[sandbox]")'
    elif path is None:
        problem = "no chromium on PATH (apt-get install chromium)"
    if problem is not None or path is None:
        if IN_CI:
            pytest.fail(f"the browser test needs a browser in CI: {problem}")
        pytest.skip(problem or "no browser")
    return path


@contextmanager
def running_sandbox(cwd: Path, settings: dict[str, str]) -> Iterator[str]:
    """A sandbox started in ``cwd`` with these ``PARLOUR_`` settings: its page's address."""
    sandbox_extras_or_skip()
    process = start_bot(["sandbox", "--no-browser"], cwd, settings)
    try:
        yield wait_for_sandbox(process)
    finally:
        stop(process)


@contextmanager
def browser_tab(url: str) -> Iterator[Any]:
    executable = chromium_or_skip()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=["--no-sandbox"])
        try:
            tab = browser.new_page(viewport={"width": 1280, "height": 900})
            tab.set_default_timeout(STEP_MS)
            tab.goto(url)
            yield tab
        finally:
            browser.close()


@pytest.fixture(scope="module")
def sandbox(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """A running sandbox at production pacing: its page's address and the directory it
    started in."""
    cwd = tmp_path_factory.mktemp("sandbox")
    with running_sandbox(cwd, {}) as url:
        yield url, cwd


@pytest.fixture
def page(sandbox: tuple[str, Path]) -> Iterator[Any]:
    with browser_tab(sandbox[0]) as tab:
        yield tab


def test_the_sandbox_never_points_at_real_discord_but_keeps_production_pacing() -> None:
    production = Settings(
        token="secret",
        database_url="postgresql+asyncpg://parlour@db/parlour",
        dev_guild_ids=(42,),
        api_base_url="http://proxy/api/v10",
        gateway_url="ws://proxy",
        shard_count=2,
        shard_ids=(1,),
        ai_move_delay=2.5,
        system_move_delay=1.25,
        message_edit_interval=3.0,
    )
    sandbox = sandbox_settings(production, SANDBOX_DATABASE_URL)
    assert sandbox.token is None and sandbox.database_url == SANDBOX_DATABASE_URL
    assert sandbox.dev_guild_ids == () and sandbox.shard_count is None
    assert sandbox.api_base_url is None and sandbox.gateway_url is None
    assert (sandbox.ai_move_delay, sandbox.system_move_delay, sandbox.message_edit_interval) == (
        2.5,
        1.25,
        3.0,
    )


def test_each_sandbox_starts_with_no_tables_from_the_last_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    for name in ("parlour-sandbox.db", "parlour-sandbox.db-wal", "parlour.db"):
        (tmp_path / name).write_bytes(b"left over")
    forget_previous_world()
    assert sorted(path.name for path in tmp_path.iterdir()) == ["parlour.db"]


def test_a_taken_port_is_one_plain_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    sandbox_extras_or_skip()
    monkeypatch.chdir(tmp_path)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        assert entry.main(["sandbox", "--no-browser", "--port", str(port)]) == 1
    stderr = capsys.readouterr().err
    assert f"could not bind port {port}" in stderr and "Try another --port" in stderr
    assert "Traceback" not in stderr


def test_the_sandbox_keeps_its_tables_in_its_own_database(sandbox: tuple[str, Path]) -> None:
    _url, cwd = sandbox
    assert (cwd / "parlour-sandbox.db").exists()
    assert not (cwd / "parlour.db").exists()


def test_a_newcomer_plays_a_card_against_ai_players_in_the_browser(page: Any) -> None:
    start_whist_against_ai(page)
    page.get_by_role("button", name="Your hand", exact=True).click()
    play_a_card(page)

    page.get_by_text("Your hand (12 cards)").first.wait_for()
    keep_screenshot(page, "sandbox-whist-guest.png")

    # another member sees the public table message, updated, and nothing of that hand
    page.get_by_label("Viewing as").select_option(label="kim")
    page.get_by_text("Cards in hand: guest 12").first.wait_for()
    assert page.get_by_text("Your hand (").count() == 0
    page.get_by_text("Whist — table #1").first.scroll_into_view_if_needed()
    keep_screenshot(page, "sandbox-whist-kim.png")


def test_ai_moves_show_on_the_page_as_they_are_made_long_after_the_last_click(
    tmp_path: Path,
) -> None:
    """At a pace slower than a page action waits for the bot, no AI move is part of the
    answer to the click before it: the page shows each as it is made, as Discord would."""
    pace = {"PARLOUR_AI_MOVE_DELAY": str(SETTLE_SECONDS + 0.5)}
    with running_sandbox(tmp_path, pace) as url, browser_tab(url) as page:
        start_whist_against_ai(page)
        page.get_by_role("button", name="Your hand", exact=True).click()
        waiting = page.get_by_role("button", name=re.compile(r"^Waiting for AI"))
        # until a play of the guest's leaves an AI to move (it does unless they won a trick
        # they played last in)
        for cards in range(13, 0, -1):
            play_a_card(page)  # the AI moves before the first, if any, showed with no click
            page.get_by_text(f"Your hand ({cards - 1} cards)").first.wait_for()
            waiting.or_(controls(page)).first.wait_for()
            if waiting.count():
                break
        else:
            pytest.fail("no AI was ever left to move after the guest")
        controls(page).first.wait_for()  # the AIs' moves, then the guest's turn, with no click
        keep_screenshot(page, "sandbox-whist-live.png")


def start_whist_against_ai(page: Any) -> None:
    composer = page.get_by_placeholder("Message #games")
    composer.click()
    composer.type("/table create")
    page.get_by_role("option", name="/table create").click()
    page.keyboard.type("whist")
    page.get_by_role("option", name="Whist", exact=True).click()
    page.locator("#send-message").click()
    page.get_by_text("Whist — table #1").first.wait_for()
    for seated in (2, 3, 4):
        page.get_by_role("button", name="Add AI", exact=True).click()
        page.get_by_text(f"{seated} seated, 4 needed").first.wait_for()
    page.get_by_role("button", name="Start", exact=True).click()


def controls(page: Any) -> Any:
    """The hand's means of playing: a menu of cards, or a button a card (one legal card:
    "Play …"; up to five: named by the card, "10" or "10 · trump")."""
    card = re.compile(r"^(Play |(10|[2-9JQKA])(\W|$))")
    menu = page.get_by_role("combobox", name="Play a card")
    return menu.or_(page.get_by_role("button").filter(has_text=card))


def play_a_card(page: Any) -> None:
    """The first card the hand offers, once it is the guest's turn."""
    try:
        controls(page).first.wait_for()
    except Exception:
        keep_screenshot(page, "sandbox-whist-no-controls.png")
        raise
    menu = page.get_by_role("combobox", name="Play a card")
    if menu.count():
        menu.click()
        page.get_by_role("listbox").get_by_role("option").first.click()
    else:
        controls(page).first.click()


def keep_screenshot(page: Any, name: str) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / name))
    print(f"screenshot: {ARTIFACTS / name}")
