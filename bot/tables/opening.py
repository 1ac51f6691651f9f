"""Opening a table: the host seated, the options checked, the server's and the host's limits
kept. Apart from the other intents (``service``) as it starts from no table row: it takes the
server's lock rather than a table's, and a rematch (``service.rematch``) opens its table here.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from bot.errors import PlayerError
from bot.games.base import GameBase
from bot.games.options import parse_options
from bot.msg import Msg
from bot.tables.reads import TableReads
from bot.tables.seating import clean_name
from bot.tables.snapshots import (
    Person,
    TableRules,
    TableSnapshot,
    TableStatus,
    TableUpdate,
    UpdateKind,
)
from storage.models import GameTable, Seat
from storage.repositories import StaleWrite, TableRepository


@dataclass(slots=True)
class TableOpening(TableReads):
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
        alone: Msg | None = None,
    ) -> TableSnapshot:
        """Open a table; ``alone``: it would share its channel's messages (no thread of its
        own), so it is refused with this while another table there is live."""
        self._refuse_when_closing()
        game = self.game(game_name)
        options = parse_options(game.options, options_text)
        game.check_options(options, None)
        if rules is None:
            rules = TableRules(turn_timer=default_turn_timer(game))
        return await self._open(
            guild_id, channel_id, host, game, options, rules, thread_id, alone=alone
        )

    async def _open(
        self,
        guild_id: int,
        channel_id: int,
        host: Person,
        game: GameBase[Any, Any, Any],
        options: dict[str, Any],
        rules: TableRules,
        thread_id: int | None = None,
        host_position: int = 0,
        *,
        alone: Msg | None = None,
        rematch_of: int | None = None,
    ) -> TableSnapshot:
        """Store a new open table with ``host`` seated (checked options, chosen rules); as
        the rematch of a finished table, linked to it in the same transaction (a failure or a
        crash between the two left a table nobody could see; StaleWrite: another process
        linked one first).

        The server's tables are opened one at a time: two presses together could each count
        the tables before the other's is stored, and pass a limit or share a bare channel
        (the interactions of one server all come to the process holding its shard)."""
        async with self._lock(("open", guild_id)):
            now = self.clock()
            async with self.sessions() as session, session.begin():
                repo = TableRepository(session)
                await self._check_limits(repo, guild_id, host.user_id)
                if alone is not None and await repo.live_in_channel(channel_id):
                    raise PlayerError(alone)
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
                    language=rules.language.value,
                )
                table.seats = [
                    Seat(
                        position=host_position,
                        user_id=host.user_id,
                        display_name=clean_name(host.name),
                    )
                ]
                table.timer_due_at = self._next_due(self._snapshot(table))
                await repo.add(table)
                if rematch_of is not None and not await repo.link_rematch(rematch_of, table.id):
                    raise StaleWrite(f"table {rematch_of} has its rematch")
                snapshot = self._snapshot(table)
        if rematch_of is not None:
            self._cache.pop(rematch_of, None)  # it kept the row without its link
        await self._publish(TableUpdate(snapshot, UpdateKind.CREATED))
        return snapshot

    async def _check_limits(self, repo: TableRepository, guild_id: int, host_id: int) -> None:
        """Refuse a new table past the server's or the host's limit of live tables, or the
        host's of tables opened in the last hour."""
        if await repo.count_live(guild_id, host_id) >= self.limits.per_host:
            raise PlayerError("table-limit-host", count=self.limits.per_host)
        if await repo.count_live(guild_id) >= self.limits.per_server:
            raise PlayerError("table-limit-server", count=self.limits.per_server)
        hour_ago = self.clock() - timedelta(hours=1)
        if await repo.count_opened(guild_id, host_id, hour_ago) >= self.limits.opened_per_hour:
            raise PlayerError("table-limit-opened", count=self.limits.opened_per_hour)


def default_turn_timer(game: GameBase[Any, Any, Any]) -> int:
    """Card games give two minutes a turn; a game may ask for more (Mexican Train: three)."""
    return game.turn_seconds
