"""Shengji through a simulated Discord: four people declare, overturn, bury and play a hand with
buttons and select menus only; one person plays a hand with three AI; typed moves and their
refusals; a restart mid-trick; and nobody ever sees a card hidden from them."""

from __future__ import annotations

import functools
import gc
from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import discord
import pytest
import simcord

from bot.errors import PlayerError
from bot.games.base import SYSTEM
from bot.games.cards import Suit
from bot.games.shengji import (
    Bury,
    ChooseThrowPart,
    Deal,
    Declare,
    NameTrump,
    Pass,
    Phase,
    PlayCards,
    ShengjiState,
)
from bot.games.shengji.dealing import DEAL_PAUSE
from bot.games.shengji.events import KittyTaken, ThrowFailed
from bot.render.shengji import hand_groups
from bot.ui.frontends import shengji_controls as controls
from bot.ui.frontends.shengji import ShengjiFrontend
from bot.ui.frontends.shengji_controls import CARD_ROWS, menu_groups
from tests.cogs.conftest import Server
from tests.cogs.shengji_support import (
    GAME,
    PACE,
    Fetch,
    LeakWatch,
    button,
    card_menus,
    chosen_ids,
    codes,
    declaring_moves,
    find_seed,
    hand_context,
    is_tractor,
    make_move,
    open_table,
    pick_cards,
    planned_move,
    table_message,
    thread_text,
)
from tests.cogs.shengji_support import build_bot as build_bot  # conftest's make_bot uses it
from tests.cogs.support import (
    as_read,
    parlour,
    refused_play,
    reply,
    shown_by,
    stored_and_restarted,
    table_now,
    typed_play,
    view_keys,
)
from tests.games.shengji.helpers import action_cards

OPTIONS = {"declare_pause": 3}
Views = dict[int, tuple[simcord.MemberActor | simcord.UserHandle, Fetch]]


async def open_views(server: Server, members: tuple[simcord.MemberActor, ...]) -> Views:
    views: Views = {}
    for seat, member in enumerate(members):
        opened = await member.slash(server.channel, "hand")
        assert opened.ephemeral
        views[seat] = (member, shown_by(opened))
    return views


async def deal_next_batch(server: Server) -> None:
    """Let virtual time pass until the table moves on by itself (a batch, or the deal closing);
    a declaration restarts the SYSTEM pause, so this may take a few steps."""
    before = await table_now(server)
    for _ in range(40):
        await server.env.advance_time(PACE * DEAL_PAUSE)
        now = await table_now(server)
        if now.state.dealt != before.state.dealt or now.state.phase is not Phase.DEAL:
            return
    raise AssertionError("the deal did not go on")


async def play_planned(
    server: Server, watch: LeakWatch, views: Views, *, until: Callable[[ShengjiState], bool]
) -> Counter[str]:
    """Play the plan (see shengji_support.planned_move) through the hand views, checking the
    table message and every open view against the engine before each move."""
    done: Counter[str] = Counter()
    for _ in range(200):
        table = await table_now(server)
        state: ShengjiState = table.state
        if until(state):
            return done
        watch.check_table_message(state)
        for seat, (_, fetch) in views.items():
            watch.check_hand_view(fetch(), state, seat)
        seat, move = planned_move(state)
        actor, fetch = views[seat]
        if isinstance(move, Bury):
            done["bury"] += 1
        elif state.trick is not None and state.trick.lead is None:
            done["tractor" if is_tractor(action_cards(move), state) else "lead"] += 1
        else:
            done["follow"] += 1
        await make_move(actor, fetch, move)
        assert (await table_now(server)).version > table.version, f"{move} did nothing"
    raise AssertionError("the hand did not end")


async def test_four_people_declare_overturn_bury_and_play_a_hand(server: Server) -> None:
    seed = find_seed(OPTIONS, 1)
    members = (server.alice, server.bob, server.carol, server.dave)
    names = [m.user.name for m in members]
    watch = await open_table(server, "declare_pause=3", seed=seed, players=members[1:], paced=True)
    views = await open_views(server, members)

    # the deal: cards arrive in every open view; declaring buttons appear as they become possible
    while (state := (await table_now(server)).state).phase is Phase.DEAL:
        for seat, (_, fetch) in views.items():
            watch.check_hand_view(fetch(), state, seat)
        held = len(state.hands[0])
        assert f"({held} card{'' if held == 1 else 's'})" in views[0][1]().content
        for seat, move in declaring_moves(state):
            actor, fetch = views[seat]
            await make_move(actor, fetch, move)
            after = (await table_now(server)).state
            shown = as_read(table_message(server.channel).embeds[0].description or "")
            if isinstance(move, Declare):
                assert after.declaration is not None and after.declaration.seat == seat
                assert f"Declaration: {names[seat]} shows " in shown
            else:
                assert seat in after.passed
                assert "nothing to declare" in button(fetch(), "wait")["label"]
        await deal_next_batch(server)
    assert state.dealt == 100 and state.phase is Phase.BURY
    thread = thread_text(server.channel)
    assert "the cards are being dealt" in thread and "All cards are dealt" in thread
    assert " declares 2" in thread and " overturns with 2" in thread

    # the starter buries through the menus; the others never see the kitty
    starter, suit = state.starter, state.trump_suit
    assert starter is not None and suit is not None
    shown = as_read(table_message(server.channel).embeds[0].description or "")
    declarers = f"{names[starter % 2]} & {names[starter % 2 + 2]}: level 2 (declarers)"
    assert f"Trumps {suit.symbol} {suit.title}, rank 2" in shown and declarers in shown
    assert "Opponents' points: 0" in shown and f"Turn: **{names[starter]}**" in shown
    starter_view = views[starter][1]
    assert len(card_menus(starter_view())) <= CARD_ROWS
    assert "Bury 8 cards" in starter_view().content
    assert "From the kitty: " in starter_view().content
    assert all(card.label in starter_view().content for card in state.kitty)
    # issue #19: of every private event (each seat's dealt cards among them), the presenter
    # keeps only what a hand view reads: the kitty its taker was given
    presenter = server.env.bot.presenter  # type: ignore[attr-defined]
    kept = [event for events in presenter._private.values() for event in events]
    assert [type(event) for event in kept] == [KittyTaken] and kept[0].seat == starter
    # issue 14.1: the AI's suggested bury is chosen in advance, one press from buried
    assert len(chosen_ids(starter_view())) == 8 and "the suggested cards are chosen" in (
        starter_view().content
    )
    assert button(starter_view(), "bury")["label"] == "Bury these"
    assert not button(starter_view(), "bury").get("disabled")

    moves = await play_planned(server, watch, views, until=lambda s: s.hand_no > 0)

    assert moves["bury"] == 1 and moves["tractor"] >= 1 and moves["follow"] > 50
    assert not watch.leaks, watch.leaks
    thread = thread_text(server.channel)
    assert f"{names[starter]} buries 8 cards." in thread
    assert "throw " in thread and " fails: " in thread and "(penalty 10 points)" in thread
    assert thread.count(" won by ") >= 20 and "Played: " in thread
    assert "**Hand 1 over.** Kitty: " in thread and "Opponents (" in thread
    assert "keep the deal" in thread or "take over the deal" in thread
    assert "Next hand: " in thread


async def test_the_play_button_follows_the_engine_and_typed_moves_survive_a_restart(
    server: Server, make_bot: Callable[[], discord.Client]
) -> None:
    """A set-up hand (counterclockwise: alice, dave, carol, bob) played with /play and the
    menus: a pair lead, an illegal follow refused with the engine's reason, a restart."""
    members = (server.alice, server.bob, server.carol, server.dave)
    await open_table(server, "first_starter=fixed", seed=5, players=members[1:])
    state = GAME.new_from_hands(
        {},
        [codes("9S 9S 3D 4D"), codes("3S 4S 5C 6D"), codes("7S 8S 3C 4C"), codes("AS AS 5S 6C")],
        codes("KC 5H TD 3H 4H 6H 7H 8H"),
        trump_suit=Suit.HEARTS,
        starter=0,
    )
    await stored_and_restarted(server, make_bot, GAME, state)

    refused = functools.partial(refused_play, server)
    typed = functools.partial(typed_play, server)

    await refused(server.dave, "AS AS", "not your turn: waiting for alice")
    await refused(server.alice, "9S 3D", "A lead must be all in one suit, or all trumps.")
    await refused(server.alice, "XX", "can't read 'XX' as a card")
    await refused(server.alice, "KS", "You don't hold K♠")
    await typed(server.alice, "9s 9♠")
    await refused(server.dave, "AS 5S", "pair")

    # dave's menus: two singles are refused in words and Play stays off; the pair turns it on
    opened = await server.dave.slash(server.channel, "hand")
    view: Fetch = lambda: reply(opened).message  # noqa: E731
    await pick_cards(server.dave, view, codes("AS 5S"))
    assert button(view(), "play").get("disabled") and "❌" in view().content
    assert "pair" in view().content.split("❌")[1]
    await server.dave.click(view(), custom_id=button(view(), "clear")["custom_id"])
    assert not chosen_ids(view()) and button(view(), "play").get("disabled")
    await pick_cards(server.dave, view, codes("AS"))
    await pick_cards(server.dave, view, codes("AS"))
    assert sorted(chosen_ids(view())) == ["AS#0", "AS#1"]
    assert not button(view(), "play").get("disabled") and "✅" in view().content
    await server.dave.click(view(), custom_id=button(view(), "play")["custom_id"])
    assert (await table_now(server)).state.trick.plays[-1].cards == codes("AS AS")

    # a restart mid-trick: nothing changes, and carol's view from before still plays
    carol = await server.carol.slash(server.channel, "hand")
    before = await table_now(server)
    await server.env.restart_bot(make_bot())
    after = await table_now(server)
    assert (after.version, after.state) == (before.version, before.state)
    shown = as_read(table_message(server.channel).embeds[0].description or "")
    assert "dave: A♠ A♠ ← winning" in shown and "Turn: **carol**" in shown
    await make_move(server.carol, lambda: reply(carol).message, PlayCards(codes("7S 8S")))
    await typed(server.bob, "3S 4S")
    for member, text in ((server.dave, "6C"), (server.carol, "3C"), (server.bob, "5C")):
        await typed(member, text)
    await refused(server.alice, "AS", "You don't hold A♠")
    await typed(server.alice, "3D")
    # issue 14.4: whose points a trick line means, and the table keeps the last trick in view
    assert "Trick 2 won by dave with 6♣ (5 points to the opponents bob & dave)." in (
        thread_text(server.channel)
    )
    shown = as_read(table_message(server.channel).embeds[0].description or "")
    assert "Opponents' point cards: 5♣" in shown
    assert "Last trick (won by dave, 5 points): dave 6♣ · carol 3♣ · bob 5♣ · alice 3♦" in shown
    for member, text in (
        (server.dave, "5S"),
        (server.carol, "4C"),
        (server.bob, "6D"),
        (server.alice, "4D"),
    ):
        await typed(member, text)
    thread = thread_text(server.channel)
    assert "Trick 1 won by dave with A♠ A♠ (no points). Played: alice 9♠ 9♠ · dave A♠ A♠" in thread
    assert "Kitty: K♣ 5♥ 10♦ 3♥ 4♥ 6♥ 7♥ 8♥ (25 points) ×2 = 50 to the opponents" in thread
    assert "Opponents (bob & dave): 60 points" in thread
    assert "alice & carol keep the deal and go up 1 level → 3." in thread


async def test_one_person_and_three_ai_play_a_hand_from_a_dm(server: Server) -> None:
    watch = await open_table(server, "decks=1", seed=11, ai=3, dm=server.alice)
    dm = server.alice.user.dm_channel
    views: Views = {0: (server.alice.user, lambda: dm.history()[-1])}
    assert len(dm.history()) == 1
    moves = await play_planned(server, watch, views, until=lambda s: s.hand_no > 0)
    assert moves["lead"] + moves["follow"] >= 6 and not moves["bury"]
    assert not watch.leaks, watch.leaks
    thread = thread_text(server.channel)
    assert "Trick 1 won by " in thread and "**Hand 1 over.**" in thread
    assert len(dm.history()) == 2  # the second hand's deal came by DM too
    state: ShengjiState = (await table_now(server)).state
    watch.check_hand_view(dm.history()[-1], state, 0)


# ---------------------------------------------------------------------------- without Discord


def test_five_groups_become_three_menus_below_the_shortcut_row_and_a_button_row() -> None:
    """No trump suit: jokers and 2s, then four side suits; the two smallest share a menu,
    twice, so that row 0 is free for the shortcuts (for the chosen cards while burying)."""
    hand, others = codes("BJ 2H 3H 4H AS KS QS JS TS 9S 8S 7S AC KC 6D 5D 4D 3D"), codes("3S 4S 5S")
    state = GAME.new_from_hands(
        {},
        [hand, *((card,) for card in others)],
        codes("6S 7C 8C 9C TC JC QC 6H"),
        trump_suit=None,
        starter=0,
        bury=True,
    )
    ctx = hand_context(state, 0)
    assert len(hand_groups(ctx.view)) == 5
    groups = menu_groups(ctx.view)
    labels = ["Trumps + ♥ hearts + ♦ diamonds", "♠ spades", "♣ clubs"]
    assert [g.label for g in groups] == labels
    assert sum(len(g.options) for g in groups) == len(state.hands[0]) == 26
    shown = ShengjiFrontend(GAME).hand_message(ctx)
    assert shown.view is not None
    children: list[Any] = list(shown.view.children)
    rows = Counter(item.item.row for item in children)  # the wrapped control's row
    assert rows == {0: 1, 1: 1, 2: 1, 3: 1, 4: 2}  # row 0: the chosen cards while burying


def test_card_menus_are_remembered_as_plain_strings_the_collector_stops_tracking() -> None:
    """Asked for again, the menus come back the same, from strings, which garbage collections
    never walk (issue #19)."""
    hand = codes("BJ 2H 3H 4H AS KS QS JS TS 9S 8S 7S AC KC 6D 5D 4D 3D")
    others = codes("3S 4S 5S")
    state = GAME.new_from_hands(
        {},
        [hand, *((c,) for c in others)],
        codes("6S 7C 8C 9C TC JC QC 6H"),
        trump_suit=None,
        starter=0,
    )
    view = hand_context(state, 0).view
    first = menu_groups(view)
    controls._last = None  # as after another hand's draw
    assert menu_groups(view) == first
    assert controls._MENUS and all(
        type(key) is str and type(menus) is str for key, menus in controls._MENUS.items()
    )
    assert not gc.is_tracked(controls._MENUS)  # holding only strings
    empty = hand_context(replace(state, hands=state.hands.with_hand(0, ())), 0).view
    assert menu_groups(empty) == []
    controls._last = None
    assert menu_groups(empty) == []  # remembered as no menu, not one empty menu


def test_declarations_are_buttons_that_name_themselves() -> None:
    frontend = ShengjiFrontend(GAME)
    state = GAME.new({}, 4, 3)
    while not any(GAME.legal_actions(state, s)[:-1] for s in range(4) if s in GAME.to_act(state)):
        state, _ = GAME.apply(state, SYSTEM, GAME.legal_actions(state, SYSTEM)[0])
    seat = next(s for s in range(4) if s in GAME.to_act(state) and GAME.legal_actions(state, s))
    ctx = hand_context(state, seat)
    shown = frontend.hand_message(ctx)
    assert shown.view is not None
    keys = view_keys(shown.view)
    declare = next(a for a in ctx.legal if isinstance(a, Declare))
    assert f"decl-{declare.cards[0].code}*{len(declare.cards)}" in keys and keys[-1] == "nodecl"
    assert frontend.on_component(ctx, keys[0], ()).action == declare  # type: ignore[union-attr]
    assert frontend.on_component(ctx, "nodecl", ()).action == Pass()  # type: ignore[union-attr]
    assert frontend.parse_text(ctx, " PASS ") == Pass()
    assert frontend.parse_text(ctx, " ".join(c.label for c in declare.cards)) == declare


def test_naming_trumps_and_choosing_a_throw_part_are_buttons() -> None:
    frontend = ShengjiFrontend(GAME)
    state = GAME.new({"first_starter": "fixed", "no_declaration": "partner"}, 4, 3)
    while state.phase is Phase.DEAL:
        state, _ = GAME.apply(state, SYSTEM, GAME.legal_actions(state, SYSTEM)[0])
    ctx = hand_context(state, 2)  # the starter's partner
    shown = frontend.hand_message(ctx)
    assert shown.content is not None and "name the trump suit" in shown.content
    assert shown.view is not None and len(shown.view.children) == 4
    assert frontend.on_component(ctx, "i1", ()).action == NameTrump(Suit.HEARTS)  # type: ignore[union-attr]
    assert frontend.parse_text(ctx, "Trumps ♦") == NameTrump(Suit.DIAMONDS)

    hands = [codes("KS 3S 3S 2C"), codes("AS 4S 4S 6H"), codes("5H 6H 7H 8H"), codes("9H TH JH QH")]
    options = {"throw_choice": "next-player"}
    state = GAME.new_from_hands(options, hands, (), trump_suit=Suit.HEARTS, starter=0)
    state, events = GAME.apply(state, 0, PlayCards(codes("KS 3S 3S")))
    assert state.phase is Phase.THROW_CHOICE and [type(e) for e in events] == [ThrowFailed] * 2
    (line,) = frontend.event_lines(hand_context(state, 0).table, events)
    assert line == (
        "al's throw K♠ 3♠ 3♠ fails: bo beats 3♠ 3♠ with 4♠ 4♠; bo beats K♠ with A♠. "
        "di chooses which part is led."
    )
    ctx = hand_context(state, 3)
    shown = frontend.hand_message(ctx)
    assert shown.view is not None
    labels = [item.item.label for item in shown.view.children]  # type: ignore[attr-defined]
    assert labels == ["They must lead 3♠ 3♠", "They must lead K♠"]
    assert frontend.on_component(ctx, "i1", ()).action == ChooseThrowPart(codes("KS"))  # type: ignore[union-attr]
    assert frontend.parse_text(ctx, "ks") == ChooseThrowPart(codes("KS"))
    with pytest.raises(PlayerError, match="not your turn"):
        frontend.on_component(hand_context(state, 1), "i0", ())
    with pytest.raises(PlayerError) as unread:  # the notation once, not again in a hint
        frontend.parse_text(ctx, "Banana")
    assert str(unread.value) == (
        "I can't read 'Banana' as a card. Write the rank and the suit, like TH, 10h, ♥10, AS, "
        "or SJ / BJ for the jokers."
    )


def test_fixed_dealer_deal_lines_name_who_declares_first_and_only_that_seat_gets_buttons() -> None:
    frontend = ShengjiFrontend(GAME)
    state = GAME.new({"declare_order": "fixed-dealer"}, 4, 3)
    state, events = GAME.apply(state, SYSTEM, GAME.legal_actions(state, SYSTEM)[0])
    (line,) = frontend.event_lines(hand_context(state, 0).table, events)
    assert "Declaring goes round in turn once all cards are dealt." in line
    assert not hand_context(state, 2).legal  # nobody declares during the deal
    state, events = GAME.apply(state, SYSTEM, Deal(100 - state.dealt))
    (line,) = frontend.event_lines(hand_context(state, 0).table, events)
    assert line == (
        "All cards are dealt: declaring goes round in turn, starting with cy (the starter's "
        "partner)."
    )
    (turn,) = GAME.to_act(state)
    assert all(not hand_context(state, s).legal for s in range(4) if s != turn)
    assert Pass() in hand_context(state, turn).legal


@pytest.mark.parametrize("failed_throw", ["penalty", "refuse"])
def test_the_hand_prompt_judges_a_throw_without_reading_other_hands(failed_throw: str) -> None:
    """Issues 10.3 and 12.2: whether another hand could beat the chosen throw changes nothing
    in the thrower's own hand message (the frontend asks ``engine.explain``)."""
    frontend = ShengjiFrontend(GAME)
    texts = []
    for beater in ("KH", "5D"):  # K♥ beats the Q♥ of the throw; 5♦ beats nothing
        hands = [codes("QH 4H 4H 3C"), codes("5S 6S 7S 8S"), codes(f"{beater} 6D 7D 8D")]
        hands.append(codes("9D TD JD QD"))
        options = {"failed_throw": failed_throw}
        state = GAME.new_from_hands(options, hands, (), trump_suit=Suit.SPADES, starter=0)
        ids = ("QH#0", "4H#0", "4H#1")
        message = frontend.hand_message(hand_context(state, 0, ids))
        texts.append(message.content)
        assert "✅ you may play this (a throw" in (message.content or "")
    assert texts[0] == texts[1]


async def test_fixed_dealer_a_seat_with_nothing_to_declare_still_has_its_turn_and_timer(
    server: Server,
) -> None:
    """Issue 12.1 through Discord: with seed 7, carol (the starter's partner, first to declare)
    holds nothing she could declare; the turn is still hers, and when her time runs out the AI
    passes for her and the turn moves on to bob, the next seat."""
    members = (server.alice, server.bob, server.carol, server.dave)
    await open_table(server, "declare_order=fixed-dealer", seed=7, players=members[1:], timer="30s")
    state = (await table_now(server)).state
    assert state.dealt == 100 and GAME.to_act(state) == frozenset({2})
    assert GAME.legal_actions(state, 2) == [Pass()]
    shown = as_read(table_message(server.channel).embeds[0].description or "")
    assert "bob" not in shown.split("Starter")[-1]  # nobody else is named as declaring next
    await server.env.advance_time(30)
    assert "carol ran out of time" in thread_text(server.channel)
    state = (await table_now(server)).state
    assert state.passed == frozenset({2}) and GAME.to_act(state) == frozenset({1})


async def test_the_deal_waits_while_discord_is_out_of_reach(server: Server) -> None:
    """Nobody can declare (or see the cards come) while the bot is cut off, so the dealer
    waits too (its going on once Discord is back: tests/tables/test_timers.py)."""
    people = (server.bob, server.carol, server.dave)
    await open_table(server, "declare_pause=30", seed=3, players=people, paced=True)
    bot = parlour(server.env)
    bot.dispatch("disconnect")
    before = await table_now(server)
    for _ in range(10):
        await server.env.advance_time(20)
    assert (await table_now(server)).version == before.version
