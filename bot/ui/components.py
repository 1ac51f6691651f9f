"""Buttons and selects whose custom ids carry the table id, so they work after a restart.

Ids are short and fixed in shape: ``pl:lobby:<verb>:<table>`` for the table message's
buttons, ``pl:seat:<table>`` for its seat menu, and
``pl:b|s:<table>:<version>:u<owner>:d<digest>:<key>`` for a player's controls. The version lets
the presenter tell a fresh click from one on controls drawn before the table moved on; the owner
(the user the hand view was drawn for) lets it refuse a click forged by anyone else before
anything is read. Controls drawn before owners were carried have no ``u<owner>`` part and get a
refresh. Only a button that commits picks made over several clicks has the ``d<digest>`` part,
the digest of the picks it was drawn with (``bot.ui.frontend.picks_digest``): picks draw no
new version, and are kept in one process's memory only.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from contextlib import AbstractContextManager
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any, ClassVar, cast

import discord

from bot.context_vars import bound
from bot.render import limits
from bot.render.names import plain_name
from bot.ui.frontend import DIGEST_LENGTH
from bot.ui.hand_clicks import hand_click
from bot.ui.lobby_clicks import lobby_click
from bot.ui.quick_ui import DynamicView, button, select, wrap

if TYPE_CHECKING:
    from bot.ui.presenter import Presenter

#: what is left of Discord's custom id for a key once the rest is at its longest: ``pl:b:``, an
#: 18-digit table, a 9-digit version, a 20-digit owner and a digest, each with its ``:`` (a
#: longer key is cut)
MAX_KEY = limits.CUSTOM_ID - len("pl:b:") - 19 - 10 - (1 + 20 + 1) - (1 + DIGEST_LENGTH + 1)
_HAND_ID = (
    r":(?P<table>\d{1,18}):(?P<version>\d{1,9}):(?:u(?P<owner>\d{1,20}):)?"
    rf"(?:d(?P<shown>[0-9a-z]{{{DIGEST_LENGTH}}}):)?(?P<key>[^:]{{1,60}})"
)


def _hand_id(
    kind: str, table_id: int, version: int, owner: int | None, key: str, shown: str | None
) -> str:
    signed = "" if owner is None else f"u{owner}:"
    digest = "" if shown is None else f"d{shown}:"
    return f"pl:{kind}:{table_id}:{version}:{signed}{digest}{key[:MAX_KEY]}"


#: the person whose hand view is being drawn (:func:`drawn_for`), whom its controls name
_OWNER: ContextVar[int | None] = ContextVar("hand_owner", default=None)


def drawn_for(owner: int) -> AbstractContextManager[None]:
    """Every hand control made meanwhile belongs to ``owner``, whose hand it shows: its id
    is made once, signed, rather than made then made again to sign it (issue #19)."""
    return bound(_OWNER, owner)


def _owner(match: re.Match[str]) -> int | None:
    return None if match["owner"] is None else int(match["owner"])


def _read(match: re.Match[str]) -> tuple[int, int, str]:
    return int(match["table"]), int(match["version"]), match["key"]


def _presenter(interaction: discord.Interaction) -> Presenter:
    return interaction.client.presenter  # type: ignore[attr-defined,no-any-return]


def _plain(option: discord.SelectOption) -> discord.SelectOption:
    """A menu choice as Discord shows it: as typed, so the names in it without escapes."""
    option.label = plain_name(option.label)
    if option.description:
        option.description = plain_name(option.description)
    return option


def _choices(options: Sequence[discord.SelectOption]) -> list[discord.SelectOption]:
    """A menu's choices as Discord takes them: plain, no more than a menu holds, and a dash
    when there are none (Discord refuses a menu without a choice)."""
    return [_plain(option) for option in options][: limits.SELECT_OPTIONS] or [
        discord.SelectOption(label="—", value="-")
    ]


def _picked(interaction: discord.Interaction) -> tuple[str, ...]:
    """The values a click on a menu picked."""
    data: dict[str, Any] = dict(interaction.data or {})
    return tuple(str(v) for v in data.get("values", ()))


def _let_go_of_view(item: discord.ui.Item[Any]) -> None:
    """For each click on a dynamic item discord.py builds a view of the clicked message (a
    control for each of its components, the clicked one swapped for ours). Nothing needs it
    once the click is answered, but its controls point back at it: a cycle that only a
    garbage collection frees, and one that lives as long as the click's round trips, so often
    into the collector's old generation (issue #19)."""
    view = item.view
    if view is not None:
        view.clear_items()


class LobbyButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"pl:lobby:(?P<verb>[a-z]+):(?P<table>\d{1,18})",
):
    def __init__(
        self,
        verb: str,
        table_id: int,
        *,
        label: str = "",
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        disabled: bool = False,
    ) -> None:
        custom_id = f"pl:lobby:{verb}:{table_id}"
        wrap(self, button(custom_id, label or verb, style, disabled), custom_id)
        self.verb = verb
        self.table_id = table_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> LobbyButton:
        return cls(match["verb"], int(match["table"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            await lobby_click(_presenter(interaction), interaction, self.table_id, self.verb)
        finally:
            _let_go_of_view(self)


class SeatSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"pl:seat:(?P<table>\d{1,18})",
):
    """The lobby's seat menu: the seat picked is a value, not part of the id, so one menu
    serves every seat and the id needs no version (the service refuses a stale pick)."""

    def __init__(
        self,
        table_id: int,
        options: Sequence[discord.SelectOption] = (),
        *,
        placeholder: str = "",
    ) -> None:
        custom_id = f"pl:seat:{table_id}"
        menu: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=custom_id,
            options=_choices(options),
            placeholder=placeholder[: limits.PLACEHOLDER] or None,
        )
        wrap(self, menu, custom_id)
        self.table_id = table_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> SeatSelect:
        return cls(int(match["table"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        picked = _picked(interaction)
        try:
            await lobby_click(_presenter(interaction), interaction, self.table_id, "seat", picked)
        finally:
            _let_go_of_view(self)


class _HandControl:
    """What a game button and a game select share: the owner-signed custom id, and handing a
    click back to the presenter (one place, so the two kinds cannot drift apart)."""

    KIND: ClassVar[str]
    table_id: int
    version: int
    key: str
    owner: int | None
    #: the digest of the picks a confirming button was drawn with (None on any other control)
    shown: str | None = None
    custom_id: str

    def _carry(
        self, table_id: int, version: int, key: str, owner: int | None, shown: str | None = None
    ) -> str:
        """The control's custom id, what it carries kept on the control to read a click by;
        drawn for its owner's hand (:func:`drawn_for`) unless ``owner`` is given."""
        if owner is None:
            owner = _OWNER.get()
        self.table_id, self.version, self.key, self.owner = table_id, version, key, owner
        self.shown = shown
        return _hand_id(self.KIND, table_id, version, owner, key, shown)

    async def _handle(self, interaction: discord.Interaction, values: tuple[str, ...]) -> None:
        try:
            await hand_click(
                _presenter(interaction),
                interaction,
                self.table_id,
                self.version,
                self.owner,
                self.key,
                values,
                self.shown,
            )
        finally:
            _let_go_of_view(cast(discord.ui.Item[Any], self))


class GameButton(
    _HandControl,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template="pl:b" + _HAND_ID,
):
    KIND = "b"

    def __init__(
        self,
        table_id: int,
        version: int,
        key: str,
        *,
        label: str = "",
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        disabled: bool = False,
        row: int | None = None,
        emoji: str | None = None,
        owner: int | None = None,
        shown: str | None = None,
    ) -> None:
        custom_id = self._carry(table_id, version, key, owner, shown)
        label = plain_name(label)[: limits.BUTTON_LABEL]
        wrap(self, button(custom_id, label or None, style, disabled, row, emoji), custom_id)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> GameButton:
        return cls(*_read(match), owner=_owner(match), shown=match["shown"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await self._handle(interaction, ())


class GameSelect(
    _HandControl,
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template="pl:s" + _HAND_ID,
):
    KIND = "s"

    def __init__(
        self,
        table_id: int,
        version: int,
        key: str,
        options: Sequence[discord.SelectOption] = (),
        *,
        placeholder: str = "",
        min_values: int = 1,
        max_values: int = 1,
        row: int | None = None,
        disabled: bool = False,
        owner: int | None = None,
    ) -> None:
        opts = _choices(options)
        custom_id = self._carry(table_id, version, key, owner)
        menu = select(
            custom_id,
            opts,
            placeholder[: limits.PLACEHOLDER] or None,
            min(min_values, len(opts)),
            max(1, min(max_values, len(opts))),
            disabled or not options,
            row,
        )
        wrap(self, menu, custom_id)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> GameSelect:
        return cls(*_read(match), owner=_owner(match))

    async def callback(self, interaction: discord.Interaction) -> None:
        await self._handle(interaction, _picked(interaction))


DYNAMIC_ITEMS = (LobbyButton, SeatSelect, GameButton, GameSelect)


def controls(*items: discord.ui.Item[Any]) -> discord.ui.View:
    """A view holding these items; it never times out, since the ids carry all state. Ours
    are all dynamic items, whose view is made cheaply (:mod:`bot.ui.quick_ui`)."""
    if all(isinstance(item, discord.ui.DynamicItem) for item in items):
        return DynamicView(cast(tuple[discord.ui.DynamicItem[Any], ...], items))
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view
