"""The values the table service hands out: who asks, what a table looks like, what changed.

They are detached from any database session, so cogs, the presenter and tests can keep and
render them freely.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable, Mapping
from dataclasses import dataclass, field, fields
from datetime import datetime
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from bot.ai.levels import Level
from bot.games.base import GameEvent
from bot.games.evolve import slot_init
from bot.i18n import current_language, word
from bot.i18n.languages import DEFAULT_LANGUAGE, Language
from bot.msg import Msg, msg

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

    from bot.leaderboards import GameRatings  # which reads the servers' settings, typed here

R = TypeVar("R", bound="DataclassInstance")


def from_attributes(cls: type[R], source: object, **given: Any) -> R:
    """A ``cls`` whose fields are ``source``'s attributes of the same names, but for ``given``.

    The values handed out here mirror the stored rows' columns by design, so they are copied by
    name rather than listed twice; a field that ``source`` lacks and ``given`` does not name
    raises at once instead of quietly taking its default. A private field (``_names``) is a
    value's cache of its own, no column: it keeps its default.
    """
    copied = {
        f.name: getattr(source, f.name)
        for f in fields(cls)
        if f.name not in given and not f.name.startswith("_")
    }
    return cls(**copied, **given)


class TableStatus(StrEnum):
    """Where a table is in its life: open → playing → finished, aborted or abandoned."""

    OPEN = "open"
    PLAYING = "playing"
    FINISHED = "finished"
    ABORTED = "aborted"
    ABANDONED = "abandoned"

    @property
    def is_live(self) -> bool:
        return self in (TableStatus.OPEN, TableStatus.PLAYING)


DEFAULT_TURN_TIMER = 120
DEFAULT_ABANDON_AFTER = 24 * 3600
DEFAULT_AWAY_AFTER = 3


@dataclass(frozen=True, slots=True)
class Person:
    """Who is asking: a Discord user, and whether they may manage this server."""

    user_id: int
    name: str
    can_manage: bool = False


@dataclass(frozen=True, slots=True)
class TableRules:
    """How a table runs, apart from the game's own rules: timers, absence, reclaiming seats."""

    turn_timer: int | None = DEFAULT_TURN_TIMER
    abandon_after: int = DEFAULT_ABANDON_AFTER
    away_after: int = DEFAULT_AWAY_AFTER
    allow_reclaim: bool = True
    #: the language of the table's public message, log lines and pictures
    language: Language = DEFAULT_LANGUAGE


@dataclass(frozen=True, slots=True)
class TableLimits:
    """How many live (open or playing) tables one server may hold, and one member may host in
    it: so one person, or one busy server, can't fill the database and the bot's attention."""

    per_host: int = 3
    per_server: int = 50
    #: tables one member may open in a server in an hour, closed ones too: opening and
    #: aborting again and again would fill a channel with table messages and threads
    opened_per_hour: int = 20


@dataclass(slots=True)
class Pace:
    """Pauses before automatic moves, so people can follow the table (zero in tests)."""

    ai_move: float = 1.5
    system_move: float = 1.0


def ai_label(name: str, level: Level) -> Msg | str:
    """An AI seat's name as shown: easy and strong say so; normal is what an AI is unless
    told otherwise, so its name stays bare."""
    if level is Level.NORMAL:
        return name
    return msg("ai-seat-leveled", name=name, level=msg(f"ai-level-{level.value}"))


@dataclass(frozen=True, slots=True)
class SeatInfo:
    position: int
    user_id: int | None
    name: str
    away: bool = False
    replaced_user_id: int | None = None
    #: turns in a row this seat let run out
    expiries: int = 0
    #: how well the AI plays this seat (when it does)
    level: Level = Level.NORMAL
    #: the host kicked ``replaced_user_id`` from this seat (they may not take it back)
    kicked: bool = False

    @property
    def is_ai(self) -> bool:
        return self.user_id is None

    @property
    def label(self) -> str:
        """The name the table shows, in the language in force: an easy or strong AI says so
        ("AI Ada (strong)"); normal is what an AI is unless told otherwise."""
        if not self.is_ai:
            return self.name
        label = ai_label(self.name, self.level)
        return label if isinstance(label, str) else word(label)


class Attending(Protocol):
    """A seat as far as who is at the table goes: a row or a snapshot's seat."""

    @property
    def user_id(self) -> int | None: ...
    @property
    def away(self) -> bool: ...


def anyone_playing(seats: Iterable[Attending]) -> bool:
    """Whether a person still plays at the table: seated and not away. Without one the game
    waits (no AI, away-seat or dealer move) until someone comes back or the table is closed
    as abandoned: AIs playing on alone would post every trick to a channel nobody reads and
    record a result nobody earned."""
    return any(s.user_id is not None and not s.away for s in seats)


@dataclass(frozen=True, slots=True)
class TableSnapshot:
    """A committed table, safe to render and pass around."""

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
    rules: TableRules = TableRules()
    #: the version whose halfway reminder went out (the turn at that version is counting down)
    reminded_version: int | None = None
    #: when the current turn runs out, once the halfway reminder went out (for a countdown)
    countdown_to: datetime | None = None
    #: the last move by a person (or for a person's expired turn) or lobby change; None:
    #: stored before this was kept, read as ``last_action_at``
    active_at: datetime | None = None
    #: the table this finished game's Rematch opened, if anyone pressed it
    rematch_id: int | None = None
    #: ``names`` as last worded: the ids of the seats and language they were worded for, then
    #: the names. Ids, in one flat tuple of ints and strings, which the collector stops
    #: walking at its first look (the seats would keep it walked); an id is that object's
    #: while a snapshot lives: its seats live as long as it does, and those of the snapshot it
    #: was evolved from (whose cache it starts from) lived when its own were given
    _names: tuple[Any, ...] | None = field(default=None, compare=False, repr=False)

    @property
    def activity_at(self) -> datetime:
        """Since when the table has been idle: automatic (SYSTEM, AI) moves don't count."""
        return self.active_at or self.last_action_at

    @property
    def moving(self) -> bool:
        """Whether turns go on, so whose turn it is is worth showing: the game is in play and
        someone still plays (a table nobody plays at waits; one that ended waits for nobody)."""
        return self.status is TableStatus.PLAYING and anyone_playing(self.seats)

    @property
    def post_channel_id(self) -> int:
        return self.thread_id or self.channel_id

    @property
    def names(self) -> tuple[str, ...]:
        """The seats' labels in the language in force, worded again only when the seats or the
        language changed: a move's redraws read them two or three times, each wording every
        AI's label (~0.8 % of the event loop's thread at 1,000 tables; issue #19). A snapshot
        made from another by ``evolve`` starts from its cache, which holds while it keeps the
        same seats (the same tuple: ``evolve`` passes it on)."""
        kept = self._names
        if kept is not None and kept[0] == id(self.seats) and kept[1] == id(current_language()):
            return kept[2:]
        names = tuple([seat.label for seat in self.seats])
        cache = (id(self.seats), id(current_language()), *names)
        object.__setattr__(self, "_names", cache)  # frozen, but this is only a cache
        return names

    def seat_of(self, user_id: int) -> int | None:
        for seat in self.seats:
            if seat.user_id == user_id:
                return seat.position
        return None


class UpdateKind(StrEnum):
    CREATED = "created"
    LOBBY = "lobby"
    STARTED = "started"
    ACTION = "action"
    REMINDER = "reminder"
    FINISHED = "finished"
    ABORTED = "aborted"
    ABANDONED = "abandoned"


@slot_init
@dataclass(frozen=True, slots=True)
class TableUpdate:
    """What listeners hear after each commit: the new table and what happened.

    ``mention`` lists the people this update should ping (a reminder); the presenter adds
    turn pings itself.
    """

    table: TableSnapshot
    kind: UpdateKind
    events: tuple[GameEvent, ...] = ()
    seat: int | None = None
    #: a line for the table's channel (a lobby change, a seat handed over), worded there
    note: Msg | None = None
    mention: tuple[int, ...] = ()
    #: what the game that ended with this update did to its players' ratings
    ratings: GameRatings | None = None


Listener = Callable[[TableUpdate], Awaitable[None]]
