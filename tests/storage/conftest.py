"""What the SQLite storage tests share: a migrated database in a file, and the calls handed
to aiosqlite's thread (each one a round trip the event loop waits for)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import aiosqlite.core
import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from storage.db import make_engine, migrate


@pytest.fixture
async def migrated_sqlite(tmp_path: Path) -> AsyncIterator[AsyncEngine]:
    engine = make_engine(f"sqlite+aiosqlite:///{tmp_path / 'parlour.db'}")
    await migrate(engine)
    yield engine
    await engine.dispose()


@pytest.fixture
def trips(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The name of every function handed to aiosqlite's thread, in order."""
    handed: list[str] = []
    original: Callable[..., Awaitable[Any]] = aiosqlite.core.Connection._execute

    async def counted(self: aiosqlite.Connection, fn: Any, *args: Any, **kwargs: Any) -> Any:
        handed.append(getattr(fn, "__name__", repr(fn)))
        return await original(self, fn, *args, **kwargs)

    monkeypatch.setattr(aiosqlite.core.Connection, "_execute", counted)
    return handed
