"""Slash-command names, descriptions and choices in the client's language.

Discord shows a command's localisations to clients whose language it has: of ours, Simplified
and Traditional Chinese and Hindi (it has no Swahili or Welsh, whose catalogs carry the same
messages for the day it does). Each is the catalog message named after the thing it words, so
no command carries its own list of ids; the English descriptions come from the same messages
(:func:`worded`), so they are written once:

- a command or group ``table create``: ``cmd-table-create`` (its name) and
  ``cmd-table-create-desc`` (its description);
- a parameter ``table``: ``cmd-opt-table`` (a parameter's name reads the same in every command)
  and ``cmd-table-join-opt-table-desc``, else the shared ``cmd-opt-table-desc`` (most commands
  say the same of their ``table``);
- a choice whose value is ``30d``: ``cmd-choice-30d`` (choices shared by commands, like on/off,
  share their words). A choice without a message (a language's own name) is never translated.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, TypeVar

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from bot.i18n import DEFAULT_LANGUAGE, Language, from_discord_locale, has_message, t, use_language


def _slug(text: str) -> str:
    return text.strip().lower().replace(" ", "-").replace("_", "-")


def message_ids(location: Where, data: Any) -> tuple[str, ...]:
    """The catalog ids that may word this part of a command, the most particular first."""
    if location in (Where.command_name, Where.group_name):
        return (f"cmd-{_slug(data.qualified_name)}",)
    if location in (Where.command_description, Where.group_description):
        return (f"cmd-{_slug(data.qualified_name)}-desc",)
    if location is Where.parameter_name:
        return (f"cmd-opt-{_slug(data.name)}",)
    if location is Where.parameter_description:
        own = f"cmd-{_slug(data.command.qualified_name)}-opt-{_slug(data.name)}-desc"
        return (own, f"cmd-opt-{_slug(data.name)}-desc")
    if location is Where.choice_name:
        return (f"cmd-choice-{_slug(str(data.value))}",)
    return ()


def message_id(location: Where, data: Any) -> str | None:
    """The catalog id that words this part of a command (None: it stays as it is)."""
    return next((msg_id for msg_id in message_ids(location, data) if has_message(msg_id)), None)


def localised(language: Language, location: Where, data: Any) -> str | None:
    """The words for one part of a command in ``language``, if the catalogs have them."""
    msg_id = message_id(location, data)
    if msg_id is None:
        return None
    with use_language(language):
        return t(msg_id)


#: a table's number as a command option: Discord's integers reach far past the database's
TableNumber = app_commands.Range[int, 1, 2**31 - 1]


def worded_choices(values: Iterable[str]) -> list[app_commands.Choice[str]]:
    """Choices named in English by their catalog messages (``cmd-choice-<value>``), as
    :class:`~discord.app_commands.locale_str`: discord.py asks the translator only for those,
    and a plain ``str`` name would reach every client in English."""
    with use_language(DEFAULT_LANGUAGE):
        return [
            app_commands.Choice(name=app_commands.locale_str(t(f"cmd-choice-{_slug(v)}")), value=v)
            for v in values
        ]


#: the on/off choice several commands offer (its words are the shared ``cmd-choice-on``/``-off``)
ON_OFF = worded_choices(("on", "off"))


C = TypeVar("C", bound=app_commands.Command[Any, ..., Any])


def _english(location: Where, data: Any) -> str:
    words = localised(DEFAULT_LANGUAGE, location, data)
    if words is None:
        raise LookupError(f"no English catalog message for {message_ids(location, data)}")
    return words


def worded(command: C) -> C:
    """``command`` with its description and its parameters' in English, from the catalog.

    Apply it above the command's decorator; a missing message fails when the cog is imported,
    not when Discord shows "…". The descriptions are :class:`~discord.app_commands.locale_str`:
    ``describe`` sets them after the command was made, and a plain ``str`` there is never
    handed to the translator, so every client would read the options in English."""
    command.description = _english(Where.command_description, command)
    words = {
        p.name: app_commands.locale_str(_english(Where.parameter_description, p))
        for p in command.parameters
    }
    return app_commands.describe(**words)(command)


def worded_group(name: str, **options: Any) -> app_commands.Group:
    """A command group described in English by its catalog message (discord.py refuses a group
    without a description, so it is made with discord.py's own placeholder first)."""
    group = app_commands.Group(name=name, description="…", **options)
    group.description = _english(Where.group_description, group)
    return group


class CommandTranslator(app_commands.Translator):
    """discord.py asks this for every localisation when the command tree is synced."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        language = from_discord_locale(locale)
        if language is None or language is DEFAULT_LANGUAGE:
            return None
        return localised(language, context.location, context.data)
