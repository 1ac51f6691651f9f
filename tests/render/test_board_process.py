"""The board picture drawn in a child process (``board_pictures = "process"``): the same file,
byte for byte, as drawn in the bot's own thread, in the table's language, reusing the table's
last picture; and a child that dies costs no picture."""

from __future__ import annotations

import os
import random
import signal
from collections.abc import Iterator

import pytest

from bot.config import ConfigError, Settings
from bot.games.mexican_train import MexicanTrainView
from bot.i18n import Language, use_language
from bot.render.board_image import draw_board
from bot.render.board_process import BoardProcess, DrawHere, painter
from bot.render.png import Png
from tests.games.mexican_train.helpers import game
from tests.render.test_mexican_train import NAMES

PLAYERS = 4


def views(moves: int) -> list[MexicanTrainView]:
    """A game's public views over its first ``moves`` moves."""
    state, rng, seen = game().new({"set": 12}, PLAYERS, 7), random.Random(7), []
    for _ in range(moves):
        seen.append(game().view(state, None))
        seat = min(game().to_act(state))
        state, _ = game().apply(state, seat, rng.choice(game().legal_actions(state, seat)))
    return seen


@pytest.fixture(scope="module")
def child() -> Iterator[BoardProcess]:
    """One child for the module: spawning one (Pillow, fonts) takes about a second."""
    pictures = BoardProcess()
    yield pictures
    pictures.close()


def the_childs_pid(pictures: BoardProcess) -> int:
    pictures(views(1)[0], NAMES[:PLAYERS], None)  # started
    pool = pictures._pool
    assert pool is not None
    return pool.submit(os.getpid).result(10)


def test_a_picture_drawn_in_the_child_is_the_file_drawn_here(child: BoardProcess) -> None:
    here: Png | None = None
    there: Png | None = None
    for view in views(12):
        here = draw_board(view, NAMES[:PLAYERS], here)
        there = child(view, NAMES[:PLAYERS], there)
        assert there == here  # the bytes and the bands the next picture reuses


def test_the_child_draws_in_the_tables_language(child: BoardProcess) -> None:
    view = views(1)[0]
    with use_language(Language.HI):
        hindi = child(view, NAMES[:PLAYERS], None)
        assert hindi == draw_board(view, NAMES[:PLAYERS])
    assert hindi.data != child(view, NAMES[:PLAYERS], None).data


def test_a_child_that_died_costs_no_picture_and_a_new_one_starts() -> None:
    pictures = BoardProcess()
    try:
        view = views(1)[0]
        first = the_childs_pid(pictures)
        os.kill(first, signal.SIGKILL)
        assert pictures(view, NAMES[:PLAYERS], None) == draw_board(view, NAMES[:PLAYERS])
        second = the_childs_pid(pictures)
        assert second != first
    finally:
        pictures.close()


def test_a_picture_the_child_is_too_slow_for_is_drawn_here() -> None:
    pictures = BoardProcess(answer_within=0.0)
    try:
        view = views(1)[0]
        assert pictures(view, NAMES[:PLAYERS], None) == draw_board(view, NAMES[:PLAYERS])
        assert pictures._pool is not None  # slow is not dead: the child is kept
    finally:
        pictures.close()


def test_after_close_the_child_is_gone_and_pictures_are_drawn_here() -> None:
    pictures = BoardProcess()
    pid = the_childs_pid(pictures)
    pictures.close()
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)
    view = views(1)[0]
    assert pictures(view, NAMES[:PLAYERS], None) == draw_board(view, NAMES[:PLAYERS])
    assert pictures._pool is None


def test_the_setting_names_where_pictures_are_drawn() -> None:
    assert isinstance(painter(Settings().board_pictures), DrawHere)
    process = painter(Settings(board_pictures="process").board_pictures)
    assert isinstance(process, BoardProcess)
    process.close()
    with pytest.raises(ConfigError, match="board_pictures"):
        Settings(board_pictures="gpu")


def test_a_child_that_cannot_start_costs_no_picture(monkeypatch: pytest.MonkeyPatch) -> None:
    """Spawning can fail (the system out of processes or memory): the picture is drawn here."""

    def no_process(self: object) -> None:
        raise OSError("Resource temporarily unavailable")

    monkeypatch.setattr("multiprocessing.context.SpawnProcess.start", no_process)
    pictures = BoardProcess()
    try:
        view = views(1)[0]
        assert pictures(view, NAMES[:PLAYERS], None) == draw_board(view, NAMES[:PLAYERS])
        assert pictures._pool is None  # the next picture tries a new child
    finally:
        pictures.close()
