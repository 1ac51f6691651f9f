"""Bid Whist's **Confirm** commits the kitty pick, which the bot keeps in memory only: after a
restart the pick is gone while the view still shows it, and the press must not keep the hand
instead (the untouched choice) but refuse, saying so, and show the hand as it now stands."""

from __future__ import annotations

from collections.abc import Callable

import discord

from bot.games.whist import WhistState
from bot.games.whist.state import Phase
from tests.cogs.conftest import Server
from tests.cogs.support import (
    components,
    fill_and_start,
    key_of,
    parlour,
    reply,
    result_text,
    shown_by,
    table_now,
)
from tests.cogs.whist_support import BID_WHIST, Fetch, LeakWatch, take_turn
from tests.cogs.whist_support import build_bot as build_bot  # conftest's make_bot uses it

LOST = "no longer kept"
KEEP = "you keep your hand"


def picked(message: discord.Message) -> set[str]:
    """The cards the exchange menu shows chosen to leave in the kitty."""
    menu = next(c for c in components(message) if key_of(c) == "bury")
    return {o["value"] for o in menu["options"] if o.get("default")}


def confirm_id(message: discord.Message) -> str:
    return str(next(c for c in components(message) if key_of(c) == "confirm")["custom_id"])


async def alice_exchanging(server: Server) -> Fetch:
    """Four people at a Bid Whist table: alice bids, the others pass, she names trumps; her
    hand view (a reply in the channel) now offers the kitty exchange."""
    members = (server.alice, server.bob, server.carol, server.dave)
    parlour(server.env).service.seed_source = lambda: 20240611
    created = await server.alice.slash(
        server.channel, "table create", game="bidwhist", options="target=1 dealer=4"
    )
    watch = LeakWatch(server.env, server.channel)
    await fill_and_start(server, reply(created).message, watch, members[1:])
    views = [shown_by(await member.slash(server.channel, "hand")) for member in members]
    for _ in range(8):
        state: WhistState = (await table_now(server)).state
        if state.phase is Phase.EXCHANGE:
            break
        (seat,) = BID_WHIST.to_act(state)
        auction_open = state.auction is not None and state.auction.high is not None
        await take_turn(members[seat], views[seat], pass_bids=auction_open)
    assert state.phase is Phase.EXCHANGE and BID_WHIST.to_act(state) == {0}
    return views[0]


async def test_a_kitty_pick_lost_to_a_restart_is_not_confirmed_as_keeping_the_hand(
    server: Server, make_bot: Callable[[], discord.Client]
) -> None:
    view = await alice_exchanging(server)
    dealt = picked(view())  # untouched: the kitty as dealt
    menu = next(c for c in components(view()) if key_of(c) == "bury")
    mine = [o["value"] for o in menu["options"] if o["value"] not in dealt][:6]
    await server.alice.select(view(), mine, custom_id=menu["custom_id"])
    assert picked(view()) == set(mine) and "you give" in (view().content or "")
    seen = view()
    before = await table_now(server)

    await server.env.restart_bot(make_bot())
    pressed = await server.alice.click(seen, custom_id=confirm_id(seen))

    after = await table_now(server)
    assert (after.version, after.state) == (before.version, before.state)  # the hand not kept
    told = pressed.followups[-1]
    assert told.ephemeral and LOST in (told.content or ""), result_text(pressed)
    assert view().id == seen.id and picked(view()) == dealt  # drawn as the bot now holds it
    assert KEEP in (view().content or "")


async def test_the_untouched_exchange_is_confirmed_after_a_restart(
    server: Server, make_bot: Callable[[], discord.Client]
) -> None:
    """An untouched view shows the kitty as dealt, keeping the hand, and a restart changes
    nothing of that: Confirm keeps the hand, as the view said."""
    view = await alice_exchanging(server)
    seen = view()
    assert KEEP in (seen.content or "")
    hand = (await table_now(server)).state.hands[0]

    await server.env.restart_bot(make_bot())
    pressed = await server.alice.click(seen, custom_id=confirm_id(seen))

    assert LOST not in result_text(pressed)
    state: WhistState = (await table_now(server)).state
    assert state.phase is not Phase.EXCHANGE and state.hands[0] == hand
