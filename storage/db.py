"""The async engine and session factory, tuned per database, and start-up migrations.

SQLite goes through aiosqlite without empty rollbacks
(``storage.sqlite``) and gets WAL (readers never block the writer), a busy timeout (two
writers wait instead of failing), foreign keys (off by default there) and the configured
``synchronous`` level:
FULL (the default) syncs the WAL at every commit, so an acknowledged move survives a power
cut; NORMAL skips that sync, so it survives a killed process but not a power cut.
PostgreSQL goes through asyncpg with the same code; a connection that waited in the pool
is pinged before use (``_ping_when_idle``). Migrations are Alembic's, applied at
start-up so a restart never meets an old schema.
"""

from __future__ import annotations

import time
from functools import partial
from pathlib import Path
from typing import Any, Literal

from alembic import command
from alembic.config import Config
from sqlalchemy import event, text
from sqlalchemy.engine import Connection, make_url
from sqlalchemy.exc import DisconnectionError
from sqlalchemy.ext.asyncio import (
    AsyncConnection,
    AsyncEngine,
    AsyncSession,
    async_sessionmaker,
    create_async_engine,
)
from sqlalchemy.pool import ConnectionPoolEntry

from storage import models, row_writes, sqlite

MIGRATIONS = Path(__file__).parent / "migrations"

SqliteSynchronous = Literal["full", "normal"]


def make_engine(
    url: str, *, sqlite_synchronous: SqliteSynchronous = "full", **kwargs: Any
) -> AsyncEngine:
    if url.startswith("sqlite"):
        engine = create_async_engine(
            make_url(url).set(drivername=sqlite.DRIVER),
            # sqlite3's connection is used by aiosqlite's thread and, for the group commit's
            # statements, by the event loop's (never both at once: see ``storage.sqlite``)
            connect_args={"timeout": sqlite.BUSY_TIMEOUT_MS / 1000, "check_same_thread": False},
            pool_size=1,
            max_overflow=0,
            hide_parameters=True,  # rows hold hands: never in a log or an error message
            **kwargs,
        )
        event.listen(
            engine.sync_engine, "connect", partial(_sqlite_pragmas, synchronous=sqlite_synchronous)
        )
        row_writes.watch(engine.sync_engine)  # its reads of a row then skip what it knows
        return engine
    engine = create_async_engine(url, hide_parameters=True, **kwargs)
    event.listen(engine.sync_engine, "checkin", _idle_from)
    event.listen(engine.sync_engine, "checkout", _ping_when_idle)
    return engine


#: a PostgreSQL connection that waited in the pool this long (seconds) is pinged before use
PING_WHEN_IDLE_FOR = 1.0


def _idle_from(_dbapi_connection: Any, record: ConnectionPoolEntry) -> None:
    record.info["idle_from"] = time.monotonic()


def _ping_when_idle(dbapi_connection: Any, record: ConnectionPoolEntry, _proxy: Any) -> None:
    """A connection the server or the network dropped while it waited in the pool is
    replaced before anyone uses it, as ``pool_pre_ping`` would; but only after a wait. The
    pre-ping of asyncpg is three round trips (BEGIN, an empty query, ROLLBACK), and under
    load every table read and group commit paid them, on connections used a moment before.
    """
    idle_from = record.info.get("idle_from")
    if idle_from is None or time.monotonic() - idle_from < PING_WHEN_IDLE_FOR:
        return
    try:
        dbapi_connection.ping()
    except Exception as exc:
        raise DisconnectionError("the connection was dropped while it waited") from exc


def _sqlite_pragmas(dbapi_connection: Any, _record: Any, *, synchronous: SqliteSynchronous) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute(f"PRAGMA busy_timeout={sqlite.BUSY_TIMEOUT_MS}")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute(f"PRAGMA synchronous={synchronous.upper()}")
    cursor.close()


def configure_models() -> None:
    """Set up the ORM's mappers now, before start-up freezes what is alive
    (:func:`bot.gc_tuning.tune_garbage_collector`). SQLAlchemy sets them up at the first
    query otherwise, after the freeze, and its ~3,000 objects (~15,000 references) were
    walked by every full collection for as long as the bot ran (issue #19)."""
    models.Base.registry.configure()


def make_sessions(engine: AsyncEngine) -> async_sessionmaker[AsyncSession]:
    return async_sessionmaker(engine, expire_on_commit=False)


def alembic_config(connection: Connection | None = None) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.attributes["connection"] = connection
    return config


#: the PostgreSQL advisory lock migrations hold: processes started together upgrade in turn
MIGRATION_LOCK = 0x5061726C  # "Parl"


async def migrate(engine: AsyncEngine) -> None:
    """Bring the schema to the newest migration (a no-op when it is already there), in one
    transaction: a process killed half-way leaves the schema as it was, not half-changed.

    On PostgreSQL, DDL is transactional and an advisory lock makes a second process wait and
    then find nothing to do (two at once made the same type twice and one died at start). On
    SQLite the driver runs DDL outside any transaction unless one was begun explicitly, and
    foreign keys are off while it runs: a batch migration rebuilds a table by dropping it, and
    with them on, the drop would cascade-delete every seat, vote and log row of every table.
    The keys are checked before the commit instead.

    Its statements are compiled without the engine's cache of compiled statements
    (:func:`_uncached`)."""
    if engine.dialect.name == "sqlite":
        await _migrate_sqlite(engine)
        return
    async with engine.begin() as connection:
        await _uncached(connection)
        if engine.dialect.name == "postgresql":
            await connection.execute(
                text("SELECT pg_advisory_xact_lock(:key)"), {"key": MIGRATION_LOCK}
            )
        await connection.run_sync(_upgrade)


async def _migrate_sqlite(engine: AsyncEngine) -> None:
    async with engine.connect() as connection:
        await _uncached(connection)
        await _outside_transactions(connection, "PRAGMA foreign_keys=OFF")
        try:
            await connection.exec_driver_sql("BEGIN IMMEDIATE")
            await connection.run_sync(_upgrade)
            broken = (await connection.exec_driver_sql("PRAGMA foreign_key_check")).first()
            if broken is not None:
                raise RuntimeError(f"a migration left rows without their parent: {broken}")
            await connection.commit()
        finally:
            await connection.rollback()
            await _outside_transactions(connection, "PRAGMA foreign_keys=ON")


async def _uncached(connection: AsyncConnection) -> None:
    """Keep the migration's statements out of the engine's cache of compiled statements, the
    engine the bot then plays on. Run once each, they would stay there for good, after the
    start-up freeze (:func:`bot.gc_tuning.tune_garbage_collector`), walked by every full
    collection: a migrated database's ``alembic_version`` read (~100 objects), and once a
    migration has run, the tables Alembic rebuilt, whose event listeners hold its whole
    script directory, every migration module (~5,000 objects, ~20,000 references; issue
    #19)."""
    await connection.execution_options(compiled_cache=None)


async def _outside_transactions(connection: AsyncConnection, pragma: str) -> None:
    """SQLite ignores ``foreign_keys`` inside a transaction."""
    await connection.exec_driver_sql(pragma)
    await connection.commit()


def _upgrade(connection: Connection) -> None:
    command.upgrade(alembic_config(connection), "head")
