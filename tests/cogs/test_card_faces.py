"""Cards as a reader sees them in Discord: the bot's own suit emoji, two or four colours.

The bot runs as configured by default (``card_suits = "emoji"``): at start-up it creates its
suit emoji as application emoji, and every hand view and table message shows suits with them.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

import discord

from bot.config import Settings
from bot.render.suits import emoji_colours
from tests.cogs.conftest import Server
from tests.cogs.support import components, parlour, public_text, reply, result_text, shown_by
from tests.cogs.whist_support import build_bot as build_whist_bot
from tests.cogs.whist_support import table_message, take_turn

_CUSTOM = re.compile(r"<:([a-z_]+):(\d+)>")


def build_bot(settings: Settings) -> discord.Client:
    return build_whist_bot(replace(settings, card_suits="emoji"))


async def start_whist(server: Server) -> None:
    parlour(server.env).service.seed_source = lambda: 20240611
    created = await server.alice.slash(server.channel, "table create", game="whist")
    lobby = reply(created).message
    for _ in range(3):
        await server.alice.click(lobby, label="Add AI")
    await server.alice.click(lobby, label="Start")


def option_emoji(message: discord.Message) -> list[str]:
    """The custom emoji names in the emoji slots of a message's select options and buttons."""
    names = []
    for item in components(message):
        slots = [o.get("emoji") for o in item.get("options", [])] + [item.get("emoji")]
        names += [slot["name"] for slot in slots if slot and slot.get("id")]
    return names


def labels_of(message: discord.Message) -> list[str]:
    """The labels of a message's select options and buttons (a Whist hand's cards are one or
    the other, five or fewer legal ones a button each)."""
    labels = []
    for item in components(message):
        labels += [o["label"] for o in item.get("options", [])]
        labels += [item["label"]] if item.get("label") else []
    return labels


def raw_text(message: discord.Message) -> str:
    """A message's content and embed text as sent, invisible characters and all."""
    parts = [message.content or ""]
    for embed in message.embeds:
        parts += [embed.description or ""] + [field.value or "" for field in embed.fields]
    return "\n".join(parts)


def test_the_bot_owns_one_emoji_per_suit_colour(server: Server) -> None:
    made = {e.name for e in server.env.backend.application_emojis.values()}
    assert made == set(emoji_colours())


async def test_a_restart_reuses_the_emoji_it_made(server: Server, make_bot: Any) -> None:
    before = {e.id for e in server.env.backend.application_emojis.values()}
    await server.env.restart_bot(make_bot())
    assert {e.id for e in server.env.backend.application_emojis.values()} == before
    ids = parlour(server.env).presenter.card_faces.emoji
    assert set(ids.values()) == before and len(before) == 6


async def test_a_hand_shows_suits_as_the_bots_emoji_in_text_and_in_the_option_slots(
    server: Server,
) -> None:
    await start_whist(server)
    shown = await server.alice.click(table_message(server.channel), label="Your hand")
    hand = reply(shown).message
    text = public_text(hand)
    used = {name for name, _ in _CUSTOM.findall(text)}
    assert used and used <= {"spades", "hearts", "diamonds", "clubs"}  # two-colour by default
    assert not re.search("[♠♥♦♣]", text)
    slots = option_emoji(hand)
    assert slots and set(slots) <= {"spades", "hearts", "diamonds", "clubs"}
    labels = labels_of(hand)
    assert labels and not any(re.search("[♠♥♦♣]", label) for label in labels)


async def test_four_colour_suits_are_a_personal_setting(server: Server) -> None:
    await start_whist(server)
    chosen = await server.alice.slash(server.channel, "settings", cards="four-colour")
    answer = result_text(chosen)
    assert "Card suits: **four colours**" in answer and "<:diamonds_blue:" in answer
    shown = await server.alice.click(table_message(server.channel), label="Your hand")
    hand = reply(shown).message
    names = {name for name, _ in _CUSTOM.findall(public_text(hand))} | set(option_emoji(hand))
    assert names & {"diamonds_blue", "clubs_green"} and not names & {"diamonds", "clubs"}
    # the public table stays two-colour for everyone; alice's choice is hers alone
    assert "diamonds_blue" not in public_text(table_message(server.channel))
    again = await server.bob.slash(server.channel, "settings")
    assert "Card suits: **two colours**" in result_text(again)


async def test_the_choice_is_stored_and_read_back_after_a_restart(
    server: Server, make_bot: Any
) -> None:
    await server.alice.slash(server.channel, "settings", cards="four-colour")
    await start_whist(server)
    await server.env.restart_bot(make_bot())
    shown = await server.alice.click(table_message(server.channel), label="Your hand")
    shown_now = reply(shown).message
    assert "diamonds_blue" in public_text(shown_now) + str(option_emoji(shown_now))


async def test_the_suit_emoji_of_before_their_names_were_words_are_deleted(
    server: Server, make_bot: Any
) -> None:
    backend = server.env.backend
    for old in ("pc_s", "pc_h", "pc_d4", "pc_c4"):
        backend.create_application_emoji(old)
    backend.create_application_emoji("pc_sheriff")  # not one of ours: left alone
    await server.env.restart_bot(make_bot())
    names = {e.name for e in backend.application_emojis.values()}
    assert names == set(emoji_colours()) | {"pc_sheriff"}


async def test_plain_text_cards_are_a_personal_setting_with_no_custom_emoji(
    server: Server, make_bot: Any
) -> None:
    """``/settings cards:text``: alice's hand view carries its suits as text (``10♥``) in the
    message and in the labels of its buttons and menus, with no custom emoji anywhere (a
    screen reader says no emoji names, a client that cannot load them shows no holes), while
    bob at the same table still gets the bot's emoji; the choice outlives a restart."""
    chosen = await server.alice.slash(server.channel, "settings", cards="text")
    assert "Card suits: **plain text (screen readers)** ♠ ♥ ♦ ♣" in result_text(chosen)
    parlour(server.env).service.seed_source = lambda: 20240611
    created = await server.alice.slash(server.channel, "table create", game="whist")
    lobby = reply(created).message
    await server.bob.click(lobby, label="Join")
    for _ in range(2):
        await server.alice.click(lobby, label="Add AI")
    await server.alice.click(lobby, label="Start")
    await server.env.restart_bot(make_bot())

    shown = await server.alice.click(table_message(server.channel), label="Your hand")
    mine = reply(shown)
    text = raw_text(mine.message)
    assert "<:" not in text and "\ufe0f" not in text
    assert re.search("(10|[2-9JQKA])\u2060[♠♥♦♣]", text)  # suits in the text, joined to ranks
    labels = labels_of(mine.message)
    assert labels and all(re.search("[♠♥♦♣]", label) for label in labels)
    slots = [o.get("emoji") for item in components(mine.message) for o in item.get("options", [])]
    slots += [item.get("emoji") for item in components(mine.message)]
    assert not any(slots)  # every emoji slot empty: neither custom nor Unicode emoji

    await take_turn(server.alice, shown_by(shown))  # bob plays next: his menu is offered
    theirs = reply(await server.bob.click(table_message(server.channel), label="Your hand"))
    assert _CUSTOM.search(public_text(theirs.message)) and option_emoji(theirs.message)
