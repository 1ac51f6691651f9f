"""One bot process to a SQLite database file, held by a lock beside it.

SQLite is for one process (README): that process then knows every write to its tables and
skips reading back rows it has not written since (``storage.row_writes``). A second bot
started on the same file (a restart that overlaps the old process, a copy left running)
would make that knowledge wrong, so the bot holds an exclusive lock on ``<file>.lock`` for
as long as it runs; another one waits a little for it (the old process finishing its last
writes), then stops with a line saying why.
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from sqlalchemy import make_url
from sqlalchemy.exc import ArgumentError

try:
    import fcntl
except ImportError:  # Windows: no advisory locks of this kind; the README's rule stands alone
    fcntl = None  # type: ignore[assignment]

#: how long a starting bot waits for another process to let go of the file
WAIT_SECONDS = 15.0


class Taken(Exception):
    """Another process holds the database file."""


def lock_path(database_url: str) -> Path | None:
    """The lock file of a SQLite database file (None for other databases)."""
    if not database_url.startswith("sqlite"):
        return None
    try:
        url = make_url(database_url)
    except (ArgumentError, ValueError):
        return None  # the database check says what is wrong with it, in its own words
    if not url.database:
        return None
    if url.database == ":memory:" or url.database.startswith("file:"):
        return None
    return Path(f"{os.path.realpath(url.database)}.lock")


@contextlib.contextmanager
def one_process(
    database_url: str,
    wait: float | None = None,
    sleep: Callable[[float], None] = time.sleep,
) -> Iterator[None]:
    """Hold the database file for this process while the block runs; :class:`Taken` if
    another process still holds it after ``wait`` seconds (:data:`WAIT_SECONDS`)."""
    wait = WAIT_SECONDS if wait is None else wait
    path = lock_path(database_url)
    if path is None or fcntl is None:
        yield
        return
    with path.open("a") as held:
        waited = 0.0
        while True:
            try:
                fcntl.flock(held, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if waited >= wait:
                    raise Taken(str(path)) from None
                sleep(0.5)
                waited += 0.5
        try:
            yield
        finally:
            fcntl.flock(held, fcntl.LOCK_UN)
