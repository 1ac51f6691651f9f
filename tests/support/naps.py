"""A table service whose pauses (the AI's pace, the wait before trying a failed step again)
are noted and skipped, so a test reads what it would have waited."""

from __future__ import annotations

import asyncio

from bot.tables.service import TableService


def noted_naps(service: TableService) -> list[float]:
    """The seconds ``service`` will have paused, in order (each pause still lets others run)."""
    naps: list[float] = []

    async def nap(seconds: float) -> None:
        naps.append(seconds)
        await asyncio.sleep(0)

    service.sleep = nap
    return naps
