"""The write budget through the simulated Discord, with Discord's limits enforced (429s counted)."""

from __future__ import annotations

import gc
from dataclasses import replace

import pytest

from bot.config import Settings
from bot.ui.outbox import Outbox
from tests.cogs.conftest import Server
from tests.cogs.support import parlour, public_text, reply
from tests.cogs.test_lobby import lobby_message, table_thread
from tests.support.collector import collect_fully
from tests.support.ratelimits import RateLimits
from tests.support.simclock import pauses_on_simulated_clock


@pytest.fixture
def settings(settings: Settings) -> Settings:
    return replace(settings, write_budget=5, write_window=5.0)


async def pass_time(server: Server, seconds: int) -> None:
    """Let the held-back writes go out, a budget window at a time."""
    for _ in range(seconds // 5):
        await server.env.advance_time(5)


@pytest.fixture
def limits(server: Server, monkeypatch: pytest.MonkeyPatch) -> RateLimits:
    # held-back writes wait for pass_time, never for the wall clock while a click settles
    pauses_on_simulated_clock(server.env)
    return RateLimits(server.env).install(monkeypatch)


async def test_a_burst_of_20_actions_stays_within_the_budget_and_ends_on_the_final_state(
    server: Server, limits: RateLimits
) -> None:
    created = await server.alice.slash(
        server.channel, "table create", game="counting", options="target=100", timer="off"
    )
    await server.bob.click(reply(created).message, label="Join")
    await server.alice.click(lobby_message(server), label="Start")
    players = (server.alice, server.bob)
    views = [await m.click(lobby_message(server), label="Your hand") for m in players]
    for n in range(20):
        played = await players[n % 2].slash(server.channel, "play", cards="1")
        assert played.acknowledged
    await pass_time(server, 30)
    assert limits.overruns == []
    assert "Total 20 of 100. Turn: alice." in public_text(lobby_message(server))
    for view in views:
        assert view.response is not None and view.response.content == "Total 20 of 100."
    log = "\n".join(m.content for m in table_thread(server).history())
    assert all(f"adds 1 → {n}." in log for n in range(1, 21))
    assert limits.busiest(f"channel:{server.channel.id}") == 5  # the budget held edits back


async def test_lobby_clicks_are_acknowledged_at_once_while_the_channel_budget_is_spent(
    server: Server, limits: RateLimits
) -> None:
    created = await server.alice.slash(server.channel, "table create", game="counting")
    lobby = reply(created).message
    for _ in range(2):
        for verb in ("Join", "Leave"):
            for member in (server.bob, server.carol, server.dave):
                clicked = limits.now()
                result = await member.click(lobby, label=verb)
                answered = list(limits.acks.values())[-1]
                assert result.acknowledged and answered - clicked < 3.0
    assert limits.busiest(f"channel:{server.channel.id}") == 5  # later edits had to wait
    await pass_time(server, 30)
    assert limits.overruns == []
    seats = lobby_message(server).embeds[0].description or ""
    assert "alice" in seats and "bob" not in seats


async def test_lines_within_the_log_interval_go_out_together_and_none_is_lost(
    server: Server, limits: RateLimits
) -> None:
    parlour(server.env).presenter.log_interval = 20.0
    created = await server.alice.slash(
        server.channel, "table create", game="counting", options="target=100", timer="off"
    )
    await server.bob.click(reply(created).message, label="Join")
    await server.alice.click(lobby_message(server), label="Start")
    players = (server.alice, server.bob)
    for member in players:  # both look at their hands: nobody is mentioned
        await member.click(lobby_message(server), label="Your hand")
    for n in range(6):
        await players[n % 2].slash(server.channel, "play", cards="1")
        await server.env.advance_time(1)
    await pass_time(server, 30)
    posts = [m.content for m in table_thread(server).history() if "adds 1" in m.content]
    # the start was told in the thread just before: six turns within 20 s of it, one message
    assert posts == ["\n".join(f"{('bob', 'alice')[n % 2]} adds 1 → {n}." for n in range(1, 7))]
    assert limits.overruns == []


async def test_lines_waiting_out_their_gap_hold_plain_values_not_the_table(
    server: Server,
) -> None:
    """Issue #19: the lines' send held the snapshot they were queued with, a version gone
    by the time they went (its state and all) for the collector to walk meanwhile."""
    parlour(server.env).presenter.log_interval = 20.0
    created = await server.alice.slash(
        server.channel, "table create", game="counting", options="target=100", timer="off"
    )
    await server.bob.click(reply(created).message, label="Join")
    await server.alice.click(lobby_message(server), label="Start")
    for n in range(3):
        await (server.alice, server.bob)[n % 2].slash(server.channel, "play", cards="1")
    presenter = parlour(server.env).presenter
    boxes = [box for box in presenter.outboxes._boxes.values() if isinstance(box, Outbox)]
    held = [box._log for box in boxes if box._log is not None]
    # one bound method for all, where to as plain values beside it, which the collector
    # stops tracking at its first look (a ``partial`` of both was one more object a table)
    assert held and all(log.send == presenter._post_lines for log in held)
    for log in held:
        assert type(log.to) is tuple and {type(value) for value in log.to} <= {int, str}
    await pass_time(server, 30)


async def _ended_tables_leave_nothing_behind(server: Server, end: str) -> None:
    await server.alice.slash(
        server.channel, "table create", game="counting", options="seats=2 target=3", timer="off"
    )
    await server.bob.click(lobby_message(server), label="Join")
    await server.alice.click(lobby_message(server), label="Start")
    table_message = lobby_message(server)
    for member in (server.alice, server.bob):
        await member.click(table_message, label="Your hand")
    presenter = parlour(server.env).presenter
    assert len(presenter.outboxes) > 0
    if end == "finish":
        for member in (server.alice, server.bob, server.alice):
            await server.env.advance_time(3)
            await member.slash(server.channel, "play", cards="1")
    else:
        await server.alice.slash(server.channel, "table abort")
    await server.env.advance_time(3)
    await presenter.idle()
    assert "Your hand" not in str(lobby_message(server).components)  # the last edit went out
    assert len(presenter.outboxes) == 0
    assert not presenter._live and not presenter.newest and not presenter.writes.pictures
    assert not presenter._table_edits._drawn_at and not presenter._hand_edits._drawn_at
    assert not presenter._table_edits._drawn and not presenter._hand_edits._drawn


async def test_a_finished_table_leaves_no_outbox_nor_cache_behind(server: Server) -> None:
    await _ended_tables_leave_nothing_behind(server, "finish")


async def test_an_aborted_table_leaves_no_outbox_nor_cache_behind(server: Server) -> None:
    await _ended_tables_leave_nothing_behind(server, "abort")


async def test_a_live_tables_turns_and_pace_are_kept_in_dicts_no_collection_walks(
    server: Server,
) -> None:
    """Issue #19: kept for every live table and written at each move, the seats whose turn was
    last seen and when and from which version each redraw was made were fresh tuples, which
    kept their dicts tracked during play: two references a table for every full collection.
    Numbers are never tracked, nor dicts of them; the seats' tuples are shared, tracked no
    more once a collection has looked at them, and storing them again tracks nothing."""
    created = await server.alice.slash(
        server.channel, "table create", game="counting", options="target=100", timer="off"
    )
    await server.bob.click(reply(created).message, label="Join")
    await server.alice.click(lobby_message(server), label="Start")
    players = (server.alice, server.bob)
    for n in range(2):
        await players[n % 2].slash(server.channel, "play", cards="1")
    await pass_time(server, 30)
    collect_fully()
    for n in range(4):
        await players[n % 2].slash(server.channel, "play", cards="1")
    await pass_time(server, 30)
    presenter = parlour(server.env).presenter
    kept = (presenter.log._turns, presenter._table_edits._drawn_at, presenter._table_edits._drawn)
    assert all(kept) and not any(gc.is_tracked(held) for held in kept)
