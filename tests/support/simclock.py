"""The bot's own pauses on SimCord's simulated clock only.

SimCord lets a bot timer that falls due within its settle timeout run on the wall clock while
it settles an interaction: a click then waits, in real seconds, for every short pause the bot
takes after it (the write budget, paced redraws, a paced deal's next batch of cards), and a
chain of them (a whole Shengji deal, half a second per batch) outlasts the settle timeout.
Declared as external waits, those pauses are parked instead: a click settles as soon as the
bot has nothing but pauses left, and they pass only when the test lets simulated time pass
(``env.advance_time``), however fast or loaded the machine is.
"""

from __future__ import annotations

import asyncio

import simcord


def pauses_on_simulated_clock(env: simcord.Env) -> None:
    """Every pause the bot takes by itself waits for ``env.advance_time`` (call after start)."""

    async def sleep(seconds: float) -> None:
        await env.external_wait(asyncio.sleep(seconds), reason="a pause on the simulated clock")

    env.bot.service.sleep = sleep  # type: ignore[attr-defined]
