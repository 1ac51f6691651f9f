"""A context variable set for one block (the reader's language, card faces, hand owner)."""

from __future__ import annotations

from contextvars import ContextVar

import pytest

from bot.context_vars import bound

VAR: ContextVar[str] = ContextVar("test_bound", default="outside")


def test_a_block_sets_the_variable_and_its_end_puts_back_the_one_before() -> None:
    with bound(VAR, "a"):
        assert VAR.get() == "a"
        with bound(VAR, "b"):
            assert VAR.get() == "b"
        assert VAR.get() == "a"
    assert VAR.get() == "outside"


def test_an_error_inside_still_puts_the_variable_back() -> None:
    with pytest.raises(ValueError, match="inside"), bound(VAR, "a"):
        raise ValueError("inside")
    assert VAR.get() == "outside"


def test_one_block_is_entered_once() -> None:
    """As a generator's context manager refused it: the inner exit would lose the outer's
    value to put back."""
    block = bound(VAR, "a")
    with block, pytest.raises(RuntimeError), block:
        pass
    assert VAR.get() == "outside"
