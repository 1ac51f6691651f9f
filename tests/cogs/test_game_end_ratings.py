"""A finished game's last play-by-play line tells each rated person their new rating and the
change, in the table's language, with the numbers ``/stats`` then shows; a game that moved no
rating (AI players on a server that does not rate such games) says nothing of ratings.

Whist of one deal through SimCord: the people's moves go through the table service, as their
AI would choose them (the quickest whole game; the clicks are the Whist tests' business).
"""

from __future__ import annotations

import re

import discord
import pytest
import simcord

from bot.app import create_bot
from bot.catalogue import whist_entries
from bot.config import Settings
from bot.i18n import Language
from bot.tables.driver import choose_for
from bot.tables.snapshots import TableSnapshot, TableStatus
from tests.cogs.conftest import Server
from tests.cogs.support import named_fields, parlour, reply, table_now
from tests.cogs.whist_support import thread_text

#: one person of the last line: name, new rating, change ("alice 26.4 (+1.8)", "alice 26.4（+1.8）")
PERSON = re.compile(r"(\w+) (-?\d+\.\d) ?[(（]([+-]\d+\.\d)[)）]")


def build_bot(settings: Settings) -> discord.Client:
    return create_bot(settings, whist_entries())


async def play_a_game(
    server: Server,
    language: Language,
    people: int,
    channel: simcord.ChannelHandle | None = None,
) -> TableSnapshot:
    """alice opens a one-deal Whist table in ``language`` (in ``channel``, by default the
    server's), the first ``people`` of the cast sit, AI fill the rest, and every seat plays
    what its AI would choose to the end."""
    server.env.settle_timeout = 30  # the whole game, sitting down too, on a loaded machine
    await sit_down(server, language, people, channel)
    service = parlour(server.env).service
    game = service.game("whist")
    for _ in range(200):
        table = await table_now(server)
        if table.status is not TableStatus.PLAYING:
            await server.env.advance_time(1)  # its last lines posted
            return table
        for seat in game.to_act(table.state):
            user_id = table.seats[seat].user_id
            if user_id is not None:
                move = choose_for(game, service.player(table, seat)[0], table, seat)
                await service.act(table.id, user_id, move, seen_version=table.version)
                break
        else:
            await server.env.advance_time(5)
    raise AssertionError("the game did not end")


async def sit_down(
    server: Server,
    language: Language,
    people: int,
    channel: simcord.ChannelHandle | None = None,
) -> None:
    """alice opens a one-deal Whist table in ``language`` (in ``channel``, by default the
    server's), the first ``people`` of the cast sit, AI fill the rest, and it starts."""
    channel = channel or server.channel
    service = parlour(server.env).service
    service.seed_source = lambda: 20240611
    cast = (server.alice, server.bob, server.carol, server.dave)[:people]
    await server.alice.slash(
        channel,
        "table create",
        game="whist",
        options="deals=1",
        timer="off",
        language=language.value,
    )
    for member in cast[1:]:
        await member.slash(channel, "table join", table=1)
    if people < 4:
        await server.alice.slash(channel, "table addbot", count=4 - people)
    await server.alice.slash(channel, "table start")


def last_line(server: Server) -> str:
    return thread_text(server.channel).splitlines()[-1]


async def shown_as_stats_shows(server: Server, line: str) -> dict[str, tuple[str, str]]:
    """Each person's new rating and change as ``line`` shows them, checked against what
    their ``/stats`` then says."""
    shown = {name: (rating, change) for name, rating, change in PERSON.findall(line)}
    assert set(shown) == {"alice", "bob", "carol", "dave"}, line
    for member in (server.alice, server.bob, server.carol, server.dave):
        rating, change = shown[member.name]
        stats = await member.slash(server.channel, "stats")
        fields = named_fields(reply(stats).embeds[0])
        mine = "\n".join(fields.values())
        assert f"**{rating}**" in mine and f"({change})" in mine, (line, mine)
    return shown


@pytest.mark.parametrize(
    ("language", "heading"), [(Language.EN, "Ratings: "), (Language.CY, "Sgoriau: ")], ids=str
)
async def test_the_last_line_shows_each_persons_new_rating_as_stats_does(
    server: Server, language: Language, heading: str
) -> None:
    table = await play_a_game(server, language, people=4)
    assert table.status is TableStatus.FINISHED
    line = last_line(server)
    assert line.startswith(heading), line
    shown = await shown_as_stats_shows(server, line)
    winners = [name for name, (_rating, change) in shown.items() if change.startswith("+")]
    assert len(winners) == 2 and list(shown)[:2] == winners  # the winners first


@pytest.mark.parametrize(
    ("language", "given_up", "heading"),
    [
        (Language.EN, "alice closed the table during play, giving the game up", "Ratings: "),
        (Language.ZH_CN, "alice 在牌局中关闭了牌桌，认输", "评分："),
    ],
    ids=str,
)
async def test_a_game_given_up_shows_the_ratings_it_moved_as_stats_does(
    server: Server, language: Language, given_up: str, heading: str
) -> None:
    """Closing a game under way gives it up: a loss for the closer's side, rated like a game
    played out, so its last line tells everyone their new rating as a finished game's does,
    in the table's language."""
    await sit_down(server, language, people=4)
    await server.alice.slash(server.channel, "table abort")
    await server.env.advance_time(1)  # its last lines posted
    assert (await table_now(server)).status is TableStatus.ABORTED
    thread = thread_text(server.channel)
    assert given_up in thread, thread
    line = last_line(server)
    assert line.startswith(heading), line
    shown = await shown_as_stats_shows(server, line)
    assert list(shown)[:2] == ["bob", "dave"], line  # the winners first: alice's side gave up
    assert all(shown[name][1].startswith("-") for name in ("alice", "carol")), line


async def test_a_game_given_up_against_ai_players_where_they_are_not_rated_shows_no_ratings(
    server: Server,
) -> None:
    """alice gives a game up to bob and two AI players: its result is stored, a loss for her
    side, but the server does not rate games with AI players, so no ratings line follows."""
    await sit_down(server, Language.EN, people=2)
    await server.alice.slash(server.channel, "table abort")
    await server.env.advance_time(1)  # its last lines posted
    assert (await table_now(server)).status is TableStatus.ABORTED
    thread = thread_text(server.channel)
    assert last_line(server).startswith("alice closed the table during play"), thread
    assert "Ratings" not in thread, thread
    history = reply(await server.bob.slash(server.channel, "history")).embeds[0]
    assert "`#1`" in (history.description or ""), history.to_dict()  # the loss is stored


async def test_a_game_with_ai_players_where_they_are_not_rated_shows_no_ratings(
    server: Server,
) -> None:
    table = await play_a_game(server, Language.EN, people=2)
    assert table.status is TableStatus.FINISHED
    thread = thread_text(server.channel)
    assert "win the game" in thread and "Ratings" not in thread, last_line(server)


async def test_a_rating_update_that_failed_says_it_comes_later(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    async def failing(*_args: object) -> None:
        raise RuntimeError("the database said no")

    monkeypatch.setattr("bot.leaderboards._rate_result", failing)
    await play_a_game(server, Language.EN, people=4)
    line = last_line(server)
    assert "Ratings couldn't be updated just now" in line and "(+" not in line, line
