"""A message dressed for its reader just before it is sent: the plain-text card style (screen
readers, clients that fail to load custom emoji) and Unicode suits joined to their ranks."""

from __future__ import annotations

import re
from typing import Any, cast

import discord
import pytest

from bot.render.suits import WORD_JOINER, CardFaces, CardStyle, emoji_colours
from bot.ui import card_faces
from bot.ui.card_faces import dress_message
from bot.ui.frontend import Message

#: application emoji ids are 19-digit snowflakes
EMOJI = {name: 1_234_567_890_123_456_780 + n for n, name in enumerate(emoji_colours())}
J = WORD_JOINER


def hand_message() -> Message:
    """A hand view's parts: content, an embed with a field, a button and a select of cards."""
    embed = discord.Embed(title="Your hand", description="♠ A♠ K♠\n♥ 10♥")
    embed.add_field(name="Trick", value="Led: Q♦️")
    view = discord.ui.View()
    view.add_item(discord.ui.Button(label="10♥ 10♥"))
    view.add_item(discord.ui.Button(label="Pass"))
    options = [
        discord.SelectOption(label="A♠", value="AS"),
        discord.SelectOption(label="Trumps: ♥ hearts", value="H"),
    ]
    view.add_item(discord.ui.Select(options=options))
    return Message(content="Your turn: play 10♥ or A♠", embed=embed, view=view)


def controls(view: discord.ui.View | None) -> list[tuple[str, object]]:
    """Each button's and option's label and emoji slot, as sent."""
    assert view is not None
    found: list[tuple[str, object]] = []
    for item in view.children:
        if isinstance(item, discord.ui.Button):
            found.append((item.label or "", item.emoji))
        elif isinstance(item, discord.ui.Select):
            found += [(option.label, option.emoji) for option in item.options]
    return found


async def test_plain_text_dresses_a_message_with_no_custom_emoji_and_suits_in_the_labels() -> None:
    dressed = dress_message(hand_message(), CardFaces(CardStyle.TEXT, EMOJI))
    assert dressed.content == f"Your turn: play 10{J}♥ or A{J}♠"
    assert dressed.embed is not None
    assert dressed.embed.description == f"♠ A{J}♠ K{J}♠\n♥ 10{J}♥"
    assert dressed.embed.fields[0].value == f"Led: Q{J}♦"  # a suit as text, not as emoji
    assert controls(dressed.view) == [
        (f"10{J}♥ 10{J}♥", None),  # the suit stays in the label, the emoji slot stays empty
        ("Pass", None),
        (f"A{J}♠", None),
        ("Trumps: ♥ hearts", None),
    ]


async def test_a_colour_style_of_the_same_bot_still_uses_its_emoji() -> None:
    """The other readers of the same bot keep their emoji: the style is per reader."""
    dressed = dress_message(hand_message(), CardFaces(CardStyle.TWO_COLOUR, EMOJI))
    hearts = f"<:hearts:{EMOJI['hearts']}>"
    assert dressed.content is not None and f"10{J}{hearts}" in dressed.content
    slots = [str(emoji) for _, emoji in controls(dressed.view)]
    assert slots[0] == hearts and slots[1] == "None"


async def test_unicode_suits_are_joined_to_their_ranks_and_slots_get_unicode_emoji() -> None:
    """``card_suits = "unicode"``: no emoji of the bot's own; the text keeps ``10♥`` with a
    word joiner between rank and suit, and a label of one suit moves it into the slot."""
    dressed = dress_message(hand_message(), CardFaces(CardStyle.TWO_COLOUR))
    assert dressed.content == f"Your turn: play 10{J}♥ or A{J}♠"
    assert dressed.embed is not None and dressed.embed.description == f"♠ A{J}♠ K{J}♠\n♥ 10{J}♥"
    assert [(label, str(emoji)) for label, emoji in controls(dressed.view)] == [
        ("10 10", "♥️"),
        ("Pass", "None"),
        ("A", "♠️"),
        ("Trumps: hearts", "♥️"),
    ]


@pytest.mark.parametrize("style", list(CardStyle))
@pytest.mark.parametrize("emoji", [EMOJI, {}], ids=["bot-emoji", "unicode"])
def test_every_suit_style_joins_each_rank_to_its_suit(
    style: CardStyle, emoji: dict[str, int]
) -> None:
    """A phone must not end a line with a rank and start the next with its suit, whatever the
    reader's style: in every one a word joiner sits right after the rank. (A browser may
    still break before a custom emoji's picture, a CSS rule for images that no character
    overrides; the joiner is what the text can do.)"""
    dressed = CardFaces(style, emoji).dress("Trick 1: A♦ (winning) · 10♥ J♦️", 2_000)
    assert re.findall(r"(?<![\w:])(?:10|[2-9JQKA])(.)", dressed) == [J, J, J]


@pytest.mark.parametrize("style", list(CardStyle))
async def test_only_what_dressing_changes_is_set(
    style: CardStyle, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Most fields, labels and contents name no card: setting them anew was a few discord.py
    calls each, and copying the message for its content one more (issue #19)."""
    set_fields: list[int] = []
    real = discord.Embed.set_field_at

    def counted(self: discord.Embed, index: int, **kwargs: object) -> discord.Embed:
        set_fields.append(index)
        return real(self, index, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(discord.Embed, "set_field_at", counted)
    embed = discord.Embed(description="Scores")
    embed.add_field(name="Trick", value="Led: Q♦").add_field(name="Bids", value="alice 4")
    view = discord.ui.View()
    view.add_item(discord.ui.Button(label="Pass"))
    shown = Message(content="Your turn", embed=embed, view=view)
    dressed = dress_message(shown, CardFaces(style, EMOJI))
    assert dressed is shown and set_fields == [0]
    assert controls(dressed.view) == [("Pass", None)]


async def test_each_suit_emoji_is_parsed_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The slots show the same dozen emoji in every view: parsing each anew was a regular
    expression per label dressed (issue #19)."""
    parsed: list[str] = []
    real = discord.PartialEmoji.from_str

    def counted(value: str) -> discord.PartialEmoji:
        parsed.append(value)
        return real(value)

    monkeypatch.setattr(discord.PartialEmoji, "from_str", counted)
    card_faces._slot_emoji.cache_clear()
    shown = [dress_message(hand_message(), CardFaces(CardStyle.FOUR_COLOUR, EMOJI)) for _ in "ab"]
    assert controls(shown[0].view) == controls(shown[1].view)
    assert len(parsed) == len(set(parsed)) == 2  # hearts (both labels) and spades


def test_the_faces_kept_per_style_follow_the_emoji_installed() -> None:
    """A reader's faces are shared between draws, and still show the emoji installed after
    the first were drawn (the bot installs them once it has logged in)."""
    book = card_faces.CardFacesBook(cast(Any, None))
    book.remember(1, CardStyle.FOUR_COLOUR)
    before = book.of(1)
    assert book.of(1) is before and book.public().emoji == {}
    book.emoji = {name: n for n, name in enumerate(emoji_colours(), start=1)}
    assert book.of(1).emoji is book.emoji and book.of(1).style is CardStyle.FOUR_COLOUR
    assert book.public() == CardFaces(CardStyle.TWO_COLOUR, book.emoji)
    assert book.of(2) is book.public()
