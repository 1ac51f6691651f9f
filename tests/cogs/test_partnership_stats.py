"""``/stats`` of games played in partnerships, through a simulated Discord with the real Whist
games offered: a side that did not win lost, where "placed 2nd" of two sides read oddly."""

from __future__ import annotations

from tests.cogs.conftest import Server
from tests.cogs.support import named_fields, parlour, reply
from tests.cogs.whist_support import build_bot as build_bot  # conftest's make_bot uses it
from tests.test_leaderboards import add_result


async def test_a_partnership_game_reads_lost_or_drew_and_other_games_their_place(
    server: Server,
) -> None:
    """Alice's side lost a Bid Whist game and drew a Whist game: /stats said "placed 2nd"
    for the loss. Whether a game has two sides comes from the games this bot offers (the
    stored result does not say), so a game it does not offer keeps its place."""
    sessions = parlour(server.env).service.sessions
    alice, bob, carol, dave = (m.id for m in (server.alice, server.bob, server.carol, server.dave))
    pairs = [[alice, carol], [bob, dave]]
    guild = server.guild.id
    await add_result(sessions, pairs, [2, 1], guild=guild, game="bidwhist")
    await add_result(sessions, pairs, [1, 1], guild=guild, game="whist")
    await add_result(sessions, [[bob], [alice], [carol]], [1, 2, 3], guild=guild, game="trains")
    stats = await server.alice.slash(server.channel, "stats")
    recent = named_fields(reply(stats).embeds[0])["Recent results"].splitlines()
    outcomes = [line.split(" ", 1)[1].rsplit(" ", 1)[0] for line in recent]
    assert outcomes == ["trains: placed 2nd", "Whist: drew", "Bid Whist: lost"]
