"""What a Shengji hand view tells its own reader: a failed throw explained to the thrower (what
was led, what came back to the hand, who beat it) until their next play, and the shortcut
select in the order the hand above it reads (not by card code). Through the frontend with set
states, then end to end through SimCord."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import discord

from bot.games.base import GameEvent
from bot.games.cards import Suit
from bot.games.shengji import ChooseThrowPart, PlayCards, ShengjiState
from bot.games.shengji.events import ThrowFailed
from bot.ui.frontends.shengji import ShengjiFrontend
from tests.cogs.conftest import Server
from tests.cogs.shengji_support import (
    GAME,
    codes,
    hand_context,
    open_table,
    table_message,
)
from tests.cogs.shengji_support import build_bot as build_bot  # conftest's make_bot uses it
from tests.cogs.support import (
    as_read,
    components,
    key_of,
    reply,
    shown_by,
    stored_and_restarted,
    typed_play,
)

#: Counterclockwise (alice 0, dave 3, carol 2, bob 1); hearts are trumps, rank 2. alice's
#: throw A♠ Q♠ 4♠ 4♠: dave's K♠ beats Q♠, bob's 6♠ 6♠ the pair; Q♠ (the smallest) is led.
THROW_HANDS = ("AS QS 4S 4S 3D 3C", "6S 6S 5D 6D JH QH", "7C 8C 9C TC JC QC", "KS 5S 7D 8D 9D TD")
FRONTEND = ShengjiFrontend(GAME)
NOTE = (
    "**Your throw A♠ Q♠ 4♠ 4♠ failed**: {beater} can beat Q♠ with K♠, so only Q♠ was led and "
    "A♠ 4♠ 4♠ went back to your hand.\nPenalty: the opponents gain 30 points."
)


def set_up(hands: tuple[str, ...], options: dict[str, str] | None = None) -> ShengjiState:
    return GAME.new_from_hands(
        options or {}, [codes(h) for h in hands], (), trump_suit=Suit.HEARTS, starter=0
    )


def hand_content(state: ShengjiState, seat: int, told: Sequence[GameEvent] = ()) -> str:
    """``seat``'s hand view, given the events of the last update (those told to it alone
    are what the presenter keeps for it)."""
    return FRONTEND.hand_message(hand_context(state, seat, private=told)).content or ""


# ---------------------------------------------------------------------------- without Discord


def test_a_failed_throw_is_told_to_the_thrower_alone() -> None:
    state = set_up(THROW_HANDS)
    state, events = GAME.apply(state, 0, PlayCards(codes("AS QS 4S 4S")))
    (line,) = FRONTEND.event_lines(hand_context(state, 0).table, events)
    assert "A♠ 4♠ 4♠" not in line  # the public line does not say what came back
    assert [e.seat for e in events if isinstance(e, ThrowFailed)] == [None, 0]
    assert NOTE.format(beater="di") in hand_content(state, 0, events)
    assert all("Your throw" not in hand_content(state, s, events) for s in (1, 2, 3))
    assert "Your throw" not in hand_content(state, 0)  # nothing kept: nothing said


def test_a_throw_whose_part_the_next_player_chooses_is_told_before_and_after_the_choice() -> None:
    state = set_up(THROW_HANDS, {"throw_choice": "next-player"})
    state, events = GAME.apply(state, 0, PlayCards(codes("AS QS 4S 4S")))
    assert (
        "**Your throw A♠ Q♠ 4♠ 4♠ failed**: bo beats 4♠ 4♠ with 6♠ 6♠; di beats Q♠ with K♠. "
        "di chooses which of those parts you lead; the rest goes back to your hand."
    ) in hand_content(state, 0, events)
    chooser = hand_content(state, 3, events)
    assert "al's throw failed: **choose which part of it they must lead**." in chooser
    state, events = GAME.apply(state, 3, ChooseThrowPart(codes("4S 4S")))
    assert (
        "**Your throw A♠ Q♠ 4♠ 4♠ failed**: bo can beat 4♠ 4♠ with 6♠ 6♠, so only 4♠ 4♠ was "
        "led and A♠ Q♠ went back to your hand.\nPenalty: the opponents gain 20 points."
    ) in hand_content(state, 0, events)


# ---------------------------------------------------------------------------- through Discord


async def set_table(
    server: Server, make_bot: Callable[[], discord.Client], state: ShengjiState
) -> None:
    """Four people at table 1, its state replaced by ``state`` (and the bot restarted)."""
    members = (server.alice, server.bob, server.carol, server.dave)
    await open_table(server, "first_starter=fixed", seed=5, players=members[1:])
    await stored_and_restarted(server, make_bot, GAME, state)


async def test_the_throwers_hand_view_says_what_their_failed_throw_left(
    server: Server, make_bot: Callable[[], discord.Client]
) -> None:
    await set_table(server, make_bot, set_up(THROW_HANDS))
    alice = shown_by(await server.alice.slash(server.channel, "hand"))
    bob = shown_by(await server.bob.slash(server.channel, "hand"))
    await typed_play(server, server.alice, "AS QS 4S 4S", moves=1)
    note = NOTE.format(beater="dave")
    assert note in as_read(alice().content)  # the open view is redrawn with it
    assert "A♠ 4♠ 4♠" in as_read(alice().content).split("\n")[1]  # the hand holds them again
    assert "Your throw" not in bob().content
    shown = as_read(table_message(server.channel).embeds[0].description or "")
    assert "alice: Q♠" in shown
    for member, card in ((server.dave, "5S"), (server.carol, "7C"), (server.bob, "6S")):
        await typed_play(server, member, card, moves=1)
    assert note in as_read(reply(await server.alice.slash(server.channel, "hand")).message.content)
    await typed_play(server, server.alice, "3D", moves=1)
    assert "Your throw" not in alice().content


async def test_the_quick_follow_select_reads_like_the_hand(
    server: Server, make_bot: Callable[[], discord.Client]
) -> None:
    hands = ("9S 9S 3D 4D", "3C 4C 5C 6C 7C 8C", "7D 8D 9D TD JD QD", "TS AS 3S KS JS QS")
    await set_table(server, make_bot, set_up(hands))
    await typed_play(server, server.alice, "9S", moves=1)
    dave = shown_by(await server.dave.slash(server.channel, "hand"))
    quick = next(c for c in components(dave()) if key_of(c) == "quick")
    values = [option["value"] for option in quick["options"]]
    assert values == ["AS", "KS", "QS", "JS", "TS", "3S"]
    assert "A♠ K♠ Q♠ J♠ 10♠ 3♠" in as_read(dave().content)  # as the hand above lists them
    await server.dave.select(dave(), ["KS"], custom_id=quick["custom_id"])
    shown = as_read(table_message(server.channel).embeds[0].description or "")
    assert "dave: K♠" in shown
