"""Errors that carry a message meant for a player, not a developer.

Anything raised as a :class:`PlayerError` is shown to the player who caused it (ephemerally,
worded in their language by :func:`bot.i18n.word`) and changes nothing; every other
exception is a bug and gets logged with an apology.
"""

from __future__ import annotations

from typing import Any

from bot.msg import Msg


class PlayerError(Exception):
    """A refusal a player can read: its catalog id and parameters (``"table-full"``,
    ``"must-follow", suit=...``), worded only where the reader is known."""

    def __init__(self, msg_id: str | Msg, /, **args: Any) -> None:
        self.msg = msg_id if isinstance(msg_id, Msg) else Msg(msg_id, args)
        super().__init__(self.msg.id)

    def __str__(self) -> str:
        """The refusal worded in the language in force (English in logs and tests)."""
        from bot.i18n import word  # the catalogs sit above this module; only wording needs them

        return word(self.msg)

    @property
    def message(self) -> str:
        return str(self)


class IllegalAction(PlayerError):
    """An engine refused an action; the state it was given is unchanged."""


class OptionError(PlayerError):
    """A table option is unknown, malformed, or does not fit with the others."""


class NotFound(PlayerError):
    """The thing a player named (table, seat, card) does not exist here."""
