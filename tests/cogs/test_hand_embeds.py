"""A player's hand view carries a short embed (what their choice depends on), while the table
message keeps the whole public table: Bid Whist and Shengji played by alice with three AI."""

from __future__ import annotations

import discord

from bot.app import create_bot
from bot.catalogue import load_catalogue
from bot.config import Settings
from bot.games.shengji import Phase as ShengjiPhase
from bot.games.whist import Phase as WhistPhase
from tests.cogs.conftest import Server
from tests.cogs.shengji_support import GAME as SHENGJI
from tests.cogs.shengji_support import make_move, open_table, planned_move
from tests.cogs.shengji_support import table_message as shengji_table
from tests.cogs.support import description, shown_by, table_now
from tests.cogs.test_whist import open_game
from tests.cogs.whist_support import WHIST, Fetch, take_turn
from tests.cogs.whist_support import table_message as whist_table


def build_bot(settings: Settings) -> discord.Client:
    """Every game, as the bot runs for real."""
    return create_bot(settings, load_catalogue())


def embeds(hand: discord.Message, table: discord.Message) -> tuple[list[str], list[str]]:
    """The lines of the hand view's embed and of the table message's."""
    return description(hand.embeds[0]).splitlines(), description(table.embeds[0]).splitlines()


async def test_a_bid_whist_hand_view_shows_the_bids_then_the_trick_not_the_whole_table(
    server: Server,
) -> None:
    await open_game(server, "bidwhist", "", ai=3)
    fetch: Fetch = shown_by(await server.alice.slash(server.channel, "hand"))
    hand, table = embeds(fetch(), whist_table(server.channel))
    assert hand[0].startswith("Auction: ") and set(hand) <= set(table)
    assert any(line.startswith("Score: ") for line in table)
    for _ in range(60):  # alice passes, then plays, until a trick is half played before her
        state = (await table_now(server)).state
        before_alice = state.trick is not None and len(state.trick.plays) >= 2
        if state.phase is WhistPhase.PLAY and WHIST.to_act(state) == {0} and before_alice:
            break
        await take_turn(server.alice, fetch, pass_bids=True)
    hand, table = embeds(fetch(), whist_table(server.channel))
    assert hand[0].startswith("Contract (") and hand[-1].startswith("Trick ")
    assert "(winning)" in hand[-1] and any(line.startswith("Books: ") for line in hand)
    assert set(hand) <= set(table) and len(hand) < len(table)
    for table_only in ("Score: ", "Cards in hand: ", "Waiting for **alice**"):
        assert any(line.startswith(table_only) for line in table), table_only
        assert not any(line.startswith(table_only) for line in hand), table_only


async def test_a_shengji_hand_view_shows_points_and_the_trick_not_the_whole_table(
    server: Server,
) -> None:
    await open_table(server, "decks=1", seed=11, ai=3)
    fetch: Fetch = shown_by(await server.alice.slash(server.channel, "hand"))
    for _ in range(60):  # alice plays until a trick is half played before her
        state = (await table_now(server)).state
        before_alice = state.trick is not None and len(state.trick.plays) >= 2
        if state.phase is ShengjiPhase.PLAY and SHENGJI.to_act(state) == {0} and before_alice:
            break
        seat, move = planned_move(state)
        assert seat == 0
        await make_move(server.alice, fetch, move)
    hand, table = embeds(fetch(), shengji_table(server.channel))
    assert hand[0].endswith("(declarers)") and hand[1].startswith("Opponents' points: ")
    assert hand[2].startswith("Trick ") and any(line.endswith("← winning") for line in hand)
    assert set(hand) <= set(table) and len(hand) < len(table)
    for table_only in ("**Hand 1**", "Starter: ", "Turn: **alice**"):
        assert any(line.startswith(table_only) for line in table), table_only
        assert not any(line.startswith(table_only) for line in hand), table_only
