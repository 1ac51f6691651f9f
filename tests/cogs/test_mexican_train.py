"""Mexican Train through a simulated Discord: three people and an AI play a whole game with
slash commands, selects and buttons only, and nothing private ever reaches the channel.

The frontend's own choices (which controls, how ``/play`` reads) are also checked directly on
hand-made deals, where every case can be set up exactly.
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

import discord
import pytest
import simcord
from simcord.http import router

from bot.errors import PlayerError
from bot.games.dominoes import Tile, parse_tile
from bot.games.mexican_train import MEXICAN, Draw, MexicanTrainGame, MexicanTrainState, Pass, Play
from bot.games.mexican_train.events import GameEnded, HandDealt, LastTile, RoundStarted, YouDrew
from bot.render.png import Png
from bot.tables.snapshots import TableSnapshot, TableStatus
from bot.ui.frontend import Act, HandContext, Reselect
from bot.ui.frontends.mexican_train import MexicanTrainFrontend
from storage.repositories import ResultRepository
from tests.cogs.conftest import Server
from tests.cogs.mexican_train_support import (
    GAME,
    LeakWatch,
    check_hand_view,
    codes_in,
    context,
    crossroads,
    play_from,
    snapshot,
    table_message,
    tiles_in,
)
from tests.cogs.mexican_train_support import build_bot as build_bot  # conftest's make_bot uses it
from tests.cogs.support import (
    components,
    fill_and_start,
    key_of,
    parlour,
    reply,
    result_text,
    shown_by,
    table_messages_drawn_on_the_loop,
    table_now,
)
from tests.support.collector import collect_fully

#: alice (seat 1) starts round 1 holding 4-2 3-1 6-4 6-0 5-3 under the 6-6 engine
SEED = 20240611
FRONTEND = MexicanTrainFrontend(MexicanTrainGame())


async def open_game(
    server: Server, *, dm: simcord.MemberActor | None = None, options: str = "set=6"
) -> LeakWatch:
    """alice, bob and carol sit down with one AI on a double-6 set, and the game starts."""
    parlour(server.env).service.seed_source = lambda: SEED
    if dm is not None:
        await dm.slash(server.channel, "settings", dm="on")
    created = await server.alice.slash(
        server.channel, "table create", game="mexican_train", options=options
    )
    watch = LeakWatch(server.env, server.channel)
    await fill_and_start(server, reply(created).message, watch, (server.bob, server.carol), 1)
    return watch


def member_at(server: Server, table: TableSnapshot, seat: int) -> simcord.MemberActor:
    return next(m for m in (server.alice, server.bob, server.carol) if table.seat_of(m.id) == seat)


async def take_turn(server: Server) -> None:
    """Whoever is to act opens /hand and makes a move from it."""
    table = await table_now(server)
    (seat,) = GAME.to_act(table.state)
    member = member_at(server, table, seat)
    shown = await member.slash(server.channel, "hand")
    await play_from(member, lambda: reply(shown).message)
    assert (await table_now(server)).version > table.version


# -- through Discord -----------------------------------------------------------------------------


async def test_the_table_message_carries_the_board_picture(server: Server) -> None:
    await open_game(server)
    message = table_message(server.channel)
    embed = message.embeds[0]
    assert embed.image.url and embed.image.url.endswith("board.png")
    assert [a.filename for a in message.attachments] == ["board.png"]
    picture = await message.attachments[0].read()
    assert picture.startswith(b"\x89PNG\r\n\x1a\n")
    text = embed.description or ""
    assert "Round 1/7" in text and "Turn: **alice**" in text and "Scores:" in text
    assert "AI " in text and "(5 tiles)" in text  # every seat's train and tile count
    assert [b["label"] for b in components(message)] == ["Your hand"]


async def test_the_pictured_table_message_is_drawn_off_the_event_loop(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    await open_game(server)
    drawn = table_messages_drawn_on_the_loop(monkeypatch)  # not the lobby's: no picture yet
    await take_turn(server)
    assert drawn and not any(drawn)


async def test_two_table_message_edits_with_the_same_board_upload_the_picture_once(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A redraw that leaves the board alone (here a countdown appears) keeps the picture; a
    move that changes the board uploads the new one."""
    uploads: list[bool] = []  # per edit of a message in the channel: did it carry a file?
    original = router.dispatch

    def dispatch(backend: Any, method: str, path: str, **kwargs: Any) -> Any:
        if method == "PATCH" and path.startswith(f"/channels/{server.channel.id}/messages/"):
            uploads.append(bool(kwargs.get("files")))
        return original(backend, method, path, **kwargs)

    monkeypatch.setattr(router, "dispatch", dispatch)
    await open_game(server)
    await server.env.advance_time(10)
    assert uploads[-1] and uploads.count(True) == 1  # the game's first board
    table = await table_now(server)
    countdown = replace(table, countdown_to=datetime(2030, 1, 1, tzinfo=UTC))
    pictured = parlour(server.env).presenter.edit_table_message(countdown)
    assert pictured is not None  # drawn in a worker thread
    await pictured
    await server.env.advance_time(10)
    assert uploads[-1:] == [False] and uploads.count(True) == 1
    shown = table_message(server.channel)
    assert "Time runs out" in str(shown.embeds[0].to_dict())
    assert [a.filename for a in shown.attachments] == ["board.png"]
    assert (await shown.attachments[0].read()).startswith(b"\x89PNG")
    await take_turn(server)
    await server.env.advance_time(10)
    assert uploads.count(True) == 2


async def test_the_leak_watch_notices_a_hand_tile_in_public(server: Server) -> None:
    """The watch the whole-game test relies on does see a leak (here a player blabbing)."""
    watch = await open_game(server)
    await server.bob.send(server.channel, "psst: alice holds 2-4")
    await take_turn(server)  # alice plays a 6 and keeps 4-2
    assert watch.leaks == ["[Tile(4-2)] in 'psst: alice holds 2-4'"]


@pytest.mark.parametrize("top", [6, 12])
async def test_the_footer_types_a_tile_the_table_shows_and_no_hand_holds(
    server: Server, top: int
) -> None:
    """The footer typed ``12-5 mexican`` at every table: no tile of a double-six set, and at
    a double-twelve one maybe a tile in someone's hand. Its example is now the round's
    engine: a tile of the set, on the board (the table message names it) and in no hand."""
    await open_game(server, options=f"set={top}")
    for _ in range(3):
        state: MexicanTrainState = (await table_now(server)).state
        embed = table_message(server.channel).embeds[0]
        typed = codes_in(embed.footer.text or "")
        assert typed == {Tile.of(top, top)}, embed.footer.text  # round 1's engine
        assert typed <= codes_in(embed.description or "")
        assert not typed & tiles_in(state.round.hands)
        await take_turn(server)


async def test_a_whole_game_with_three_people_and_an_ai(server: Server) -> None:
    # three tiles each keeps the seven rounds short (the deal, not the Discord side, decides
    # how long a round lasts)
    watch = await open_game(server, dm=server.carol, options="set=6 hand=3")
    dm = server.carol.user.dm_channel

    def carol_hand() -> discord.Message:
        return [m for m in dm.history() if m.components][-1]  # the newest DM is the live hand

    assert len(dm.history()) == 1 and "Your tiles" in carol_hand().content
    # issue #19: no hand view reads a private event, so none is kept (each seat's dealt tiles)
    assert server.env.bot.presenter._private == {}  # type: ignore[attr-defined]
    moves: dict[str, int] = {}
    # alice and bob open /hand once a round and play from it, since the presenter keeps an
    # open hand view current after every move (discord.py also gives each ephemeral view a
    # 15-minute timeout task, so one per turn would slow SimCord down needlessly)
    opened: dict[int, tuple[int, simcord.InteractionResult]] = {}
    for _ in range(400):
        table = await table_now(server)
        if table.status is not TableStatus.PLAYING:
            break
        state: MexicanTrainState = table.state
        watch.check_table_message(state)
        for user_id, (_, shown) in opened.items():
            check_hand_view(reply(shown).message, state, table.seat_of(user_id))  # type: ignore[arg-type]
        check_hand_view(carol_hand(), state, table.seat_of(server.carol.id))  # type: ignore[arg-type]
        (seat,) = GAME.to_act(state)
        member = member_at(server, table, seat)
        if member is server.carol:
            done = await play_from(server.carol.user, carol_hand)
        else:
            if member.id not in opened or opened[member.id][0] != state.round.number:
                shown = await member.slash(server.channel, "hand")
                assert shown.ephemeral
                opened[member.id] = (state.round.number, shown)
            view = opened[member.id][1]
            done = await play_from(member, shown_by(view))
        moves[done] = moves.get(done, 0) + 1
        assert (await table_now(server)).version > table.version, f"{done} did nothing"

    table = await table_now(server)
    assert table.status is TableStatus.FINISHED
    assert moves.get("tile") and moves.get("tile+train") and moves.get("draw"), moves
    assert watch.lines > 100 and not watch.leaks, watch.leaks
    thread = "\n".join(m.content for m in server.channel.threads[-1].history())
    assert "Round 7 (engine 0-0) over" in thread and "pips) →" in thread
    assert "🏁 Game over" in thread and "\n1. " in thread
    assert "has one tile left!" in thread
    assert len(dm.history()) == 7  # a new hand every round (the last one may show the end)
    final = table_message(server.channel).embeds[0]
    assert [f.name for f in final.fields] == ["Final ranking"]
    # a finished table offers only a rematch
    assert [c["label"] for c in components(table_message(server.channel))] == ["Rematch"]
    async with parlour(server.env).service.sessions() as session:
        results = await ResultRepository(session).recent(server.guild.id)
    assert len(results) == 1 and sorted(p.seat for p in results[0].players) == [0, 1, 2, 3]


async def test_an_illegal_play_is_refused_privately_and_changes_nothing(server: Server) -> None:
    await open_game(server)
    before = await table_now(server)
    assert GAME.to_act(before.state) == {0}
    held = [t.code for t in before.state.round.hands[0]]
    assert held == ["4-2", "3-1", "6-4", "6-0", "5-3"]
    bobs = before.state.round.hands[1][0].code
    thread = server.channel.threads[-1]
    posted = len(thread.history())
    cases = [
        (server.bob, "6-4 mexican", "It's not your turn: waiting for alice."),
        (server.alice, "draw", "so you must play rather than draw."),
        (server.alice, "pass", "You must play when you can"),
        (server.alice, "banana", "I can't read 'banana' as a tile"),
        (server.alice, "9-9 mine", "There is no 9-9 in a double-6 set"),
        (server.alice, bobs, f"You don't hold {bobs}."),
        (server.alice, "4-2 mine", "4-2 doesn't fit your train: its open end is 6."),
        (server.alice, "6-4 @bob", "its owner has no marker on it. 6-4 fits"),
        (server.alice, "6-4", "6-4 fits several trains; say which"),
        (server.alice, "6-4 7", "There is no seat 7 at this table"),
        (server.alice, "6-4 nobody", "I don't know which train 'nobody' is"),
    ]
    for member, text, reason in cases:
        refused = await member.slash(server.channel, "play", cards=text)
        assert refused.ephemeral and reason in result_text(refused), (text, result_text(refused))
    after = await table_now(server)
    assert (after.version, after.state) == (before.version, before.state)
    assert len(thread.history()) == posted

    played = await server.alice.slash(server.channel, "play", cards="6-4 mexican")
    assert played.ephemeral and "Done." in result_text(played)
    now = await table_now(server)
    assert now.state.round.mexican.tiles[0] == parse_tile("6-4")
    assert "alice plays 6-4 on the Mexican Train, starting the Mexican Train." in "\n".join(
        m.content for m in thread.history()
    )


async def test_a_restart_mid_round_carries_on_and_old_hand_views_still_work(
    server: Server, make_bot: Callable[[], discord.Client]
) -> None:
    await open_game(server)
    for _ in range(3):
        await take_turn(server)
    table = await table_now(server)
    (seat,) = GAME.to_act(table.state)
    member = member_at(server, table, seat)
    shown = await member.slash(server.channel, "hand")

    await server.env.restart_bot(make_bot())
    assert (await table_now(server)).version == table.version
    await play_from(member, lambda: reply(shown).message)  # drawn before the restart
    after = await table_now(server)
    assert after.version > table.version and after.state.round.number == 0
    (now,) = GAME.to_act(after.state)
    assert f"Turn: **{after.names[now]}**" in (
        table_message(server.channel).embeds[0].description or ""
    )
    await take_turn(server)  # and a fresh /hand works on the new bot too


# -- the frontend on exact deals -----------------------------------------------------------------


def items(ctx: HandContext) -> list[dict[str, Any]]:
    """The hand view's controls as Discord receives them."""
    view = FRONTEND.hand_message(ctx).view
    assert view is not None
    return [item for row in view.to_components() for item in row["components"]]


def test_typed_moves_name_trains_by_word_seat_mention_or_name() -> None:
    ctx = context(crossroads())
    tile = parse_tile("12-5")
    for text, train in [
        ("12-5 mine", 0), ("5-12 mexican", MEXICAN), ("12-5 on the mexican train", MEXICAN),
        ("12-5 2", 1), ("12-5 @ben", 1), ("12-5 Ben's train", 1), ("12-5 <@1001>", 1),
    ]:  # fmt: skip
        assert FRONTEND.parse_text(ctx, text) == Play(tile, train), text


def test_typed_moves_that_are_not_legal_say_why() -> None:
    ctx = context(crossroads())
    for text, reason in [
        ("12-5", "fits several trains"),
        ("12-5 3", "Cy's train: its owner has no marker on it. 12-5 fits"),
        ("4-1 mine", "4-1 doesn't fit your train: its open end is 12."),
        ("4-1", "4-1 doesn't fit any train you may play on."),
        ("draw", "so you must play rather than draw"),
        ("7-7 mine", "You don't hold 7-7."),
        ("12-5 <@999>", "That player isn't at this table."),
    ]:
        with pytest.raises(PlayerError) as refused:
            FRONTEND.parse_text(ctx, text)
        assert reason in refused.value.message, text
    waiting = context(crossroads(), seat=1)
    with pytest.raises(PlayerError, match="not your turn: waiting for Ann"):
        FRONTEND.parse_text(waiting, "11-2 mine")


def test_a_tile_with_several_trains_asks_which_and_one_with_a_single_train_plays_at_once() -> None:
    ctx = context(crossroads())
    (menu,) = [i for i in items(ctx) if i["type"] == 3]
    labels = {o["value"]: o["label"] for o in menu["options"]}
    assert labels == {"12-5": "12-5 → yours, Ben, Mexican", "12-3": "12-3 → yours, Ben, Mexican"}
    assert FRONTEND.on_component(ctx, key_of(menu), ["12-5"]) == Reselect(("12-5",))

    chosen = context(crossroads(), selection=("12-5",))
    trains = next(i for i in items(chosen) if i["type"] == 3 and key_of(i) == "train")
    options = {o["label"]: o["value"] for o in trains["options"]}
    assert list(options) == [
        "Your train (ends in 12)", "Ben's train (ends in 12)", "The Mexican Train (ends in 12)"
    ]  # fmt: skip
    picked = FRONTEND.on_component(chosen, "train", [options["Ben's train (ends in 12)"]])
    assert picked == Act(Play(parse_tile("12-5"), 1))
    with pytest.raises(PlayerError):
        FRONTEND.on_component(chosen, "train", ['{"kind":"play","tile":"4-1","train":0}'])

    single = GAME.deal_from(
        {}, ["6-5 4-1", "11-2", "9-8"], "0-0", trains={0: "12-3", MEXICAN: "12-6"}
    )
    assert FRONTEND.on_component(context(single), "tile0", ["6-5"]) == Act(
        Play(parse_tile("6-5"), MEXICAN)
    )


def test_draw_and_pass_are_enabled_only_when_legal() -> None:
    def disabled(state: MexicanTrainState, seat: int = 0) -> dict[str, bool]:
        shown = items(context(state, seat))
        return {key_of(i): i.get("disabled", False) for i in shown if i["type"] == 2}

    assert disabled(crossroads()) == {"draw": True, "pass": True}
    stuck = GAME.deal_from({}, ["4-1", "11-2", "9-8"], "0-0")
    assert disabled(stuck) == {"draw": False, "pass": True}
    assert FRONTEND.on_component(context(stuck), "draw", ()) == Act(Draw())
    with pytest.raises(PlayerError):
        FRONTEND.on_component(context(stuck), "pass", ())
    empty = GAME.deal_from({}, ["4-1", "11-2", "9-8"], "")
    assert disabled(empty) == {"draw": True, "pass": False}
    assert FRONTEND.parse_text(context(empty), "PASS") == Pass()
    assert disabled(crossroads(), seat=1) == {"draw": True, "pass": True}  # not Ben's turn


def test_a_huge_hand_fits_discord_limits() -> None:
    """Twelve players on a double-18 set, 72 playable tiles: three pages of at most 25."""
    names = [f"Player number {n} with a long name" for n in range(12)]
    ends = {seat: f"18-{seat}" for seat in range(1, 12)}
    hand = " ".join(f"{high}-{low}" for high in range(12, 18) for low in range(1, 12))
    state = GAME.deal_from({"set": 18}, [hand, *([""] * 11)], "", trains=ends, marked=range(1, 12))
    ctx = HandContext(snapshot(state, names), 0, GAME.view(state, 0), GAME.legal_actions(state, 0))
    shown = FRONTEND.hand_message(ctx)
    assert shown.content is not None and len(shown.content) <= 2000
    assert shown.view is not None
    layout = shown.view.to_components()
    assert len(layout) <= 5
    menus = [i for row in layout for i in row["components"] if i["type"] == 3]
    assert [len(m["options"]) for m in menus] == [25, 25, 16]
    for item in (i for row in layout for i in row["components"]):
        assert len(item["custom_id"]) <= 100 and len(key_of(item)) <= 60
        assert len(item.get("label", "")) <= 80
        for option in item.get("options", ()):
            assert len(option["label"]) <= 100 and len(option["value"]) <= 100
    table = FRONTEND.table_message(snapshot(state, names), GAME.view(state, None))
    assert table.embed is not None and len(table.embed) <= 6000
    assert table.file is not None and table.file[1].startswith(b"\x89PNG")


def test_event_lines_skip_private_events_and_end_with_a_ranking() -> None:
    table = snapshot(crossroads())
    events = [
        HandDealt(tiles=(Tile(12, 5), Tile(4, 1)), seat=0),
        YouDrew(tile=Tile(4, 1), seat=0),
        LastTile(player=1),
        GameEnded(totals=(30, 12, 30), winners=(1,)),
    ]
    start = RoundStarted(
        round=1, rounds=13, engine=Tile(12, 12), first=0, hand_counts=(2, 2, 2), boneyard=0
    )
    lines = FRONTEND.event_lines(table, events)
    assert lines == [
        "📣 Ben has one tile left!",
        "🏁 Game over: Ben wins with 12.",
        "1. Ben — 12\n2. Ann — 30\n2. Cy — 30",
    ]
    assert not any("12-5" in line or "4-1" in line for line in lines)
    assert FRONTEND.starts_deal([start, *events[:1]])
    assert not FRONTEND.starts_deal(events)


class CountingPainter:
    def __init__(self) -> None:
        self.drawn: list[int] = []

    def __call__(self, view: Any, names: Sequence[str], previous: Png | None) -> Png:
        self.drawn.append(view.boneyard)
        return Png(b"png", 0, ())

    def close(self) -> None:
        """Nothing to stop."""


def test_the_board_picture_is_drawn_once_per_table_version() -> None:
    painter = CountingPainter()
    drawn = painter.drawn
    frontend = MexicanTrainFrontend(MexicanTrainGame(), painter)
    table = snapshot(crossroads())
    view = GAME.view(table.state, None)
    for shown in (table, table, replace(table, countdown_to=datetime(2030, 1, 1, tzinfo=UTC))):
        assert frontend.table_message(shown, view).file == ("board.png", b"png")
    assert len(drawn) == 1
    frontend.table_message(replace(table, version=table.version + 1), view)
    assert len(drawn) == 2


def test_the_next_versions_board_is_drawn_from_the_last_kept_as_plain_values() -> None:
    """The last picture is kept as the PNG's fields, which the collector stops tracking (the
    language and the ``Png`` were two objects a table it walked: issue #19), and the next
    version's is encoded from an equal ``Png``."""
    given: list[Png | None] = []

    class Painter(CountingPainter):
        def __call__(self, view: Any, names: Sequence[str], previous: Png | None) -> Png:
            given.append(previous)
            return Png(b"png", 3, ((("band", 1), 0, 3, 0, 1),))

    frontend = MexicanTrainFrontend(MexicanTrainGame(), Painter())
    table = snapshot(crossroads())
    view = GAME.view(table.state, None)
    frontend.table_message(table, view)
    frontend.table_message(replace(table, version=table.version + 1), view)
    assert given == [None, Png(b"png", 3, ((("band", 1), 0, 3, 0, 1),))]
    collect_fully()
    collect_fully()  # a tuple holding tuples (the names, the bands) may take two looks
    assert [gc.is_tracked(board) for board in frontend._boards.values()] == [False]


async def test_a_player_who_draws_is_told_which_tile_in_their_hand(server: Server) -> None:
    await open_game(server)
    for _turn in range(60):
        table = await table_now(server)
        (seat,) = GAME.to_act(table.state)
        legal = GAME.legal_actions(table.state, seat)
        if legal == [Draw()]:
            break
        await take_turn(server)
    else:
        pytest.fail("nobody had to draw")
    member = member_at(server, table, seat)
    before = set(table.state.round.hands[seat])
    drawn = await member.slash(server.channel, "play", cards="draw")
    assert drawn.ephemeral and "Done." in result_text(drawn)
    (tile,) = set((await table_now(server)).state.round.hands[seat]) - before
    shown = await member.slash(server.channel, "hand")
    assert f"Your last draw: **{tile.code}**." in result_text(shown)
    assert f"**{tile.code}**" not in "\n".join(
        m.content for m in server.channel.threads[-1].history()
    )
    for _turn in range(20):  # once the drawer has moved again, the draw is old news
        (to_act,) = GAME.to_act((await table_now(server)).state)
        await take_turn(server)
        if to_act == seat:
            break
    again = await member.slash(server.channel, "hand")
    assert "Your last draw" not in result_text(again)
