"""A channel that takes the bot's rights away mid-game: the game goes on in the players'
own replies, they are told why the table message stands still, and the channel is not sent
write after refused write."""

from __future__ import annotations

import asyncio

import pytest
import simcord

from bot import app
from bot.tables.snapshots import TableStatus
from bot.ui.outboxes import Outboxes
from bot.ui.presenter import Presenter
from tests.cogs.conftest import Server
from tests.cogs.support import parlour, reply, result_text, table_now
from tests.cogs.test_lobby import lobby_message, table_thread
from tests.cogs.test_views import hand, start_two
from tests.support.simclock import pauses_on_simulated_clock

LOST = "I can no longer write in"


def refuse(server: Server, *channel_ids: int) -> None:
    for channel_id in channel_ids:
        server.env.inject_error(
            "*",
            f"/channels/{channel_id}/*",
            status=403,
            code=50001,
            message="Missing Access",
            times=None,
        )


def posts_to(server: Server, channel_id: int) -> int:
    """Messages the bot tried to post there, refused or not."""
    path = f"/channels/{channel_id}/messages"
    return sum(1 for r in server.env.http_requests if r.method == "POST" and r.path == path)


def edits_in(server: Server, channel_id: int) -> int:
    """Edits the bot tried of its messages there, refused or not."""
    path = f"/channels/{channel_id}/messages/"
    return sum(
        1 for r in server.env.http_requests if r.method == "PATCH" and r.path.startswith(path)
    )


async def test_a_channel_refusing_the_bot_mid_game_rests_and_the_players_are_told(
    server: Server,
) -> None:
    await start_two(server)
    thread = table_thread(server)
    assert LOST not in result_text(await hand(server.alice, server))
    refuse(server, server.channel.id, thread.id)
    await server.alice.slash(server.channel, "play", cards="1")
    await server.env.advance_time(3)
    await server.env.settle()  # not idle(): it would wait out the rest
    told = await hand(server.bob, server)
    assert told.ephemeral and f"{LOST} <#{server.channel.id}>" in result_text(told)
    assert "**View Channel**, **Send Messages** and **Embed Links**" in result_text(told)
    tried, edited = posts_to(server, server.channel.id), edits_in(server, server.channel.id)
    assert tried == 1  # the thread refused, then the channel: the thread is not to blame
    await server.bob.slash(server.channel, "play", cards="2")
    await server.env.advance_time(3)
    await server.env.settle()  # not idle(): it would wait out the rest
    assert posts_to(server, server.channel.id) == tried  # resting: not tried again
    # nor its table message: at most the edit already queued when the refusal came back
    assert edits_in(server, server.channel.id) <= edited + 1
    edited = edits_in(server, server.channel.id)
    await server.alice.slash(server.channel, "play", cards="1")
    await server.bob.slash(server.channel, "play", cards="1")
    await server.env.advance_time(5)
    await server.env.settle()  # not idle(): it would wait out the rest
    assert edits_in(server, server.channel.id) == edited
    assert (await parlour(server.env).service.get(1)).state.total == 5  # the game went on

    server.env.backend.faults.clear()  # a manager gives the rights back
    await server.env.advance_time(31)
    await server.alice.slash(server.channel, "play", cards="1")
    await server.env.advance_time(3)
    await parlour(server.env).presenter.idle()
    assert "Total 6" in (lobby_message(server).embeds[0].description or "")
    said = [m.content for m in thread.history()]
    assert any(line.startswith("alice adds 1 → 6.") for line in said)  # still the thread's
    assert LOST not in result_text(await hand(server.bob, server))


async def test_a_table_message_redrawn_after_its_rest_shows_the_newest_move(
    server: Server,
) -> None:
    """The redraw after the rest was of the snapshot that first found the channel resting:
    the moves made after it were left off until the next move."""
    await start_two(server)
    refuse(server, server.channel.id)
    await server.alice.slash(server.channel, "play", cards="1")
    await server.env.advance_time(3)
    await server.env.settle()  # not idle(): it would wait out the rest
    for member, cards in ((server.bob, "2"), (server.alice, "1")):
        await member.slash(server.channel, "play", cards=cards)
        await server.env.advance_time(3)
        await server.env.settle()
    server.env.backend.faults.clear()  # a manager gives the rights back
    await server.env.advance_time(31)
    await parlour(server.env).presenter.idle()
    assert "Total 4 of 100" in (lobby_message(server).embeds[0].description or "")


async def rest_the_table_message(server: Server, *, target: int) -> None:
    """A game of two, its channel refusing the table message's edits (and only those) from
    alice's first play: its redraws wait out a 30 s rest from then."""
    await start_two(server, target=target)
    server.env.inject_error(
        "PATCH", f"/channels/{server.channel.id}/messages/*", status=403, code=50001, times=None
    )
    await server.alice.slash(server.channel, "play", cards="1")
    await server.env.advance_time(3)
    await server.env.settle()  # not idle(): it would wait out the rest


async def test_a_game_ending_while_its_table_message_rests_shows_its_end_after_the_rest(
    server: Server,
) -> None:
    """The end's redraw waits for the rest like any other, and lets go of the table's
    outboxes only once it is queued; its lines go to the thread meanwhile, in order."""
    await rest_the_table_message(server, target=3)
    presenter = parlour(server.env).presenter
    for member in (server.bob, server.alice):
        await member.slash(server.channel, "play", cards="1")
        await server.env.advance_time(3)
    await server.env.settle()
    assert (await table_now(server)).status is TableStatus.FINISHED
    edited = edits_in(server, server.channel.id)
    server.env.backend.faults.clear()
    await server.env.advance_time(31)
    await presenter.idle()
    assert edits_in(server, server.channel.id) == edited + 1  # the end, once
    assert "Your hand" not in str(lobby_message(server).components)
    said = [m.content for m in table_thread(server).history()][-3:]
    assert [line.split(".")[0] for line in said] == [
        "alice adds 1 → 1",
        "bob adds 1 → 2",
        "alice adds 1 → 3",
    ]
    assert len(presenter.outboxes) == 0 and not presenter.rests._waiting


async def test_a_redraw_waiting_out_a_rest_is_not_made_once_the_channel_is_deleted(
    server: Server,
) -> None:
    """The table closes with its channel, with no last edit: the redraw left waiting for
    the rest was written into the deleted channel after it (a refused write, counted
    against the bot) through an outbox made again for it, kept for good."""
    await rest_the_table_message(server, target=30)
    presenter = parlour(server.env).presenter
    await server.bob.slash(server.channel, "play", cards="1")  # its redraw waits
    await server.env.advance_time(3)
    await server.env.settle()
    edited = edits_in(server, server.channel.id)
    server.env.backend.faults.clear()
    server.env.backend.delete_channel(server.channel.id)
    await server.env.settle()
    assert (await table_now(server)).status is TableStatus.ABORTED
    await server.env.advance_time(31)
    await presenter.idle()
    assert edits_in(server, server.channel.id) == edited
    assert len(presenter.outboxes) == 0 and not presenter.rests._waiting


async def test_a_paced_redraw_is_not_made_once_the_channel_is_deleted(server: Server) -> None:
    """Likewise a redraw waiting for its pace (a move within the interval of the last)."""
    pauses_on_simulated_clock(server.env)
    await start_two(server)
    presenter = parlour(server.env).presenter
    presenter.edit_interval = 2.0
    await server.env.advance_time(3)
    await server.alice.slash(server.channel, "play", cards="1")
    await server.bob.slash(server.channel, "play", cards="1")  # its redraw waits 2 s
    edited = edits_in(server, server.channel.id)
    server.env.backend.delete_channel(server.channel.id)
    await server.env.settle()
    await server.env.advance_time(3)
    await presenter.idle()
    assert edits_in(server, server.channel.id) == edited
    assert len(presenter.outboxes) == 0


class HeldPauses:
    """The bot's pauses (its alarms' sleepers among them), each held until the test ends it:
    which of them has woken when a stop begins is then the test's to say."""

    def __init__(self, env: simcord.Env) -> None:
        self.env = env
        self.held: list[asyncio.Future[None]] = []
        parlour(env).service.sleep = self.sleep

    async def sleep(self, seconds: float) -> None:
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.held.append(done)
        try:
            await self.env.external_wait(done, reason="a pause held by the test")
        except simcord.SetupError:  # a pause of the stop itself (the test's task, not the bot's)
            await done


async def a_stop_with_a_redraw_resting_and_a_line_held(
    server: Server, monkeypatch: pytest.MonkeyPatch, *, woken: bool
) -> tuple[float, float, list[str]]:
    """Bob's move: its table redraw waits out the channel's rest (the presenter's sleeper
    sleeps toward it), its line in the thread waits out its gap. Then the bot stops, the
    presenter's sleeper just woken (``woken``: as it wakes every couple of seconds for some
    table's paced redraw) or still asleep. The seconds the presenter's close took, the
    seconds it left the outboxes' flush, and the thread as it left it."""
    monkeypatch.setattr(app, "FLUSH_TIMEOUT", 1.0)
    pauses = HeldPauses(server.env)
    await rest_the_table_message(server, target=30)
    presenter = parlour(server.env).presenter
    presenter.log_interval = 60.0
    await server.bob.slash(server.channel, "play", cards="1")
    await server.env.settle()
    assert presenter.rests._waiting and len(pauses.held) == 2  # the rest's, the line's gap
    assert not any(m.content.startswith("bob adds") for m in table_thread(server).history())
    close, flush = Presenter.close, Outboxes.flush
    stopped: list[tuple[float, float, list[str]]] = []
    flushes: list[float] = []

    async def flush_timed(self: Outboxes, timeout: float) -> None:
        flushes.append(timeout)
        await flush(self, timeout)

    async def closed_as_its_sleeper_wakes(self: Presenter, timeout: float) -> None:
        if woken and not pauses.held[0].done():  # the rest's sleeper, in the stop's turn
            pauses.held[0].set_result(None)
        began = asyncio.get_running_loop().time()
        await close(self, timeout)
        if not stopped:
            took = asyncio.get_running_loop().time() - began
            said = [m.content for m in table_thread(server).history()]
            stopped.append((took, flushes[0], said))

    monkeypatch.setattr(Presenter, "close", closed_as_its_sleeper_wakes)
    monkeypatch.setattr(Outboxes, "flush", flush_timed)
    await parlour(server.env).close_parlour()
    return stopped[0]


@pytest.mark.parametrize("woken", [False, True], ids=["sleeper-asleep", "sleeper-just-woken"])
async def test_a_stop_drops_a_redraw_still_resting_and_sends_what_is_queued(
    server: Server, monkeypatch: pytest.MonkeyPatch, woken: bool
) -> None:
    """A stop rings the redraw waiting out its channel's rest early; the channel still
    resting, it set its alarm again. With the presenter's sleeper still asleep that alarm
    lay unheard (no harm); with the sleeper just woken, ended before the redraw ran, it got
    a sleeper of its own that the stop waited for until its flush time ran out, leaving
    none to send the line still held (bob's move) before the process exited. Now the
    redraw is dropped at once, no alarm set, and the line goes within the flush time."""
    took, flush_time, said = await a_stop_with_a_redraw_resting_and_a_line_held(
        server, monkeypatch, woken=woken
    )
    presenter = parlour(server.env).presenter
    assert any(line.startswith("bob adds 1 → 2.") for line in said)
    assert took < app.FLUSH_TIMEOUT and flush_time > app.FLUSH_TIMEOUT / 2
    assert not presenter._tasks and len(presenter._redraws) == 0


async def test_a_hand_view_drawn_before_the_refused_table_edit_is_told_at_once(
    server: Server,
) -> None:
    """A move pressed on a hand view redraws that view first, then the table edit comes back
    refused: the view kept saying nothing of the lost channel until the table's next change,
    which may never come (FAULT_SEED=159, shengji: the refused edit was the hand's last)."""
    await start_two(server)
    await server.alice.slash(server.channel, "play", cards="1")
    view = await hand(server.bob, server)
    server.env.inject_error(
        "PATCH", f"/channels/{server.channel.id}/messages/*", status=403, code=50001, times=1
    )
    await server.bob.click(reply(view).message, label="+1")
    await server.env.advance_time(3)
    await server.env.settle()  # not idle(): it would wait out the rest
    assert f"{LOST} <#{server.channel.id}>" in (reply(view).message.content or "")
