"""Changes to a table that are not game moves (seats, lobby, start, abort, bookkeeping), and
how they are stored: on freshly loaded rows, in one transaction, under the version they read.

A change that loses a race with another writer is redone on the fresh rows, its rules checked
again, or refused after a few lost races; the listeners hear of it once it is stored.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any

from bot.errors import PlayerError
from bot.games.base import GameBase, GameEvent
from bot.leaderboards import GameRatings
from bot.msg import Msg
from bot.tables.moves import RETRIES, load_table
from bot.tables.snapshots import TableSnapshot, TableStatus, TableUpdate, UpdateKind
from bot.tables.timers import TimerSteps
from storage.models import GameTable
from storage.repositories import StaleWrite, TableRepository

#: a lobby change on the loaded rows; returns the note for the channel
Change = Callable[[GameTable, GameBase[Any, Any, Any], TableRepository], Awaitable[Msg | None]]


@dataclass(slots=True)
class TableChanges(TimerSteps):
    async def _note(self, table_id: int, mark: Callable[[GameTable], None]) -> None:
        """Store a bookkeeping fact on the table's row: not a game change, so no version bump
        (players' controls stay current), but still written under the version check."""
        for _attempt in range(RETRIES):
            try:
                async with self.sessions() as session, session.begin():
                    repo = TableRepository(session)
                    table = await load_table(repo, table_id)
                    mark(table)
                    await repo.save(table)
                self._cache.pop(table_id, None)  # it kept the row as it was
                return
            except StaleWrite:
                continue
        raise PlayerError("table-busy")

    async def _lobby_change(
        self,
        table_id: int,
        change: Change,
        kind: UpdateKind = UpdateKind.LOBBY,
        events: Sequence[GameEvent] = (),
        ratings: Sequence[GameRatings] = (),
    ) -> TableSnapshot:
        """Apply ``change`` to freshly loaded rows and store it under the version it read.

        When another process wrote the table in between, nothing of ours is stored and the
        change is redone on the fresh rows (its rules checked again), or refused after a
        few lost races. ``ratings``: where a change that stores a result (a forfeit) puts
        what it did to ratings; the stored attempt's, the last, is told with the update.
        """
        async with self._lock(table_id):
            for _attempt in range(RETRIES):
                try:
                    snapshot, note = await self._change_once(table_id, change)
                    break
                except StaleWrite:
                    continue
            else:
                raise PlayerError("table-busy")
        if snapshot.status is TableStatus.ABORTED:
            kind = UpdateKind.ABORTED
        moved = ratings[-1] if ratings else None
        await self._publish(TableUpdate(snapshot, kind, tuple(events), note=note, ratings=moved))
        if snapshot.status is TableStatus.PLAYING:
            self.kick_driver(table_id)  # a start or a seat handed to an AI may let AIs move
        return snapshot

    async def _change_once(self, table_id: int, change: Change) -> tuple[TableSnapshot, Msg | None]:
        async with self.sessions() as session, session.begin():
            repo = TableRepository(session)
            table = await load_table(repo, table_id)
            game = self.game(table.game)
            read = table.version
            note = await change(table, game, repo)
            # a vote that has not passed changes no row; a forfeit stored itself first
            if table.version == read and (session.dirty or session.new or session.deleted):
                self._touch(table)
            await repo.save(table)
            return self._snapshot(table), note

    def _touch(self, table: GameTable) -> None:
        """A change that is not a game move: a new version, and the timers start again."""
        table.version += 1
        table.updated_at = table.last_action_at = table.active_at = self.clock()
        table.timer_due_at = self._next_due(self._snapshot(table))
