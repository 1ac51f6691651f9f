"""The lobby through a simulated Discord: several users, slash commands and buttons."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any

import discord
import pytest
import simcord

from bot.errors import PlayerError
from bot.tables.service import TableService
from bot.tables.snapshots import Person, TableSnapshot
from bot.ui import new_tables
from bot.ui.frontend import HandContext, Message
from tests.cogs.conftest import Server
from tests.cogs.support import (
    components,
    control_names,
    next_read_then,
    parlour,
    reply,
    result_text,
    slowed,
)


def lobby_message(server: Server) -> discord.Message:
    return next(
        m for m in server.channel.history() if m.embeds and "table #" in (m.embeds[0].title or "")
    )


def table_thread(server: Server) -> simcord.ChannelHandle:
    return server.channel.threads[-1]


def seats_text(server: Server) -> str:
    return lobby_message(server).embeds[0].description or ""


async def open_table(server: Server, **options: str) -> discord.Message:
    result = await server.alice.slash(server.channel, "table create", game="counting", **options)
    assert not result.ephemeral
    return reply(result).message


async def test_create_posts_one_public_lobby_with_buttons_and_a_thread(server: Server) -> None:
    message = await open_table(server)
    labels = control_names(message)
    assert labels == ["Join", "Leave", "Add AI", "Start", "Rules", "Choose a seat…"]
    # names, not mentions: Discord shows a mention in an embed as a raw id to some viewers
    assert "`1.` alice (host)" in seats_text(server) and "<@" not in seats_text(server)
    assert table_thread(server).name == "#1 Counting"


async def test_the_lobby_shows_a_players_name_as_typed_never_as_markdown(server: Server) -> None:
    tricky = server.guild.add_member(server.env.create_user("**Bold**_[x](https://e.example)"))
    message = await open_table(server)
    await tricky.click(message, label="Join")
    seats = seats_text(server)
    assert "`2.` \\*\\*Bold\\*\\*\\_\\[x\\](https://e.example)" in seats
    assert "<@" not in seats


async def test_a_two_seat_lobby_has_no_seat_menu_as_join_takes_the_one_seat_left(
    server: Server,
) -> None:
    await open_table(server, options="seats=2")
    assert control_names(lobby_message(server)) == ["Join", "Leave", "Add AI", "Start", "Rules"]


async def test_join_by_button_and_by_command_keeps_the_lobby_current(server: Server) -> None:
    message = await open_table(server)
    clicked = await server.bob.click(message, label="Join")
    assert (
        clicked.ephemeral and "seat 2" in clicked.followups[-1].content
        if clicked.followups
        else "seat 2" in reply(clicked).content
    )
    typed = await server.carol.slash(server.channel, "table join")
    assert typed.ephemeral and "seat 3" in reply(typed).content
    text = seats_text(server)
    assert "bob" in text and "carol" in text


async def test_joining_twice_or_a_full_table_is_refused_privately(server: Server) -> None:
    message = await open_table(server, options="seats=2")
    await server.bob.click(message, label="Join")
    again = await server.bob.click(message, label="Join")
    assert again.ephemeral and "already at this table" in result_text(again)
    full = await server.carol.click(message, label="Join")
    assert full.ephemeral and "full" in result_text(full)
    assert server.carol.mention not in seats_text(server)


async def test_hand_in_someone_elses_lobby_says_you_are_not_at_that_table(
    server: Server,
) -> None:
    await open_table(server)
    stranger = await server.bob.slash(server.channel, "hand")
    assert stranger.ephemeral and "not playing at this table" in result_text(stranger)
    host = await server.alice.slash(server.channel, "hand")
    assert host.ephemeral and "isn't in play" in result_text(host)


async def test_leave_hands_the_host_on_and_the_last_leaver_closes_the_table(server: Server) -> None:
    message = await open_table(server)
    await server.bob.click(message, label="Join")
    left = await server.alice.click(message, label="Leave")
    assert "left" in result_text(left)
    thread = table_thread(server)
    assert any("now the host" in m.content for m in thread.history())
    await server.bob.click(message, label="Leave")
    assert lobby_message(server).components == []
    closed = await server.carol.slash(server.channel, "table join", table=1)
    assert closed.ephemeral and "ended" in result_text(closed)


async def test_only_the_host_or_a_manager_can_start_kick_or_abort(server: Server) -> None:
    message = await open_table(server)
    await server.bob.click(message, label="Join")
    refused = await server.bob.click(message, label="Start")
    assert refused.ephemeral and "Only the host" in result_text(refused)
    kick = await server.bob.slash(server.channel, "table kick", seat=1)
    assert kick.ephemeral and "Only the host" in result_text(kick)
    abort = await server.bob.slash(server.channel, "table abort")
    assert "Only the host" in result_text(abort)
    kicked = await server.mod.slash(server.channel, "table kick", player=server.bob)
    assert kicked.ephemeral
    assert server.bob.mention not in seats_text(server)
    aborted = await server.mod.slash(server.channel, "table abort")
    assert "closed" in result_text(aborted)
    stale = await server.carol.slash(server.channel, "table join", table=1)
    assert "ended" in result_text(stale)


async def test_the_lobby_footer_says_when_the_host_can_start(server: Server) -> None:
    """A game for 2 to 4 players said "The host starts when the seats are filled": at an
    eight-seat Mexican Train table people waited for seats a two-player game never needed."""
    await open_table(server)
    footer = lobby_message(server).embeds[0].footer.text
    assert footer == "Join to sit down. The host can start once 2 or more are seated (up to 4)."
    await server.alice.slash(server.channel, "table abort")
    footer = (await open_table(server, options="seats=2")).embeds[0].footer.text
    assert footer == "Join to sit down. The host starts when the seats are filled."


async def test_start_needs_enough_players_and_says_how_to_fill_seats(server: Server) -> None:
    message = await open_table(server)
    early = await server.alice.click(message, label="Start")
    assert early.ephemeral and "Add AI" in result_text(early)
    await server.alice.click(message, label="Add AI")
    assert "AI Ada" in seats_text(server)
    started = await server.alice.click(message, label="Start")
    assert "started" in result_text(started)


async def test_a_whole_game_through_buttons_with_an_ai_records_a_result(server: Server) -> None:
    message = await open_table(server, options="target=5")
    await server.bob.click(message, label="Join")
    await server.alice.slash(server.channel, "table addbot")
    await server.alice.click(message, label="Start")
    hand = await server.alice.click(lobby_message(server), label="Your hand")
    assert hand.ephemeral
    assert "Total 0 of 5" in reply(hand).content
    # alice +2 → 2, bob's turn
    await server.alice.click(reply(hand).message, label="+2")
    bob_hand = await server.bob.slash(server.channel, "hand")
    assert bob_hand.ephemeral and "Total 2 of 5" in reply(bob_hand).content
    # bob +1 → 3, the AI plays +2 → 5 and wins
    await server.bob.click(reply(bob_hand).message, label="+1")
    thread_text = "\n".join(m.content for m in table_thread(server).history())
    assert "AI Ada adds 2 → 5." in thread_text and "🏆 AI Ada wins." in thread_text
    assert "wins" in (lobby_message(server).embeds[0].description or "")
    bot = parlour(server.env)
    async with bot.service.sessions() as session:
        from storage.repositories import ResultRepository

        results = await ResultRepository(session).recent(server.guild.id)
    assert len(results) == 1 and [p.placing for p in results[0].players] == [2, 2, 1]


async def test_out_of_turn_and_stale_clicks_are_refused_and_change_nothing(
    server: Server, make_bot: Callable[[], discord.Client]
) -> None:
    message = await open_table(server)
    await server.bob.click(message, label="Join")
    await server.alice.click(message, label="Start")
    bob_hand = await server.bob.slash(server.channel, "hand")
    disabled = [c["disabled"] for c in components(reply(bob_hand).message)]
    assert disabled == [True]
    early = await server.bob.slash(server.channel, "play", cards="1")
    assert early.ephemeral and "not your turn: waiting for alice" in result_text(early)
    alice_hand = await server.alice.slash(server.channel, "hand")
    await server.env.restart_bot(make_bot())  # forget open views: nothing refreshes them now
    await server.alice.slash(server.channel, "play", cards="1")
    await server.bob.slash(server.channel, "play", cards="1")
    before = await parlour(server.env).service.get(1)
    stale = await server.alice.click(reply(alice_hand).message, label="+2")
    assert stale.followups[-1].ephemeral and "moved on" in result_text(stale)
    after = await parlour(server.env).service.get(1)
    assert (after.version, after.state) == (before.version, before.state)
    nonsense = await server.alice.slash(server.channel, "play", cards="x" * 200)
    assert nonsense.ephemeral and "Type 1 or 2" in result_text(nonsense)
    blank = await server.alice.slash(server.channel, "play", cards="  ")
    assert blank.ephemeral and result_text(blank) == (
        "You typed nothing to play: write your move after `cards:`, "
        "or press **Your hand** to pick it."
    )
    assert (await parlour(server.env).service.get(1)).version == after.version
    stranger = await server.carol.slash(server.channel, "hand")
    assert (
        stranger.ephemeral and "no open table" in result_text(stranger)
    ) or "not playing" in result_text(stranger)


async def test_the_lobby_and_a_game_survive_a_restart(
    server: Server, make_bot: Callable[[], discord.Client]
) -> None:
    message = await open_table(server)
    await server.env.restart_bot(make_bot())
    await server.bob.click(message, label="Join")
    assert "bob" in seats_text(server)
    await server.alice.click(message, label="Start")
    await server.alice.slash(server.channel, "play", cards="1")
    await server.env.restart_bot(make_bot())
    hand = await server.bob.click(lobby_message(server), label="Your hand")
    assert "Total 1 of 10" in reply(hand).content
    await server.bob.click(reply(hand).message, label="+2")
    assert (await parlour(server.env).service.get(1)).state.total == 3


async def test_list_and_status_show_the_tables_privately(server: Server) -> None:
    await open_table(server)
    listed = await server.bob.slash(server.channel, "table list")
    assert listed.ephemeral and "#1" in result_text(listed) and "Counting" in result_text(listed)
    status = await server.bob.slash(server.channel, "table status", table=1)
    assert status.ephemeral and reply(status).embeds
    missing = await server.bob.slash(server.channel, "table status", table=99)
    assert missing.ephemeral and "no table #99" in result_text(missing)


async def test_bad_options_are_refused_with_the_reason(server: Server) -> None:
    bad = await server.alice.slash(
        server.channel, "table create", game="counting", options="target=lots"
    )
    assert bad.ephemeral and "whole number" in result_text(bad)
    unknown = await server.alice.slash(
        server.channel, "table create", game="counting", options="speed=11"
    )
    assert unknown.ephemeral and "no option `speed`" in result_text(unknown)
    keyless = await server.alice.slash(
        server.channel, "table create", game="counting", options="=4"
    )
    assert keyless.ephemeral and "Write options as `key=value`" in result_text(keyless)
    nogame = await server.alice.slash(server.channel, "table create", game="chess")
    assert nogame.ephemeral and "no game" in result_text(nogame)
    assert server.channel.threads == []


async def test_an_unexpected_error_gets_an_apology_and_a_log_line_not_a_traceback(
    server: Server, caplog: pytest.LogCaptureFixture
) -> None:
    message = await open_table(server)
    await server.bob.click(message, label="Join")
    await server.alice.click(message, label="Start")
    frontend = parlour(server.env).presenter.frontends["counting"]

    def broken(ctx: HandContext) -> Message:
        raise RuntimeError("a bug in a frontend")

    frontend.hand_message = broken  # type: ignore[method-assign]
    with caplog.at_level(logging.ERROR):
        result = await server.alice.click(lobby_message(server), label="Your hand")
    assert result.ephemeral and "Sorry, something went wrong" in result_text(result)
    assert any("table 1" in record.getMessage() for record in caplog.records)
    public = [m.content for m in server.channel.history()]
    public += [m.content for m in table_thread(server).history()]
    assert not any("Traceback" in text or "RuntimeError" in text for text in public)
    del frontend.hand_message


async def test_every_command_naming_a_game_offers_the_same_choices(server: Server) -> None:
    """One shared callback serves the lobby, help and the leaderboards (cogs keep no copies)."""
    counting = [{"name": "Counting", "value": "counting"}]
    for command in ("table create", "table options", "rules", "history"):
        assert await server.alice.autocomplete(server.channel, command, "game", "co") == counting
    assert await server.alice.autocomplete(server.channel, "table options", "game", "zz") == []


async def test_a_long_table_list_shows_whole_lines_and_counts_the_rest(server: Server) -> None:
    hosts = [server.guild.add_member(server.env.create_user(f"host{n}")) for n in range(9)]
    for host in hosts:
        for _ in range(3):
            made = await host.slash(server.channel, "table create", game="counting")
            assert not made.ephemeral, result_text(made)
    listed = result_text(await server.alice.slash(server.channel, "table list"))
    lines = listed.splitlines()
    assert len(listed) <= 2000
    assert all(line.startswith("**#") for line in lines[:-1])
    shown = len(lines) - 1
    assert 20 <= shown < 27 and lines[-1] == f"…and {27 - shown} more."


async def test_a_manager_cannot_kick_the_host_out_of_their_own_lobby(server: Server) -> None:
    lobby = await open_table(server)
    await server.bob.click(lobby, label="Join")
    refused = await server.mod.slash(server.channel, "table kick", player=server.alice)
    assert refused.ephemeral
    assert "The host can't be removed from their own lobby" in result_text(refused)
    assert (await parlour(server.env).service.get(1)).seat_of(server.alice.id) == 0


async def test_a_lobby_kick_says_who_removed_whom(server: Server) -> None:
    lobby = await open_table(server)
    for member in (server.bob, server.carol):
        await member.click(lobby, label="Join")
    await server.alice.slash(server.channel, "table kick", player=server.bob)
    await server.mod.slash(server.channel, "table kick", seat=3)  # a manager, by seat number
    said = "\n".join(m.content for m in table_thread(server).history())
    assert "alice removed bob from the table." in said
    assert "mod removed carol from the table." in said


@pytest.mark.parametrize("by_command", [False, True])
async def test_a_join_stored_slowly_is_acknowledged_in_time_and_answered_after(
    server: Server, monkeypatch: pytest.MonkeyPatch, by_command: bool
) -> None:
    """A database lock held by another writer kept the join waiting past Discord's 3 s:
    the player was told the interaction failed, though they had the seat."""
    message = await open_table(server)
    slowed(monkeypatch, TableService, "join")
    if by_command:
        result = await server.bob.slash(server.channel, "table join")
    else:
        result = await server.bob.click(message, label="Join")
    await server.env.advance_time(6)
    assert "seat 2" in result_text(result)
    assert "bob" in seats_text(server)


async def test_a_table_opened_slowly_is_still_posted_with_its_thread(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    slowed(monkeypatch, TableService, "create")
    result = await server.alice.slash(server.channel, "table create", game="counting")
    await server.env.advance_time(6)
    said = reply(result)  # the "thinking" is private, and so is what takes its place
    assert said.ephemeral and "Table #1 is open" in said.content
    (posted,) = result.followups
    assert not posted.ephemeral and posted.message.id == lobby_message(server).id
    assert table_thread(server).name == "#1 Counting"
    joined = await server.bob.click(lobby_message(server), label="Join")
    assert "seat 2" in result_text(joined)


async def test_a_table_refused_after_a_slow_write_is_refused_privately(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A public acknowledgement made the refusal that followed it public: the whole channel
    read that alice may not open another table."""

    async def slowly(service: TableService, *args: Any, **kwargs: Any) -> TableSnapshot:
        await asyncio.sleep(5)
        raise PlayerError("lobby-channel-taken")

    monkeypatch.setattr(TableService, "create", slowly)
    result = await server.alice.slash(server.channel, "table create", game="counting")
    await server.env.advance_time(6)
    said = reply(result)
    assert said.ephemeral and "already" in said.content.lower()
    assert not result.followups
    assert not [m for m in server.channel.history() if not m.flags.ephemeral]


def person(member: simcord.MemberActor) -> Person:
    return Person(member.id, member.name)


def bob_sits_before_the_message_is_stored(
    server: Server,
    monkeypatch: pytest.MonkeyPatch,
    meanwhile: Callable[[TableService, int], Awaitable[object]],
    *,
    sees_it: bool = False,
) -> None:
    """Bob sits down before a new lobby's message id is stored, so the presenter draws it
    again from a read made after; ``meanwhile`` changes the table while that read is under
    way (see ``next_read_then``; ``sees_it``: the read is made after the change)."""
    set_message = TableService.set_message
    presenter = parlour(server.env).presenter

    async def bob_sits_first(service: TableService, table_id: int, *args: Any) -> None:
        await service.join(table_id, person(server.bob))
        await set_message(service, table_id, *args)
        next_read_then(monkeypatch, presenter, meanwhile, sees_it=sees_it)

    monkeypatch.setattr(TableService, "set_message", bob_sits_first)


async def test_a_lobby_posted_while_people_sit_down_shows_every_one_of_them(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Bob sat down before the lobby's message was stored, so it was drawn again from a read
    made after: Carol sat down while that read was under way, and her redraw went out first.
    The lobby went back to Bob's, and said Carol was not there until the next click."""
    presenter = parlour(server.env).presenter
    presenter.edit_interval = 0
    bob_sits_before_the_message_is_stored(
        server, monkeypatch, lambda service, table: service.join(table, person(server.carol))
    )
    await open_table(server, options="seats=3")
    await server.env.settle()
    assert "carol" in seats_text(server)


def lobby_edits(server: Server) -> int:
    """The edits the bot made of the lobby's message (refused or not)."""
    path = f"/channels/{server.channel.id}/messages/{lobby_message(server).id}"
    return sum(1 for r in server.env.http_requests if r.method == "PATCH" and r.path == path)


@pytest.mark.parametrize(
    "closed",
    [
        "overtaking the read",
        "during the read",
        "before the read",
        "before the id",
        "before the thread",
    ],
)
async def test_a_lobby_closed_while_its_message_is_posted_is_closed_by_one_edit(
    server: Server, monkeypatch: pytest.MonkeyPatch, closed: str
) -> None:
    """Bob sat down before the lobby's message was stored, so it is drawn again from a read
    made after; Alice closes the table around that read, and her closing edit goes out at
    once. Overtaking the read, the lobby was then drawn over it from the read, with live Join
    and Start buttons on a closed table; during or before it, the read saw the table closed
    and its closing edit was sent a second time. Closed before its message id is stored, the
    table has no message to edit yet: the read draws its end; nor had it a thread yet (closed
    before the ids were stored, or before the thread was opened), so its closing line went
    to the channel, under the table message, where its thread has every other line."""
    presenter = parlour(server.env).presenter

    async def close(service: TableService, table_id: int) -> None:
        await service.abort(table_id, person(server.alice))

    if closed == "before the thread":  # its message out, its thread not yet opened

        async def thread_after_closing(presenter: Any, table: Any, *args: Any) -> int | None:
            await close(presenter.service, table.id)
            return await open_thread(presenter, table, *args)

        open_thread = new_tables._open_thread
        monkeypatch.setattr(new_tables, "_open_thread", thread_after_closing)
    elif closed.startswith("before"):
        set_message = TableService.set_message

        async def closed_first(service: TableService, table_id: int, *args: Any) -> None:
            await service.join(table_id, person(server.bob))
            if closed == "before the id":  # nothing to edit yet: the read draws the end
                await close(service, table_id)
            await set_message(service, table_id, *args)
            if closed == "before the read":
                await close(service, table_id)
            await presenter.idle()

        monkeypatch.setattr(TableService, "set_message", closed_first)
    else:
        bob_sits_before_the_message_is_stored(
            server, monkeypatch, close, sees_it=closed == "during the read"
        )
    await open_table(server)
    await server.env.settle()
    await presenter.idle()
    assert lobby_message(server).components == []
    assert lobby_edits(server) == 1
    # its closing line in its thread, as every other line of the table, not in the channel
    closing = [
        place.id
        for place in (server.channel, table_thread(server))
        for m in place.history()
        if "closed the table" in m.content
    ]
    assert closing == [table_thread(server).id], closing
