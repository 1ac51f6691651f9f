"""Setting a context variable for one block: the reader's language and card faces are context
variables so render code never passes them around, and both are set for a block the same way."""

from __future__ import annotations

from contextvars import ContextVar, Token
from types import TracebackType
from typing import Generic, TypeVar

T = TypeVar("T")


class bound(Generic[T]):  # lower case: called as the function it was
    """``var`` is ``value`` inside the block and what it was before after it, even on error.

    A class, not a ``contextlib.contextmanager``: a generator's context manager costs ~1.5 us
    a block against ~0.3, and every hand view drawn sets four (language twice, card faces,
    owner; issue #19)."""

    __slots__ = ("_token", "_value", "_var")

    def __init__(self, var: ContextVar[T], value: T) -> None:
        self._var = var
        self._value = value
        self._token: Token[T] | None = None

    def __enter__(self) -> None:
        if self._token is not None:  # as a generator's refuses: the first exit would be lost
            raise RuntimeError("a bound context variable's block is entered once")
        self._token = self._var.set(self._value)

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        if self._token is not None:
            self._var.reset(self._token)
            self._token = None
