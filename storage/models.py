"""The tables Parlour stores, as typed SQLAlchemy 2 models.

The database is the truth: any process may serve any interaction, so a table's whole state,
its seats and its action log live here, and ``version`` guards every write (optimistic
locking: a writer that read an older version loses cleanly).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from functools import partial
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Text,
    TypeDecorator,
    UniqueConstraint,
    false,
)
from sqlalchemy import (
    Enum as SAEnum,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship

from bot.tables.snapshots import TableStatus

#: Stable constraint names, so migrations can alter them on SQLite and PostgreSQL alike.
NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


def utcnow() -> datetime:
    return datetime.now(UTC)


class UTCDateTime(TypeDecorator[datetime]):
    """Timezone-aware UTC datetimes on both databases (SQLite drops the zone otherwise)."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Any) -> datetime | None:
        if value is not None and value.tzinfo is None:
            raise ValueError("naive datetime stored; use timezone-aware UTC")
        return value

    def bind_processor(self, dialect: Any) -> Callable[[Any], Any] | None:
        """:meth:`process_bind_param` before the inner type's conversion, in one call (as
        :meth:`result_processor`): every move stores five of these, of two or three values
        (its time is the table's last action, its update and its log entry's), so the text
        of the values converted last is kept for the dialect's every column (one format)."""
        inner = self.impl_instance.bind_processor(dialect)
        if inner is None:
            return partial(self.process_bind_param, dialect=dialect)
        kept = _CONVERTED.setdefault(type(dialect), {})

        def process(value: Any) -> Any:
            if value is None:
                return None
            known = kept.get(id(value))
            if known is not None and known[0] is value:
                return known[1]
            if value.tzinfo is None:
                raise ValueError("naive datetime stored; use timezone-aware UTC")
            converted = inner(value)
            if len(kept) >= _CONVERTED_KEPT:
                kept.clear()
            kept[id(value)] = (value, converted)
            return converted

        return process

    def process_result_value(self, value: datetime | None, dialect: Any) -> datetime | None:
        if value is not None and value.tzinfo is None:
            return value.replace(tzinfo=UTC)
        return value

    def result_processor(
        self, dialect: Any, coltype: Any
    ) -> Callable[[Any], datetime | None] | None:
        """:meth:`process_result_value` after the inner type's conversion, in one call: a
        table read converts five of these a row, and SQLAlchemy's wrapping of the two was
        half of each conversion's cost."""
        inner = self.impl_instance.result_processor(dialect, coltype)
        if inner is None:
            return _in_utc

        def process(value: Any) -> datetime | None:
            converted: datetime | None = inner(value)
            if converted is not None and converted.tzinfo is None:
                return converted.replace(tzinfo=UTC)
            return converted

        return process


#: per dialect, the datetimes converted last and their text (kept with them: ids stay theirs)
_CONVERTED: dict[type, dict[int, tuple[datetime, Any]]] = {}
_CONVERTED_KEPT = 64


def _in_utc(value: datetime | None) -> datetime | None:
    if value is not None and value.tzinfo is None:
        return value.replace(tzinfo=UTC)
    return value


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)
    type_annotation_map = {dict[str, Any]: JSON, datetime: UTCDateTime}


class GuildSettings(Base):
    """Per-server preferences (more keys arrive with timers and leaderboards)."""

    __tablename__ = "guild_settings"

    guild_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    settings: Mapped[dict[str, Any]] = mapped_column(default=dict)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)


class UserSettings(Base):
    """Per-person preferences that follow them across servers (hands by DM)."""

    __tablename__ = "user_settings"

    user_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    dm_hands: Mapped[bool] = mapped_column(Boolean, default=False)
    #: a catalog language tag ("cy"); None: their Discord client's language, else the server's
    language: Mapped[str | None] = mapped_column(String(8), default=None)
    #: when their turn mentions them: "always", "idle" or "never"; None: the default
    ping: Mapped[str | None] = mapped_column(String(8), default=None)
    #: how their cards' suits look: "two-colour", "four-colour" or "text" (plain, no emoji);
    #: None: two-colour. A plain string, no check constraint: a new style needs no migration
    cards: Mapped[str | None] = mapped_column(String(12), default=None)
    #: their lone legal card or tile play is made for them after a moment (``/settings
    #: autoplay:on``)
    autoplay: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)


class GameTable(Base):
    """One table: its game and options, where it lives in Discord, and its current state."""

    __tablename__ = "game_tables"
    __table_args__ = (
        Index("ix_game_tables_guild_status", "guild_id", "status"),
        Index("ix_game_tables_channel_status", "channel_id", "status"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    guild_id: Mapped[int] = mapped_column(BigInteger)
    channel_id: Mapped[int] = mapped_column(BigInteger)
    thread_id: Mapped[int | None] = mapped_column(BigInteger, default=None)
    message_id: Mapped[int | None] = mapped_column(BigInteger, default=None)
    host_id: Mapped[int] = mapped_column(BigInteger)
    game: Mapped[str] = mapped_column(String(32))
    options: Mapped[dict[str, Any]] = mapped_column(default=dict)
    status: Mapped[TableStatus] = mapped_column(
        SAEnum(
            TableStatus,
            native_enum=False,
            length=16,
            create_constraint=False,
            values_callable=lambda kinds: [k.value for k in kinds],
        ),
        default=TableStatus.OPEN,
    )
    seed: Mapped[int] = mapped_column(BigInteger)
    state: Mapped[dict[str, Any] | None] = mapped_column(JSON, default=None)
    version: Mapped[int] = mapped_column(Integer, default=0)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    #: indexed: processes look for their tables written by other processes (``changed_since``)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, index=True)
    last_action_at: Mapped[datetime] = mapped_column(default=utcnow)
    #: seconds a player has for a turn; None: no timer
    turn_timer: Mapped[int | None] = mapped_column(Integer, default=None)
    #: when the next timer step (reminder or expiry) is due; None: nothing is due
    timer_due_at: Mapped[datetime | None] = mapped_column(default=None, index=True)
    #: the version whose halfway reminder was already sent (no duplicate pings)
    reminded_version: Mapped[int | None] = mapped_column(Integer, default=None)
    #: the last move by a person (or for a person's expired turn) or lobby change: the
    #: abandonment clock, which SYSTEM and AI moves do not reset. None (tables stored before
    #: it existed): ``last_action_at``
    active_at: Mapped[datetime | None] = mapped_column(default=None)
    #: seconds without any action after which the table is closed as abandoned
    abandon_after: Mapped[int] = mapped_column(Integer, default=86400)
    #: turns in a row that may run out before the seat is marked away
    away_after: Mapped[int] = mapped_column(Integer, default=3)
    #: whether a player replaced by an AI may take their seat back
    allow_reclaim: Mapped[bool] = mapped_column(Boolean, default=True)
    #: the table a finished game's Rematch opened: every later press is seated there
    rematch_id: Mapped[int | None] = mapped_column(Integer, default=None)
    #: the catalog language of the table's public messages; None: stored before, English
    language: Mapped[str | None] = mapped_column(String(8), default=None)

    seats: Mapped[list[Seat]] = relationship(
        back_populates="table",
        order_by="Seat.position",
        cascade="all, delete-orphan",
        lazy="selectin",
    )

    #: every ORM write of the row carries the version it read (``WHERE version = v``); the
    #: service sets the new version itself, as the group-commit writer does
    __mapper_args__ = {"version_id_col": version, "version_id_generator": False}

    @property
    def post_channel_id(self) -> int:
        """Where the table's messages go: its thread when it has one."""
        return self.thread_id or self.channel_id


class Seat(Base):
    """A place at a table: a person (``user_id``) or an AI (``user_id is None``)."""

    __tablename__ = "seats"
    __table_args__ = (Index("ix_seats_user", "user_id"),)

    table_id: Mapped[int] = mapped_column(
        ForeignKey("game_tables.id", ondelete="CASCADE"), primary_key=True
    )
    position: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    user_id: Mapped[int | None] = mapped_column(BigInteger, default=None)
    display_name: Mapped[str] = mapped_column(String(64))
    joined_at: Mapped[datetime] = mapped_column(default=utcnow)
    #: the AI plays this seat until its player presses "I'm back"
    away: Mapped[bool] = mapped_column(Boolean, default=False)
    #: turns in a row that ran out of time
    expiries: Mapped[int] = mapped_column(Integer, default=0)
    #: the person an AI replaced here, who may reclaim the seat if the table allows it, and
    #: whose result the seat's still is (``replaced_name``: their name at the table)
    replaced_user_id: Mapped[int | None] = mapped_column(BigInteger, default=None)
    replaced_name: Mapped[str | None] = mapped_column(String(64), default=None)
    #: the host kicked ``replaced_user_id`` from this seat (no reclaiming it)
    kicked: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    #: the table's version when the host (or a manager) took this seat from its player while
    #: they were playing: the result stays theirs only if they played most of its moves
    taken_at: Mapped[int | None] = mapped_column(Integer, default=None)
    #: how well an AI seat plays (``easy``, ``normal``, ``strong``); None: normal, as before
    #: levels existed and for seats the AI took over from a person
    ai_level: Mapped[str | None] = mapped_column(String(8), default=None)

    table: Mapped[GameTable] = relationship(back_populates="seats")

    @property
    def is_ai(self) -> bool:
        return self.user_id is None


class ReplaceVote(Base):
    """One player's vote to hand an absent player's seat to an AI."""

    __tablename__ = "replace_votes"

    table_id: Mapped[int] = mapped_column(
        ForeignKey("game_tables.id", ondelete="CASCADE"), primary_key=True
    )
    seat: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    voter_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class SharedHandView(Base):
    """A hand view opened by a process that does not hold its table (Discord sends every DM
    click to shard 0's process), waiting for the table's own process to take it over and keep
    it current. Taking it deletes the row: what a process keeps current lives in its memory.
    """

    __tablename__ = "shared_hand_views"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    table_id: Mapped[int] = mapped_column(
        ForeignKey("game_tables.id", ondelete="CASCADE"), index=True
    )
    user_id: Mapped[int] = mapped_column(BigInteger)
    channel_id: Mapped[int] = mapped_column(BigInteger)
    message_id: Mapped[int] = mapped_column(BigInteger)
    #: an interaction's webhook, when the view is that interaction's reply (None: a plain DM
    #: message of the bot's, which any process may edit)
    application_id: Mapped[int | None] = mapped_column(BigInteger, default=None)
    token: Mapped[str | None] = mapped_column(Text, default=None)
    language: Mapped[str] = mapped_column(String(16))
    #: the table version the view showed when it was stored
    version: Mapped[int] = mapped_column(Integer)
    opened_at: Mapped[datetime] = mapped_column(default=utcnow)


class ActionLogEntry(Base):
    """Every applied action in order, so a game can be replayed from its seed."""

    __tablename__ = "action_log"

    table_id: Mapped[int] = mapped_column(
        ForeignKey("game_tables.id", ondelete="CASCADE"), primary_key=True
    )
    sequence: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    seat: Mapped[int] = mapped_column(Integer)
    action: Mapped[dict[str, Any]] = mapped_column()
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class GameResultRecord(Base):
    """A finished game, written in the transaction that finished it (once per table)."""

    __tablename__ = "game_results"
    __table_args__ = (
        UniqueConstraint("table_id"),
        Index("ix_game_results_guild_game_finished", "guild_id", "game", "finished_at"),
        Index("ix_game_results_guild_finished", "guild_id", "finished_at"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("game_tables.id", ondelete="CASCADE"))
    guild_id: Mapped[int] = mapped_column(BigInteger)
    game: Mapped[str] = mapped_column(String(32))
    finished_at: Mapped[datetime] = mapped_column(default=utcnow)
    summary: Mapped[str] = mapped_column(Text, default="")
    detail: Mapped[dict[str, Any]] = mapped_column(default=dict)

    players: Mapped[list[ResultPlayer]] = relationship(
        back_populates="result",
        cascade="all, delete-orphan",
        lazy="selectin",
        order_by="ResultPlayer.seat",
    )


class ResultPlayer(Base):
    """One seat's part in a finished game: who sat there, their side, place and score."""

    __tablename__ = "result_players"
    __table_args__ = (Index("ix_result_players_user", "user_id"),)

    result_id: Mapped[int] = mapped_column(
        ForeignKey("game_results.id", ondelete="CASCADE"), primary_key=True
    )
    seat: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    user_id: Mapped[int | None] = mapped_column(BigInteger, default=None)
    display_name: Mapped[str] = mapped_column(String(64))
    team: Mapped[int] = mapped_column(Integer)
    placing: Mapped[int] = mapped_column(Integer)
    score: Mapped[int] = mapped_column(Integer)

    result: Mapped[GameResultRecord] = relationship(back_populates="players")


# ---------------------------------------------------------------------- leaderboards and ratings


class PlayerRating(Base):
    """One person's current openskill rating for one game in one server.

    Ratings belong to a server: the key starts with ``guild_id`` so no query can mix servers.
    ``conservative`` (mu − 3·sigma) is stored, not computed, so the leaderboard is one ordered
    index range; ``games`` and ``wins`` count rated games only.
    """

    __tablename__ = "player_ratings"
    __table_args__ = (
        Index("ix_player_ratings_board", "guild_id", "game", "conservative"),
        Index("ix_player_ratings_user", "guild_id", "user_id"),
    )

    guild_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    game: Mapped[str] = mapped_column(String(32), primary_key=True)
    user_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    display_name: Mapped[str] = mapped_column(String(64))
    mu: Mapped[float] = mapped_column(Float)
    sigma: Mapped[float] = mapped_column(Float)
    conservative: Mapped[float] = mapped_column(Float)
    games: Mapped[int] = mapped_column(Integer, default=0)
    wins: Mapped[int] = mapped_column(Integer, default=0)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow)


class RatingChange(Base):
    """A person's part in one finished game, as the ratings saw it (one row per human seat).

    Written with the rating update, so it is the rating's history (trend, period boards, best
    partner) and it remembers whether the game was ``rated`` when it finished (a game with AI
    players may not be), which a rebuild must honour to get the same numbers again.
    """

    __tablename__ = "rating_changes"
    __table_args__ = (
        UniqueConstraint("result_id", "user_id"),
        Index("ix_rating_changes_board", "guild_id", "game", "finished_at"),
        Index("ix_rating_changes_player", "guild_id", "user_id", "finished_at"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    result_id: Mapped[int] = mapped_column(ForeignKey("game_results.id", ondelete="CASCADE"))
    guild_id: Mapped[int] = mapped_column(BigInteger)
    game: Mapped[str] = mapped_column(String(32))
    user_id: Mapped[int] = mapped_column(BigInteger)
    display_name: Mapped[str] = mapped_column(String(64))
    finished_at: Mapped[datetime] = mapped_column()
    team: Mapped[int] = mapped_column(Integer)
    placing: Mapped[int] = mapped_column(Integer)
    won: Mapped[bool] = mapped_column(Boolean)
    rated: Mapped[bool] = mapped_column(Boolean)
    mu: Mapped[float] = mapped_column(Float)
    sigma: Mapped[float] = mapped_column(Float)
    delta: Mapped[float] = mapped_column(Float, default=0.0)


class LeaderboardSettings(Base):
    """A server's choices about one game's leaderboard: hidden, and when it was last reset.

    A reset is a cutoff time rather than deleted results, so a rebuild from the stored results
    starts after it too.
    """

    __tablename__ = "leaderboard_settings"

    guild_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    game: Mapped[str] = mapped_column(String(32), primary_key=True)
    hidden: Mapped[bool] = mapped_column(Boolean, default=False)
    reset_at: Mapped[datetime | None] = mapped_column(default=None)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)
