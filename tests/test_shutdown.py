"""SIGTERM closes the bot gracefully (``python -m bot`` under a service manager or container)."""

from __future__ import annotations

import asyncio
import os
import signal
from typing import Any, cast

import discord

from bot.__main__ import _serve


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
