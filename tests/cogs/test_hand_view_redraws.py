"""A hand view drawn once per version it shows: the clicker's own redraw after their move and
the paced redraw of every view that follows it drew the same view twice, when no later move
came between (issue #19); a pick, or a channel that refused the bot, still draws it again."""

from __future__ import annotations

from collections import Counter

import pytest

from bot.tables.snapshots import TableSnapshot
from bot.ui.frontend import Message
from tests.cogs.conftest import Server
from tests.cogs.support import parlour, reply, table_now
from tests.cogs.test_views import hand, start_two


def counted_drawings(server: Server, monkeypatch: pytest.MonkeyPatch) -> Counter[tuple[int, int]]:
    """How many times each (version, reader) hand view is drawn from here on."""
    views = parlour(server.env).presenter.views
    draw = views._draw
    drawn: Counter[tuple[int, int]] = Counter()

    def counted(table: TableSnapshot, user_id: int) -> Message:
        drawn[table.version, user_id] += 1
        return draw(table, user_id)

    monkeypatch.setattr(views, "_draw", counted)
    return drawn


async def test_a_view_redrawn_from_the_version_it_shows_is_drawn_once(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As when the paced redraw of every view follows the clicker's own redraw of their move
    (here: asked for again, as a rested channel does), with no later move between."""
    await start_two(server)
    opened = await hand(server.alice, server)
    drawn = counted_drawings(server, monkeypatch)
    await server.alice.click(reply(opened).message, label="+1")
    await server.env.advance_time(3)
    await server.env.settle()
    parlour(server.env).presenter.redraw(await table_now(server), views=True)
    await server.env.advance_time(3)
    await server.env.settle()
    assert reply(opened).message.content == "Total 1 of 100."
    assert drawn == Counter({(3, server.alice.id): 1})
