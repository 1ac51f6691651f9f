"""What each game's Discord adapter provides, so the lobby, routing and presenter stay shared.

A frontend turns views into messages and clicks into actions; it holds no rules (those are in
the engine) and no I/O (the presenter sends). Component ids are built with
:mod:`bot.ui.components` so every click finds its table after a restart.
"""

from __future__ import annotations

import hashlib
import string
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

import discord

from bot.games.base import GameEvent
from bot.games.evolve import slot_init
from bot.tables.snapshots import TableSnapshot
from bot.ui.quick_ui import DynamicView


@dataclass(frozen=True, slots=True)
class Message:
    """The parts of one Discord message; ``file`` is (filename, bytes), e.g. a board PNG."""

    content: str | None = None
    embed: discord.Embed | None = None
    file: tuple[str, bytes] | None = None
    view: discord.ui.View | None = None

    def finished(self) -> None:
        """Call once the message is sent for good, or need not be: its controls let go of
        their view. Each ``discord.ui`` item points back at its view, so a view is a cycle
        that only a garbage collection frees; one that waits long enough for its write (the
        outbox's queue, Discord's round trip) reaches the old generation and is walked by
        every collection until a full one (issue #19: ~6,000 such objects in 40 s at 300
        tables with 120 ms writes). The controls are dynamic items, found again by their ids
        when clicked, so nothing needs the view after it is sent; a view with other items
        (which discord.py dispatches through the view itself) is left as it is."""
        view = self.view
        # a :class:`DynamicView` holds dynamic items only: nothing to check (the check was
        # most of this, for every message drawn; issue #19)
        if view is not None and (
            type(view) is DynamicView
            or all(isinstance(item, discord.ui.DynamicItem) for item in view.children)
        ):
            view.clear_items()


#: the length of :func:`picks_digest`: 36**5 (60 million) values, so two different picks of
#: one view digest alike about once in 60 million confirming presses that come after a loss
DIGEST_LENGTH = 5
_DIGITS = string.digits + string.ascii_lowercase


def picks_digest(picks: Iterable[str]) -> str:
    """A short digest of ``picks`` (in any order), which a confirming control carries in its
    id: the picks themselves live in one process's memory (``bot.ui.selections``) and are lost
    to a restart, to another process answering the click, or to their time running out, while
    the message still shows them. The same in every process and after a restart (Python's
    ``hash`` of a string is not)."""
    joined = "\x1f".join(sorted(picks)).encode()
    number = int.from_bytes(hashlib.blake2b(joined, digest_size=8).digest(), "big")
    digits = []
    for _ in range(DIGEST_LENGTH):
        number, digit = divmod(number, len(_DIGITS))
        digits.append(_DIGITS[digit])
    return "".join(digits)


@slot_init
@dataclass(frozen=True, slots=True)
class HandContext:
    """One seated player's private situation, from which their controls are drawn."""

    table: TableSnapshot
    seat: int
    view: Any
    legal: Sequence[Any]
    selection: tuple[str, ...] = ()
    #: the latest events only this seat may see (e.g. the cards it took from a kitty)
    private: tuple[GameEvent, ...] = ()
    #: the options the clicked select listed, as the clicked message showed them (None for a
    #: button, or when unknown): a menu whose options follow the selection may be an older
    #: copy than the selection (another view of the same hand)
    clicked: tuple[str, ...] | None = None
    #: the :func:`picks_digest` the clicked control carries (a confirming button's: **Bury
    #: these**, **Play**, **Confirm**); None for any other, or for one drawn before they did
    shown: str | None = None
    _names: tuple[str, ...] | None = field(default=None, compare=False, repr=False)

    @property
    def names(self) -> tuple[str, ...]:
        """The seats' names, worded on the first read only: a view reads them two or three
        times, and the table words each AI's label on every read (issue #19). A context is
        drawn in one language, so the first wording holds for it."""
        names = self._names
        if names is None:
            names = self.table.names
            object.__setattr__(self, "_names", names)  # frozen, but this is only a cache
        return names

    def shows(self, picks: Iterable[str]) -> bool:
        """Whether the clicked control was drawn with ``picks``: a confirming button acts on
        the picks kept now (or, with none kept, on what an untouched view shows), which are
        what its reader saw only if they digest alike."""
        return self.shown == picks_digest(picks)


@dataclass(frozen=True, slots=True)
class Act:
    """A control asked to apply this action."""

    action: Any


@dataclass(frozen=True, slots=True)
class Reselect:
    """A control only changed what is selected; redraw the hand with this selection."""

    selection: tuple[str, ...] = field(default=())


@dataclass(frozen=True, slots=True)
class Redraw:
    """Nothing is done: the clicked view is drawn again as it now stands, and its reader is
    told why (``note``, a catalog id), privately."""

    note: str


#: a confirming control pressed on a view whose picks are not those kept (``HandContext.shows``)
PICKS_LOST = Redraw("table-picks-lost")


class Frontend(Protocol):
    """A game's Discord adapter.

    Optional: ``version_free(key) -> bool``, true for controls whose key names the action
    itself (not an index into an older list of legal actions), so that a click on a view drawn
    a few versions ago is still applied (the engine still checks it) instead of refused as
    stale; Shengji's declarations need it while cards keep arriving. Optional too:
    ``forget(table_id)``, told when a table has ended, to drop what the frontend kept for it.
    """

    game: str

    @property
    def private_read(self) -> tuple[type[GameEvent], ...]:
        """The kinds of private event ``hand_message`` reads (``HandContext.private``): a
        seat's latest of these alone are kept for its redraws, not every private event (a
        dealt hand kept until the seat's next one is objects walked by every full collection,
        issue #19)."""
        ...

    @property
    def pictured(self) -> bool:
        """Whether ``table_message`` draws a picture (or waits for one drawn elsewhere): such
        a message is drawn in a worker thread, off the event loop. A message of words alone is
        drawn on the loop: handed to a thread it cost more than its wording (the hand-off, the
        wake-up, the GIL passed back and forth) and made the loop wait for the GIL meanwhile
        (issue #19)."""
        ...

    @property
    def turn_in_one_line(self) -> bool:
        """Whether the lines of a turn of several moves are joined into one line (Mexican
        Train: a double and the tile covering it are one turn, read as one sentence), or kept
        one line per event (Whist, Shengji: a bury and a failed throw, or a trick and a
        deal's end, are separate news, each easier to find on a line of its own)."""
        ...

    def table_message(self, table: TableSnapshot, public_view: Any) -> Message:
        """The public table (trick or board, whose turn, scores); no hidden information."""
        ...

    def event_lines(self, table: TableSnapshot, events: Sequence[GameEvent]) -> list[str]:
        """One short line per public event worth recording in the channel."""
        ...

    def hand_message(self, ctx: HandContext) -> Message:
        """The private hand with controls offering only legal choices."""
        ...

    def on_component(
        self, ctx: HandContext, key: str, values: Sequence[str]
    ) -> Act | Reselect | Redraw:
        """Turn a click or selection (its key and chosen values) into an action or a redraw.
        A control that commits picks made over several clicks carries their
        :func:`picks_digest` (``GameButton``'s ``shown``) and acts only if ``ctx.shows`` them
        (else :data:`PICKS_LOST`): the picks kept may not be those its message shows."""
        ...

    def parse_text(self, ctx: HandContext, text: str) -> Any:
        """Read a typed move (``/play``), raising PlayerError with a reason when it can't."""
        ...

    def starts_deal(self, events: Sequence[GameEvent]) -> bool:
        """Whether these events dealt new hands (players who asked get theirs by DM)."""
        ...
