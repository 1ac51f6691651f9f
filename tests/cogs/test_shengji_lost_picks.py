"""**Bury these** and **Play** commit the cards picked over several clicks, which the bot keeps
in memory only: a press on a view whose picks were lost (a restart, here) or changed elsewhere
(another view of the same hand) must not act on anything but what that view showed."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import discord

from bot.games.shengji import Phase, PlayCards, ShengjiState
from bot.ui.components import GameButton
from bot.ui.frontend import PICKS_LOST, Act
from bot.ui.frontends.shengji import ShengjiFrontend
from tests.cogs.conftest import Server
from tests.cogs.shengji_support import (
    GAME,
    Fetch,
    alice_burying,
    button,
    chosen_ids,
    codes,
    hand_context,
    pick_cards,
)
from tests.cogs.shengji_support import build_bot as build_bot  # conftest's make_bot uses it
from tests.cogs.support import result_text, table_now

FRONTEND = ShengjiFrontend(GAME)
LOST = "no longer kept"


def alice_dm(server: Server) -> Fetch:
    return lambda: server.alice.user.dm_channel.history()[-1]


def cards_of(ids: list[str]) -> Counter[str]:
    return Counter(card_id.partition("#")[0] for card_id in ids)


async def test_a_bury_picked_before_a_restart_is_not_replaced_by_the_suggestion(
    server: Server, make_bot: Callable[[], discord.Client]
) -> None:
    """Alice swaps one card of the suggested bury for another, and the bot restarts: her view
    still shows her eight cards and **Bury these**, but the bot kept them in memory only. Her
    press buries nothing (before, it buried the suggestion she had changed): she is told so,
    and her view shows what the bot holds now, whose **Bury these** then buries it."""
    fetch = alice_dm(server)
    state = await alice_burying(server, fetch)
    suggested = chosen_ids(fetch())
    extra = next(c for c in state.hands[0] if cards_of(suggested)[c.code] == 0)
    await server.alice.user.click(fetch(), custom_id=button(fetch(), "clear")["custom_id"])
    mine = [*suggested[1:], extra.code]
    await pick_cards(server.alice.user, fetch, codes(" ".join(cards_of(mine).elements())))
    assert cards_of(chosen_ids(fetch())) == cards_of(mine) != cards_of(suggested)
    seen = fetch()
    bury = button(seen, "bury")
    assert bury["label"] == "Bury these" and not bury.get("disabled")
    before = await table_now(server)

    await server.env.restart_bot(make_bot())
    pressed = await server.alice.user.click(seen, custom_id=bury["custom_id"])

    after = await table_now(server)
    assert (after.version, after.state) == (before.version, before.state)  # nothing buried
    told = pressed.followups[-1]
    assert told.ephemeral and LOST in (told.content or ""), result_text(pressed)
    assert fetch().id == seen.id  # the same view, drawn again as the bot now holds it
    assert cards_of(chosen_ids(fetch())) == cards_of(suggested)
    await server.alice.user.click(fetch(), custom_id=button(fetch(), "bury")["custom_id"])
    buried: ShengjiState = (await table_now(server)).state
    assert buried.phase is not Phase.BURY and Counter(c.code for c in buried.kitty) == cards_of(
        suggested
    )


async def test_the_untouched_suggested_bury_still_buries_after_a_restart(
    server: Server, make_bot: Callable[[], discord.Client]
) -> None:
    """What an untouched view shows, the suggestion, is worked out again the same after a
    restart: the press buries what alice saw."""
    fetch = alice_dm(server)
    await alice_burying(server, fetch)
    suggested = chosen_ids(fetch())
    seen = fetch()

    await server.env.restart_bot(make_bot())
    pressed = await server.alice.user.click(seen, custom_id=button(seen, "bury")["custom_id"])

    assert LOST not in result_text(pressed)
    state: ShengjiState = (await table_now(server)).state
    assert state.phase is not Phase.BURY
    assert Counter(card.code for card in state.kitty) == cards_of(suggested)


# ---------------------------------------------------------------------------- without Discord


def leading(selection: tuple[str, ...] = ()) -> Any:
    hands = [codes("AS KS 3H"), codes("4S 5S 6H"), codes("7S 8S 9H"), codes("TS JS QH")]
    state = GAME.new_from_hands({}, hands, (), trump_suit=None, starter=0)
    return hand_context(state, 0, selection)


def test_play_acts_only_on_the_cards_its_view_showed_chosen() -> None:
    """Picks draw no new version, so a copy of the hand drawn before the latest picks (the
    other of a DM and a channel view) still passes the version check: its **Play**, drawn
    for other cards, plays nothing; the view that shows them plays them."""
    older = FRONTEND.hand_message(leading(("AS#0",)))
    newer = FRONTEND.hand_message(leading(("KS#0",)))
    now = leading(("KS#0",))  # what the bot keeps: the newer pick
    assert older.view is not None and newer.view is not None
    old_play, new_play = (
        next(i for i in view.children if isinstance(i, GameButton) and i.key == "play")
        for view in (older.view, newer.view)
    )
    assert FRONTEND.on_component(replace(now, shown=old_play.shown), "play", ()) == PICKS_LOST
    assert FRONTEND.on_component(replace(now, shown=new_play.shown), "play", ()) == Act(
        PlayCards(codes("KS"))
    )
    assert FRONTEND.on_component(now, "play", ()) == PICKS_LOST  # drawn before digests
