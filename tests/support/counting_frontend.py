"""The Discord frontend of the test game, used by the lobby, timer and settings tests."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.catalogue import GameEntry
from bot.errors import PlayerError
from bot.games.base import GameEvent
from bot.tables.snapshots import TableSnapshot
from bot.ui.choices import pick_controls, picked_action
from bot.ui.components import GameButton, controls
from bot.ui.frontend import Act, HandContext, Message, Reselect
from tests.support.counting import Add, CountingAI, CountingGame, CountingView
from tests.support.counting_events import Added, Won


class CountingFrontend:
    game = "counting"
    private_read = ()
    pictured = False
    turn_in_one_line = True

    def table_message(self, table: TableSnapshot, public_view: CountingView) -> Message:
        names = table.names
        if public_view.winner is not None:
            text = f"{names[public_view.winner]} reached {public_view.target} and wins."
        else:
            text = (
                f"Total {public_view.total} of {public_view.target}. "
                f"Turn: {names[public_view.turn]}."
            )
        return Message(embed=discord.Embed(title=f"Counting — table #{table.id}", description=text))

    def event_lines(self, table: TableSnapshot, events: Sequence[GameEvent]) -> list[str]:
        lines = []
        names = table.names
        for event in events:
            match event:
                case Added(player=seat, amount=amount, total=total):
                    lines.append(f"{names[seat]} adds {amount} → {total}.")
                case Won(player=seat):
                    lines.append(f"🏆 {names[seat]} wins.")
        return lines

    def hand_message(self, ctx: HandContext) -> Message:
        view: CountingView = ctx.view
        text = f"Total {view.total} of {view.target}."
        if not ctx.legal:
            waiting = GameButton(
                ctx.table.id, ctx.table.version, "wait", label="Not your turn", disabled=True
            )
            return Message(content=text, view=controls(waiting))
        items = pick_controls(ctx, [f"+{a.amount}" for a in ctx.legal])
        return Message(content=text, view=controls(*items))

    def on_component(self, ctx: HandContext, key: str, values: Sequence[str]) -> Act | Reselect:
        action = picked_action(ctx, key, values)
        if action is None:
            raise PlayerError("That control is no longer used; please refresh.")
        return Act(action)

    def parse_text(self, ctx: HandContext, text: str) -> Any:
        if text.strip() not in ("1", "2"):
            raise PlayerError("Type 1 or 2.")
        return Add(int(text))

    def starts_deal(self, events: Sequence[GameEvent]) -> bool:
        return False


def counting_catalogue() -> tuple[GameEntry, ...]:
    """The bot's catalogue with only the tiny test game."""
    return (GameEntry(CountingGame(), CountingAI(), CountingFrontend()),)
