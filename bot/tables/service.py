"""The table service: the one place that turns a player's intent into a stored fact.

Cogs, AI players and timers all come through here. Each intent is applied under the table's
lock (clicks that arrive together take turns) and written in ONE transaction with an
optimistic version check (another process that wrote first wins; we retry on fresh state or
refuse). After the commit, listeners (the Discord presenter, the timer loop) hear about it;
the database stays the truth, so a restart simply reloads the live tables and carries on.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

from bot.ai.levels import Level
from bot.errors import PlayerError
from bot.games.base import GameBase, GameEvent
from bot.games.options import complete_options
from bot.leaderboards import GameRatings
from bot.msg import Msg, msg
from bot.render.titles import title_message
from bot.tables import seating
from bot.tables.game_results import record_result
from bot.tables.moves import load_table as _load
from bot.tables.opening import TableOpening, default_turn_timer
from bot.tables.rematch import rematch_options, rematch_seat
from bot.tables.seating import clean_name, seat_at, seat_of
from bot.tables.snapshots import (
    Pace,
    Person,
    TableSnapshot,
    TableStatus,
    UpdateKind,
    ai_label,
)
from storage.models import GameTable, Seat
from storage.repositories import AlreadyVoted, StaleWrite, TableRepository

log = logging.getLogger(__name__)

__all__ = ["Pace", "Person", "TableService", "TableSnapshot", "default_turn_timer"]


@dataclass(slots=True)
class TableService(TableOpening):
    """The public intents: the lobby and players' moves; what it builds on lives in
    ``opening`` (opening a table), ``reads`` (finding tables), ``changes`` (storing a change
    that is not a move), ``timers``, ``driver`` and ``moves``."""

    async def set_message(
        self, table_id: int, message_id: int, thread_id: int | None = None
    ) -> None:
        """Remember where the table's public message is (not a game change: no version bump)."""

        def mark(table: GameTable) -> None:
            table.message_id = message_id
            if thread_id is not None:
                table.thread_id = thread_id

        await self._note(table_id, mark)

    async def forget_thread(self, table_id: int) -> None:
        """The table's thread was deleted: it posts in its own channel from now on."""

        def mark(table: GameTable) -> None:
            table.thread_id = None

        await self._note(table_id, mark)

    async def join(
        self,
        table_id: int,
        person: Person,
        position: int | None = None,
        *,
        chosen: int | None = None,
    ) -> TableSnapshot:
        """Sit down: in seat ``chosen`` if they asked for one (free, or an AI's, which moves
        along, or leaves a full table: it only filled a place), else in seat ``position`` if
        it is free (a rematch keeps the rotation)."""

        async def change(
            table: GameTable, game: GameBase[Any, Any, Any], repo: TableRepository
        ) -> Msg:
            seating.require_open(table)
            if any(s.user_id == person.user_id for s in table.seats):
                raise PlayerError("table-already-seated")
            most = game.seat_range(table.options)[1]
            ai_there = None if chosen is None else seating.asked_seat(table, chosen, most)
            full = len(table.seats) >= most
            if full and ai_there is None:
                raise PlayerError("table-full")
            where = seating.free_position(table, position) if chosen is None else chosen
            if ai_there is not None:  # stored before the seat is taken (rows keyed by seat)
                if full:
                    table.seats.remove(ai_there)
                else:
                    ai_there.position = seating.free_position(table)
                await repo.session.flush()
            table.seats.append(
                Seat(
                    position=where,
                    user_id=person.user_id,
                    display_name=clean_name(person.name),
                )
            )
            return msg("table-joined", name=clean_name(person.name))

        return await self._lobby_change(table_id, change)

    async def rematch(
        self,
        table_id: int,
        person: Person,
        *,
        go_on: bool = False,
        alone: Msg | None = None,
    ) -> tuple[TableSnapshot, bool]:
        """Play the finished table again: the first press opens its one rematch table (same
        game, options, rules and channel; the presser hosts), later presses sit there, each
        in their rotated seat. ``go_on`` (the first press only): the new game goes on from
        where this one ended (Shengji's levels), everyone in the seat they had. Returns the
        rematch table and whether this press opened it."""
        self._refuse_when_closing()
        async with self._lock(table_id):
            async with self.sessions() as session:
                old = await _load(TableRepository(session), table_id)
                finished = self._snapshot(old)
                game = self.game(finished.game)
                continued = go_on if finished.rematch_id is None else None
                if continued is None:
                    linked = await _load(TableRepository(session), finished.rematch_id or 0)
                    continued = any(
                        linked.options.get(k) is not None for k in game.continuation_keys
                    )
                position = rematch_seat(old, person, self.clock(), rotate=not continued)
            if finished.rematch_id is None:
                try:
                    opened = await self._open(
                        finished.guild_id,
                        finished.channel_id,
                        person,
                        game,
                        rematch_options(game, finished, go_on=go_on),
                        finished.rules,
                        host_position=position,
                        alone=alone,
                        rematch_of=table_id,
                    )
                    return opened, True
                except StaleWrite:  # another process opened it first: sit there
                    finished = await self.get(table_id)
        if finished.rematch_id is None:
            raise PlayerError("table-busy")
        table = await self.get(finished.rematch_id)
        if table.seat_of(person.user_id) is not None:
            return table, False
        high = self.game(table.game).seat_range(table.options)[1]
        if table.status is not TableStatus.OPEN or len(table.seats) >= high:
            raise PlayerError("table-rematch-gone", table=table.id)
        return await self.join(table.id, person, position), False

    async def move(self, table_id: int, person: Person, position: int) -> TableSnapshot:
        """Move to seat ``position`` before the game starts: a free one, or an AI's."""

        async def change(table: GameTable, game: GameBase[Any, Any, Any], _: Any) -> Msg:
            seating.require_open(table)
            seat = seating.own_seat(table, person.user_id)
            name = seat.display_name
            seating.move_seat(table, seat, position, game.seat_range(table.options)[1])
            return msg("table-moved", name=name, seat=position + 1)

        return await self._lobby_change(table_id, change)

    async def swap(self, table_id: int, person: Person, first: int, second: int) -> TableSnapshot:
        """Host: arrange the seats before the game starts, trading what sits in seats
        ``first`` and ``second`` (people, AIs, or an empty seat)."""

        async def change(table: GameTable, game: GameBase[Any, Any, Any], _: Any) -> Msg:
            seating.require_host(table, person, "table-host-only-swap")
            seating.require_open(table)
            most = game.seat_range(table.options)[1]
            return seating.swap_seats(table, first, second, most, clean_name(person.name))

        return await self._lobby_change(table_id, change)

    async def leave(self, table_id: int, person: Person) -> TableSnapshot:
        async def change(table: GameTable, game: GameBase[Any, Any, Any], _: Any) -> Msg:
            if table.status is TableStatus.PLAYING:
                raise PlayerError("table-cannot-leave")
            seating.require_open(table)
            seat = seating.own_seat(table, person.user_id)
            table.seats.remove(seat)
            humans = seating.humans(table)
            if not humans:
                table.status = TableStatus.ABORTED
                return msg("table-left-last", name=seat.display_name)
            if table.host_id == person.user_id:
                table.host_id = humans[0].user_id  # type: ignore[assignment]
                return msg("table-left-host", name=seat.display_name, host=humans[0].display_name)
            return msg("table-left", name=seat.display_name)

        return await self._lobby_change(table_id, change)

    async def add_ai(
        self, table_id: int, person: Person, level: Level = Level.NORMAL
    ) -> TableSnapshot:
        """Seat an AI that plays at ``level`` (kept with the seat, so it survives restarts)."""

        async def change(table: GameTable, game: GameBase[Any, Any, Any], _: Any) -> Msg:
            seating.require_open(table)
            if not seating.is_member_or_host(table, person):
                raise PlayerError("table-join-first")
            if len(table.seats) >= game.seat_range(table.options)[1]:
                raise PlayerError("table-full")
            name = seating.ai_name(table)
            table.seats.append(
                Seat(
                    position=seating.free_position(table),
                    user_id=None,
                    display_name=name,
                    ai_level=None if level is Level.NORMAL else level.value,
                )
            )
            return msg("table-added-ai", name=clean_name(person.name), ai=ai_label(name, level))

        return await self._lobby_change(table_id, change)

    async def kick(self, table_id: int, person: Person, position: int) -> TableSnapshot:
        """Host: remove a player before the game, or hand their seat to an AI during it (for
        good: a kicked player cannot reclaim the seat)."""

        async def change(table: GameTable, game: GameBase[Any, Any, Any], _: Any) -> Msg:
            seating.require_host(table, person, "table-host-only-kick")
            seat = seat_at(table, position, game.seat_range(table.options)[1])
            if table.status is TableStatus.OPEN:
                if seat.user_id == table.host_id and person.user_id == table.host_id:
                    raise PlayerError("table-host-kicks-self")
                if seat.user_id == table.host_id:  # a manager: the lobby is the host's
                    raise PlayerError("table-kick-host")
                table.seats.remove(seat)
                return msg("table-removed", name=seat.display_name, by=clean_name(person.name))
            seating.require_playing(table)
            who = msg("table-kicked-by", by=clean_name(person.name), name=seat.display_name)
            return msg(
                "table-sentences",
                first=who,
                second=seating.hand_to_ai(table, seat, kicked=True, by=person.user_id),
            )

        return await self._lobby_change(table_id, change)

    async def replace(self, table_id: int, person: Person, position: int) -> TableSnapshot:
        """Hand an absent player's seat to an AI: the host directly, other players by vote.

        The vote rules are in ``seating``. A vote that does not pass yet changes no table row,
        so it keeps the version and every player's controls stay current.
        """

        async def change(
            table: GameTable, game: GameBase[Any, Any, Any], repo: TableRepository
        ) -> Msg | None:
            seating.require_playing(table)
            seat = seat_at(table, position, game.seat_range(table.options)[1])
            if seat.user_id is None:
                raise PlayerError("table-seat-is-ai", seat=position + 1)
            if seating.is_host(table, person):
                outcome = seating.hand_to_ai(table, seat, by=person.user_id)
                return msg("table-replaced-by", by=clean_name(person.name), outcome=outcome)
            seating.check_voter(table, seat, person)
            name = seat.display_name  # a refused insert expires the loaded rows
            try:
                await repo.add_vote(table.id, seat.position, person.user_id)
            except AlreadyVoted:
                raise PlayerError("table-already-voted", name=name) from None
            votes = seating.counted_votes(table, seat, await repo.voters(table.id, position))
            needed = seating.votes_needed(table, seat) or 0
            if votes < needed:
                self._voted.add((table.id, position))
                return msg(
                    "table-vote-cast",
                    voter=clean_name(person.name),
                    name=seat.display_name,
                    votes=votes,
                    needed=needed,
                )
            await repo.clear_votes(table.id, position)
            self._voted.discard((table.id, position))
            return msg("table-vote-passed", outcome=seating.hand_to_ai(table, seat))

        return await self._lobby_change(table_id, change)

    async def reclaim(self, table_id: int, person: Person) -> TableSnapshot:
        async def change(table: GameTable, game: GameBase[Any, Any, Any], _: Any) -> Msg:
            seating.require_playing(table)
            return seating.take_back(table, person)

        return await self._lobby_change(table_id, change)

    async def back(self, table_id: int, person: Person) -> TableSnapshot:
        """'I'm back': the AI stops playing the person's seat: an away seat, or one handed to
        the AI, taken back as ``/table reclaim`` would (the button a waiting table shows when
        every seat went to the AI is this one)."""

        async def change(table: GameTable, game: GameBase[Any, Any, Any], _: Any) -> Msg:
            seating.require_playing(table)
            seat = seat_of(table, person.user_id)
            if seat is None and any(s.replaced_user_id == person.user_id for s in table.seats):
                return seating.take_back(table, person)
            if seat is None and not any(s.away for s in table.seats):
                raise PlayerError("table-reclaim-none")
            if seat is None or not seat.away:
                away = [s.display_name for s in table.seats if s.away]
                if not away:
                    raise PlayerError("table-nobody-away")
                raise PlayerError("table-only-away", names=", ".join(away), count=len(away))
            seat.away, seat.expiries = False, 0
            return msg("table-back", name=seat.display_name)

        return await self._lobby_change(table_id, change)

    async def start(self, table_id: int, person: Person) -> TableSnapshot:
        opening: list[GameEvent] = []

        async def change(table: GameTable, game: GameBase[Any, Any, Any], _: Any) -> Msg:
            seating.require_host(table, person, "table-host-only-start")
            seating.require_open(table)
            low = game.seat_range(table.options)[0]
            count = len(table.seats)
            if count < low:
                raise PlayerError(
                    "table-needs-players", game=title_message(game), low=low, missing=low - count
                )
            game.check_options(table.options, count)
            for index, seat in enumerate(sorted(table.seats, key=lambda s: s.position)):
                seat.position = index
            state = game.new(complete_options(game.options, table.options), count, table.seed)
            table.state = game.state_to_json(state)
            table.status = TableStatus.PLAYING
            opening[:] = game.opening_events(state)
            return msg("table-begins", game=title_message(game))

        return await self._lobby_change(table_id, change, UpdateKind.STARTED, opening)

    async def abort(self, table_id: int, person: Person) -> TableSnapshot:
        """Close the table: without a result, unless a player closes a game under way, when
        it is a loss for their side (``seating.giving_up``)."""

        ratings: list[GameRatings] = []

        async def change(
            table: GameTable, game: GameBase[Any, Any, Any], repo: TableRepository
        ) -> Msg:
            seating.require_host(table, person, "table-host-only-abort")
            playing = table.status is TableStatus.PLAYING
            _end_without_result(table)
            name = clean_name(person.name)
            seat = seating.giving_up(table, person.user_id, game.partners) if playing else None
            if seat is None:
                return msg("table-aborted", name=name)
            given_up = msg("table-aborted-forfeit", name=name)
            result = game.forfeited(len(table.seats), seat.position, given_up)
            self._touch(table)  # stored first, under the version check: a move may have won
            await repo.save(table)
            ratings.append(await record_result(repo.session, table, result, self.clock()))
            return given_up

        return await self._lobby_change(table_id, change, kind=UpdateKind.ABORTED, ratings=ratings)

    async def close_unreachable(self, table_id: int) -> TableSnapshot:
        """Nobody can reach the table: its channel or server is gone (deleted, or the bot
        removed from it), or its message could not be posted. Nobody could see, play or abort
        it, so it ends as aborted, without a result or a note, and stops counting toward its
        host's and its server's limits."""

        async def change(table: GameTable, game: GameBase[Any, Any, Any], _: Any) -> None:
            _end_without_result(table)

        return await self._lobby_change(table_id, change, kind=UpdateKind.ABORTED)

    async def act(
        self, table_id: int, user_id: int, action: Any, *, seen_version: int | None = None
    ) -> TableSnapshot:
        """Apply ``action`` for the seat ``user_id`` holds, if it is that seat's turn.

        ``seen_version`` is the version the player's controls were drawn from; when the table
        has moved on since and the action is no longer legal, the refusal says so.
        """
        failed: Exception | None = None
        async with self._lock(table_id):
            known = self._cache.get(table_id)
            try:
                update = await self._apply(
                    table_id, action, user_id=user_id, seen_version=seen_version
                )
            except PlayerError:
                raise
            except Exception as error:  # perhaps stored all the same: see what was
                seat = None if known is None else known.seat_of(user_id)
                found = await self.stored_anyway(table_id, known, seat)
                if found is None:
                    raise
                update, mine = found
                failed = None if mine else error  # others' moves were stored, not this one
            try:
                update = await self.with_missed(update)
            except Exception:  # the move is stored: told alone rather than not at all
                log.exception("table %s: could not read the moves made elsewhere", table_id)
        await self._publish(update)
        self._drive_if_due(update.table)
        if failed is not None:
            raise failed
        seat = update.table.seat_of(user_id)
        if seat is not None and (table_id, seat) in self._voted:
            await self._drop_votes(table_id, seat)
        return update.table

    async def _drop_votes(self, table_id: int, seat: int) -> None:
        """The seat's player moved: they are not absent, so the votes to replace them cast
        before are void (else one old vote and a new one would hand a player's seat to the
        AI in the middle of their playing)."""
        try:
            async with self.sessions() as session, session.begin():
                await TableRepository(session).clear_votes(table_id, seat)
        except Exception:  # the move is stored: the votes are dropped at the next one
            log.exception("table %s: could not drop the votes on seat %s", table_id, seat)
            return
        self._voted.discard((table_id, seat))


def _end_without_result(table: GameTable) -> None:
    if not table.status.is_live:
        raise PlayerError("table-already-ended")
    table.status = TableStatus.ABORTED
