"""The table message's buttons (Join, Leave, Add AI, Start, Back, Abort, Your hand, Rules,
Rematch) and its seat menu: each click is the service's intent it names, answered privately
in the clicker's language. The controls carry only the verb and the table, so they work after
a restart."""

from __future__ import annotations

from collections.abc import Awaitable, Sequence
from typing import TYPE_CHECKING

import discord

from bot.errors import NotFound, PlayerError
from bot.i18n import t
from bot.tables.snapshots import TableSnapshot
from bot.ui import new_tables
from bot.ui.access import require_view
from bot.ui.pages import Source, send_document
from bot.ui.replies import answering, in_time, tell

if TYPE_CHECKING:
    from bot.tables.service import TableService
    from bot.tables.snapshots import Person
    from bot.ui.presenter import Presenter


async def lobby_click(
    presenter: Presenter,
    interaction: discord.Interaction,
    table_id: int,
    verb: str,
    picked: Sequence[str] = (),
) -> None:
    """``picked``: the values chosen in a menu (the seat menu's seat number)."""
    service = presenter.service
    async with answering(interaction, table_id):
        presenter.clicks.take(interaction.user.id, table_id)
        table = await service.get(table_id)
        if interaction.guild_id is None:  # table-message buttons are never in a DM: forged
            raise NotFound("lobby-no-such-table", table=table_id)
        require_view(interaction, table)
        person = presenter.person(interaction)
        if verb in ("rematch", "rematchon"):
            await new_tables.rematch(presenter, interaction, table, go_on=verb == "rematchon")
            return
        if verb == "hand":
            await presenter.show_hand(interaction, table)
            return
        if verb == "rules":
            await _show_rules(presenter, interaction, table)
            return
        if verb in ("join", "seat"):
            sitting = (
                service.join(table_id, person)
                if verb == "join"
                else _sit(service, table, person, picked)
            )
            table = await in_time(interaction, sitting)
            seat = (table.seat_of(person.user_id) or 0) + 1
            done = t("table-joined-reply", seat=seat, table=table_id)
        elif verb == "leave":
            await in_time(interaction, service.leave(table_id, person))
            done = t("table-left-reply", table=table_id)
        elif verb == "ai":
            await in_time(interaction, service.add_ai(table_id, person))
            done = t("table-added-ai-reply")
        elif verb == "start":
            await in_time(interaction, service.start(table_id, person))
            done = t("table-started-reply")
        elif verb == "back":
            await in_time(interaction, service.back(table_id, person))
            done = t("table-back-reply")
        elif verb == "abort":
            await in_time(interaction, service.abort(table_id, person))
            done = t("table-aborted-reply", table=table_id)
        else:
            raise PlayerError("table-button-unknown")
        await tell(interaction, done)


def _sit(
    service: TableService, table: TableSnapshot, person: Person, picked: Sequence[str]
) -> Awaitable[TableSnapshot]:
    """The seat menu's pick: sit down there (as ``/table join seat:``), or move there from
    one's own seat (as ``/table move``); the service's rules and refusals either way."""
    if len(picked) != 1 or not picked[0].isdecimal():  # Discord sends one of the options
        raise PlayerError("lobby-choose-one")
    position = int(picked[0]) - 1
    if table.seat_of(person.user_id) is None:
        return service.join(table.id, person, chosen=position)
    return service.move(table.id, person, position)


async def _show_rules(
    presenter: Presenter, interaction: discord.Interaction, table: TableSnapshot
) -> None:
    """The game's rules with this table's options, as ``/rules`` shows them in its thread."""
    source: Source | None = presenter.client.page_source  # type: ignore[attr-defined]
    if source is None:
        raise PlayerError("table-rules-unavailable")
    topic = f"rules.{table.game}.{table.id}"
    await send_document(interaction, topic, await source(interaction, topic))
