"""Turn mentions and hand views: mention only who isn't looking, close views left behind."""

from __future__ import annotations

import asyncio
from datetime import timedelta
from typing import Any

import discord
import pytest
import simcord

from bot.i18n import t
from bot.tables.service import TableService
from bot.tables.snapshots import Person, TableSnapshot, TableStatus, TableUpdate
from bot.ui.frontend import Reselect
from bot.ui.hand_views import CLOSED, GAME_OVER, REPLACED, UNSEATED, KeptView
from tests.cogs.conftest import Server, timer_loop_on_the_simulated_clock
from tests.cogs.monkeys import live_controls
from tests.cogs.support import (
    components,
    control_names,
    next_read_then,
    parlour,
    reply,
    table_messages_drawn_on_the_loop,
    table_now,
)
from tests.cogs.test_lobby import lobby_message, table_thread
from tests.support.counting import Add
from tests.support.counting_frontend import CountingFrontend


async def start_two(server: Server, target: int = 100) -> None:
    created = await server.alice.slash(
        server.channel,
        "table create",
        game="counting",
        options=f"target={target} seats=2",
        timer="off",
    )
    await server.bob.click(reply(created).message, label="Join")
    await server.alice.click(lobby_message(server), label="Start")


def last_post(server: Server) -> str:
    return table_thread(server).history()[-1].content


async def hand(member: simcord.MemberActor, server: Server) -> simcord.InteractionResult:
    return await member.click(lobby_message(server), label="Your hand")


async def test_the_turn_mention_rides_on_the_line_posted_anyway(server: Server) -> None:
    await start_two(server)
    await server.alice.slash(server.channel, "play", cards="1")
    assert last_post(server) == f"alice adds 1 → 1. {server.bob.mention} — your turn."


async def test_a_table_message_of_words_alone_is_drawn_on_the_event_loop(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Handed to a worker thread it cost more than its wording, and the loop waited for the
    GIL meanwhile (issue #19); only a pictured game's goes to a thread."""
    drawn = table_messages_drawn_on_the_loop(monkeypatch)
    await start_two(server)
    await server.alice.slash(server.channel, "play", cards="1")
    assert drawn and all(drawn)


async def test_a_kicked_players_open_hand_loses_its_controls(server: Server) -> None:
    """Their seat went to an AI: buttons left on their view could only be refused."""
    await start_two(server)
    await server.alice.slash(server.channel, "play", cards="1")
    view = await hand(server.bob, server)
    assert live_controls(reply(view).message)
    await server.alice.slash(server.channel, "table kick", player=server.bob)
    await parlour(server.env).presenter.idle()
    assert reply(view).message.content == t(UNSEATED)
    assert not live_controls(reply(view).message)


async def test_pressing_your_hand_again_closes_the_older_view(server: Server) -> None:
    await start_two(server)
    older = await hand(server.alice, server)
    newer = await hand(server.alice, server)
    assert older.response is not None and older.response.content == t(REPLACED)
    assert not older.response.components
    assert newer.response is not None and newer.response.components


async def test_open_hand_views_lose_their_controls_when_the_game_ends(server: Server) -> None:
    await start_two(server, target=3)
    views = [await hand(m, server) for m in (server.alice, server.bob)]
    for member in (server.alice, server.bob, server.alice):
        await member.slash(server.channel, "play", cards="1")
    for view in views:
        assert view.response is not None and view.response.content == t(GAME_OVER)
        assert not view.response.components


async def test_open_hand_views_say_the_table_was_closed_when_it_is_aborted(
    server: Server,
) -> None:
    await start_two(server)
    view = await hand(server.bob, server)
    await server.alice.slash(server.channel, "table abort")
    assert view.response is not None and view.response.content == t(CLOSED)
    assert not view.response.components


async def test_the_bot_is_sent_no_chat_it_would_not_read(server: Server) -> None:
    """Only interactions reach Parlour's code: people talking, reacting and typing in the
    game's channel are not sent to it, and it keeps no messages (issue #19)."""
    await start_two(server)
    await server.alice.send(server.channel, "good luck, bob")
    await server.bob.typing(server.channel)
    await server.alice.slash(server.channel, "play", cards="1")
    bot = server.env.bot
    assert bot.intents == discord.Intents(guilds=True)
    assert not bot.cached_messages
    assert last_post(server) == f"alice adds 1 → 1. {server.bob.mention} — your turn."


async def test_a_deleted_table_message_is_posted_again(server: Server) -> None:
    """A moderator tidying the channel deletes the table's message mid-game: the next change
    shows the table in a new message, with its buttons, and the table goes on there."""
    await start_two(server)
    tidy = server.guild.create_role("Tidy", permissions=discord.Permissions(manage_messages=True))
    moderator = server.guild.add_member(server.env.create_user("tidy"), roles=[tidy])
    gone = lobby_message(server)
    await moderator.delete(gone)
    await server.alice.slash(server.channel, "play", cards="1")
    anew = lobby_message(server)
    assert anew.id != gone.id and "Total 1 of 100" in (anew.embeds[0].description or "")
    table = await parlour(server.env).service.get(1)
    assert table.message_id == anew.id
    await server.bob.slash(server.channel, "play", cards="2")
    again = lobby_message(server)
    assert again.id == anew.id and "Total 3 of 100" in (again.embeds[0].description or "")
    assert len([m for m in server.channel.history() if m.embeds]) == 1
    pressed = await hand(server.alice, server)
    assert pressed.ephemeral and "Total 3 of 100" in (reply(pressed).content or "")


async def test_the_last_edit_goes_to_the_table_message_posted_again(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A move read while the new message's id was being stored carries the deleted one: the
    game's end must still reach the message posted again, not leave its buttons live."""
    await start_two(server, target=3)
    service = parlour(server.env).service

    async def stored_late(self: TableService, table_id: int, message_id: int) -> None:
        return None  # every snapshot from now on names the deleted message

    monkeypatch.setattr(TableService, "set_message", stored_late)
    tidy = server.guild.create_role("Tidy", permissions=discord.Permissions(manage_messages=True))
    moderator = server.guild.add_member(server.env.create_user("tidy"), roles=[tidy])
    gone = lobby_message(server)
    await moderator.delete(gone)
    await server.alice.slash(server.channel, "play", cards="1")
    await server.bob.slash(server.channel, "play", cards="2")
    await parlour(server.env).presenter.idle()
    (anew,) = [m for m in server.channel.history() if m.embeds]
    assert anew.id != gone.id and (await service.get(1)).status is TableStatus.FINISHED
    assert "bob reached 3 and wins." in (anew.embeds[0].description or "")
    assert "Your hand" not in control_names(anew)  # the finished table's controls (Rematch)
    assert not parlour(server.env).presenter.writes.reposted


@pytest.mark.parametrize(
    ("status", "code", "message"),
    [(404, 10003, "Unknown Channel"), (403, 160005, "Thread is locked")],
    ids=["deleted", "locked"],
)
async def test_a_deleted_or_locked_thread_leaves_the_play_by_play_and_the_turns_to_the_channel(
    server: Server, status: int, code: int, message: str
) -> None:
    await start_two(server)
    server.env.inject_error(
        "POST",
        f"/channels/{table_thread(server).id}/messages",
        status=status,
        code=code,
        message=message,
        times=None,
    )
    await server.alice.slash(server.channel, "play", cards="1")
    said = server.channel.history()[-1].content
    assert said == f"alice adds 1 → 1. {server.bob.mention} — your turn."
    assert (await parlour(server.env).service.get(1)).thread_id is None
    await server.bob.slash(server.channel, "play", cards="2")
    assert server.channel.history()[-1].content.startswith("bob adds 2 → 3.")


def moving_while_opened(
    server: Server, monkeypatch: pytest.MonkeyPatch, opener: simcord.MemberActor, move: Add
) -> None:
    """Alice's ``move`` lands while ``opener``'s hand is being drawn, and its redraws are out
    before the reply is kept (a SimCord click cannot be made from inside the bot's work)."""
    presenter = parlour(server.env).presenter
    presenter.edit_interval = 0
    load = presenter.card_faces.load

    async def alice_moves_meanwhile(user_id: int) -> None:
        await load(user_id)
        if user_id == opener.id:
            await parlour(server.env).service.act(1, server.alice.id, move)
            await presenter.idle()

    monkeypatch.setattr(presenter.card_faces, "load", alice_moves_meanwhile)


async def test_a_hand_opened_while_a_move_lands_is_redrawn_with_that_move(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Bob's reply is drawn before Alice's move and kept after its redraw went out: it showed
    Alice's turn, without controls, while the turn was Bob's (the sandbox's browser test
    waited for a play menu that never came)."""
    await start_two(server)
    moving_while_opened(server, monkeypatch, server.bob, Add(1))
    opened = await hand(server.bob, server)
    await server.env.settle()
    shown = reply(opened).message
    assert shown.content == "Total 1 of 100."
    assert [c.get("label") for c in components(shown)] == ["+1", "+2"]


async def test_a_hand_opened_while_the_last_move_lands_loses_its_controls(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The game's end closed the views kept then, and forgot the table: Bob's reply, kept just
    after, was taken for current, and stayed open on a finished game."""
    await start_two(server, target=3)
    for member in (server.alice, server.bob):
        await member.slash(server.channel, "play", cards="1")
    moving_while_opened(server, monkeypatch, server.bob, Add(1))
    opened = await hand(server.bob, server)
    await server.env.settle()
    shown = reply(opened).message
    assert shown.content == t(GAME_OVER) and not components(shown)
    assert not parlour(server.env).presenter.views.watching(1, server.bob.id)


async def test_a_click_refused_for_a_move_landed_meanwhile_leaves_its_view_with_that_move(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Bob's click read the table before his own move from elsewhere (or an autoplay, a
    timer's) landed, whose redraw waited in the older token's outbox (Discord had asked it to
    wait): keeping the view under the click's token let that redraw go, and the click, refused
    as moved on, drew nothing either. The view kept Bob's turn and controls."""
    await start_two(server)
    await server.alice.slash(server.channel, "play", cards="1")
    presenter = parlour(server.env).presenter
    presenter.edit_interval = 0
    opened = await hand(server.bob, server)
    older = presenter.views._get(1, server.bob.id, "reply")
    assert older is not None
    get = TableService.get

    async def bob_plays_meanwhile(service: TableService, table_id: int) -> TableSnapshot:
        read = await get(service, table_id)
        monkeypatch.setattr(TableService, "get", get)
        presenter.outboxes(older.box).hold(1)
        await service.act(1, server.bob.id, Add(2))
        while presenter._tasks:  # its redraw is queued (not sent: the token waits)
            await asyncio.gather(*presenter._tasks)
        return read

    monkeypatch.setattr(TableService, "get", bob_plays_meanwhile)
    await server.bob.click(reply(opened).message, label="+1")
    await server.env.advance_time(2)
    await presenter.idle()
    assert reply(opened).message.content == "Total 3 of 100."


async def test_a_redraw_landing_after_a_plays_answer_leaves_the_view_with_that_play(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Carol's seat went to an AI on Bob's turn and Bob's view was redrawn through the token
    of the click that opened it, which Discord was slow to answer; Bob played meanwhile
    through his click's fresher token, whose answer landed first. The older redraw then
    stood over it, Bob's turn and controls back, until the table moved again."""
    created = await server.alice.slash(
        server.channel, "table create", game="counting", options="target=100 seats=3", timer="off"
    )
    for member in (server.bob, server.carol):
        await member.click(reply(created).message, label="Join")
    await server.alice.click(lobby_message(server), label="Start")
    await server.alice.slash(server.channel, "play", cards="1")
    presenter = parlour(server.env).presenter
    presenter.edit_interval = 0
    opened = await hand(server.bob, server)
    older = presenter.views._get(1, server.bob.id, "reply")
    assert older is not None and reply(opened).message.content == "Total 1 of 100."
    edit = presenter.views._editor

    async def slow_through_the_older_token(view: KeptView, kwargs: dict[str, Any]) -> object:
        if view.box == older.box:  # beyond a settle's reach, within a write's deadline
            await presenter._pause(30)
        return await edit(view, kwargs)

    monkeypatch.setattr(presenter.views, "_editor", slow_through_the_older_token)
    # Bob's +1, drawn before the seat changed hands, still plays (as Shengji's cards do)
    monkeypatch.setattr(CountingFrontend, "version_free", lambda _s, _k: True, raising=False)
    await server.alice.slash(server.channel, "table kick", player=server.carol)
    await server.bob.click(reply(opened).message, label="+1")
    assert reply(opened).message.content != "Total 1 of 100."  # his play's answer, and on
    await server.env.advance_time(31)  # the older redraw lands
    await server.env.settle()
    await presenter.idle()
    total = (await table_now(server)).state.total
    assert total >= 2 and reply(opened).message.content == f"Total {total} of 100."


async def test_a_click_answered_while_the_last_move_lands_leaves_its_view_closed(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Alice's last move landed while Bob's click was still being told: the game's end closed
    Bob's view, and the click's answer then drew it again from Bob's move, as if the game went
    on."""
    await start_two(server, target=3)
    await server.alice.slash(server.channel, "play", cards="1")
    opened = await hand(server.bob, server)
    presenter = parlour(server.env).presenter
    record = presenter.log.record

    async def alice_ends_it_meanwhile(update: TableUpdate, *args: Any, **kwargs: Any) -> list[int]:
        began = await record(update, *args, **kwargs)
        if update.seat == 1:
            await parlour(server.env).service.act(1, server.alice.id, Add(1))
        return began

    monkeypatch.setattr(presenter.log, "record", alice_ends_it_meanwhile)
    await server.bob.click(reply(opened).message, label="+1")
    await server.env.settle()
    shown = reply(opened).message
    assert shown.content == t(GAME_OVER) and not components(shown)


async def test_the_last_lines_refused_by_the_thread_leave_nothing_remembered_of_the_table(
    server: Server,
) -> None:
    """The thread was deleted just before the last move: the game's last lines went out after
    the table was forgotten, found the thread gone and remembered the table as thread-less,
    for as long as the process lived (a little more memory per such finished table)."""
    await start_two(server, target=3)
    await server.alice.slash(server.channel, "play", cards="1")
    server.env.inject_error(
        "POST",
        f"/channels/{table_thread(server).id}/messages",
        status=404,
        code=10003,
        message="Unknown Channel",
        times=None,
    )
    await server.bob.slash(server.channel, "play", cards="2")
    presenter = parlour(server.env).presenter
    await presenter.idle()
    # the last lines (and the ratings the game moved) reached the channel instead
    assert server.channel.history()[-1].content.startswith("bob adds 2 → 3.\n🏆 bob wins.\n")
    assert not presenter.writes.unthreaded


async def test_a_selection_answered_while_the_table_closes_is_not_kept(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Bob's click read the table before Alice closed it, and only changed his selection (as
    a card picked toward a Shengji play does): the table was forgotten meanwhile, and the
    selection the click then stored for it stayed for as long as the process lived."""
    opened = await bob_picks_while_alice_closes(server, monkeypatch)
    await server.bob.click(reply(opened).message, label="+1")
    await server.env.settle()
    assert (await table_now(server)).status is TableStatus.ABORTED
    assert not parlour(server.env).presenter.selections
    assert not components(reply(opened).message)


async def test_a_selection_whose_answer_discord_refused_goes_in_time(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As above, but Discord refused the click's answer: the catch-up read that drops the
    selection of a table found ended never ran, and the selection stayed for as long as the
    process lived. It goes once kept for its time (fired by the timer loop, which may sleep
    its longest sleep before it looks)."""
    timer_loop_on_the_simulated_clock(server.env, monkeypatch)
    opened = await bob_picks_while_alice_closes(server, monkeypatch)
    presenter = parlour(server.env).presenter
    presenter.selections.kept_for = timedelta(seconds=30)
    server.env.inject_error("POST", "/interactions/*/callback", status=503)
    await server.bob.click(reply(opened).message, label="+1")
    await server.env.settle()
    assert (await table_now(server)).status is TableStatus.ABORTED
    assert len(presenter.selections) == 1  # nothing read the table again
    await server.env.advance_time(parlour(server.env).timers.longest_sleep + 30)
    assert not presenter.selections


async def bob_picks_while_alice_closes(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> simcord.InteractionResult:
    """Bob's hand view, whose next click only changes his selection, and reads the table just
    before Alice closes it."""
    await start_two(server)
    await server.alice.slash(server.channel, "play", cards="1")
    opened = await hand(server.bob, server)
    presenter = parlour(server.env).presenter
    frontend = presenter.frontends["counting"]
    monkeypatch.setattr(frontend, "on_component", lambda *_: Reselect(("1",)))
    next_read_then(
        monkeypatch,
        presenter,
        lambda service, table: service.abort(table, Person(server.alice.id, "alice")),
    )
    return opened
