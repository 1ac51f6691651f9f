"""Discord as the bench's presenter sees it: targets that count what is written to them.

Each write can take a round trip's time (``latency``), as Discord's REST answers do (~50-150
ms): what a write holds (its message, the view and controls drawn for it) then lives as long
as it would in the bot, which decides what reaches the collector's older generations
(issue #19: hand views that waited for their writes were cycles walked until a full
collection). With no latency a write is done at once.
"""

from __future__ import annotations

import asyncio
from typing import Any


class Target:
    """A Discord message or channel that only counts what is written to it."""

    def __init__(self, writes: list[int], target_id: int, latency: float = 0.0) -> None:
        self.id = target_id
        self._writes = writes
        self._latency = latency

    async def send(self, *_args: Any, **_kwargs: Any) -> Target:
        await self._write()
        return self

    async def edit(self, **_kwargs: Any) -> None:
        await self._write()

    async def _write(self) -> None:
        if self._latency:
            await asyncio.sleep(self._latency)
        self._writes[0] += 1

    def get_partial_message(self, message_id: int) -> Target:
        return Target(self._writes, message_id, self._latency)


class Client:
    """What the presenter asks of discord.py's client: channels to write to, nothing else."""

    page_source = None

    def __init__(self, writes: list[int], latency: float = 0.0) -> None:
        self._writes = writes
        self._latency = latency

    def get_partial_messageable(self, channel_id: int) -> Target:
        return Target(self._writes, channel_id, self._latency)

    def get_user(self, _user_id: int) -> None:
        return None
