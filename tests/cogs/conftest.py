"""The bot under SimCord: real discord.py against a simulated Discord, on a fresh database."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from pathlib import Path

import discord
import pytest
import simcord

from bot.app import ParlourMixin, create_bot
from bot.config import Settings
from bot.tables.autoplay import Autoplays
from bot.tables.timers import TimerLoop
from tests.support.counting_frontend import counting_catalogue


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(
        database_url=f"sqlite+aiosqlite:///{tmp_path / 'bot.db'}",
        ai_move_delay=0,
        system_move_delay=0,
        message_edit_interval=0,
        log_interval=0,
        write_window=0,  # no write budget: tests that enforce one ask for it (test_outbox.py)
        card_suits="unicode",  # plain 10♥ to read; tests/ui/test_card_faces.py has the emoji
        # simulated time hardly moves while a test clicks through a whole game far faster than
        # anyone could; test_click_limits.py asks for the real allowance
        clicks_per_member_per_table=1000,
        # power-loss durability is tested in tests/storage; an fsync per commit only makes
        # clicks wait on a busy disk past SimCord's settle limit
        sqlite_synchronous="normal",
    )


def counting_bot(settings: Settings) -> discord.Client:
    """The bot with only the tiny test game (lobby, timers, settings tests)."""
    return create_bot(settings, counting_catalogue())


#: SimCord's own restart: the old bot is let go without being closed, as when its process dies
crash_restart = simcord.Env.restart_bot


def _database_threads() -> set[threading.Thread]:
    """aiosqlite's worker threads alive now (one per open connection)."""
    return {t for t in threading.enumerate() if t.name.endswith("(_connection_worker_thread)")}


@pytest.fixture(autouse=True)
async def every_bot_closed(monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[None]:
    """Every bot a test set up is closed, as the process closes it, before SimCord lets go of
    it; and no aiosqlite thread it started is left running after the test.

    SimCord detaches a bot (at a restart, at the end) without closing it, cancelling every
    task the bot started, again and again until none is left. Its engine's connection then
    stayed open until the garbage collector found it, maybe after the event loop had closed
    (its thread failed: "Event loop is closed"; ResourceWarnings); and a task cancelled in
    the middle of a statement (the timer loop's) had its session's close, which SQLAlchemy
    runs in a task of its own so that a cancellation cannot cut it short, cancelled too: the
    connection was never checked in ("non-checked-in connection"). Closed first, the bot
    stops its tasks once each and waits for them, as ``ParlourBot.close`` does in the bot."""
    before = _database_threads()
    set_up: list[ParlourMixin] = []
    setup_parlour = ParlourMixin._setup_parlour
    shutdown, restart_bot = simcord.Env.shutdown, simcord.Env.restart_bot

    async def recorded(bot: ParlourMixin) -> None:
        set_up.append(bot)
        await setup_parlour(bot)

    async def closed_first(env: simcord.Env) -> None:
        if isinstance(env.bot, ParlourMixin):
            await env.bot.close_parlour()

    async def shut_down(env: simcord.Env) -> None:
        await closed_first(env)
        await shutdown(env)

    async def restarted(env: simcord.Env, bot: discord.Client | None = None) -> None:
        await closed_first(env)
        await restart_bot(env, bot)

    monkeypatch.setattr(ParlourMixin, "_setup_parlour", recorded)
    monkeypatch.setattr(simcord.Env, "shutdown", shut_down)
    monkeypatch.setattr(simcord.Env, "restart_bot", restarted)
    yield
    for bot in set_up:
        await bot.close()
    for thread in _database_threads() - before:
        thread.join(timeout=5)
    assert not {t for t in _database_threads() - before if t.is_alive()}


@pytest.fixture
def make_bot(settings: Settings, request: pytest.FixtureRequest) -> Callable[[], discord.Client]:
    """Builds the bot a test module asks for: its own ``build_bot`` (a real game), if it has
    one, else the counting-game bot. Called again for a restart."""
    build = getattr(request.module, "build_bot", counting_bot)
    return lambda: build(settings)


@pytest.fixture
def simcord_bot(make_bot: Callable[[], discord.Client]) -> discord.Client:
    return make_bot()


@dataclass
class Server:
    """A guild with a game channel and four members, the usual cast of a table test."""

    env: simcord.Env
    guild: simcord.GuildHandle
    channel: simcord.ChannelHandle
    alice: simcord.MemberActor
    bob: simcord.MemberActor
    carol: simcord.MemberActor
    dave: simcord.MemberActor
    mod: simcord.MemberActor


@pytest.fixture
def server(simcord_env: simcord.Env, monkeypatch: pytest.MonkeyPatch) -> Server:
    timer_loop_on_the_simulated_clock(simcord_env, monkeypatch)
    guild = simcord_env.create_guild("Parlour Test")
    channel = guild.create_text_channel("games")
    mods = guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    alice, bob, carol, dave = (
        guild.add_member(simcord_env.create_user(n)) for n in ("alice", "bob", "carol", "dave")
    )
    mod = guild.add_member(simcord_env.create_user("mod"), roles=[mods])
    return Server(simcord_env, guild, channel, alice, bob, carol, dave, mod)


def timer_loop_on_the_simulated_clock(env: simcord.Env, monkeypatch: pytest.MonkeyPatch) -> None:
    """Deadlines fire when a test advances SimCord's clock, never because the test took that
    long in real time (that fired turn nudges in the middle of a slow machine's actions); so
    do the waits before autoplays (1.5 s, within a settle's own wait)."""

    async def nap(loop: TimerLoop, delay: float) -> None:
        await env.external_wait(asyncio.sleep(delay), reason="timer loop between deadlines")

    async def autoplay_nap(service: Autoplays, delay: float) -> None:
        await env.external_wait(asyncio.sleep(delay), reason="the wait before an autoplay")

    monkeypatch.setattr(TimerLoop, "nap", nap)
    monkeypatch.setattr(Autoplays, "autoplay_nap", autoplay_nap)
    timers = getattr(env.bot, "timers", None)
    if isinstance(timers, TimerLoop):
        timers.poke()  # its first sleep began before the patch: start it again
