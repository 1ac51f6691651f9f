"""Errors that carry a message meant for a player, not a developer.

Anything raised as a :class:`PlayerError` is shown to the player who caused it (ephemerally)
and changes nothing; every other exception is a bug and gets logged with an apology.
"""

from __future__ import annotations


class PlayerError(Exception):
    """A refusal a player can read: "This table is full", "You must follow hearts"."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class IllegalAction(PlayerError):
    """An engine refused an action; the state it was given is unchanged."""


class OptionError(PlayerError):
    """A table option is unknown, malformed, or does not fit with the others."""


class NotFound(PlayerError):
    """The thing a player named (table, seat, card) does not exist here."""
