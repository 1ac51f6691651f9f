"""Answering interactions: refusals go back ephemerally, bugs are logged and apologised for.

Every component callback runs inside :func:`answering` (slash commands have the error
handler in ``cogs/errors.py``), so a PlayerError becomes a short private message in the
reader's language and any other exception becomes an apology plus a log line with the table
id, never a traceback in the channel.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import AsyncIterator
from typing import Any

import discord

from bot.errors import PlayerError
from bot.i18n import t
from bot.render import limits
from bot.ui.languages import speak_to

log = logging.getLogger(__name__)


async def tell(interaction: discord.Interaction, text: str, **kwargs: Any) -> None:
    """Send an ephemeral message whether or not the interaction was answered already."""
    text = text[: limits.CONTENT]
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True, **kwargs)
    else:
        await interaction.response.send_message(text, ephemeral=True, **kwargs)


@contextlib.asynccontextmanager
async def answering(
    interaction: discord.Interaction, table_id: int | None = None
) -> AsyncIterator[None]:
    """Answer a component callback in its reader's language, refusals and bugs included."""
    await speak_to(interaction)
    try:
        yield
    except PlayerError as refusal:
        await _safe_tell(interaction, refusal.message)
    except discord.HTTPException:
        log.exception("table %s: Discord refused a request", table_id)
        await _safe_tell(interaction, t("apology"))
    except Exception:
        log.exception("table %s: unexpected error handling an interaction", table_id)
        await _safe_tell(interaction, t("apology"))


async def _safe_tell(interaction: discord.Interaction, text: str) -> None:
    try:
        await tell(interaction, text)
    except discord.HTTPException:
        log.warning("could not answer interaction %s", interaction.id)


def can_manage(interaction: discord.Interaction) -> bool:
    """Manage Server in this guild lets a moderator start, kick or abort any table."""
    perms = getattr(interaction, "permissions", None)
    return bool(perms and perms.manage_guild)
