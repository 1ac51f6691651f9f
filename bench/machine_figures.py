"""What the machine tells of a run: the process's and its children's memory and CPU, and the
same-run baseline of bare commits (machines are noisy: figures compare within a run)."""

from __future__ import annotations

import contextlib
import os
import time
from pathlib import Path

from sqlalchemy import text

from storage.db import make_engine


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


async def bare_commits(url: str, count: int) -> float:
    """Commits/s of single-row INSERT + COMMIT, one after another, on the same database."""
    engine = make_engine(url)
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
