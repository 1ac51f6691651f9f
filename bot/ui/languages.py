"""Which language an interaction is answered in, decided once when it arrives.

Every slash command (through :class:`ParlourTree`) and every component callback (through
:func:`bot.ui.replies.answering`) sets the reader's language before anything is worded, so
refusals and ephemeral replies come out in it. The person's own setting and the server's
default are database rows read on almost every interaction, so they are kept here for a short
while: a change made through this process is seen at once (it invalidates its entry), one made
through another process sharing the database within :data:`TTL_SECONDS`.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import Any

import discord
from discord import app_commands
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from bot.guild_settings import SettingsService
from bot.i18n import Language, from_discord_locale, pick_language, set_language
from bot.ui.command_names import worded_choices

log = logging.getLogger(__name__)

#: how long a person's or a server's language is trusted before it is read again
TTL_SECONDS = 30.0


class _Expiring:
    """A small map whose entries are forgotten ``ttl`` seconds after they were stored."""

    def __init__(self, ttl: float, clock: Callable[[], float]) -> None:
        self.ttl = ttl
        self.clock = clock
        self.entries: dict[int, tuple[float, Language | None]] = {}

    def get(self, key: int) -> tuple[bool, Language | None]:
        """(found, value): ``found`` is False when the key is unknown or its entry expired."""
        entry = self.entries.get(key)
        if entry is None or self.clock() - entry[0] > self.ttl:
            return False, None
        return True, entry[1]

    def put(self, key: int, value: Language | None) -> None:
        self.entries[key] = (self.clock(), value)

    def forget(self, key: int) -> None:
        self.entries.pop(key, None)


class Languages:
    """The language service: each person's setting and each server's default, cached."""

    def __init__(
        self,
        sessions: async_sessionmaker[AsyncSession],
        *,
        ttl: float = TTL_SECONDS,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.settings = SettingsService(sessions)
        self._people = _Expiring(ttl, clock)
        self._servers = _Expiring(ttl, clock)
        #: the Discord client language each person's last interaction came with (one we speak):
        #: a DM has no interaction, so it goes by the one seen last (memory only)
        self._clients: dict[int, Language] = {}

    async def personal(self, user_id: int) -> Language | None:
        found, language = self._people.get(user_id)
        if not found:
            language = (await self.settings.personal(user_id)).language
            self._people.put(user_id, language)
        return language

    async def server(self, guild_id: int | None) -> Language | None:
        if guild_id is None:
            return None
        found, language = self._servers.get(guild_id)
        if not found:
            language = (await self.settings.defaults(guild_id)).language
            self._servers.put(guild_id, language)
        return language

    def forget_person(self, user_id: int) -> None:
        """Their setting changed: read it again next time."""
        self._people.forget(user_id)

    def forget_server(self, guild_id: int) -> None:
        self._servers.forget(guild_id)

    async def of(self, interaction: discord.Interaction) -> Language:
        """The reader's language: their setting, their client's, the server's, English."""
        client = from_discord_locale(interaction.locale)
        if client is not None:
            self._clients[interaction.user.id] = client
        personal = await self.personal(interaction.user.id)
        if personal is not None:
            return personal
        return pick_language(None, interaction.locale, await self.server(interaction.guild_id))

    async def of_person(self, user_id: int, guild_id: int | None) -> Language:
        """The language of a DM to ``user_id`` about a table in ``guild_id``: their setting,
        else the client language of their last interaction, else the server's."""
        return pick_language(
            await self.personal(user_id), self._clients.get(user_id), await self.server(guild_id)
        )


async def speak_to(interaction: discord.Interaction) -> Language:
    """Set the language for the rest of this interaction's task; returns it.

    A client without the service (a bare test client) gets the Discord client's language.
    """
    service: Languages | None = getattr(interaction.client, "languages", None)
    language = pick_language(None, interaction.locale, None)
    if service is not None:
        try:
            language = await service.of(interaction)
        except Exception:  # the database is away: the client's language still reads well
            log.warning("could not read the language settings of %s", interaction.user.id)
    set_language(language)
    return language


class ParlourTree(app_commands.CommandTree[Any]):
    """The command tree: every slash command and autocomplete first learns its reader's
    language (the error handler, called in the same task, words its refusal in it too)."""

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        await speak_to(interaction)
        return True


#: each language's name for itself, as the ``language-…`` catalog messages say it (a test
#: keeps the two equal): a choice reads the same in every client, so nobody has to read a
#: foreign word to find their own language
ENDONYMS: dict[Language, str] = {
    Language.EN: "English",
    Language.ZH_CN: "简体中文",
    Language.ZH_TW: "繁體中文",
    Language.SW: "Kiswahili",
    Language.CY: "Cymraeg",
    Language.HI: "हिन्दी",
}
#: the choice that clears a person's setting (the translator words it per client)
AUTOMATIC = "auto"


def language_choices(*, automatic: bool = False) -> list[app_commands.Choice[str]]:
    """The languages as slash-command choices, optionally led by "automatic"."""
    choices = [app_commands.Choice(name=name, value=lang.value) for lang, name in ENDONYMS.items()]
    return [*worded_choices((AUTOMATIC,)), *choices] if automatic else choices
