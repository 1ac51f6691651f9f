"""Where the Mexican Train picture is drawn: in the thread that words the table message, or
in a process of its own (``board_pictures = "process"``, for a bot with many tables).

A picture is ~1 ms of CPU a move at a Mexican Train table, and drawn in a thread it holds the
GIL all that time, which the event loop's thread then waits for. Once a process has more
tables than it keeps up with, the GIL is what runs out: with the picture in a child, one
process served 11 % more moves a second in the bench (issue #19; below that load it changed
nothing measurable). A child process holds only its own GIL. What crosses to it is small: the public
view, the names, the language, and the table's previous picture, whose bands the child reuses
(only what changed is compressed again); about 30 KB each way, copied, not drawn.

The child is spawned on the first picture (a bot with no Mexican Train table never starts it),
and costs its own memory (Pillow, the fonts, the catalogs). Should it die (the system killed it
for memory) or hang, the picture is drawn in the calling thread as before and a new child
starts for the next one: a table message is never lost to it.
"""

from __future__ import annotations

import logging
import multiprocessing
import signal
import threading
from collections.abc import Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures import TimeoutError as NoAnswer
from concurrent.futures.process import BrokenProcessPool
from typing import Protocol

from bot.games.mexican_train import MexicanTrainView
from bot.i18n import Language, current_language, use_language
from bot.render.board_image import draw_board
from bot.render.png import Png

log = logging.getLogger(__name__)

#: seconds a picture may take in the child before it is drawn here instead (a child that
#: hangs, or a machine so loaded that the table message would wait longer for it)
ANSWER_WITHIN = 10.0


class Painter(Protocol):
    """Draws a table's board from its public view, its names and its previous picture."""

    def __call__(
        self, view: MexicanTrainView, names: Sequence[str], previous: Png | None
    ) -> Png: ...

    def close(self) -> None: ...


class DrawHere:
    """In the calling thread, in the language of its context."""

    def __call__(self, view: MexicanTrainView, names: Sequence[str], previous: Png | None) -> Png:
        return draw_board(view, names, previous)

    def close(self) -> None:
        """Nothing to stop."""


class BoardProcess:
    """Draws pictures in one child process; called from any thread (the table messages are
    worded in worker threads), each call waiting for its picture without holding the GIL."""

    def __init__(self, answer_within: float = ANSWER_WITHIN) -> None:
        self.answer_within = answer_within
        self._pool: ProcessPoolExecutor | None = None
        self._closed = False
        self._lock = threading.Lock()

    def __call__(self, view: MexicanTrainView, names: Sequence[str], previous: Png | None) -> Png:
        pool = self._running()
        if pool is None:  # closed: the bot is stopping, and the last redraws still come
            return draw_board(view, names, previous)
        picture: Future[Png] | None = None
        try:
            picture = pool.submit(_draw, view, tuple(names), previous, current_language())
            return picture.result(self.answer_within)
        except NoAnswer:  # (a TimeoutError, so an OSError: first)
            log.warning("the picture process took over %g s; drawing here", self.answer_within)
        except (BrokenProcessPool, OSError) as lost:  # it died, or could not start
            if picture is not None and not isinstance(lost, BrokenProcessPool):
                raise  # the drawing itself failed in the child, as it would have here
            log.warning("the picture process failed (%s); drawing here", type(lost).__name__)
            self._replace(pool)
        return draw_board(view, names, previous)

    def close(self) -> None:
        """Stop the child (after the bot's last redraw); later pictures are drawn here."""
        with self._lock:
            self._closed = True
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)

    def _running(self) -> ProcessPoolExecutor | None:
        with self._lock:
            if self._closed:
                return None
            if self._pool is None:
                spawn = multiprocessing.get_context("spawn")  # never a fork of a running loop
                self._pool = ProcessPoolExecutor(1, mp_context=spawn, initializer=_ignore_ctrl_c)
            return self._pool

    def _replace(self, broken: ProcessPoolExecutor) -> None:
        with self._lock:
            if self._pool is broken:
                self._pool = None
        broken.shutdown(wait=False, cancel_futures=True)


def painter(place: str) -> Painter:
    """The painter the setting ``board_pictures`` names ("thread" or "process")."""
    return BoardProcess() if place == "process" else DrawHere()


def _ignore_ctrl_c() -> None:
    """Ctrl-C in a terminal reaches the whole process group: the bot stops its child itself."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _draw(
    view: MexicanTrainView, names: tuple[str, ...], previous: Png | None, language: Language
) -> Png:
    """In the child: the words of the picture in the table's language."""
    with use_language(language):
        return draw_board(view, names, previous)
