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
