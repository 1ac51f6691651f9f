"""Drawing takes turns behind the moves: a slice of each pass through the event loop."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

import pytest

from bot.alarms import Alarms
from bot.ui.budget import Budget
from bot.ui.drawing_turns import DrawingTurns
from bot.ui.frontend import Message
from bot.ui.outboxes import Outboxes
from bot.ui.pacing import Paced
from bot.ui.queued_writes import Priority

#: what every drawing costs here, in seconds of the fake clock: two fit in a slice
COST = 0.001


class Passes:
    """Counts the passes through the event loop, and which pass each thing ran in."""

    def __init__(self) -> None:
        self.now = 100.0
        self.number = 0
        self.ran: list[tuple[str, int]] = []
        self.turns = DrawingTurns(slice_seconds=2 * COST, clock=lambda: self.now, cost=COST)
        asyncio.get_running_loop().call_soon(self._count)

    def _count(self) -> None:
        self.number += 1
        if self.number < 50:
            asyncio.get_running_loop().call_soon(self._count)

    def drawing(self, name: str) -> None:
        self.now += COST
        self.ran.append((name, self.number))

    def move(self, name: str) -> Callable[[], None]:
        return lambda: self.ran.append((name, self.number))

    async def run(self, count: int = 10) -> None:
        for _ in range(count):
            await asyncio.sleep(0)


async def test_drawings_a_pass_has_room_for_run_in_that_pass() -> None:
    passes = Passes()
    passes.turns.call(passes.drawing, "a")
    passes.turns.call(passes.drawing, "b")
    await passes.run()
    assert [pass_ for _name, pass_ in passes.ran] == [1, 1]


async def test_drawings_past_a_passes_slice_wait_in_order_and_the_moves_go_first() -> None:
    """Issue #19: a dozen redraws coming due together filled one pass, and a person's click
    or a batch's commit waited behind all of them."""
    passes = Passes()
    passes.turns.spent(2 * COST)  # this pass has drawn all it may
    for name in "abcde":
        passes.turns.call(passes.drawing, name)
    asyncio.get_running_loop().call_soon(passes.move("move"))
    await passes.run()
    assert passes.ran == [("move", 1), ("a", 2), ("b", 2), ("c", 3), ("d", 3), ("e", 4)]
    assert not passes.turns.busy()


async def test_how_long_drawings_waited_is_told_when_asked() -> None:
    passes = Passes()
    passes.turns.delays = []
    passes.turns.spent(2 * COST)
    for name in "abc":
        passes.turns.call(passes.drawing, name)
    await passes.run()
    # a and b went in the next pass, before anything was drawn; c once they were
    assert passes.turns.delays == [0.0, 0.0, pytest.approx(2 * COST)]


class Edits:
    """An outbox's edits of one message, drawn and sent, with five drawings of ``passes``
    waiting their turns (two a pass)."""

    def __init__(self, passes: Passes) -> None:
        self.boxes = Outboxes(Budget(window=0), turns=passes.turns)
        passes.turns.spent(2 * COST)
        for name in "abcde":
            passes.turns.call(passes.drawing, name)
        self.drawn: list[str] = []
        self.sent: list[str | None] = []

    def edit(self, content: str, priority: Priority) -> None:
        async def render() -> Message:
            self.drawn.append(content)
            return Message(content=content)

        async def send(shown: Message) -> None:
            self.sent.append(shown.content)

        self.boxes(("interaction", 1)).edit(("hand", 7), priority, render, send)


async def test_a_view_waiting_for_its_turn_draws_only_the_newest_edit() -> None:
    passes = Passes()
    edits = Edits(passes)
    edits.edit("at version 3", Priority.OTHER_VIEW)
    await asyncio.sleep(0)  # its outbox waits for a turn, after c, d and e
    edits.edit("at version 4", Priority.OTHER_VIEW)
    await passes.run()
    await edits.boxes.idle()
    assert edits.drawn == edits.sent == ["at version 4"]
    assert [name for name, _pass in passes.ran] == list("abcde")


async def test_the_acting_persons_own_view_never_waits_for_a_turn() -> None:
    passes = Passes()
    edits = Edits(passes)
    edits.edit("their move", Priority.OWN_VIEW)
    await asyncio.sleep(0)
    assert edits.sent == ["their move"]
    assert [name for name, _pass in passes.ran] == []  # a to e still wait


async def test_a_tables_paced_redraw_takes_its_turn_behind_the_moves() -> None:
    passes = Passes()
    tasks: set[asyncio.Task[None]] = set()

    async def sleep(_seconds: float) -> None:
        return None

    def draw(table: Any) -> None:
        passes.drawing(f"table {table.id}")

    paced = Paced(draw, lambda: 2.0, Alarms(lambda: passes.now, sleep, tasks), passes.turns)
    passes.turns.spent(2 * COST)
    for table_id in (1, 2, 3):
        paced.submit(live_table(table_id))
    asyncio.get_running_loop().call_soon(passes.move("move"))
    await passes.run()
    assert passes.ran == [("move", 1), ("table 1", 2), ("table 2", 2), ("table 3", 3)]


def live_table(table_id: int) -> Any:
    """Only what pacing reads of a table in play."""
    return SimpleNamespace(id=table_id, version=1, status=SimpleNamespace(is_live=True))
