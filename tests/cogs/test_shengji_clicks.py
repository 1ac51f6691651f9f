"""Issue 14.1 through SimCord: one person plays a whole Shengji hand with three AI using the
quick controls only (the quick plays as buttons or one select, **Bury these**; the card menus
only when nothing else offers the move), and the taps it takes are counted.

A select counts as two taps (open it, choose), a button as one. The averages measured here are
recorded in docs/performance.md ("Clicks per Shengji play")."""

from __future__ import annotations

from statistics import mean
from typing import Any

from bot.games.shengji import Phase, PlayCards, ShengjiState
from tests.cogs.conftest import Server
from tests.cogs.shengji_support import (
    GAME,
    Fetch,
    button,
    chosen_ids,
    open_table,
    pick_cards,
)
from tests.cogs.shengji_support import build_bot as build_bot  # conftest's make_bot uses it
from tests.cogs.support import components, key_of, parlour, table_now

SELECT_TAPS = 2


async def quick_move(actor: Any, fetch: Fetch, state: ShengjiState) -> tuple[int, bool]:
    """Make seat 0's move with the fewest controls on offer: the taps it took, and whether it
    needed the card menus."""
    offered = {key_of(c): c for c in components(fetch())}
    if state.phase is Phase.BURY:
        assert offered["bury"]["label"] == "Bury these"
        await actor.click(fetch(), custom_id=offered["bury"]["custom_id"])
        return 1, False
    if "quick0" in offered:  # five quick plays or fewer: a button each
        await actor.click(fetch(), custom_id=offered["quick0"]["custom_id"])
        return 1, False
    if "quick" in offered:
        quick = offered["quick"]
        await actor.select(fetch(), [quick["options"][0]["value"]], custom_id=quick["custom_id"])
        return SELECT_TAPS, False
    move = GAME.legal_actions(state, 0)[0]
    assert isinstance(move, PlayCards)
    menus = await pick_cards(actor, fetch, move.cards)
    await actor.click(fetch(), custom_id=button(fetch(), "play")["custom_id"])
    return SELECT_TAPS * menus + 1, True


async def test_one_person_plays_a_whole_hand_in_two_taps_a_play_or_fewer(server: Server) -> None:
    """The first starter is fixed (seat 0, alice), so she buries too. Every control she is
    shown carries her as owner and the table's version."""
    await open_table(server, "first_starter=fixed", seed=6, ai=3, dm=server.alice)
    alice = server.alice.user  # clicks in a DM are made as the user, not the member
    dm = alice.dm_channel
    fetch: Fetch = lambda: dm.history()[-1]  # noqa: E731
    owner = f":u{alice.id}:"
    plays: list[int] = []
    buries: list[int] = []
    fallbacks = 0
    for _ in range(200):
        table = await table_now(server)
        state: ShengjiState = table.state
        if state.hand_no > 0:
            break
        assert 0 in GAME.to_act(state), f"not alice's turn in {state.phase}"
        for item in components(fetch()):
            assert owner in item["custom_id"] and f":{table.version}:" in item["custom_id"]
        if state.phase is Phase.DEAL:
            nodecl = {key_of(c): c for c in components(fetch())}["nodecl"]
            await alice.click(fetch(), custom_id=nodecl["custom_id"])
            continue
        taps, fallback = await quick_move(alice, fetch, state)
        (buries if state.phase is Phase.BURY else plays).append(taps)
        fallbacks += fallback
        assert (await table_now(server)).version > table.version, "the move did nothing"
    else:
        raise AssertionError("the hand did not end")
    assert len(buries) == 1 and len(plays) >= 8  # tractors, pairs and throws take several cards
    print(f"{len(plays)} plays, taps per play {mean(plays):.2f} ({fallbacks} by the menus)")
    print(f"taps per bury {mean(buries)}")
    assert mean(plays) <= 2 and mean(buries) <= 3


async def test_cards_picked_in_one_trick_are_not_chosen_in_the_next(server: Server) -> None:
    """Alice picked a card in the menus, then played another with ``/play``: the pick was kept,
    and showed chosen again (on the menus and the Play button) when her turn came in the next
    trick."""
    await open_table(server, "first_starter=fixed", seed=6, ai=3, dm=server.alice)
    alice = server.alice.user
    fetch: Fetch = lambda: alice.dm_channel.history()[-1]  # noqa: E731
    state: ShengjiState = (await table_now(server)).state
    while state.phase is not Phase.PLAY:  # she declares nothing and buries the suggestion
        key = "nodecl" if state.phase is Phase.DEAL else "bury"
        await alice.click(fetch(), custom_id=button(fetch(), key)["custom_id"])
        state = (await table_now(server)).state
    hand = GAME.view(state, 0).hand
    played, picked = hand[0], next(card for card in hand if card.code != hand[0].code)
    await pick_cards(alice, fetch, [picked])
    assert [value.partition("#")[0] for value in chosen_ids(fetch())] == [picked.code]

    await server.alice.slash(server.channel, "play", cards=played.code)
    await parlour(server.env).presenter.idle()
    now = await table_now(server)
    assert len(now.state.history) == 1 and 0 in GAME.to_act(now.state)  # her turn in trick 2
    assert picked in GAME.view(now.state, 0).hand
    assert chosen_ids(fetch()) == []
    assert button(fetch(), "play")["label"] == "Play"
