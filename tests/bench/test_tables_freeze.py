"""The live-tables bench migrates once before its freeze, as the bot does (issue #19): what
the first migration imports was otherwise walked by every full collection of the run."""

from __future__ import annotations

from pathlib import Path

from tests.support.processes import printed_by_a_fresh_interpreter

ROOT = Path(__file__).resolve().parents[2]

FIRST = "migrate_before_the_freeze(None)\n"
#: a fresh interpreter: in the test process earlier tests have migrated already
CHECK = (
    """
import asyncio, gc, tempfile, types
from pathlib import Path
from bench.tables import make_engine, migrate, migrate_before_the_freeze
"""
    + FIRST
    + """
gc.collect()
gc.freeze()

async def run(url):
    engine = make_engine(url)
    await migrate(engine)
    await engine.dispose()

with tempfile.TemporaryDirectory() as folder:
    asyncio.run(run(f"sqlite+aiosqlite:///{Path(folder) / 'run.db'}"))
gc.collect()
print(sum(isinstance(thing, types.ModuleType) for thing in gc.get_objects()))
"""
)


def _modules_loaded_after_the_freeze(check: str) -> int:
    """Modules the run's migration of a fresh database leaves tracked after the freeze."""
    return int(printed_by_a_fresh_interpreter(check))


def test_the_first_migration_runs_before_the_freeze() -> None:
    assert _modules_loaded_after_the_freeze(CHECK) == 0
    assert _modules_loaded_after_the_freeze(CHECK.replace(FIRST, "")) > 0
