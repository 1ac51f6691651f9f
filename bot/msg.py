"""A message to be worded later, in the reader's language.

Engines and services decide *what* to say (an id from the message catalogs and its
parameters); only the render layer knows the reader and words it through :mod:`bot.i18n`.
This module sits below everything so engines may build messages without importing the
catalogs.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.games.evolve import slot_init


@slot_init
@dataclass(frozen=True, slots=True)
class Msg:
    """A catalog message id and its parameters; a parameter may itself be a :class:`Msg`
    (a suit name, "your train"), worded in the same language as the message around it."""

    id: str
    args: Mapping[str, Any] = field(default_factory=dict)


def msg(msg_id: str, /, **args: Any) -> Msg:
    return Msg(msg_id, args)


@dataclass(frozen=True, slots=True)
class SeatMsg(Msg):
    """A message naming a seat by its number ("seat 2's train"), as an engine words it: it
    knows seats, not names. It carries the words that name the seat's player instead
    (``named``, a catalog id whose ``$name`` is the player's name: "Ana's train"), for
    whoever words it with the table's names at hand (:func:`name_seats`)."""

    seat: int = 0
    named: str = ""


def seat_msg(msg_id: str, seat: int, named: str) -> SeatMsg:
    """``seat`` (counted from 0) named by number through ``msg_id`` (whose ``$seat`` counts
    from 1, as players do), and by its player's name through ``named``."""
    return SeatMsg(msg_id, {"seat": seat + 1}, seat, named)


def seat_words(seat: int) -> SeatMsg:
    """A seat on its own ("seat 2", or "Ana" once named): whose turn a refusal waits for."""
    return seat_msg("seat-numbered", seat, "seat-named")


def name_seats(message: Msg, names: Sequence[str]) -> Msg:
    """``message`` with every seat it names by number named by its player instead: players
    see names on the table, never seat numbers. Done in one place for every game, so a
    refusal reads alike whichever layer (the table service, a game's frontend) words it."""
    if isinstance(message, SeatMsg):
        return Msg(message.named, {"name": names[message.seat]})
    if not any(isinstance(value, Msg | tuple) for value in message.args.values()):
        return message
    return Msg(message.id, {key: _named(value, names) for key, value in message.args.items()})


def _named(value: Any, names: Sequence[str]) -> Any:
    if isinstance(value, Msg):
        return name_seats(value, names)
    if isinstance(value, tuple):
        return tuple(_named(item, names) for item in value)
    return value


def msg_to_json(message: Msg) -> dict[str, Any]:
    """A message as stored (a finished game's summary): nested messages stay messages, also
    in a list (the winners of a game several may win)."""
    return {"id": message.id, "args": {key: _arg_to_json(v) for key, v in message.args.items()}}


def _arg_to_json(value: Any) -> Any:
    if isinstance(value, Msg):
        return {"msg": msg_to_json(value)}
    if isinstance(value, tuple | list):
        return [_arg_to_json(item) for item in value]
    return value


def msg_from_json(data: object) -> Msg:
    """Read :func:`msg_to_json`'s shape back; text stored before the catalogs (a plain
    English sentence) comes back as a message whose id is that text, shown as it is."""
    if not isinstance(data, Mapping):
        return Msg(str(data or ""))
    args = {key: _arg_from_json(value) for key, value in dict(data.get("args") or {}).items()}
    return Msg(str(data.get("id", "")), args)


def _arg_from_json(value: Any) -> Any:
    if isinstance(value, Mapping) and "msg" in value:
        return msg_from_json(value["msg"])
    if isinstance(value, list):
        return tuple(_arg_from_json(item) for item in value)
    return value
