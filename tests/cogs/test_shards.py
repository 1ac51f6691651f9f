"""A bot process holding one of two shards, through the simulated Discord: it plays the tables
of its guilds, and leaves a table of the other shard's guild alone (no AI move, no post); DM
clicks reach shard 0's process, and the hand views opened there are kept by the table's."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import replace
from datetime import datetime, timedelta
from typing import Any

import discord
import pytest
import simcord

from bot.app import create_bot
from bot.config import Settings
from bot.tables.handovers import HandedView, HandOvers
from bot.tables.service import TableService
from bot.tables.shards import Shards, shard_of
from bot.tables.snapshots import Person, TableSnapshot, TableUpdate
from bot.tables.timers import TimerLoop
from bot.ui.frontend import Reselect
from storage.models import SharedHandView
from storage.repositories import TableRepository
from tests.cogs.conftest import timer_loop_on_the_simulated_clock
from tests.cogs.forgery import unsign
from tests.cogs.support import as_read, components, named_fields, parlour, public_text, reply
from tests.cogs.test_game_end_ratings import PERSON
from tests.support.counting import Add
from tests.support.counting_frontend import counting_catalogue

#: seconds a timer loop started before a test put it on the simulated clock sleeps: past any
#: settle's deadline (SimCord parks such a sleep), ended by a poke long before
UNTIL_POKED = 3600.0


async def test_a_process_holding_one_shard_plays_only_its_guilds_tables(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    bot = create_bot(replace(settings, shard_count=2, shard_ids=(1,)), counting_catalogue())
    async with run_sharded(bot, monkeypatch) as env:
        service: Any = bot.service
        assert service.shards == Shards(2, frozenset({1}))
        guild = env.create_guild(shard_id=1)
        assert shard_of(guild.id, 2) == 1
        channel = guild.create_text_channel("games")
        alice = guild.add_member(env.create_user("alice"))
        created = await alice.slash(channel, "table create", game="counting")
        message = reply(created).message
        await alice.click(message, label="Add AI")
        await alice.click(message, label="Start")
        played = await alice.slash(channel, "play", cards="1")
        assert played.acknowledged
        await service.idle()
        mine = (await service.live_in_channel(channel.id))[0]
        assert mine.state.total > 1 and mine.state.turn == 0  # its AI answered

        # a table of a guild on shard 0, which another process holds
        heard: list[int] = []

        async def listen(update: TableUpdate) -> None:
            heard.append(update.table.id)

        service.listeners.append(listen)
        elsewhere = (2 << 22) | 7
        assert shard_of(elsewhere, 2) == 0
        host = Person(99, "Zed")
        other = await service.create(elsewhere, 4242, host, "counting")
        await service.add_ai(other.id, host)
        await service.start(other.id, host)
        await service.act(other.id, host.user_id, Add(1))
        await service.idle()
        assert (await service.get(other.id)).state.turn == 1  # its AI waits for its process
        assert heard == []  # nor is it shown: the presenter hears nothing of it
        assert env.errors == []


async def test_a_move_stored_by_another_process_is_told_in_the_thread_once(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A DM click reaches shard 0's process, which stores the move; the process holding the
    table's shard catches up and posts the move's lines in the table's thread, once."""
    bot = create_bot(replace(settings, shard_count=2, shard_ids=(1,)), counting_catalogue())
    async with run_sharded(bot, monkeypatch) as env:
        service: Any = bot.service
        guild = env.create_guild(shard_id=1)
        channel = guild.create_text_channel("games")
        alice = guild.add_member(env.create_user("alice"))
        bob = guild.add_member(env.create_user("bob"))
        created = await alice.slash(channel, "table create", game="counting", timer="off")
        await bob.click(reply(created).message, label="Join")
        await alice.click(reply(created).message, label="Start")
        table = (await service.live_in_channel(channel.id))[0]
        since = await added_in_another_process(service, table.id, alice.id, 2)

        thread = channel.threads[-1]
        told = "alice adds 2 → 2."
        for _ in range(2):  # a second scan sees the same version: nothing posted again
            await service.catch_up(since)
            await bot.presenter.idle()
            log = [m.content for m in thread.history()]
            assert sum(told in line for line in log) == 1, log
        assert env.errors == []


async def test_a_dm_view_handed_over_by_another_process_is_kept_current_here(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Shard 0's process answered a click on Bob's DM hand and left the view in the database;
    this process, holding the table, takes it over and edits that DM message when the table
    moves on (here its memory of the view is gone, as after a restart), Bob's own `/play` and
    Alice's alike (those once wedged the presenter: issue #13, see ``bot/ui/pacing.py``)."""
    bot = create_bot(replace(settings, shard_count=2, shard_ids=(1,)), counting_catalogue())
    async with run_sharded(bot, monkeypatch) as env:
        service: Any = bot.service
        presenter: Any = bot.presenter
        channel, alice, bob = await alice_and_bob_play(env)
        table = (await service.live_in_channel(channel.id))[0]
        dm = bob.user.dm_channel.history()[-1]
        assert "Total 0 of 10" in dm.content
        presenter.views.drop(table.id, bob.id, None)  # only the stored view is left

        async with service.sessions() as session, session.begin():
            await TableRepository(session).share_view(
                SharedHandView(
                    table_id=table.id,
                    user_id=bob.id,
                    channel_id=dm.channel.id,
                    message_id=dm.id,
                    language="en",
                    version=table.version,
                )
            )
        since = await added_in_another_process(service, table.id, alice.id, 2)

        await service.catch_up(since)
        await presenter.shared.fire_due(service.clock())
        await presenter.idle()
        assert bob_sees(bob) == ("Total 2 of 10.", ["+1", "+2"])
        assert presenter.views.watching(table.id, bob.id)

        played = await bob.slash(channel, "play", cards="1")  # Bob's turn now: played here
        assert played.acknowledged
        await presenter.idle()
        assert bob_sees(bob) == ("Total 3 of 10.", ["Not your turn"])
        assert "Total 3 of 10. Turn: alice." in table_text(channel)

        await alice.slash(channel, "play", cards="2")
        await presenter.idle()
        assert bob_sees(bob) == ("Total 5 of 10.", ["+1", "+2"])

        log = "\n".join(m.content for m in channel.threads[-1].history())
        assert "bob adds 1 → 3." in log and "alice adds 2 → 5." in log
        assert [m.id for m in bob.user.dm_channel.history()][-1] == dm.id  # edited, never resent
        assert env.errors == []


async def test_a_click_on_a_dm_hand_is_played_by_shard_0s_process_and_the_view_kept_by_the_tables(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Discord sends Bob's click on his DM hand to shard 0's process (SimCord routes every
    event without a server to shard 0, as Discord does): that process plays it, answers by
    editing the DM, and hands the view over; the table's own process then shows the move in
    the channel and keeps that same DM message current."""

    async with run_sharded(shard_process(settings, 1), monkeypatch) as env:
        channel, alice, bob = await bobs_turn_on_shard_1(env)
        dm = bob.user.dm_channel.history()[-1]
        assert bob_sees(bob) == ("Total 2 of 10.", ["+1", "+2"])

        await run_instead(env, shard_process(settings, 0), monkeypatch)  # the DM click's
        clicked = await bob.user.click(dm, label="+1")
        assert clicked.acknowledged
        await parlour(env).presenter.idle()
        assert bob_sees(bob) == ("Total 3 of 10.", ["Not your turn"])
        assert "Total 2 of 10. Turn: bob." in table_text(channel)  # not its table to show

        await run_instead(env, shard_process(settings, 1), monkeypatch)  # the table's again
        await env.advance_time(2)  # its timer loop's turns: catch-up and hand-over
        presenter: Any = parlour(env).presenter
        await presenter.idle()
        assert "Total 3 of 10. Turn: alice." in table_text(channel)
        table = (await parlour(env).service.live_in_channel(channel.id))[0]
        assert presenter.views.watching(table.id, bob.id)

        await alice.slash(channel, "play", cards="2")
        await presenter.idle()
        assert bob_sees(bob) == ("Total 5 of 10.", ["+1", "+2"])
        assert bob.user.dm_channel.history()[-1].id == dm.id  # the clicked DM, edited
        log = "\n".join(m.content for m in channel.threads[-1].history())
        assert log.count("alice adds 2 → 2.") == 1, log  # not told again after the restart
        assert env.errors == []


async def test_a_fresh_dm_reply_is_kept_current_through_its_token_by_the_tables_process(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A click on controls drawn before they carried their owner answers with a new reply,
    which only its interaction's token can edit: shard 0's process leaves that token in the
    database, and the table's own process edits the reply through it."""
    async with run_sharded(shard_process(settings, 1), monkeypatch) as env:
        channel, alice, bob = await bobs_turn_on_shard_1(env)
        dm = bob.user.dm_channel.history()[-1]
        unsign(env, dm)

        await run_instead(env, shard_process(settings, 0), monkeypatch)
        clicked = await bob.user.click(bob.user.dm_channel.history()[-1], label="+1")
        reply = clicked.response
        assert reply is not None and reply.id != dm.id  # a new reply, reached by its token
        assert reply.content == "Total 2 of 10."

        await run_instead(env, shard_process(settings, 1), monkeypatch)
        await env.advance_time(2)  # its timer loop's turns: the hand-over
        presenter: Any = parlour(env).presenter
        await bob.slash(channel, "play", cards="1")
        await presenter.idle()
        reply = clicked.response
        assert reply is not None and reply.content == "Total 3 of 10."
        await alice.slash(channel, "play", cards="2")
        await presenter.idle()
        reply = clicked.response
        assert reply is not None and reply.content == "Total 5 of 10."
        assert [str(c.get("label")) for c in components(reply.message)] == ["+1", "+2"]
        through_token = f"/webhooks/{env.bot.application_id}/"  # the interaction's webhook
        edits = [r.path for r in env.http_requests if r.method == "PATCH"]
        assert any(p.startswith(through_token) and p.endswith(f"/{reply.id}") for p in edits)
        assert env.errors == []


async def test_a_dm_reply_drawn_before_a_move_landed_is_redrawn_by_the_tables_process(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Shard 0's process drew Bob's new reply before his move from the server landed, and left
    the view with the version it read after the move: the table's process, which had told
    that move before it took the view over, took the reply for current, and it kept Bob's
    turn and controls."""
    async with run_sharded(shard_process(settings, 1), monkeypatch) as env:
        channel, _alice, bob = await bobs_turn_on_shard_1(env)
        table_id = (await parlour(env).service.live_in_channel(channel.id))[0].id
        dm = bob.user.dm_channel.history()[-1]
        unsign(env, dm)

        await run_instead(env, shard_process(settings, 0), monkeypatch)
        presenter: Any = parlour(env).presenter
        load, leave, left = presenter.card_faces.load, HandOvers.leave, []

        async def bob_plays_meanwhile(user_id: int) -> None:
            await load(user_id)
            await added_in_another_process(parlour(env).service, table_id, bob.id, 1, shard=1)

        async def left_later(handovers: HandOvers, view: HandedView) -> None:
            left.append(view)

        monkeypatch.setattr(presenter.card_faces, "load", bob_plays_meanwhile)
        monkeypatch.setattr(HandOvers, "leave", left_later)
        clicked = await bob.user.click(dm, label="+1")
        assert clicked.response is not None and clicked.response.content == "Total 2 of 10."
        await presenter.idle()

        await run_instead(env, shard_process(settings, 1), monkeypatch)
        await env.advance_time(2)  # the move is told here before the view is taken over
        presenter = parlour(env).presenter
        await presenter.idle()
        await leave(presenter.shared.handovers, *left)
        await env.advance_time(2)  # its timer loop's turn: the hand-over
        await presenter.idle()
        reply = clicked.response
        assert reply is not None and reply.content == "Total 3 of 10."
        assert env.errors == []


async def test_a_selection_shard_0s_process_keeps_for_another_process_table_goes_in_time(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Bob's DM click reached shard 0's process and only changed his selection (as a card
    picked toward a Shengji play does); the table then ended in its own process, of which
    this one hears nothing: the selection stayed here for as long as the process lived."""
    async with run_sharded(shard_process(settings, 1), monkeypatch) as env:
        channel, alice, bob = await bobs_turn_on_shard_1(env)
        dm = bob.user.dm_channel.history()[-1]

        await run_instead(env, shard_process(settings, 0), monkeypatch)  # the DM click's
        presenter: Any = parlour(env).presenter
        presenter.selections.kept_for = timedelta(seconds=30)
        picks = lambda *_: Reselect(("1",))  # noqa: E731
        monkeypatch.setattr(presenter.frontends["counting"], "on_component", picks)
        clicked = await bob.user.click(dm, label="+1")
        assert clicked.acknowledged
        await presenter.idle()
        assert len(presenter.selections) == 1

        service = parlour(env).service
        table = (await service.live_in_channel(channel.id))[0]
        elsewhere = another_process(service, shard=1)
        await elsewhere.abort(table.id, Person(alice.id, "alice"))
        await elsewhere.close()
        await env.advance_time(31)  # its timer loop looks every second (``catch_up_every``)
        assert not presenter.selections
        assert env.errors == []


async def alice_and_bob_play(
    env: simcord.Env,
) -> tuple[simcord.ChannelHandle, simcord.MemberActor, simcord.MemberActor]:
    """Alice and Bob (who asked for his hand by DM) start a table in a server on shard 1."""
    guild = env.create_guild(shard_id=1)
    channel = guild.create_text_channel("games")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    await bob.slash(channel, "settings", dm="on")
    created = await alice.slash(channel, "table create", game="counting", timer="off")
    await bob.click(reply(created).message, label="Join")
    await alice.click(reply(created).message, label="Start")
    return channel, alice, bob


async def bobs_turn_on_shard_1(
    env: simcord.Env,
) -> tuple[simcord.ChannelHandle, simcord.MemberActor, simcord.MemberActor]:
    """The table's process has played Alice's opening 2: Bob's DM hand offers +1 and +2."""
    channel, alice, bob = await alice_and_bob_play(env)
    await alice.slash(channel, "play", cards="2")
    await parlour(env).presenter.idle()
    return channel, alice, bob


@asynccontextmanager
async def run_sharded(
    bot: discord.Client, monkeypatch: pytest.MonkeyPatch
) -> AsyncIterator[simcord.Env]:
    """``simcord.run`` with the timer loop off the wall clock from the bot's start. A process
    holding some shards catches up every second; until the test put its loop on the simulated
    clock it did so in real time through SimCord's start-up settle, which lasts 5 s at most
    and timed out when its end fell in the middle of a catch-up (longer on a busy machine).
    Now the loop's start-up round is followed by a sleep past any settle, which putting it
    on the simulated clock ends (``TimerLoop.poke``)."""

    async def until_poked(loop: TimerLoop, delay: float) -> None:
        await asyncio.sleep(UNTIL_POKED)

    monkeypatch.setattr(TimerLoop, "nap", until_poked)
    async with simcord.run(bot) as env:
        timer_loop_on_the_simulated_clock(env, monkeypatch)
        yield env


async def run_instead(
    env: simcord.Env, bot: discord.Client, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A second later, another process runs in the simulated Discord: SimCord runs one bot
    at a time, so two processes sharing the database take turns."""
    await env.advance_time(1)
    await env.restart_bot(bot)
    timer_loop_on_the_simulated_clock(env, monkeypatch)


def shard_process(settings: Settings, shard: int) -> discord.Client:
    """The bot as the process holding ``shard`` of two runs it."""
    return create_bot(replace(settings, shard_count=2, shard_ids=(shard,)), counting_catalogue())


def bob_sees(bob: simcord.MemberActor) -> tuple[str, list[str]]:
    """Bob's DM hand view: its text and the labels of its buttons."""
    dm = bob.user.dm_channel.history()[-1]
    return dm.content, [str(c.get("label")) for c in components(dm)]


def table_text(channel: simcord.ChannelHandle) -> str:
    return "\n".join(public_text(m) for m in channel.history())


async def added_in_another_process(
    service: Any, table_id: int, user_id: int, amount: int, shard: int = 0
) -> datetime:
    """Another process (holding ``shard``, over the same database) stores a move; returns
    when, for the catch-up that follows."""
    elsewhere = another_process(service, shard)
    since: datetime = service.clock()
    await elsewhere.act(table_id, user_id, Add(amount))
    await elsewhere.close()
    return since


def another_process(service: Any, shard: int) -> TableService:
    """The table service of another process, holding ``shard``, over the same database."""
    return TableService(
        service.sessions,
        service.games,
        service.players,
        service.pace,
        clock=service.clock,
        shards=Shards(2, frozenset({shard})),
    )


async def a_game_one_move_from_its_end(
    env: simcord.Env,
) -> tuple[simcord.ChannelHandle, simcord.MemberActor, simcord.MemberActor, TableSnapshot]:
    """alice and bob at a two-seat counting table to 3, in a guild of shard 1, alice having
    added 1: a move of 2 by bob ends it. Returns the channel, alice, bob and the table."""
    guild = env.create_guild(shard_id=1)
    channel = guild.create_text_channel("games")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    created = await alice.slash(
        channel, "table create", game="counting", options="target=3 seats=2", timer="off"
    )
    await bob.click(reply(created).message, label="Join")
    await alice.click(reply(created).message, label="Start")
    await alice.slash(channel, "play", cards="1")
    table = (await parlour(env).service.live_in_channel(channel.id))[0]
    return channel, alice, bob, table


@pytest.mark.parametrize("ended", ["elsewhere", "here"])
async def test_a_game_ended_after_a_move_made_elsewhere_shows_its_ratings_as_stats_does(
    settings: Settings, monkeypatch: pytest.MonkeyPatch, ended: str
) -> None:
    """bob's move came from a DM click, which shard 0's process stored. When it won the game
    (stored and rated there), the table's own process told the game's last lines when it
    caught up, but not the line with everyone's new rating that a game ended here closes
    with; when alice then won it here before that catch-up, her move was told with bob's
    before it, and without its ratings either."""
    bot = create_bot(replace(settings, shard_count=2, shard_ids=(1,)), counting_catalogue())
    async with run_sharded(bot, monkeypatch) as env:
        service: Any = bot.service
        channel, alice, bob, table = await a_game_one_move_from_its_end(env)
        if ended == "elsewhere":
            since = await added_in_another_process(service, table.id, bob.id, 2)
            await service.catch_up(since)
        else:
            await added_in_another_process(service, table.id, bob.id, 1)
            await service.get(table.id)  # a click's read (a DM click's is told nothing)
            await service.act(table.id, alice.id, Add(1))
        await bot.presenter.idle()
        winner, loser = ("bob", "alice") if ended == "elsewhere" else ("alice", "bob")
        last = as_read(channel.threads[-1].history()[-1].content).splitlines()
        assert f"🏆 {winner} wins." in last and last[-1].startswith("Ratings: "), last
        shown = {name: (rating, change) for name, rating, change in PERSON.findall(last[-1])}
        assert list(shown) == [winner, loser], last
        for member in (alice, bob):
            stats = named_fields(reply(await member.slash(channel, "stats")).embeds[0])
            rating, change = shown[member.name]
            mine = "\n".join(stats.values())
            assert f"**{rating}**" in mine and f"({change})" in mine, (last, mine)


@pytest.mark.parametrize("ended", ["elsewhere", "here"])
async def test_a_rating_update_that_failed_where_the_game_ended_says_it_comes_later(
    settings: Settings, monkeypatch: pytest.MonkeyPatch, ended: str
) -> None:
    """bob's winning move, stored by shard 0's process, whose rating update failed: the
    table's process told the game's end with no word of ratings, where a game ended (and
    failed) here says they come later. Both now say it."""

    async def failing(*_args: object) -> None:
        raise RuntimeError("the database said no")

    monkeypatch.setattr("bot.leaderboards._rate_result", failing)
    bot = create_bot(replace(settings, shard_count=2, shard_ids=(1,)), counting_catalogue())
    async with run_sharded(bot, monkeypatch) as env:
        service: Any = bot.service
        channel, _alice, bob, table = await a_game_one_move_from_its_end(env)
        if ended == "elsewhere":
            await service.catch_up(await added_in_another_process(service, table.id, bob.id, 2))
        else:
            await service.act(table.id, bob.id, Add(2))
        await bot.presenter.idle()
        last = as_read(channel.threads[-1].history()[-1].content).splitlines()
        assert "🏆 bob wins." in last, last
        assert last[-1] == (
            "Ratings couldn't be updated just now; this game will count once they catch up."
        ), last
