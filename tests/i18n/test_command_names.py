"""Slash commands in the client's language: every name, description and choice the translator
gives Discord follows Discord's rules, and the English catalog says what the code says."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import discord
import pytest
import regex
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from bot.app import CORE_COGS, create_bot
from bot.catalogue import load_catalogue
from bot.config import Settings
from bot.i18n import Language, t, use_language
from bot.ui.command_names import CommandTranslator, message_id
from bot.ui.languages import ENDONYMS

#: Discord's rule for command and option names (its API documentation)
NAME = regex.compile(r"^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$")
LOCALES = (discord.Locale.chinese, discord.Locale.taiwan_chinese, discord.Locale.hindi)
Part = tuple[Where, Any, str]


def loaded_tree(tmp_path: Path) -> app_commands.CommandTree[Any]:
    async def load() -> app_commands.CommandTree[Any]:
        bot = create_bot(
            Settings(database_url=f"sqlite+aiosqlite:///{tmp_path / 'x.db'}"), load_catalogue()
        )
        for name in CORE_COGS:
            await bot.load_extension(name)
        return bot.tree

    return asyncio.run(load())


def parts(tree: app_commands.CommandTree[Any]) -> Iterator[Part]:
    """Every translatable part of every command: (where, the object, its English text)."""
    for command in tree.walk_commands():
        if isinstance(command, app_commands.Group):
            yield Where.group_name, command, command.name
            yield Where.group_description, command, command.description
            continue
        yield Where.command_name, command, command.name
        yield Where.command_description, command, command.description
        for parameter in command.parameters:
            yield Where.parameter_name, parameter, parameter.name
            yield Where.parameter_description, parameter, parameter.description
            for choice in parameter.choices:
                yield Where.choice_name, choice, choice.name


@pytest.fixture(scope="module")
def tree(tmp_path_factory: pytest.TempPathFactory) -> app_commands.CommandTree[Any]:
    return loaded_tree(tmp_path_factory.mktemp("tree"))


def translate(where: Where, data: Any, english: str, locale: discord.Locale) -> str | None:
    context = app_commands.TranslationContext(location=where, data=data)  # type: ignore[call-overload]
    return asyncio.run(
        CommandTranslator().translate(app_commands.locale_str(english), locale, context)
    )


def test_the_english_catalog_says_what_the_code_says(tree: app_commands.CommandTree[Any]) -> None:
    """Every part has a catalog message (else it would stay English in every client), and the
    English message is the code's text, so the two never drift apart."""
    endonyms = set(ENDONYMS.values())
    for where, data, english in parts(tree):
        msg_id = message_id(where, data)
        if where is Where.choice_name and english in endonyms:
            assert msg_id is None  # a language's own name reads the same everywhere
            continue
        assert msg_id is not None, (where, english)
        assert t(msg_id) == english, msg_id


@pytest.mark.parametrize("locale", LOCALES, ids=str)
def test_every_translation_fits_discords_rules(
    tree: app_commands.CommandTree[Any], locale: discord.Locale
) -> None:
    siblings: dict[tuple[str, object], list[str]] = {}
    for where, data, english in parts(tree):
        said = translate(where, data, english, locale)
        if where is Where.choice_name and english in ENDONYMS.values():
            assert said is None
            continue
        assert said, (where, english)
        if where in (Where.command_name, Where.group_name, Where.parameter_name):
            assert NAME.match(said) and said == said.lower(), (locale, said)
            parent = data.command if where is Where.parameter_name else data.parent
            siblings.setdefault((where.name, id(parent)), []).append(said)
        elif where is Where.choice_name:
            assert len(said) <= 100
        else:
            assert 1 <= len(said) <= 100, (locale, said, len(said))
    for names in siblings.values():
        assert len(names) == len(set(names)), names


def test_only_discords_locales_are_answered(tree: app_commands.CommandTree[Any]) -> None:
    where, data, english = next(parts(tree))
    assert translate(where, data, english, discord.Locale.american_english) is None
    assert translate(where, data, english, discord.Locale.french) is None
    assert translate(where, data, english, discord.Locale.chinese) == "牌桌"


@pytest.mark.parametrize("language", [Language.SW, Language.CY])
def test_swahili_and_welsh_names_are_ready_for_the_day_discord_has_them(
    tree: app_commands.CommandTree[Any], language: Language
) -> None:
    """No Discord locale asks for them yet, so check the catalogs directly."""
    with use_language(language):
        for where, data, _english in parts(tree):
            msg_id = message_id(where, data)
            if msg_id is None:
                continue
            said = t(msg_id)
            if where in (Where.command_name, Where.group_name, Where.parameter_name):
                assert NAME.match(said) and said == said.lower(), said
            else:
                assert len(said) <= 100, said


def test_language_choices_use_the_catalogs_own_names() -> None:
    for language, name in ENDONYMS.items():
        assert t(f"language-{language.value}") == name


def synced(tree: app_commands.CommandTree[Any]) -> list[dict[str, Any]]:
    """The commands as ``tree.sync`` sends them to Discord, localisations and all."""

    async def payloads() -> list[dict[str, Any]]:
        translator = CommandTranslator()
        return [await c.get_translated_payload(tree, translator) for c in tree.get_commands()]

    return asyncio.run(payloads())


def options(payload: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Every option of a command payload, a subcommand's own options too."""
    for option in payload.get("options", ()):
        yield option
        yield from options(option)


@pytest.mark.parametrize("locale", LOCALES, ids=str)
def test_synced_option_descriptions_and_choices_are_translated(
    tree: app_commands.CommandTree[Any], locale: discord.Locale
) -> None:
    """discord.py hands the translator only ``locale_str`` texts: an option described by a
    plain string reached every client in English, whatever the catalogs held."""
    language = {discord.Locale.chinese: Language.ZH_CN, discord.Locale.hindi: Language.HI}
    with use_language(language.get(locale, Language.ZH_TW)):
        expected = t("cmd-play-opt-cards-desc")
    seen = 0
    for payload in synced(tree):
        for option in options(payload):
            seen += 1
            said = option.get("description_localizations", {}).get(locale.value)
            assert said and said != option["description"], (payload["name"], option["name"])
            if payload["name"] == "play" and option["name"] == "cards":
                assert said == expected
            for choice in option.get("choices", ()):
                if choice["name"] in ENDONYMS.values():
                    continue
                assert choice.get("name_localizations", {}).get(locale.value), choice
    assert seen > 30


def test_play_says_it_takes_cards_or_tiles_in_every_language() -> None:
    """``/play`` serves Mexican Train's dominoes as well as the card games."""
    for language in Language:
        with use_language(language):
            said = t("cmd-play-desc")
        assert '"TH TH 9H 9H"' in said and '"12-5"' in said, (language, said)
