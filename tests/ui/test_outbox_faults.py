"""The outbox when Discord itself fails (a 5xx): the write waits a little and is made again,
a newer edit of the same message taking its place, and an outage is given up on, not looped."""

from __future__ import annotations

import logging
from collections.abc import Sequence

import discord
import pytest

from bot.ui.frontend import Message
from bot.ui.outbox import Outbox
from bot.ui.queued_writes import Priority
from tests.ui.test_outbox import Unanswered, Wire, showing


class _Answer:
    def __init__(self, status: int) -> None:
        self.status = status
        self.reason = "Service Unavailable"
        self.headers: dict[str, str] = {}


class Unwell(Wire):
    """A wire whose next ``failing`` writes Discord answers with a 503."""

    def __init__(self, failing: int) -> None:
        super().__init__()
        self.failing = failing
        self.tried: list[str] = []

    async def send(self, shown: Message) -> None:
        self._fail(shown.content or "")
        await super().send(shown)

    async def post(self, text: str, mentioned: Sequence[int]) -> None:
        self._fail(text)
        await super().post(text, mentioned)

    def _fail(self, text: str) -> None:
        self.tried.append(text)
        if self.failing:
            self.failing -= 1
            raise discord.DiscordServerError(_Answer(503), "Service Unavailable")


async def test_an_edit_discord_fails_with_a_5xx_is_made_again_after_a_wait(
    caplog: pytest.LogCaptureFixture,
) -> None:
    wire = Unwell(failing=1)
    boxes = wire.outboxes()
    boxes("channel").edit("table", Priority.TABLE, showing("last trick"), wire.send)
    await boxes.idle()
    assert wire.texts == ["last trick"]
    assert wire.sent[0][0] >= Outbox.SERVER_ERROR_WAIT
    assert [r.levelno for r in caplog.records] == [logging.WARNING]


async def test_log_lines_discord_fails_with_a_5xx_are_posted_again_with_the_next_ones() -> None:
    wire = Unwell(failing=1)
    boxes = wire.outboxes()
    box = boxes("channel")
    send = wire.post

    async def more_meanwhile(text: str, mentioned: Sequence[int]) -> None:
        box.post(["bob plays"], send)
        await send(text, mentioned)

    box.post(["alice plays"], more_meanwhile)
    await boxes.idle()
    assert wire.texts == ["alice plays\nbob plays"]


async def test_an_edit_made_while_a_failed_one_waits_takes_its_place() -> None:
    wire = Unwell(failing=1)
    boxes = wire.outboxes()
    box = boxes("channel")
    send = wire.send

    async def newer_meanwhile(shown: Message) -> None:
        box.edit("table", Priority.TABLE, showing("trick 2"), send)
        await send(shown)

    box.edit("table", Priority.TABLE, showing("trick 1"), newer_meanwhile)
    await boxes.idle()
    assert wire.tried == ["trick 1", "trick 2"] and wire.texts == ["trick 2"]


async def test_an_outage_is_given_up_on_after_a_few_tries(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(Outbox, "SERVER_ERROR_WAIT", 0.0)
    wire = Unwell(failing=100)
    boxes = wire.outboxes(window=0)
    box = boxes("channel")
    box.edit("table", Priority.TABLE, showing("trick"), wire.send)
    box.post(["alice plays"], wire.post)
    await boxes.idle()
    assert len(wire.tried) == 2 * Outbox.SERVER_ERROR_TRIES and not wire.sent
    assert wire.now < 1  # the wait was made 0 by the test
    assert all(r.levelno == logging.WARNING for r in caplog.records)
    wire.failing = 0
    box.edit("table", Priority.TABLE, showing("trick"), wire.send)  # not taken as shown
    await boxes.idle()
    assert wire.texts == ["trick"]


@pytest.mark.parametrize("answer", ["503", "429", "none"])
async def test_an_edit_of_a_view_handed_over_while_it_was_sent_is_not_made_again(
    answer: str,
) -> None:
    """A hand view's edit (a pick's redraw of the other view) was on its way through the
    token its view was kept with when a click on that view handed it to a fresher token
    (``forget``), whose edit then showed the move the click made. Discord failed the old
    edit (or left it unanswered), and it was made again through the old token: the view
    went back to the hand from before the move, and stayed so, as the new token's outbox
    took it to show the newer one."""
    wire: Wire = {"503": Unwell(failing=1), "429": Wire(), "none": Unanswered(hang=1)}[answer]
    wire.refuse = [1.0] if answer == "429" else []
    boxes = wire.outboxes()
    box = boxes("old token")
    send = wire.send

    async def handed_over_meanwhile(shown: Message) -> None:
        box.forget("hand")
        await send(shown)

    box.edit("hand", Priority.OTHER_VIEW, showing("before the move"), handed_over_meanwhile)
    await boxes.idle()
    assert not wire.sent
