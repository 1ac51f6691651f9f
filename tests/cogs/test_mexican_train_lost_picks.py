"""Mexican Train's one choice of two clicks (a tile, then its train) survives losing the tile
pick, which the bot keeps in memory only: each train in the menu names the whole play, so a
train chosen on a view drawn before a restart plays the tile that view asked about."""

from __future__ import annotations

import json
from collections.abc import Callable

import discord

from bot.games.mexican_train import MexicanTrainState
from tests.cogs.conftest import Server
from tests.cogs.mexican_train_support import GAME, LeakWatch, crossroads
from tests.cogs.mexican_train_support import build_bot as build_bot  # make_bot uses it
from tests.cogs.support import (
    components,
    fill_and_start,
    key_of,
    reply,
    shown_by,
    stored_and_restarted,
    table_now,
)


async def test_a_train_chosen_after_a_restart_plays_the_tile_its_menu_was_drawn_for(
    server: Server, make_bot: Callable[[], discord.Client]
) -> None:
    created = await server.alice.slash(server.channel, "table create", game="mexican_train")
    watch = LeakWatch(server.env, server.channel)
    await fill_and_start(server, reply(created).message, watch, (server.bob, server.carol))
    await stored_and_restarted(server, make_bot, GAME, crossroads())
    table = await table_now(server)
    first = next(m for m in (server.alice, server.bob, server.carol) if table.seat_of(m.id) == 0)
    view = shown_by(await first.slash(server.channel, "hand"))
    tiles = next(c for c in components(view()) if key_of(c) == "tile0")
    await first.select(view(), ["12-5"], custom_id=tiles["custom_id"])
    trains = next(c for c in components(view()) if key_of(c) == "train")
    assert "12-5" in trains["placeholder"]
    to_second = next(o["value"] for o in trains["options"] if json.loads(o["value"])["train"] == 1)
    seen = view()

    await server.env.restart_bot(make_bot())
    await first.select(seen, [to_second], custom_id=trains["custom_id"])

    state: MexicanTrainState = (await table_now(server)).state
    assert state.round.train(1).tiles[-1].code == "12-5" and GAME.to_act(state) != {0}
