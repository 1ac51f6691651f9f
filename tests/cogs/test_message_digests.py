"""The outbox's digests over the messages of a real game (issue #19): alike exactly when what
discord.py sends of them is alike, so no edit is missed and no identical edit is sent."""

from __future__ import annotations

import json
from typing import Any

import pytest

import bot.ui.outbox
from bot.ui import message_digests
from bot.ui.frontend import Message
from tests.cogs.conftest import Server
from tests.cogs.support import components, shown_by
from tests.cogs.test_whist import open_game
from tests.cogs.whist_support import Fetch, take_turn
from tests.cogs.whist_support import build_bot as build_bot  # conftest's make_bot uses it


def _payload(message: Message) -> str:
    """What discord.py sends of it, as text."""
    parts: dict[str, Any] = {"content": message.content}
    if message.embed is not None:
        parts["embed"] = message.embed.to_dict()
    if message.view is not None:
        parts["view"] = message.view.to_components()
    if message.file is not None:
        parts["file"] = [message.file[0], message.file[1].hex()]
    return json.dumps(parts, sort_keys=True, ensure_ascii=False)


async def test_digests_tell_messages_apart_exactly_as_their_payloads_do(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[tuple[int, str]] = []
    real = message_digests.fingerprint

    def recorded(message: Message) -> int:
        digest = real(message)
        seen.append((digest, _payload(message)))
        return digest

    monkeypatch.setattr(bot.ui.outbox, "fingerprint", recorded)
    await open_game(server, "bidwhist", "", ai=3)
    fetch: Fetch = shown_by(await server.alice.slash(server.channel, "hand"))
    while components(fetch()):  # the whole game: auction, tricks, the end
        await take_turn(server.alice, fetch, pass_bids=True)
    payloads: dict[int, set[str]] = {}
    digests: dict[str, set[int]] = {}
    for digest, payload in seen:
        payloads.setdefault(digest, set()).add(payload)
        digests.setdefault(payload, set()).add(digest)
    assert len(seen) > 60 and len(digests) > 30
    assert all(len(shown) == 1 for shown in payloads.values())  # no edit missed
    assert all(len(marks) == 1 for marks in digests.values())  # no identical edit sent
