"""What goes to a player by DM, for those who asked (`/settings dm:on`): their hand at each
deal, and at a correspondence pace (a turn timer of an hour or more) a note that it is their
turn. Each in the reader's own language; a closed DM is said once in the table's channel."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING

import discord

from bot.guild_settings import SettingsService
from bot.i18n import Language, t, use_language
from bot.tables.snapshots import TableSnapshot
from bot.ui.frontend import Message
from bot.ui.hand_views import dm_view, message_kwargs
from bot.ui.queued_writes import Priority, Render, SendEdit
from bot.ui.table_log import mentions

if TYPE_CHECKING:
    from bot.ui.presenter import Presenter

log = logging.getLogger(__name__)

CORRESPONDENCE = 3600  # turn timers this long are a slow, by-mention-and-DM pace


async def turn_by_dm(presenter: Presenter, table: TableSnapshot, user_ids: Sequence[int]) -> None:
    """At a correspondence pace, turns are also sent by DM."""
    if (table.rules.turn_timer or 0) < CORRESPONDENCE:
        return
    asked = await SettingsService(presenter.service.sessions).wanting_hands_by_dm(user_ids)
    wanted = [u for u in user_ids if u in asked]
    link = f"https://discord.com/channels/{table.guild_id}/{table.channel_id}/{table.message_id}"
    for user_id in wanted:
        with use_language(await _reader_language(presenter, table, user_id)):
            text = t("table-turn-dm", table=table.id, link=link)
        try:
            client = presenter.client
            user = client.get_user(user_id) or await client.fetch_user(user_id)
            await user.send(text)
        except discord.HTTPException:
            log.info("table %s: could not DM a turn notice", table.id)


async def deal_by_dm(presenter: Presenter, table: TableSnapshot) -> None:
    """Each seated person who asked gets their hand by DM, a view kept live like any other.
    The DM waits in that person's DM outbox like every later edit of it, so a deal costs
    Discord no more than the budget allows; it is drawn when it goes out."""
    humans = [s.user_id for s in table.seats if s.user_id is not None]
    if not humans:
        return
    asked = await SettingsService(presenter.service.sessions).wanting_hands_by_dm(humans)
    for user_id in (u for u in humans if u in asked):
        try:
            client = presenter.client
            user = client.get_user(user_id) or await client.fetch_user(user_id)
            channel = user.dm_channel or await user.create_dm()
        except discord.HTTPException:
            log.warning("table %s: could not open a DM to send a hand", table.id)
            continue
        await presenter.card_faces.load(user_id)
        language = await _reader_language(presenter, table, user_id)
        closed = t("table-dm-closed", mentions=mentions([user_id]))
        send = _dm_sender(presenter, table, user_id, channel, language, closed)
        presenter.outboxes(("dm", channel.id)).create(
            Priority.OTHER_VIEW, _dm_drawn(presenter, table, user_id, language), send
        )


def _dm_drawn(
    presenter: Presenter, table: TableSnapshot, user_id: int, language: Language
) -> Render:
    async def render() -> Message:
        with use_language(language):
            return presenter.hand_message(table, user_id)

    return render


def _dm_sender(
    presenter: Presenter,
    table: TableSnapshot,
    user_id: int,
    channel: discord.DMChannel,
    language: Language,
    closed: str,
) -> SendEdit:
    """Sends the hand, then keeps it; a person whose DMs are closed is told so in the table's
    channel (``closed``, worded in the table's language when the deal was seen)."""

    async def send(shown: Message) -> None:
        try:
            message = await channel.send(**message_kwargs(shown))
        except discord.Forbidden:
            presenter.post(table, [closed], [user_id])
            return
        view = dm_view(message.channel.id, message.id)
        kept = presenter.views.keep(table.id, user_id, view, language=language)
        await presenter.showing(table, user_id, kept, shown)

    return send


async def _reader_language(presenter: Presenter, table: TableSnapshot, user_id: int) -> Language:
    """The language of what goes to one person by DM: theirs, else their Discord app's (as
    last seen), else their server's."""
    return await presenter.languages.of_person(user_id, table.guild_id)
