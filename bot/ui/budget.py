"""How much Discord lets the bot write to one target (a channel, a DM, an interaction's
token): the budget the outboxes keep to, the rate-limit wait discord.py sits out itself, and
the wait a 429 asks for."""

from __future__ import annotations

import json
from dataclasses import dataclass

import discord

MARGIN = 0.05  # seconds added to every wait: our clock and Discord's never agree exactly


@dataclass(frozen=True, slots=True)
class Budget:
    """At most ``writes`` per ``window`` seconds per target; a window of 0 means no limit.

    One write may take ``timeout`` seconds (discord.py's own rate-limit waits included): a
    request Discord never answers would otherwise hold its target's queue for good, every
    later edit of that table's message or hand view waiting behind it (issue #13). The
    client waits out a rate limit itself only up to :data:`LIBRARY_RATE_LIMIT_WAIT`, so a
    write that is merely waiting its turn always ends before ``timeout`` cuts it off (a new
    message cut off is not sent again); a longer wait comes back as ``RateLimited`` and the
    target is held and the write kept for later instead.
    """

    writes: int = 5
    window: float = 5.0
    timeout: float = 45.0


#: The longest rate-limit wait discord.py sits out inside one write (``max_ratelimit_timeout``;
#: 30 s is the least it accepts): longer ones are raised to the outbox, which holds the target.
LIBRARY_RATE_LIMIT_WAIT = 30.0


def retry_after(error: discord.HTTPException) -> float:
    """Seconds Discord asked us to wait, from the 429's headers or body (1 s if it said none)."""
    headers = getattr(error.response, "headers", None) or {}
    for name in ("Retry-After", "X-RateLimit-Reset-After"):
        value = headers.get(name)
        if value is not None:
            try:
                return float(value)
            except ValueError:
                pass
    try:
        return float(json.loads(error.text).get("retry_after", 1.0))
    except (ValueError, AttributeError, TypeError):
        return 1.0
