"""What the machine tells of a run: the process's and its children's memory and CPU, and the
same-run baseline of bare commits (machines are noisy: figures compare within a run)."""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import time
from pathlib import Path

from sqlalchemy import text

from storage.db import SqliteSynchronous, make_engine


def rss_bytes(pid: int | str = "self") -> int:
    with open(f"/proc/{pid}/statm") as statm:
        return int(statm.read().split()[1]) * 4096


def _children() -> list[str]:
    """This process's children (the picture process with ``--pictures process``)."""
    return [
        child
        for task in Path("/proc/self/task").iterdir()
        for child in (task / "children").read_text().split()
    ]


def children_rss_bytes() -> int:
    total = 0
    for child in _children():
        with contextlib.suppress(OSError):
            total += rss_bytes(child)
    return total


def children_cpu() -> float:
    """Seconds of CPU the living children have used (``time.process_time`` counts only this
    process's: a picture drawn in the child is CPU a move costs all the same)."""
    total = 0
    for child in _children():
        with contextlib.suppress(OSError), open(f"/proc/{child}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
            total += int(fields[11]) + int(fields[12])  # utime, stime (fields 14 and 15)
    return total / os.sysconf("SC_CLK_TCK")


async def bare_commits(url: str, count: int, synchronous: SqliteSynchronous = "full") -> float:
    """Commits/s of single-row INSERT + COMMIT, one after another, on the same database."""
    engine = make_engine(url, sqlite_synchronous=synchronous)
    async with engine.begin() as connection:
        await connection.execute(text("DROP TABLE IF EXISTS bench_bare"))
        await connection.execute(text("CREATE TABLE bench_bare (id INTEGER PRIMARY KEY, v TEXT)"))
    started = time.perf_counter()
    for i in range(count):
        async with engine.begin() as connection:
            await connection.execute(
                text("INSERT INTO bench_bare (id, v) VALUES (:i, :v)"), {"i": i, "v": "x" * 200}
            )
    seconds = time.perf_counter() - started
    async with engine.begin() as connection:
        await connection.execute(text("DROP TABLE bench_bare"))
    await engine.dispose()
    return count / seconds


#: the disk probe's process: a commit as a group commit's (WAL, synchronous=FULL) of one row
#: every ``every`` seconds until its stdin closes, then each one's (start, seconds) as JSON
_PROBE = """
import json, select, sqlite3, sys, time
database = sqlite3.connect(sys.argv[1], isolation_level=None)
database.execute("PRAGMA journal_mode=WAL")
database.execute("PRAGMA synchronous=FULL")
database.execute("CREATE TABLE IF NOT EXISTS probe (id INTEGER PRIMARY KEY, v TEXT)")
every, took = float(sys.argv[2]), []
while not select.select([sys.stdin], [], [], every)[0]:
    started = time.perf_counter()
    database.execute("INSERT OR REPLACE INTO probe VALUES (1, ?)", ("x" * 2000,))
    took.append((started, time.perf_counter() - started))
print(json.dumps(took))
"""


class DiskProbe:
    """The disk's own share of a move's latency in this run: a commit synced as the group
    commit's are (SQLite's default ``synchronous=FULL``), made in a process of its own (so no
    wait for our GIL or loop is in it) on the same disk, every ``every`` seconds. A move is
    told it is stored only after its batch's sync, so the probe's p99 is a floor under the
    action p99 that no work on the event loop lowers (issue #19)."""

    def __init__(self, folder: Path, every: float = 0.1) -> None:
        self._process = subprocess.Popen(
            [sys.executable, "-c", _PROBE, str(folder / "probe.db"), str(every)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )

    def stop(self, since: float) -> list[float]:
        """The syncs' seconds, of those begun from ``since`` (``time.perf_counter``, which
        is the system's monotonic clock, the same in both processes)."""
        out, _ = self._process.communicate("")
        return [took for started, took in json.loads(out) if started >= since]
