"""The bench's presenter: the real one at the production settings, writing to targets that
only count the writes, and the tally of what the play did."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, cast

from bench.gcwatch import GcWatch
from bench.stand_in import Client
from bot.catalogue import GameEntry
from bot.i18n import current_language
from bot.tables.service import TableService, TableSnapshot
from bot.tables.snapshots import TableStatus, TableUpdate, UpdateKind
from bot.ui.hand_views import KeptView, Packed, dm_view
from bot.ui.languages import Languages
from bot.ui.presenter import Presenter
from bot.ui.queued_writes import Priority


@dataclass(slots=True)
class Tally:
    #: people's actions: (when the read began, how long to the stored move)
    latencies: list[tuple[float, float]] = field(default_factory=list)
    lags: list[float] = field(default_factory=list)
    gc: GcWatch = field(default_factory=GcWatch)
    moves: int = 0
    refusals: int = 0
    games_finished: int = 0


class RecordingPresenter:
    """The real presenter at the production settings (table edits paced at 2 s, log lines
    every 20 s, the write budget), writing to targets that only count: so what is rendered,
    and when, is what the bot would render. Each person keeps a hand view open (as after
    pressing **Your hand**); the one who acts gets theirs redrawn at once, as a click does."""

    def __init__(
        self,
        service: TableService,
        entries: Sequence[GameEntry],
        tally: Tally,
        latency: float = 0.0,
    ) -> None:
        frontends = {entry.game.name: entry.frontend for entry in entries}
        self.writes = [0]
        self.presenter = Presenter(
            cast(Any, Client(self.writes, latency)),
            service,
            frontends,
            log_interval=20.0,
            languages=Languages(service.sessions),
        )
        self.service = service
        self.tally = tally
        #: per table, the people waiting for its next update (to see whether it is their turn)
        self.waiting: dict[int, Callable[[], None]] = {}
        #: each table's newest snapshot, as the updates bring it (what the hand views show)
        self.latest: dict[int, TableSnapshot] = {}
        #: each person's view as the presenter keeps it (packed: as the bot holds it, nothing
        #: the collector walks)
        self._views: dict[tuple[int, int], Packed] = {}
        service.listeners.append(self.presenter.on_update)

    async def __call__(self, update: TableUpdate) -> None:
        table = update.table
        if update.kind is UpdateKind.ACTION:
            self.tally.moves += 1
        if update.kind is UpdateKind.FINISHED:
            self.tally.games_finished += 1
        if update.kind is UpdateKind.STARTED:
            for seat in table.seats:
                if seat.user_id is not None:
                    self.open_view(table, seat.user_id)
        known = self.latest.get(table.id)
        if known is None or known.version <= table.version:
            self.latest[table.id] = table
        wake = self.waiting.pop(table.id, None)
        if wake is not None:
            wake()

    def open_view(self, table: TableSnapshot, user_id: int) -> None:
        packed = self._views.get((table.id, user_id))
        # a person's DM hand view, as the bot keeps it
        view = dm_view(user_id, user_id) if packed is None else KeptView.unpacked(packed)
        # the view as kept (with its language): the one the presenter drops if it fails
        kept = self.presenter.views.keep(table.id, user_id, view)
        self._views[table.id, user_id] = kept.packed()

    def acted(self, after: TableSnapshot, user_id: int) -> None:
        """What a click on a hand view does after the move: the actor's view is redrawn
        first, unless later moves came already (the paced refresh shows those)."""
        packed = self._views.get((after.id, user_id))
        presenter = self.presenter
        if packed is None or after.status is not TableStatus.PLAYING:
            return
        view = KeptView.unpacked(packed)
        if after.version < presenter.newest.get(after.id, 0):
            return
        render = presenter.views.drawn(after, user_id, current_language())
        presenter.views.queue(after.id, user_id, view, Priority.OWN_VIEW, render)
