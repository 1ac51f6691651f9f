"""The face every game engine shows the rest of the bot.

Engines are pure: no discord, no database, no asyncio, no clock, no global random. Everything a
game needs to be replayed is in its state (including the seed), so the same seed and the same
actions always give the same game. The table service only ever talks to a game through
:class:`GameBase`; the AI only through :meth:`GameBase.view` and
:meth:`GameBase.legal_actions`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar, dataclass_transform

from bot.errors import IllegalAction
from bot.games.options import OptionSpec
from bot.games.stored_text import dumps
from bot.msg import Msg, msg_from_json, msg_to_json

JSON = dict[str, Any]

#: The pseudo-seat for moves nobody chooses (dealing the next cards, ending a deal's pause).
#: The table service applies them itself, paced as the game's cog wants.
SYSTEM = -1

S = TypeVar("S")
A = TypeVar("A")
V = TypeVar("V")


E = TypeVar("E")


@dataclass_transform(frozen_default=True, kw_only_default=True)
def event(cls: type[E]) -> type[E]:
    """Make ``cls`` an event class: frozen so a told event cannot change under its renderers,
    slotted because a game tells many, keyword-only so subclasses may add fields in any order."""
    return dataclass(frozen=True, slots=True, kw_only=True)(cls)


@event
class GameEvent:
    """Something that happened, told to the whole table (``seat is None``) or one seat only.

    Each game declares one frozen subclass per kind of event in its ``events`` module, so
    renderers ``match`` on types and fields instead of string keys; the table service reads
    only ``seat``.
    """

    seat: int | None = None

    @property
    def public(self) -> bool:
        return self.seat is None


@event
class PlayerEvent(GameEvent):
    """An event about what one seat did; ``player`` is that seat (``seat`` stays the audience)."""

    player: int


@dataclass(frozen=True, slots=True)
class GameResult:
    """How a finished game ended, in the shape leaderboards need.

    ``teams`` lists the seats of each side (one seat per side in a free-for-all); ``placings``
    gives each side's place (1 = winner; equal places for a tie); ``scores`` each side's final
    score in the game's own units.
    """

    teams: tuple[tuple[int, ...], ...]
    placings: tuple[int, ...]
    scores: tuple[int, ...]
    #: how the game ended, worded by whoever shows it (in the reader's language)
    summary: Msg

    def to_json(self) -> JSON:
        return {
            "teams": [list(t) for t in self.teams],
            "placings": list(self.placings),
            "scores": list(self.scores),
            "summary": msg_to_json(self.summary),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> GameResult:
        return cls(
            teams=tuple(tuple(t) for t in data["teams"]),
            placings=tuple(data["placings"]),
            scores=tuple(data["scores"]),
            summary=msg_from_json(data["summary"]),
        )


@dataclass(frozen=True, slots=True)
class Codec(Generic[S, A]):
    """How one game's states and actions become JSON and back.

    Each game writes these four functions once, in its ``state`` and ``actions`` modules, and
    names them in its :attr:`GameBase.codec`; the engine face delegates to them here, so no game
    repeats the delegation and stored tables are read by the same functions that wrote them.
    """

    state_to_json: Callable[[S], JSON]
    state_from_json: Callable[[JSON], S]
    action_to_json: Callable[[A], JSON]
    action_from_json: Callable[[JSON], A]


class GameBase(ABC, Generic[S, A, V]):
    """One game's rules: ``S`` its state, ``A`` its actions, ``V`` what one seat may see.

    Instances are stateless; all state lives in ``S`` values. Every method that takes an action
    refuses an illegal one by raising :class:`bot.errors.IllegalAction` with a message the
    player can read, and never changes the state it was given (states are immutable or copied).
    The optional parts of a game have real defaults here, so the table service calls them
    directly instead of probing for them.
    """

    #: catalogue key and the value of ``/table create game:``
    name: str
    #: what players read ("Bid Whist")
    title: str
    #: the options this game offers at ``/table create``, each with its default
    options: Sequence[OptionSpec]
    #: the default turn timer in seconds (a table's ``timer`` option overrides it)
    turn_seconds: int = 120

    @abstractmethod
    def seat_range(self, options: Mapping[str, Any]) -> tuple[int, int]:
        """The fewest and most players these options allow."""

    @abstractmethod
    def check_options(self, options: Mapping[str, Any], players: int | None) -> None:
        """Refuse combinations that do not fit (OptionError), e.g. too many players for a set."""

    @abstractmethod
    def new(self, options: Mapping[str, Any], players: int, seed: int) -> S:
        """A new game, shuffled from ``seed``; options are already validated and complete."""

    def opening_events(self, state: S) -> Sequence[GameEvent]:
        """What a new game announces (its first deal): ``new`` returns only a state, so the
        service publishes these when a table starts."""
        return []

    @abstractmethod
    def to_act(self, state: S) -> frozenset[int]:
        """The seats that may act now (may contain SYSTEM); empty once the game is over."""

    def phase(self, state: S) -> str:
        """Which stage of the game ``state`` is in (Whist: the deal's number and its auction,
        exchange or tricks), as a plain string that only changes when the stage does. The
        table's play-by-play holds a seat's lines while its turn goes on, to post them as
        one; a new stage (a contract settled, a deal ended) is news to post at once, even
        when the same seat acts next. The default, one stage throughout, never says so."""
        return ""

    #: the options :meth:`continuation` sets, which a plain rematch resets to their defaults
    continuation_keys: tuple[str, ...] = ()

    def continuation(self, state: S) -> Mapping[str, Any] | None:
        """Options for a new game that goes on from where this finished one ended (Shengji:
        the teams keep their levels), or None when the game has no such thing."""
        return None

    #: the seats of each side in a game played in partnerships (None: every seat for itself)
    partners: tuple[tuple[int, ...], ...] | None = None

    def forfeited(self, players: int, seat: int, summary: Msg) -> GameResult:
        """The result of a game ``seat``'s side gave up (its player closed the table during
        play): that side last, every other first; no scores, the game never got to them."""
        teams = self.partners or tuple((s,) for s in range(players))
        placings = tuple(2 if seat in team else 1 for team in teams)
        return GameResult(teams, placings, (0,) * len(teams), summary)

    def expired_action(self, state: S, seat: int) -> A | None:
        """The move made for ``seat`` when its turn runs out, where the game has one that
        commits the player to nothing (None: their AI's choice). A person who let one turn
        go by is not yet away, and should not find a contract bid in their name."""
        return None

    def system_pause(self, state: S) -> float:
        """Seconds (at the normal pace) the service waits before the next SYSTEM move: a beat
        between batches of cards, a longer pause in which players may still declare."""
        return 1.0

    def pause_key(self, state: S) -> Hashable | None:
        """What the pause before the next SYSTEM move runs from: moves that leave it unchanged
        (a player saying they have nothing to declare) do not start the pause again, or a
        table of people passing one by one would wait the pause out once per pass. None (the
        default): every move starts it again, as a move may change what the pause is for."""
        return None

    @abstractmethod
    def legal_actions(self, state: S, seat: int) -> Sequence[A]:
        """Every action ``seat`` may take now (empty if none)."""

    @abstractmethod
    def is_play(self, action: A) -> bool:
        """Whether ``action`` plays a card or tile (not a bid, declaration, bury, draw, pass
        or other choice): only a play can be the forced move of :meth:`forced_play`."""

    @abstractmethod
    def forced_play(self, state: S, seat: int) -> A | None:
        """The play ``seat`` must make now when the rules leave it exactly one legal action
        and that action is a play (None: another choice, several plays, or not its turn).

        A person's ``/settings autoplay:on`` lets the bot make this move for them, so it
        must be exact: a game whose :meth:`legal_actions` is a bounded sample of its moves
        answers from the rules, not from the length of that list."""

    @abstractmethod
    def apply(self, state: S, seat: int, action: A) -> tuple[S, Sequence[GameEvent]]:
        """Apply one action, or raise IllegalAction and leave ``state`` as it was."""

    def explain(self, state: S, seat: int, action: A) -> str | None:
        """Why ``seat`` may not take ``action`` now, worded for that seat (None: it may).

        Frontends ask this instead of reading the hidden state themselves; the answer names
        only what the seat may know, exactly as :meth:`apply` would refuse it.
        """
        try:
            self.apply(state, seat, action)
        except IllegalAction as refusal:
            return str(refusal)
        return None

    @abstractmethod
    def view(self, state: S, seat: int | None) -> V:
        """Exactly what ``seat`` may know (``None``: a spectator, i.e. the public table)."""

    @abstractmethod
    def is_over(self, state: S) -> bool: ...

    @abstractmethod
    def result(self, state: S) -> GameResult:
        """The final result; only called once :meth:`is_over` is true."""

    #: the game's JSON codecs: stored states and the action log go through them
    codec: Codec[S, A]

    def state_to_json(self, state: S) -> JSON:
        return self.codec.state_to_json(state)

    def state_text(self, state: S) -> str:
        """The state as its table's JSON column stores it (every move stores one):
        ``json.dumps`` of :meth:`state_to_json`, byte for byte; a game whose states keep
        parts that seldom change writes it from their kept text (``bot.games.stored_text``)."""
        return dumps(self.state_to_json(state))

    def state_from_json(self, data: JSON) -> S:
        return self.codec.state_from_json(data)

    def action_to_json(self, action: A) -> JSON:
        return self.codec.action_to_json(action)

    def action_from_json(self, data: JSON) -> A:
        return self.codec.action_from_json(data)


class AIPlayer(Protocol):
    """An AI for one game: decides from what its seat may see, never from hidden state."""

    def choose(self, view: Any, legal: Sequence[Any], seed: int) -> Any:
        """Pick one of ``legal`` (never empty); ``seed`` makes ties deterministic."""
        ...
