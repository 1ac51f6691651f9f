"""Setting a context variable for one block: the reader's language and card faces are context
variables so render code never passes them around, and both are set for a block the same way."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from contextvars import ContextVar
from typing import TypeVar

T = TypeVar("T")


@contextlib.contextmanager
def bound(var: ContextVar[T], value: T) -> Iterator[None]:
    """``var`` is ``value`` inside the block and what it was before after it, even on error."""
    token = var.set(value)
    try:
        yield
    finally:
        var.reset(token)
