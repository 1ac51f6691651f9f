"""Leaderboards, stats and history through a simulated Discord, with several users and servers.

Games are finished through the real table service (the tiny counting game: the loser adds 2,
the winner adds 1 and reaches 3), so every result and rating here is made the way play makes it.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import timedelta

import discord
import pytest
import simcord

from bot.leaderboards import Leaderboards
from bot.tables.service import Person
from tests.cogs.conftest import Server
from tests.cogs.support import (
    components,
    description,
    field_values,
    named_fields,
    parlour,
    reply,
    slowed,
    title,
)
from tests.support.counting import Add
from tests.test_leaderboards import add_result


def person(member: simcord.MemberActor) -> Person:
    return Person(member.id, member.name)


async def finish(
    server: Server,
    winner: Person,
    loser: Person,
    *,
    ai: bool = False,
    guild: simcord.GuildHandle | None = None,
) -> None:
    """One counting game in ``guild`` (default: the server's), won by ``winner``."""
    service = parlour(server.env).service
    table = await service.create(
        (guild or server.guild).id, 1, loser, "counting", "target=3 seats=3"
    )
    await service.join(table.id, winner)
    if ai:
        await service.add_ai(table.id, loser)
    await service.start(table.id, loser)
    await service.act(table.id, loser.user_id, Add(2))
    await service.act(table.id, winner.user_id, Add(1))
    await service.idle()


def text(result: simcord.InteractionResult) -> str:
    parts = [result.response.content if result.response else ""]
    parts += [f.content for f in result.followups]
    return "\n".join(p or "" for p in parts)


def board(result: simcord.InteractionResult) -> str:
    embed = reply(result).embeds[0]
    return f"{embed.title}\n{embed.description}\n{embed.footer.text}"


def buttons(message: discord.Message) -> dict[str, bool]:
    """Each button's label and whether it is enabled."""
    return {c["label"]: not c.get("disabled", False) for c in components(message)}


async def test_a_long_board_pages_with_buttons_and_keeps_the_callers_row(
    server: Server, make_bot: Callable[[], discord.Client]
) -> None:
    for i in range(12):
        await finish(server, Person(1000 + i, f"Winner{i}"), Person(2000 + i, f"Loser{i}"))
    await finish(server, person(server.bob), person(server.alice))
    shown = await server.alice.slash(server.channel, "leaderboard", game="counting")
    assert not shown.ephemeral
    first = board(shown)
    assert "Counting leaderboard — all time" in first and "Page 1 of 3 · 26 ranked" in first
    assert "Winner0" in first and "Loser0" not in first
    assert "…\n▸ **26.** alice" in first  # off the page, but shown
    message = reply(shown).message
    assert buttons(message) == {"◀ Previous": False, "Next ▶": True}

    nxt = await server.alice.click(message, label="Next ▶")
    assert reply(nxt).id == reply(shown).id  # the same message, edited
    second = board(nxt)
    assert (
        "Page 2 of 3" in second
        and "\n**11.** Winner10 — " in second
        and "▸ **26.** alice" in second
    )
    await server.env.restart_bot(make_bot())  # the buttons carry their state in their ids
    nxt = await server.alice.click(reply(nxt).message, label="Next ▶")
    last = board(nxt)
    assert "Page 3 of 3" in last and "…" not in last and "▸ **26.** alice" in last
    assert buttons(reply(nxt).message) == {"◀ Previous": True, "Next ▶": False}
    back = await server.alice.click(reply(nxt).message, label="◀ Previous")
    assert "Page 2 of 3" in board(back)

    others = await server.bob.click(reply(back).message, label="◀ Previous")
    assert others.ephemeral and reply(others).id != reply(shown).id
    theirs = board(others)
    assert "Page 1 of 3" in theirs and "▸ **13.** bob" in theirs and "alice" not in theirs
    assert "Page 2 of 3" in board(back)  # alice's board is left as it was


async def test_period_filters_and_refusals(server: Server) -> None:
    alice, carol = person(server.alice), person(server.carol)
    nothing = await server.alice.slash(server.channel, "leaderboard", game="counting")
    assert nothing.ephemeral and "Nobody has a rated Counting game" in text(nothing)
    sessions, guild = parlour(server.env).service.sessions, server.guild.id
    ten_days_ago = server.env.now() - timedelta(days=10)
    await add_result(
        sessions,
        [[server.dave.id], [server.bob.id]],
        [1, 2],
        guild=guild,
        at=ten_days_ago,
        game="counting",
    )
    week = await server.alice.slash(server.channel, "leaderboard", game="counting", period="7d")
    assert week.ephemeral and "in the last 7 days" in text(week)
    await finish(server, carol, alice)
    every = board(await server.alice.slash(server.channel, "leaderboard", game="counting"))
    old = f"P{server.bob.id}"  # add_result names people P<id>
    assert old in every and "carol" in every and "4 ranked" in every
    week = await server.alice.slash(server.channel, "leaderboard", game="counting", period="7d")
    shown = board(week)
    assert "the last 7 days" in shown and "carol" in shown and old not in shown
    assert "▸ **2.** alice" in shown and "2 ranked" in shown
    unknown = await server.alice.slash(server.channel, "leaderboard", game="chess")
    assert unknown.ephemeral and "no game called 'chess'" in text(unknown)
    offered = await server.alice.autocomplete(server.channel, "leaderboard", "game", "co")
    assert offered == [{"name": "Counting", "value": "counting"}]


async def test_games_with_ai_players_count_only_when_the_server_says_so(server: Server) -> None:
    alice, bob = person(server.alice), person(server.bob)
    await finish(server, alice, bob, ai=True)
    unrated = await server.alice.slash(server.channel, "leaderboard", game="counting")
    assert "Nobody has a rated" in text(unrated)
    assert "Games with AI players don't move ratings here" in text(unrated)  # why, to anyone
    assert "ratings ai-games" not in server.alice.available_commands(server.channel)
    turned = await server.mod.slash(server.channel, "ratings ai-games", setting="on")
    assert turned.ephemeral and "Games with AI players move ratings" in text(turned)
    await finish(server, alice, bob, ai=True)
    shown = board(await server.alice.slash(server.channel, "leaderboard", game="counting"))
    table, footer = shown.rsplit("\n", 1)
    assert "alice" in table and "bob" in table and "AI" not in table
    assert footer.endswith("· Games with AI players count")
    stats = await server.alice.slash(server.channel, "stats")
    fields = named_fields(reply(stats).embeds[0])
    assert "**2** games · **2** wins (100%)" in fields["Counting"]
    assert "from 1 rated" in fields["Counting"]
    assert "(unrated)" in fields["Recent results"]


async def test_a_reset_asks_first_and_survives_a_rebuild(
    server: Server, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, logger="cogs.leaderboard")
    alice, bob, carol = person(server.alice), person(server.bob), person(server.carol)
    await finish(server, alice, bob)
    assert "ratings reset" not in server.alice.available_commands(server.channel)
    asked = await server.mod.slash(server.channel, "ratings reset", game="counting")
    assert asked.ephemeral and "Reset the Counting leaderboard" in text(asked)
    kept = await server.mod.click(reply(asked).message, label="Cancel")
    assert "Nothing was changed" in text(kept) and buttons(reply(kept).message) == {}
    assert "alice" in board(await server.bob.slash(server.channel, "leaderboard", game="counting"))

    asked = await server.mod.slash(server.channel, "ratings reset", game="counting")
    await server.env.advance_time(11 * 60)
    late = await server.mod.click(reply(asked).message, label="Reset it")
    assert late.ephemeral and "expired" in text(late)
    asked = await server.mod.slash(server.channel, "ratings reset", game="counting")
    done = await server.mod.click(reply(asked).message, label="Reset it")
    assert "was reset" in text(done) and buttons(reply(done).message) == {}
    said = f"member {server.mod.id} reset the ratings of counting"
    assert any(said in record.getMessage() for record in caplog.records)  # who did it
    gone = await server.bob.slash(server.channel, "leaderboard", game="counting")
    assert gone.ephemeral and "Nobody has a rated" in text(gone)

    await server.env.advance_time(1)
    await finish(server, carol, bob)
    rebuilt = await server.mod.slash(server.channel, "ratings rebuild")
    assert rebuilt.ephemeral and "from 1 finished game." in text(rebuilt)
    after = board(await server.bob.slash(server.channel, "leaderboard", game="counting"))
    assert "carol" in after and "alice" not in after and "2 ranked" in after
    history = await server.bob.slash(server.channel, "history")
    assert description(reply(history).embeds[0]).count("Counting") == 2  # history stays


async def test_a_hidden_game_is_off_the_leaderboard_until_shown(server: Server) -> None:
    await finish(server, person(server.alice), person(server.bob))
    hidden = await server.mod.slash(server.channel, "ratings hide", game="counting")
    assert hidden.ephemeral and "now hidden" in text(hidden)
    refused = await server.alice.slash(server.channel, "leaderboard", game="counting")
    assert refused.ephemeral and "hidden in this server" in text(refused)
    assert await server.alice.autocomplete(server.channel, "leaderboard", "game", "") == []
    await server.mod.slash(server.channel, "ratings show", game="counting")
    shown = await server.alice.slash(server.channel, "leaderboard", game="counting")
    assert not shown.ephemeral and "alice" in board(shown)


async def test_servers_see_only_their_own_games(server: Server) -> None:
    await finish(server, person(server.alice), person(server.bob))
    elsewhere = server.env.create_guild("Elsewhere")
    channel = elsewhere.create_text_channel("games")
    alice = elsewhere.add_member(server.alice.user)
    erin = elsewhere.add_member(server.env.create_user("erin"))
    await finish(server, person(erin), person(alice), guild=elsewhere)

    here = board(await server.alice.slash(server.channel, "leaderboard", game="counting"))
    assert "erin" not in here and "2 ranked" in here
    there = board(await alice.slash(channel, "leaderboard", game="counting"))
    assert "bob" not in there and "erin" in there and "2 ranked" in there
    stats = await alice.slash(channel, "stats")
    assert "**1** game · **0** wins" in field_values(reply(stats).embeds[0])[0]
    history = await alice.slash(channel, "history")
    assert "bob" not in description(reply(history).embeds[0])
    quiet = server.env.create_guild("Quiet")
    room = quiet.create_text_channel("games")
    dave = quiet.add_member(server.dave.user)
    assert "No games have finished" in text(await dave.slash(room, "history"))
    never = text(await dave.slash(room, "stats"))
    assert "has no finished game in this server yet." in never and "reset" not in never


async def test_stats_after_a_reset_say_why_the_games_before_it_are_gone(server: Server) -> None:
    await finish(server, person(server.alice), person(server.bob))
    asked = await server.mod.slash(server.channel, "ratings reset", game="counting")
    await server.mod.click(reply(asked).message, label="Reset it")
    after = text(await server.alice.slash(server.channel, "stats"))
    assert "no finished game counted" in after and "a leaderboard reset counts only" in after


async def test_stats_show_record_trend_partner_and_recent_results(server: Server) -> None:
    alice, bob, carol = person(server.alice), person(server.bob), person(server.carol)
    await finish(server, alice, bob)
    await finish(server, bob, alice)
    await finish(server, alice, carol)
    sessions = parlour(server.env).service.sessions
    ids = (server.alice.id, server.carol.id, server.bob.id, server.dave.id)
    await add_result(sessions, [ids[:2], ids[2:]], [1, 2], guild=server.guild.id)
    mine = await server.alice.slash(server.channel, "stats")
    embed = reply(mine).embeds[0]
    fields = named_fields(embed)
    assert "alice" in title(embed)
    assert "**3** games · **2** wins (67%)" in fields["Counting"]
    assert "Rating **" in fields["Counting"] and "over the last 3" in fields["Counting"]
    assert "Best partner: P" + str(server.carol.id) in fields["whist"]
    recent = fields["Recent results"].splitlines()
    assert len(recent) == 4 and "whist: won" in recent[0] and "placed 2nd" in recent[2]
    theirs = await server.alice.slash(server.channel, "stats", user=server.bob)
    assert "bob" in title(reply(theirs).embeds[0])
    assert "**2** games · **1** win (50%)" in field_values(reply(theirs).embeds[0])[0]


async def test_history_lists_games_and_shows_one_privately(server: Server) -> None:
    await finish(server, person(server.alice), person(server.bob))
    await finish(server, person(server.carol), person(server.alice))
    listed = await server.bob.slash(server.channel, "history", game="counting")
    assert not listed.ephemeral
    lines = description(reply(listed).embeds[0]).splitlines()
    assert len(lines) == 2 and lines[0].startswith("`#2` Counting")
    assert "**carol** 🏆 1 · alice 0" in lines[0]
    options = reply(listed).components[0]["components"][0]["options"]
    picked = await server.dave.select(reply(listed).message, [options[1]["value"]])
    assert picked.ephemeral
    detail = reply(picked).embeds[0]
    assert detail.title == "Counting — table #1" and "reached 3" in (detail.description or "")
    assert "**alice** 🏆 1 · bob 0" in field_values(detail)[0]
    wrong = await server.bob.slash(server.channel, "history", game="chess")
    assert wrong.ephemeral and "no game called" in text(wrong)


async def test_a_managers_changes_stored_slowly_are_acknowledged_in_time_and_answered_after(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Reset, hide and ai-games wrote before answering: a database lock held past Discord's
    3 s told the manager the change failed, though it was stored."""
    await finish(server, person(server.alice), person(server.bob))
    for name in ("reset", "set_hidden", "rates_ai_games"):
        slowed(monkeypatch, Leaderboards, name)
    asked = await server.mod.slash(server.channel, "ratings reset", game="counting")
    done = await server.mod.click(reply(asked).message, label="Reset it")
    await server.env.advance_time(6)
    assert "was reset" in text(done) and buttons(reply(done).message) == {}
    hidden = await server.mod.slash(server.channel, "ratings hide", game="counting")
    await server.env.advance_time(6)
    assert hidden.ephemeral and "now hidden" in text(hidden)
    rated = await server.mod.slash(server.channel, "ratings ai-games", setting="on")
    await server.env.advance_time(6)
    assert rated.ephemeral and text(rated)
