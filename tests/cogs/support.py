"""What every SimCord game test reads the same way: replies, components, public messages."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

import discord
import pytest
import simcord
from simcord.results import to_discord_message

from bot.app import ParlourBot, ShardedParlourBot
from bot.games.base import GameBase
from bot.tables.service import TableService
from bot.tables.snapshots import TableSnapshot, TableUpdate
from bot.ui.presenter import Presenter
from storage.models import GameTable
from tests.support.reading import as_read as as_read  # what every game test reads through

if TYPE_CHECKING:
    from tests.cogs.conftest import Server


def slowed(monkeypatch: pytest.MonkeyPatch, owner: type, name: str, seconds: float = 5) -> None:
    """``owner.name`` waits ``seconds`` of SimCord's clock before its work: a write held up by
    another writer's database lock, past Discord's 3 s to answer an interaction."""
    work = getattr(owner, name)

    async def slowly(*args: Any, **kwargs: Any) -> Any:
        await asyncio.sleep(seconds)
        return await work(*args, **kwargs)

    monkeypatch.setattr(owner, name, slowly)


def next_read_then(
    monkeypatch: pytest.MonkeyPatch,
    presenter: Presenter,
    meanwhile: Callable[[TableService, int], Awaitable[object]],
    *,
    sees_it: bool = False,
) -> None:
    """The next table read is made, then ``meanwhile`` changes the table and its redraws go
    out, and only then does the reader get its (now older) read: a race staged on demand.
    ``sees_it``: the change and its redraws come while the reader waits, and the read is
    made after them (the reader hears of the change twice: from its read and its update)."""
    get = TableService.get

    async def read_then_change(service: TableService, table_id: int) -> TableSnapshot:
        monkeypatch.setattr(TableService, "get", get)
        if sees_it:
            await meanwhile(service, table_id)
            await presenter.idle()
        read = await get(service, table_id)
        if not sees_it:
            await meanwhile(service, table_id)
            await presenter.idle()
        return read

    monkeypatch.setattr(TableService, "get", read_then_change)


def parlour(env: simcord.Env) -> ParlourBot | ShardedParlourBot:
    """The bot under test as Parlour's own (SimCord holds it as a plain ``discord.Client``)."""
    bot = env.bot
    assert isinstance(bot, ParlourBot | ShardedParlourBot), bot
    return bot


def reply(result: simcord.InteractionResult) -> simcord.ResponseMessage:
    """The message the bot answered an interaction with (there must be one)."""
    response = result.response
    assert response is not None, result
    return response


def shown_by(result: simcord.InteractionResult) -> Callable[[], discord.Message]:
    """Reads the message the bot answered ``result`` with, as it is at each call."""
    return lambda: reply(result).message


def result_text(result: simcord.InteractionResult) -> str:
    """Everything the user who acted was told: the reply and any follow-ups."""
    parts = [result.response.content if result.response else ""]
    parts += [f.content for f in result.followups]
    return as_read("\n".join(p or "" for p in parts))


async def stored_and_restarted(
    server: Server,
    make_bot: Callable[[], discord.Client],
    game: GameBase[Any, Any, Any],
    state: Any,
) -> None:
    """Table 1's state replaced by ``state`` and the bot restarted (to read it afresh): a
    position hard to reach by play, set up directly."""
    async with parlour(server.env).service.sessions() as session, session.begin():
        stored = await session.get(GameTable, 1)
        assert stored is not None
        stored.state = game.state_to_json(state)
        stored.version += 1
    await server.env.restart_bot(make_bot())


async def table_now(server: Server, table_id: int = 1) -> TableSnapshot:
    """The table as stored now (the first table a test opens is table 1)."""
    return await parlour(server.env).service.get(table_id)


async def refused_play(server: Server, member: simcord.MemberActor, text: str, reason: str) -> None:
    """``/play text`` is refused to ``member`` alone, saying ``reason``, and changes nothing."""
    before = await table_now(server)
    result = await member.slash(server.channel, "play", cards=text)
    assert result.ephemeral and reason in result_text(result), result_text(result)
    after = await table_now(server)
    assert (after.version, after.state) == (before.version, before.state)


async def typed_play(
    server: Server, member: simcord.MemberActor, text: str, *, moves: int | None = None
) -> None:
    """``/play text`` is taken (answered privately) and the table goes on: by exactly
    ``moves`` moves when given (AI seats may follow at once, so by default at least one)."""
    before = await table_now(server)
    result = await member.slash(server.channel, "play", cards=text)
    assert result.ephemeral and "Done" in result_text(result), result_text(result)
    moved = (await table_now(server)).version - before.version
    assert moved == moves if moves is not None else moved > 0, moved


async def fill_and_start(
    server: Server,
    lobby: discord.Message,
    watch: PublicFeed,
    players: tuple[simcord.MemberActor, ...] = (),
    ai: int = 0,
) -> None:
    """``players`` join alice's lobby, she adds ``ai`` AI seats, ``watch`` starts reading the
    public messages, and she starts the game."""
    for member in players:
        await member.click(lobby, label="Join")
    for _ in range(ai):
        await server.alice.click(lobby, label="Add AI")
    watch.attach(parlour(server.env))
    started = await server.alice.click(lobby, label="Start")
    assert "started" in result_text(started), result_text(started)


def public_text(message: discord.Message) -> str:
    """All a channel member reads in a message: content and every part of its embeds (see
    :func:`as_read`)."""
    parts = [message.content or ""]
    for embed in message.embeds:
        parts += [embed.title or "", embed.description or "", embed.footer.text or ""]
        parts += [f"{field.name}\n{field.value}" for field in embed.fields]
    return as_read("\n".join(parts))


def title(embed: discord.Embed) -> str:
    """The embed's title (it must have one)."""
    assert embed.title is not None, embed.to_dict()
    return embed.title


def description(embed: discord.Embed) -> str:
    """The embed's description (it must have one)."""
    assert embed.description is not None, embed.to_dict()
    return embed.description


def field_values(embed: discord.Embed) -> list[str]:
    """The values of the embed's fields, in order (Discord wants one in every field)."""
    values: list[str] = []
    for field in embed.fields:
        assert field.value is not None, embed.to_dict()
        values.append(field.value)
    return values


def named_fields(embed: discord.Embed) -> dict[str, str]:
    """Each field's value by its name (Discord wants both in every field)."""
    named: dict[str, str] = {}
    for field in embed.fields:
        assert field.name is not None and field.value is not None, embed.to_dict()
        named[field.name] = field.value
    return named


def view_keys(view: discord.ui.View) -> list[str]:
    """The keys (the last part of the custom_id) of a view's buttons and selects, in order."""
    keys: list[str] = []
    for item in view.children:
        assert isinstance(item, discord.ui.DynamicItem | discord.ui.Button | discord.ui.Select), (
            item
        )
        assert item.custom_id is not None, item
        keys.append(item.custom_id.rsplit(":", 1)[-1])
    return keys


def bot_member(guild: simcord.GuildHandle) -> discord.Member:
    """The bot as a member of ``guild``."""
    me = guild.me
    assert me is not None, guild
    return me


def channel_name(channel: simcord.ChannelHandle) -> str:
    """The name of a guild channel or thread (every one has a name)."""
    assert channel.name is not None, channel
    return channel.name


def components(message: discord.Message) -> list[dict[str, Any]]:
    """The message's buttons and selects as Discord sends them (custom_id, options, disabled)."""
    found: list[dict[str, Any]] = []
    for row in message.components:
        assert isinstance(row, discord.ActionRow), row
        found += [dict(item) for item in row.to_dict()["components"]]
    return found


def control_names(message: discord.Message) -> list[str]:
    """What each control of ``message`` reads: a button its label, a menu its placeholder."""
    return [str(c.get("label") or c.get("placeholder")) for c in components(message)]


def key_of(component: dict[str, Any]) -> str:
    return str(component["custom_id"]).rsplit(":", 1)[-1]


class PublicFeed:
    """Reads the public messages of a channel and its threads as they are posted.

    Subclasses are table listeners (added after the presenter, so they read what was just
    posted) that check each new message against the hidden cards or tiles of that moment.
    """

    def __init__(self, env: simcord.Env, channel: simcord.ChannelHandle) -> None:
        self.env = env
        self.channel = channel
        self.seen: set[int] = set()

    def attach(self, bot: ParlourBot | ShardedParlourBot) -> None:
        presenter = bot.presenter

        async def listen(update: TableUpdate) -> None:
            await presenter.outboxes.idle()  # what the update posted goes out first
            await self(update)

        bot.service.listeners.append(listen)

    async def __call__(self, update: TableUpdate) -> None:
        raise NotImplementedError

    def new_public_messages(self) -> list[discord.Message]:
        """Messages posted since the last look (only those are converted: a game posts many)."""
        fresh = []
        for channel in (self.channel, *self.channel.threads):
            stored = self.env.backend.messages.get(channel.id, {})
            for message_id in sorted(set(stored) - self.seen):
                self.seen.add(message_id)
                message = to_discord_message(self.env, stored[message_id])
                if not message.flags.ephemeral:
                    fresh.append(message)
        return fresh


def table_messages_drawn_on_the_loop(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """For each table message the presenter draws from now on, whether it was drawn on the
    event loop's thread (a worker thread has no running loop)."""
    drawn: list[bool] = []
    draw = Presenter.table_message

    def recording(presenter: Presenter, table: TableSnapshot) -> Any:
        try:
            asyncio.get_running_loop()
        except RuntimeError:
            drawn.append(False)
        else:
            drawn.append(True)
        return draw(presenter, table)

    monkeypatch.setattr(Presenter, "table_message", recording)
    return drawn
