"""The people of ``bench/tables.py``: two at each table, waiting for a turn, thinking, clicking.

They cost the bot what Discord's people cost it: nothing between clicks. While they wait for a
turn they are a callback the table's next update calls, while they think a timer handle, and
only a click (or opening the next game) is a task. As a coroutine per table sleeping between
clicks they were ~15 tracked objects each, about a third of what the bench's full collection
met in flight that the bot would never hold (issue #19).
"""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Coroutine
from typing import TYPE_CHECKING, Any

from bot.errors import PlayerError
from bot.tables.service import Person, TableService, TableSnapshot
from bot.tables.snapshots import TableStatus

if TYPE_CHECKING:
    from bench.counters import Counters
    from bench.recording import RecordingPresenter, Tally

GAMES = ("whist", "bidwhist", "shengji", "mexican_train")
SEATS = {"whist": 4, "bidwhist": 4, "shengji": 4, "mexican_train": 4}


def people_at(index: int) -> tuple[Person, Person]:
    return Person(10_000 + 2 * index, f"P{index}a"), Person(10_001 + 2 * index, f"P{index}b")


async def open_table(service: TableService, index: int, round_: int) -> TableSnapshot:
    game = GAMES[(index + round_) % len(GAMES)]
    host, guest = people_at(index)
    table = await service.create(1 + index % 50, 1000 + index, host, game, "")
    await service.set_message(table.id, 5_000_000 + table.id)  # as the cog does on posting
    await service.join(table.id, guest)
    for _ in range(SEATS[game] - 2):
        await service.add_ai(table.id, host)
    return await service.start(table.id, host)


async def click(
    service: TableService, table_id: int, seat: int, rng: random.Random
) -> tuple[TableSnapshot, int] | None:
    """A click: read the table, then act (None: nothing legal, or not a person's seat)."""
    table = await service.get(table_id)
    legal = service.legal_for(table, seat)
    user_id = table.seats[seat].user_id
    if not legal or user_id is None:
        return None
    after = await service.act(table_id, user_id, rng.choice(legal), seen_version=table.version)
    return after, user_id


class Clicks:
    """The clicks under way at every table, so the play's end waits for them; a click that
    fails (not a refusal: a bug) stops the bench there, as an exception in a coroutine did."""

    def __init__(self) -> None:
        self.tasks: set[asyncio.Task[None]] = set()
        self.failures: list[BaseException] = []

    def start(self, work: Coroutine[Any, Any, None]) -> None:
        task = asyncio.get_running_loop().create_task(work)
        self.tasks.add(task)
        task.add_done_callback(self._done)

    def _done(self, task: asyncio.Task[None]) -> None:
        self.tasks.discard(task)
        failure = None if task.cancelled() else task.exception()
        if failure is not None:
            self.failures.append(failure)

    async def finished(self) -> None:
        while self.tasks:
            await asyncio.gather(*list(self.tasks), return_exceptions=True)
        if self.failures:
            raise self.failures[0]


class TablePeople:
    """Both people at one table: wait for a turn, think, act from the legal moves."""

    __slots__ = (
        "clicks",
        "counters",
        "index",
        "people",
        "recorder",
        "rng",
        "round",
        "service",
        "table",
        "tally",
        "think",
        "until",
    )

    def __init__(
        self,
        service: TableService,
        recorder: RecordingPresenter,
        index: int,
        first: TableSnapshot,
        pace: tuple[float, float],  # their mean think time, and when play ends
        tally: Tally,
        counters: Counters,
        clicks: Clicks,
    ) -> None:
        self.service = service
        self.recorder = recorder
        self.index = index
        self.rng = random.Random(index)
        self.people = {p.user_id for p in people_at(index)}
        self.table = first  # the bot's to keep, or not: held here only until the next one
        self.round = 0
        self.think, self.until = pace
        self.tally = tally
        self.counters = counters
        self.clicks = clicks

    def go_on(self) -> None:
        """Their next step, from the table as their hand views show it now."""
        if time.perf_counter() >= self.until:
            return
        shown = self.recorder.latest.get(self.table.id)
        if shown is not None and shown.version > self.table.version:
            self.table = shown
        table = self.table
        if table.status is not TableStatus.PLAYING:
            self.clicks.start(self._next_game())
            return
        game = self.service.game(table.game)
        mine = [
            s for s in game.to_act(table.state) if s >= 0 and table.seats[s].user_id in self.people
        ]
        if not mine:
            self.recorder.waiting[table.id] = self.go_on  # the table's next update calls it
            return
        delay = self.rng.expovariate(1 / self.think)
        asyncio.get_running_loop().call_later(delay, self._clicked_after_thinking, mine[0])

    def _clicked_after_thinking(self, seat: int) -> None:
        if time.perf_counter() < self.until:
            self.clicks.start(self._click(seat))

    async def _click(self, seat: int) -> None:
        started = time.perf_counter()
        try:
            clicked = await self.counters.action(click(self.service, self.table.id, seat, self.rng))
        except PlayerError:
            self.tally.refusals += 1
            self.table = await self.service.get(self.table.id)
        else:
            if clicked is not None:
                self.table, user_id = clicked
                self.tally.latencies.append((started, time.perf_counter() - started))
                self.recorder.acted(self.table, user_id)
        self.go_on()

    async def _next_game(self) -> None:
        self.round += 1
        self.table = await open_table(self.service, self.index, self.round)
        self.go_on()
