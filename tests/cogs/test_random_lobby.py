"""Five people opening, joining, leaving, filling, starting and aborting tables at
random, by command and by button, with AI seats playing out what starts: the bot never
apologises, logs no error, and every table it keeps stays one a game could be played at.
"""

from __future__ import annotations

import logging
import os
import random
from typing import Any

import discord
import pytest
import simcord

from bot.app import ParlourBot, ShardedParlourBot, create_bot
from bot.catalogue import load_catalogue
from bot.config import Settings
from bot.errors import NotFound
from bot.tables.snapshots import TableSnapshot, TableStatus
from tests.cogs.conftest import Server
from tests.cogs.monkeys import apologies_in_public, check_answer, live_controls, operate
from tests.cogs.support import components, parlour

GAMES = ("whist", "bidwhist", "shengji", "mexican_train", "chess")
OPTIONS = ("", "deals=1", "decks=1", "set=6 hand=5", "set=99", "players=9", "nonsense", "a=b=c")
TIMERS = ("off", "30s", "2m", "soon", "-5m")


def build_bot(settings: Settings) -> discord.Client:
    """The bot as it runs for real, with every game."""
    return create_bot(settings, load_catalogue())


class LobbyMonkey:
    def __init__(self, server: Server, rng: random.Random) -> None:
        self.server, self.rng = server, rng
        self.members = [server.alice, server.bob, server.carol, server.dave, server.mod]
        self.tables = 0

    async def step(self) -> None:
        member = self.rng.choice(self.members)
        roll = self.rng.random()
        if roll < 0.3:
            messages = [m for m in self.server.channel.history() if components(m)]
            if messages:
                await self.press(member, self.rng.choice(messages))
                return
        if roll < 0.45:
            options: dict[str, Any] = {"game": self.rng.choice(GAMES)}
            if self.rng.random() < 0.7:
                options["options"] = self.rng.choice(OPTIONS)
            if self.rng.random() < 0.5:
                options["timer"] = self.rng.choice(TIMERS)
            check_answer(await member.slash(self.server.channel, "table create", **options))
            return
        if roll < 0.5 and self.tables:
            await self.fill_and_start(self.rng.randint(1, self.tables))
            return
        name, options = self.command()
        check_answer(await member.slash(self.server.channel, name, **options))

    async def fill_and_start(self, table_id: int) -> None:
        """What a host does in the end: fill the empty seats with AI and start."""
        table = await parlour(self.server.env).service.get(table_id)
        host = next((m for m in self.members if m.user.id == table.host_id), None)
        if host is not None:
            for name, options in (("table addbot", {"count": 11}), ("table start", {})):
                check_answer(await host.slash(self.server.channel, name, table=table_id, **options))

    def command(self) -> tuple[str, dict[str, Any]]:
        """A lobby command, often for some table by number. No kicks or replacements: a table
        whose last person's seat went to the AI plays a whole game between AIs inside one
        click, longer than SimCord waits for the bot (the game monkey kicks and replaces)."""
        commands: list[tuple[str, dict[str, Any]]] = [
            ("table join", {}),
            ("table join", {"seat": self.rng.randint(1, 12)}),
            ("table move", {"seat": self.rng.randint(1, 12)}),
            ("table swap", {"first": self.rng.randint(1, 12), "second": self.rng.randint(1, 12)}),
            ("table leave", {}),
            ("table start", {}),
            ("table abort", {}),
            ("table status", {}),
            ("table addbot", {"count": self.rng.randint(1, 11)}),
            # not strong: it thinks in worker processes, up to 200 ms a move, which SimCord does
            # not wait for long enough when several tables play on at once
            ("table addbot", {"level": self.rng.choice(["easy", "normal"])}),
            ("table reclaim", {}),
            ("table back", {}),
            ("hand", {}),
            ("play", {"cards": self.rng.choice(["pass", "AS", "6-6", "x" * 200])}),
        ]
        name, options = self.rng.choice(commands)
        if self.rng.random() < 0.6:
            options["table"] = self.rng.randint(1, self.tables + 2)  # Discord refuses 0
        if self.rng.random() < 0.05:
            return "table list", {}
        return name, options

    async def press(self, member: simcord.MemberActor, message: discord.Message) -> None:
        live = live_controls(message)
        if live:
            check_answer(await operate(self.rng, member, message, self.rng.choice(live)))


async def test_random_lobby_traffic_never_meets_a_bug(
    server: Server, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.WARNING)
    seed = int(os.environ.get("MONKEY_SEED", "20261129"))  # set it to look further
    monkey = LobbyMonkey(server, random.Random(f"lobby-{seed}"))
    bot = parlour(server.env)
    bot.service.seed_source = lambda: seed
    statuses: set[TableStatus] = set()
    for step in range(400):
        await monkey.step()
        tables = await every_table(bot)
        monkey.tables = len(tables)
        for table in tables:
            statuses.add(table.status)
            game = bot.service.game(table.game)
            least, most = game.seat_range(table.options)
            people = [s.user_id for s in table.seats if s.user_id is not None]
            assert len(table.seats) <= most, (step, table)
            assert len(people) == len(set(people)), (step, table)
            if table.status is TableStatus.PLAYING:
                assert len(table.seats) >= least, (step, table)
    assert {TableStatus.OPEN, TableStatus.PLAYING} <= statuses
    assert not apologies_in_public(server.channel)
    assert not [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]


async def every_table(bot: ParlourBot | ShardedParlourBot) -> list[TableSnapshot]:
    """Every table stored (numbered from 1, none ever deleted)."""
    found: list[TableSnapshot] = []
    while True:
        try:
            found.append(await bot.service.get(len(found) + 1))
        except NotFound:
            return found
