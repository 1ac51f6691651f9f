"""``board_pictures = "process"`` through Discord: the table message's picture, drawn in the
child process while people play, is the picture the bot's own thread would have drawn."""

from __future__ import annotations

from collections.abc import Iterator

import discord
import pytest

from bot.app import create_bot
from bot.catalogue import mexican_train_entries
from bot.config import Settings
from bot.render.board_image import draw_board
from bot.render.board_process import BoardProcess
from tests.cogs.conftest import Server
from tests.cogs.mexican_train_support import GAME, table_message
from tests.cogs.support import table_now
from tests.cogs.test_mexican_train import open_game, take_turn

#: the child the module's bots draw in (spawning one takes about a second)
PICTURES: list[BoardProcess] = []


@pytest.fixture(scope="module", autouse=True)
def child() -> Iterator[None]:
    PICTURES.append(BoardProcess())
    yield
    PICTURES.pop().close()


def build_bot(settings: Settings) -> discord.Client:
    return create_bot(settings, mexican_train_entries(painter=PICTURES[0]))


async def test_the_table_message_shows_the_picture_the_child_drew(server: Server) -> None:
    await open_game(server)
    for _ in range(3):
        await take_turn(server)
        table = await table_now(server)
        shown = await table_message(server.channel).attachments[0].read()
        assert shown == draw_board(GAME.view(table.state, None), table.names).data
    child = PICTURES[0]._pool
    assert child is not None and child._processes  # drawn there, not here
