"""SIGTERM closes the bot gracefully (``python -m bot`` under a service manager or container)."""

from __future__ import annotations

import asyncio
import os
import signal
from typing import Any, cast

import discord
import pytest
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from bot.__main__ import _serve
from bot.tables import moves
from bot.tables.service import Pace, TableService
from tests.support.counting import CountingGame


class StubBot:
    """Just the face ``_serve`` uses: start runs until close, as discord.py's does."""

    def __init__(self) -> None:
        self.closed = asyncio.Event()
        self.started = asyncio.Event()
        self.close_calls = 0

    async def __aenter__(self) -> StubBot:
        return self

    async def __aexit__(self, *_exc: Any) -> None:
        await self.close()

    async def start(self, token: str) -> None:
        self.started.set()
        await self.closed.wait()

    async def close(self) -> None:
        self.close_calls += 1
        self.closed.set()


async def test_sigterm_closes_the_bot_and_serve_returns() -> None:
    bot = StubBot()
    serving = asyncio.create_task(_serve(cast(discord.Client, bot), "token"))
    await bot.started.wait()
    os.kill(os.getpid(), signal.SIGTERM)
    await asyncio.wait_for(serving, timeout=30)
    assert bot.close_calls >= 1
    # the handler is removed again: SIGTERM is back to its default for the rest of the run
    assert signal.getsignal(signal.SIGTERM) == signal.SIG_DFL


class ConnectingBot(StubBot):
    """As discord.py's start while it connects: closed from beside it, it fails on its way
    out (its loop emptied by the close), which ended the process in a traceback."""

    async def start(self, token: str) -> None:
        self.started.set()
        await self.closed.wait()
        raise AttributeError("'_MissingSentinel' object has no attribute 'create_task'")


async def test_sigterm_while_connecting_stops_without_an_error() -> None:
    bot = ConnectingBot()
    serving = asyncio.create_task(_serve(cast(discord.Client, bot), "token"))
    await bot.started.wait()
    os.kill(os.getpid(), signal.SIGTERM)
    await asyncio.wait_for(serving, timeout=30)  # returns: no exception
    assert bot.close_calls >= 1


async def test_a_stop_does_not_wait_forever_for_a_move_stuck_on_the_database(
    sessions: async_sessionmaker[AsyncSession], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another process holding SQLite's write lock kept a stop waiting 30 s (a hung
    PostgreSQL, for ever): the move is not acknowledged, so the stop need not wait for it."""
    monkeypatch.setattr(moves, "DRAIN_TIMEOUT", 0.05)
    service = TableService(sessions, {"counting": CountingGame()}, {}, Pace(0, 0))
    async with service._lock(1):  # an action holding its table, never committing
        closing = asyncio.create_task(service.close())
        await asyncio.wait_for(closing, timeout=30)
    assert closing.done() and closing.exception() is None
