"""The outbox on its own: budget, latest-wins edits, no-op edits, priorities, merged log lines."""

from __future__ import annotations

import asyncio
import gc
import logging
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from enum import StrEnum

import discord
import pytest

from bot.ui.budget import Budget
from bot.ui.components import GameButton, controls
from bot.ui.frontend import Message
from bot.ui.hand_views import fixed
from bot.ui.message_digests import fingerprint
from bot.ui.outbox import Outbox
from bot.ui.outboxes import Outboxes
from bot.ui.pacing import Steady
from bot.ui.queued_writes import Priority, Render
from tests.support.ratelimits import too_many_requests


class Wire:
    """A simulated clock (sleeping moves it) and what was sent, with when."""

    def __init__(self) -> None:
        self.now = 0.0
        self.sent: list[tuple[float, str]] = []
        self.refuse: list[float] = []  # retry-after of the next sends to answer 429

    def clock(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.now += seconds

    def outboxes(self, writes: int = 5, window: float = 5.0) -> Outboxes:
        return Outboxes(Budget(writes, window), clock=self.clock, sleep=self.sleep)

    async def send(self, shown: Message) -> None:
        self._write(shown.content or "")

    async def post(self, text: str, mentioned: Sequence[int]) -> None:
        self._write(text)

    def _write(self, text: str) -> None:
        if self.refuse:
            raise too_many_requests(self.refuse.pop(0))
        self.sent.append((self.now, text))

    @property
    def texts(self) -> list[str]:
        return [text for _, text in self.sent]


def showing(text: str) -> Render:
    async def render() -> Message:
        return Message(content=text)

    return render


async def test_pending_edits_of_one_message_coalesce_and_the_latest_wins() -> None:
    wire = Wire()
    boxes = wire.outboxes(writes=1)
    box = boxes("channel")
    box.edit("other", Priority.TABLE, showing("first"), wire.send)
    for n in range(1, 6):
        box.edit("table", Priority.TABLE, showing(f"total {n}"), wire.send)
    await boxes.idle()
    assert wire.texts == ["first", "total 5"]


async def test_an_edit_identical_to_what_the_message_shows_is_not_sent() -> None:
    wire = Wire()
    boxes = wire.outboxes()
    box = boxes("channel")
    box.edit("table", Priority.TABLE, showing("total 3"), wire.send)
    await boxes.idle()
    box.edit("table", Priority.TABLE, showing("total 3"), wire.send)
    box.shows("view", Message(content="drawn by the reply"))
    box.edit("view", Priority.OWN_VIEW, showing("drawn by the reply"), wire.send)
    await boxes.idle()
    assert wire.texts == ["total 3"]


async def test_the_acting_players_view_goes_first_then_the_table_then_others_then_the_log() -> None:
    wire = Wire()
    boxes = wire.outboxes()
    box = boxes("channel")
    box.post(["bob plays"], wire.post)
    box.edit("carol", Priority.OTHER_VIEW, showing("carol's view"), wire.send)
    box.edit("table", Priority.TABLE, showing("table"), wire.send)
    box.edit("bob", Priority.OWN_VIEW, showing("bob's view"), wire.send)
    await boxes.idle()
    assert wire.texts == ["bob's view", "table", "carol's view", "bob plays"]


async def test_log_lines_that_wait_are_merged_into_one_message_and_none_is_lost() -> None:
    wire = Wire()
    boxes = wire.outboxes(writes=1)
    box = boxes("thread")
    box.post(["alice plays"], wire.post)
    await boxes.idle()
    for line in ("bob plays", "carol plays", "dave plays"):
        box.post([line], wire.post)
    await boxes.idle()
    assert wire.texts == ["alice plays", "bob plays\ncarol plays\ndave plays"]
    assert wire.sent[1][0] >= 5.0


async def _two_lines_waiting(wire: Wire) -> tuple[Outboxes, Outbox]:
    """A thread's outbox that sent "trick 1", then was given two more lines within its gap."""
    boxes = wire.outboxes()
    box = boxes("thread")
    box.post(["trick 1"], wire.post, gap=20.0)
    await boxes.idle()
    for line in ("trick 2", "trick 3"):
        box.post([line], wire.post, gap=20.0)
    return boxes, box


async def test_log_lines_within_the_gap_wait_together_without_holding_edits_back() -> None:
    wire = Wire()
    boxes, box = await _two_lines_waiting(wire)
    box.edit("table", Priority.TABLE, showing("table"), wire.send)
    await boxes.idle()
    assert wire.sent == [(0.0, "trick 1"), (0.0, "table"), (20.0, "trick 2\ntrick 3")]


async def test_lines_held_for_their_gap_start_no_drain_task() -> None:
    """A table's every move posts a line that waits out its gap: its alarm is set without
    a task of its own (issue #19), the lines still going together once the gap is over."""
    wire = Wire()
    boxes, _ = await _two_lines_waiting(wire)
    started = [getattr(task.get_coro(), "__qualname__", "") for task in asyncio.all_tasks()]
    assert "Outbox._drain" not in started  # a drain would have found nothing to send
    await asyncio.sleep(0)  # their alarm is set
    await boxes.idle()
    assert wire.sent == [(0.0, "trick 1"), (20.0, "trick 2\ntrick 3")]


async def test_lines_waiting_out_their_gap_are_kept_as_plain_values() -> None:
    """Most tables have lines waiting at any moment: lists of lines and of mentions were two
    objects each that every collection walked (issue #19)."""
    wire = Wire()
    _, box = await _two_lines_waiting(wire)
    waiting = box._log
    assert waiting is not None and waiting.lines == ("trick 2", "trick 3")
    gc.collect()
    assert not gc.is_tracked(waiting.lines) and not gc.is_tracked(waiting.mentions)


async def test_a_line_that_mentions_someone_does_not_wait_for_the_gap() -> None:
    wire = Wire()
    boxes = wire.outboxes()
    box = boxes("thread")
    box.post(["trick 1"], wire.post, gap=20.0)
    await boxes.idle()
    box.post(["trick 2"], wire.post, gap=20.0)
    box.post(["your turn, <@7>"], wire.post, mention=[7], gap=20.0)
    await boxes.idle()
    assert wire.sent == [(0.0, "trick 1"), (0.0, "trick 2\nyour turn, <@7>")]


async def test_a_shutdown_sends_held_log_lines_at_once() -> None:
    wire = Wire()
    boxes = wire.outboxes()
    box = boxes("thread")
    box.post(["trick 1"], wire.post, gap=20.0)
    await boxes.idle()
    box.post(["trick 2"], wire.post, gap=20.0)
    await boxes.flush(timeout=5.0)
    assert wire.sent == [(0.0, "trick 1"), (0.0, "trick 2")]


async def test_a_shutdown_does_not_wait_for_the_time_held_lines_were_due(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """The wait for held lines' time is cut short, not sat out until the shutdown gives up
    (a sleep here lasts until cancelled, as a long real one would)."""
    wire = Wire()
    forever = asyncio.Event()

    async def sleep(seconds: float) -> None:
        await forever.wait()

    boxes = Outboxes(Budget(5, 5.0), clock=wire.clock, sleep=sleep)
    box = boxes("thread")
    box.post(["trick 1"], wire.post, gap=20.0)
    await boxes.idle()
    box.post(["trick 2"], wire.post, gap=20.0)
    await asyncio.sleep(0)
    with caplog.at_level(logging.WARNING):
        await boxes.flush(timeout=2.0)
    assert wire.texts == ["trick 1", "trick 2"]
    assert "still had writes" not in caplog.text


async def test_writes_to_one_target_never_exceed_the_budget() -> None:
    wire = Wire()
    boxes = wire.outboxes(writes=5, window=5.0)
    box = boxes("channel")
    for n in range(20):
        box.edit(n, Priority.OTHER_VIEW, showing(f"view {n}"), wire.send)
    await boxes.idle()
    times = [at for at, _ in wire.sent]
    assert len(times) == 20
    assert all(sum(1 for t in times if start <= t < start + 5.0) <= 5 for start in times)


async def test_a_429_holds_the_target_for_as_long_as_discord_says_then_sends_again() -> None:
    wire = Wire()
    wire.refuse = [3.0]
    boxes = wire.outboxes()
    box = boxes("channel")
    box.post(["alice plays"], wire.post)
    await boxes.idle()
    assert wire.texts == ["alice plays"] and wire.sent[0][0] >= 3.0


async def test_targets_have_separate_budgets() -> None:
    wire = Wire()
    boxes = wire.outboxes(writes=1)
    boxes("channel").edit("table", Priority.TABLE, showing("table"), wire.send)
    boxes("token").edit("view", Priority.OWN_VIEW, showing("view"), wire.send)
    await boxes.idle()
    assert sorted(wire.sent) == [(0.0, "table"), (0.0, "view")]


class Unanswered(Wire):
    """Discord leaves the first ``hang`` writes without an answer, then answers again."""

    def __init__(self, hang: int) -> None:
        super().__init__()
        self.hang = hang

    def outboxes(self, writes: int = 5, window: float = 5.0) -> Outboxes:
        budget = Budget(writes, window, timeout=0.01)
        return Outboxes(budget, clock=self.clock, sleep=self.sleep)

    async def send(self, shown: Message) -> None:
        if self.hang:
            self.hang -= 1
            await asyncio.Event().wait()
        self._write(shown.content or "")

    async def post(self, text: str, mentioned: Sequence[int]) -> None:
        await self.send(Message(content=text))


async def test_an_edit_discord_leaves_unanswered_is_made_again_and_the_queue_goes_on() -> None:
    wire = Unanswered(hang=1)
    boxes = wire.outboxes()
    box = boxes("channel")
    box.edit("table", Priority.TABLE, showing("total 3"), wire.send)
    box.post(["bob adds 1"], wire.post)
    await boxes.idle()
    assert wire.texts == ["total 3", "bob adds 1"]


async def test_a_new_message_discord_leaves_unanswered_is_not_sent_twice() -> None:
    wire = Unanswered(hang=2)
    boxes = wire.outboxes()
    box = boxes("dm")
    box.create(Priority.OTHER_VIEW, showing("your hand"), wire.send)
    box.post(["bob adds 1"], wire.post)
    await boxes.idle()
    box.edit("table", Priority.TABLE, showing("total 3"), wire.send)
    await boxes.idle()
    assert wire.texts == ["total 3"]  # the hand and the line may have been made: not again


async def test_a_wall_clock_set_back_never_stalls_a_target_on_the_presenters_clock() -> None:
    wire = Wire()
    wall = [datetime(2026, 11, 23, 12, 0, tzinfo=UTC)]
    boxes = Outboxes(
        Budget(1, 5.0),
        clock=Steady(lambda: wall[0] + timedelta(seconds=wire.now)),
        sleep=wire.sleep,
    )
    box = boxes("channel")
    box.edit("table", Priority.TABLE, showing("total 1"), wire.send)
    await boxes.idle()
    wall[0] -= timedelta(hours=1)  # the machine's clock is set back
    box.edit("table", Priority.TABLE, showing("total 2"), wire.send)
    await boxes.idle()
    assert wire.texts == ["total 1", "total 2"]
    assert wire.now <= 5.0 + 0.1  # one window waited, not an hour


class LongRateLimit(Wire):
    """discord.py, told not to wait longer than 30 s inside a write, raises ``RateLimited``
    for the first ``limited`` writes."""

    def __init__(self, limited: int, retry_after: float) -> None:
        super().__init__()
        self.limited, self.retry_after = limited, retry_after

    async def send(self, shown: Message) -> None:
        if self.limited:
            self.limited -= 1
            raise discord.RateLimited(self.retry_after)
        self._write(shown.content or "")


async def test_a_new_message_behind_a_long_rate_limit_is_kept_and_made_once_after_it() -> None:
    wire = LongRateLimit(limited=1, retry_after=45.0)
    boxes = wire.outboxes()
    box = boxes("dm")
    box.create(Priority.OTHER_VIEW, showing("your hand"), wire.send)
    await boxes.idle()
    assert wire.texts == ["your hand"] and wire.sent[0][0] >= 45.0


async def test_a_released_outbox_is_let_go_once_its_last_writes_are_out() -> None:
    wire = Wire()
    boxes = wire.outboxes(writes=1)
    box = boxes("channel")
    box.edit("table", Priority.TABLE, showing("turn 1"), wire.send)
    box.edit("table", Priority.TABLE, showing("game over"), wire.send, last=True)
    box.post(["the end"], wire.post, gap=20.0)
    boxes.release("channel")
    assert len(boxes) == 1  # what waits still goes out
    await boxes.idle()
    assert wire.texts == ["game over", "the end"]
    assert len(boxes) == 0


async def test_an_outbox_written_to_again_after_its_release_is_kept() -> None:
    wire = Wire()
    boxes = wire.outboxes()
    boxes("channel").edit("table 1", Priority.TABLE, showing("over"), wire.send, last=True)
    boxes.release("channel")
    boxes("channel").edit("table 2", Priority.TABLE, showing("new table"), wire.send)
    await boxes.idle()
    assert len(boxes) == 1
    boxes("channel").edit("table 2", Priority.TABLE, showing("new table"), wire.send)
    await boxes.idle()
    assert wire.texts == ["over", "new table"]  # its digest was kept: no second write


async def test_a_messages_last_edit_keeps_no_digest() -> None:
    wire = Wire()
    boxes = wire.outboxes()
    box = boxes("channel")
    box.edit("table", Priority.TABLE, showing("over"), wire.send)
    await boxes.idle()
    box.edit("table", Priority.TABLE, showing("over"), wire.send, last=True)
    await boxes.idle()
    assert wire.texts == ["over"] and not box._shown


async def test_what_messages_show_is_remembered_in_values_the_collector_stops_tracking() -> None:
    """Issue #19: each edit's key is a fresh tuple, and a dict given a tracked key stays
    tracked until a full collection: three a table, walked by every collection meanwhile."""
    gc.disable()  # what the test makes stays young until it collects
    try:
        await _show_three_hands_and_collect_the_young()
    finally:
        gc.enable()


async def _show_three_hands_and_collect_the_young() -> None:
    wire = Wire()
    boxes = wire.outboxes()
    box = boxes("channel")
    for n in range(3):
        box.edit(("hand", 1, n), Priority.OTHER_VIEW, showing(f"hand {n}"), wire.send)
    await boxes.idle()
    box.edit(("hand", 1, 0), Priority.OTHER_VIEW, showing("hand 0"), wire.send)
    box.edit(("hand", 1, 1), Priority.OTHER_VIEW, showing("hand 1 again"), wire.send)
    await boxes.idle()
    assert wire.texts == ["hand 0", "hand 1", "hand 2", "hand 1 again"]
    gc.collect(0)  # one young collection, which never untracks a dict
    assert not gc.is_tracked(box._shown)


async def test_a_view_sent_for_good_lets_go_of_its_controls_and_a_retried_one_keeps_them() -> None:
    """Issue #19: each control points back at its view, so a sent view was a cycle that only
    a garbage collection freed, walked by every collection meanwhile. A write Discord refused
    with a 429 is sent again with the same message: its controls must still be there."""
    wire = Wire()
    wire.refuse = [2.0]
    button = GameButton(7, 3, "play", label="Play")
    shown = Message(content="your hand", view=controls(button))
    controls_sent: list[int] = []

    async def send(message: Message) -> None:
        assert message.view is not None
        controls_sent.append(len(message.view.children))
        await wire.send(message)

    boxes = wire.outboxes()
    boxes("view").edit("hand", Priority.OWN_VIEW, fixed(shown), send)
    await boxes.idle()
    assert wire.texts == ["your hand"] and controls_sent == [1, 1]
    assert shown.view is not None and shown.view.children == []
    assert button.view is None


async def test_a_view_with_controls_dispatched_through_it_is_left_as_it_is() -> None:
    """Controls that are not dynamic items are found through their view when clicked."""
    view = discord.ui.View(timeout=None)
    page = discord.ui.Button[discord.ui.View](label="Next", custom_id="next")
    view.add_item(page)
    Message(view=view).finished()
    assert view.children == [page] and page.view is view


async def test_a_view_of_dynamic_items_made_by_discord_py_lets_go_of_them_too() -> None:
    """Not only the quick views (``DynamicView``, let go unchecked): any view whose every
    control is a dynamic item."""
    button = GameButton(7, 3, "play", label="Play")
    view = discord.ui.View(timeout=None)
    view.add_item(button)
    Message(view=view).finished()
    assert view.children == [] and button.view is None


async def test_an_outbox_keeps_its_recent_writes_where_the_collector_stops_walking_them() -> None:
    """Issue #19: every full collection walks what each of a table's outboxes keeps."""
    wire = Wire()
    boxes = wire.outboxes()
    box = boxes("channel")
    for n in range(3):
        box.edit("table", Priority.TABLE, showing(f"total {n}"), wire.send)
        await boxes.idle()
    gc.collect()
    assert len(box._sent) == 3 and not gc.is_tracked(box._sent)


def _hand(label: str, text: str) -> Message:
    embed = discord.Embed(title="Whist — table #3", description=text, colour=0x2E7D32)
    return Message(content="".join(["Your ", "hand"]), embed=embed, view=controls(_button(label)))


def _button(label: str) -> GameButton:
    return GameButton(3, 9, "play", label=label)


async def test_a_fingerprint_says_what_shows_whichever_objects_hold_it() -> None:
    """Equal messages drawn apart (strings made anew, not shared) mark alike, so an
    unchanged redraw is not sent; any change shown marks otherwise."""
    first = fingerprint(_hand("10♥", "Trick: Ann 10♥"))
    assert fingerprint(_hand("".join(["10", "♥"]), "".join(["Trick: ", "Ann 10♥"]))) == first
    assert fingerprint(_hand("J♥", "Trick: Ann 10♥")) != first
    assert fingerprint(_hand("10♥", "Trick: Ann J♥")) != first
    assert fingerprint(Message(content="Your hand")) != first


class _Word(StrEnum):
    HAND = "Your hand"


async def test_a_fingerprint_of_values_marshal_does_not_know_falls_back_to_text() -> None:
    worded = fingerprint(Message(content=_Word.HAND))
    assert worded == fingerprint(Message(content=_Word.HAND))
    assert worded != fingerprint(Message(content="Your hands"))


async def test_an_idle_outbox_rests_as_plain_values_and_writes_on_within_its_budget() -> None:
    """Issue #19: between writes an outbox (one per table channel and open hand view) is kept
    as its memory alone, which the collector stops walking; the writes it made still count
    against the budget, and what its messages show still spares an identical edit."""
    wire = Wire()
    boxes = wire.outboxes(writes=2, window=5.0)
    boxes("channel").edit("table", Priority.TABLE, showing("total 1"), wire.send)
    boxes("channel").edit("log", Priority.TABLE, showing("trick 1"), wire.send)
    await boxes.idle()
    gc.collect(0)
    assert len(boxes) == 1 and not gc.is_tracked(boxes._boxes["channel"])
    boxes("channel").edit("table", Priority.TABLE, showing("total 1"), wire.send)
    boxes("channel").edit("table", Priority.TABLE, showing("total 2"), wire.send)
    await boxes.idle()
    assert wire.sent == [
        (0.0, "total 1"),
        (0.0, "trick 1"),
        (pytest.approx(5.0, abs=0.1), "total 2"),
    ]


async def test_a_reference_kept_to_a_resting_outbox_writes_through_the_one_in_use() -> None:
    """A caller that kept an outbox across its rest must not start a second queue for the
    same target: its writes join the queue of the outbox writing there now."""
    wire = Wire()
    boxes = wire.outboxes(writes=1, window=5.0)
    kept = boxes("channel")
    kept.edit("table", Priority.TABLE, showing("total 1"), wire.send)
    await boxes.idle()
    boxes("channel").edit("table", Priority.TABLE, showing("total 2"), wire.send)
    kept.edit("table", Priority.TABLE, showing("total 3"), wire.send)
    await boxes.idle()
    assert wire.texts == ["total 1", "total 3"]
    assert [at for at, _ in wire.sent] == [0.0, pytest.approx(5.0, abs=0.1)]
