"""Which tables this process looks after: those of the guilds on the Discord shards it holds.

Discord puts a guild on shard ``(guild_id >> 22) % shard_count``; a process started with some
``shard_ids`` only hears that guild's interactions when it holds its shard. Tables follow the
same rule, so every table has exactly one process that drives its AI seats, fires its timers
and posts about it, and when shards move to another process (a restart with other
``shard_ids``) the tables move with them: nothing about a table is kept per process but the
database row, which holds the guild.
"""

from __future__ import annotations

from dataclasses import dataclass

#: the bits of a snowflake below its timestamp, as Discord shards guilds
SHARD_SHIFT = 22


def shard_of(guild_id: int, shard_count: int) -> int:
    """The shard Discord sends this guild's events to."""
    return (guild_id >> SHARD_SHIFT) % shard_count


@dataclass(frozen=True, slots=True)
class Shards:
    """The shards this process holds: all of them by default (a single process)."""

    count: int = 1
    #: the held shard ids; None: every shard
    ids: frozenset[int] | None = None

    @classmethod
    def of(cls, count: int | None, ids: tuple[int, ...] | None) -> Shards:
        """From the settings: no ``shard_count`` or no ``shard_ids`` means every shard."""
        if count is None or ids is None or set(ids) >= set(range(count)):
            return cls(count or 1)
        return cls(count, frozenset(ids))

    @property
    def everything(self) -> bool:
        return self.ids is None

    def holds(self, guild_id: int) -> bool:
        return self.ids is None or shard_of(guild_id, self.count) in self.ids
