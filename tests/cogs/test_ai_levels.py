"""``/table addbot level:``: the level is stored with the seat, shown on its name, survives a
restart, and a strong seat is played by the strong player in a worker process."""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable, Sequence

import discord
import simcord

from bot.ai.levels import Level
from bot.app import create_bot
from bot.catalogue import GameEntry
from bot.config import Settings
from bot.i18n import Language, use_language
from bot.tables.snapshots import SeatInfo
from tests.cogs.conftest import Server
from tests.cogs.support import parlour
from tests.support.counting import Add, CountingAI, CountingGame, CountingView
from tests.support.counting_frontend import CountingFrontend


class StrongSpy(CountingAI):
    """Adds the most it may (the normal AI would add 1 where the test looks), and only in a
    worker process: asked on the event loop's process, it fails the move."""

    def choose(self, view: CountingView, legal: Sequence[Add], seed: int) -> Add:
        if multiprocessing.parent_process() is None:
            raise RuntimeError("a strong seat must think in a worker process")
        return max(legal, key=lambda action: action.amount)


def build_bot(settings: Settings) -> discord.Client:
    entry = GameEntry(CountingGame(), CountingAI(), CountingFrontend(), strong=StrongSpy())
    return create_bot(settings, (entry,))


def lobby_text(server: Server) -> str:
    lobby = next(
        m for m in server.channel.history() if m.embeds and "table #" in (m.embeds[0].title or "")
    )
    return lobby.embeds[0].description or ""


def thread_text(server: Server) -> str:
    thread: simcord.ChannelHandle = server.channel.threads[-1]
    return "\n".join(m.content for m in thread.history())


async def test_levels_are_kept_shown_and_played(
    server: Server, make_bot: Callable[[], discord.Client]
) -> None:
    created = await server.alice.slash(
        server.channel, "table create", game="counting", options="target=10"
    )
    assert not created.ephemeral
    await server.alice.slash(server.channel, "table addbot", level="strong")
    await server.alice.slash(server.channel, "table addbot", level="easy")
    text = lobby_text(server)
    assert "AI Ada (strong)" in text and "AI Blaise (easy)" in text
    assert "added AI Ada (strong)" in thread_text(server)

    await server.env.restart_bot(make_bot())
    table = await parlour(server.env).service.get(1)
    assert [s.level.value for s in table.seats] == ["normal", "strong", "easy"]
    assert table.names[1:] == ("AI Ada (strong)", "AI Blaise (easy)")

    server.env.settle_timeout = 60  # the first strong move starts the worker processes
    await server.alice.slash(server.channel, "table start")
    await server.alice.slash(server.channel, "play", cards="1")
    await parlour(server.env).service.idle()
    assert "AI Ada (strong) adds 2 → 3." in thread_text(server)


def test_the_level_is_worded_in_the_readers_language() -> None:

    seat = SeatInfo(1, None, "AI Ada", level=Level.STRONG)
    with use_language(Language("zh-CN")):
        assert seat.label == "AI Ada（困难）"
    with use_language(Language("cy")):
        assert seat.label == "AI Ada (cryf)"
    assert SeatInfo(2, None, "AI Blaise").label == "AI Blaise"
