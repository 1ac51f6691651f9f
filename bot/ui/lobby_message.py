"""The public message of an open table: its seats, rules and the buttons to sit down.

It is the table's message, read by everyone in the channel, so it is worded in the table's
language (``/table create language:``, else the server's), whoever's click redrew it.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.games.base import GameBase
from bot.games.options import describe_options
from bot.i18n import t, use_language
from bot.render.titles import game_title
from bot.tables.deadlines import show_duration
from bot.tables.snapshots import TableSnapshot
from bot.ui.components import LobbyButton, controls
from bot.ui.frontend import Message


def lobby_message(table: TableSnapshot, game: GameBase[Any, Any, Any]) -> Message:
    with use_language(table.rules.language):
        return _worded(table, game)


def _worded(table: TableSnapshot, game: GameBase[Any, Any, Any]) -> Message:
    low, high = game.seat_range(table.options)
    lines = []
    for position in range(high):
        seat = next((s for s in table.seats if s.position == position), None)
        if seat is None:
            lines.append(f"`{position + 1}.` — {t('lobby-seat-empty')}")
            continue
        tag = " " + t("lobby-host") if seat.user_id == table.host_id else ""
        who = "🤖 " + seat.label if seat.is_ai else f"<@{seat.user_id}>"
        lines.append(f"`{position + 1}.` {who}{tag}")
    need = str(low) if low == high else t("lobby-need-range", low=low, high=high)
    embed = discord.Embed(
        title=t("lobby-title", game=game_title(game), table=table.id),
        description="\n".join(lines),
        colour=discord.Colour.blurple(),
    )
    embed.add_field(
        name=t("lobby-players"), value=t("lobby-players-value", seated=len(table.seats), need=need)
    )
    embed.add_field(
        name=t("lobby-rules"), value=describe_options(game.options, table.options)[:1000]
    )
    embed.add_field(name=t("lobby-turn-timer"), value=show_duration(table.rules.turn_timer))
    if game.partners:  # who partners whom is decided here, by where people sit
        embed.add_field(name=t("lobby-partners"), value=t("lobby-partners-value"), inline=False)
    embed.set_footer(text=t("lobby-footer"))
    buttons = controls(
        LobbyButton(
            "join", table.id, label=t("lobby-button-join"), style=discord.ButtonStyle.success
        ),
        LobbyButton("leave", table.id, label=t("lobby-button-leave")),
        LobbyButton("ai", table.id, label=t("lobby-button-ai")),
        LobbyButton(
            "start", table.id, label=t("lobby-button-start"), style=discord.ButtonStyle.primary
        ),
        LobbyButton("rules", table.id, label=t("lobby-button-rules")),
    )
    return Message(embed=embed, view=buttons)
