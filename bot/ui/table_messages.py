"""A table's public message: the lobby while seats fill (:mod:`bot.ui.lobby_message`), then
the game as its frontend draws it, with the table's own buttons and notes (away players, the
countdown, how it ended).

Worded in the language in force; the presenter sets the table's language around these.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.errors import NotFound
from bot.games.base import GameBase
from bot.i18n import t
from bot.render.titles import game_title
from bot.tables.snapshots import TableSnapshot, TableStatus
from bot.ui.components import LobbyButton, controls
from bot.ui.frontend import Frontend, Message
from bot.ui.lobby_message import lobby_message


def title(game: GameBase[Any, Any, Any], table: TableSnapshot) -> str:
    return t("table-title", game=game_title(game), table=table.id)


def draw_table_message(
    game: GameBase[Any, Any, Any], frontend: Frontend | None, table: TableSnapshot
) -> Message:
    if table.status is TableStatus.OPEN:
        return lobby_message(table, game)
    if table.state is None:
        return Message(
            embed=discord.Embed(title=title(game, table), description=t("table-closed-early"))
        )
    if frontend is None:
        raise NotFound("table-game-unavailable")
    shown = frontend.table_message(table, game.view(table.state, None))
    # a frontend's embed is titled: ``is None``, where the embed's truth read its twelve
    # parts (~0.4 % of the event loop's thread at 1,000 tables; issue #19)
    embed = shown.embed if shown.embed is not None else discord.Embed(title=title(game, table))
    buttons = None
    if table.status is TableStatus.PLAYING:
        items = [
            LobbyButton(
                "hand", table.id, label=t("table-button-hand"), style=discord.ButtonStyle.primary
            )
        ]
        away = [s.name for s in table.seats if s.away]
        if away or not table.moving:  # a waiting table's people come back by this button
            items.append(LobbyButton("back", table.id, label=t("table-button-back")))
        if away:
            embed.add_field(name=t("table-away-field"), value=t("list-separator").join(away)[:1000])
        if not table.moving:  # in play, but nobody is left playing: the game waits
            embed.add_field(name=t("table-waiting-field"), value=t("table-waiting-for-people"))
        if table.countdown_to is not None:
            embed.add_field(
                name=t("table-countdown-field"),
                value=discord.utils.format_dt(table.countdown_to, "R"),
            )
        buttons = controls(*items)
    if table.status is TableStatus.FINISHED:
        buttons = controls(*rematch_buttons(game, table))
    if table.status is TableStatus.ABORTED:
        embed.set_footer(text=t("table-footer-aborted"))
    elif table.status is TableStatus.ABANDONED:
        embed.set_footer(text=t("table-footer-abandoned"))
    return Message(shown.content, embed, shown.file, buttons)


def rematch_buttons(game: GameBase[Any, Any, Any], table: TableSnapshot) -> list[LobbyButton]:
    """Rematch, and for a game that can go on from where it ended (Shengji's levels) a second
    button that continues the match; once a press opened the rematch, one button to join it
    (else a player wanting fresh levels pressed Rematch and sat at a table keeping them)."""
    if table.rematch_id is not None:
        label = t("table-button-join-rematch", table=table.rematch_id)
        style = discord.ButtonStyle.success
        return [LobbyButton("rematch", table.id, label=label, style=style)]
    buttons = [
        LobbyButton(
            "rematch", table.id, label=t("table-button-rematch"), style=discord.ButtonStyle.success
        )
    ]
    if table.state is not None and game.continuation(table.state) is not None:
        buttons.append(LobbyButton("rematchon", table.id, label=t("table-button-continue")))
    return buttons
