"""Long replies as pages with Back / Next buttons, never cut off mid-word.

Discord caps an embed's description at 4,096 characters and a message at 2,000, so help, rules
and option lists are split at line (or, for one very long line, word) boundaries into pages.
The buttons carry only the topic and the page number: the page is drawn again on each click,
so they keep working after a restart and hold no state in memory.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import discord

from bot.errors import PlayerError
from bot.i18n import t
from bot.render.help import PAGE_BREAK
from bot.ui.replies import answering

#: what fits in one embed description, with room to spare for Discord's own counting
PAGE_SIZE = 3800
MAX_TOPIC = 60


@dataclass(frozen=True, slots=True)
class Document:
    """A titled text that may need several pages."""

    title: str
    text: str


#: the bot looks a topic up here when a page button is pressed (the help cog fills it)
Source = Callable[[discord.Interaction, str], Awaitable[Document]]


def split_pages(text: str, size: int = PAGE_SIZE) -> list[str]:
    """``text`` in pieces of at most ``size`` characters: at each :data:`PAGE_BREAK` it asks
    for, else between lines where possible, else between words, and only inside a word that
    is itself longer than a page."""
    pages = [page for part in text.split(PAGE_BREAK) for page in _split(part, size)]
    return pages or [""]


def _split(text: str, size: int) -> list[str]:
    pages: list[str] = []
    current = ""
    for line in text.splitlines():
        for piece in _fit(line, size):
            if current and len(current) + 1 + len(piece) > size:
                pages.append(current.rstrip())
                current = ""
            current = f"{current}\n{piece}" if current else piece
    if current.strip():
        pages.append(current.rstrip())
    return pages


def _fit(line: str, size: int) -> list[str]:
    if len(line) <= size:
        return [line]
    pieces: list[str] = []
    current = ""
    for word in re.split(r"(?<=\s)", line):
        while len(word) > size:
            if current:
                pieces.append(current)
                current = ""
            pieces.append(word[:size])
            word = word[size:]
        if len(current) + len(word) > size:
            pieces.append(current)
            current = ""
        current += word
    if current:
        pieces.append(current)
    return pieces


def page_embed(document: Document, page: int) -> tuple[discord.Embed, int]:
    """The embed for one page (clamped to the pages there are) and the number of pages."""
    pages = split_pages(document.text)
    page = max(0, min(page, len(pages) - 1))
    embed = discord.Embed(title=document.title[:256], description=pages[page])
    if len(pages) > 1:
        embed.set_footer(text=t("lobby-page-of", page=page + 1, pages=len(pages)))
    return embed, len(pages)


def page_view(topic: str, page: int, count: int) -> discord.ui.View | None:
    if count <= 1:
        return None
    view = discord.ui.View(timeout=None)
    back, ahead = t("lobby-page-back"), t("lobby-page-next")
    view.add_item(PageButton(topic, page - 1, label=back, disabled=page <= 0))
    view.add_item(PageButton(topic, page + 1, label=ahead, disabled=page >= count - 1))
    return view


async def send_document(interaction: discord.Interaction, topic: str, document: Document) -> None:
    """Answer with the first page, privately, with page buttons when there are more."""
    embed, count = page_embed(document, 0)
    kwargs: dict[str, Any] = {"embed": embed, "ephemeral": True}
    view = page_view(topic, 0, count)
    if view is not None:
        kwargs["view"] = view
    await interaction.response.send_message(**kwargs)


class PageButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"pl:page:(?P<page>\d{1,3}):(?P<topic>[a-z0-9_.:-]{1,60})",
):
    def __init__(self, topic: str, page: int, *, label: str, disabled: bool = False) -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary,
                disabled=disabled,
                custom_id=f"pl:page:{max(page, 0)}:{topic[:MAX_TOPIC]}",
            )
        )
        self.topic = topic
        self.page = max(page, 0)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> PageButton:
        return cls(match["topic"], int(match["page"]), label="page")

    async def callback(self, interaction: discord.Interaction) -> None:
        async with answering(interaction):
            source: Source | None = interaction.client.page_source  # type: ignore[attr-defined]
            if source is None:
                raise PlayerError("lobby-pages-gone")
            document = await source(interaction, self.topic)
            embed, count = page_embed(document, self.page)
            page = max(0, min(self.page, count - 1))
            await interaction.response.edit_message(
                embed=embed, view=page_view(self.topic, page, count)
            )
