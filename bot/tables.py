"""The table service: the one place that turns a player's intent into a stored fact.

Cogs and AI players both come through here. Each intent is applied under the table's lock
(clicks that arrive together take turns) and written in ONE transaction with an optimistic
version check (another process that wrote first wins; we retry on fresh state or refuse).
After the commit, listeners (the Discord presenter) hear about it; the database stays the
truth, so a restart simply reloads the live tables and carries on.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from bot.errors import IllegalAction, NotFound, PlayerError
from bot.games.base import SYSTEM, Event, Game, GameResult, Player
from bot.games.options import complete_options, parse_options
from storage.models import GameResultRecord, GameTable, ResultPlayer, Seat, TableStatus, utcnow
from storage.repositories import ResultRepository, TableRepository

log = logging.getLogger(__name__)

AI_NAMES = (
    "Ada",
    "Blaise",
    "Grace",
    "Alan",
    "Edsger",
    "Barbara",
    "Donald",
    "Frances",
    "Claude",
    "Hedy",
    "Kurt",
    "Radia",
)
MAX_NAME = 64
_RETRIES = 3


@dataclass(frozen=True, slots=True)
class Person:
    """Who is asking: a Discord user, and whether they may manage this server."""

    user_id: int
    name: str
    can_manage: bool = False


@dataclass(frozen=True, slots=True)
class SeatInfo:
    position: int
    user_id: int | None
    name: str

    @property
    def is_ai(self) -> bool:
        return self.user_id is None


@dataclass(frozen=True, slots=True)
class TableSnapshot:
    """A committed table, detached from any session: safe to render and pass around."""

    id: int
    guild_id: int
    channel_id: int
    thread_id: int | None
    message_id: int | None
    host_id: int
    game: str
    options: Mapping[str, Any]
    status: TableStatus
    version: int
    seats: tuple[SeatInfo, ...]
    state: Any
    last_action_at: datetime

    @property
    def post_channel_id(self) -> int:
        return self.thread_id or self.channel_id

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.seats)

    def seat_of(self, user_id: int) -> int | None:
        for seat in self.seats:
            if seat.user_id == user_id:
                return seat.position
        return None

    def humans(self) -> tuple[int, ...]:
        return tuple(s.user_id for s in self.seats if s.user_id is not None)


class UpdateKind(StrEnum):
    CREATED = "created"
    LOBBY = "lobby"
    STARTED = "started"
    ACTION = "action"
    FINISHED = "finished"
    ABORTED = "aborted"


@dataclass(frozen=True, slots=True)
class TableUpdate:
    """What listeners hear after each commit: the new table and what happened."""

    table: TableSnapshot
    kind: UpdateKind
    events: tuple[Event, ...] = ()
    seat: int | None = None
    note: str = ""


Listener = Callable[[TableUpdate], Awaitable[None]]


@dataclass(slots=True)
class Pace:
    """Pauses before automatic moves, so people can follow the table (zero in tests)."""

    ai_move: float = 1.5
    system_move: float = 1.0


@dataclass(slots=True)
class _Driver:
    task: asyncio.Task[None] | None = None
    again: bool = False


@dataclass(slots=True)
class TableService:
    sessions: async_sessionmaker[AsyncSession]
    games: Mapping[str, Game[Any, Any]]
    players: Mapping[str, Player]
    pace: Pace = field(default_factory=Pace)
    seed_source: Callable[[], int] = field(default=lambda: random.SystemRandom().getrandbits(62))
    listeners: list[Listener] = field(default_factory=list)
    _locks: dict[int, asyncio.Lock] = field(default_factory=dict)
    _drivers: dict[int, _Driver] = field(default_factory=dict)
    _closed: bool = False

    # ------------------------------------------------------------------ reading

    def game(self, name: str) -> Game[Any, Any]:
        try:
            return self.games[name]
        except KeyError:
            raise NotFound(f"There is no game called {name[:32]!r} here.") from None

    async def get(self, table_id: int) -> TableSnapshot:
        async with self.sessions() as session:
            table = await TableRepository(session).get(table_id)
            if table is None:
                raise NotFound(f"There is no table #{table_id}.")
            return self._snapshot(table)

    async def live_in_channel(self, channel_id: int) -> list[TableSnapshot]:
        async with self.sessions() as session:
            tables = await TableRepository(session).live_in_channel(channel_id)
            return [self._snapshot(t) for t in tables]

    async def live_in_guild(self, guild_id: int) -> list[TableSnapshot]:
        async with self.sessions() as session:
            tables = await TableRepository(session).live_in_guild(guild_id)
            return [self._snapshot(t) for t in tables]

    async def live_for_user(self, guild_id: int, user_id: int) -> list[TableSnapshot]:
        async with self.sessions() as session:
            tables = await TableRepository(session).live_for_user(guild_id, user_id)
            return [self._snapshot(t) for t in tables]

    def view_for(self, table: TableSnapshot, user_id: int | None) -> tuple[int | None, Any]:
        """The seat ``user_id`` holds (or None) and the game view that seat may see."""
        game = self.game(table.game)
        seat = None if user_id is None else table.seat_of(user_id)
        if table.state is None:
            return seat, None
        return seat, game.view(table.state, seat)

    def legal_for(self, table: TableSnapshot, seat: int) -> Sequence[Any]:
        if table.state is None or table.status is not TableStatus.PLAYING:
            return ()
        game = self.game(table.game)
        if seat not in game.to_act(table.state):
            return ()
        return game.legal_actions(table.state, seat)

    # ------------------------------------------------------------------ lobby

    async def create(
        self,
        guild_id: int,
        channel_id: int,
        host: Person,
        game_name: str,
        options_text: str | None = None,
        *,
        thread_id: int | None = None,
    ) -> TableSnapshot:
        game = self.game(game_name)
        options = parse_options(game.options, options_text)
        game.check_options(options, None)
        async with self.sessions() as session, session.begin():
            table = GameTable(
                guild_id=guild_id,
                channel_id=channel_id,
                thread_id=thread_id,
                host_id=host.user_id,
                game=game.name,
                options=options,
                status=TableStatus.OPEN,
                seed=self.seed_source(),
                version=0,
            )
            table.seats = [Seat(position=0, user_id=host.user_id, display_name=_name(host.name))]
            await TableRepository(session).add(table)
            snapshot = self._snapshot(table)
        await self._publish(TableUpdate(snapshot, UpdateKind.CREATED))
        return snapshot

    async def set_message(
        self, table_id: int, message_id: int, thread_id: int | None = None
    ) -> None:
        """Remember where the table's public message is (not a game change: no version bump)."""
        async with self.sessions() as session, session.begin():
            table = await TableRepository(session).get(table_id)
            if table is None:
                raise NotFound(f"There is no table #{table_id}.")
            table.message_id = message_id
            if thread_id is not None:
                table.thread_id = thread_id

    async def join(self, table_id: int, person: Person) -> TableSnapshot:
        def change(table: GameTable, game: Game[Any, Any]) -> str:
            _require_open(table)
            if any(s.user_id == person.user_id for s in table.seats):
                raise PlayerError("You're already at this table.")
            _low, high = game.seat_range(table.options)
            if len(table.seats) >= high:
                raise PlayerError("This table is full.")
            table.seats.append(
                Seat(
                    position=_free_position(table),
                    user_id=person.user_id,
                    display_name=_name(person.name),
                )
            )
            return f"{_name(person.name)} joined."

        return await self._lobby_change(table_id, change)

    async def leave(self, table_id: int, person: Person) -> TableSnapshot:
        def change(table: GameTable, game: Game[Any, Any]) -> str:
            if table.status is TableStatus.PLAYING:
                raise PlayerError(
                    "The game is under way, so you can't leave now. The host can replace you "
                    "with an AI player (`/table kick`) or abort the table."
                )
            _require_open(table)
            seat = next((s for s in table.seats if s.user_id == person.user_id), None)
            if seat is None:
                raise PlayerError("You're not at this table.")
            table.seats.remove(seat)
            humans = [s for s in table.seats if s.user_id is not None]
            if not humans:
                table.status = TableStatus.ABORTED
                return f"{seat.display_name} left; nobody is left, so the table is closed."
            if table.host_id == person.user_id:
                table.host_id = humans[0].user_id  # type: ignore[assignment]
                return f"{seat.display_name} left; {humans[0].display_name} is now the host."
            return f"{seat.display_name} left."

        return await self._lobby_change(table_id, change)

    async def add_ai(self, table_id: int, person: Person) -> TableSnapshot:
        def change(table: GameTable, game: Game[Any, Any]) -> str:
            _require_open(table)
            if not _is_member_or_host(table, person):
                raise PlayerError("Join the table first, then you can add AI players.")
            _low, high = game.seat_range(table.options)
            if len(table.seats) >= high:
                raise PlayerError("This table is full.")
            taken = {s.display_name for s in table.seats}
            name = next((f"AI {n}" for n in AI_NAMES if f"AI {n}" not in taken), "AI")
            table.seats.append(
                Seat(position=_free_position(table), user_id=None, display_name=name)
            )
            return f"{_name(person.name)} added {name}."

        return await self._lobby_change(table_id, change)

    async def kick(self, table_id: int, person: Person, position: int) -> TableSnapshot:
        def change(table: GameTable, game: Game[Any, Any]) -> str:
            _require_host(table, person, "kick players")
            seat = next((s for s in table.seats if s.position == position), None)
            if seat is None:
                raise PlayerError(f"Seat {position + 1} is empty.")
            if table.status is TableStatus.OPEN:
                if seat.user_id == table.host_id:
                    raise PlayerError("The host can't kick themselves; use `/table leave`.")
                table.seats.remove(seat)
                return f"{seat.display_name} was removed from the table."
            if table.status is TableStatus.PLAYING:
                if seat.user_id is None:
                    raise PlayerError(f"Seat {position + 1} is already played by an AI.")
                old = seat.display_name
                taken = {s.display_name for s in table.seats}
                seat.display_name = next(
                    (f"AI {n}" for n in AI_NAMES if f"AI {n}" not in taken), "AI"
                )
                seat.user_id = None
                return f"{old} was replaced by {seat.display_name}."
            raise PlayerError("This table has ended.")

        return await self._lobby_change(table_id, change)

    async def start(self, table_id: int, person: Person) -> TableSnapshot:
        def change(table: GameTable, game: Game[Any, Any]) -> str:
            _require_host(table, person, "start the game")
            _require_open(table)
            low, _high = game.seat_range(table.options)
            count = len(table.seats)
            if count < low:
                missing = low - count
                raise PlayerError(
                    f"{game.title} needs {low} players: {missing} seat"
                    f"{'s are' if missing > 1 else ' is'} empty. Press **Add AI** to fill "
                    f"{'them' if missing > 1 else 'it'}, or wait for more players."
                )
            game.check_options(table.options, count)
            ordered = sorted(table.seats, key=lambda s: s.position)
            for index, seat in enumerate(ordered):
                seat.position = index
            state = game.new(complete_options(game.options, table.options), count, table.seed)
            table.state = game.state_to_json(state)
            table.status = TableStatus.PLAYING
            return f"{game.title} begins."

        return await self._lobby_change(table_id, change, kind=UpdateKind.STARTED)

    async def abort(self, table_id: int, person: Person) -> TableSnapshot:
        def change(table: GameTable, game: Game[Any, Any]) -> str:
            _require_host(table, person, "abort the table")
            if not table.status.is_live:
                raise PlayerError("This table has already ended.")
            table.status = TableStatus.ABORTED
            return f"{_name(person.name)} closed the table. No result is recorded."

        return await self._lobby_change(table_id, change, kind=UpdateKind.ABORTED)

    async def _lobby_change(
        self,
        table_id: int,
        change: Callable[[GameTable, Game[Any, Any]], str],
        kind: UpdateKind = UpdateKind.LOBBY,
    ) -> TableSnapshot:
        async with self._lock(table_id):
            async with self.sessions() as session, session.begin():
                repo = TableRepository(session)
                table = await repo.get(table_id)
                if table is None:
                    raise NotFound(f"There is no table #{table_id}.")
                note = change(table, self.game(table.game))
                table.version += 1
                table.updated_at = table.last_action_at = utcnow()
                await session.flush()
                snapshot = self._snapshot(table)
            if snapshot.status is TableStatus.ABORTED:
                kind = UpdateKind.ABORTED
        await self._publish(TableUpdate(snapshot, kind, note=note))
        if snapshot.status is TableStatus.PLAYING:
            self.kick_driver(table_id)  # a start or a seat handed to an AI may let AIs move
        return snapshot

    # ------------------------------------------------------------------ play

    async def act(
        self, table_id: int, user_id: int, action: Any, *, seen_version: int | None = None
    ) -> TableSnapshot:
        """Apply ``action`` for the seat ``user_id`` holds, if it is that seat's turn.

        ``seen_version`` is the version the player's controls were drawn from; when the table
        has moved on since and the action is no longer legal, the refusal says so.
        """
        async with self._lock(table_id):
            snapshot = await self.get(table_id)
            if snapshot.status is not TableStatus.PLAYING:
                raise PlayerError(_not_playing(snapshot.status))
            seat = snapshot.seat_of(user_id)
            if seat is None:
                raise PlayerError("You're not playing at this table.")
            update = await self._apply(table_id, seat, action, seen_version=seen_version)
        await self._publish(update)
        self.kick_driver(table_id)
        return update.table

    async def _apply(
        self,
        table_id: int,
        seat: int,
        action: Any,
        *,
        seen_version: int | None = None,
        expected_version: int | None = None,
    ) -> TableUpdate:
        """Apply one action in one transaction; retried on a lost optimistic race."""
        for _attempt in range(_RETRIES):
            async with self.sessions() as session:
                async with session.begin():
                    repo = TableRepository(session)
                    table = await repo.get(table_id)
                    if table is None:
                        raise NotFound(f"There is no table #{table_id}.")
                    if table.status is not TableStatus.PLAYING:
                        raise PlayerError(_not_playing(table.status))
                    if expected_version is not None and table.version != expected_version:
                        raise _Stale()
                    game = self.game(table.game)
                    state = game.state_from_json(table.state or {})
                    if seat not in game.to_act(state):
                        if seen_version is not None and seen_version != table.version:
                            raise PlayerError(
                                "The table has moved on since those controls "
                                "were shown. Press **Your hand** for fresh ones."
                            )
                        raise PlayerError(self._not_your_turn(table, game, state))
                    try:
                        new_state, events = game.apply(state, seat, action)
                    except IllegalAction as refusal:
                        if seen_version is not None and seen_version != table.version:
                            raise PlayerError(
                                f"{refusal.message} (The table has moved on since "
                                "those controls were shown.)"
                            ) from None
                        raise
                    now = utcnow()
                    finished = game.is_over(new_state)
                    values: dict[str, Any] = {
                        "state": game.state_to_json(new_state),
                        "last_action_at": now,
                    }
                    if finished:
                        values["status"] = TableStatus.FINISHED
                    if not await repo.bump(table, table.version, **values):
                        await session.rollback()
                        continue
                    await repo.append_action(
                        table.id, table.version + 1, seat, game.action_to_json(action), now
                    )
                    if finished:
                        await self._record_result(session, table, game.result(new_state))
                table = await repo.get(table_id)
                assert table is not None
                snapshot = self._snapshot(table)
            kind = UpdateKind.FINISHED if finished else UpdateKind.ACTION
            return TableUpdate(snapshot, kind, tuple(events), seat=seat)
        raise PlayerError("The table is busy right now; please try again.")

    async def _record_result(
        self, session: AsyncSession, table: GameTable, result: GameResult
    ) -> None:
        results = ResultRepository(session)
        if await results.for_table(table.id) is not None:
            return
        seats = {s.position: s for s in table.seats}
        players = [
            ResultPlayer(
                seat=position,
                user_id=seats[position].user_id,
                display_name=seats[position].display_name,
                team=team,
                placing=result.placings[team],
                score=result.scores[team],
            )
            for team, positions in enumerate(result.teams)
            for position in positions
        ]
        record = GameResultRecord(
            table_id=table.id,
            guild_id=table.guild_id,
            game=table.game,
            summary=result.summary[:2000],
            detail=result.to_json(),
        )
        await results.add(record, players)

    def _not_your_turn(self, table: GameTable, game: Game[Any, Any], state: Any) -> str:
        names = {s.position: s.display_name for s in table.seats}
        waiting = sorted(s for s in game.to_act(state) if s != SYSTEM)
        if not waiting:
            return "It's not your turn yet."
        return (
            "It's not your turn: waiting for "
            + ", ".join(names.get(s, f"seat {s + 1}") for s in waiting)
            + "."
        )

    # ------------------------------------------------------------------ AI and automatic moves

    def kick_driver(self, table_id: int) -> None:
        """Make sure AI seats and automatic moves of this table get played (in the background)."""
        if self._closed:
            return
        driver = self._drivers.setdefault(table_id, _Driver())
        if driver.task is not None and not driver.task.done():
            driver.again = True
            return
        driver.again = False
        driver.task = asyncio.get_running_loop().create_task(
            self._drive(table_id), name=f"parlour-drive-{table_id}"
        )

    async def _drive(self, table_id: int) -> None:
        try:
            while not self._closed:
                moved = await self._automatic_move(table_id)
                if not moved:
                    driver = self._drivers.get(table_id)
                    if driver is None or not driver.again:
                        return
                    driver.again = False
        except Exception:
            log.exception("table %s: automatic move failed", table_id)
        finally:
            driver = self._drivers.get(table_id)
            if driver is not None and driver.task is asyncio.current_task():
                self._drivers.pop(table_id, None)

    async def _automatic_move(self, table_id: int) -> bool:
        """Play one AI or system move if one is due; False when humans must act next."""
        snapshot = await self.get(table_id)
        if snapshot.status is not TableStatus.PLAYING:
            return False
        game = self.game(snapshot.game)
        to_act = game.to_act(snapshot.state)
        ai_seats = {s.position for s in snapshot.seats if s.is_ai}
        if SYSTEM in to_act:
            seat, delay = SYSTEM, self.pace.system_move
            delay *= float(getattr(game, "system_pause", lambda _s: 1.0)(snapshot.state))
        else:
            movers = sorted(to_act & ai_seats)
            if not movers:
                return False
            seat, delay = movers[0], self.pace.ai_move
        if delay > 0:
            await asyncio.sleep(delay)
        legal = game.legal_actions(snapshot.state, seat)
        if not legal:
            log.error("table %s: seat %s must act but has no legal action", table_id, seat)
            return False
        if seat == SYSTEM:
            action = legal[0]
        else:
            player = self.players[snapshot.game]
            view = game.view(snapshot.state, seat)
            action = player.choose(view, legal, _mix(snapshot, seat))
        async with self._lock(table_id):
            try:
                update = await self._apply(
                    table_id, seat, action, expected_version=snapshot.version
                )
            except _Stale:
                return True
        await self._publish(update)
        return True

    async def resume(self) -> list[int]:
        """After a restart: drive every table that is in play (AI and system moves due)."""
        async with self.sessions() as session:
            ids = list(await TableRepository(session).playing_ids())
        for table_id in ids:
            self.kick_driver(table_id)
        return ids

    async def idle(self) -> None:
        """Wait until no background driving is going on (tests and shutdown)."""
        while True:
            tasks = [d.task for d in self._drivers.values() if d.task and not d.task.done()]
            if not tasks:
                return
            await asyncio.gather(*tasks, return_exceptions=True)

    async def close(self) -> None:
        self._closed = True
        for driver in list(self._drivers.values()):
            if driver.task is not None:
                driver.task.cancel()
                with contextlib.suppress(BaseException):
                    await driver.task
        self._drivers.clear()

    # ------------------------------------------------------------------ helpers

    def _lock(self, table_id: int) -> asyncio.Lock:
        lock = self._locks.get(table_id)
        if lock is None:
            lock = self._locks[table_id] = asyncio.Lock()
        return lock

    async def _publish(self, update: TableUpdate) -> None:
        for listener in list(self.listeners):
            try:
                await listener(update)
            except Exception:
                log.exception("table %s: a listener failed on %s", update.table.id, update.kind)

    def _snapshot(self, table: GameTable) -> TableSnapshot:
        game = self.games.get(table.game)
        state = None
        if table.state is not None and game is not None:
            state = game.state_from_json(table.state)
        return TableSnapshot(
            id=table.id,
            guild_id=table.guild_id,
            channel_id=table.channel_id,
            thread_id=table.thread_id,
            message_id=table.message_id,
            host_id=table.host_id,
            game=table.game,
            options=dict(table.options),
            status=TableStatus(table.status),
            version=table.version,
            seats=tuple(
                SeatInfo(s.position, s.user_id, s.display_name)
                for s in sorted(table.seats, key=lambda s: s.position)
            ),
            state=state,
            last_action_at=table.last_action_at,
        )


class _Stale(Exception):
    """An automatic move was chosen on a version that is no longer current."""


def _mix(snapshot: TableSnapshot, seat: int) -> int:
    return hash((snapshot.id, snapshot.version, seat)) & 0x7FFFFFFF


def _name(name: str) -> str:
    cleaned = " ".join(name.split()) or "Player"
    return cleaned[:MAX_NAME]


def _free_position(table: GameTable) -> int:
    taken = {s.position for s in table.seats}
    return next(i for i in range(len(taken) + 1) if i not in taken)


def _is_member_or_host(table: GameTable, person: Person) -> bool:
    return (
        person.user_id == table.host_id
        or person.can_manage
        or any(s.user_id == person.user_id for s in table.seats)
    )


def _require_open(table: GameTable) -> None:
    if table.status is not TableStatus.OPEN:
        raise PlayerError(_not_open(table.status))


def _require_host(table: GameTable, person: Person, what: str) -> None:
    if person.user_id != table.host_id and not person.can_manage:
        raise PlayerError(f"Only the host (or someone with Manage Server) can {what}.")


def _not_open(status: TableStatus) -> str:
    if status is TableStatus.PLAYING:
        return "This game has already started."
    return "This table has ended."


def _not_playing(status: TableStatus) -> str:
    if status is TableStatus.OPEN:
        return "The game hasn't started yet."
    if status is TableStatus.FINISHED:
        return "This game is over."
    return "This table has been closed."
