"""Open hand views as they are kept: packed as plain values, and edited through the editor
the presenter gives (its Discord client)."""

from __future__ import annotations

import asyncio
import gc
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import Any

from bot.i18n import Language, t, use_language
from bot.tables.snapshots import SeatInfo, TableSnapshot, TableStatus
from bot.ui.budget import Budget
from bot.ui.frontend import Message
from bot.ui.hand_views import GAME_OVER, REPLACED, UNSEATED, HandViews, KeptView, dm_view
from bot.ui.outboxes import Outboxes
from bot.ui.queued_writes import Priority

NOW = datetime(2026, 12, 3, 12, 0, tzinfo=UTC)
EN = Language.EN


def table(version: int) -> TableSnapshot:
    seats = (SeatInfo(0, 11, "Asha"), SeatInfo(1, None, "AI"))
    return TableSnapshot(
        id=7,
        guild_id=1,
        channel_id=2,
        thread_id=None,
        message_id=None,
        host_id=11,
        game="counting",
        options={},
        status=TableStatus.PLAYING,
        version=version,
        seats=seats,
        state=None,
        last_action_at=NOW,
    )


class Recorded:
    """Hand views whose edits are written down instead of sent."""

    def __init__(self) -> None:
        self.edits: list[tuple[KeptView, str | None]] = []
        self.views = HandViews(Outboxes(Budget(window=0)), self.draw, self.edit, lambda: NOW)

    @staticmethod
    def draw(snapshot: TableSnapshot, user_id: int) -> Message:
        return Message(content=f"hand of {user_id} at v{snapshot.version}")

    async def edit(self, view: KeptView, kwargs: dict[str, Any]) -> None:
        self.edits.append((view, kwargs.get("content")))


def test_a_kept_view_packs_to_plain_values_and_back() -> None:
    views = [
        dm_view(555, 777),
        KeptView(
            ("interaction", 9),
            "reply",
            888,
            application_id=99,
            token="tok",
            deadline=NOW + timedelta(minutes=14),
            language=Language.ZH_CN,
        ),
    ]
    for view in views:
        assert KeptView.unpacked(view.packed()) == view


def test_a_kept_view_is_a_value_the_collector_stops_tracking() -> None:
    """Every full collection walks what it tracks: a kept view (one or two a person and
    table, for up to 14 minutes) should cost it nothing (issue #19)."""
    recorded = Recorded()
    recorded.views.keep(7, 11, dm_view(555, 777), language=Language.CY)
    until = NOW + timedelta(minutes=14)
    reply = KeptView(("interaction", 9), "reply", 888, application_id=99, token="t", deadline=until)
    recorded.views.keep(7, 12, reply, language=Language.HI)
    gc.collect()
    kept = list(recorded.views._views.values())
    assert len(kept) == 2 and not any(gc.is_tracked(packed) for packed in kept)


async def test_a_kept_view_is_redrawn_through_the_editor_in_its_language() -> None:
    recorded = Recorded()
    kept = recorded.views.keep(7, 11, dm_view(555, 777), language=Language.CY)
    assert kept.language is Language.CY
    recorded.views.refresh(table(3))
    await recorded.views.outboxes.idle()
    assert recorded.edits == [(kept, "hand of 11 at v3")]
    assert recorded.views.watching(7, 11)


async def test_an_expired_token_view_is_let_go_without_an_edit() -> None:
    recorded = Recorded()
    gone = NOW - timedelta(seconds=1)
    expired = KeptView(
        ("interaction", 9), "reply", 888, application_id=99, token="tok", deadline=gone
    )
    recorded.views.keep(7, 11, expired)
    recorded.views.refresh(table(3))
    await recorded.views.outboxes.idle()
    assert recorded.edits == []
    assert not recorded.views.watching(7, 11)


async def test_a_view_dropped_as_kept_is_forgotten_and_an_ended_game_closes_the_rest() -> None:
    recorded = Recorded()
    kept = recorded.views.keep(7, 11, dm_view(555, 777), language=Language.EN)
    reply = KeptView(("interaction", 9), "reply", 888, application_id=99, token="tok")
    kept_reply = recorded.views.keep(7, 11, reply, language=Language.EN)
    recorded.views.drop(7, 11, kept)  # as when its edit failed: the reply stays
    assert recorded.views.watching(7, 11)
    recorded.views.close_table(7)
    await recorded.views.outboxes.idle()
    assert not recorded.views.watching(7, 11)
    with use_language(Language.EN):
        last_words = t(GAME_OVER)
    assert recorded.edits == [(kept_reply, last_words)]


async def test_the_next_deals_dm_closes_the_last_one_and_its_redraw_keeps_out_of_the_way() -> None:
    """Both DMs wait in one outbox (the DM channel's): the new view's redraw took the place of
    the old one's last edit, which kept its controls for good."""
    recorded = Recorded()
    first = recorded.views.keep(7, 11, dm_view(555, 777), language=Language.EN)
    second = recorded.views.keep(7, 11, dm_view(555, 778), language=Language.EN)
    recorded.views.refresh(table(4))
    await recorded.views.outboxes.idle()
    with use_language(Language.EN):
        replaced = t(REPLACED)
    assert recorded.edits == [(first, replaced), (second, "hand of 11 at v4")]


class NotWalked(dict[Any, Any]):
    """The views of every table, which one table's update must not walk through."""

    def __iter__(self) -> Any:
        raise AssertionError("walked the views of every table")

    def keys(self) -> Any:
        raise AssertionError("walked the views of every table")

    def values(self) -> Any:
        raise AssertionError("walked the views of every table")

    def items(self) -> Any:
        raise AssertionError("walked the views of every table")


async def test_a_tables_update_visits_its_own_views_not_every_tables() -> None:
    """Every update of every table looked through all the views of all the tables for the
    unseated (~0.6 ms a move at 1,000 tables, issue #19): it now finds its own."""
    recorded = Recorded()
    for other in range(100, 110):
        recorded.views.keep(other, 11, dm_view(500 + other, 900 + other), language=Language.EN)
    kept = recorded.views.keep(7, 11, dm_view(555, 777), language=Language.EN)
    left = recorded.views.keep(7, 12, dm_view(556, 778), language=Language.EN)  # not seated
    recorded.views._views = NotWalked(recorded.views._views)
    recorded.views._release = lambda box: None  # type: ignore[method-assign]  # walks, on a close
    recorded.views.refresh(table(3))
    await recorded.views.outboxes.idle()
    with use_language(Language.EN):
        unseated = t(UNSEATED)
    assert sorted(recorded.edits, key=lambda e: e[0].message_id) == [
        (kept, "hand of 11 at v3"),
        (left, unseated),
    ]
    assert not recorded.views.watching(7, 12)
    recorded.views.close_table(7)
    await recorded.views.outboxes.idle()
    assert not recorded.views.watching(7, 11)
    assert all(recorded.views.watching(other, 11) for other in range(100, 110))


async def test_an_older_redraw_landing_after_a_fresher_tokens_answer_is_drawn_over() -> None:
    """A redraw went out through the token of the click that opened the view and Discord was
    slow to answer; meanwhile a click on the view played through a fresher token, whose answer
    landed first. The older redraw then stood over it (the card played back in hand) until the
    table moved again: now the fresher token draws the view again as the table stands."""
    newest = table(4)
    edits: list[tuple[str, str | None]] = []
    answered = asyncio.Event()

    async def edit(view: KeptView, kwargs: dict[str, Any]) -> None:
        if view.token == "older":
            await answered.wait()  # Discord slow to answer this one
        edits.append((view.token, kwargs.get("content")))
        if view.token == "fresher":
            answered.set()

    async def caught_up(drawn: TableSnapshot, user_id: int, kept: KeptView) -> None:
        """As the presenter's: redrawn if a newer version was heard of."""
        if drawn.version < newest.version:
            views.queue(7, user_id, kept, Priority.OWN_VIEW, views.drawn(newest, user_id, EN))

    views = HandViews(
        Outboxes(Budget(window=0)), Recorded.draw, edit, lambda: NOW, overtaken=caught_up
    )
    until = NOW + timedelta(minutes=14)
    older = KeptView(
        ("interaction", 1), "reply", 888, application_id=9, token="older", deadline=until
    )
    views.keep(7, 11, older, language=EN)
    views.refresh(table(3))  # on its way through the older token
    await asyncio.sleep(0.01)
    fresher = replace(older, box=("interaction", 2), token="fresher")
    kept = views.keep(7, 11, fresher)  # the click
    views.queue(7, 11, kept, Priority.OWN_VIEW, views.drawn(newest, 11, EN))  # its answer
    await views.outboxes.idle()
    assert edits == [
        ("fresher", "hand of 11 at v4"),
        ("older", "hand of 11 at v3"),
        ("fresher", "hand of 11 at v4"),
    ]


async def test_a_redraw_through_the_token_still_kept_asks_for_nothing_more() -> None:
    told: list[int] = []

    async def caught_up(drawn: TableSnapshot, user_id: int, kept: KeptView) -> None:
        told.append(drawn.version)

    recorded = Recorded()
    recorded.views._overtaken = caught_up
    recorded.views.keep(7, 11, dm_view(555, 777), language=EN)
    recorded.views.refresh(table(3))
    await recorded.views.outboxes.idle()
    assert recorded.edits and told == []
