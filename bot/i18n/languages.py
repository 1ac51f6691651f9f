"""The languages Parlour speaks, and which one a reader gets.

Discord tells us a client's locale (``interaction.locale``) but has no Swahili or Welsh, so
those are chosen by setting. The order of precedence is the issue's: a person's own setting,
else their Discord client's language, else the server's default.
"""

from __future__ import annotations

from enum import StrEnum


class Language(StrEnum):
    """A catalog folder under ``bot/i18n/locales`` (BCP 47 tags, as Discord spells its own)."""

    EN = "en"
    ZH_CN = "zh-CN"
    ZH_TW = "zh-TW"
    SW = "sw"
    CY = "cy"
    HI = "hi"


DEFAULT_LANGUAGE = Language.EN

#: Discord client locales we have a catalog for (``discord.Locale`` values); English variants
#: all read the one English catalog.
_DISCORD_LOCALES: dict[str, Language] = {
    "en-US": Language.EN,
    "en-GB": Language.EN,
    "zh-CN": Language.ZH_CN,
    "zh-TW": Language.ZH_TW,
    "hi": Language.HI,
}


def parse_language(text: str | None) -> Language | None:
    """A stored or typed language tag, forgiving case and ``_`` (None: not one of ours)."""
    if not text:
        return None
    wanted = text.strip().replace("_", "-").lower()
    for language in Language:
        if language.value.lower() == wanted:
            return language
    return None


def from_discord_locale(locale: object) -> Language | None:
    """The catalog for a Discord client locale (a ``discord.Locale`` or its value), if any."""
    value = getattr(locale, "value", locale)
    return _DISCORD_LOCALES.get(value) if isinstance(value, str) else None


def pick_language(
    personal: Language | None, client_locale: object, server: Language | None
) -> Language:
    """Who reads a private reply decides its language: their setting, their client, the server.

    An English client is not counted as a choice where the server chose its language: it is
    most people's by default, and every Welsh or Swahili speaker's (Discord offers neither),
    so the server's Welsh would otherwise reach nobody's private replies."""
    client = from_discord_locale(client_locale)
    if client is DEFAULT_LANGUAGE and server is not None:
        client = None
    return personal or client or server or DEFAULT_LANGUAGE
