"""What a message shows, as a short digest, and the flat tuple in which an outbox keeps one per
message it edits: so that an edit that would show what the message already shows costs
nothing, while a process keeping every table message and hand view current holds 16 bytes
for each rather than its content, in objects the garbage collector soon stops walking (issue
#19).
"""

from __future__ import annotations

import hashlib
import json
import marshal
from collections.abc import Hashable
from typing import cast

from bot.ui.frontend import Message

#: what each message shows: key, digest, key, digest, ... in one flat tuple
Shown = tuple[Hashable | bytes | None, ...]


def fingerprint(message: Message) -> bytes:
    """What a message shows, as one short comparable string (content, embed, controls,
    picture): a digest, since an outbox keeps one per message it edits (a few KB of JSON
    each, for every table message and hand view a process keeps current; issue #19)."""
    parts: dict[str, object] = {"content": message.content}
    if message.embed is not None:
        parts["embed"] = message.embed.to_dict()
    if message.view is not None:
        parts["view"] = message.view.to_components()
    if message.file is not None:
        parts["file"] = [message.file[0], hash(message.file[1])]
    try:
        # marshal's first format: a quarter of JSON's time (a hand view's ~7 us against ~30;
        # two or three a move), and like JSON it writes equal values alike whichever objects
        # hold them (later formats mark interned and shared strings). Equal dicts built in
        # another order would differ: a needless edit, never a missed one; discord.py builds
        # each part in one order
        shown = marshal.dumps(parts, 0)
    except ValueError:  # a value marshal does not know (none seen): as text
        shown = json.dumps(parts, default=str).encode()
    return hashlib.blake2b(shown, digest_size=16).digest()


def digest_in(shown: Shown, key: Hashable) -> bytes | None:
    """The digest of what message ``key`` shows, if known."""
    key = _flat(key)
    for at in range(0, len(shown), 2):
        if shown[at] == key:
            return cast(bytes, shown[at + 1])
    return None


def with_digest(shown: Shown, key: Hashable, digest: bytes | None) -> Shown:
    """``shown`` with ``digest`` as what message ``key`` shows (None: not known)."""
    key = _flat(key)
    kept = tuple(
        value for at in range(0, len(shown), 2) if shown[at] != key for value in shown[at : at + 2]
    )
    return kept if digest is None else (*kept, key, digest)


def _flat(key: Hashable) -> Hashable:
    """A message's key as ``_shown`` keeps it: a tuple key (``("hand", table, person, message)``:
    strings and numbers) as its text, so that ``_shown`` holds no tuple in a tuple, which the
    collector takes two looks to stop tracking and may leave tracked in the oldest generation
    (issue #19)."""
    return repr(key) if type(key) is tuple else key
