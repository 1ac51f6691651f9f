"""Channels where the bot lost the right to write during play, and when to try them again.

A server can take the bot's View Channel or Send Messages away from a channel with a game
going on. Nothing stops the game (its players act through their own replies and DMs, which
need no right in the channel), but every write there is refused with a 403, and a refusal
counts toward Discord's limit of invalid requests (10,000 in 10 minutes, then the whole bot
is shut out for a while). So a channel that refused a write is left alone for a while,
longer each time it refuses again, and the players are told in their hand views why the
table message stands still: the presenter is told of the first refusal (``closed``), to draw
the hand views of that channel's tables again with the notice (else a view drawn just before
the refused table edit, at the table's last change, never shows it); the first write it
accepts again ends it, and the presenter is told (``reopened``), to draw them again without.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Hashable

import discord

log = logging.getLogger(__name__)

#: Discord's codes for a write refused for want of a right in the channel
NO_ACCESS = frozenset({50001, 50013})
#: seconds a refusing channel is left alone at first, and at most (doubled each refusal)
FIRST_WAIT = 30.0
LONGEST_WAIT = 600.0


def refused_here(error: discord.HTTPException) -> bool:
    return error.code in NO_ACCESS


class ChannelAccess:
    """Keyed by what was refused (``("post", channel)``, ``("edit", channel)``): a channel
    may let the bot edit its own message and still refuse new ones."""

    def __init__(
        self,
        clock: Callable[[], float],
        reopened: Callable[[int], None] | None = None,
        closed: Callable[[int], None] | None = None,
    ) -> None:
        self._clock = clock
        #: told of a channel that takes every kind of write again
        self.reopened = reopened
        #: told of a channel that took every kind of write and now refuses one
        self.closed = closed
        #: key -> (when to try again, how long it was left alone last)
        self._refusing: dict[Hashable, tuple[float, float]] = {}

    def refused(self, key: tuple[str, int]) -> None:
        _, waited = self._refusing.get(key, (0.0, 0.0))
        wait = min(max(waited * 2, FIRST_WAIT), LONGEST_WAIT)
        channel_id = key[1]
        was_lost = self.lost(channel_id)
        if not waited:
            log.warning("%s: the bot may no longer write there; tried again in %.0f s", key, wait)
        self._refusing[key] = (self._clock() + wait, wait)
        if self.closed is not None and not was_lost:
            self.closed(channel_id)

    def wrote(self, key: tuple[str, int]) -> None:
        if self._refusing.pop(key, None) is not None:
            log.info("%s: the bot may write there again", key)
            channel_id = key[1]
            if self.reopened is not None and not self.lost(channel_id):
                self.reopened(channel_id)

    def resting(self, key: Hashable) -> float:
        """Seconds until ``key`` may be tried again (0: now)."""
        again, _ = self._refusing.get(key, (0.0, 0.0))
        return max(0.0, again - self._clock())

    def longest(self, key: Hashable) -> bool:
        """Whether ``key`` rests as long as it ever does: it has refused again and again."""
        return self._refusing.get(key, (0.0, 0.0))[1] >= LONGEST_WAIT

    def lost(self, channel_id: int) -> bool:
        """Whether the channel refused the bot's last write of either kind."""
        return ("post", channel_id) in self._refusing or ("edit", channel_id) in self._refusing
