"""The bot's suit emoji in Discord, and each reader's suits on the messages they get.

At start-up the bot makes sure its application owns one emoji per suit colour (drawn by
:mod:`bot.render.suits`; an application's emoji need no server). Then every message is
"dressed" for its reader just before it goes out: suit characters in the text become the
reader's emoji, and a button or select option naming cards of one suit shows that suit in its
emoji slot. Doing it here, once, keeps every game's frontend free of it. Without the emoji
(Discord refused, or an older test double, or ``card_suits = "unicode"``) the text stays plain
Unicode, each rank joined to its suit, and the slots use Unicode emoji; a reader who chose plain
text (``/settings cards:text``) gets no emoji at all: suits stay in the text and the labels.
"""

from __future__ import annotations

import functools
import logging
import re
from collections.abc import Mapping

import discord

from bot.guild_settings import SettingsService
from bot.render import limits
from bot.render.suits import CardFaces, CardStyle, emoji_colours, suit_emoji_png
from bot.ui.frontend import Message

log = logging.getLogger(__name__)


#: the suit emoji's names before they were words (``pc_h``, ``pc_d4``): each start deletes any
#: left, or the application's emoji list keeps a second, unused set for good
RETIRED = re.compile(r"pc_[shdc]4?")


async def install_suit_emoji(client: discord.Client) -> dict[str, int]:
    """The application's suit emoji (name -> id), creating those it lacks."""
    try:
        owned = await client.fetch_application_emojis()
        for emoji in owned:
            if RETIRED.fullmatch(emoji.name):
                await emoji.delete()
        have = {emoji.name: emoji.id for emoji in owned}
        for name, (suit, colour) in emoji_colours().items():
            if name not in have:
                made = await client.create_application_emoji(
                    name=name, image=suit_emoji_png(suit, colour)
                )
                have[name] = made.id
    except (discord.HTTPException, discord.ClientException) as problem:
        log.warning("no suit emoji (%s): cards show Unicode suits", problem)
        return {}
    return {name: have[name] for name in emoji_colours()}


class CardFacesBook:
    """Each person's suit style, read from their settings once and kept while the bot runs."""

    def __init__(self, settings: SettingsService) -> None:
        self.settings = settings
        #: the application's suit emoji (set at start-up)
        self.emoji: Mapping[str, int] = {}
        self._styles: dict[int, CardStyle] = {}
        #: one reader's faces per style, shared: a hand view asked for them twice (what it
        #: is drawn from, then to draw it), each a frozen dataclass made anew (issue #19)
        self._faces: dict[CardStyle, CardFaces] = {}

    def public(self) -> CardFaces:
        """A message everyone reads (the table): two-colour."""
        return self._of(CardStyle.TWO_COLOUR)

    def of(self, user_id: int) -> CardFaces:
        return self._of(self._styles.get(user_id, CardStyle.TWO_COLOUR))

    def _of(self, style: CardStyle) -> CardFaces:
        faces = self._faces.get(style)
        if faces is None or faces.emoji is not self.emoji:  # the emoji installed meanwhile
            faces = self._faces[style] = CardFaces(style, self.emoji)
        return faces

    async def load(self, user_id: int) -> CardFaces:
        """Read a person's style from their settings, unless already known."""
        if user_id not in self._styles:
            self._styles[user_id] = (await self.settings.personal(user_id)).cards
        return self.of(user_id)

    def remember(self, user_id: int, style: CardStyle) -> None:
        self._styles[user_id] = style


def dress_message(shown: Message, faces: CardFaces) -> Message:
    """``shown`` as ``faces``'s reader sees it (see the module's docstring).

    The embed and controls are dressed in place, not copied: every message is drawn afresh
    for its reader (copying the embed was a tenth of a hand view's CPU, issue #19), and
    dressing text already dressed changes nothing (no suit character is left in it, or, in
    Unicode, its ranks and suits are already joined). Only what dressing changes is set:
    most fields and labels name no card, and each setting is a few discord.py calls."""
    content = shown.content
    dressed = None if content is None else faces.dress(content, limits.CONTENT)
    embed = shown.embed
    if embed is not None:
        if embed.description:
            embed.description = faces.dress(embed.description, limits.DESCRIPTION)
        for index, item in enumerate(embed.fields):
            value = item.value or ""
            if (worn := faces.dress(value, limits.FIELD)) != value:
                embed.set_field_at(
                    index, name=item.name or "", value=worn, inline=bool(item.inline)
                )
    if shown.view is not None:
        _dress_controls(shown.view, faces)
    return shown if dressed == content else Message(dressed, embed, shown.file, shown.view)


def _dress_controls(view: discord.ui.View, faces: CardFaces) -> None:
    for child in view.children:
        item = child.item if isinstance(child, discord.ui.DynamicItem) else child
        if isinstance(item, discord.ui.Button):
            label = item.label
            if label and item.emoji is None:
                dressed, emoji = faces.label_and_emoji(label, limit=limits.BUTTON_LABEL)
                if dressed != label:
                    item.label = dressed
                if emoji is not None:
                    item.emoji = _slot_emoji(emoji)
        elif isinstance(item, discord.ui.Select):
            for option in item.options:
                if option.emoji is None:
                    label = option.label
                    dressed, emoji = faces.label_and_emoji(label, limit=limits.OPTION_LABEL)
                    if dressed != label:
                        option.label = dressed
                    if emoji is not None:
                        option.emoji = _slot_emoji(emoji)


@functools.lru_cache(maxsize=64)
def _slot_emoji(emoji: str) -> discord.PartialEmoji:
    """An emoji slot's value as discord.py parses ``emoji`` (markup or a Unicode suit): the
    same dozen in every label dressed, a regular expression each (issue #19), so parsed once
    and shared by the controls showing it, which only read it."""
    return discord.PartialEmoji.from_str(emoji)
