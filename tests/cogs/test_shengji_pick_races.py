"""A pick on one of a person's two views of their hand (a DM and a channel reply) redraws the
other, unless a move heard of meanwhile redraws both anyway: a move saved while the pick is
answered, heard before or after the pick's redraw of the other view is queued, leaves both
views showing the hand as it now stands, with controls of the table's current version."""

from __future__ import annotations

import asyncio
from typing import Any

import discord
import pytest

from bot.games.shengji import Bury, Phase
from bot.ui.hand_views import HandViews, KeptView
from bot.ui.presenter import Presenter
from tests.cogs.conftest import Server
from tests.cogs.shengji_support import Fetch, alice_burying, chosen_ids, codes, pick_cards
from tests.cogs.shengji_support import build_bot as build_bot  # conftest's make_bot uses it
from tests.cogs.support import components, parlour, reply, table_now


def versions(message: discord.Message) -> set[int]:
    """The table versions a hand view's controls were drawn for (``bot.ui.components``)."""
    return {int(c["custom_id"].split(":")[3]) for c in components(message)}


@pytest.mark.parametrize("heard", ["before the redraw", "after the redraw"])
async def test_a_move_saved_during_a_pick_leaves_both_views_current(
    server: Server, monkeypatch: pytest.MonkeyPatch, heard: str
) -> None:
    """Alice, burying, picks a card in her channel copy; meanwhile her bury of the suggested
    cards is stored (as by ``/play`` or her DM's Bury button), and heard of before or after
    the pick's redraw of her DM copy is queued."""
    alice = server.alice.user
    in_dm: Fetch = lambda: alice.dm_channel.history()[-1]  # noqa: E731
    state = await alice_burying(server, in_dm)
    suggested = chosen_ids(in_dm())
    opened = await server.alice.slash(server.channel, "hand")
    in_channel: Fetch = lambda: reply(opened).message  # noqa: E731
    service = parlour(server.env).service
    bury = Bury(codes(" ".join(i.partition("#")[0] for i in suggested)))
    moves: list[asyncio.Task[Any]] = []

    def move() -> None:
        if not moves:
            moves.append(asyncio.create_task(service.act(1, alice.id, bury)))

    if heard == "before the redraw":
        showing = Presenter.showing

        async def then_moved(presenter: Presenter, *args: Any) -> None:
            await showing(presenter, *args)
            move()
            await moves[0]

        monkeypatch.setattr(Presenter, "showing", then_moved)
    else:
        redraw = HandViews.redraw

        def redrawn_then_moved(views: HandViews, *args: Any, shown: KeptView | None = None) -> None:
            redraw(views, *args, shown=shown)
            if shown is not None:  # the pick's, not a move's
                move()

        monkeypatch.setattr(HandViews, "redraw", redrawn_then_moved)
    extra = next(c for c in state.hands[0] if all(not v.startswith(c.code) for v in suggested))
    await pick_cards(server.alice, in_channel, [extra])
    assert moves
    await moves[0]
    await server.env.advance_time(5)  # the paced redraws
    await parlour(server.env).presenter.idle()
    now = await table_now(server)
    assert now.state.phase is Phase.PLAY
    assert versions(in_dm()) == versions(in_channel()) == {now.version}
