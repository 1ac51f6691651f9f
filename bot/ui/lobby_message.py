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
from bot.render import limits
from bot.render.names import together
from bot.render.titles import game_title
from bot.tables.deadlines import show_duration
from bot.tables.snapshots import SeatInfo, TableSnapshot
from bot.ui.components import LobbyButton, SeatSelect, controls
from bot.ui.frontend import Message

#: the fewest seats a lobby shows the seat menu for (at two, Join takes the one left)
MENU_FROM = 3


def lobby_message(table: TableSnapshot, game: GameBase[Any, Any, Any]) -> Message:
    with use_language(table.rules.language):
        return _worded(table, game)


def _worded(table: TableSnapshot, game: GameBase[Any, Any, Any]) -> Message:
    low, high = game.seat_range(table.options)
    lines = []
    for position in range(high):
        seat = _seat_at(table, position)
        if seat is None:
            lines.append(f"`{position + 1}.` — {t('lobby-seat-empty')}")
            continue
        tag = " " + t("lobby-host") if seat.user_id == table.host_id else ""
        # a name, not a mention: Discord shows a mention in an embed as its raw id
        # ("<@1456…>") to whoever has not met that member lately (mobile, large servers)
        who = ("🤖 " if seat.is_ai else "") + seat.label
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
        embed.add_field(name=t("lobby-partners"), value=_sides(game.partners), inline=False)
    # a game for 2–8 starts with two: "when the seats are filled" had people wait for eight
    footer = t("lobby-footer") if low == high else t("lobby-footer-range", low=low, high=high)
    embed.set_footer(text=footer)
    items: list[discord.ui.Item[Any]] = [
        LobbyButton(
            "join", table.id, label=t("lobby-button-join"), style=discord.ButtonStyle.success
        ),
        LobbyButton("leave", table.id, label=t("lobby-button-leave")),
        LobbyButton("ai", table.id, label=t("lobby-button-ai")),
        LobbyButton(
            "start", table.id, label=t("lobby-button-start"), style=discord.ButtonStyle.primary
        ),
        LobbyButton("rules", table.id, label=t("lobby-button-rules")),
    ]
    menu = _seat_menu(table, high, game.partners) if high >= MENU_FROM else None
    if menu is not None:
        items.append(menu)
    return Message(embed=embed, view=controls(*items))


def _seat_at(table: TableSnapshot, position: int) -> SeatInfo | None:
    return next((s for s in table.seats if s.position == position), None)


def _seat_numbers(positions: tuple[int, ...]) -> str:
    return together([str(position + 1) for position in positions])


def _sides(partners: tuple[tuple[int, ...], ...]) -> str:
    """Who plays with whom, read off the game's partnerships, and how to choose a side."""
    first, *others = partners
    against = t("list-separator").join(
        t("lobby-partners-other", seats=_seat_numbers(team)) for team in others
    )
    return t("lobby-partners-value", seats=_seat_numbers(first), others=against)


def _seat_menu(
    table: TableSnapshot, high: int, partners: tuple[tuple[int, ...], ...] | None
) -> SeatSelect | None:
    """The seats one can take, free or an AI's, and in partnerships whom each plays with:
    picking one sits the picker down there, or moves them there (``lobby_click``). None when
    every seat is a person's.

    A person's seat is left out: picking it was always refused, and Discord keeps a pick
    shown in a menu until its message is edited, which a refusal does not do (that would be a
    write more per click), so the menu went on showing the seat refused as if chosen."""
    options = []
    for position in range(high):
        seat = _seat_at(table, position)
        if seat is not None and not seat.is_ai:
            continue
        who = t("lobby-seat-free") if seat is None else seat.label
        team = next((team for team in partners or () if position in team), ())
        mates = tuple(other for other in team if other != position)
        side = t("lobby-seat-side", seats=_seat_numbers(mates), count=len(mates)) if mates else None
        label = t("lobby-seat-option", seat=position + 1, who=who)
        options.append(
            discord.SelectOption(
                label=limits.clip(label, limits.OPTION_LABEL),
                value=str(position + 1),
                description=side,
            )
        )
    if not options:
        return None
    return SeatSelect(table.id, options, placeholder=t("lobby-seat-menu"))
