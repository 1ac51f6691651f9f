"""Turn timers through the simulated Discord, with its virtual clock."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import timedelta

import discord
import pytest
from sqlalchemy.exc import OperationalError

from storage.models import GameTable
from storage.repositories import TableRepository
from tests.cogs.conftest import Server
from tests.cogs.support import components, field_values, named_fields, parlour, reply, result_text
from tests.cogs.test_lobby import lobby_message, table_thread


def thread_text(server: Server) -> str:
    return "\n".join(m.content for m in table_thread(server).history())


async def start_timed(server: Server, timer: str = "30s") -> None:
    created = await server.alice.slash(
        server.channel, "table create", game="counting", options="target=50", timer=timer
    )
    await server.bob.click(reply(created).message, label="Join")
    await server.alice.click(lobby_message(server), label="Start")


async def test_a_reminder_halfway_then_the_ai_plays_at_expiry(server: Server) -> None:
    await start_timed(server)
    await server.env.advance_time(15)
    text = thread_text(server)
    assert f"{server.alice.mention} — half your time for this turn is gone" in text
    assert any(f.name == "⏳ Time runs out" for f in lobby_message(server).embeds[0].fields)
    await server.env.advance_time(15)
    assert "alice ran out of time; the AI played for them." in thread_text(server)
    table = await parlour(server.env).service.get(1)
    assert table.state.turn == 1 and table.state.total > 0
    assert thread_text(server).count("half your time") == 1


async def test_a_reminder_names_without_mentioning_who_asked_never_to_be_pinged(
    server: Server,
) -> None:
    await server.alice.slash(server.channel, "settings", ping="never")
    await start_timed(server)
    await server.env.advance_time(15)
    reminder = next(m for m in table_thread(server).history() if "half your time" in m.content)
    assert reminder.content.startswith("**alice** — half your time for this turn is gone")
    assert "<@" not in reminder.content and not reminder.mentions


async def test_three_expiries_mark_away_and_only_that_player_can_come_back(server: Server) -> None:
    await start_timed(server)
    for _ in range(3):
        await server.env.advance_time(30)
        await server.bob.slash(server.channel, "play", cards="1")
    assert "marked away" in thread_text(server)
    message = lobby_message(server)
    assert "alice" in field_values(message.embeds[0])[-1] or any(
        "Away" in name for name in named_fields(message.embeds[0])
    )
    refused = await server.bob.click(message, label="I'm back")
    assert refused.ephemeral and "Only alice can press this" in result_text(refused)
    back = await server.alice.click(message, label="I'm back")
    assert "Welcome back" in result_text(back)
    assert not (await parlour(server.env).service.get(1)).seats[0].away


async def test_when_both_players_are_away_the_table_says_it_waits_until_one_is_back(
    server: Server,
) -> None:
    await server.mod.slash(server.channel, "settings", away_after=1)
    await start_timed(server)
    await server.env.advance_time(30)  # alice away: the AI plays her turn
    await server.env.advance_time(30)  # bob away too
    assert "Nobody is left playing, so the game waits until someone presses" in thread_text(server)
    held = await parlour(server.env).service.get(1)
    await server.env.advance_time(600)
    message = lobby_message(server)
    fields = named_fields(message.embeds[0])
    assert (
        fields["⏸ Waiting"]
        == "Nobody is playing: the game goes on when someone presses **I'm back**."
    )
    assert (await parlour(server.env).service.get(1)).version == held.version
    back = await server.bob.click(message, label="I'm back")
    assert "Welcome back" in result_text(back)
    table = await parlour(server.env).service.get(1)
    assert table.state.turn == 1 and table.state.total > held.state.total  # alice's seat played
    assert "⏸ Waiting" not in named_fields(lobby_message(server).embeds[0])


async def test_a_turn_that_fell_due_while_the_bot_was_down_gets_a_minute_then_runs_out_once(
    server: Server, make_bot: Callable[[], discord.Client]
) -> None:
    """Nobody could play while the bot was down: back, it gives the player a minute before
    the AI plays their turn, and does so once."""
    await start_timed(server)
    # The bot was down for five minutes since the last action: as stored, that is all it takes.
    async with parlour(server.env).service.sessions() as session, session.begin():
        table = await session.get(GameTable, 1)
        assert table is not None and table.timer_due_at is not None
        table.last_action_at -= timedelta(minutes=5)
        table.timer_due_at -= timedelta(minutes=5)
    await server.env.restart_bot(make_bot())
    await server.env.advance_time(55)
    assert "ran out of time" not in thread_text(server)
    assert (await parlour(server.env).service.get(1)).state.turn == 0
    await server.env.advance_time(10)
    assert thread_text(server).count("ran out of time") == 1
    assert (await parlour(server.env).service.get(1)).state.turn == 1


async def test_after_a_restart_with_nothing_overdue_the_turns_run_as_they_stood(
    server: Server, make_bot: Callable[[], discord.Client]
) -> None:
    await start_timed(server)  # alice's turn runs out at 30 s
    await server.env.advance_time(10)
    await server.env.restart_bot(make_bot())
    await server.env.advance_time(15)
    assert "ran out of time" not in thread_text(server)
    await server.env.advance_time(10)
    assert thread_text(server).count("ran out of time") == 1


async def test_players_vote_to_replace_and_the_player_reclaims(server: Server) -> None:
    created = await server.alice.slash(server.channel, "table create", game="counting", timer="off")
    for member in (server.bob, server.carol, server.dave):
        await member.click(reply(created).message, label="Join")
    await server.alice.click(lobby_message(server), label="Start")
    vote = await server.carol.slash(server.channel, "table replace", player=server.bob)
    assert vote.ephemeral and result_text(vote) == "Noted."
    assert "1 of 2 votes" in thread_text(server)
    again = await server.carol.slash(server.channel, "table replace", player=server.bob)
    assert "already voted" in result_text(again)
    eve = server.guild.add_member(server.env.create_user("eve"))
    outsider = await eve.slash(server.channel, "table replace", player=server.bob, table=1)
    assert outsider.ephemeral and "Only players at this table can vote" in result_text(outsider)
    manager = await server.mod.slash(server.channel, "table replace", player=server.dave)
    assert manager.ephemeral  # a manager may replace directly
    assert result_text(manager) == "Done: seat 4 is played by an AI now."
    assert "On mod's call: dave's seat is now played by" in thread_text(server)
    await server.alice.slash(server.channel, "table replace", player=server.bob)
    assert "On alice's call: bob's seat is now played by" in thread_text(server)
    reclaimed = await server.bob.slash(server.channel, "table reclaim")
    assert "yours again" in result_text(reclaimed)


async def test_when_every_seat_went_to_the_ai_i_am_back_takes_a_seat_back(server: Server) -> None:
    await start_timed(server, timer="off")
    await server.alice.slash(server.channel, "table replace", player=server.bob)
    await server.alice.slash(server.channel, "table replace", player=server.alice)
    message = lobby_message(server)
    assert "⏸ Waiting" in named_fields(message.embeds[0])
    stranger = await server.carol.click(message, label="I'm back")
    assert stranger.ephemeral and "No seat at this table was handed from you" in result_text(
        stranger
    )
    back = await server.bob.click(message, label="I'm back")
    assert back.ephemeral and "Welcome back" in result_text(back)
    assert "bob is back in seat 2" in thread_text(server)
    table = await parlour(server.env).service.get(1)
    assert table.seats[1].user_id == server.bob.id and table.moving
    assert "I'm back" not in [c["label"] for c in components(lobby_message(server))]


async def test_server_defaults_apply_to_new_tables(server: Server) -> None:
    refused = await server.alice.slash(server.channel, "settings", timer="5m")
    assert refused.ephemeral and "Manage Server" in result_text(refused)
    done = await server.mod.slash(server.channel, "settings", timer="5m", away_after=2)
    assert "Turn timer: 5m" in result_text(done) and "2 turns" in result_text(done)
    await server.alice.slash(server.channel, "table create", game="counting")
    assert (await parlour(server.env).service.get(1)).rules.turn_timer == 300
    bad = await server.mod.slash(server.channel, "settings", timer="soon")
    assert bad.ephemeral and "can't read" in result_text(bad)


async def test_server_timer_settings_refuse_in_their_own_words_and_only_for_managers(
    server: Server,
) -> None:
    short = await server.mod.slash(server.channel, "settings", abandon="1s")
    wanted = "Tables without any action close after a time between 1h and 30d"
    assert short.ephemeral and wanted in result_text(short)
    off = await server.mod.slash(server.channel, "settings", abandon="off")
    assert off.ephemeral and wanted in result_text(off)  # a table is always closed in the end
    nonsense = await server.alice.slash(server.channel, "settings", timer="x")
    assert nonsense.ephemeral and "Manage Server" in result_text(nonsense)  # not "can't read"
    assert (await server.mod.slash(server.channel, "settings")).ephemeral


async def test_abandoned_tables_close_and_their_buttons_say_so(server: Server) -> None:
    await server.mod.slash(server.channel, "settings", abandon="1h")
    created = await server.alice.slash(server.channel, "table create", game="counting")
    await server.env.advance_time(3600)
    assert "closed as abandoned" in thread_text(server)
    late = await server.bob.slash(server.channel, "table join", table=1)
    assert late.ephemeral and "ended" in result_text(late)
    assert reply(created).message.id == lobby_message(server).id


async def alice_and_two_ais_paced(server: Server, moves: int) -> discord.Message:
    """Alice's ``moves`` against two AIs, the table message's redraws 30 s apart (long enough
    that SimCord parks the presenter's wait until time is advanced); the table message."""
    parlour(server.env).presenter.edit_interval = 30.0
    created = await server.alice.slash(
        server.channel, "table create", game="counting", options="target=40", timer="off"
    )
    await server.alice.click(reply(created).message, label="Add AI")
    await server.alice.click(lobby_message(server), label="Add AI")
    await server.alice.click(lobby_message(server), label="Start")
    for _ in range(moves):
        await server.alice.slash(server.channel, "play", cards="1")
    return reply(created).message


async def test_table_message_edits_are_spaced_out(server: Server) -> None:
    """Many quick moves become few edits: at most one per interval, the last one current."""
    table_message = await alice_and_two_ais_paced(server, 6)
    await server.env.advance_time(30)
    message_path = f"/messages/{table_message.id}"
    edits = [
        r for r in server.env.http_requests if r.method == "PATCH" and r.path.endswith(message_path)
    ]
    assert len(edits) <= 2  # 4 lobby changes and 18 moves merged into the edits 30 s apart
    final = await parlour(server.env).service.get(1)
    assert f"Total {final.state.total} of 40" in (lobby_message(server).embeds[0].description or "")


async def test_a_shutdown_makes_the_redraw_that_waited_for_its_pace(server: Server) -> None:
    """Closed within the pace of the last moves, the bot still shows them: after a restart a
    table waiting for a person would show a move less until that person moved."""
    await alice_and_two_ais_paced(server, 3)
    final = await parlour(server.env).service.get(1)
    shown = lobby_message(server).embeds[0].description or ""
    assert f"Total {final.state.total} of 40" not in shown  # held back by the pace
    await parlour(server.env).close_parlour()
    shown = lobby_message(server).embeds[0].description or ""
    assert f"Total {final.state.total} of 40" in shown


async def test_a_correspondence_turn_is_also_sent_by_dm(server: Server) -> None:
    await server.bob.slash(server.channel, "settings", dm="on")
    created = await server.alice.slash(server.channel, "table create", game="counting", timer="12h")
    await server.bob.click(reply(created).message, label="Join")
    await server.alice.click(lobby_message(server), label="Start")
    await server.alice.slash(server.channel, "play", cards="1")
    dms = [m.content for m in server.bob.user.dm_channel.history()]
    assert any("It's your turn at table #1" in text for text in dms)


async def test_turns_stand_still_while_discord_is_out_of_reach(server: Server) -> None:
    """Nobody can play while Discord is out of reach, so no turn runs out meanwhile; once it
    is back, a turn that fell due gets a minute more before the AI plays it."""
    await start_timed(server)
    bot = parlour(server.env)
    bot.dispatch("disconnect")
    await server.env.advance_time(120)
    assert "half your time" not in thread_text(server)
    assert (await bot.service.get(1)).state.turn == 0
    bot.dispatch("resumed")
    await server.env.advance_time(50)
    assert "ran out of time" not in thread_text(server)
    await server.env.advance_time(15)
    assert "alice ran out of time; the AI played for them." in thread_text(server)


async def test_a_reminder_that_fell_due_in_an_outage_comes_when_discord_is_back(
    server: Server,
) -> None:
    """The halfway reminder (60 s of 2 min) falls due while Discord is out of reach: it comes
    as soon as Discord is back, its countdown to the grace's end, and the turn runs out then."""
    await start_timed(server, timer="2m")
    await server.env.advance_time(50)
    bot = parlour(server.env)
    bot.dispatch("disconnect")
    await server.env.advance_time(65)  # out from 50 s to 115 s
    bot.dispatch("resumed")
    await server.env.advance_time(5)
    assert thread_text(server).count("half your time") == 1
    assert "ran out of time" not in thread_text(server)
    await server.env.advance_time(65)
    assert thread_text(server).count("ran out of time") == 1
    assert thread_text(server).count("half your time") == 1


async def test_a_blip_holds_the_turns_only_as_long_as_it_lasted(server: Server) -> None:
    await start_timed(server)  # alice's turn runs out at 30 s
    await server.env.advance_time(25)
    bot = parlour(server.env)
    bot.dispatch("disconnect")
    await server.env.advance_time(10)  # out of reach from 25 s to 35 s
    bot.dispatch("resumed")
    await server.env.advance_time(5)
    assert "ran out of time" not in thread_text(server)  # 40 s: ten seconds' grace
    await server.env.advance_time(6)
    assert "alice ran out of time; the AI played for them." in thread_text(server)


async def test_a_host_who_left_the_server_is_voted_out_by_seat_number(server: Server) -> None:
    created = await server.alice.slash(server.channel, "table create", game="counting", timer="off")
    for member in (server.bob, server.carol, server.dave):
        await member.click(reply(created).message, label="Join")
    await server.alice.click(lobby_message(server), label="Start")
    server.guild.remove_member(server.alice)  # gone, and no longer offered as a `player`
    neither = await server.bob.slash(server.channel, "table replace")
    assert neither.ephemeral and "Name either a `player` or a `seat`" in result_text(neither)
    await server.bob.slash(server.channel, "table replace", seat=1)
    assert "1 of 2 votes" in thread_text(server)
    await server.carol.slash(server.channel, "table replace", seat=1)
    table = await parlour(server.env).service.get(1)
    assert table.seats[0].is_ai and table.host_id == server.bob.id
    past = await server.bob.slash(server.channel, "table replace", seat=9)
    assert past.ephemeral and "This table has 4 seats" in result_text(past)


async def test_a_turn_that_fell_due_while_the_database_was_out_gets_a_grace(
    server: Server, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """Every click failed while the database was out of reach, so nobody could play: a turn
    that fell due meanwhile ran out the moment it was back, with no reminder. Now it is held
    as for a Discord outage: the reminder comes, and the turn runs out after a grace."""
    await start_timed(server)  # alice's turn: reminder at 15 s, runs out at 30 s
    out = True
    originals = {name: getattr(TableRepository, name) for name in ("next_due", "due_ids")}

    def failing(name: str) -> Callable[..., Awaitable[object]]:
        async def read(self: TableRepository, *args: object, **kwargs: object) -> object:
            if out:
                raise OperationalError("SELECT", None, ConnectionRefusedError("database down"))
            return await originals[name](self, *args, **kwargs)

        return read

    for name in originals:
        monkeypatch.setattr(TableRepository, name, failing(name))
    await server.env.advance_time(2)
    parlour(server.env).timers.poke()
    await server.env.advance_time(43)  # out from 2 s to 45 s
    assert "half your time" not in thread_text(server)
    failed = [r for r in caplog.records if "the timer loop failed" in r.getMessage()]
    assert len(failed) == 1  # logged once, not every 5 s the outage lasts
    out = False
    await server.env.advance_time(6)
    assert thread_text(server).count("half your time") == 1
    assert "ran out of time" not in thread_text(server)
    await server.env.advance_time(60)  # a grace as long as the outage (at most a minute)
    assert "alice ran out of time; the AI played for them." in thread_text(server)
