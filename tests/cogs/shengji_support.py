"""Driving Shengji through SimCord: a plan of moves chosen with the engine (so a seed can be
picked in advance for the situations a test needs), the clicks that make a move through a hand
view, and a watch on every public message for cards that are still hidden.

Cards are spotted the way a player reads them (``10♥``, ``A♠``, ``Big Joker``) and, in the
controls, by the ids the card menus carry (``AS#0``). With two decks a card has a twin, so a
card counts as *hidden* only while it is in a hand and no copy of it was ever shown this hand
(played, declared, turned up, or revealed by a failed throw): text cannot tell twins apart.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import discord
import simcord

from bot.app import create_bot
from bot.catalogue import shengji_entries
from bot.config import Settings
from bot.games.base import SYSTEM, GameEvent
from bot.games.cards import Card, parse_card, parse_cards
from bot.games.shengji import (
    Declare,
    Pass,
    Phase,
    PlayCards,
    ShengjiGame,
    ShengjiState,
)
from bot.games.shengji.actions import Action, Bury
from bot.games.shengji.combos import combination
from bot.games.shengji.events import (
    Declared,
    HandEnded,
    KittyTurned,
    Played,
    Redealt,
    ThrowFailed,
    ThrowPartChosen,
)
from bot.games.shengji.throws import beaten_components
from bot.games.shengji.turns import play_order, turn_order
from bot.tables.snapshots import SeatInfo, TableSnapshot, TableStatus, TableUpdate
from bot.ui.frontend import HandContext
from tests.cogs.conftest import Server
from tests.cogs.support import (
    PublicFeed,
    as_read,
    components,
    fill_and_start,
    key_of,
    public_text,
    reply,
    table_now,
)
from tests.cogs.whist_support import cards_in

GAME = ShengjiGame()
TABLE_TITLE = "Shengji (Tractor) — table #"

#: Seconds a SYSTEM move waits at the normal pace, in the paced tests: longer than SimCord's
#: settle timeout, so a pending deal is parked until the test lets virtual time pass.
PACE = 20.0
#: SimCord's wall-clock settle deadline for unpaced tables, where AI seats may play many moves
#: after one click (on a slow machine with four test workers that took over 5 s); below PACE,
#: which a paced table needs to stay longer than the deadline.
UNPACED_SETTLE = 15.0
Fetch = Callable[[], discord.Message]
Move = tuple[int, Action]


def build_bot(settings: Settings) -> discord.Client:
    """The bot as it runs for real: the Shengji engine, its AI and its frontend."""
    return create_bot(settings, shengji_entries())


# ---------------------------------------------------------------------------- the table


async def open_table(
    server: Server,
    options: str,
    *,
    seed: int,
    players: tuple[simcord.MemberActor, ...] = (),
    ai: int = 0,
    paced: bool = False,
    dm: simcord.MemberActor | None = None,
    timer: str = "off",
) -> LeakWatch:
    """alice opens a table (no turn timer), ``players`` join, AI fill ``ai`` seats, and the
    game starts. ``paced``: SYSTEM moves wait (virtual) time, so the test deals batch by batch."""
    bot = server.env.bot
    bot.service.seed_source = lambda: seed  # type: ignore[attr-defined]
    if paced:
        bot.service.pace.system_move = PACE  # type: ignore[attr-defined]
    else:
        server.env.settle_timeout = UNPACED_SETTLE
    if dm is not None:
        await dm.slash(server.channel, "settings", dm="on")
    created = await server.alice.slash(
        server.channel, "table create", game="shengji", options=options, timer=timer
    )
    watch = LeakWatch(server.env, server.channel)
    await fill_and_start(server, reply(created).message, watch, players, ai)
    return watch


# ---------------------------------------------------------------------------- the plan


def declaring_moves(state: ShengjiState) -> list[Move]:
    """What the players do right after a batch of cards: the first seat that can show a single
    rank card declares it (any other seat that could declare says "No declaration" first);
    once a single stands, another seat holding a pair of rank cards overturns it."""
    able = {s: GAME.legal_actions(state, s) for s in range(4) if s in GAME.to_act(state)}
    current = state.declaration
    if current is None:
        for seat, legal in sorted(able.items()):
            singles = [a for a in legal if isinstance(a, Declare) and len(a.cards) == 1]
            if singles:
                passes = [(s, Pass()) for s in sorted(able) if s != seat]
                return [*passes, (seat, singles[0])]
        return []
    if current.count == 1:
        for seat, legal in sorted(able.items()):
            pairs = [a for a in legal if isinstance(a, Declare) and len(a.cards) == 2]
            if seat != current.seat and pairs:
                return [(seat, pairs[0])]
    return []


def failing_throw(state: ShengjiState, seat: int) -> tuple[Card, ...] | None:
    """Two different cards of one group (its highest and lowest) that another hand beats."""
    order = play_order(state)
    others = [(s, state.hands[s]) for s in turn_order(state, seat)[1:]]
    groups: dict[str, list[Card]] = {}
    for card in state.hands[seat]:
        groups.setdefault(order.group(card), []).append(card)
    for _, cards in sorted(groups.items()):
        distinct = sorted(set(cards), key=order.ord)
        if len(distinct) >= 2 and order.ord(distinct[0]) != order.ord(distinct[-1]):
            throw = (distinct[-1], distinct[0])
            if beaten_components(throw, others, order):
                return throw
    return None


def is_tractor(cards: Sequence[Card], state: ShengjiState) -> bool:
    found = combination(cards, play_order(state))
    return found is not None and found.width == 2 and found.length >= 2


def planned_move(state: ShengjiState) -> Move:
    """The one move of the plan once the deal is over: the first listed bury or follow; a
    leader throws once (a throw that fails) and otherwise leads a tractor when holding one."""
    (seat,) = GAME.to_act(state) - {SYSTEM}
    legal = GAME.legal_actions(state, seat)
    trick = state.trick
    if state.phase is Phase.PLAY and trick is not None and trick.lead is None:
        throw = failing_throw(state, seat) if state.penalty == 0 else None
        if throw is not None:
            return seat, PlayCards(throw)
        tractors = [a for a in legal if isinstance(a, PlayCards) and is_tractor(a.cards, state)]
        if tractors:
            return seat, tractors[0]
    return seat, legal[0]


@dataclass
class PlanReport:
    """What happened when the plan was played out with the engine alone."""

    declared_at: int | None = None
    overturned_at: int | None = None
    passes: int = 0
    tractor_leads: int = 0
    failed_throws: int = 0
    moves: int = 0

    @property
    def complete(self) -> bool:
        return (
            self.declared_at is not None
            and self.overturned_at is not None
            and self.passes > 0
            and self.tractor_leads > 0
            and self.failed_throws > 0
        )


def rehearse(options: Mapping[str, Any], seed: int) -> PlanReport:
    """Play the first hand of ``seed`` by the plan, with the engine only."""
    state = GAME.new(options, 4, seed)
    report = PlanReport()
    while state.phase is Phase.DEAL:
        (action,) = GAME.legal_actions(state, SYSTEM)[:1]
        state, _ = GAME.apply(state, SYSTEM, action)
        for seat, move in declaring_moves(state) if state.phase is Phase.DEAL else ():
            if isinstance(move, Pass):
                report.passes += 1
            elif state.declaration is None:
                report.declared_at = state.dealt
            else:
                report.overturned_at = state.dealt
            state, _ = GAME.apply(state, seat, move)
    # (a tuple: mypy would still hold state.phase to what ended the loop above)
    while state.hand_no == 0 and state.phase not in (Phase.DEAL,):
        seat, move = planned_move(state)
        if isinstance(move, PlayCards) and is_tractor(move.cards, state):
            report.tractor_leads += 1
        state, events = GAME.apply(state, seat, move)
        report.failed_throws += sum(isinstance(e, ThrowFailed) and e.public for e in events)
        report.moves += 1
    return report


def find_seed(options: Mapping[str, Any], start: int, tries: int = 200) -> int:
    """The first seed from ``start`` whose first hand shows all the plan asks for."""
    for seed in range(start, start + tries):
        if rehearse(options, seed).complete:
            return seed
    raise AssertionError(f"no seed in {start}..{start + tries} gives the situations wanted")


def hand_context(
    state: ShengjiState,
    seat: int,
    selection: tuple[str, ...] = (),
    private: Sequence[GameEvent] = (),
) -> HandContext:
    """What the presenter hands the frontend for ``seat`` (with what it kept of the events
    told to that seat alone, ``Frontend.private_read``)."""
    seats = tuple(SeatInfo(n, 100 + n, name) for n, name in enumerate(("al", "bo", "cy", "di")))
    table = TableSnapshot(
        1, 1, 1, None, None, 100, GAME.name, {}, TableStatus.PLAYING, 7, seats, state,
        datetime.now(UTC),
    )  # fmt: skip
    legal = GAME.legal_actions(state, seat) if seat in GAME.to_act(state) else ()
    kept = tuple(e for e in private if e.seat == seat)
    return HandContext(table, seat, GAME.view(state, seat), legal, selection, kept)


async def alice_burying(server: Server, in_dm: Fetch) -> ShengjiState:
    """A one-human table (alice fixed as the first starter, her hand by DM) past its deal,
    alice declining to declare from her DM view: she is the one to bury."""
    await open_table(server, "first_starter=fixed", seed=6, ai=3, dm=server.alice)
    for _ in range(100):
        state: ShengjiState = (await table_now(server)).state
        if state.phase is not Phase.DEAL:
            break
        nodecl = {key_of(c): c for c in components(in_dm())}["nodecl"]
        await server.alice.user.click(in_dm(), custom_id=nodecl["custom_id"])
    assert state.phase is Phase.BURY
    return state


# ---------------------------------------------------------------------------- clicks


def card_menus(message: discord.Message) -> list[dict[str, Any]]:
    return [c for c in components(message) if c["type"] == 3 and key_of(c).startswith("cards")]


def button(message: discord.Message, key: str) -> dict[str, Any]:
    return next(c for c in components(message) if c["type"] == 2 and key_of(c) == key)


def chosen_ids(message: discord.Message) -> list[str]:
    return [o["value"] for m in card_menus(message) for o in m["options"] if o.get("default")]


async def pick_cards(actor: Any, fetch: Fetch, cards: Iterable[Card]) -> int:
    """Choose these cards in the card menus (one select per menu concerned), adding to what
    is chosen already, as a player would; how many menus that took."""
    wanted = [card.code for card in cards]
    picks: dict[str, list[str]] = {}
    menus = card_menus(fetch())
    for menu in menus:
        for option in menu["options"]:
            code = option["value"].partition("#")[0]
            if code in wanted and not option.get("default"):
                wanted.remove(code)
                picks.setdefault(menu["custom_id"], []).append(option["value"])
    assert not wanted, f"not in the menus: {wanted}"
    for menu in menus:
        if menu["custom_id"] in picks:
            already = [o["value"] for o in menu["options"] if o.get("default")]
            values = already + picks[menu["custom_id"]]
            await actor.select(fetch(), values, custom_id=menu["custom_id"])
    return len(picks)


async def make_move(actor: Any, fetch: Fetch, move: Action) -> None:
    """A bury or a play through the menus and the Play/Bury button; other moves by button."""
    if isinstance(move, (PlayCards, Bury)):
        if chosen_ids(fetch()):  # the suggested bury, chosen in advance
            await actor.click(fetch(), custom_id=button(fetch(), "clear")["custom_id"])
        await pick_cards(actor, fetch, move.cards)
        key = "bury" if isinstance(move, Bury) else "play"
        confirm = button(fetch(), key)
        assert not confirm.get("disabled"), f"{key} is disabled for {move}: {fetch().content}"
        await actor.click(fetch(), custom_id=confirm["custom_id"])
        return
    if isinstance(move, Declare):
        key = f"decl-{move.cards[0].code}*{len(move.cards)}"
    elif isinstance(move, Pass):
        key = "nodecl"
    else:
        raise AssertionError(f"the plan has no clicks for {move}")
    await actor.click(fetch(), custom_id=button(fetch(), key)["custom_id"])


# ---------------------------------------------------------------------------- leaks


def control_cards(message: discord.Message) -> set[Card]:
    """The cards a message's controls name: in labels, placeholders and option values."""
    found: set[Card] = set()
    for item in components(message):
        found |= cards_in(item.get("label") or "") | cards_in(item.get("placeholder") or "")
        for option in item.get("options", ()):
            found |= cards_in(option["label"])
            code = option["value"].partition("#")[0]
            if option["value"] != code:
                found.add(parse_card(code))
    return found


def shown_cards(message: discord.Message) -> set[Card]:
    """Everything a reader of this message learns about cards."""
    return cards_in(public_text(message)) | control_cards(message)


def shown_in_events(events: Iterable[GameEvent]) -> set[Card]:
    """Cards the public events of one update show to everybody."""
    shown: set[Card] = set()
    for event in events:
        if not event.public:
            continue
        match event:
            case ThrowFailed():
                shown |= {*event.cards, *(c for beaten in event.beaten for c in beaten.cards)}
            case HandEnded():
                shown |= set(event.kitty)
            case Declared() | KittyTurned() | Played() | ThrowPartChosen():
                shown |= set(event.cards)
    return shown


class LeakWatch(PublicFeed):
    """A table listener, added after the presenter, so it reads what was just posted, and
    checks it against the hands of that moment less what was shown in public this hand."""

    def __init__(self, env: simcord.Env, channel: simcord.ChannelHandle) -> None:
        super().__init__(env, channel)
        self.public: set[Card] = set()
        self.lines: list[str] = []
        self.leaks: list[str] = []

    def hidden(self, state: ShengjiState, seat: int | None = None) -> set[Card]:
        """Cards ``seat`` (None: the public) must not see now: other hands and the kitty."""
        others = [h for s, h in enumerate(state.hands) if s != seat]
        hidden = {card for hand in others for card in hand} | set(state.kitty)
        if seat is not None:
            hidden -= set(state.hands[seat])
            if seat == state.starter:
                hidden -= set(state.kitty)
        return hidden - self.public - set(state.turned)

    async def __call__(self, update: TableUpdate) -> None:
        state = update.table.state
        if not isinstance(state, ShengjiState):
            return
        self.public |= shown_in_events(update.events)
        lines = [line for m in self.new_public_messages() for line in public_text(m).splitlines()]
        hidden = self.hidden(state)
        for line in lines:
            leaked = cards_in(line) & hidden
            if leaked:
                self.leaks.append(f"{sorted(map(str, leaked))} in {line!r}")
        self.lines += lines
        if any(isinstance(e, HandEnded | Redealt) for e in update.events):
            self.public = set()

    def check_table_message(self, state: ShengjiState) -> None:
        """The table message is edited, not posted: check it as it is now, against now."""
        leaked = shown_cards(table_message(self.channel)) & self.hidden(state)
        assert not leaked, f"the table message shows {sorted(map(str, leaked))}"

    def check_hand_view(self, message: discord.Message, state: ShengjiState, seat: int) -> None:
        """A hand view shows all of its owner's cards and none that are hidden from them."""
        leaked = shown_cards(message) & self.hidden(state, seat)
        assert not leaked, f"seat {seat} sees {sorted(map(str, leaked))}"
        missing = set(state.hands[seat]) - cards_in(message.content)
        assert not missing, f"seat {seat} misses {sorted(map(str, missing))}"


def table_message(channel: simcord.ChannelHandle) -> discord.Message:
    return next(
        m for m in channel.history() if m.embeds and TABLE_TITLE in (m.embeds[0].title or "")
    )


def thread_text(channel: simcord.ChannelHandle) -> str:
    return as_read("\n".join(m.content for m in channel.threads[-1].history()))


def codes(text: str) -> tuple[Card, ...]:
    return parse_cards(text) if text.strip() else ()
