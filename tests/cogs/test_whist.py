"""Whist and Bid Whist through a simulated Discord: four people play with slash commands,
buttons and selects only, nobody ever sees another hand, a restart mid-trick changes nothing,
and illegal attempts are refused privately without touching the table."""

from __future__ import annotations

import functools
import gc
from collections.abc import Callable
from datetime import UTC, datetime
from enum import Enum

import discord
import pytest
import simcord

from bot.errors import PlayerError
from bot.games.cards import Suit, parse_card
from bot.games.whist import (
    Bid,
    BidKind,
    ChooseDirection,
    Direction,
    Exchange,
    MakeBid,
    NameTrump,
    Pass,
    Phase,
    PlayCard,
    WhistRules,
    WhistState,
)
from bot.games.whist.events import KittyTaken
from bot.i18n import Language, use_language
from bot.tables.snapshots import SeatInfo, TableSnapshot, TableStatus
from bot.ui.frontend import HandContext
from bot.ui.frontends.whist import WhistFrontend
from storage.models import GameResultRecord
from storage.repositories import ResultRepository
from tests.cogs.conftest import Server, crash_restart
from tests.cogs.support import (
    components,
    fill_and_start,
    key_of,
    parlour,
    refused_play,
    reply,
    result_text,
    shown_by,
    table_now,
    typed_play,
    view_keys,
)
from tests.cogs.whist_support import (
    BID_WHIST,
    WHIST,
    Fetch,
    LeakWatch,
    cards_in,
    check_hand_view,
    check_private_replies,
    played_card,
    table_message,
    take_turn,
    thread_text,
)
from tests.cogs.whist_support import build_bot as build_bot  # conftest's make_bot uses it
from tests.support.collector import collect_fully

SEED = 20240611


async def open_game(
    server: Server,
    game: str,
    options: str,
    *,
    players: tuple[simcord.MemberActor, ...] = (),
    ai: int = 0,
    dm: simcord.MemberActor | None = None,
) -> LeakWatch:
    """alice opens a table, ``players`` join, AI fill ``ai`` seats, and the game starts."""
    parlour(server.env).service.seed_source = lambda: SEED
    if dm is not None:
        await dm.slash(server.channel, "settings", dm="on")
    created = await server.alice.slash(server.channel, "table create", game=game, options=options)
    watch = LeakWatch(server.env, server.channel)
    await fill_and_start(server, reply(created).message, watch, players, ai)
    return watch


async def play_out(
    server: Server,
    watch: LeakWatch,
    views: dict[int, tuple[simcord.MemberActor | simcord.UserHandle, Fetch]],
    *,
    limit: int = 200,
    until: Callable[[TableSnapshot], bool] = lambda t: t.status is not TableStatus.PLAYING,
) -> dict[str, int]:
    """Humans take turns from their open hand views (seat → who clicks, live message) until
    ``until``; every step checks the table message and every open view against the engine."""
    moves: dict[str, int] = {}
    for _ in range(limit):
        table = await table_now(server)
        if until(table):
            return moves
        state: WhistState = table.state
        watch.check_table_message(state)
        for seat, (_, fetch) in views.items():
            check_hand_view(fetch(), state, seat)
        (seat,) = WHIST.to_act(state)
        actor, fetch = views[seat]
        auction_open = state.auction is not None and state.auction.high is not None
        done = await take_turn(actor, fetch, pass_bids=auction_open)
        moves[done] = moves.get(done, 0) + 1
        assert (await table_now(server)).version > table.version, f"{done} did nothing"
    raise AssertionError("the game did not end")


async def recorded_results(server: Server) -> list[GameResultRecord]:
    async with parlour(server.env).service.sessions() as session:
        return list(await ResultRepository(session).recent(server.guild.id))


async def test_four_people_play_a_whole_classic_game(server: Server) -> None:
    members = (server.alice, server.bob, server.carol, server.dave)
    watch = await open_game(
        server, "whist", "target=1 dealer=4", players=members[1:], dm=server.dave
    )
    table = await table_now(server)
    dm = server.dave.user.dm_channel
    assert len(dm.history()) == 1 and "Your hand" in dm.history()[-1].content
    # alice presses "Your hand", bob and carol type /hand, dave plays from his DM
    pressed = await server.alice.click(table_message(server.channel), label="Your hand")
    typed = {m.id: await m.slash(server.channel, "hand") for m in (server.bob, server.carol)}
    assert pressed.ephemeral and all(r.ephemeral for r in typed.values())
    views: dict[int, tuple[simcord.MemberActor | simcord.UserHandle, Fetch]] = {
        0: (server.alice, lambda: reply(pressed).message),
        1: (server.bob, lambda: reply(typed[server.bob.id]).message),
        2: (server.carol, lambda: reply(typed[server.carol.id]).message),
        3: (server.dave.user, lambda: dm.history()[-1]),
    }
    assert [table.seat_of(m.id) for m in members] == [0, 1, 2, 3]
    shown = table_message(server.channel).embeds[0].description or ""
    assert "(turned up:" in shown and "Waiting for **alice** to play" in shown

    moves = await play_out(server, watch, views)

    assert moves == {"card": 52}
    assert not watch.leaks, watch.leaks
    thread = thread_text(server.channel)
    assert "Whist begins." in thread and "Deal 1: dave deals." in thread
    assert thread.count("won by") == 13 and "Played: alice " in thread
    assert " tricks to " in thread and "Score: alice & carol" in thread
    final_state: WhistState = (await table_now(server)).state
    assert final_state.outcome is not None and final_state.outcome.winner is not None
    winners = ("alice & carol", "bob & dave")[final_state.outcome.winner]
    assert f"{winners} win the game" in thread
    final = table_message(server.channel).embeds[0].description or ""
    assert "The game is over" in final
    assert len(dm.history()) == 1  # one deal, one DM
    (result,) = await recorded_results(server)
    assert result.game == "whist" and result.summary.startswith(f"{winners} win: ")


async def test_hand_views_are_kept_without_the_interactions_that_showed_them(
    server: Server,
) -> None:
    """Each open view is kept current through its token and message id alone: an interaction
    holds the clicked message with all its options, and the member (~60 objects a view, for 14
    minutes), which every full garbage collection walked (issue #19)."""
    members = (server.alice, server.bob, server.carol, server.dave)
    await open_game(server, "whist", "target=1 dealer=4", players=members[1:])
    pressed = await server.alice.click(table_message(server.channel), label="Your hand")
    typed = await server.bob.slash(server.channel, "hand")
    assert "Your turn" not in reply(typed).message.content
    assert await take_turn(server.alice, lambda: reply(pressed).message) == "card"
    state: WhistState = (await table_now(server)).state
    assert state.trick is not None
    ((led,),) = (p.cards for p in state.trick.plays)
    # both views were redrawn after the click: alice's through the click's token, bob's reply
    # through his /hand's
    mine = reply(pressed).message.content
    assert "(12 cards)" in mine and led not in cards_in(mine.split("\n", 1)[1]), mine
    assert "Your turn." in reply(typed).message.content
    collect_fully()
    bot = server.env.bot
    alive = [o for o in gc.get_objects() if isinstance(o, discord.Interaction) and o.client is bot]
    assert alive == []
    presenter = bot.presenter  # type: ignore[attr-defined]
    kept = list(presenter.views._views.values())
    assert len(kept) == 2
    for view in kept:  # its token and ids, not a closure over them (six objects more)
        assert _walked_from(view, beyond={id(bot)}) <= 3


def _walked_from(root: object, beyond: set[int]) -> int:
    """The tracked objects a collection walks from ``root``, the ``beyond`` ones, classes and
    enum members (shared by every instance) excluded."""
    seen, stack = set(beyond), [root]
    while stack:
        thing = stack.pop()
        if id(thing) in seen or not gc.is_tracked(thing) or isinstance(thing, type | Enum):
            continue
        seen.add(id(thing))
        stack.extend(gc.get_referents(thing))
    return len(seen) - len(beyond)


async def test_no_view_drawn_or_clicked_is_left_a_cycle_of_its_controls(server: Server) -> None:
    """Issue #19: each ``discord.ui`` control points back at its view, so every hand view and
    table message drawn, and the view discord.py builds of each clicked message, was a cycle
    that only a garbage collection freed; with Discord's round trips many reached the
    collector's old generation, walked by every collection until a full one."""
    members = (server.alice, server.bob, server.carol, server.dave)
    watch = await open_game(server, "whist", "target=1 dealer=4", players=members[1:])
    pressed = await server.alice.click(table_message(server.channel), label="Your hand")
    typed = {m.id: await m.slash(server.channel, "hand") for m in members[1:]}
    views: dict[int, tuple[simcord.MemberActor | simcord.UserHandle, Fetch]] = {
        0: (server.alice, lambda: reply(pressed).message)
    }
    for seat, member in enumerate(members[1:], 1):
        views[seat] = (member, shown_by(typed[member.id]))
    gc.collect()
    gc.disable()
    try:
        before = (await table_now(server)).version
        await play_out(server, watch, views, until=lambda table: table.version >= before + 8)
        gc.set_debug(gc.DEBUG_SAVEALL)
        gc.collect()
    finally:
        gc.set_debug(0)
        gc.enable()
    dead_views = [o for o in gc.garbage if isinstance(o, discord.ui.View)]
    gc.garbage.clear()
    assert all(not view.children for view in dead_views)


async def test_four_people_play_a_bid_whist_deal(server: Server) -> None:
    members = (server.alice, server.bob, server.carol, server.dave)
    watch = await open_game(server, "bidwhist", "target=1 dealer=4", players=members[1:])
    views: dict[int, tuple[simcord.MemberActor | simcord.UserHandle, Fetch]] = {}
    for seat, member in enumerate(members):
        opened = await member.slash(server.channel, "hand")
        views[seat] = (member, shown_by(opened))
    alice_view = views[0][1]
    first = {key_of(c): c for c in components(alice_view())}
    assert first["menu"]["placeholder"] == "Bid" and len(first["menu"]["options"]) == 21
    assert "pass" in first

    def before_the_exchange(table: TableSnapshot) -> bool:
        return table.state.phase is Phase.EXCHANGE

    moves = await play_out(server, watch, views, until=before_the_exchange)
    assert moves == {"bid": 1, "pass": 3, "declare": 1}
    state: WhistState = (await table_now(server)).state
    kitty = set(state.kitty)
    assert kitty <= cards_in(alice_view().content)  # the declarer sees the kitty
    for seat in (1, 2, 3):
        assert not kitty & cards_in(views[seat][1]().content)
    bury = next(c for c in components(alice_view()) if key_of(c) == "bury")
    assert len(bury["options"]) == 18 and bury["min_values"] == bury["max_values"] == 6
    assert {o["value"] for o in bury["options"] if o.get("default")} == {c.code for c in kitty}
    assert check_private_replies(server.channel, members, state) >= 4

    moves = await play_out(server, watch, views)
    assert moves == {"exchange": 1, "card": 48}
    assert not watch.leaks, watch.leaks
    thread = thread_text(server.channel)
    assert "Deal 1: dave deals. alice bids first." in thread
    assert "alice bids 1 uptown." in thread and "bob passes." in thread
    assert "alice wins the auction" in thread and "as trumps" in thread
    assert "alice exchanges 6 cards with the kitty." in thread
    assert thread.count("won by") == 12 and ("made it" in thread or "went set" in thread)
    assert "win the game" in thread or "fall to" in thread
    assert len(await recorded_results(server)) == 1


async def test_one_person_and_three_ai_play_a_deal_across_a_crash(
    server: Server, make_bot: Callable[[], discord.Client]
) -> None:
    watch = await open_game(server, "whist", "deals=2 dealer=1", ai=3, dm=server.alice)
    table = await table_now(server)
    state: WhistState = table.state
    assert WHIST.to_act(state) == {0} and state.trick is not None
    assert len(state.trick.plays) == 3  # the AI led and followed: alice plays last
    before = await server.alice.slash(server.channel, "hand")
    await crash_restart(server.env, make_bot())  # not closed first: nothing is flushed
    watch.attach(parlour(server.env))
    after = await table_now(server)
    assert (after.version, after.state) == (table.version, table.state)
    shown = table_message(server.channel).embeds[0].description or ""
    assert "Trick 1: AI " in shown and "Waiting for **alice** to play" in shown
    reopened = await server.alice.slash(server.channel, "hand")
    check_hand_view(reply(reopened).message, state, 0)
    assert "Trick 1: AI " in (reply(reopened).message.embeds[0].description or "")
    # the view opened before the restart still plays: its controls carry the table id
    moves = await play_out(
        server,
        watch,
        {0: (server.alice, lambda: reply(before).message)},
        until=lambda t: t.state.deal_number == 2,
    )
    assert moves == {"card": 13}
    thread = thread_text(server.channel)
    assert "Deal 1: " in thread and " tricks to " in thread and "Deal 2: AI " in thread
    # the second deal comes by DM too, and plays from there
    dm = server.alice.user.dm_channel
    assert len(dm.history()) == 2
    moves = await play_out(
        server,
        watch,
        {0: (server.alice.user, lambda: dm.history()[-1])},
        until=lambda t: len(t.state.hands[0]) == 12,
    )
    assert moves == {"card": 1}
    assert not watch.leaks, watch.leaks


async def test_illegal_attempts_are_refused_privately_and_change_nothing(
    server: Server,
) -> None:
    members = (server.alice, server.bob, server.carol, server.dave)
    await open_game(server, "bidwhist", "target=1 dealer=4", players=members[1:])

    refused = functools.partial(refused_play, server)
    typed = functools.partial(typed_play, server, moves=1)

    await refused(server.bob, "pass", "not your turn: waiting for alice")
    await refused(server.alice, "lots", "can't read 'lots' as a bid")
    await typed(server.alice, "2 downtown")
    await refused(server.bob, "1 notrump", "Your bid must beat 2 downtown")
    await refused(server.bob, "2 uptown", "Your bid must beat 2 downtown")
    for member in members[1:]:
        await typed(member, "pass")
    await refused(server.alice, "2H", "can't read")
    await typed(server.alice, "hearts")
    state: WhistState = (await table_now(server)).state
    assert state.contract is not None and state.contract.trump is not None
    pool = [c.code for c in (*state.hands[0], *state.kitty)]
    await refused(server.alice, " ".join(pool[:2]), "Pick exactly 6 different cards")
    await refused(server.alice, " ".join(pool[:7]), "Pick exactly 6 different cards")
    await typed(server.alice, " ".join(pool[-6:]))  # the kitty as it was: keep the hand
    # her turn goes on, but the play begins: the exchange is posted at once, not at her lead
    assert "alice keeps their hand" in thread_text(server.channel)

    # a stale hand view: drawn at alice's lead, used after the trick moved on
    # (other players' views follow at the paced rate: held back here, this one stays stale)
    stale = await server.alice.slash(server.channel, "hand")
    menu = next(c for c in components(reply(stale).message) if key_of(c) == "menu")
    parlour(server.env).presenter.edit_interval = 30.0
    lead = BID_WHIST.legal_actions((await table_now(server)).state, 0)[0]
    await typed(server.alice, played_card(lead).code)
    before = await table_now(server)
    clicked = await server.alice.select(
        reply(stale).message, [menu["options"][0]["value"]], custom_id=menu["custom_id"]
    )
    assert "moved on" in result_text(clicked) and clicked.followups[-1].ephemeral
    after = await table_now(server)
    assert (after.version, after.state) == (before.version, before.state)
    redrawn = next(c for c in components(reply(stale).message) if key_of(c) == "wait")
    assert redrawn["disabled"]
    parlour(server.env).presenter.edit_interval = 0.0
    await server.env.advance_time(30)  # the held-back redraws go out

    # not following suit while holding it, then out of turn
    for _ in range(40):
        table = await table_now(server)
        state = table.state
        (seat,) = BID_WHIST.to_act(state)
        member = members[seat]
        legal = BID_WHIST.legal_actions(state, seat)
        off_suit = [c for c in state.hands[seat] if c not in {played_card(a) for a in legal}]
        if state.trick is not None and state.trick.plays and off_suit:
            await refused(member, off_suit[0].code, "You must follow")
            other = members[(seat + 1) % 4]
            await refused(other, played_card(legal[0]).code, "not your turn")
            await refused(member, "AS KS", "one card at a time")
            assert check_private_replies(server.channel, members, state) > 10
            return
        await typed(member, played_card(legal[0]).code)
    raise AssertionError("nobody ever had to follow suit")


def hand_context(game: WhistRules, state: WhistState, seat: int) -> HandContext:
    """What the presenter hands the frontend for ``seat``, without Discord."""
    seats = tuple(SeatInfo(n, 100 + n, name) for n, name in enumerate(("al", "bo", "cy", "di")))
    table = TableSnapshot(
        1,
        1,
        1,
        None,
        None,
        100,
        game.name,
        {},
        TableStatus.PLAYING,
        1,
        seats,
        state,
        datetime.now(UTC),
    )
    return HandContext(table, seat, game.view(state, seat), game.legal_actions(state, seat))


def test_typed_moves_are_read_in_every_phase() -> None:
    frontend = WhistFrontend(BID_WHIST)
    state = BID_WHIST.new({"dealer": 4}, 4, SEED)

    def read(seat: int, text: str) -> object:
        return frontend.parse_text(hand_context(BID_WHIST, state, seat), text)

    assert read(0, "4") == read(0, "four") == read(0, "4 Uptown") == MakeBid(Bid(4))
    assert read(0, "bid 4 down") == MakeBid(Bid(4, BidKind.DOWNTOWN))
    with use_language(Language.SW):  # the reader's word for "bid", and English
        assert read(0, "zabuni 4 down") == MakeBid(Bid(4, BidKind.DOWNTOWN))
    with use_language(Language.ZH_CN):
        assert read(0, "叫4") == read(0, "4 叫牌") == MakeBid(Bid(4))
    assert read(0, "7NT") == read(0, "7 no-trump") == MakeBid(Bid(7, BidKind.NOTRUMP))
    assert read(0, " Pass ") == Pass()
    with pytest.raises(PlayerError, match="not your turn: waiting for al"):
        read(1, "pass")
    with pytest.raises(PlayerError, match="as a bid"):
        read(0, "AS")
    state, _ = BID_WHIST.apply(state, 0, MakeBid(Bid(2, BidKind.NOTRUMP)))
    for seat in (1, 2, 3):
        state, _ = BID_WHIST.apply(state, seat, Pass())
    assert read(0, "downtown") == ChooseDirection(Direction.DOWNTOWN)
    assert read(0, "Hearts") == read(0, "h") == read(0, "♥") == NameTrump(Suit.HEARTS)
    with use_language(Language.CY):  # the reader's own words around the suit, and English
        assert read(0, "trwmp calonnau") == read(0, "trumps hearts") == NameTrump(Suit.HEARTS)
    state, _ = BID_WHIST.apply(state, 0, ChooseDirection(Direction.UPTOWN))
    hand, kitty = state.hands[0], state.kitty
    assert read(0, "keep") == read(0, " ".join(c.code for c in kitty)) == Exchange()
    buried = " ".join(c.code for c in (*hand[:2], *kitty[2:]))
    assert read(0, buried) == Exchange(hand[:2], kitty[:2])
    with pytest.raises(PlayerError, match="Pick exactly 6 different cards"):
        read(0, hand[0].code)
    state, _ = BID_WHIST.apply(state, 0, Exchange())
    card = next(c for c in state.hands[0] if not c.is_joker)
    assert read(0, card.label) == read(0, f"play {card.code.lower()}") == PlayCard(card)
    with use_language(Language.ZH_CN):
        assert read(0, f"出{card.code}") == read(0, f"出牌 {card.code}") == PlayCard(card)
    with use_language(Language.HI):
        assert read(0, f"{card.code} चलें") == PlayCard(card)
    with pytest.raises(PlayerError, match="one card at a time"):
        read(0, "AS KS")


def test_only_public_events_are_posted_and_a_deal_sends_hands() -> None:
    frontend = WhistFrontend(WHIST)
    state = WHIST.new({}, 4, SEED)
    table = hand_context(WHIST, state, 0).table
    private = KittyTaken(cards=(parse_card("AS"),), seat=0)
    assert frontend.event_lines(table, [private]) == []
    deal = WHIST.deal_event(state)
    assert frontend.starts_deal([deal]) and not frontend.starts_deal([private])
    (line,) = frontend.event_lines(table, [deal])
    assert state.turn_up is not None
    assert line.startswith("Deal 1: ") and f"{state.turn_up.label} is turned up" in line


async def test_a_forced_dealer_must_bid_and_gets_no_pass_button() -> None:
    frontend = WhistFrontend(BID_WHIST)
    state = BID_WHIST.new({"dealer": 4}, 4, SEED)
    for seat in (0, 1, 2):
        state, _ = BID_WHIST.apply(state, seat, Pass())
    shown = frontend.hand_message(hand_context(BID_WHIST, state, 3))
    assert shown.content is not None and "must bid" in shown.content
    assert shown.view is not None
    assert view_keys(shown.view) == ["menu"]
