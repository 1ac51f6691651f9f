"""A whole hand of every game at a table in every language but English, through SimCord.

Alice chooses the language for herself (``/settings language:``) and for the table (``/table
create … language:``), fills it with AI, starts it, looks at her hand, hands her seat to an AI
(nobody is left playing, so the game waits), takes it back, and plays the AI's choices until a
hand is over. Every version of every message the bot wrote
(channel, thread, ephemeral replies, DMs; content, embeds, buttons, menus) and every thread name
is then read for English catalog text and measured against Discord's limits, and no message id
may have gone unworded.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import discord
import pytest
import simcord

from bot.app import create_bot
from bot.catalogue import load_catalogue
from bot.config import Settings
from bot.i18n import Language, t, use_language
from bot.tables.driver import choose_for
from bot.tables.snapshots import TableStatus, TableUpdate
from tests.cogs.conftest import Server
from tests.cogs.support import channel_name, parlour, table_now
from tests.support.languages import english_labels, english_leaks


def build_bot(settings: Settings) -> discord.Client:
    """The bot as it runs for real, with every game."""
    return create_bot(settings, load_catalogue())


@dataclass(frozen=True)
class Hand:
    """A game at its shortest, and how to tell that its first hand is over."""

    game: str
    options: str
    seats: int
    over: Callable[[Any], bool]


HANDS = (
    Hand("whist", "deals=1", 4, lambda state: False),
    Hand("bidwhist", "deals=1", 4, lambda state: False),
    Hand("shengji", "decks=1", 4, lambda state: state.hand_no > 1),
    Hand("mexican_train", "set=6 hand=5", 2, lambda state: bool(state.round_scores)),
)
LANGUAGES = [language for language in Language if language is not Language.EN]

#: Discord's limits on what one message may carry.
CONTENT, TITLE, DESCRIPTION, FIELD_NAME, FIELD_VALUE, FOOTER, EMBED_TOTAL = (
    2000,
    256,
    4096,
    256,
    1024,
    2048,
    6000,
)
BUTTON_LABEL, OPTION_LABEL, OPTION_DESCRIPTION, PLACEHOLDER = 80, 100, 100, 150


@dataclass(frozen=True)
class Written:
    """One version of one message as the bot sent it."""

    where: str
    channel_id: int
    ephemeral: bool
    content: str
    embeds: list[dict[str, Any]]
    components: list[dict[str, Any]]

    def texts(self) -> Iterator[str]:
        yield self.content
        for embed in self.embeds:
            yield from embed_texts(embed)
        yield from self.control_texts()

    def control_texts(self) -> Iterator[str]:
        """Button labels, placeholders, menu options: often a single word."""
        for item in controls(self.components):
            yield item.get("label") or ""
            yield item.get("placeholder") or ""
            for option in item.get("options", ()):
                yield option.get("label") or ""
                yield option.get("description") or ""


def embed_texts(embed: dict[str, Any]) -> Iterator[str]:
    yield embed.get("title") or ""
    yield embed.get("description") or ""
    yield (embed.get("footer") or {}).get("text") or ""
    yield (embed.get("author") or {}).get("name") or ""
    for field in embed.get("fields", ()):
        yield field.get("name") or ""
        yield field.get("value") or ""


def controls(rows: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    for row in rows:
        yield from row.get("components", ())


@contextmanager
def every_write(env: simcord.Env) -> Iterator[list[Written]]:
    """Records each message the simulated Discord stores, and each later edit of one."""
    backend = env.backend
    written: list[Written] = []
    commit, edit = backend.commit_message, backend.edit_message

    def keep(message: Any) -> None:
        written.append(
            Written(
                f"channel {message.channel_id} message {message.id}",
                message.channel_id,
                message.is_ephemeral,
                message.content or "",
                json.loads(json.dumps(message.embeds)),
                json.loads(json.dumps(message.components)),
            )
        )

    def committed(message: Any, **kwargs: Any) -> Any:
        stored = commit(message, **kwargs)
        if message.author_id == env.bot.user.id:  # type: ignore[union-attr]
            keep(stored)
        return stored

    def edited(channel_id: int, message_id: int, fields: dict[str, Any]) -> Any:
        stored = edit(channel_id, message_id, fields)
        keep(stored)
        return stored

    backend.commit_message = committed  # type: ignore[method-assign]
    backend.edit_message = edited  # type: ignore[method-assign]
    try:
        yield written
    finally:
        backend.commit_message = commit  # type: ignore[method-assign]
        backend.edit_message = edit  # type: ignore[method-assign]


def over_limits(message: Written) -> list[str]:
    """Every way ``message`` breaks one of Discord's limits."""
    broken = []

    def check(kind: str, text: str, limit: int) -> None:
        if len(text) > limit:
            broken.append(f"{kind} of {len(text)} > {limit}: {text[:80]!r}")

    check("content", message.content, CONTENT)
    for embed in message.embeds:
        check("embed title", embed.get("title") or "", TITLE)
        check("embed description", embed.get("description") or "", DESCRIPTION)
        check("embed footer", (embed.get("footer") or {}).get("text") or "", FOOTER)
        for field in embed.get("fields", ()):
            check("field name", field.get("name") or "", FIELD_NAME)
            check("field value", field.get("value") or "", FIELD_VALUE)
        check("embed", "".join(embed_texts(embed)), EMBED_TOTAL)
    for item in controls(message.components):
        check("button label", item.get("label") or "", BUTTON_LABEL)
        check("placeholder", item.get("placeholder") or "", PLACEHOLDER)
        for option in item.get("options", ()):
            check("option label", option.get("label") or "", OPTION_LABEL)
            check("option description", option.get("description") or "", OPTION_DESCRIPTION)
    return broken


async def play_a_hand(server: Server, hand: Hand, language: Language) -> None:
    """Alice's whole visit, in ``language``: settings, a table, her hand, then the AI's game."""
    alice, channel = server.alice, server.channel
    service = parlour(server.env).service
    service.seed_source = lambda: 20240611

    async def pause_after_the_hand(update: TableUpdate) -> None:
        """Once the hand is over the next automatic move waits hours of virtual time, so the
        AI stop at the end of the hand rather than play the whole game."""
        if update.table.state is not None and hand.over(update.table.state):
            service.pace.ai_move = service.pace.system_move = 3600 * 24

    service.listeners.append(pause_after_the_hand)
    await alice.slash(channel, "settings", language=language.value, dm="on")
    created = await alice.slash(
        channel,
        "table create",
        game=hand.game,
        options=hand.options,
        timer="off",
        language=language.value,
    )
    assert not created.ephemeral, created
    await alice.slash(channel, "table addbot", count=hand.seats - 1)
    await alice.slash(channel, "table start")
    await alice.slash(channel, "table status")
    await alice.slash(channel, "hand")
    await alice.slash(channel, "table replace", player=alice)
    held = await table_now(server)
    await server.env.advance_time(60)
    assert (await table_now(server)).version == held.version, "nobody plays: the game waits"
    await alice.slash(channel, "table reclaim")
    game = service.game(hand.game)
    # a deadline, not a wait: generous so a loaded CI machine does not fail a hand that ends
    server.env.settle_timeout = 30
    for _ in range(400):
        table = await table_now(server)
        if table.status is not TableStatus.PLAYING or hand.over(table.state):
            return
        seat = table.seat_of(alice.user.id)
        if seat in game.to_act(table.state):  # her own moves, as her AI would choose them
            ai = service.player(table, seat)[0]
            move = choose_for(game, ai, table, seat)
            await service.act(table.id, alice.user.id, move, seen_version=table.version)
        else:
            await server.env.advance_time(5)
    raise AssertionError(f"{hand.game}: the hand never ended")


@pytest.mark.parametrize("language", LANGUAGES, ids=str)
@pytest.mark.parametrize("hand", HANDS, ids=lambda hand: hand.game)
async def test_a_whole_hand_speaks_the_tables_language(
    server: Server, hand: Hand, language: Language, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG, logger="bot.i18n.catalogs")
    with every_write(server.env) as written:
        await play_a_hand(server, hand, language)
    dm_channel = server.alice.user.dm_channel.id
    assert any(m.ephemeral for m in written), "no private reply was read"
    assert any(m.channel_id == dm_channel for m in written), "no DM was read"
    assert any(m.channel_id != dm_channel and not m.ephemeral for m in written)
    where: dict[str, str] = {}  # each distinct text once: most edits repeat most of a message
    for message in written:
        for text in message.texts():
            where.setdefault(text, message.where)
    leaks = {(where[text], leak) for text in where for leak in english_leaks(text, language)}
    leaks |= {
        (f"thread {thread.name}", leak)
        for thread in server.channel.threads
        for leak in english_leaks(channel_name(thread), language)
    }
    leaks |= {
        (message.where, label)
        for message in written
        for label in message.control_texts()
        if label in english_labels(language)
    }
    assert not leaks, sorted(leaks)
    broken = [f"{m.where}: {b}" for m in written for b in over_limits(m)]
    assert not broken, broken
    unworded = [r.getMessage() for r in caplog.records if "no catalog has" in r.getMessage()]
    unworded += [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    assert not unworded, unworded


def test_the_checks_would_see_english_and_an_oversized_message() -> None:
    """The checks above are not vacuous: an English button, sentence or long title fails."""
    with use_language(Language.EN):
        join, footer = t("lobby-button-join"), t("lobby-footer")
    assert join in english_labels(Language.CY)
    assert english_leaks(footer, Language.SW)
    long_title = Written("here", 1, False, "", [{"title": "x" * 257}], [])
    assert over_limits(long_title) == [f"embed title of 257 > 256: {'x' * 80!r}"]
