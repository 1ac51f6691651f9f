"""Answering interactions: refusals go back ephemerally, bugs are logged and apologised for,
Discord's own failures (a 5xx) are only warned of.

Every component callback runs inside :func:`answering` (slash commands have the error
handler in ``cogs/errors.py``), so a PlayerError becomes a short private message in the
reader's language and any other exception becomes an apology plus a log line with the table
id, never a traceback in the channel.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Awaitable
from typing import Any, TypeVar

import discord

from bot.errors import PlayerError
from bot.i18n import t
from bot.render import limits
from bot.ui.languages import speak_to

log = logging.getLogger(__name__)

T = TypeVar("T")

#: Discord fails an interaction not answered within 3 s; a write that waits this long (a
#: database lock held by another writer) is acknowledged first and answered by a follow-up
ANSWER_WITHIN = 2.0


async def tell(interaction: discord.Interaction, text: str, **kwargs: Any) -> None:
    """Send an ephemeral message whether or not the interaction was answered already."""
    text = text[: limits.CONTENT]
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True, **kwargs)
    else:
        await interaction.response.send_message(text, ephemeral=True, **kwargs)


async def in_time(interaction: discord.Interaction, work: Awaitable[T]) -> T:
    """``work`` (a change stored before the answer), with the interaction acknowledged if it
    takes longer than :data:`ANSWER_WITHIN`: else Discord tells the player the interaction
    failed although it was stored. Answer afterwards with :func:`tell` (a follow-up then), or
    :func:`edit_in_place` for a button's own message.

    A command's acknowledgement is private "thinking", whatever comes after: the first
    follow-up takes its place and its privacy, so a refusal after a public one would be
    shown to the whole channel. A public answer (a new table's message) is a later
    follow-up of its own."""
    deferring = asyncio.Event()

    async def acknowledge() -> None:
        await asyncio.sleep(ANSWER_WITHIN)
        if interaction.response.is_done():
            return
        deferring.set()
        command = interaction.type is discord.InteractionType.application_command
        try:  # a command shows "thinking"; a button's message stays as it is
            await interaction.response.defer(ephemeral=True, thinking=command)
        except discord.HTTPException:
            log.warning("could not acknowledge interaction %s", interaction.id)

    watchdog = asyncio.get_running_loop().create_task(acknowledge())
    try:
        return await work
    finally:
        if deferring.is_set():
            await watchdog  # answering while the acknowledgement is on its way is refused
        else:
            watchdog.cancel()


async def edit_in_place(interaction: discord.Interaction, **changes: Any) -> None:
    """Change the message whose button was pressed, whether or not :func:`in_time` had to
    acknowledge the press first."""
    if interaction.response.is_done():
        await interaction.edit_original_response(**changes)
    else:
        await interaction.response.edit_message(**changes)


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
    except Exception as error:
        if discord_failed(error, f"table {table_id}"):
            return
        if isinstance(error, discord.HTTPException):
            log.exception("table %s: Discord refused a request", table_id)
        else:
            log.exception("table %s: unexpected error handling an interaction", table_id)
        await _safe_tell(interaction, t("apology"))


def discord_failed(error: BaseException, where: str) -> bool:
    """Whether ``error`` is Discord failing on its side (a 5xx, or a 429 past what discord.py
    waits out): then it is warned of, and the player is not apologised to. What they did is
    stored already (the write that failed is an answer, a "Done"), so the apology's "Nothing
    was changed" would be false, and nothing in the bot is wrong."""
    failed = isinstance(error, discord.RateLimited) or (
        isinstance(error, discord.HTTPException) and (error.status >= 500 or error.status == 429)
    )
    if failed:
        log.warning("%s: Discord failed a request (%s)", where, error)
    return failed


async def _safe_tell(interaction: discord.Interaction, text: str) -> None:
    try:
        await tell(interaction, text)
    except discord.HTTPException:
        log.warning("could not answer interaction %s", interaction.id)


def can_manage(interaction: discord.Interaction) -> bool:
    """Manage Server in this guild lets a moderator start, kick or abort any table."""
    perms = getattr(interaction, "permissions", None)
    return bool(perms and perms.manage_guild)
