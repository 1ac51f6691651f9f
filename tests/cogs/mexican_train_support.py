"""Driving Mexican Train through SimCord: a turn taken from whatever controls a hand offers,
and a watch on every public message for tiles that are still in somebody's hand.

Tiles are spotted by their notation (``5-3``), which is how any leak would read: the public
table writes laid tiles as ``[3|5]``, so a code in public text is either the engine, a tile
just played, or a leak.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from datetime import UTC, datetime
from typing import Any

import discord
import simcord

from bot.app import create_bot
from bot.catalogue import mexican_train_entries
from bot.config import Settings
from bot.games.dominoes import MAX_PIPS, Tile
from bot.games.mexican_train import MexicanTrainGame, MexicanTrainState
from bot.games.mexican_train.events import TilePlayed
from bot.tables.snapshots import SeatInfo, TableSnapshot, TableStatus, TableUpdate
from bot.ui.frontend import HandContext
from tests.cogs.support import PublicFeed, components, key_of, public_text

GAME = MexicanTrainGame()
#: Seat names of the hand-made tables the frontend is checked on (more seats: P3, P4, …)
NAMES = ("Ann", "Ben", "Cy")
TABLE_TITLE = "Mexican Train — table #"

#: a tile as text: its numbers joined by a hyphen, or the non-breaking one a hand shows
_CODE = re.compile(r"(?<![\d|])(\d{1,2})[-\u2011](\d{1,2})(?![\d|])")
_NEW_ROUND = re.compile(r"^Round \d+ of \d+:")

Fetch = Callable[[], discord.Message]


def build_bot(settings: Settings) -> discord.Client:
    """The bot as it runs for real: the Mexican Train engine, its AI and its frontend."""
    return create_bot(settings, mexican_train_entries())


def codes_in(text: str) -> set[Tile]:
    """Every tile written in notation in ``text``, whichever end comes first."""
    found = set()
    for a, b in _CODE.findall(text):
        if int(a) <= MAX_PIPS and int(b) <= MAX_PIPS:
            found.add(Tile.of(int(a), int(b)))
    return found


def tiles_in(hands: Iterable[Iterable[Tile]]) -> set[Tile]:
    return {tile for hand in hands for tile in hand}


def control_text(message: discord.Message) -> str:
    """What a player reads on a hand view: its text, option labels and values, button labels."""
    parts = [message.content or ""]
    for item in components(message):
        parts.append(item.get("label") or "")
        parts.append(item.get("placeholder") or "")
        for option in item.get("options", ()):
            parts += [option["label"], option["value"], option.get("description") or ""]
    return "\n".join(parts)


def table_message(channel: simcord.ChannelHandle) -> discord.Message:
    return next(
        m for m in channel.history() if m.embeds and TABLE_TITLE in (m.embeds[0].title or "")
    )


def check_hand_view(message: discord.Message, state: MexicanTrainState, seat: int) -> None:
    """A hand view names all of its owner's tiles and none of anyone else's."""
    own = set(state.round.hands[seat])
    others = tiles_in(h for s, h in enumerate(state.round.hands) if s != seat)
    shown = codes_in(control_text(message))
    assert not shown & others, f"seat {seat} sees {shown & others}"
    assert own <= codes_in(message.content), f"seat {seat} misses {own - codes_in(message.content)}"


async def play_from(actor: Any, fetch: Fetch) -> str:
    """One move from the controls offered: the first playable tile (and then its first train),
    else Draw, else Pass; says which. Only what is enabled is ever touched."""
    message = fetch()
    items = components(message)
    menus = [c for c in items if c["type"] == 3 and key_of(c).startswith("tile")]
    enabled = [c for c in menus if not c.get("disabled")]
    if enabled:
        menu = enabled[0]
        await actor.select(message, [menu["options"][0]["value"]], custom_id=menu["custom_id"])
        message = fetch()
        trains = [c for c in components(message) if c["type"] == 3 and key_of(c) == "train"]
        if not trains:
            return "tile"
        await actor.select(
            message, [trains[0]["options"][0]["value"]], custom_id=trains[0]["custom_id"]
        )
        return "tile+train"
    for key in ("draw", "pass"):
        button = next(c for c in items if c["type"] == 2 and key_of(c) == key)
        if not button.get("disabled"):
            await actor.click(message, custom_id=button["custom_id"])
            return key
    raise AssertionError(f"nothing enabled on a hand view: {items}")


class LeakWatch(PublicFeed):
    """A table listener, added after the presenter, so it reads what was just posted.

    Each new public line is checked against the hands of its own moment: lines before a new
    round's announcement belong to the round that just ended (its hands as they were, less the
    tile that ended it), the rest to the hands now.
    """

    def __init__(self, env: simcord.Env, channel: simcord.ChannelHandle) -> None:
        super().__init__(env, channel)
        self.hands: Sequence[tuple[Tile, ...]] | None = None
        self.round: int | None = None
        self.lines = 0
        self.leaks: list[str] = []

    async def __call__(self, update: TableUpdate) -> None:
        lines = [line for m in self.new_public_messages() for line in public_text(m).splitlines()]
        state = update.table.state
        if not isinstance(state, MexicanTrainState):
            return
        now = tiles_in(state.round.hands)
        played = {e.tile for e in update.events if isinstance(e, TilePlayed)}
        hidden = now
        if self.hands is not None and state.round.number != self.round:
            hidden = tiles_in(self.hands) - played
        for line in lines:
            if _NEW_ROUND.match(line):
                hidden = now
            if codes_in(line) & hidden:
                self.leaks.append(f"{sorted(codes_in(line) & hidden)} in {line!r}")
        self.lines += len(lines)
        self.hands, self.round = state.round.hands, state.round.number

    def check_table_message(self, state: MexicanTrainState) -> None:
        """The table message is edited, not posted: check it as it is now, against hands now."""
        text = public_text(table_message(self.channel))
        leaked = codes_in(text) & tiles_in(state.round.hands)
        assert not leaked, f"the table message shows {leaked}"


def snapshot(state: MexicanTrainState, names: Sequence[str] = NAMES) -> TableSnapshot:
    """A stored table (number 7, version 12) holding ``state``, for the frontend alone."""
    seats = tuple(SeatInfo(i, 1000 + i, name) for i, name in enumerate(names))
    return TableSnapshot(
        id=7, guild_id=1, channel_id=2, thread_id=3, message_id=4, host_id=1000,
        game="mexican_train", options={}, status=TableStatus.PLAYING, version=12, seats=seats,
        state=state, last_action_at=datetime(2024, 1, 1, tzinfo=UTC),
    )  # fmt: skip


def context(
    state: MexicanTrainState, seat: int = 0, selection: tuple[str, ...] = ()
) -> HandContext:
    """What the frontend is given for ``seat``'s hand view on a hand-made table."""
    table = snapshot(state, [*NAMES, *(f"P{n}" for n in range(3, state.players))][: state.players])
    legal = GAME.legal_actions(state, seat) if seat in GAME.to_act(state) else ()
    return HandContext(table, seat, GAME.view(state, seat), legal, selection)


def crossroads() -> MexicanTrainState:
    """Ann to play under the 12-12 engine: 12-5 fits her train, the Mexican and Ben's (marked)."""
    return GAME.deal_from({}, ["12-5 12-3 4-1", "11-2 10-1", "9-8 7-7"], "0-0 1-1", marked=[1])
