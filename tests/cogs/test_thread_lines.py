"""What a table's thread shows as a turn goes on, through the simulated Discord: a new stage
of the game (a contract won, trumps named, a kitty exchanged, a deal or round over) is posted
as soon as it happens, even when the same player acts next; Whist and Shengji keep a line per
event where Mexican Train joins a turn's moves into one."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import discord
import simcord

from bot.app import create_bot
from bot.catalogue import mexican_train_entries, shengji_entries, whist_entries
from bot.config import Settings
from bot.games.base import GameBase
from bot.games.cards import Suit
from bot.games.mexican_train import MexicanTrainGame
from bot.games.shengji import ShengjiGame
from bot.games.whist.actions import PlayCard
from tests.cogs.conftest import Server
from tests.cogs.shengji_support import codes
from tests.cogs.support import (
    as_read,
    fill_and_start,
    parlour,
    reply,
    stored_and_restarted,
    table_now,
    typed_play,
)
from tests.cogs.whist_support import BID_WHIST, WHIST, LeakWatch
from tests.games.whist.helpers import classic

SHENGJI = ShengjiGame()
MEXICAN_TRAIN = MexicanTrainGame()


def build_bot(settings: Settings) -> discord.Client:
    """The bot with every game: conftest's ``make_bot`` uses it."""
    entries = (*whist_entries(), *shengji_entries(), *mexican_train_entries())
    return create_bot(settings, entries)


def thread_lines(server: Server) -> list[str]:
    """The table thread's lines as a person reads them, oldest first."""
    history = server.channel.threads[-1].history()
    return [line for m in history for line in as_read(m.content).split("\n")]


async def open_table(
    server: Server, game: str, options: str, players: tuple[simcord.MemberActor, ...]
) -> None:
    """alice opens a table of ``game`` and ``players`` join; she starts it."""
    parlour(server.env).service.seed_source = lambda: 7
    created = await server.alice.slash(server.channel, "table create", game=game, options=options)
    await fill_and_start(
        server, reply(created).message, LeakWatch(server.env, server.channel), players
    )


async def play_first_card(server: Server, game: GameBase[Any, Any, Any]) -> None:
    """Whoever is to act plays the first card they may, typed with /play."""
    members = (server.alice, server.bob, server.carol, server.dave)
    state = (await table_now(server)).state
    (seat,) = game.to_act(state)
    action = game.legal_actions(state, seat)[0]
    assert isinstance(action, PlayCard)
    await typed_play(server, members[seat], action.card.code, moves=1)


async def test_a_bid_whist_declarers_contract_trumps_and_exchange_are_posted_before_their_lead(
    server: Server,
) -> None:
    """dave deals and is made to bid: from his bid to his lead he acts alone, four moves in
    three stages, and each stage is in the thread as soon as it is done, a line per event."""
    members = (server.alice, server.bob, server.carol, server.dave)
    await open_table(server, "bidwhist", "target=1 dealer=4", members[1:])
    for member in members[:3]:
        await typed_play(server, member, "pass", moves=1)
    await typed_play(server, server.dave, "1", moves=1)
    lines = thread_lines(server)
    assert "Everyone passed: dave, the dealer, must bid and takes it at 1 uptown." in lines
    assert "dave wins the auction with 1 uptown." in lines  # a line of its own
    await typed_play(server, server.dave, "spades", moves=1)
    assert thread_lines(server)[-1] == "dave names ♠ spades as trumps."
    state = (await table_now(server)).state
    await typed_play(server, server.dave, " ".join(c.code for c in state.kitty), moves=1)
    assert thread_lines(server)[-1] == "dave keeps their hand and exchanges nothing with the kitty."
    for _ in range(4):
        await play_first_card(server, BID_WHIST)
    assert thread_lines(server)[-1].startswith("Trick 1 won by ")
    assert "(books: alice & carol 0 · bob & dave " in thread_lines(server)[-1]


async def test_a_whist_deal_end_is_posted_at_once_a_line_per_event_when_its_last_player_leads_next(
    server: Server, make_bot: Callable[[], discord.Client]
) -> None:
    """Hearts are trumps (rotating) and carol holds them all: she wins every trick and leads
    the last, which bob ends; bob, left of the next dealer, leads the next deal. His last
    card ends the deal and starts his next turn: the deal's end is posted at once, not held
    until his lead, and not joined into one line with the trick."""
    members = (server.alice, server.bob, server.carol, server.dave)
    await open_table(server, "whist", "target=10 trump=rotating dealer=4", members[1:])
    state = classic(3, {2: "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH"}, trump="rotating", target=10)
    for _ in range(48):
        (seat,) = WHIST.to_act(state)
        state, _ = WHIST.apply(state, seat, WHIST.legal_actions(state, seat)[0])
    await stored_and_restarted(server, make_bot, WHIST, state)
    for _ in range(4):
        await play_first_card(server, WHIST)
    assert WHIST.to_act((await table_now(server)).state) == {1}  # bob, again
    lines = thread_lines(server)[-3:]
    assert lines[0].startswith("Trick 13 won by carol with ")
    assert "(tricks: alice & carol 13 · bob & dave 0)" in lines[0] and "Deal" not in lines[0]
    assert lines[1].startswith("Deal 1: alice & carol took 13 tricks to 0 and score 7.")
    assert lines[2].startswith("Deal 2: alice deals.") and lines[2].endswith("bob leads.")


async def test_a_shengji_trick_and_its_winners_failed_throw_are_two_lines(
    server: Server, make_bot: Callable[[], discord.Client]
) -> None:
    """Counterclockwise (alice 0, dave 3, carol 2, bob 1): bob ends the first trick taking
    it with J♠ and leads on, throwing A♠ Q♠, which carol's K♠ beats. His trick and his throw
    are one turn of his, told on two lines."""
    members = (server.alice, server.bob, server.carol, server.dave)
    await open_table(server, "shengji", "first_starter=fixed", members[1:])
    state = SHENGJI.new_from_hands(
        {},
        [codes("3S 4S 5S 6S"), codes("JS AS QS 6C"), codes("9S KS 4C 5C"), codes("7S 8S 3C 4C")],
        codes("KC 5H TD 3H 4H 6H 7H 8H"),
        trump_suit=Suit.HEARTS,
        starter=0,
    )
    await stored_and_restarted(server, make_bot, SHENGJI, state)
    trick = ((server.alice, "3S"), (server.dave, "7S"), (server.carol, "9S"), (server.bob, "JS"))
    for member, card in trick:
        await typed_play(server, member, card, moves=1)
    assert not any("won by bob" in line for line in thread_lines(server))  # bob plays on
    await typed_play(server, server.bob, "AS QS", moves=1)
    won, throw = thread_lines(server)[-2:]
    assert won.startswith("Trick 1 won by bob with J♠") and "fails" not in won
    assert throw.startswith("bob's throw A♠ Q♠ fails: ")


async def test_a_mexican_train_round_end_is_posted_at_once_when_who_went_out_starts_the_next(
    server: Server, make_bot: Callable[[], discord.Client]
) -> None:
    """bob goes out with his one tile, and the next round starts with him: the round's end is
    in the thread at once, not held for (and joined to) his first move of the next round."""
    await open_table(server, "mexican_train", "set=6", (server.bob,))
    state = MEXICAN_TRAIN.deal_from({"set": 6}, ["6-1 2-3", "6-2"], "0-0")
    await stored_and_restarted(server, make_bot, MEXICAN_TRAIN, state)
    await typed_play(server, server.alice, "6-1 mine", moves=1)
    await typed_play(server, server.bob, "6-2 mine", moves=1)
    assert MEXICAN_TRAIN.to_act((await table_now(server)).state) == {1}  # bob, again
    lines = thread_lines(server)
    ended = next(i for i, line in enumerate(lines) if "**Round 1 (engine 6-6) over:**" in line)
    assert "bob went out" in lines[ended]
    assert any(line.startswith("Round 2 of 7: engine 5-5") for line in lines[ended:])
