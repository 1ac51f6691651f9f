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
from typing import TYPE_CHECKING, Any, Generic, TypeVar, cast

if TYPE_CHECKING:
    from bot.games.base import GameBase

S = TypeVar("S")
R = TypeVar("R")
V = TypeVar("V")
H = TypeVar("H", bound=Hashable)

#: states kept at once: a move asks about one or two of them within a few calls, and
#: hundreds of tables interleave; more than this and the memo starts afresh
KEPT = 256


#: what a memo's look-up finds of a state not kept (never a state: None may be one)
_ABSENT: Any = object()


class ByState(Generic[S, R]):
    """``compute(state)``, remembered for the last states asked about: at least the last
    ``kept // 2`` of them, at most ``kept``.

    Answers are kept in two generations: when the newer is full it becomes the older and the
    older is let go, and an answer found in the older moves to the newer. Emptying the whole
    memo when full lost, each time, the states still being asked about: a table's hand views
    and table message are drawn a pace (two seconds) after its move, while hundreds of other
    tables move (issue #19).

    Each answer is kept with its state, so the state's ``id`` cannot be reused by another
    object while the answer is kept: states and answers in two dicts a generation, by the
    state's id, not as a pair each (a pair holding a state is one more object every
    collection walks, up to ``kept`` a memo; issue #19). Safe to share with the worker
    thread that draws table messages: a lookup that races a turnover, or finds a state
    before its answer, only works the answer out again.
    """

    def __init__(self, compute: Callable[[S], R], kept: int = KEPT) -> None:
        self._compute = compute
        self._generation = max(1, kept // 2)
        self._states: dict[int, S] = {}
        self._answers: dict[int, R] = {}
        self._older_states: dict[int, S] = {}
        self._older_answers: dict[int, R] = {}

    def __call__(self, state: S) -> R:
        key = id(state)
        if self._states.get(key, _ABSENT) is state:
            try:
                return self._answers[key]
            except KeyError:  # another thread's turnover or write under way
                pass
        return self._miss(state, key)

    def _miss(self, state: S, key: int) -> R:
        answer = self._older_answers.get(key, _ABSENT)
        if answer is _ABSENT or self._older_states.get(key, _ABSENT) is not state:
            answer = self._compute(state)
        states = self._states
        if len(states) >= self._generation:
            self._older_states, self._older_answers = states, self._answers
            self._states = states = {}
            self._answers = {}
        self._answers[key] = answer
        states[key] = state
        return cast(R, answer)


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


class Views:
    """What a seat may see of a state (``game.view``), kept for the last state and seat asked
    about: a click is read against a view (``Presenter.hand_context``), then its reader's
    view is drawn again at once from the same state and seat, in the same step (a pick, a
    refused move). A view asked for again later than that was rarer than its keep cost: a
    memo of the last 64 states' views made a Mexican Train hand draw 1.17x dearer when each
    was drawn once (its ~30 objects each left for the garbage collector to walk), while ~1 in
    5 views was drawn twice (issue #19).

    A view is a frozen value holding frozen values (tuples, cards, the state's own packed
    records), so no caller can change another's. The slot is read once per call: a draw in
    another thread can only replace it."""

    def __init__(self) -> None:
        self._last: tuple[object, str, int | None, Any] | None = None

    def __call__(self, game: GameBase[S, Any, V], state: S, seat: int | None) -> V:
        last = self._last
        if last is not None and last[0] is state and last[2] == seat and last[1] == game.name:
            return cast(V, last[3])
        view = game.view(state, seat)
        self._last = (state, game.name, seat, view)
        return view


#: the one memo of seats' views every caller shares
seat_views = Views()


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
