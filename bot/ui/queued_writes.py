"""What waits in an outbox, and in which order it goes: an edit of a message (the newest
replacing an older one) or a new message, and log lines merged into as few messages as fit.
Kept apart from the outbox itself, which decides when each may go (the rate-limit budget).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Hashable, Sequence
from dataclasses import dataclass
from enum import Enum, IntEnum

from bot.ui.frontend import Message

MAX_POST = 1900  # a little under Discord's 2,000 characters


class Priority(IntEnum):
    """Who waits least when the budget is short (lower goes first)."""

    OWN_VIEW = 0
    TABLE = 1
    OTHER_VIEW = 2
    LOG = 3


class Outcome(Enum):
    """What came of one write."""

    SENT = "sent"
    RETRY = "retry"  # Discord answered 429: try again once the target's hold is over
    UNWELL = "unwell"  # Discord answered 5xx: its trouble, not the write's; try again soon
    GIVEN_UP = "given up"  # Discord answered 5xx too many times: the write is let go
    FAILED = "failed"
    UNANSWERED = "unanswered"  # no answer in time: it may or may not have been made


Render = Callable[[], Awaitable[Message | None]]
SendEdit = Callable[[Message], Awaitable[object]]
SendLines = Callable[[str, Sequence[int]], Awaitable[object]]


@dataclass
class QueuedEdit:
    key: Hashable
    priority: Priority
    order: int
    render: Render
    send: SendEdit
    failed: Callable[[], None] | None = None
    once: bool = False  # a new message, not an edit: nothing to compare it with later
    last: bool = False  # the message's last edit (its table ended): no digest kept after it
    tries: int = 0  # Discord's server errors (5xx) it met so far


@dataclass(slots=True)
class QueuedLines:
    """Log lines waiting for their gap (~20 s), most tables' at any moment: the lines and
    mentions are tuples of strings and numbers, which the collector stops tracking, where
    two lists were two more objects a table that it walked (issue #19)."""

    priority: Priority
    order: int
    send: SendLines | Callable[..., Awaitable[object]]
    due: float  # not sent before this time (the gap after the previous log message)
    lines: tuple[str, ...] = ()
    mentions: tuple[int, ...] = ()
    tries: int = 0  # Discord's server errors (5xx) the first of them met so far
    #: where they go, sent as ``send``'s first argument (unless None): the presenter's one
    #: bound method and a plain value, not a ``partial`` of both, one object fewer a table
    #: for the collector to walk while the lines wait out their gap (issue #19)
    to: Hashable = None


def first_chunk(lines: Sequence[str]) -> tuple[str, tuple[str, ...]]:
    """As many whole lines as fit one message, and the lines left for the next."""
    taken: list[str] = []
    size = 0
    for line in lines:
        if taken and size + len(line) + 1 > MAX_POST:
            break
        taken.append(line)
        size += len(line) + 1
    return "\n".join(taken), tuple(lines[len(taken) :])
