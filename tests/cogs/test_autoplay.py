"""``/settings autoplay:on`` through the simulated Discord: a person's lone legal card is played
for them 1.5 s after their turn comes, as their move and without a turn mention; never with
the setting off; a click of theirs within the wait wins; a restart waits again."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import discord
import pytest
from simcord.http import router

from bot.games.cards import parse_card
from bot.games.whist import PlayCard, WhistState
from storage.models import ActionLogEntry, GameTable
from storage.repositories import TableRepository
from tests.cogs.conftest import Server, crash_restart
from tests.cogs.support import components, key_of, parlour, reply, result_text, table_now
from tests.cogs.test_lobby import table_thread
from tests.cogs.whist_support import WHIST
from tests.cogs.whist_support import build_bot as build_bot  # conftest's make_bot uses it
from tests.games.whist.helpers import classic

#: alice's thirteen cards: one heart, and spades she may always choose among afterwards
ONE_HEART = "2H 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS"


async def open_whist(server: Server, *, ai: int = 3) -> None:
    """alice opens a Whist table (no turn timer); bob, carol and dave join unless AI sit."""
    created = await server.alice.slash(
        server.channel, "table create", game="whist", options="", timer="off"
    )
    lobby = reply(created).message
    for member in (server.bob, server.carol, server.dave)[: 3 - ai]:
        await member.click(lobby, label="Join")
    for _ in range(ai):
        await server.alice.click(lobby, label="Add AI")
    await server.alice.click(lobby, label="Start")


async def stored_and_restarted(
    server: Server, make_bot: Callable[[], discord.Client], state: WhistState
) -> None:
    """Table 1's state replaced by ``state`` and the bot restarted to read it afresh."""
    async with parlour(server.env).service.sessions() as session, session.begin():
        stored = await session.get(GameTable, 1)
        assert stored is not None
        stored.state = WHIST.state_to_json(state)
        stored.version += 1
    await server.env.restart_bot(make_bot())


async def alice_to_follow_hearts(
    server: Server, make_bot: Callable[[], discord.Client], *, autoplay: bool
) -> int:
    """alice and three AI; the AI opposite her led A♥, the next (no hearts) plays at once,
    and alice is left to follow with her one heart. Her setting is made after the table's
    first deal (a forced card there would be played for her). Returns how many posts the
    table's thread had before this trick."""
    await open_whist(server)
    if autoplay:
        on = await server.alice.slash(server.channel, "settings", autoplay="on")
        assert "Autoplay (your only legal card or tile): **on**" in result_text(on)
    state = classic(1, {0: ONE_HEART, 2: "AH"})
    state, _ = WHIST.apply(state, 2, PlayCard(parse_card("AH")))
    posted = len(table_thread(server).history())
    await stored_and_restarted(server, make_bot, state)
    assert WHIST.to_act((await table_now(server)).state) == {0}
    return posted


async def logged(server: Server, seat: int) -> list[ActionLogEntry]:
    """The move log entries of ``seat``, in order."""
    async with parlour(server.env).service.sessions() as session:
        entries = await TableRepository(session).actions(1)
    return [entry for entry in entries if entry.seat == seat]


async def moves_of(server: Server, seat: int) -> list[dict[str, Any]]:
    """The logged moves of ``seat``, in order."""
    return [entry.action for entry in await logged(server, seat)]


def pinged_in_thread(server: Server, since: int = 0) -> set[int]:
    """Whom the table's posts pinged, from its ``since``-th post on."""
    backend = server.env.backend
    return {
        user_id
        for post in table_thread(server).history()[since:]
        for user_id in backend.get_message(post.channel.id, post.id).ping_user_ids
    }


async def test_the_lone_legal_card_is_played_after_the_delay_without_a_mention(
    server: Server, make_bot: Callable[[], discord.Client]
) -> None:
    posted = await alice_to_follow_hearts(server, make_bot, autoplay=True)
    assert server.alice.id not in pinged_in_thread(server, posted)  # the turn is no call
    await server.env.advance_time(1.0)
    assert await moves_of(server, 0) == []
    await server.env.advance_time(0.6)
    assert await moves_of(server, 0) == [{"type": "play", "card": "2H"}]  # logged as hers
    (move,) = await logged(server, 0)
    table = await table_now(server)
    assert parse_card("2H") not in table.state.hands[0]
    assert table.active_at == move.created_at  # her move, not an AI's: the table is active
    assert not table.seats[0].away and table.seats[0].user_id == server.alice.id


async def test_with_autoplay_off_the_lone_card_waits_for_its_player(
    server: Server, make_bot: Callable[[], discord.Client]
) -> None:
    posted = await alice_to_follow_hearts(server, make_bot, autoplay=False)
    assert server.alice.id in pinged_in_thread(server, posted)  # no hand view open
    await server.env.advance_time(30)
    assert await moves_of(server, 0) == []


async def test_a_click_within_the_delay_wins_without_a_second_move_or_an_error(
    server: Server, make_bot: Callable[[], discord.Client]
) -> None:
    await alice_to_follow_hearts(server, make_bot, autoplay=True)
    opened = await server.alice.slash(server.channel, "hand")
    view = reply(opened).message
    (only,) = [c for c in components(view) if key_of(c) == "menu0"]
    clicked = await server.alice.click(view, custom_id=only["custom_id"])
    assert await moves_of(server, 0) == [{"type": "play", "card": "2H"}]
    await server.env.advance_time(5)
    assert await moves_of(server, 0) == [{"type": "play", "card": "2H"}]  # once, hers
    assert "moved on" not in result_text(clicked) and not clicked.followups


async def test_a_pending_autoplay_is_waited_again_after_a_restart(
    server: Server, make_bot: Callable[[], discord.Client]
) -> None:
    await alice_to_follow_hearts(server, make_bot, autoplay=True)
    await server.env.advance_time(1.0)
    await crash_restart(server.env, make_bot())  # its alarm dies with the process
    await server.env.advance_time(1.0)
    assert await moves_of(server, 0) == []  # the wait starts again with the new process
    await server.env.advance_time(0.6)
    assert await moves_of(server, 0) == [{"type": "play", "card": "2H"}]


async def test_autoplay_turned_on_while_the_lone_card_waits_plays_it_after_the_delay(
    server: Server, make_bot: Callable[[], discord.Client]
) -> None:
    await alice_to_follow_hearts(server, make_bot, autoplay=False)
    await server.env.advance_time(10)
    assert await moves_of(server, 0) == []
    await server.alice.slash(server.channel, "settings", autoplay="on")
    await server.env.advance_time(1.0)
    assert await moves_of(server, 0) == []  # the usual wait, from the setting on
    await server.env.advance_time(0.6)
    assert await moves_of(server, 0) == [{"type": "play", "card": "2H"}]


async def test_autoplay_turned_off_within_the_delay_leaves_the_card_to_its_player(
    server: Server, make_bot: Callable[[], discord.Client]
) -> None:
    await alice_to_follow_hearts(server, make_bot, autoplay=True)
    await server.env.advance_time(1.0)
    await server.alice.slash(server.channel, "settings", autoplay="off")
    await server.env.advance_time(30)
    assert await moves_of(server, 0) == []


@pytest.fixture
def rest_writes(monkeypatch: pytest.MonkeyPatch, server: Server) -> list[str]:
    """Every write the bot sends Discord from now on: its method and route's first part."""
    writes: list[str] = []
    original = router.dispatch

    def dispatch(backend: Any, method: str, path: str, **kwargs: Any) -> Any:
        if backend is server.env.backend and method != "GET":
            parts = path.strip("/").split("/")
            writes.append("ack" if parts[-1] == "callback" else f"{method} {parts[0]}")
        return original(backend, method, path, **kwargs)

    monkeypatch.setattr(router, "dispatch", dispatch)
    return writes


def counted(writes: list[str]) -> Iterator[tuple[str, int]]:
    for kind in sorted(set(writes)):
        yield kind, writes.count(kind)


async def test_an_autoplayed_move_costs_the_writes_of_a_click_but_its_answer(
    server: Server, make_bot: Callable[[], discord.Client], rest_writes: list[str]
) -> None:
    """Four people. Dave leads A♥ and alice clicks her one heart; he leads A♦ and, autoplay
    on, her one diamond is played for her: the same edits of her view and the table message
    and the same post (bob's turn mention), less the click's interaction answer."""
    await open_whist(server, ai=0)
    state = classic(2, {0: "2H 2D 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS", 3: "AH AD"})
    await stored_and_restarted(server, make_bot, state)
    players = {0: server.alice, 1: server.bob, 2: server.carol, 3: server.dave}
    opened = await server.alice.slash(server.channel, "hand")

    async def typed(seat: int, card: str) -> None:
        done = await players[seat].slash(server.channel, "play", cards=card)
        assert "Done" in result_text(done), result_text(done)

    await typed(3, "AH")
    view = reply(opened).message
    (only,) = [c for c in components(view) if key_of(c) == "menu0"]
    rest_writes.clear()
    await server.alice.click(view, custom_id=only["custom_id"])
    clicked = dict(counted(rest_writes))
    await typed(1, "3H")
    await typed(2, "3D")  # no hearts: a diamond, not a trump; dave's A♥ wins
    await server.alice.slash(server.channel, "settings", autoplay="on")
    await server.env.advance_time(61)  # bob may be mentioned again, as he was after the click
    await typed(3, "AD")
    rest_writes.clear()
    await server.env.advance_time(1.6)
    autoplayed = dict(counted(rest_writes))
    assert await moves_of(server, 0) == [
        {"type": "play", "card": "2H"},
        {"type": "play", "card": "2D"},
    ]
    assert clicked.pop("ack") == 1
    assert autoplayed == clicked, (autoplayed, clicked)
