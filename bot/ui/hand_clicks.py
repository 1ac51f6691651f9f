"""A click on a hand view's control (a button or a select of a player's own hand), answered.

The presenter keeps the table messages and hand views current as the service tells it of
changes; this is the way back in, and it stands on its own because a click is judged before
anything is stored: whose controls they are (forged or drawn before owners were carried),
whether they were drawn for the version now standing, and what the game's frontend makes of
it. Most clicks store nothing: a pick kept between clicks (:mod:`bot.ui.selections`), or a
refusal that draws the view again as the table stands, with a private note. Only a move goes
to the service; its clicker's view is then redrawn at once, ahead of the paced redraws of every
other view, unless a newer change was heard of meanwhile (it shows that instead).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import discord

from bot.errors import PlayerError
from bot.i18n import current_language, t
from bot.tables.snapshots import TableSnapshot, TableStatus
from bot.ui.access import require_owner, require_view
from bot.ui.frontend import Act, Message, Redraw, Reselect
from bot.ui.hand_views import KeptView, fixed, message_kwargs
from bot.ui.queued_writes import Priority
from bot.ui.replies import answering, tell

if TYPE_CHECKING:
    from bot.ui.presenter import Presenter


async def hand_click(
    presenter: Presenter,
    interaction: discord.Interaction,
    table_id: int,
    version: int,
    owner: int | None,
    key: str,
    values: Sequence[str],
    shown: str | None = None,
) -> None:
    """``version``, ``owner``, ``key`` and ``shown`` are read off the control's custom id
    (:mod:`bot.ui.components`); ``values``: what was chosen in a select."""
    async with answering(interaction, table_id):
        presenter.clicks.take(interaction.user.id, table_id)
        table = await presenter.service.get(table_id)
        require_view(interaction, table)
        user_id = interaction.user.id
        if owner is None:
            # drawn before controls carried their owner: whose they are is unknown, so
            # the clicker gets their own hand in a new reply and the clicked view stays
            await presenter.show_hand(interaction, table)
            return
        require_owner(interaction, table, owner)
        frontend = presenter.frontend(table.game)
        steady = getattr(frontend, "version_free", _never)(key)
        if version != table.version and not steady:
            await _redrawn(presenter, interaction, table, t("table-moved-on-reply"))
            return
        ctx = presenter.hand_context(table, user_id)
        clicked = replace(ctx, clicked=_listed_options(interaction), shown=shown)
        outcome = frontend.on_component(clicked, key, values)
        if isinstance(outcome, Reselect):
            presenter.selections.choose(table, user_id, outcome.selection)
        if not isinstance(outcome, Act):
            note = t(outcome.note) if isinstance(outcome, Redraw) else None
            kept = await _redrawn(presenter, interaction, table, note)
            if isinstance(outcome, Reselect) and presenter.newest.get(table_id, 0) <= table.version:
                # the player's other view (a DM beside a reply) follows the pick, for its Play
                # or Bury acts on the cards chosen wherever they were. Once a newer version is
                # heard of, its redraw of both views is on its way (without the pick, which
                # belongs to its version: ``selections``), and this older one could land after
                presenter.views.redraw(table, user_id, shown=kept)
            return
        await interaction.response.defer()
        presenter.selections.drop(table_id, user_id)
        kept = presenter.views.keep(table_id, user_id, interaction)
        try:
            after = await presenter.service.act(
                table_id, user_id, outcome.action, seen_version=None if steady else version
            )
        except PlayerError:  # a move landed first: its redraw, if it was waiting for the
            await presenter.caught_up(table, user_id, kept)  # older token, was let go
            raise
        # the player who acted sees the result at once; other views follow at the paced
        # rate (and if later moves came already, the paced refresh shows those instead;
        # if the game ended since, its views were closed and this one stays so; if the
        # move dealt anew, the next deal's DM replaced it, and its last edit stands)
        newest = presenter.newest.get(table_id)
        held = presenter.service.shards.holds(after.guild_id)
        if after.version < (newest or 0) or (newest is None and held and after.status.is_live):
            return
        if not presenter.views.holds(table_id, user_id, kept):
            return
        if after.status is TableStatus.PLAYING:
            render = presenter.views.drawn(after, user_id, current_language())
        else:
            render = fixed(Message(content=t("table-view-over")))
        presenter.views.queue(table_id, user_id, kept, Priority.OWN_VIEW, render)


async def _redrawn(
    presenter: Presenter, interaction: discord.Interaction, table: TableSnapshot, note: str | None
) -> KeptView:
    """Answer a click on a hand view by drawing it again as ``table`` now stands, and tell
    its reader ``note`` (privately) when there is one; returns the view as now kept."""
    user_id = interaction.user.id
    shown = presenter.hand_message(table, user_id)
    await interaction.response.edit_message(**message_kwargs(shown, editing=True))
    kept = presenter.views.keep(table.id, user_id, interaction, version=table.version)
    await presenter.showing(table, user_id, kept, shown)
    if note is not None:
        await tell(interaction, note)
    return kept


def _listed_options(interaction: discord.Interaction) -> tuple[str, ...] | None:
    """The values the clicked select offered, read off the message it was clicked on (Discord
    sends it with the click); None for a button or a message without it."""
    data: dict[str, Any] = dict(interaction.data or {})
    custom_id = data.get("custom_id")
    message = interaction.message
    for row in message.components if message is not None else ():
        for child in getattr(row, "children", ()):
            if isinstance(child, discord.SelectMenu) and child.custom_id == custom_id:
                return tuple(option.value for option in child.options)
    return None


def _never(_key: str) -> bool:
    return False
