"""A hand view is not drawn again when its message shows a drawing from the same already
(``HandViews.queue``): ~1 redraw in 8 was one, at the cost of a whole hand render (issue #19).
Whatever else may have changed what the message shows draws it anew."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import discord
import pytest

from bot.i18n import Language
from bot.tables.snapshots import TableSnapshot
from bot.ui.budget import Budget
from bot.ui.frontend import Message
from bot.ui.hand_views import HandViews, KeptView, dm_view
from bot.ui.outbox import Outbox
from bot.ui.outboxes import Outboxes
from tests.ui.test_hand_views import NOW, table


class Counted:
    """Hand views whose drawings are counted and whose edits are written down; what a view
    is drawn from is the table's version and the reader's picks (``picks``)."""

    def __init__(self) -> None:
        self.drawn = 0
        self.edits: list[tuple[int, str | None]] = []
        self.picks: tuple[str, ...] = ()
        self.failing = 0  # edits Discord fails (5xx) before one goes out
        self.views = HandViews(
            Outboxes(Budget(window=0)), self.draw, self.edit, lambda: NOW, source=self.source
        )

    def source(self, snapshot: TableSnapshot, user_id: int) -> Hashable:
        return (snapshot.version, self.picks)

    def draw(self, snapshot: TableSnapshot, user_id: int) -> Message:
        self.drawn += 1
        return Message(content=f"hand of {user_id} at v{snapshot.version} with {self.picks}")

    async def edit(self, view: KeptView, kwargs: dict[str, Any]) -> None:
        if self.failing:
            self.failing -= 1
            raise discord.HTTPException(_Response(500), "unwell")
        self.edits.append((view.message_id, kwargs.get("content")))

    async def redraw(self, version: int) -> None:
        self.views.refresh(table(version))
        await self.views.outboxes.idle()


class _Response:
    def __init__(self, status: int) -> None:
        self.status = status
        self.reason = "test"


async def test_a_view_showing_a_drawing_from_the_same_is_not_drawn_again() -> None:
    counted = Counted()
    counted.views.keep(7, 11, dm_view(555, 777), language=Language.EN)
    await counted.redraw(3)
    await counted.redraw(3)  # the paced redraw of a version the actor's own redraw showed
    assert counted.drawn == 1
    assert counted.edits == [(777, "hand of 11 at v3 with ()")]
    await counted.redraw(4)
    counted.picks = ("AS",)
    await counted.redraw(4)
    assert counted.drawn == 3
    assert [content for _, content in counted.edits][1:] == [
        "hand of 11 at v4 with ()",
        "hand of 11 at v4 with ('AS',)",
    ]


async def test_a_view_whose_edit_did_not_go_out_is_drawn_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(Outbox, "SERVER_ERROR_WAIT", 0.0)
    monkeypatch.setattr(Outbox, "SERVER_ERROR_TRIES", 1)
    counted = Counted()
    counted.views.keep(7, 11, dm_view(555, 777), language=Language.EN)
    counted.failing = 1
    await counted.redraw(3)  # given up: the message shows what it showed before
    assert counted.edits == []
    await counted.redraw(3)
    assert counted.drawn == 2
    assert counted.edits == [(777, "hand of 11 at v3 with ()")]


async def test_a_view_shown_another_way_or_closed_is_drawn_again() -> None:
    counted = Counted()
    kept = counted.views.keep(7, 11, dm_view(555, 777), language=Language.EN)
    await counted.redraw(3)
    counted.views.showing(7, 11, kept, Message(content="a reply's own drawing"))
    await counted.redraw(3)
    assert counted.drawn == 2
    counted.views.close(7, 11, kept, "table-view-replaced")  # its controls go
    kept = counted.views.keep(7, 11, kept, language=Language.EN)  # then pressed again
    await counted.redraw(3)
    assert counted.drawn == 3
    assert counted.edits[-1] == (777, "hand of 11 at v3 with ()")


async def test_another_message_in_the_same_place_is_drawn() -> None:
    """The next deal's DM takes the place of the last one: it shows nothing drawn yet."""
    counted = Counted()
    counted.views.keep(7, 11, dm_view(555, 777), language=Language.EN)
    await counted.redraw(3)
    counted.views.keep(7, 11, dm_view(555, 778), language=Language.EN)
    await counted.redraw(3)
    assert counted.drawn == 2
    assert counted.edits[-1] == (778, "hand of 11 at v3 with ()")


async def test_what_views_show_is_forgotten_with_them() -> None:
    counted = Counted()
    for user in (11, 12):
        counted.views.keep(7, user, dm_view(500 + user, 700 + user), language=Language.EN)
    await counted.redraw(3)
    assert len(counted.views._shows) == 1  # 12 is not seated: closed, not drawn
    counted.views.close_table(7)
    await counted.views.outboxes.idle()
    assert counted.views._shows == {}
