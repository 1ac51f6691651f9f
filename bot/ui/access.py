"""Who may see and touch a table from Discord: one check for every command and control.

Discord only shows a member the channels they may view, but commands name tables by number and
a modified client can send any custom id, so every interaction is checked here before the
table is read: the member must be able to view the table's channel (or thread), and a hand
control must have been drawn for the member who clicked it.
"""

from __future__ import annotations

from collections.abc import Iterable

import discord

from bot.errors import NotFound, PlayerError
from bot.tables.snapshots import TableSnapshot


def can_view(interaction: discord.Interaction, table: TableSnapshot) -> bool:
    """Whether the member may view every channel the table lives in (its channel and thread)."""
    if interaction.guild_id not in (None, table.guild_id):
        return False
    guild = interaction.guild or interaction.client.get_guild(table.guild_id)
    user = interaction.user
    member = user if isinstance(user, discord.Member) else None
    if member is None and guild is not None:
        member = guild.get_member(user.id)
    if guild is None or member is None:
        # a click in a DM: only a hand's controls come from one (table-message buttons are
        # refused there, ``lobby_click``), and the owner check applies to them. The bot has no
        # member list (no members intent), so a seated player who lost sight of the channel
        # still plays their hand by DM until the host kicks them; a member the bot can't look
        # up is not refused for that alone
        return interaction.guild_id is None
    for channel_id in {table.channel_id, table.post_channel_id}:
        if channel_id == interaction.channel_id:
            if not interaction.permissions.view_channel:
                return False
            continue
        channel = guild.get_channel_or_thread(channel_id)
        if channel is None and channel_id != table.channel_id:
            continue  # an archived thread is not cached; the parent channel decides for it
        if channel is None or not channel.permissions_for(member).view_channel:
            return False
    return True


def require_view(interaction: discord.Interaction, table: TableSnapshot) -> None:
    """Refuse in the words used for a table that does not exist, so a hidden one's number
    tells nothing."""
    if not can_view(interaction, table):
        raise NotFound("lobby-no-such-table", table=table.id)


def visible(
    interaction: discord.Interaction, tables: Iterable[TableSnapshot]
) -> list[TableSnapshot]:
    return [t for t in tables if can_view(interaction, t)]


def require_owner(interaction: discord.Interaction, table: TableSnapshot, owner: int) -> None:
    """A hand control answers only the seated member it was drawn for. Its owner who lost the
    seat (an expired reply can no longer be edited, so its controls stay live) is told why."""
    if owner != interaction.user.id:
        raise PlayerError("lobby-not-your-controls")
    if table.seat_of(owner) is not None:
        return
    reclaim = _handed_over(table, owner)
    if reclaim is not None:
        raise PlayerError("lobby-controls-seat-to-ai", table=table.id, reclaim=reclaim)
    raise PlayerError("lobby-controls-not-seated", table=table.id)


def not_seated(table: TableSnapshot, user_id: int) -> PlayerError:
    """The refusal for a member with no seat at ``table`` asking for a hand or making a move:
    one whose seat the AI took is told so, and whether ``/table reclaim`` gives it back."""
    reclaim = _handed_over(table, user_id)
    if reclaim is not None:
        return PlayerError("table-your-seat-to-ai", table=table.id, reclaim=reclaim)
    return PlayerError("table-not-playing-here")


def _handed_over(table: TableSnapshot, user_id: int) -> str | None:
    """ "yes" or "no" (may they take it back?) when the AI took a seat of ``user_id``'s."""
    seat = next((s for s in table.seats if s.replaced_user_id == user_id), None)
    if seat is None:
        return None
    return "yes" if table.rules.allow_reclaim and not seat.kicked else "no"
