"""Queries and writes over the models, each on a session the caller owns.

Repositories never commit: the table service opens one transaction per intent and commits
it whole (state, action log, version and result together), or not at all.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any, cast

from sqlalchemy import (
    ColumnElement,
    CursorResult,
    Integer,
    Result,
    bindparam,
    delete,
    func,
    literal,
    or_,
    select,
    update,
)
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import joinedload
from sqlalchemy.orm.exc import StaleDataError

from bot.tables.shards import SHARD_SHIFT, Shards
from bot.tables.snapshots import TableStatus
from storage.models import (
    ActionLogEntry,
    GameResultRecord,
    GameTable,
    ReplaceVote,
    ResultPlayer,
    Seat,
    SharedHandView,
)

LIVE = (TableStatus.OPEN, TableStatus.PLAYING)
#: a live table's row, built once: an ``in_`` built for each query left its parameter and
#: that parameter's copy in a reference cycle (SQLAlchemy's), ten objects for the garbage
#: collector at every timer look and channel read; one built once is copied without (issue #19)
_IS_LIVE = GameTable.status.in_(LIVE)
#: a row not among the ``skip`` ids bound at each run, built once as :data:`_IS_LIVE` is
_NOT_SKIPPED = GameTable.id.not_in(bindparam("skip", expanding=True))
#: the tables' seats in the same query (a join), as :meth:`TableRepository.get` reads them:
#: the relationship's own second query (``selectin``) builds an ``in_`` of the tables' ids
#: each time, two objects in a cycle a read (issue #19)
_WITH_SEATS = joinedload(GameTable.seats)
#: a table in the ``channel`` bound at each run, or in its thread there (an ``or_`` built
#: per query left seven objects in cycles a read, as :data:`_IS_LIVE` did)
_IN_CHANNEL = or_(
    GameTable.channel_id == bindparam("channel"), GameTable.thread_id == bindparam("channel")
)
#: every shard: what a single process holds
EVERY_SHARD = Shards()


class StaleWrite(Exception):
    """Another writer changed the table row since it was read; nothing of ours was written."""


class AlreadyVoted(Exception):
    """This person's vote on this seat is already stored (the key is unique)."""


class TableRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def get(self, table_id: int) -> GameTable | None:
        """The table with its seats in one query (a join): every click reads its table, and
        the seats' second query (``selectin``) cost a third of a read's CPU."""
        return await self.session.get(
            GameTable, table_id, populate_existing=True, options=[joinedload(GameTable.seats)]
        )

    async def add(self, table: GameTable) -> GameTable:
        self.session.add(table)
        await self.session.flush()
        return table

    async def live_in_guild(self, guild_id: int) -> Sequence[GameTable]:
        query = (
            select(GameTable)
            .where(GameTable.guild_id == guild_id, _IS_LIVE)
            .order_by(GameTable.id)
            .options(_WITH_SEATS)
        )
        return (await self.session.scalars(query)).unique().all()

    async def count_live(self, guild_id: int, host_id: int | None = None) -> int:
        """Live tables in the guild (hosted by ``host_id``, when given)."""
        query = select(func.count(GameTable.id)).where(GameTable.guild_id == guild_id, _IS_LIVE)
        if host_id is not None:
            query = query.where(GameTable.host_id == host_id)
        return (await self.session.scalar(query)) or 0

    async def link_rematch(self, finished_id: int, rematch_id: int) -> bool:
        """Link the finished table to its rematch, unless one is linked already (another
        process's press, whose row lock this waits for on PostgreSQL): False then."""
        linked = await self.session.execute(
            update(GameTable)
            .where(GameTable.id == finished_id, GameTable.rematch_id.is_(None))
            .values(rematch_id=rematch_id)
            .execution_options(synchronize_session=False)
        )
        return _one_row(linked)

    async def count_opened(self, guild_id: int, host_id: int, since: datetime) -> int:
        """Tables ``host_id`` opened (or took over as host) in the guild since ``since``."""
        query = select(func.count(GameTable.id)).where(
            GameTable.guild_id == guild_id,
            GameTable.host_id == host_id,
            GameTable.created_at >= since,
        )
        return (await self.session.scalar(query)) or 0

    async def live_places(self) -> Sequence[tuple[int, int, int]]:
        """(table, guild, channel) of every live table: three numbers a row, for a sweep over
        every stored table that needs no more than where each one lives."""
        query = select(GameTable.id, GameTable.guild_id, GameTable.channel_id).where(_IS_LIVE)
        return [(row[0], row[1], row[2]) for row in await self.session.execute(query)]

    async def playing_with(self, user_id: int) -> list[int]:
        """The tables in play where this person holds a seat (by the seats' user index)."""
        query = (
            select(GameTable.id)
            .join(Seat, Seat.table_id == GameTable.id)
            .where(Seat.user_id == user_id, GameTable.status == TableStatus.PLAYING)
            .order_by(GameTable.id)
        )
        return list((await self.session.scalars(query)).all())

    async def live_in_channel(self, channel_id: int) -> Sequence[GameTable]:
        query = (
            select(GameTable)
            .where(_IN_CHANNEL, _IS_LIVE)
            .order_by(GameTable.id)
            .options(_WITH_SEATS)
        )
        return (await self.session.scalars(query, {"channel": channel_id})).unique().all()

    async def save(self, table: GameTable) -> None:
        """Write the changes made to ``table`` under its version check (``WHERE version = v``).

        Raises StaleWrite when another writer got there first: the caller's transaction is
        then rolled back and the intent redone on fresh rows (or refused).
        """
        table_id = table.id
        try:
            await self.session.flush()
        except StaleDataError as exc:
            raise StaleWrite(f"table {table_id} was written by someone else") from exc

    async def next_due(
        self, *, skip: Sequence[int] = (), shards: Shards = EVERY_SHARD
    ) -> datetime | None:
        """The earliest timer step of any live table on ``shards``, except ``skip``."""
        query = select(func.min(GameTable.timer_due_at)).where(_IS_LIVE, *_on(shards))
        if skip:
            query = query.where(_NOT_SKIPPED)
        due: datetime | None = (await self.session.execute(query, _skipping(skip))).scalar()
        if due is not None and due.tzinfo is None:
            due = due.replace(tzinfo=UTC)  # an aggregate bypasses the column's type on SQLite
        return due

    async def due_ids(
        self,
        now: datetime,
        limit: int,
        *,
        skip: Sequence[int] = (),
        shards: Shards = EVERY_SHARD,
    ) -> Sequence[int]:
        """Live tables on ``shards`` whose timer step is due at ``now``, earliest first,
        except ``skip``."""
        query = select(GameTable.id).where(_IS_LIVE, GameTable.timer_due_at <= now, *_on(shards))
        if skip:
            query = query.where(_NOT_SKIPPED)
        query = query.order_by(GameTable.timer_due_at).limit(limit)
        return (await self.session.scalars(query, _skipping(skip))).all()

    async def changed_since(
        self, since: datetime, shards: Shards = EVERY_SHARD
    ) -> list[tuple[int, int]]:
        """(id, version) of the tables on ``shards`` written at or after ``since``: how the
        process holding them learns of a write another process made (Discord sends every DM
        click to shard 0's process, whichever table it is for)."""
        query = select(GameTable.id, GameTable.version).where(
            GameTable.updated_at >= since, *_on(shards)
        )
        return [(table_id, version) for table_id, version in await self.session.execute(query)]

    async def newest_write(self, shards: Shards = EVERY_SHARD) -> datetime | None:
        """When the last table on ``shards`` was written: a restart's idea of when the run
        before it stopped, however long ago that was."""
        query = select(func.max(GameTable.updated_at)).where(*_on(shards))
        newest = (await self.session.execute(query)).scalar()
        if newest is not None and newest.tzinfo is None:
            newest = newest.replace(tzinfo=UTC)  # an aggregate bypasses the column's type
        return newest

    async def unposted(self, before: datetime, shards: Shards = EVERY_SHARD) -> list[int]:
        """The live tables on ``shards`` opened before ``before`` whose message was never
        stored as posted: their opening was cut short (a crash, a failed write)."""
        query = select(GameTable.id).where(
            _IS_LIVE,
            GameTable.message_id.is_(None),
            GameTable.created_at <= before,
            *_on(shards),
        )
        return list(await self.session.scalars(query))

    async def share_view(self, view: SharedHandView) -> None:
        """Leave a hand view for the process holding its table (see ``take_views``)."""
        self.session.add(view)
        await self.session.flush()

    async def take_views(self, shards: Shards) -> list[SharedHandView]:
        """The hand views other processes left for the tables on ``shards``, oldest first,
        deleted as they are taken: from now on this process keeps them current."""
        query = (
            select(SharedHandView)
            .join(GameTable, GameTable.id == SharedHandView.table_id)
            .where(*_on(shards))
            .order_by(SharedHandView.id)
        )
        views = list((await self.session.scalars(query)).all())
        if views:
            await self.session.execute(
                delete(SharedHandView).where(SharedHandView.id.in_([v.id for v in views]))
            )
        return views

    async def add_vote(self, table_id: int, seat: int, voter_id: int) -> None:
        """Store one vote to replace ``seat``; AlreadyVoted if this voter's is stored already.

        After AlreadyVoted the transaction can only be rolled back: the vote is refused and
        nothing else of the intent is stored.
        """
        self.session.add(ReplaceVote(table_id=table_id, seat=seat, voter_id=voter_id))
        try:
            await self.session.flush()
        except IntegrityError as exc:
            raise AlreadyVoted(f"{voter_id} already voted on seat {seat}") from exc

    async def voters(self, table_id: int, seat: int) -> Sequence[int]:
        query = select(ReplaceVote.voter_id).where(
            ReplaceVote.table_id == table_id, ReplaceVote.seat == seat
        )
        return (await self.session.scalars(query)).all()

    async def voted_seats(self) -> Sequence[tuple[int, int]]:
        """(table, seat) of every seat of a table in play with a replace vote stored (the
        votes of ended tables are kept, but nobody acts on them any more)."""
        query = (
            select(ReplaceVote.table_id, ReplaceVote.seat)
            .join(GameTable, GameTable.id == ReplaceVote.table_id)
            .where(GameTable.status == TableStatus.PLAYING)
            .distinct()
        )
        return [(row[0], row[1]) for row in await self.session.execute(query)]

    async def clear_votes(self, table_id: int, seat: int) -> None:
        await self.session.execute(
            delete(ReplaceVote).where(ReplaceVote.table_id == table_id, ReplaceVote.seat == seat)
        )

    async def playing_after(
        self, after_id: int, limit: int, shards: Shards = EVERY_SHARD
    ) -> Sequence[GameTable]:
        """The next ``limit`` tables in play on ``shards`` whose id is above ``after_id``, by
        id: one page of a walk over every table in play that costs the same whatever the page
        (the key)."""
        query = (
            select(GameTable)
            .where(GameTable.status == TableStatus.PLAYING, GameTable.id > after_id, *_on(shards))
            .order_by(GameTable.id)
            .limit(limit)
        )
        return (await self.session.scalars(query)).all()

    async def bump(
        self, table: GameTable, expected_version: int, *, at: datetime, **values: Any
    ) -> bool:
        """Write ``values`` and the next version only if nobody wrote since ``expected_version``;
        ``at`` (the service's clock, as every other write of a table) dates the write.

        Returns False when another writer got there first; the caller's transaction should
        then be rolled back and the intent retried on fresh state (or refused).
        """
        result = await self.session.execute(
            update(GameTable)
            .where(GameTable.id == table.id, GameTable.version == expected_version)
            .values(version=expected_version + 1, updated_at=at, **values)
            .execution_options(synchronize_session=False)
        )
        return _one_row(result)

    async def remind(self, table_id: int, version: int, due: datetime | None) -> bool:
        """Mark the turn at ``version`` as reminded, once: False if it already was, or if the
        table moved on (so that of several processes running timers only one pings)."""
        result = await self.session.execute(
            update(GameTable)
            .where(
                GameTable.id == table_id,
                GameTable.version == version,
                or_(GameTable.reminded_version.is_(None), GameTable.reminded_version != version),
            )
            .values(reminded_version=version, timer_due_at=due)
            .execution_options(synchronize_session=False)
        )
        return _one_row(result)

    async def reschedule(self, table_id: int, version: int, due: datetime | None) -> bool:
        """Set when the table's next timer step is due, if it is still at ``version``."""
        result = await self.session.execute(
            update(GameTable)
            .where(GameTable.id == table_id, GameTable.version == version)
            .values(timer_due_at=due)
            .execution_options(synchronize_session=False)
        )
        return _one_row(result)

    async def append_action(
        self, table_id: int, sequence: int, seat: int, action: dict[str, Any], at: datetime
    ) -> None:
        self.session.add(
            ActionLogEntry(
                table_id=table_id, sequence=sequence, seat=seat, action=action, created_at=at
            )
        )

    async def moves_around(self, table_id: int, seat: int, version: int) -> tuple[int, int]:
        """How many of ``seat``'s moves were stored up to ``version``, and how many after."""
        query = select(
            func.count().filter(ActionLogEntry.sequence <= version),
            func.count().filter(ActionLogEntry.sequence > version),
        ).where(ActionLogEntry.table_id == table_id, ActionLogEntry.seat == seat)
        before, after = (await self.session.execute(query)).one()
        return int(before), int(after)

    async def actions(
        self, table_id: int, *, after: int | None = None, since: datetime | None = None
    ) -> Sequence[ActionLogEntry]:
        """The table's action log in order; with ``after``, only the entries that made later
        versions, and those stored at or after ``since`` (a catch-up's)."""
        later: list[ColumnElement[bool]] = []
        if after is not None:
            later.append(ActionLogEntry.sequence > after)
            if since is not None:
                later.append(ActionLogEntry.created_at >= since)
        query = (
            select(ActionLogEntry)
            .where(ActionLogEntry.table_id == table_id, *([or_(*later)] if later else []))
            .order_by(ActionLogEntry.sequence)
        )
        return (await self.session.scalars(query)).all()


class ResultRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def for_table(self, table_id: int) -> GameResultRecord | None:
        query = select(GameResultRecord).where(GameResultRecord.table_id == table_id)
        return (await self.session.scalars(query)).first()

    async def add(self, record: GameResultRecord, players: Sequence[ResultPlayer]) -> None:
        record.players = list(players)
        self.session.add(record)
        await self.session.flush()

    async def recent(
        self, guild_id: int, game: str | None = None, limit: int = 10
    ) -> Sequence[GameResultRecord]:
        query = select(GameResultRecord).where(GameResultRecord.guild_id == guild_id)
        if game is not None:
            query = query.where(GameResultRecord.game == game)
        query = query.order_by(
            GameResultRecord.finished_at.desc(), GameResultRecord.id.desc()
        ).limit(limit)
        return (await self.session.scalars(query)).all()

    async def in_guild(self, guild_id: int, result_id: int) -> GameResultRecord | None:
        """One finished game, only if it was played in this server."""
        query = select(GameResultRecord).where(
            GameResultRecord.id == result_id, GameResultRecord.guild_id == guild_id
        )
        return (await self.session.scalars(query)).first()


def _on(shards: Shards) -> tuple[ColumnElement[bool], ...]:
    """The condition that a table's guild is on one of ``shards`` (none: every shard).

    The shard is computed from the stored guild id in SQL, the same arithmetic as Discord's
    (both SQLite and PostgreSQL shift and take the remainder of 64-bit integers), so nothing
    shard-specific is stored and a table moves with its shard.
    """
    if shards.ids is None:
        return ()
    # PostgreSQL shifts a bigint by an integer only
    shifted = GameTable.guild_id.op(">>")(literal(SHARD_SHIFT, Integer))
    shard = shifted.op("%")(shards.count)
    return (shard.in_(sorted(shards.ids)),)


def _skipping(skip: Sequence[int]) -> dict[str, list[int]] | None:
    """The parameters of a query with :data:`_NOT_SKIPPED` (when ``skip`` has any)."""
    return {"skip": list(skip)} if skip else None


def _one_row(result: Result[Any]) -> bool:
    """Whether a guarded UPDATE changed exactly one row (a lost race changes none)."""
    return cast("CursorResult[Any]", result).rowcount == 1
