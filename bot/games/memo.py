"""A pure function of a game state, worked out once per state object; equal values shared.

One version of a table is asked the same questions many times: whose turn it is is asked by
the move's own checks, the driver, the table log, the clock and every hand view drawn of it
(~10 times per Shengji move, and in Shengji's deal that lists every seat's declarations).
States are immutable, so an answer kept by the state's identity stays true.

And many live tables hold equal frozen values (the rules of the same options): one shared
instance of each is so many objects fewer for every full garbage collection to walk.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Generic, TypeVar, cast

S = TypeVar("S")
R = TypeVar("R")
H = TypeVar("H", bound=Hashable)

#: states kept at once: a move asks about one or two of them within a few calls, and
#: hundreds of tables interleave; more than this and the memo starts afresh
KEPT = 256


class ByState(Generic[S, R]):
    """``compute(state)``, remembered for the last states asked about.

    Each answer is kept with its state, so the state's ``id`` cannot be reused by another
    object while the answer is kept. Safe to share with the worker thread that draws table
    messages: a lookup that races a reset only works the answer out again.
    """

    def __init__(self, compute: Callable[[S], R], kept: int = KEPT) -> None:
        self._compute = compute
        self._kept = kept
        self._answers: dict[int, tuple[S, R]] = {}

    def __call__(self, state: S) -> R:
        found = self._answers.get(id(state))
        if found is not None and found[0] is state:
            return found[1]
        answer = self._compute(state)
        if len(self._answers) >= self._kept:
            self._answers.clear()
        self._answers[id(state)] = (state, answer)
        return answer


class BySeat(Generic[S, R]):
    """``compute(state, seat)``, remembered per seat for the last states asked about.

    A seat's legal moves are listed more than once for one state: the driver lists them to
    decide how its AI thinks, then again to choose, and the hand views list them too. Each
    caller gets its own list, so none can change another's.
    """

    def __init__(self, compute: Callable[[S, int], Sequence[R]], kept: int = KEPT) -> None:
        self._compute = compute
        self._by_state: ByState[S, dict[int, Sequence[R]]] = ByState(lambda _state: {}, kept)

    def __call__(self, state: S, seat: int) -> list[R]:
        answers = self._by_state(state)
        found = answers.get(seat)
        if found is None:
            found = answers[seat] = self._compute(state, seat)
        return list(found)


#: distinct values kept shared at most (the options people pick repeat: a handful in practice)
INTERNED_LIMIT = 1_024
_interned: dict[object, object] = {}


def interned(value: H) -> H:
    """The one shared instance equal to ``value`` (a frozen value: sharing it is safe), so
    every live table holding an equal one holds the same object (issue #19)."""
    shared = _interned.get(value)
    if shared is None:
        if len(_interned) >= INTERNED_LIMIT:
            _interned.clear()
        shared = _interned[value] = value
    return cast(H, shared)
