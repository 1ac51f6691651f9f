"""Every write to one Discord target goes through its outbox, which spends the rate-limit budget.

Discord lets a bot write about 5 times per 5 seconds into one channel (a thread counts as
one) and into one interaction token; past that it answers 429 and the table stutters. An
outbox holds what waits for a target and, when the budget allows, sends the most urgent
thing first: the acting player's own view, then the table message, then other players'
views, then the play-by-play. While it waits, a newer edit of the same message replaces the
older one (only the latest content matters), an edit that would show what the message
already shows costs nothing, and log lines are merged into one message, never dropped.
Log lines may also be asked to keep a *gap* after the target's previous log message: those
that come within it wait and go out together (a line that mentions someone does not wait),
so a table's play-by-play costs one write per gap rather than one per turn. A write Discord
fails itself (a 5xx: its trouble, not the write's) waits a little and is made again, a few
times at most.

Acknowledging an interaction never goes through here: Discord wants that within 3 s and
counts it apart from the channel, so it is always sent at once by the caller.
"""

from __future__ import annotations

import asyncio
import functools
import logging
from collections.abc import Awaitable, Callable, Coroutine, Hashable, Iterator, Sequence
from dataclasses import dataclass
from typing import Concatenate, ParamSpec, cast

import discord

from bot.alarms import Alarm, Alarms, run_kept
from bot.ui.budget import MARGIN, Budget, retry_after
from bot.ui.drawing_turns import DrawingTurns
from bot.ui.frontend import Message
from bot.ui.message_digests import digest_in, fingerprint, kept_key, with_digest
from bot.ui.queued_writes import (
    MAX_POST,
    Outcome,
    Priority,
    QueuedEdit,
    QueuedLines,
    Render,
    SendEdit,
    SendLines,
    first_chunk,
)
from bot.ui.write_deadlines import WriteDeadlines

log = logging.getLogger(__name__)
P = ParamSpec("P")


#: an idle outbox's memory (:meth:`Outbox.folded`), flat: held until, the last log message's
#: time, how many writes the budget's window holds, their times, then what its messages show
#: (key, digest, ...)
Folded = tuple[Hashable | None, ...]
_AWAKE: Folded = (0.0, None, 0)


@dataclass(frozen=True, slots=True)
class Shared:
    """What every outbox of a process shares, held once: a table keeps three outboxes or
    more, and each reference an outbox holds is walked by every full garbage collection
    (issue #19)."""

    budget: Budget
    #: the outboxes' running tasks (kept so they are not collected mid-write)
    tasks: set[asyncio.Task[None]]
    #: cuts off a write Discord takes too long to answer
    deadlines: WriteDeadlines
    clock: Callable[[], float]
    sleep: Callable[[float], Awaitable[None]]
    #: held log lines wait for their time here
    alarms: Alarms
    #: the order of writes, counted for all outboxes at once
    order: Iterator[int]
    #: lets go of an emptied, released outbox
    drop: Callable[[Outbox], None]
    #: keeps an idle outbox as its values alone (:meth:`Outbox.folded`)
    rest: Callable[[Outbox], None]
    #: the outbox writing to a resting one's target now (itself, woken, if none)
    current: Callable[[Outbox], Outbox]
    turns: DrawingTurns  # every edit but the acting person's view waits behind the moves


def _live(
    method: Callable[Concatenate[Outbox, P], None],
) -> Callable[Concatenate[Outbox, P], None]:
    """What callers queue goes to the outbox writing to the target now: a resting outbox's
    memory is kept apart (:meth:`Outbox.folded`), and a reference to it kept by a caller
    must not start a second queue for the same target, outside its budget."""

    @functools.wraps(method)
    def queue(box: Outbox, /, *args: P.args, **kwargs: P.kwargs) -> None:
        method(box._shared.current(box) if box._resting else box, *args, **kwargs)

    return queue


class Outbox:
    """The queue of one target (a channel or thread, an interaction token, a DM channel).

    A process has one for every table channel and every open hand view (three per table or
    more): slots, a short tuple of write times and numeric digests keep each small, and what
    an idle one need not keep it does not (its name is its target, the order of its writes
    is counted for all outboxes at once, an emptied queue is dropped). Between writes it
    rests: :class:`~bot.ui.outboxes.Outboxes` keeps its memory alone (:meth:`folded`), and
    the next write makes an outbox of it again."""

    #: seconds a target is left alone after Discord's server error (5xx), and how many times
    #: one write meets one before it is given up (an outage must not loop for good); class
    #: attributes, so tests can make the wait 0
    SERVER_ERROR_WAIT = 5.0
    SERVER_ERROR_TRIES = 3

    __slots__ = (
        "_edits",
        "_hold_until",
        "_last_log",
        "_log",
        "_log_timer",
        "_released",
        "_resting",
        "_running",
        "_sending",
        "_sent",
        "_settling",
        "_shared",
        "_shown",
        "target",
    )
    #: nothing goes to the target before this (Discord said to wait)
    _hold_until: float
    #: when the previous log message went out
    _last_log: float | None
    #: when the writes of the budget's window were made (a few): a tuple of floats, which the
    #: collector stops tracking (a list it walks for as long as the outbox lives)
    _sent: tuple[float, ...]
    #: what each message shows: key, digest, key, digest, ... in one flat tuple, which the
    #: collector stops tracking in a young or middle collection once the keys in it are (a
    #: dict stays tracked until a full collection once any new key is put in it)
    _shown: Folded

    def __init__(self, target: Hashable, shared: Shared, folded: Folded = _AWAKE) -> None:
        self.target = target
        self._shared = shared
        self._unfold(folded)
        self._edits: dict[Hashable, QueuedEdit] = {}
        self._log: QueuedLines | None = None
        self._log_timer: Alarm | None = None  # rings when held lines are due
        self._running = False
        #: a callback will settle what waits (:meth:`_wake`)
        self._settling = False
        #: the message whose edit is on its way, until ``forget`` says it is not edited here
        #: any more: whatever Discord answers, that edit is not made again nor remembered
        self._sending: Hashable | None = None
        #: nothing will be written here once what waits is sent (``Outboxes.release``): then
        #: ``drop`` lets go of this outbox
        self._released = False
        #: idle, its memory kept by :class:`Outboxes` instead (:meth:`folded`): a reference
        #: to it that was kept is sent on to the outbox writing there now (:func:`_live`)
        self._resting = False

    # ------------------------------------------------------------------ what callers queue

    @_live
    def edit(
        self,
        key: Hashable,
        priority: Priority,
        render: Render,
        send: SendEdit,
        *,
        failed: Callable[[], None] | None = None,
        last: bool = False,
    ) -> None:
        """Queue an edit of message ``key``; a pending edit of the same message is replaced.

        ``render`` runs only when the edit goes out, so what is sent is the newest content;
        ``failed`` is told when Discord refuses the edit for good (the message is gone). The
        ``last`` edit of a message (its table ended) leaves no digest behind once it is out.
        """
        before = self._edits.get(key)
        order = next(self._shared.order) if before is None else before.order
        if before is not None:
            priority = min(priority, before.priority)
        self._edits[key] = QueuedEdit(key, priority, order, render, send, failed, last=last)
        self._wake()

    @_live
    def create(self, priority: Priority, render: Render, send: SendEdit) -> None:
        """Queue a new message (a hand sent by DM, a follow-up): never merged with another."""
        key = ("new", next(self._shared.order))
        self._edits[key] = QueuedEdit(
            key, priority, next(self._shared.order), render, send, once=True
        )
        self._wake()

    @_live
    def post(
        self,
        lines: Sequence[str],
        send: SendLines | Callable[..., Awaitable[object]],
        *,
        to: Hashable = None,
        mention: Sequence[int] = (),
        gap: float = 0.0,
    ) -> None:
        """Queue log lines: those still waiting go out together in one message, no sooner
        than ``gap`` seconds after the previous one unless someone is mentioned."""
        kept = tuple([line[:MAX_POST] for line in lines if line])
        if not kept:
            return
        now = self._shared.clock()
        due = now if self._last_log is None or mention else self._last_log + gap
        if self._log is None:
            self._log = QueuedLines(Priority.LOG, next(self._shared.order), send, due)
        self._log.send, self._log.to = send, to
        self._log.due = min(self._log.due, due)
        self._log.lines += kept
        if mention:
            self._log.mentions += tuple([u for u in mention if u not in self._log.mentions])
        self._wake()

    @_live
    def forget(self, key: Hashable) -> None:
        """The message is gone (or handed over): no more edits of it, not even the one on its
        way, should Discord fail it (``_send_edit``)."""
        self._edits.pop(key, None)
        self._remember(kept_key(key), None)
        if self._sending == key:
            self._sending = None

    @_live
    def shows(self, key: Hashable, message: Message) -> None:
        """Record what a message shows now (it was just sent some other way)."""
        self._remember(kept_key(key), fingerprint(message))

    @property
    def pending(self) -> int:
        return len(self._edits) + (self._log is not None)

    # ------------------------------------------------------------------ the budget

    def _wait(self) -> float:
        now = self._shared.clock()
        held = self._hold_until - now
        if self._shared.budget.window <= 0:
            return max(0.0, held)
        gone = now - self._shared.budget.window
        if self._sent and self._sent[0] <= gone:
            self._sent = tuple(at for at in self._sent if at > gone)
        full = (
            self._sent[0] + self._shared.budget.window - now
            if len(self._sent) >= self._shared.budget.writes
            else 0.0
        )
        wait = max(held, full)
        return wait + MARGIN if wait > 0 else 0.0

    def _spend(self) -> None:
        self._sent = (*self._sent, self._shared.clock())

    def hold(self, seconds: float) -> None:
        """Discord said to wait (a 429 came anyway): nothing goes to this target until then."""
        self._hold_until = max(self._hold_until, self._shared.clock() + seconds)

    # ------------------------------------------------------------------ sending

    def _wake(self) -> None:
        if self._running:
            return
        if self._ready():
            self._running = True
            self._start(self._drain())
        elif not self._settling:
            # log lines waiting out their gap (a table's every move) need no drain task:
            # their alarm is set by a callback where the task's first step would have run
            # (the same order of sleepers and writes), a task less per move (issue #19)
            self._settling = True
            asyncio.get_running_loop().call_soon(self._settled)

    def _ready(self) -> bool:
        """Whether something may go now, budget allowing (else only held lines wait)."""
        return bool(self._edits) or (
            self._log is not None and self._log.due <= self._shared.clock()
        )

    def _settled(self) -> None:
        self._settling = False
        if self._running:
            return  # a drain started meanwhile settles when done
        if self._ready():  # a shutdown's flush, or an edit that came meanwhile
            self._running = True
            self._start(self._drain())
        else:
            self._settle()

    def _start(self, work: Coroutine[object, object, None]) -> asyncio.Task[None]:
        return run_kept(work, self._shared.tasks)

    def _next(self) -> QueuedEdit | QueuedLines | None:
        """The most urgent write that may go: a plain loop, as one edit waits most often (a
        list and a sort key made for it were most of this; issue #19)."""
        best: QueuedEdit | QueuedLines | None = None
        if self._log is not None and self._log.due <= self._shared.clock():
            best = self._log
        for item in self._edits.values():
            if best is None or (item.priority, item.order) < (best.priority, best.order):
                best = item
        return best

    async def _drain(self) -> None:
        turns, turned = self._shared.turns, False  # turned: the next drawing had its turn
        try:
            while (item := self._next()) is not None:
                wait = self._wait()
                if wait > 0:
                    await self._shared.sleep(wait)
                elif isinstance(item, QueuedLines):
                    await self._send_log(item)
                elif item.priority is not Priority.OWN_VIEW and not turned and turns.busy():
                    await turns.turn()  # then the newest edit waiting is drawn
                    turned = True
                else:
                    turned = False
                    await self._send_edit(item)
        finally:
            self._running = False
        self._settle()

    def _settle(self) -> None:
        """Nothing to send now: held log lines wait for their alarm, and an outbox with
        nothing left rests or is let go."""
        if self._log is not None and self._log_timer is None:
            self._log_timer = self._shared.alarms.after(
                self._log.due - self._shared.clock(), self._log_due
            )
        self.drop_if_released()
        self.rest_if_idle()

    def release(self) -> None:
        """Nothing will be written here after what waits now (every table using the target has
        ended): the outbox is let go as soon as that is sent."""
        self._released = True
        self.drop_if_released()

    def in_use(self) -> None:
        """Written to again after a release (a new table in the same channel): kept."""
        self._released = False

    def drop_if_released(self) -> None:
        if self._released and not self._running and self._log_timer is None and not self.pending:
            self._shared.drop(self)

    def folded(self) -> Folded:
        """What an idle outbox must remember, kept by :class:`Outboxes` until its next write
        instead of the outbox: one flat tuple of numbers and strings, which the first
        collection that looks at it stops tracking (one holding tuples waits for a second),
        where the outbox was an object every full collection walks (issue #19)."""
        return (self._hold_until, self._last_log, len(self._sent), *self._sent, *self._shown)

    def _unfold(self, folded: Folded) -> None:
        self._hold_until, self._last_log, sent = cast(tuple[float, float | None, int], folded[:3])
        self._sent = cast(tuple[float, ...], folded[3 : 3 + sent])
        self._shown = folded[3 + sent :]

    def rest_if_idle(self) -> None:
        if not (self._released or self._running or self._log_timer is not None or self.pending):
            self._resting = True
            self._shared.rest(self)

    def woken(self, folded: Folded | None) -> None:
        """Written to again through a reference kept while it rested: its memory back (as
        its target's outbox left it, when one was made meanwhile and went to rest again)."""
        if folded is not None:
            self._unfold(folded)
        self._resting = False

    def _log_due(self) -> None:
        """Held log lines wait apart from the queue, so edits that come meanwhile go at once."""
        self._log_timer = None
        self._wake()

    def flush(self) -> None:
        """Shutting down: held log lines go now, without waiting out their gap."""
        if self._log_timer is not None:
            self._log_timer.cancel()
            self._log_timer = None
        if self._log is not None:
            self._log.due = min(self._log.due, self._shared.clock())
            self._wake()

    async def _send_edit(self, item: QueuedEdit) -> None:
        self._edits.pop(item.key, None)
        if not self._edits:
            self._edits = {}  # an emptied dict keeps its table; a fresh one has none
        began = (turns := self._shared.turns).clock()
        try:
            shown = await item.render()
        except Exception:
            log.exception("%s: could not draw a message", self.target)
            return
        finally:
            turns.spent(turns.clock() - began)
        if shown is None:
            return
        mark = fingerprint(shown)
        # the last edit of a message keeps no digest, whether it is sent or already shown
        key = kept_key(item.key)
        shown_now = digest_in(self._shown, key)
        if item.last:
            self._remember(key, None)
        if shown_now == mark:
            shown.finished()
            return  # the message already shows exactly this
        self._sending = item.key
        outcome = await self._attempt(item.send, shown)
        if self._sending != item.key:
            # forgotten on its way (a hand view handed to a fresher token, whose edits show
            # newer moves): made again here, it would show the view as it was before them
            shown.finished()
            return
        self._sending = None
        if outcome is Outcome.UNWELL:
            # made again (a newer edit waiting replaces it) unless Discord stayed unwell; what
            # the message shows is not known, so the next edit is sent whatever it shows
            self._remember(key, None)
            outcome = Outcome.RETRY if self._again(item) else Outcome.GIVEN_UP
        if outcome in (Outcome.SENT, Outcome.FAILED, Outcome.GIVEN_UP):
            shown.finished()  # one to make again draws anew, or sends this very message (`fixed`)
        if outcome is Outcome.SENT:
            if not (item.once or item.last):
                self._remember(key, mark)
        elif outcome is Outcome.RETRY:
            self._edits.setdefault(item.key, item)
        elif outcome is Outcome.UNANSWERED:
            # an edit may be made again (unless a newer one waits): the latest content wins;
            # a new message is not, lest it appear twice
            self._remember(key, None)
            if not item.once:
                self._edits.setdefault(item.key, item)
        elif outcome is Outcome.FAILED:
            self._remember(key, None)
            if item.failed is not None:
                item.failed()

    def _again(self, item: QueuedEdit | QueuedLines) -> bool:
        """Whether a write Discord failed (5xx) is tried again: a few times, then given up."""
        item.tries += 1
        if item.tries < self.SERVER_ERROR_TRIES:
            return True
        log.warning("%s: Discord failed a write %d times; given up", self.target, item.tries)
        return False

    def _remember(self, key: Hashable, digest: int | None) -> None:
        """Keep ``digest`` as what message ``key`` (``kept_key``) shows (None: not known)."""
        self._shown = with_digest(self._shown, key, digest)

    async def _send_log(self, item: QueuedLines) -> None:
        text, rest = first_chunk(item.lines)
        mentioned = [u for u in item.mentions if f"<@{u}>" in text]
        to = () if item.to is None else (item.to,)
        outcome = await self._attempt(item.send, *to, text, mentioned)
        if outcome is Outcome.RETRY or (outcome is Outcome.UNWELL and self._again(item)):
            return  # the lines stay queued, and later ones join them
        self._last_log = self._shared.clock()
        item.lines = rest  # sent, refused for good or unanswered (logged): not sent again
        item.tries = 0
        if not rest:
            self._log = None

    async def _attempt(self, send: Callable[..., Awaitable[object]], *args: object) -> Outcome:
        """Send once; on a 429 hold the target for as long as Discord says and retry later."""
        self._spend()
        try:
            task = self._shared.deadlines.begin(self._shared.budget.timeout)
            try:
                await send(*args)
            finally:
                cut = self._shared.deadlines.end(task)
            return Outcome.SENT
        except (TimeoutError, asyncio.CancelledError) as stopped:
            if isinstance(stopped, asyncio.CancelledError) and not cut:
                raise  # cancelled from elsewhere (a shutdown), not cut off
            log.warning("%s: Discord left a write unanswered", self.target)
            return Outcome.UNANSWERED
        except discord.RateLimited as limited:
            self.hold(limited.retry_after)
            return Outcome.RETRY
        except discord.HTTPException as error:
            if error.status == 429:
                self.hold(retry_after(error))
                return Outcome.RETRY
            if error.status >= 500:  # discord.DiscordServerError (SimCord's is a plain one)
                log.warning("%s: Discord failed a write (%s)", self.target, error.status)
                self.hold(self.SERVER_ERROR_WAIT)
                return Outcome.UNWELL
            log.warning("%s: Discord refused a write (%s)", self.target, error.status)
            return Outcome.FAILED
