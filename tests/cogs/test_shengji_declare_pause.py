"""The declaring pause after the last card, through a simulated Discord: it runs from the end
of the deal (a "No declaration" does not start it again), and it ends after a short beat once
everyone who could declare has passed."""

from __future__ import annotations

import simcord

from bot.games.base import SYSTEM
from bot.games.shengji import Deal, Pass, Phase, ShengjiState
from bot.games.shengji.dealing import DEAL_PAUSE
from bot.ui.frontends.shengji import ShengjiFrontend
from tests.cogs.conftest import Server
from tests.cogs.shengji_support import GAME, PACE, button, hand_context, make_move, open_table
from tests.cogs.shengji_support import build_bot as build_bot  # conftest's make_bot uses it
from tests.cogs.support import shown_by, table_now, typed_play

PAUSE = 3  # declare_pause: 3 × PACE = 60 virtual seconds once the last card is out


def dealt_out(seed: int, **options: object) -> ShengjiState:
    state = GAME.new({"declare_pause": PAUSE, **options}, 4, seed)
    state, _ = GAME.apply(state, SYSTEM, Deal(4 * state.rules.hand_size))
    return state


def seed_with_declarers(count: int) -> int:
    """A seed after whose deal exactly ``count`` seats hold something to declare."""
    return next(s for s in range(1, 200) if len(GAME.to_act(dealt_out(s)) - {SYSTEM}) == count)


async def deal_to_the_last_card(server: Server) -> ShengjiState:
    """Let the batches come until the last card is dealt (the pause starts then)."""
    for _ in range(40):
        state: ShengjiState = (await table_now(server)).state
        if state.dealt == 4 * state.rules.hand_size:
            return state
        await server.env.advance_time(PACE * DEAL_PAUSE)
    raise AssertionError("the deal did not end")


def member_at(server: Server, seat: int) -> simcord.MemberActor:
    return (server.alice, server.bob, server.carol, server.dave)[seat]


async def test_a_pass_after_the_last_card_does_not_start_the_declaring_pause_again(
    server: Server,
) -> None:
    """The bug: each move re-keyed the dealer's alarm, so "No declaration" 40 s into a 60 s
    pause made the others wait another 60 s. The pause runs from the last card."""
    members = (server.alice, server.bob, server.carol, server.dave)
    seed = seed_with_declarers(3)
    await open_table(server, f"declare_pause={PAUSE}", seed=seed, players=members[1:], paced=True)
    state = await deal_to_the_last_card(server)
    able = sorted(GAME.to_act(state) - {SYSTEM})
    await server.env.advance_time(PAUSE * PACE * 2 / 3)
    assert (await table_now(server)).state.dealt == state.dealt  # the pause is not over
    await typed_play(server, member_at(server, able[0]), "pass", moves=1)
    await server.env.advance_time(PAUSE * PACE / 3 + 1)
    after: ShengjiState = (await table_now(server)).state
    assert after.redeals == 1 and after.dealt < state.dealt, "the pass restarted the pause"


async def test_the_deal_closes_after_a_short_beat_once_all_who_could_declare_have_passed(
    server: Server,
) -> None:
    members = (server.alice, server.bob, server.carol, server.dave)
    seed = seed_with_declarers(2)
    await open_table(server, f"declare_pause={PAUSE}", seed=seed, players=members[1:], paced=True)
    state = await deal_to_the_last_card(server)
    first, second = sorted(GAME.to_act(state) - {SYSTEM})
    await typed_play(server, member_at(server, first), "pass", moves=1)
    await server.env.advance_time(PACE * DEAL_PAUSE + 1)
    assert (await table_now(server)).state.phase is Phase.DEAL  # one of them may still declare
    assert (await table_now(server)).state.redeals == 0
    await typed_play(server, member_at(server, second), "pass", moves=1)
    await server.env.advance_time(PACE * DEAL_PAUSE + 1)
    after: ShengjiState = (await table_now(server)).state
    assert after.redeals == 1, "the deal sat out the whole pause"


async def test_the_declare_prompt_says_there_is_no_hurry_and_a_pass_puts_it_away(
    server: Server,
) -> None:
    members = (server.alice, server.bob, server.carol, server.dave)
    seed = seed_with_declarers(3)
    await open_table(server, f"declare_pause={PAUSE}", seed=seed, players=members[1:], paced=True)
    state = await deal_to_the_last_card(server)
    seat = min(GAME.to_act(state) - {SYSTEM})
    member = member_at(server, seat)
    fetch = shown_by(await member.slash(server.channel, "hand"))
    assert "No hurry: you can declare until the deal closes" in fetch().content
    await make_move(member, fetch, Pass())
    assert "No hurry" not in fetch().content
    assert "nothing to declare" in button(fetch(), "wait")["label"]


def test_under_fixed_dealer_the_declare_prompt_does_not_say_there_is_no_hurry() -> None:
    """There it is the seat's turn, on its timer: the deal waits for its answer."""
    frontend = ShengjiFrontend(GAME)
    ordered = dealt_out(1, declare_order="fixed-dealer")
    (turn,) = GAME.to_act(ordered)
    prompt = frontend.hand_message(hand_context(ordered, turn)).content or ""
    assert "Declare trumps" in prompt and "No hurry" not in prompt
    open_deal = dealt_out(seed_with_declarers(3))
    seat = min(GAME.to_act(open_deal) - {SYSTEM})
    assert "No hurry" in (frontend.hand_message(hand_context(open_deal, seat)).content or "")
