"""The table service: the one place that turns a player's intent into a stored fact.

Cogs, AI players and timers all come through here. Each intent is applied under the table's
lock (clicks that arrive together take turns) and written in ONE transaction with an
optimistic version check (another process that wrote first wins; we retry on fresh state or
refuse). After the commit, listeners (the Discord presenter, the timer loop) hear about it;
the database stays the truth, so a restart simply reloads the live tables and carries on.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from functools import partial
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from bot.errors import NotFound, PlayerError
from bot.games.base import SYSTEM, Event, GameBase, GameResult, Player
from bot.games.options import complete_options, parse_options
from bot.tables import seating
from bot.tables.deadlines import Backoff, Clockwork, TimerStep
from bot.tables.driver import DriverTask, Pace, automatic_mover, choose_for
from bot.tables.moves import Move, Stale, decide
from bot.tables.seating import clean_name, seat_at, seat_infos, seat_of
from bot.tables.snapshots import (
    Listener,
    Person,
    TableRules,
    TableSnapshot,
    TableStatus,
    TableUpdate,
    UpdateKind,
)
from storage.batch import ActionWriter, MoveWrite
from storage.models import GameResultRecord, GameTable, ResultPlayer, Seat, utcnow
from storage.ratings import record_rating
from storage.repositories import AlreadyVoted, ResultRepository, StaleWrite, TableRepository

log = logging.getLogger(__name__)

_RETRIES = 3
#: extra changes made in an action's transaction (seat flags); returns a note for the channel
_AfterApply = Callable[[GameTable], str]
#: a lobby change on the loaded rows; returns the note for the channel
_Change = Callable[[GameTable, GameBase[Any, Any, Any], TableRepository], Awaitable[str]]


@dataclass(slots=True)
class TableService:
    sessions: async_sessionmaker[AsyncSession]
    games: Mapping[str, GameBase[Any, Any, Any]]
    players: Mapping[str, Player]
    pace: Pace = field(default_factory=Pace)
    seed_source: Callable[[], int] = field(default=lambda: random.SystemRandom().getrandbits(62))
    clock: Callable[[], datetime] = utcnow
    listeners: list[Listener] = field(default_factory=list)
    _locks: dict[int, asyncio.Lock] = field(default_factory=dict)
    _cache: dict[int, TableSnapshot] = field(default_factory=dict)
    _action_writer: ActionWriter | None = None
    _drivers: dict[int, DriverTask] = field(default_factory=dict)
    #: tables whose timer step failed, waiting before the next try
    _backoff: dict[int, Backoff] = field(default_factory=dict)
    _closed: bool = False

    # ------------------------------------------------------------------ reading

    def game(self, name: str) -> GameBase[Any, Any, Any]:
        try:
            return self.games[name]
        except KeyError:
            raise NotFound(f"There is no game called {name[:32]!r} here.") from None

    async def get(self, table_id: int) -> TableSnapshot:
        """The table as stored now (reads always go to the database, the shared truth)."""
        async with self.sessions() as session:
            snapshot = self._snapshot(await _load(TableRepository(session), table_id))
        self._remember(snapshot)
        return snapshot

    def _remember(self, table: TableSnapshot) -> None:
        """Keep the newest committed snapshot, the starting point of this process's next move.

        Only ever a shortcut: a move made from an outdated snapshot fails its version check
        and is redone from fresh rows.
        """
        if not table.status.is_live:
            self._cache.pop(table.id, None)
            self._locks.pop(table.id, None)  # an ended table takes no more moves
            return
        known = self._cache.get(table.id)
        if known is None or known.version <= table.version:
            self._cache[table.id] = table

    async def live_in_channel(self, channel_id: int) -> list[TableSnapshot]:
        async with self.sessions() as session:
            tables = await TableRepository(session).live_in_channel(channel_id)
            return [self._snapshot(t) for t in tables]

    async def live_in_guild(self, guild_id: int) -> list[TableSnapshot]:
        async with self.sessions() as session:
            tables = await TableRepository(session).live_in_guild(guild_id)
            return [self._snapshot(t) for t in tables]

    async def replay(self, table_id: int) -> Any:
        """The game state rebuilt from the table's seed, options and action log alone.

        Engines are deterministic, so this equals the stored state; it is how a disputed hand
        is checked, and the proof that the log holds every move.
        """
        async with self.sessions() as session:
            repo = TableRepository(session)
            table = await _load(repo, table_id)
            entries = await repo.actions(table_id)
            game = self.game(table.game)
            options = complete_options(game.options, table.options)
            state = game.new(options, len(table.seats), table.seed)
        for entry in entries:
            state, _events = game.apply(state, entry.seat, game.action_from_json(entry.action))
        return state

    def view_for(self, table: TableSnapshot, user_id: int | None) -> tuple[int | None, Any]:
        """The seat ``user_id`` holds (or None) and the game view that seat may see."""
        seat = None if user_id is None else table.seat_of(user_id)
        if table.state is None:
            return seat, None
        return seat, self.game(table.game).view(table.state, seat)

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
        rules: TableRules | None = None,
        thread_id: int | None = None,
    ) -> TableSnapshot:
        game = self.game(game_name)
        options = parse_options(game.options, options_text)
        game.check_options(options, None)
        if rules is None:
            rules = TableRules(turn_timer=default_turn_timer(game))
        now = self.clock()
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
                created_at=now,
                updated_at=now,
                last_action_at=now,
                active_at=now,
                turn_timer=rules.turn_timer,
                abandon_after=rules.abandon_after,
                away_after=rules.away_after,
                allow_reclaim=rules.allow_reclaim,
            )
            table.seats = [
                Seat(position=0, user_id=host.user_id, display_name=clean_name(host.name))
            ]
            table.timer_due_at = self._next_due(self._snapshot(table))
            await TableRepository(session).add(table)
            snapshot = self._snapshot(table)
        await self._publish(TableUpdate(snapshot, UpdateKind.CREATED))
        return snapshot

    async def set_message(
        self, table_id: int, message_id: int, thread_id: int | None = None
    ) -> None:
        """Remember where the table's public message is (not a game change: no version bump)."""
        for _attempt in range(_RETRIES):
            try:
                async with self.sessions() as session, session.begin():
                    repo = TableRepository(session)
                    table = await _load(repo, table_id)
                    table.message_id = message_id
                    if thread_id is not None:
                        table.thread_id = thread_id
                    await repo.save(table)
                return
            except StaleWrite:
                continue
        raise PlayerError("The table is busy right now; please try again.")

    async def join(self, table_id: int, person: Person) -> TableSnapshot:
        async def change(table: GameTable, game: GameBase[Any, Any, Any], _: Any) -> str:
            seating.require_open(table)
            if any(s.user_id == person.user_id for s in table.seats):
                raise PlayerError("You're already at this table.")
            if len(table.seats) >= game.seat_range(table.options)[1]:
                raise PlayerError("This table is full.")
            table.seats.append(
                Seat(
                    position=seating.free_position(table),
                    user_id=person.user_id,
                    display_name=clean_name(person.name),
                )
            )
            return f"{clean_name(person.name)} joined."

        return await self._lobby_change(table_id, change)

    async def leave(self, table_id: int, person: Person) -> TableSnapshot:
        async def change(table: GameTable, game: GameBase[Any, Any, Any], _: Any) -> str:
            if table.status is TableStatus.PLAYING:
                raise PlayerError(
                    "The game is under way, so you can't leave now. The host can hand your "
                    "seat to an AI player (`/table replace`), or abort the table."
                )
            seating.require_open(table)
            seat = seat_of(table, person.user_id)
            if seat is None:
                raise PlayerError("You're not at this table.")
            table.seats.remove(seat)
            humans = seating.humans(table)
            if not humans:
                table.status = TableStatus.ABORTED
                return f"{seat.display_name} left; nobody is left, so the table is closed."
            if table.host_id == person.user_id:
                table.host_id = humans[0].user_id  # type: ignore[assignment]
                return f"{seat.display_name} left; {humans[0].display_name} is now the host."
            return f"{seat.display_name} left."

        return await self._lobby_change(table_id, change)

    async def add_ai(self, table_id: int, person: Person) -> TableSnapshot:
        async def change(table: GameTable, game: GameBase[Any, Any, Any], _: Any) -> str:
            seating.require_open(table)
            if not seating.is_member_or_host(table, person):
                raise PlayerError("Join the table first, then you can add AI players.")
            if len(table.seats) >= game.seat_range(table.options)[1]:
                raise PlayerError("This table is full.")
            name = seating.ai_name(table)
            table.seats.append(
                Seat(position=seating.free_position(table), user_id=None, display_name=name)
            )
            return f"{clean_name(person.name)} added {name}."

        return await self._lobby_change(table_id, change)

    async def kick(self, table_id: int, person: Person, position: int) -> TableSnapshot:
        """Host: remove a player before the game, or hand their seat to an AI during it (for
        good: a kicked player cannot reclaim the seat)."""

        async def change(table: GameTable, game: GameBase[Any, Any, Any], _: Any) -> str:
            seating.require_host(table, person, "kick players")
            seat = seat_at(table, position)
            if table.status is TableStatus.OPEN:
                if seat.user_id == table.host_id:
                    raise PlayerError("The host can't kick themselves; use `/table leave`.")
                table.seats.remove(seat)
                return f"{seat.display_name} was removed from the table."
            seating.require_playing(table)
            return seating.hand_to_ai(table, seat, kicked=True)

        return await self._lobby_change(table_id, change)

    async def replace(self, table_id: int, person: Person, position: int) -> TableSnapshot:
        """Hand an absent player's seat to an AI: the host directly, other players by vote.

        The vote rules are in ``seating``. A vote that does not pass yet changes no table row,
        so it keeps the version and every player's controls stay current.
        """

        async def change(
            table: GameTable, game: GameBase[Any, Any, Any], repo: TableRepository
        ) -> str:
            seating.require_playing(table)
            seat = seat_at(table, position)
            if seat.user_id is None:
                raise PlayerError(f"Seat {position + 1} is already played by an AI.")
            if seating.is_host(table, person):
                return seating.hand_to_ai(table, seat)
            seating.check_voter(table, seat, person)
            name = seat.display_name  # a refused insert expires the loaded rows
            try:
                await repo.add_vote(table.id, seat.position, person.user_id)
            except AlreadyVoted:
                raise PlayerError(f"You've already voted to replace {name}.") from None
            votes = seating.counted_votes(table, seat, await repo.voters(table.id, position))
            needed = seating.votes_needed(table, seat) or 0
            if votes < needed:
                return (
                    f"{clean_name(person.name)} votes to hand {seat.display_name}'s seat to an "
                    f"AI ({votes} of {needed} votes needed). Others can vote with "
                    "`/table replace`."
                )
            await repo.clear_votes(table.id, position)
            return f"The players voted. {seating.hand_to_ai(table, seat)}"

        return await self._lobby_change(table_id, change)

    async def reclaim(self, table_id: int, person: Person) -> TableSnapshot:
        async def change(table: GameTable, game: GameBase[Any, Any, Any], _: Any) -> str:
            seating.require_playing(table)
            seat = seating.reclaim_seat(table, person)
            seat.user_id, seat.replaced_user_id = person.user_id, None
            seat.display_name = clean_name(person.name)
            seat.away, seat.expiries = False, 0
            return f"{seat.display_name} is back in seat {seat.position + 1}."

        return await self._lobby_change(table_id, change)

    async def back(self, table_id: int, person: Person) -> TableSnapshot:
        """'I'm back': the AI stops playing an away player's seat."""

        async def change(table: GameTable, game: GameBase[Any, Any, Any], _: Any) -> str:
            seating.require_playing(table)
            seat = seat_of(table, person.user_id)
            if seat is None or not seat.away:
                away = [s.display_name for s in table.seats if s.away]
                if not away:
                    raise PlayerError("Nobody is marked away; play on!")
                raise PlayerError(
                    f"Only {' or '.join(away)} can press this: it's for the player marked away."
                )
            seat.away, seat.expiries = False, 0
            return f"{seat.display_name} is back."

        return await self._lobby_change(table_id, change)

    async def start(self, table_id: int, person: Person) -> TableSnapshot:
        opening: list[Event] = []

        async def change(table: GameTable, game: GameBase[Any, Any, Any], _: Any) -> str:
            seating.require_host(table, person, "start the game")
            seating.require_open(table)
            low = game.seat_range(table.options)[0]
            count = len(table.seats)
            if count < low:
                missing = low - count
                raise PlayerError(
                    f"{game.title} needs {low} players: {missing} seat"
                    f"{'s are' if missing > 1 else ' is'} empty. Press **Add AI** to fill "
                    f"{'them' if missing > 1 else 'it'}, or wait for more players."
                )
            game.check_options(table.options, count)
            for index, seat in enumerate(sorted(table.seats, key=lambda s: s.position)):
                seat.position = index
            state = game.new(complete_options(game.options, table.options), count, table.seed)
            table.state = game.state_to_json(state)
            table.status = TableStatus.PLAYING
            opening[:] = game.opening_events(state)
            return f"{game.title} begins."

        return await self._lobby_change(table_id, change, UpdateKind.STARTED, opening)

    async def abort(self, table_id: int, person: Person) -> TableSnapshot:
        async def change(table: GameTable, game: GameBase[Any, Any, Any], _: Any) -> str:
            seating.require_host(table, person, "abort the table")
            if not table.status.is_live:
                raise PlayerError("This table has already ended.")
            table.status = TableStatus.ABORTED
            return f"{clean_name(person.name)} closed the table. No result is recorded."

        return await self._lobby_change(table_id, change, kind=UpdateKind.ABORTED)

    async def _lobby_change(
        self,
        table_id: int,
        change: _Change,
        kind: UpdateKind = UpdateKind.LOBBY,
        events: Sequence[Event] = (),
    ) -> TableSnapshot:
        """Apply ``change`` to freshly loaded rows and store it under the version it read.

        When another process wrote the table in between, nothing of ours is stored and the
        change is redone on the fresh rows (its rules checked again), or refused after a
        few lost races.
        """
        async with self._lock(table_id):
            for _attempt in range(_RETRIES):
                try:
                    snapshot, note = await self._change_once(table_id, change)
                    break
                except StaleWrite:
                    continue
            else:
                raise PlayerError("The table is busy right now; please try again.")
        if snapshot.status is TableStatus.ABORTED:
            kind = UpdateKind.ABORTED
        await self._publish(TableUpdate(snapshot, kind, tuple(events), note=note))
        if snapshot.status is TableStatus.PLAYING:
            self.kick_driver(table_id)  # a start or a seat handed to an AI may let AIs move
        return snapshot

    async def _change_once(self, table_id: int, change: _Change) -> tuple[TableSnapshot, str]:
        async with self.sessions() as session, session.begin():
            repo = TableRepository(session)
            table = await _load(repo, table_id)
            game = self.game(table.game)
            note = await change(table, game, repo)
            if session.dirty or session.new or session.deleted:
                self._touch(table)  # a vote that has not passed changes no row
            await repo.save(table)
            return self._snapshot(table), note

    def _touch(self, table: GameTable) -> None:
        """A change that is not a game move: a new version, and the timers start again."""
        table.version += 1
        table.updated_at = table.last_action_at = table.active_at = self.clock()
        table.timer_due_at = self._next_due(self._snapshot(table))

    # ------------------------------------------------------------------ play

    async def act(
        self, table_id: int, user_id: int, action: Any, *, seen_version: int | None = None
    ) -> TableSnapshot:
        """Apply ``action`` for the seat ``user_id`` holds, if it is that seat's turn.

        ``seen_version`` is the version the player's controls were drawn from; when the table
        has moved on since and the action is no longer legal, the refusal says so.
        """
        async with self._lock(table_id):
            update = await self._apply(table_id, action, user_id=user_id, seen_version=seen_version)
        await self._publish(update)
        self._drive_if_due(update.table)
        return update.table

    async def _apply(
        self,
        table_id: int,
        action: Any,
        *,
        user_id: int | None = None,
        seat: int | None = None,
        seen_version: int | None = None,
        expected_version: int | None = None,
        after: _AfterApply | None = None,
        for_person: bool = False,
    ) -> TableUpdate:
        """Apply one action and store it, retrying on fresh state if another writer won.

        A person's move (``user_id``, or ``for_person``: the AI playing a person's expired
        turn) is activity and keeps the table from being abandoned; an automatic one is not.

        The common move (no seat flags to change, the game goes on) is stored through the
        group-commit writer from the last state this process knows; anything else, and any
        retry, goes through a full transaction on freshly loaded rows.
        """
        known = self._cache.get(table_id)
        for attempt in range(_RETRIES):
            table = known if known is not None and attempt == 0 else await self.get(table_id)
            if expected_version is not None and table.version != expected_version:
                raise Stale()
            move = decide(
                self.game(table.game),
                table,
                action,
                user_id,
                seat,
                seen_version,
                for_person or user_id is not None,
                self.clock(),
            )
            returning = user_id is not None and (
                table.seats[move.seat].away or table.seats[move.seat].expiries
            )
            hook = after or (partial(seating.welcome_back, seat=move.seat) if returning else None)
            if hook is None and not move.finished:
                stored = await self._write_fast(move)
            else:
                stored = await self._write_full(move, hook)
            if stored is not None:
                return stored
            self._cache.pop(table_id, None)
        raise PlayerError("The table is busy right now; please try again.")

    async def _write_fast(self, move: Move) -> TableUpdate | None:
        game = self.game(move.before.game)
        write = MoveWrite(
            table_id=move.before.id,
            expected_version=move.before.version,
            seat=move.seat,
            action=game.action_to_json(move.action),
            state=game.state_to_json(move.after.state),
            at=move.after.last_action_at,
            timer_due_at=self._next_due(move.after),
            active_at=move.after.active_at,
        )
        if not await self._writer().write(write):
            return None
        self._cache[move.after.id] = move.after
        return TableUpdate(move.after, UpdateKind.ACTION, move.events, seat=move.seat)

    async def _write_full(self, move: Move, hook: _AfterApply | None) -> TableUpdate | None:
        game = self.game(move.before.game)
        async with self.sessions() as session, session.begin():
            repo = TableRepository(session)
            table = await _load(repo, move.before.id)
            if table.version != move.before.version:
                return None
            note = hook(table) if hook is not None else ""
            values: dict[str, Any] = {
                "state": game.state_to_json(move.after.state),
                "last_action_at": move.after.last_action_at,
                "active_at": move.after.active_at,
                "timer_due_at": self._next_due(replace(move.after, seats=seat_infos(table))),
            }
            if move.finished:
                values["status"] = TableStatus.FINISHED
            if not await repo.bump(table, move.before.version, **values):
                return None
            await repo.append_action(
                table.id,
                move.after.version,
                move.seat,
                game.action_to_json(move.action),
                move.after.last_action_at,
            )
            if move.finished:
                await self._record_result(session, table, game.result(move.after.state))
            seats = seat_infos(table)
        snapshot = replace(move.after, seats=seats)
        kind = UpdateKind.FINISHED if move.finished else UpdateKind.ACTION
        return TableUpdate(snapshot, kind, move.events, seat=move.seat, note=note)

    def _writer(self) -> ActionWriter:
        if self._action_writer is None:
            self._action_writer = ActionWriter(self.sessions.kw["bind"])
        return self._action_writer

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
            finished_at=self.clock(),
            summary=result.summary[:4000],
            detail=result.to_json(),
        )
        await results.add(record, players)
        await record_rating(session, record)

    # ------------------------------------------------------------------ AI and automatic moves

    def kick_driver(self, table_id: int) -> None:
        """Make sure AI seats and automatic moves of this table get played (in the background)."""
        if self._closed:
            return
        driver = self._drivers.setdefault(table_id, DriverTask())
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
                if not await self._automatic_move(table_id):
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
        """Play one AI, away-seat or system move if one is due; False when humans must act."""
        snapshot = self._cache.get(table_id) or await self.get(table_id)
        due = automatic_mover(self.game(snapshot.game), snapshot, self.pace)
        if due is None:
            return False
        seat, delay = due
        if delay > 0:
            await asyncio.sleep(delay)
        action = choose_for(self.game(snapshot.game), self.players[snapshot.game], snapshot, seat)
        if action is None:
            return False
        async with self._lock(table_id):
            try:
                update = await self._apply(
                    table_id, action, seat=seat, expected_version=snapshot.version
                )
            except Stale:
                self._cache.pop(table_id, None)
                return True
        await self._publish(update)
        return True

    def _drive_if_due(self, table: TableSnapshot) -> None:
        if automatic_mover(self.game(table.game), table, self.pace) is not None:
            self.kick_driver(table.id)

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

    # ------------------------------------------------------------------ timers

    async def next_due(self) -> datetime | None:
        """The earliest timer step the loop should wake for: stored deadlines of tables not
        backing off, and the retry times of those that are."""
        async with self.sessions() as session:
            due = await TableRepository(session).next_due(skip=tuple(self._backoff))
        retries = [b.retry_at for b in self._backoff.values()]
        return min([d for d in (due, *retries) if d is not None], default=None)

    async def fire_due(self, now: datetime | None = None, *, limit: int = 50) -> int:
        """Fire every timer step due at ``now`` (reminders, expiries, abandonment), once each.

        A table whose step fails waits twice as long before each new try (logged once, with its
        id) and is left out meanwhile, so it can neither spin nor starve the other tables.
        """
        now = now or self.clock()
        waiting = [i for i, b in self._backoff.items() if b.retry_at > now]
        async with self.sessions() as session:
            ids = await TableRepository(session).due_ids(now, limit, skip=waiting)
        fired = 0
        for table_id in ids:
            try:
                fired += await self.fire(table_id, now)
            except PlayerError:
                self._backoff.pop(table_id, None)
                continue
            except Exception:
                self._failed_step(table_id, now)
            else:
                self._backoff.pop(table_id, None)
        return fired

    def _failed_step(self, table_id: int, now: datetime) -> None:
        backoff = self._backoff.get(table_id)
        if backoff is None:
            log.exception("table %s: a timer step failed; retrying with growing delays", table_id)
            backoff = self._backoff[table_id] = Backoff(now)
        backoff.failed(now)

    async def fire(self, table_id: int, now: datetime) -> bool:
        """Fire this table's due timer step, if it is still due (a real move may have won)."""
        async with self._lock(table_id):
            snapshot = await self.get(table_id)
            async with self.sessions() as session, session.begin():
                table = await _load(TableRepository(session), table_id)
                if table.version != snapshot.version:
                    return False
                game = self.game(table.game)
                step = self._clockwork(self._snapshot(table)).due(now)
                if step is None:  # move on (unless a real move already did)
                    due = self._next_due(self._snapshot(table))
                    await TableRepository(session).reschedule(table.id, table.version, due)
                    return False
                before = self._snapshot(table)
                if step is TimerStep.ABANDON:
                    # guarded writes: when several processes run timers, one fires each step
                    if not await TableRepository(session).bump(
                        table, table.version, status=TableStatus.ABANDONED, timer_due_at=None
                    ):
                        return False
                    update = TableUpdate(
                        replace(before, status=TableStatus.ABANDONED, version=table.version + 1),
                        UpdateKind.ABANDONED,
                        note="This table saw no action for a long time and was "
                        "closed as abandoned. No result is recorded.",
                    )
                elif step is TimerStep.REMIND:
                    reminded = replace(before, reminded_version=table.version)
                    reminded = replace(reminded, countdown_to=self._clockwork(reminded).expires_at)
                    if not await TableRepository(session).remind(
                        table.id, table.version, self._next_due(reminded)
                    ):
                        return False
                    waiting = self._waiting_humans(table, game)
                    update = TableUpdate(
                        reminded,
                        UpdateKind.REMINDER,
                        mention=tuple(s.user_id for s in waiting if s.user_id is not None),
                    )
                else:
                    update = None
            if update is None:
                update = await self._expire(snapshot)
        if update is None:
            return False
        await self._publish(update)
        if update.table.status is TableStatus.PLAYING:
            self.kick_driver(table_id)
        return True

    async def _expire(self, snapshot: TableSnapshot) -> TableUpdate | None:
        """A turn ran out: the seat's AI plays this one move; too many in a row marks it away."""
        game = self.game(snapshot.game)
        humans = {s.position for s in snapshot.seats if s.user_id is not None and not s.away}
        late = sorted((game.to_act(snapshot.state) - {SYSTEM}) & humans)
        if not late:
            return None
        seat = late[0]
        action = choose_for(self.game(snapshot.game), self.players[snapshot.game], snapshot, seat)
        if action is None:
            return None

        def mark(table: GameTable) -> str:
            lagging = seat_at(table, seat)
            lagging.expiries += 1
            note = f"⏰ {lagging.display_name} ran out of time; the AI played for them."
            if lagging.expiries >= table.away_after:
                lagging.away = True
                note += (
                    f" After {lagging.expiries} turns in a row, {lagging.display_name} is "
                    "marked away: the AI plays for them until they press **I'm back**."
                )
            return note

        try:
            return await self._apply(
                snapshot.id,
                action,
                seat=seat,
                expected_version=snapshot.version,
                after=mark,
                for_person=True,
            )
        except Stale:
            return None

    def _clockwork(self, table: TableSnapshot) -> Clockwork:
        human_turn = False
        if table.status is TableStatus.PLAYING and table.state is not None:
            to_act = self.game(table.game).to_act(table.state)
            waiting = {s.position for s in table.seats if s.user_id is not None and not s.away}
            human_turn = SYSTEM not in to_act and bool(to_act & waiting)
        return Clockwork(
            last_action_at=table.last_action_at,
            active_at=table.active_at,
            version=table.version,
            turn_timer=table.rules.turn_timer,
            reminded_version=table.reminded_version,
            abandon_after=table.rules.abandon_after,
            human_turn=human_turn,
            live=table.status.is_live,
            playing=table.status is TableStatus.PLAYING,
        )

    def _next_due(self, table: TableSnapshot) -> datetime | None:
        step = self._clockwork(table).next_step()
        return step[0] if step else None

    def _waiting_humans(self, table: GameTable, game: GameBase[Any, Any, Any]) -> list[Seat]:
        to_act = game.to_act(game.state_from_json(table.state or {}))
        return [s for s in table.seats if s.position in to_act and s.user_id is not None]

    # ------------------------------------------------------------------ helpers

    def _lock(self, table_id: int) -> asyncio.Lock:
        lock = self._locks.get(table_id)
        if lock is None:
            lock = self._locks[table_id] = asyncio.Lock()
        return lock

    async def _publish(self, update: TableUpdate) -> None:
        self._remember(update.table)
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
        rules = TableRules(
            turn_timer=table.turn_timer,
            abandon_after=table.abandon_after,
            away_after=table.away_after,
            allow_reclaim=table.allow_reclaim,
        )
        snapshot = TableSnapshot(
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
            seats=seat_infos(table),
            state=state,
            last_action_at=table.last_action_at,
            rules=rules,
            reminded_version=table.reminded_version,
            active_at=table.active_at,
        )
        if game is None or table.reminded_version != table.version:
            return snapshot
        return replace(snapshot, countdown_to=self._clockwork(snapshot).expires_at)


def default_turn_timer(game: GameBase[Any, Any, Any]) -> int:
    """Card games give two minutes a turn; a game may ask for more (Mexican Train: three)."""
    return game.turn_seconds


async def _load(repo: TableRepository, table_id: int) -> GameTable:
    table = await repo.get(table_id)
    if table is None:
        raise NotFound(f"There is no table #{table_id}.")
    return table
