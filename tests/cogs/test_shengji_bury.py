"""Burying the kitty: row 0 lists the cards chosen so far, all ticked, so unticking puts several
back in one interaction wherever they sit in the card menus; through SimCord, and without
Discord for the edges (more chosen than a select holds, a stale pick, nothing chosen)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import discord
import pytest

from bot.errors import PlayerError
from bot.games.cards import Card
from bot.games.shengji import Phase
from bot.render import limits
from bot.ui.frontend import Reselect
from bot.ui.frontends.shengji import ShengjiFrontend
from bot.ui.frontends.shengji_controls import CARDS_KEY, CHOSEN_KEY, NOTHING, menu_groups
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
from tests.cogs.support import components, key_of, parlour, reply, table_now

FRONTEND = ShengjiFrontend(GAME)


def assert_legal_layout(message: discord.Message) -> None:
    """What Discord accepts: five rows at most, a select alone on its row, five buttons a row,
    25 options a select, labels and placeholders within their lengths."""
    rows = message.components
    assert len(rows) <= limits.ROWS
    for row in rows:
        assert isinstance(row, discord.ActionRow)
        items: list[dict[str, Any]] = [dict(item) for item in row.to_dict()["components"]]
        selects = [item for item in items if item["type"] == 3]
        assert not selects or len(items) == 1, "a select shares its row"
        assert len(items) <= limits.ROW_BUTTONS
        for item in selects:
            options = item["options"]
            assert 1 <= len(options) <= limits.SELECT_OPTIONS
            assert all(len(o["label"]) <= limits.OPTION_LABEL for o in options)
            assert len(item.get("placeholder") or "") <= limits.PLACEHOLDER
            assert sum(bool(o.get("default")) for o in options) <= item["max_values"]


def chosen_select(message: discord.Message) -> dict[str, Any] | None:
    return next((c for c in components(message) if key_of(c) == CHOSEN_KEY), None)


def spread(hand: tuple[Card, ...], menus: list[dict[str, Any]], count: int) -> list[Card]:
    """``count`` cards of the hand taken from each card menu in turn, so they span them all."""
    by_menu = [[o["value"].partition("#")[0] for o in menu["options"]] for menu in menus]
    picked: list[str] = []
    while len(picked) < count:
        for codes_left in by_menu:
            if codes_left and len(picked) < count:
                picked.append(codes_left.pop(0))
    assert Counter(picked) <= Counter(card.code for card in hand)
    return list(codes(" ".join(picked)))


async def test_the_declarer_puts_two_chosen_cards_back_in_one_interaction_then_buries(
    server: Server,
) -> None:
    alice = server.alice.user
    fetch: Fetch = lambda: alice.dm_channel.history()[-1]  # noqa: E731
    state = await alice_burying(server, fetch)
    assert state.starter == 0
    assert_legal_layout(fetch())
    suggested = chosen_select(fetch())  # the suggested bury, chosen in advance, on row 0
    assert suggested is not None and len(suggested["options"]) == 8
    assert all(o.get("default") for o in suggested["options"])

    await alice.click(fetch(), custom_id=button(fetch(), "clear")["custom_id"])
    assert chosen_select(fetch()) is None  # nothing chosen: no empty select
    assert_legal_layout(fetch())
    menus = [c for c in components(fetch()) if key_of(c).startswith(CARDS_KEY)]
    ten = spread(state.hands[0], menus, 10)
    await pick_cards(alice, fetch, ten)
    listed = chosen_select(fetch())
    assert listed is not None and listed["placeholder"] == "Chosen to bury (10 of 8)"
    assert sorted(o["value"] for o in listed["options"]) == sorted(chosen_ids(fetch()))
    assert button(fetch(), "bury")["disabled"] and "Untick cards in the first menu" in (
        fetch().content or ""
    )
    assert_legal_layout(fetch())

    # two cards from two different card menus, put back in one interaction
    ids = [o["value"] for o in listed["options"]]
    menu_of = {o["value"]: n for n, m in enumerate(menus) for o in m["options"]}
    first = ids[0]
    second = next(i for i in ids if menu_of[i] != menu_of[first])
    kept = [i for i in ids if i not in (first, second)]
    version = (await table_now(server)).version
    await alice.select(fetch(), kept, custom_id=listed["custom_id"])
    assert sorted(chosen_ids(fetch())) == sorted(kept)
    after = chosen_select(fetch())
    assert after is not None and [o["value"] for o in after["options"]] == [
        i for i in ids if i in kept
    ]
    assert (await table_now(server)).version == version  # a choice, not a move
    assert_legal_layout(fetch())

    bury = button(fetch(), "bury")
    assert bury["label"] == "Bury these" and not bury.get("disabled")
    await alice.click(fetch(), custom_id=bury["custom_id"])
    state = (await table_now(server)).state
    assert state.phase is not Phase.BURY
    assert Counter(state.kitty) == Counter(codes(" ".join(i.partition("#")[0] for i in kept)))


async def test_unticking_in_an_older_copy_of_the_chosen_menu_keeps_cards_chosen_since(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Alice's hand by DM and in the channel: she chooses one more card in the channel's copy,
    then unticks one in the DM's, drawn before that pick (its redraw still on its way). Picks
    make no new table version, so the older copy passes the version check; it never listed
    the newer card, which stays."""
    alice = server.alice.user
    in_dm: Fetch = lambda: alice.dm_channel.history()[-1]  # noqa: E731
    state = await alice_burying(server, in_dm)
    monkeypatch.setattr(parlour(server.env).presenter.views, "redraw", lambda *a, **k: None)
    older = chosen_select(in_dm())
    assert older is not None and len(older["options"]) == 8
    suggested = [o["value"] for o in older["options"]]

    opened = await server.alice.slash(server.channel, "hand")
    newer: Fetch = lambda: reply(opened).message  # noqa: E731
    extra = next(c for c in state.hands[0] if all(not v.startswith(c.code) for v in suggested))
    await pick_cards(server.alice, newer, [extra])
    nine = chosen_ids(newer())
    assert len(nine) == 9

    put_back = suggested[0]
    kept = [v for v in suggested if v != put_back]
    await alice.select(in_dm(), kept, custom_id=older["custom_id"])
    assert sorted(chosen_ids(in_dm())) == sorted(v for v in nine if v != put_back)


async def test_a_pick_on_one_view_shows_on_the_other_whose_bury_buries_what_it_shows(
    server: Server,
) -> None:
    """Alice's hand by DM and in the channel: she swaps a card of the suggested bury in the
    channel's copy. The DM copy follows (its Bury these buries the one selection there is,
    wherever it was chosen); it went on showing the suggestion, and pressing Bury there
    buried cards it did not show as chosen (test_discord_faults.py, FAULT_SEED=103, shengji)."""
    alice = server.alice.user
    in_dm: Fetch = lambda: alice.dm_channel.history()[-1]  # noqa: E731
    state = await alice_burying(server, in_dm)
    opened = await server.alice.slash(server.channel, "hand")
    newer: Fetch = lambda: reply(opened).message  # noqa: E731
    listed = chosen_select(newer())
    assert listed is not None
    suggested = [o["value"] for o in listed["options"]]
    await server.alice.select(newer(), suggested[1:], custom_id=listed["custom_id"])
    extra = next(c for c in state.hands[0] if all(not v.startswith(c.code) for v in suggested))
    await pick_cards(server.alice, newer, [extra])
    chosen = chosen_ids(newer())
    assert len(chosen) == 8 and suggested[0] not in chosen

    assert sorted(chosen_ids(in_dm())) == sorted(chosen)
    await alice.click(in_dm(), custom_id=button(in_dm(), "bury")["custom_id"])
    buried = Counter((await table_now(server)).state.kitty)
    assert buried == Counter(codes(" ".join(i.partition("#")[0] for i in chosen)))


# ---------------------------------------------------------------------------- without Discord


def burying(selection: tuple[str, ...] = ()) -> Any:
    hand = codes("BJ 2H 3H 4H AS KS QS JS TS 9S 8S 7S AC KC 6D 5D 4D 3D")
    others = [codes(c) for c in ("3S", "4S", "5S")]
    kitty = codes("6S 7C 8C 9C TC JC QC 6H")
    state = GAME.new_from_hands({}, [hand, *others], kitty, trump_suit=None, starter=0, bury=True)
    return hand_context(state, 0, selection)


def test_more_chosen_than_a_select_holds_lists_25_and_keeps_the_rest_when_some_go_back() -> None:
    every = tuple(o.id for group in menu_groups(burying().view) for o in group.options)
    assert len(every) == 26
    ctx = burying(every)
    shown = FRONTEND.hand_message(ctx)
    assert shown.view is not None
    children: list[Any] = list(shown.view.children)
    rows = Counter(item.item.row for item in children)
    assert len(rows) == limits.ROWS and rows[0] == 1 and rows[4] == 2
    listed = next(i for i in children if i.key == CHOSEN_KEY)
    options = listed.item.options
    assert len(options) == 25 and all(o.default for o in options)
    assert listed.item.min_values == 0 and listed.item.max_values == 25
    values = [o.value for o in options]
    acted = FRONTEND.on_component(ctx, CHOSEN_KEY, values[2:])
    assert isinstance(acted, Reselect)
    assert acted.selection == tuple(i for i in every if i not in values[:2])  # the 26th stays


def test_unticking_every_chosen_card_leaves_nothing_chosen_not_the_suggestion() -> None:
    ctx = burying()
    acted = FRONTEND.on_component(ctx, CHOSEN_KEY, ())
    assert isinstance(acted, Reselect) and acted.selection == (NOTHING,)
    assert "(0/8 chosen)" in (FRONTEND.hand_message(burying(acted.selection)).content or "")


def test_a_card_the_chosen_menu_did_not_list_is_refused() -> None:
    ctx = burying(("AS#0", "KS#0"))
    with pytest.raises(PlayerError):
        FRONTEND.on_component(ctx, CHOSEN_KEY, ("AS#0", "QS#0"))
