"""SQLite through aiosqlite without the rollbacks that have nothing to end.

aiosqlite runs every sqlite3 call in a thread of its own, and each call is a round trip: a
hand-off through a queue, then a wake-up of the event loop with the answer. Python's sqlite3
opens a transaction only before a write, and its ``rollback()`` does nothing without one;
through aiosqlite even that nothing was a round trip. Every read ended with two (the
session's and the pool's reset-on-return), every group commit with one (the pool's, after
the commit). What sqlite3 does is unchanged.
"""

from __future__ import annotations

from sqlalchemy.dialects import registry
from sqlalchemy.dialects.sqlite.aiosqlite import SQLiteDialect_aiosqlite
from sqlalchemy.pool import PoolProxiedConnection

#: the driver name of the URL ``make_engine`` gives SQLAlchemy for a SQLite database
DRIVER = "sqlite+parlour"


class ParlourSQLite(SQLiteDialect_aiosqlite):
    """aiosqlite, minus the empty rollbacks. Whether a transaction is open is asked of
    sqlite3 directly, which is safe: nothing else runs on a connection while SQLAlchemy ends
    its use of it."""

    supports_statement_cache = True

    def do_rollback(self, dbapi_connection: PoolProxiedConnection) -> None:
        driver = dbapi_connection.driver_connection
        try:
            idle = driver is not None and not driver.in_transaction
        except ValueError:  # closed: let aiosqlite's adapter deal with it as before
            idle = False
        if not idle:
            super().do_rollback(dbapi_connection)  # type: ignore[no-untyped-call]


registry.register(DRIVER.replace("+", "."), __name__, ParlourSQLite.__name__)
