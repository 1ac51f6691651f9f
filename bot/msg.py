"""A message to be worded later, in the reader's language.

Engines and services decide *what* to say (an id from the message catalogs and its
parameters); only the render layer knows the reader and words it through :mod:`bot.i18n`.
This module sits below everything so engines may build messages without importing the
catalogs.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Msg:
    """A catalog message id and its parameters; a parameter may itself be a :class:`Msg`
    (a suit name, "your train"), worded in the same language as the message around it."""

    id: str
    args: Mapping[str, Any] = field(default_factory=dict)


def msg(msg_id: str, /, **args: Any) -> Msg:
    return Msg(msg_id, args)


def msg_to_json(message: Msg) -> dict[str, Any]:
    """A message as stored (a finished game's summary): nested messages stay messages."""
    return {
        "id": message.id,
        "args": {
            key: {"msg": msg_to_json(value)} if isinstance(value, Msg) else value
            for key, value in message.args.items()
        },
    }


def msg_from_json(data: object) -> Msg:
    """Read :func:`msg_to_json`'s shape back; text stored before the catalogs (a plain
    English sentence) comes back as a message whose id is that text, shown as it is."""
    if not isinstance(data, Mapping):
        return Msg(str(data or ""))
    args = {
        key: msg_from_json(value["msg"]) if isinstance(value, Mapping) and "msg" in value else value
        for key, value in dict(data.get("args") or {}).items()
    }
    return Msg(str(data.get("id", "")), args)
