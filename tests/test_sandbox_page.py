"""Which clicks on an earlier publication of the sandbox's page count as made on the current one.

The page itself is driven in a real browser in tests/test_sandbox.py; here SimCord's page is a
stand-in holding what SimCord keeps (its pages and their publications), so each case is exact.
"""

from __future__ import annotations

import asyncio
import logging
from types import SimpleNamespace
from typing import Any

import discord
import pytest

from bot.sandbox_page import LivePage, acted_on, control, keep_live
from tests.support.processes import sandbox_extras_or_skip

HAND = "message:11:component:0.components.0"
YOUR_HAND = "message:10:component:0.components.0"


def publication(table_text: str, cards: list[str]) -> dict[str, Any]:
    """A page as SimCord publishes it: the table's message with its button, a hand's menu."""
    button = {"type": 2, "label": "Your hand", "custom_id": "pl:lobby:hand:1"}
    menu = {"type": 3, "custom_id": "pl:s:1:8:menu", "options": [{"label": c} for c in cards]}
    return {
        "commands": {"fingerprint": "cf_1"},
        "modal": None,
        "messages": {
            "10": {
                "content": table_text,
                "components": [{"components": [button | {"control_key": YOUR_HAND}]}],
            },
            "11": {
                "content": "Your hand",
                "components": [{"components": [menu | {"control_key": HAND}]}],
            },
        },
    }


class Page:
    def __init__(self) -> None:
        self.id = "page-1"
        self.revision = 0
        self.snapshot: dict[str, Any] = {}


class Preview:
    """What SimCord's Preview has that the live page uses, publishing what it is told to."""

    def __init__(self) -> None:
        self.page = Page()
        self._pages = {self.page.id: self.page}
        self._active_action = None
        self.next_snapshot: dict[str, Any] = {}
        self.acted: list[Any] = []

    def _publish(self, page: Page, **_how: Any) -> None:
        page.revision += 1
        page.snapshot = self.next_snapshot

    def _publish_message_pages(self, *, reason: str) -> None:
        self._publish(self.page, reason=reason)

    def _advance_presentation_time(self) -> None:
        pass

    async def _action(self, context_id: str, body: Any) -> Any:
        self.acted.append(body)
        return body


def live(preview: Preview) -> tuple[LivePage, Any]:
    env = SimpleNamespace(backend=SimpleNamespace(transcript=[]), _operation_task=None)
    return LivePage(env, preview), env


def shown(preview: Preview, snapshot: dict[str, Any]) -> int:
    """Publish ``snapshot`` (through the live page's hook) and return its revision."""
    preview.next_snapshot = snapshot
    preview._publish(preview.page)
    return preview.page.revision


def click(key: str, revision: int) -> dict[str, Any]:
    return {"kind": "click", "control_key": key, "published_revision": revision}


def test_a_control_is_found_by_its_key_anywhere_in_a_publication() -> None:
    page = publication("Waiting for AI Ada", ["K", "6"])
    assert control(page["messages"], HAND) is not None
    assert control(page["messages"], HAND)["options"] == [{"label": "K"}, {"label": "6"}]  # type: ignore[index]
    assert control(page["messages"], "message:12:component:0") is None


def test_a_click_on_a_control_unchanged_since_it_was_read_counts_on_the_current_page() -> None:
    preview = Preview()
    page, _env = live(preview)
    seen = shown(preview, publication("Waiting for AI Ada", ["K", "6"]))
    now = shown(preview, publication("Waiting for AI Blaise", ["K", "6"]))
    assert page.as_current("page-1", click(YOUR_HAND, seen))["published_revision"] == now
    assert page.as_current("page-1", click(HAND, seen))["published_revision"] == now


def test_a_click_on_a_control_that_changed_since_stays_refused_as_stale() -> None:
    preview = Preview()
    page, _env = live(preview)
    seen = shown(preview, publication("Waiting for guest", ["K", "6"]))
    shown(preview, publication("Waiting for guest", ["A", "9"]))
    assert page.as_current("page-1", click(HAND, seen))["published_revision"] == seen


def test_what_cannot_be_judged_is_passed_on_as_it_came() -> None:
    preview = Preview()
    page, _env = live(preview)
    first = shown(preview, publication("Waiting for guest", ["K"]))
    for _ in range(5):  # the first publication is no longer kept
        shown(preview, publication("Waiting for guest", ["K"]))
    malformed: list[Any] = [
        click(HAND, first),
        {"kind": "viewer", "published_revision": first},
        {"kind": "click", "published_revision": "1"},
        {"kind": "click", "control_key": HAND, "published_revision": True},
        ["not", "a", "body"],
    ]
    for body in malformed:
        assert page.as_current("page-1", body) is body
    assert page.as_current("page-2", click(HAND, first)) == click(HAND, first)


def test_commands_and_forms_count_on_the_current_page_while_they_are_the_same() -> None:
    assert acted_on({"kind": "history"}) is None
    preview = Preview()
    page, _env = live(preview)
    seen = shown(preview, publication("Waiting for AI Ada", ["K"]))
    now = shown(preview, publication("Waiting for AI Blaise", ["K"]))
    typed = {"kind": "run_command", "published_revision": seen}
    assert page.as_current("page-1", typed)["published_revision"] == now
    no_form = {"kind": "modal_submit", "published_revision": seen}
    assert page.as_current("page-1", no_form) is no_form


async def test_the_page_is_published_again_only_when_the_bot_wrote_since(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr("bot.sandbox_page.LIVE_SECONDS", 0.0)
    preview = Preview()
    page, env = live(preview)
    keeping = asyncio.create_task(page.keep_up())
    try:
        await asyncio.sleep(0.01)
        assert preview.page.revision == 0  # nothing written: nothing published
        env.backend.transcript.append(("HTTP", "PATCH", None))
        preview._active_action = object()  # type: ignore[assignment]
        await asyncio.sleep(0.01)
        assert preview.page.revision == 0  # the action under way publishes when done
        preview._active_action = None
        await asyncio.sleep(0.01)
        assert preview.page.revision == 1
        await asyncio.sleep(0.01)
        assert preview.page.revision == 1
    finally:
        keeping.cancel()


async def test_clicks_reach_simcord_made_on_the_current_page() -> None:
    preview = Preview()
    live(preview)
    seen = shown(preview, publication("Waiting for AI Ada", ["K"]))
    now = shown(preview, publication("Waiting for AI Blaise", ["K"]))
    await preview._action("page-1", click(HAND, seen))
    assert preview.acted == [click(HAND, now)]


def test_a_simcord_without_what_it_takes_leaves_the_page_as_simcord_draws_it(
    caplog: pytest.LogCaptureFixture,
) -> None:
    env = SimpleNamespace(backend=SimpleNamespace(transcript=[]), _operation_task=None)
    with caplog.at_level(logging.WARNING, logger="bot.sandbox_page"):
        assert keep_live(env, SimpleNamespace()) is None
    assert "only after a click or Refresh" in caplog.text


async def test_a_failed_publication_is_logged_once_and_the_page_goes_on(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr("bot.sandbox_page.LIVE_SECONDS", 0.0)
    preview = Preview()
    page, env = live(preview)
    failing = [True]

    def publish_pages(*, reason: str) -> None:
        if failing.pop():
            raise RuntimeError("a page gone mid-publication")
        preview._publish(preview.page, reason=reason)

    preview._publish_message_pages = publish_pages  # type: ignore[method-assign]
    keeping = asyncio.create_task(page.keep_up())
    try:
        env.backend.transcript.append(("HTTP", "PATCH", None))
        await asyncio.sleep(0.01)
        assert caplog.text.count("could not be brought up to date") == 1
        failing.append(False)
        env.backend.transcript.append(("HTTP", "PATCH", None))
        await asyncio.sleep(0.01)
        assert preview.page.revision == 1 and not keeping.done()
    finally:
        keeping.cancel()


async def test_the_installed_simcord_has_what_the_live_page_takes() -> None:
    """The browser test shows the page live; this says so fast, without a browser, when a
    SimCord release renamed a private part the live page leans on."""
    sandbox_extras_or_skip()
    import simcord

    async with simcord.run(discord.Client(intents=discord.Intents.default())) as env:
        guild = env.create_guild("Parlour Sandbox")
        channel = guild.create_text_channel("games")
        guest = guild.add_member(env.create_user("guest"))
        async with env.preview(channel, viewers=[guest], layout="channel") as page:
            keeping = keep_live(env, page)
            assert keeping is not None
            await asyncio.sleep(0)
            assert not keeping.done()
            keeping.cancel()
