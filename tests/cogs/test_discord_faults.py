"""Whole games played by the random-press monkey (tests/cogs/test_random_clicks.py) while the
simulated Discord fails the bot's writes now and then.

Each step, with a small chance, Discord answers the bot's next write (or next few) with one
fault: a 5xx (its own trouble), a 429, a 403 taking the channel away, a 10008 (the message is
gone), a 50007 (the player's DMs are closed); or a moderator deletes the table message. The
players are never apologised to (nothing of theirs went wrong), nothing is logged as an
error, and once the faults have cleared and the bot is idle, the table message shows the
table as a fresh drawing does, every kept hand view shows its reader's hand as it is, and
after the game's end no hand view a player can still reach keeps live controls.

``FAULT_SEED=n`` plays the games with another seed (each game has a few fixed ones).
"""

from __future__ import annotations

import fnmatch
import logging
import os
import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import discord
import pytest
import simcord
from simcord.results import to_discord_message

from bot.i18n import current_language, use_language
from bot.ui.frontend import Message
from bot.ui.hand_views import KeptView
from bot.ui.outbox import Outbox
from tests.cogs.conftest import Server
from tests.cogs.monkeys import apologies_in_public, live_controls
from tests.cogs.support import components, parlour, reply, table_now
from tests.cogs.test_random_clicks import GAMES, STALL, Monkey, Player
from tests.cogs.test_random_clicks import build_bot as build_bot

#: the chance, each step, that Discord fails the bot's next write(s)
CHANCE = 0.08
#: a game, its players, and the seeds it is played with by default
TABLES = [
    ("whist", 2, 1),
    ("whist", 2, 2),
    ("bidwhist", 4, 1),
    ("mexican_train", 4, 4),
    ("shengji", 4, 1),
]
HAND_CONTROL = ("pl:b:", "pl:s:")


@dataclass(frozen=True)
class Fault:
    """A fault made ready for the bot's next ``times`` writes matching ``method`` and
    ``path``, when the bot had made ``since`` requests."""

    method: str
    path: str
    status: int
    code: int
    times: int
    since: int


class Chaos:
    """Makes the faults, and remembers the messages it told the bot were gone."""

    def __init__(self, server: Server, rng: random.Random, tidy: simcord.MemberActor) -> None:
        self.server, self.rng, self.tidy = server, rng, tidy
        self.made: list[Fault] = []
        self.deleted: set[int] = set()
        #: a fault was made and has not been checked after yet
        self.unchecked = False

    def cleared(self) -> bool:
        """Whether a fault was made and Discord has answered every write since it came."""
        done = self.unchecked and not self.server.env.backend.faults
        self.unchecked = self.unchecked and not done
        return done

    async def maybe(self, players: list[Player]) -> None:
        if self.server.env.backend.faults or self.rng.random() >= CHANCE:
            return  # one fault at a time
        kind = self.rng.choice(("5xx", "429", "403", "10008", "50007", "deleted"))
        channel, anywhere = self.server.channel, self.rng.choice(("/channels/*", "/webhooks/*"))
        write = self.rng.choice(("POST", "PATCH"))
        if kind == "5xx":  # at most twice: the third try goes through
            self.fail(write, anywhere, self.rng.choice((500, 502, 503)), 0, self.rng.randint(1, 2))
        elif kind == "429":
            self.fail(write, anywhere, 429, 0, self.rng.randint(1, 3))
        elif kind == "403":
            where = self.rng.choice((channel.id, *[t.id for t in channel.threads]))
            self.fail(write, f"/channels/{where}/*", 403, 50001, 1)
        elif kind == "10008":
            self.fail(
                "PATCH", self.rng.choice(("/channels/*/messages/*", "/webhooks/*")), 404, 10008, 1
            )
        elif kind == "50007":
            dms = [p.member.user.dm_channel for p in players if p.member.user.dm_channel]
            if dms:
                self.fail("POST", f"/channels/{dms[0].id}/messages", 403, 50007, 1)
        else:
            table = await table_now(self.server)
            shown = [m for m in channel.history() if m.id == table.message_id]
            if shown:
                self.deleted.add(shown[0].id)
                await self.tidy.delete(shown[0])

    def fail(self, method: str, path: str, status: int, code: int, times: int) -> None:
        since = len(self.server.env.http_requests)
        self.made.append(Fault(method, path, status, code, times, since))
        self.unchecked = True
        self.server.env.inject_error(method, path, status=status, code=code, times=times)

    def gone(self) -> set[int]:
        """The messages the bot was told were gone (a 10008 on their edit), or deleted."""
        gone = set(self.deleted)
        for fault in self.made:
            if fault.code == 10008:
                hit = next(self._hits(fault), None)
                if hit is not None:
                    gone.add(int(hit.rsplit("/", 1)[1]))
        return gone

    def _hits(self, fault: Fault) -> Iterator[str]:
        for request in self.server.env.http_requests[fault.since :]:
            if request.method == fault.method and fnmatch.fnmatch(request.path, fault.path):
                yield request.path


def looks(content: str | None, embeds: list[discord.Embed], controls: list[dict[str, Any]]) -> Any:
    """What a reader sees of a message (its picture aside), to compare two."""
    shown = [
        (e.title, e.description, [(f.name, f.value) for f in e.fields], e.footer.text)
        for e in embeds
    ]
    pressed = [
        (
            c.get("custom_id"),
            c.get("label"),
            bool(c.get("disabled")),
            [(o["value"], bool(o.get("default"))) for o in c.get("options", ())],
        )
        for c in controls
    ]
    return (content or None, shown, pressed)


def sent_looks(message: discord.Message) -> Any:
    return looks(message.content, message.embeds, components(message))


def drawn_looks(shown: Message) -> Any:
    controls = [] if shown.view is None else shown.view.to_components()
    flat = [dict(item) for row in controls for item in row["components"]]
    return looks(shown.content, [] if shown.embed is None else [shown.embed], flat)


def bot_messages(server: Server, players: list[Player]) -> dict[int, discord.Message]:
    """Every message of the channel, its threads and the players' DMs, ephemeral or not."""
    places = [server.channel.id, *[t.id for t in server.channel.threads]]
    places += [p.member.user.dm_channel.id for p in players if p.member.user.dm_channel]
    stored = server.env.backend.messages
    return {
        message_id: to_discord_message(server.env, message)
        for place in places
        for message_id, message in stored.get(place, {}).items()
    }


async def check_shown(server: Server, players: list[Player], chaos: Chaos) -> None:
    """The faults cleared and the bot idle: what the bot keeps shows the table as it is."""
    server.env.backend.faults.clear()
    presenter = parlour(server.env).presenter
    for _ in range(3):  # a channel taking writes again redraws after the outboxes are out
        await server.env.settle()
        await presenter.idle()
    table = await table_now(server)
    messages, gone = bot_messages(server, players), chaos.gone()
    if table.message_id in messages:
        drawn = presenter.table_message(table)
        assert sent_looks(messages[table.message_id]) == drawn_looks(drawn)
    else:  # deleted by a moderator: the table's next change (if any) posts it again
        assert table.message_id in gone, table.message_id
    kept, seated = set(), {seat.user_id for seat in table.seats}
    for (table_id, user_id, _), packed in presenter.views._views.items():
        view = KeptView.unpacked(packed)
        assert table_id == table.id and view.message_id in messages, view
        if user_id not in seated:
            continue  # its seat went to an AI: it is let go at its next redraw, as it is
        with use_language(view.language or current_language()):
            # the cards chosen on one of a player's views show on the other too: its Play or
            # Bury button acts on them
            drawn = presenter.hand_message(table, user_id)
        assert sent_looks(messages[view.message_id]) == drawn_looks(drawn), view
        kept.add(view.message_id)
    # a view no longer kept lost its controls (replaced, or its game over), else it is gone
    left = [m.id for m in messages.values() if m.id not in gone | kept and _owners(m) & seated]
    assert not left, [(i, (messages[i].content or "")[:80], chaos.made[-3:]) for i in left]


def _owners(message: discord.Message) -> set[int | None]:
    """Whose the live hand controls of ``message`` are (``pl:b:<table>:<version>:u<owner>:``)."""
    return {
        int(parts[4][1:])
        for c in live_controls(message)
        if c["custom_id"].startswith(HAND_CONTROL)
        and (parts := c["custom_id"].split(":"))[4].startswith("u")
    }


@pytest.mark.parametrize(
    ("game", "people", "seed"), TABLES, ids=[f"{g}-{n}-{s}" for g, n, s in TABLES]
)
async def test_discord_failing_now_and_then_leaves_every_kept_message_current(
    server: Server,
    game: str,
    people: int,
    seed: int,
    caplog: pytest.LogCaptureFixture,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # a click waits for the bot to settle, within less simulated time than Discord's unwell
    # wait: the failed write is made again at once instead
    monkeypatch.setattr(Outbox, "SERVER_ERROR_WAIT", 0.0)
    options, over = GAMES[game]
    seed = int(os.environ.get("FAULT_SEED", seed))
    caplog.set_level(logging.WARNING)
    rng = random.Random(f"{game}-{people}-faults-{seed}")
    tidy_role = server.guild.create_role(
        "Tidy", permissions=discord.Permissions(manage_messages=True)
    )
    chaos = Chaos(
        server, rng, server.guild.add_member(server.env.create_user("tidy"), roles=[tidy_role])
    )
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
    table, moved = await table_now(server), (0, 0)
    for step in range(1500):
        if over(table):
            break
        if chaos.cleared():
            await check_shown(server, players, chaos)
        await chaos.maybe(players)
        seats = {seat.position: seat.user_id for seat in table.seats}
        game_played = bot.service.game(table.game)
        turn = [
            p
            for p in players
            if p.member.user.id in {seats[s] for s in game_played.to_act(table.state)}
        ]
        if table.version != moved[0]:
            moved = (table.version, step)
        if step - moved[1] > STALL and turn:
            await monkey.type_legal(turn[0], game_played, table, seats)
        else:
            await monkey.step(turn)
        table = await table_now(server)
    assert over(table), f"{game} stuck at version {table.version}"
    assert chaos.made or chaos.deleted
    await check_shown(server, players, chaos)
    assert not apologies_in_public(server.channel)
    assert not [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]
