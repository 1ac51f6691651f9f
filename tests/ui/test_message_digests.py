"""A message's digest tells apart what discord.py would send differently, and costs less
than building what it sends (issue #19): the outbox digests every edit, sent or not."""

from __future__ import annotations

import datetime
from collections.abc import Callable
from typing import Any

import discord
import pytest

from bot.ui import message_digests
from bot.ui.components import GameButton, GameSelect, controls
from bot.ui.frontend import Message
from bot.ui.message_digests import fingerprint


def _message(change: Callable[[Message], object] = lambda _: None) -> Message:
    """A hand view with every part an embed and controls may have, then ``change``d."""
    embed = discord.Embed(title="Table 1", description="Trick: A♠", colour=0x2F7D32)
    embed.add_field(name="Score", value="3 - 1", inline=False).add_field(name="Bid", value="4")
    embed.set_footer(text="Your turn").set_author(name="alice").set_image(url="https://a/b.png")
    embed.timestamp = datetime.datetime(2026, 12, 7, tzinfo=datetime.UTC)
    options = [discord.SelectOption(label=f"{n}♥", value=str(n)) for n in range(2, 5)]
    view = controls(
        GameButton(1, 2, "play", label="Play", owner=7),
        GameButton(1, 2, "pass", label="Pass", owner=7, row=1),
        GameSelect(1, 2, "menu", options, owner=7),
    )
    message = Message("Your hand", embed, ("board.png", b"png"), view)
    change(message)
    return message


def _button(message: Message, at: int = 0) -> Any:
    assert message.view is not None
    return message.view.children[at]


CHANGES: dict[str, Callable[[Message], object]] = {
    "title": lambda m: setattr(m.embed, "title", "Table 2"),
    "description": lambda m: setattr(m.embed, "description", "Trick: K♠"),
    "colour": lambda m: setattr(m.embed, "colour", 0x2F7D33),
    "no colour": lambda m: setattr(m.embed, "colour", None),
    "time": lambda m: setattr(m.embed, "timestamp", datetime.datetime(2026, 12, 8)),
    "field": lambda m: m.embed and m.embed.set_field_at(0, name="Score", value="3 - 2"),
    "field name": lambda m: m.embed and m.embed.set_field_at(1, name="Bids", value="4"),
    "inline": lambda m: m.embed and m.embed.set_field_at(1, name="Bid", value="4", inline=False),
    "footer": lambda m: m.embed and m.embed.set_footer(text="Their turn"),
    "author": lambda m: m.embed and m.embed.set_author(name="bob"),
    "image": lambda m: m.embed and m.embed.set_image(url="https://a/c.png"),
    "thumbnail": lambda m: m.embed and m.embed.set_thumbnail(url="https://a/b.png"),
    "label": lambda m: setattr(_button(m).item, "label", "Play!"),
    "style": lambda m: setattr(_button(m).item, "style", discord.ButtonStyle.danger),
    "disabled": lambda m: setattr(_button(m).item, "disabled", True),
    "emoji": lambda m: setattr(_button(m).item, "emoji", "♥️"),
    "owner": lambda m: setattr(_button(m).item, "custom_id", "pl:b:1:2:u8:play"),
    "row": lambda m: setattr(_button(m, 1), "_rendered_row", 2),
    "option": lambda m: setattr(_button(m, 2).item.options[0], "label", "2♦"),
    "option emoji": lambda m: setattr(_button(m, 2).item.options[1], "emoji", "♥️"),
    "placeholder": lambda m: setattr(_button(m, 2).item, "placeholder", "Pick"),
    "option value": lambda m: setattr(_button(m, 2).item.options[0], "value", "9"),
    "option default": lambda m: setattr(_button(m, 2).item.options[2], "default", True),
    "option note": lambda m: setattr(_button(m, 2).item.options[0], "description", "new"),
    "options": lambda m: _button(m, 2).item.options.pop(),
    "menu id": lambda m: setattr(_button(m, 2).item, "custom_id", "pl:s:1:2:u7:other"),
    "menu values": lambda m: setattr(_button(m, 2).item, "max_values", 2),
    "menu least": lambda m: setattr(_button(m, 2).item, "min_values", 0),
    "menu disabled": lambda m: setattr(_button(m, 2).item, "disabled", True),
    "content": lambda m: object.__setattr__(m, "content", "Your hand!"),
    "no embed": lambda m: object.__setattr__(m, "embed", None),
    "no view": lambda m: object.__setattr__(m, "view", None),
    "picture": lambda m: object.__setattr__(m, "file", ("board.png", b"png2")),
}


def _payload(message: Message) -> object:
    """What discord.py sends of it."""
    return (
        message.content,
        None if message.embed is None else message.embed.to_dict(),
        None if message.view is None else message.view.to_components(),
        message.file,
    )


def test_every_change_discord_py_would_send_changes_the_digest() -> None:
    """A digest alike for a message shown otherwise is an edit never sent."""
    base = fingerprint(_message())
    assert fingerprint(_message()) == base  # drawn again: no edit
    digests = {}
    for name, change in CHANGES.items():
        changed = _message(change)
        assert _payload(changed) != _payload(_message()), name  # a change Discord would show
        digests[name] = fingerprint(changed)
        assert digests[name] != base, name
    assert len(set(digests.values())) == len(CHANGES)


def test_a_digest_builds_none_of_what_discord_py_sends(monkeypatch: pytest.MonkeyPatch) -> None:
    """Both are built again by discord.py for an edit that is sent; most are not (issue #19).
    Nor are a button's or a card menu's parts (their slots are read as they are: a third of
    the time)."""
    built: list[str] = []
    for owner, name in (
        (discord.Embed, "to_dict"),
        (discord.ui.View, "to_components"),
        (discord.ui.Button, "to_component_dict"),
        (discord.ui.Select, "to_component_dict"),
        (discord.SelectOption, "to_dict"),
    ):
        real = getattr(owner, name)

        def counted(self: Any, _real: Any = real, _name: str = name) -> Any:
            built.append(_name)
            return _real(self)

        monkeypatch.setattr(owner, name, counted)
    message = _message()
    fingerprint(message)
    assert built == []


def _every_slot(embed: discord.Embed) -> list[Any]:
    """An embed's slots as ``getattr`` reads them one by one, colour and time as plain values."""
    state = [getattr(embed, slot, None) for slot in discord.Embed.__slots__]
    return [
        value.value
        if isinstance(value, discord.Colour)
        else value.isoformat()
        if isinstance(value, datetime.datetime)
        else value
        for value in state
    ]


def _embeds() -> list[discord.Embed]:
    """The embed of every change above, a bare one and one with every slot set."""
    embeds = [m.embed for m in (_message(change) for change in CHANGES.values()) if m.embed]
    full = discord.Embed.from_dict(
        {
            "title": "t",
            "color": 0x2F7D32,
            "video": {"url": "https://a/v.mp4"},
            "provider": {"name": "p"},
            "thumbnail": {"url": "https://a/t.png"},
        }
    )
    full.set_image(url="https://a/i.png").set_author(name="a").set_footer(text="f")
    full.add_field(name="n", value="v").timestamp = datetime.datetime(2026, 12, 7)
    return [*embeds, discord.Embed(), full]


@pytest.mark.parametrize("counted", [True, False])
def test_an_embeds_state_is_every_slot_however_many_are_read(
    counted: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Slots are read until the collector's count of those set is reached (issue #19): what
    is left unread is what was never set; without the count (another interpreter), all are."""
    monkeypatch.setattr(message_digests, "_COUNTED", counted and message_digests._COUNTED)
    for embed in _embeds():
        assert message_digests._embed_state(embed) == _every_slot(embed)


def test_this_interpreter_counts_an_embeds_slots() -> None:
    """CPython's collector sees an instance's slots that are set, and its class."""
    assert message_digests._COUNTED


def test_a_digest_is_a_number_of_what_marshal_writes() -> None:
    """Kept by the outbox for every message it edits (issue #19): a plain number, not bytes;
    equal parts built from other objects digest alike."""
    digest = fingerprint(_message())
    assert type(digest) is int
    other = _message(lambda m: object.__setattr__(m, "content", "".join(["Your ", "hand"])))
    assert fingerprint(other) == digest
