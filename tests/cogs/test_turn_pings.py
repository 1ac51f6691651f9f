"""The play-by-play through the simulated Discord: a turn's moves in one line, and turn
mentions only for players who seem away (``/settings ping:`` to choose), at most one a minute."""

from __future__ import annotations

import discord

from bot.i18n import Language
from storage.models import GameTable
from tests.cogs.conftest import Server
from tests.cogs.support import parlour, reply, result_text, table_now
from tests.cogs.test_lobby import lobby_message, table_thread
from tests.cogs.test_views import hand


async def start_two(server: Server, options: str = "target=100 seats=2") -> None:
    created = await server.alice.slash(
        server.channel, "table create", game="counting", options=options, timer="off"
    )
    await server.bob.click(reply(created).message, label="Join")
    await server.alice.click(lobby_message(server), label="Start")


def posts(server: Server) -> list[discord.Message]:
    return list(table_thread(server).history())


def pinged(server: Server, post: discord.Message) -> list[int]:
    return list(server.env.backend.get_message(post.channel.id, post.id).ping_user_ids)


async def play(member: object, server: Server, amount: int = 1) -> None:
    await member.slash(server.channel, "play", cards=str(amount))  # type: ignore[attr-defined]


async def test_a_turn_of_several_moves_is_one_line_posted_when_the_turn_passes(
    server: Server,
) -> None:
    await start_two(server, "target=100 seats=2 twos_again=on")
    await hand(server.bob, server)
    before = len(posts(server))
    await play(server.alice, server, 2)
    await play(server.alice, server, 2)
    assert len(posts(server)) == before  # alice's turn goes on: nothing posted yet
    await play(server.alice, server, 1)
    new = posts(server)[before:]
    assert [m.content for m in new] == ["alice adds 2 → 2. alice adds 2 → 4. alice adds 1 → 5."]


async def test_a_player_looking_at_their_hand_is_mentioned_only_after_20_seconds(
    server: Server,
) -> None:
    await start_two(server)
    await hand(server.bob, server)
    await play(server.alice, server)
    last = posts(server)[-1]
    assert last.content == "alice adds 1 → 1." and pinged(server, last) == []
    await server.env.advance_time(19)
    assert posts(server)[-1].id == last.id
    await server.env.advance_time(2)
    nudge = posts(server)[-1]
    assert nudge.content == f"{server.bob.mention} — it's still your turn at table #1."
    assert pinged(server, nudge) == [server.bob.id]


async def test_a_player_is_mentioned_at_most_once_a_minute(server: Server) -> None:
    await start_two(server)
    await play(server.alice, server)
    assert pinged(server, posts(server)[-1]) == [server.bob.id]  # no hand view open
    await play(server.bob, server)
    await play(server.alice, server)
    again = posts(server)[-1]
    assert again.content == "alice adds 1 → 3." and pinged(server, again) == []
    await server.env.advance_time(61)
    assert pinged(server, posts(server)[-1]) == [server.bob.id]


async def test_ping_always_and_never(server: Server) -> None:
    always = await server.bob.slash(server.channel, "settings", ping="always")
    assert "Turn mentions: **every turn**" in (reply(always).content or "")
    never = await server.alice.slash(server.channel, "settings", ping="never")
    assert "Turn mentions: **never**" in (reply(never).content or "")
    await start_two(server)
    await hand(server.bob, server)
    for _ in range(2):
        await play(server.alice, server)
        assert pinged(server, posts(server)[-1]) == [server.bob.id]  # watching, pinged anyway
        await play(server.bob, server)
        assert pinged(server, posts(server)[-1]) == []  # alice: never
    await server.env.advance_time(120)
    assert all(server.alice.id not in pinged(server, m) for m in posts(server))


async def test_a_welsh_table_speaks_welsh(server: Server) -> None:
    created = await server.alice.slash(
        server.channel, "table create", game="counting", options="seats=2", timer="off"
    )
    async with parlour(server.env).service.sessions() as session, session.begin():
        row = await session.get(GameTable, 1)
        assert row is not None
        row.language = Language.CY.value
    await server.bob.click(reply(created).message, label="Join")
    lobby = welsh_table(server)
    assert lobby.embeds[0].title == "Counting — bwrdd #1"
    assert lobby.embeds[0].fields[0].name == "Chwaraewyr"
    assert "ymunodd" in posts(server)[-1].content  # "bob joined."
    await server.alice.click(lobby, label="Dechrau")
    assert "Mae Counting yn dechrau." in posts(server)[-1].content
    shown = next(m for m in server.channel.history() if m.id == lobby.id)
    await server.alice.click(shown, label="Eich llaw")
    refused = await server.bob.slash(server.channel, "play", cards="1")
    assert "Dydy hi ddim yn dro i chi" not in result_text(refused)  # a reply: bob's language


def welsh_table(server: Server) -> discord.Message:
    return next(
        m for m in server.channel.history() if m.embeds and "bwrdd #" in (m.embeds[0].title or "")
    )


async def test_a_turn_whose_seat_went_to_an_ai_mentions_nobody(server: Server) -> None:
    """Bob's turn waits for a nudge while the host hands his seat to an AI: the AI plays it,
    and Bob is not told later that it is still his turn."""
    await start_two(server)
    await hand(server.bob, server)
    await play(server.alice, server)  # bob is looking at his hand: a nudge in 20 s
    await server.alice.slash(server.channel, "table replace", player=server.bob)
    await server.env.advance_time(30)
    nudge = f"{server.bob.mention} — it's still your turn at table #1."
    assert nudge not in [m.content for m in posts(server)]


async def test_a_turn_that_goes_on_mentions_nobody_again(server: Server) -> None:
    """Alice adds 2 and plays again (a Mexican Train double): her turn goes on, she is the
    one playing, and a mention ("alice — your turn") would also post her line too early."""
    await start_two(server, "target=100 seats=2 twos_again=on")
    await server.env.advance_time(61)  # past the minute between two mentions
    before = len(posts(server))
    await play(server.alice, server, 2)
    assert len(posts(server)) == before  # her turn goes on: her line waits, nobody pinged
    await play(server.alice, server, 1)
    (line,) = posts(server)[before:]
    assert line.content.startswith("alice adds 2 → 2. alice adds 1 → 3.")
    assert pinged(server, line) == [server.bob.id]


async def test_a_player_marked_away_is_not_mentioned_for_the_turns_the_ai_plays(
    server: Server,
) -> None:
    created = await server.alice.slash(
        server.channel, "table create", game="counting", options="target=100 seats=2", timer="1m"
    )
    await server.bob.click(reply(created).message, label="Join")
    await server.alice.click(lobby_message(server), label="Start")
    for _ in range(3):  # alice lets three turns run out: she is marked away
        await server.env.advance_time(61)
        await play(server.bob, server)
    assert (await table_now(server)).seats[0].away
    before = len(posts(server))
    await server.env.advance_time(61)  # bob's turn runs out too: the AI plays both seats
    await play(server.bob, server)
    later = posts(server)[before:]
    assert later and all(server.alice.id not in pinged(server, m) for m in later)


async def test_a_turn_that_goes_on_and_stops_is_nudged_after_20_seconds(server: Server) -> None:
    """No mention while she plays on, but one if she stops there: her turn still waits."""
    await start_two(server, "target=100 seats=2 twos_again=on")
    await server.env.advance_time(61)
    before = len(posts(server))
    await play(server.alice, server, 2)
    await server.env.advance_time(19)
    assert len(posts(server)) == before
    await server.env.advance_time(2)
    (nudge,) = posts(server)[before:]
    assert nudge.content.startswith("alice adds 2 → 2.") and "still your turn" in nudge.content
    assert pinged(server, nudge) == [server.alice.id]
