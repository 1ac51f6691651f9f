"""Finding tables: where the live ones are, what one looks like to a seat, its replay, and
what a restart must look at again (tables changed just before it, tables never posted)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from bot.games.memo import seat_views
from bot.tables.changes import TableChanges
from bot.tables.moves import load_table
from bot.tables.replays import replayed
from bot.tables.snapshots import TableSnapshot
from storage.repositories import TableRepository


@dataclass(slots=True)
class TableReads(TableChanges):
    async def live_in_channel(self, channel_id: int) -> list[TableSnapshot]:
        async with self.sessions() as session:
            tables = await TableRepository(session).live_in_channel(channel_id)
            return [self._snapshot(t) for t in tables]

    async def live_in_guild(self, guild_id: int) -> list[TableSnapshot]:
        async with self.sessions() as session:
            tables = await TableRepository(session).live_in_guild(guild_id)
            return [self._snapshot(t) for t in tables]

    async def live_places(self) -> Sequence[tuple[int, int, int]]:
        """(table, guild, channel) of every live table."""
        async with self.sessions() as session:
            return await TableRepository(session).live_places()

    async def replay(self, table_id: int) -> Any:
        """The game state rebuilt from the table's seed, options and action log alone: the
        proof that the log holds every move (see :mod:`bot.tables.replays`)."""
        async with self.sessions() as session:
            repo = TableRepository(session)
            table = await load_table(repo, table_id)
            entries = await repo.actions(table_id)
        state, _events = replayed(self.game(table.game), table, entries)
        return state

    def view_for(self, table: TableSnapshot, user_id: int | None) -> tuple[int | None, Any]:
        """The seat ``user_id`` holds (or None) and the game view that seat may see (one
        shared with every other caller asking about the same state and seat)."""
        seat = None if user_id is None else table.seat_of(user_id)
        if table.state is None:
            return seat, None
        return seat, seat_views(self.game(table.game), table.state, seat)

    async def changed_before_restart(self, window: timedelta) -> list[int]:
        """The tables of this process's shards written in the last ``window`` before the
        newest write stored (the run before this one stopped then, however long ago): that
        run drew them at a paced rate, so its last changes may never have been shown."""
        async with self.sessions() as session:
            repo = TableRepository(session)
            newest = await repo.newest_write(self.shards)
            changed = (
                [] if newest is None else await repo.changed_since(newest - window, self.shards)
            )
        return [table_id for table_id, _version in changed]

    async def unposted(self, older_than: timedelta) -> list[int]:
        """Live tables of this process's shards whose opening was cut short before their
        message was stored (it never was, or never reached Discord): nobody can see them."""
        async with self.sessions() as session:
            return await TableRepository(session).unposted(self.clock() - older_than, self.shards)
