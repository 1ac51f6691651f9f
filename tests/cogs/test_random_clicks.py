"""Four people (or two, beside two AIs) pressing whatever they see, in every game, and the
bot's process dying now and then: the bot never apologises.

Each step one of them (most often someone whose move it is) presses a random enabled button
or picks random options of a menu on the newest hand view they were shown, presses something
on an older one (stale), asks for a fresh hand, types a move (a plausible one, nonsense, or as
long as Discord lets it be) or a table command (now and then for a table that does not
exist); and now and then the bot's process dies and starts again. Whatever happens, the answer
is a hand view or a polite private word, never the apology that stands for a bug; nothing is
logged as an error, every public message stays free of it, and the game moves on to its end.
"""

from __future__ import annotations

import logging
import os
import random
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import discord
import pytest
import simcord

from bot.app import create_bot
from bot.catalogue import load_catalogue
from bot.config import Settings
from bot.games.base import GameBase
from bot.tables.snapshots import TableSnapshot, TableStatus
from bot.ui.frontends.shengji_controls import QUICK_KEY
from tests.cogs.conftest import Server, crash_restart
from tests.cogs.monkeys import Actor, apologies_in_public, check_answer, live_controls, operate
from tests.cogs.support import components, parlour, reply, shown_by, table_now

TYPED = ("pass", "TH", "10h 10h", "AS", "BJ", "12-5 mexican", "6-6", "hearts", "4 uptown", "♥")
#: a card or a tile as a view shows it: 10♥, A♠ (with a word joiner before the suit), 6-3 (a
#: hand's with a non-breaking hyphen)
_PIECE = re.compile(r"(?:10|[2-9JQKA])\u2060?[♠♥♦♣]|\b\d{1,2}[-\u2011]\d{1,2}\b")
#: how a button counts the cards chosen so far: "Bury 2/6 cards"
_COUNT = re.compile(r"(\d+)/(\d+)")
#: steps without a move after which the player to act types a legal play of cards
STALL = 150
JUNK = ("   ", "🂡🂡🂡", "x" * 200, "<@1> @everyone", "DROP TABLE tables;")


def build_bot(settings: Settings) -> discord.Client:
    """The bot as it runs for real, with every game."""
    return create_bot(settings, load_catalogue())


@dataclass
class Player:
    member: simcord.MemberActor
    #: every hand view this member was shown, oldest first, read as they are now
    views: list[Callable[[], discord.Message]] = field(default_factory=list)
    seen: set[int] = field(default_factory=set)

    def keep(self, result: simcord.InteractionResult) -> None:
        for answer in (result.response, *result.followups):
            if answer is not None and answer.message.flags.ephemeral and answer.id not in self.seen:
                self.seen.add(answer.id)
                self.views.append(shown_by(result) if answer is result.response else _fixed(answer))

    def dm_hands(self) -> list[discord.Message]:
        """The bot's DMs to this member that carry controls, oldest first."""
        channel = self.member.user.dm_channel
        return [] if channel is None else [m for m in channel.history() if m.components]


def _fixed(answer: simcord.ResponseMessage) -> Callable[[], discord.Message]:
    return lambda: answer.message


class Monkey:
    def __init__(self, server: Server, players: list[Player], rng: random.Random) -> None:
        self.server, self.players, self.rng = server, players, rng

    async def step(self, turn: list[Player]) -> None:
        player = self.rng.choice(turn if turn and self.rng.random() < 0.8 else self.players)
        roll = self.rng.random()
        if roll < 0.08 or not player.views:
            result = await player.member.slash(self.server.channel, "hand")
            check_answer(result, private=True)
        elif roll < 0.16:
            text = self.typed(player)
            result = await player.member.slash(self.server.channel, "play", cards=text)
            check_answer(result, private=True)
        elif roll < 0.2:
            name, options = self.command()
            result = await player.member.slash(self.server.channel, name, **options)
            check_answer(result)
        else:
            dms = player.dm_hands()
            actor: Actor = player.member
            if dms and roll < 0.3:
                message, actor = dms[-1], player.member.user  # the hand by DM (/settings dm:on)
            else:
                view = player.views[-1] if roll < 0.9 else self.rng.choice(player.views)
                message = view()
            pressed = await self.press(actor, message)
            if pressed is None:
                return
            result = pressed
            check_answer(result)
        player.keep(result)

    async def type_legal(
        self,
        player: Player,
        game: GameBase[Any, Any, Any],
        table: TableSnapshot,
        seats: dict[int, int | None],
    ) -> None:
        """Stuck, the player types a legal play of cards: random picks in the menus seldom
        make a follow of many cards (four trumps out of seven, two decks)."""
        seat = next(s for s, user in seats.items() if user == player.member.user.id)
        plays = [a for a in game.legal_actions(table.state, seat) if getattr(a, "cards", ())]
        if not plays:
            return await self.step([player])
        text = " ".join(str(card) for card in self.rng.choice(plays).cards)
        result = await player.member.slash(self.server.channel, "play", cards=text)
        check_answer(result, private=True)
        player.keep(result)

    def typed(self, player: Player) -> str:
        """A move typed: mostly cards or tiles read off the player's newest view (their own,
        so often a legal move, often not), else a stock phrase or nonsense."""
        pieces = _PIECE.findall(player.views[-1]().content) if player.views else []
        if pieces and self.rng.random() < 0.6:
            chosen = self.rng.sample(pieces, self.rng.randint(1, min(4, len(pieces))))
            return " ".join([*chosen, *self.rng.sample(("", "mexican", "1", "2"), 1)]).strip()
        return self.rng.choice(TYPED + JUNK)

    def command(self) -> tuple[str, dict[str, Any]]:
        """A table command anyone might try in the middle of a game, now and then with a
        table number that does not exist."""
        # never alice (the host): a table whose last person's seat went to the AI plays on
        # between AIs alone inside one click, longer than SimCord waits for the bot to settle
        someone = self.rng.choice(self.players[1:]).member
        commands: list[tuple[str, dict[str, Any]]] = [
            ("table status", {}),
            ("table list", {}),
            ("table join", {}),
            ("table leave", {}),
            ("table start", {}),
            ("table addbot", {}),
            ("table back", {}),
            ("table reclaim", {}),
            ("table replace", {"player": someone}),
            ("table kick", {"player": someone}),
            ("settings", {"dm": self.rng.choice(["on", "off"])}),
            ("rules", {}),
            ("help", {}),
        ]
        name, options = self.rng.choice(commands)
        if name.startswith("table") and name != "table list" and self.rng.random() < 0.2:
            options["table"] = self.rng.choice([2, 99, 2**31 - 1])  # Discord refuses 0
        return name, options

    async def press(
        self, actor: Actor, message: discord.Message
    ) -> simcord.InteractionResult | None:
        shown = [c for c in components(message) if "custom_id" in c]
        live = live_controls(message)
        if not live:
            return None
        control, picks = self.rng.choice(live), None
        if self.rng.random() < 0.5:
            control, picks = self.sensible(shown, live) or (control, None)
        return await operate(self.rng, actor, message, control, picks)

    def sensible(
        self, shown: list[dict[str, Any]], live: list[dict[str, Any]]
    ) -> tuple[dict[str, Any], list[str] | None] | None:
        """What someone who reads the controls would press to get on: half the time a quick
        play the view offers (Shengji's "Play K♣", "the only play you may make": late in a hand
        every menu holds one card, and picking in them alone rarely makes a play), else a
        one-choice menu (legal plays, a bid, a tile), or, where a button counts the cards
        chosen ("Bury 2/6 cards"), a menu chosen up to that count, then the button."""
        quick = [c for c in live if c["custom_id"].rsplit(":", 1)[-1].startswith(QUICK_KEY)]
        if quick and self.rng.random() < 0.5:
            return self.rng.choice(quick), None
        single = [c for c in live if c.get("max_values", 0) == 1]
        if single:
            return self.rng.choice(single), None
        counter = next((c for c in shown if _COUNT.search(c.get("label") or "")), None)
        menus = [c for c in live if "options" in c]
        if counter is None or not menus:
            return None
        chosen, wanted = map(int, _COUNT.search(counter["label"]).groups())  # type: ignore[union-attr]
        if chosen == wanted and not counter.get("disabled"):
            return counter, None
        menu = self.rng.choice(menus)
        kept = [o["value"] for o in menu["options"] if o.get("default")]
        free = [o["value"] for o in menu["options"] if not o.get("default")]
        more = min(max(wanted - chosen, -len(kept)), len(free), menu["max_values"] - len(kept))
        picks = kept[: len(kept) + more] if more < 0 else kept + self.rng.sample(free, more)
        return menu, picks


def finished(table: TableSnapshot) -> bool:
    return table.status is TableStatus.FINISHED


#: each game at its shortest, and when enough of it was played: the Whists to their end;
#: Shengji goes on to a level no option brings near, so its first hand will do, up to the next
#: hand's deal; a game of dominoes on the smallest set has seven rounds, three will do
GAMES = {
    "whist": ("deals=1", finished),
    "bidwhist": ("deals=1", finished),
    "shengji": ("decks=1", lambda table: finished(table) or table.state.hand_no > 0),
    "mexican_train": ("set=6 hand=5", lambda table: len(table.state.round_scores) >= 3),
}


#: four people at every game; two with two AIs where the AI plays between their presses, the
#: Shengji among them with two decks (25 cards a hand, a kitty of 8: a hand fits the steps)
TABLES = [(game, 4, GAMES[game][0]) for game in GAMES] + [
    ("whist", 2, GAMES["whist"][0]),
    ("shengji", 2, "decks=2"),
]


@pytest.mark.parametrize(
    ("game", "people", "options"),
    TABLES,
    ids=[f"{g}-{n}-{o.replace(' ', '-')}" for g, n, o in TABLES],
)
async def test_random_presses_and_typing_never_meet_a_bug(
    server: Server,
    game: str,
    people: int,
    options: str,
    make_bot: Callable[[], discord.Client],
    caplog: pytest.LogCaptureFixture,
) -> None:
    over = GAMES[game][1]
    seed = int(os.environ.get("MONKEY_SEED", "20261129"))  # set it to look further
    caplog.set_level(logging.WARNING)
    rng = random.Random(f"{game}-{people}-monkey-{seed}")
    members = [server.alice, server.bob, server.carol, server.dave][:people]
    players = [Player(member) for member in members]
    parlour(server.env).service.seed_source = lambda: seed
    created = await server.alice.slash(
        server.channel, "table create", game=game, options=options, timer="off"
    )
    await server.bob.slash(server.channel, "settings", dm="on")  # his hands come by DM too
    for member in members[1:]:
        await member.click(reply(created).message, label="Join")
    for _ in range(4 - people):
        await server.alice.click(reply(created).message, label="Add AI")
    await server.alice.click(reply(created).message, label="Start")
    bot = parlour(server.env)
    monkey = Monkey(server, players, rng)
    table, restarts, moved = await table_now(server), 0, (0, 0)
    for step in range(1500):
        if over(table):
            break
        if step % 120 == 20:
            await crash_restart(server.env, make_bot())  # the process dies mid-game
            bot = parlour(server.env)
            restarts += 1
        seats = {seat.position: seat.user_id for seat in table.seats}
        game_played = bot.service.game(table.game)
        acting = game_played.to_act(table.state)
        turn = [p for p in players if p.member.user.id in {seats[s] for s in acting}]
        if table.version != moved[0]:
            moved = (table.version, step)
        if step - moved[1] > STALL and turn:
            await monkey.type_legal(turn[0], game_played, table, seats)
        else:
            await monkey.step(turn)
        table = await table_now(server)
    assert over(table), f"{game} stuck at version {table.version}"
    assert restarts
    assert not apologies_in_public(server.channel)
    assert not [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]
