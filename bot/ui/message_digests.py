"""What a message shows, as a short digest, and the flat tuple in which an outbox keeps one per
message it edits: so that an edit that would show what the message already shows costs
nothing, while a process keeping every table message and hand view current holds one number
for each rather than its content, in objects the garbage collector soon stops walking (issue
#19).
"""

from __future__ import annotations

import gc
import json
import marshal
import operator
from collections.abc import Hashable
from typing import Any, cast

import discord
from discord.components import Button as ButtonState
from discord.components import SelectMenu

from bot.ui.frontend import Message

#: what each message shows: key, digest, key, digest, ... in one flat tuple
Shown = tuple[Hashable | None, ...]


def fingerprint(message: Message) -> int:
    """What a message shows, as one comparable number (content, embed, controls, picture): a
    digest, since an outbox keeps one per message it edits (a few KB of JSON each, for every
    table message and hand view a process keeps current; issue #19). The controls are read
    as ``View.to_components`` reads them, each with its row, without sorting them into rows:
    controls drawn in one order send alike (in another, a needless edit).

    The number is Python's hash of the bytes written: 64 bits of SipHash, keyed at random
    per process, in ~0.3 us for a hand view's ~500 bytes where BLAKE2's 128 bits took ~2
    (issue #19). A digest is only ever compared, in its process, with the last one of the
    same message: two that differ mark alike about once in 2**64 edits."""
    embed, view, file = message.embed, message.view, message.file
    parts = (
        message.content,
        None if embed is None else _embed_state(embed),
        None if view is None else [_control_state(c) for c in view.children],
        None if file is None else (file[0], hash(file[1])),
    )
    try:
        # marshal's first format: a quarter of JSON's time (a hand view's ~7 us against ~30;
        # two or three a move), and like JSON it writes equal values alike whichever objects
        # hold them (later formats mark interned and shared strings). Equal dicts built in
        # another order would differ: a needless edit, never a missed one; discord.py builds
        # each part in one order
        shown = marshal.dumps(parts, 0)
    except ValueError:  # a value marshal does not know (none seen): as text
        shown = json.dumps(parts, default=str).encode()
    return hash(shown)


_EMBED_SLOTS = discord.Embed.__slots__
_COLOUR, _TIMESTAMP = _EMBED_SLOTS.index("_colour"), _EMBED_SLOTS.index("_timestamp")
#: an embed's slots (where each is in its state) the most often set first: the six its
#: ``__init__`` sets, then a footer, fields; an image, a video... only when asked for
_OFTEN_SET = ("title", "url", "type", "description", "_colour", "_flags", "_footer", "_fields")
_BY_USE = sorted(
    enumerate(_EMBED_SLOTS),
    key=lambda slot: _OFTEN_SET.index(slot[1]) if slot[1] in _OFTEN_SET else len(_OFTEN_SET),
)
_UNSET = object()


def _slots_counted() -> bool:
    """Whether the collector's referents of an embed are the slots set in it, and its class
    (as CPython's are): the count that :func:`_embed_state` trusts."""
    probe = discord.Embed(title="probe").set_footer(text="probe")
    return len(gc.get_referents(probe)) == 1 + sum(hasattr(probe, s) for s in _EMBED_SLOTS)


#: read how many of an embed's slots are set from the collector's referents
_COUNTED = _slots_counted()


def _embed_state(embed: discord.Embed) -> list[Any]:
    """What ``embed.to_dict()`` is made of: every slot's value (None for one never set), the
    colour and time as plain values. ``to_dict`` renames and reshapes what it reads but adds
    nothing to it: embeds that send alike are made alike (a colour of 0 and none differ, where
    ``to_dict`` drops both: a needless edit at worst).

    A slot never set raises inside ``getattr`` (~0.7 us each), and a hand view's embed has
    seven or eight (no image, video, author...): most of what reading every slot cost. The
    collector's referents count the slots that are set, so these are read, the most often set
    first, until all are found, and the rest are None unread: a hand view's embed in ~2 us
    rather than ~6 (issue #19)."""
    state: list[Any] = [None] * len(_EMBED_SLOTS)
    left = len(_EMBED_SLOTS)
    if _COUNTED and type(embed) is discord.Embed:  # a subclass may hold more than slots
        left = len(gc.get_referents(embed)) - 1  # the slots set, and the class
    for at, slot in _BY_USE:
        if not left:
            break
        value = getattr(embed, slot, _UNSET)
        if value is not _UNSET:
            state[at] = value
            left -= 1
    colour, timestamp = state[_COLOUR], state[_TIMESTAMP]
    if colour is not None:
        state[_COLOUR] = colour.value
    if timestamp is not None:
        state[_TIMESTAMP] = timestamp.isoformat()
    return state


def _control_state(control: discord.ui.Item[Any]) -> tuple[Any, ...]:
    """What ``control.to_component_dict()`` is made of, with its row: a button's slots as
    plain values, digested in a third of the time its dict took (~0.4 us against ~1.3, a
    button with an emoji; issue #19); a card menu's too, each option's slots with it (its
    dict was a dict per option: a menu of 25 cards and a button were digested in ~16.6 us,
    now ~11.5); another control's dict. As for the embed, a control that sends alike is
    made alike (an emoji id of 0 and none differ, as do no placeholder and an empty one: a
    needless edit at worst)."""
    item = control.item if isinstance(control, discord.ui.DynamicItem) else control
    shown: Any = getattr(item, "_underlying", None)
    kind = type(shown)
    if kind is ButtonState:
        return (
            control._rendered_row,
            shown.style.value,
            _emoji_state(shown.emoji),
            _BUTTON_PLAIN(shown),
        )
    if kind is SelectMenu and not (shown.channel_types or shown.default_values):
        return (
            control._rendered_row,
            shown.type.value,
            _SELECT_PLAIN(shown),
            [(*_OPTION_PLAIN(option), _emoji_state(option.emoji)) for option in shown.options],
        )
    return (control._rendered_row, control.to_component_dict())


def _emoji_state(emoji: discord.PartialEmoji | None) -> tuple[Any, ...] | None:
    return None if emoji is None else (emoji.name, emoji.id, emoji.animated)


#: a button's other slots, read at once (plain values: its text, ids, whether it is disabled)
_BUTTON_PLAIN = operator.attrgetter(
    *(s for s in ButtonState.__slots__ if s not in ("style", "emoji"))
)
#: a menu's slots but its kind and options (plain values), and each option's but its emoji
_SELECT_PLAIN = operator.attrgetter(
    *(s for s in SelectMenu.__slots__ if s not in ("type", "options"))
)
_OPTION_PLAIN = operator.attrgetter(*(s for s in discord.SelectOption.__slots__ if s != "_emoji"))


def digest_in(shown: Shown, key: Hashable) -> int | None:
    """The digest of what message ``key`` (as :func:`kept_key` gives it) shows, if known."""
    for at in range(0, len(shown), 2):
        if shown[at] == key:
            return cast(int, shown[at + 1])
    return None


def with_digest(shown: Shown, key: Hashable, digest: int | None) -> Shown:
    """``shown`` with ``digest`` as what message ``key`` (as :func:`kept_key` gives it) shows
    (None: not known)."""
    for at in range(0, len(shown), 2):
        if shown[at] == key:  # a message's key is kept once
            shown = shown[:at] + shown[at + 2 :]
            break
    return shown if digest is None else (*shown, key, digest)


def kept_key(key: Hashable) -> Hashable:
    """A message's key as ``Shown`` keeps it: a tuple key (``("hand", table, person, message)``:
    strings and numbers) as its text, so that ``Shown`` holds no tuple in a tuple, which the
    collector takes two looks to stop tracking and may leave tracked in the oldest generation
    (issue #19). Made once per write, read and kept with it (a ``repr`` is ~0.8 us)."""
    return repr(key) if type(key) is tuple else key
