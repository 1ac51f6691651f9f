"""Posting a new table in Discord, for ``/table create`` and for a finished table's Rematch.

Both place the table the same way: its message in the channel where it was asked for, and
its own thread for the play-by-play when the bot may make one there; without threads a
channel holds one live table at a time, so the messages of two tables never interleave.
"""

from __future__ import annotations

import contextlib
import logging
from typing import TYPE_CHECKING

import discord

from bot.errors import PlayerError
from bot.i18n import t, use_language
from bot.msg import Msg, msg
from bot.render.titles import game_title
from bot.tables.snapshots import TableSnapshot
from bot.ui.hand_views import message_kwargs
from bot.ui.replies import in_time, tell

if TYPE_CHECKING:
    from bot.ui.presenter import Presenter

log = logging.getLogger(__name__)


#: what the bot must be allowed to give a table its own thread (and so share a channel)
THREADS = ("create_public_threads", "send_messages_in_threads", "read_message_history")


def alone_here(interaction: discord.Interaction, threads: bool) -> Msg | None:
    """None when the new table gets a thread; else the refusal if another table is live in
    the channel (``TableService.create``): in a text channel it names what would let the bot
    make threads, elsewhere (a voice channel's chat) there are none to make."""
    if threads:
        return None
    if not isinstance(interaction.channel, discord.TextChannel):
        return msg("lobby-channel-taken")
    missing = [name for name in THREADS if not getattr(interaction.app_permissions, name)]
    return msg("lobby-channel-taken-threads", permissions=_bold_list(missing), count=len(missing))


def _bold_list(names: list[str]) -> str:
    """Discord's names of these permissions, one per line, in bold (in the reader's language),
    and a blank line: Discord reads the line after a list as part of its last item."""
    items = [f"- **{t('permission-' + name.replace('_', '-'))}**" for name in names]
    return "\n".join(items) + "\n"


def can_thread(interaction: discord.Interaction) -> bool:
    """Whether the bot may open a thread on its table message here (Discord asks for Read
    Message History to start one from a message: without it the table went thread-less,
    and a second one could share the channel)."""
    allowed = interaction.app_permissions
    return isinstance(interaction.channel, discord.TextChannel) and all(
        getattr(allowed, name) for name in THREADS
    )


#: what the bot must be allowed in a channel to show a table there (and its picture, if any)
NEEDED = ("view_channel", "send_messages", "embed_links")
PICTURE = "attach_files"


async def check_room(presenter: Presenter, interaction: discord.Interaction, game: str) -> bool:
    """Whether the new table gets a thread (without one it must be alone in its channel:
    ``TableService.create``). Refuses when the bot may not show it there: a table it can't
    post or edit would take its players' seats and its host's count of tables, and never be
    seen."""
    needed = NEEDED + ((PICTURE,) if presenter.frontend(game).pictured else ())
    missing = [name for name in needed if not getattr(interaction.app_permissions, name)]
    if missing:
        names = _bold_list(missing)
        raise PlayerError("lobby-bot-lacks-permissions", permissions=names, count=len(missing))
    return can_thread(interaction)


async def post_table(
    presenter: Presenter, interaction: discord.Interaction, table: TableSnapshot, threads: bool
) -> None:
    """Answer with the table's public message, open its thread, and remember both. A table
    whose message could not be posted (the interaction expired on the way) is closed: nobody
    could see it, and "nothing was changed" must stay true. A table closed before both are
    stored has its end wait for them (``Presenter.posting``): its snapshot knows no thread
    yet, and its closing line would go to the channel."""
    with presenter.posting(table.id):
        message = await _send(presenter, interaction, table)
        thread_id = await _open_thread(presenter, table, message) if threads else None
        try:
            await presenter.service.set_message(table.id, message.id, thread_id)
        except Exception:
            await _take_back(presenter, table, message)
            raise
        await presenter.posted(table)


async def _send(
    presenter: Presenter, interaction: discord.Interaction, table: TableSnapshot
) -> discord.Message | discord.PartialMessage:
    try:
        shown = message_kwargs(presenter.table_message(table))
        if interaction.response.is_done():  # acknowledged while a slow write was stored
            if interaction.type is discord.InteractionType.application_command:
                # its private "thinking" takes the first follow-up (see ``in_time``)
                await tell(interaction, t("lobby-opened-slowly", table=table.id))
            sent = await interaction.followup.send(wait=True, **shown)
            # a follow-up comes back without its server: its thread is made through the channel
            return discord.PartialMessage(channel=interaction.channel, id=sent.id)  # type: ignore[arg-type]
        await interaction.response.send_message(**shown)
        return await interaction.original_response()
    except discord.HTTPException:
        await presenter.service.close_unreachable(table.id)
        raise


async def _open_thread(
    presenter: Presenter, table: TableSnapshot, message: discord.Message | discord.PartialMessage
) -> int | None:
    """The table's thread for its play-by-play; None if Discord refused it (its lines then go
    to the channel)."""
    with use_language(table.rules.language):
        title = game_title(presenter.service.game(table.game))
    try:
        thread = await message.create_thread(
            name=f"#{table.id} {title}", auto_archive_duration=1440
        )
    except discord.HTTPException as refused:
        log.warning("table %s: no thread (Discord refused it: %s)", table.id, refused.code)
        return None
    return thread.id


async def _take_back(
    presenter: Presenter, table: TableSnapshot, message: discord.Message | discord.PartialMessage
) -> None:
    """The table's message is out but could not be stored as its message: it would never
    change, whatever happened at the table. So the table is closed and its message taken
    back (each as far as it goes), and "nothing was changed" stays true."""
    with contextlib.suppress(Exception):
        await presenter.service.close_unreachable(table.id)
    with contextlib.suppress(discord.HTTPException):
        await message.delete()


async def rematch(
    presenter: Presenter,
    interaction: discord.Interaction,
    finished: TableSnapshot,
    *,
    go_on: bool = False,
) -> None:
    """Rematch pressed: the first press posts the new table, later ones are seated there.
    ``go_on``: the new game continues the match (Shengji's levels kept)."""
    threads = False  # only the press that opens the table posts it
    if finished.rematch_id is None:
        threads = await check_room(presenter, interaction, finished.game)
    opening = presenter.service.rematch(
        finished.id,
        presenter.person(interaction),
        go_on=go_on,
        alone=alone_here(interaction, threads),
    )
    # a button's acknowledgement shows nothing: the answer may be public or private after it
    table, opened = await in_time(interaction, opening)
    if opened:
        await post_table(presenter, interaction, table, threads)
        # the finished table's buttons now lead to the new one: they say so
        presenter.redraw(await presenter.service.get(finished.id))
        return
    seat = (table.seat_of(interaction.user.id) or 0) + 1
    await tell(interaction, t("lobby-joined-rematch", seat=seat, table=table.id))
