"""How a table's own writes reach Discord, once its outbox sends them: the play-by-play into
the table's thread (into its channel from when the thread is closed to the bot), and the
table message's edits (posted again when a moderator deleted it). Kept apart from the
presenter, which decides what is written and when; this is where Discord's refusals are
told apart, with what is remembered of each table because of them.
"""

from __future__ import annotations

from collections.abc import Sequence

import discord

from bot.render import limits
from bot.tables.service import TableService
from bot.tables.snapshots import TableSnapshot, TableStatus
from bot.ui.card_faces import CardFacesBook
from bot.ui.channel_access import ChannelAccess, refused_here
from bot.ui.frontend import Message
from bot.ui.hand_views import message_kwargs

#: Discord's error codes for a message, and a channel or thread, that no longer exist (deleted)
UNKNOWN_MESSAGE = 10008
UNKNOWN_CHANNEL = 10003
#: a thread the bot may no longer write in: deleted, hidden from it, its permission to send
#: there taken away, archived where it may not reopen it, or locked
THREAD_CLOSED = frozenset({UNKNOWN_CHANNEL, 50001, 50013, 50083, 160005})
#: what a table's lines are posted by: its id, channel, the channel its lines go to (its
#: thread's) and its status's value, as the table was when they were queued. Plain values:
#: with the snapshot itself, lines waiting out their gap (~20 s) held a version of the table
#: gone by then, its state and all, for the collector to walk (issue #19)
Posting = tuple[int, int, int, str]
#: the statuses of a live table, by value
_LIVE = frozenset(status.value for status in TableStatus if status.is_live)


def posting(table: TableSnapshot) -> Posting:
    """(Read as a move posts its line: ``status.is_live`` would cost twice the rest.)"""
    return (table.id, table.channel_id, table.thread_id or table.channel_id, table.status._value_)


class TableWrites:
    def __init__(
        self,
        client: discord.Client,
        service: TableService,
        access: ChannelAccess,
        card_faces: CardFacesBook,
    ) -> None:
        self.client = client
        self.service = service
        self.access = access
        self.card_faces = card_faces
        #: table id -> the picture its message carries, so an unchanged board isn't uploaded again
        self.pictures: dict[int, tuple[str, bytes]] = {}
        #: table id -> the message showing it since its first one was deleted
        self.reposted: dict[int, int] = {}
        #: tables whose thread was deleted or closed to the bot: their lines go to their channel
        self.unthreaded: set[int] = set()

    async def lines(self, table: Posting, text: str, mentioned: Sequence[int]) -> None:
        """An ended table's lines are its last, sent after :meth:`forget`: whether its thread
        was found closed on their way (or on an earlier line's) is then not kept."""
        table_id, _, _, status = table
        try:
            await self._lines(table, text, mentioned)
        finally:
            if status not in _LIVE:
                self.unthreaded.discard(table_id)

    async def _lines(self, table: Posting, text: str, mentioned: Sequence[int]) -> None:
        """No link previews: a name may be a URL, and a line is no place for its card."""
        table_id, channel_id, post_channel_id, _ = table
        allowed = discord.AllowedMentions(
            users=[discord.Object(u) for u in mentioned], everyone=False, roles=False
        )
        if self.access.resting(("post", channel_id)):
            return  # lines queued before the refusal: not sent into it (``channel_access``)
        text = self.card_faces.public().dress(text, limits.CONTENT)
        threaded = table_id not in self.unthreaded
        if threaded and post_channel_id != channel_id:
            thread = self.client.get_partial_messageable(post_channel_id)
            try:
                await thread.send(text, allowed_mentions=allowed, suppress_embeds=True)
                self.access.wrote(("post", channel_id))  # its lines are seen again
                return
            except discord.HTTPException as refused:
                if refused.code not in THREAD_CLOSED:
                    raise
        key = ("post", channel_id)
        try:
            await self.client.get_partial_messageable(channel_id).send(
                text, allowed_mentions=allowed, suppress_embeds=True
            )
        except discord.HTTPException as refused:
            if refused_here(refused):
                self.access.refused(key)  # the channel too: the thread is not to blame
            raise
        self.access.wrote(key)
        if threaded and post_channel_id != channel_id:
            # the lines (and the turns' mentions) go to the channel from now on
            await self.unthread(table_id)

    async def unthread(self, table_id: int) -> None:
        """The table's thread was deleted or closed to the bot: its lines go to its channel."""
        self.unthreaded.add(table_id)
        await self.service.forget_thread(table_id)

    async def table_message(
        self,
        table: TableSnapshot,
        channel: discord.PartialMessageable,
        message_id: int,
        shown: Message,
    ) -> None:
        carried = self.pictures.get(table.id)
        message = channel.get_partial_message(self.reposted.get(table.id, message_id))
        try:
            await message.edit(**message_kwargs(shown, editing=True, carried=carried))
        except discord.NotFound as gone:
            if gone.code != UNKNOWN_MESSAGE or not table.status.is_live:
                self.reposted.pop(table.id, None)
                raise
            await self._post_again(table, channel, shown)
        except discord.HTTPException as refused:
            if refused_here(refused):
                self.access.refused(("edit", table.channel_id))
            raise
        else:
            self.access.wrote(("edit", table.channel_id))
            if not table.status.is_live:  # its last edit is out: nothing more goes there
                self.reposted.pop(table.id, None)
        if shown.file is not None and table.status is TableStatus.PLAYING:
            self.pictures[table.id] = shown.file
        else:
            self.pictures.pop(table.id, None)

    async def _post_again(
        self, table: TableSnapshot, channel: discord.PartialMessageable, shown: Message
    ) -> None:
        """The table's message was deleted (a moderator tidying the channel): the table is
        shown in a new one, which it keeps from then on, buttons and all."""
        posted = await channel.send(**message_kwargs(shown))
        self.reposted[table.id] = posted.id
        await self.service.set_message(table.id, posted.id)

    def forget(self, table_id: int) -> None:
        """A table has ended: where its lines went is not needed any more. Where its message
        is goes once its last edit is out (:meth:`table_message`): that edit is paced, and a
        snapshot read while the message was posted again may still carry the deleted one."""
        self.unthreaded.discard(table_id)
