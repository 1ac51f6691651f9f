"""The four bugs Discord's faults in the middle of whole games brought out (the random games
are tests/cogs/test_discord_faults.py), each on its own: a 5xx on an answer, an older reply
pressed after its closing edit was refused, a table edit refused by a channel's 403.

(The 5xx in the outbox itself is tests/ui/test_outbox_faults.py.)
"""

from __future__ import annotations

import logging

import pytest

from bot.i18n import t
from bot.ui.channel_access import FIRST_WAIT
from bot.ui.hand_views import REPLACED
from tests.cogs.conftest import Server
from tests.cogs.monkeys import check_answer, live_controls
from tests.cogs.support import parlour, reply, result_text
from tests.cogs.test_channel_access import LOST
from tests.cogs.test_lobby import lobby_message
from tests.cogs.test_views import hand, start_two


def errors(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]


async def test_a_5xx_on_the_done_follow_up_is_not_apologised_for(
    server: Server, caplog: pytest.LogCaptureFixture
) -> None:
    """The move is stored: "Nothing was changed" would be false."""
    await start_two(server)
    server.env.inject_error("POST", "/webhooks/*", status=503, message="Service Unavailable")
    played = await server.alice.slash(server.channel, "play", cards="1")
    assert t("apology") not in result_text(played)
    assert not errors(caplog)


async def test_pressing_an_older_reply_that_kept_its_controls_closes_the_newer_one(
    server: Server, caplog: pytest.LogCaptureFixture
) -> None:
    """The older reply's "replaced" edit was refused, so its controls still work: pressed, it
    is the view kept from then on, and the newer one is closed, not left with live controls."""
    await start_two(server)
    older = await hand(server.alice, server)
    server.env.inject_error("PATCH", "/webhooks/*", status=404, code=10008, message="Unknown")
    newer = await hand(server.alice, server)
    await parlour(server.env).presenter.idle()
    assert live_controls(reply(older).message)  # its closing edit was refused
    pressed = await server.alice.click(reply(older).message, label="+1")
    check_answer(pressed)
    await parlour(server.env).presenter.idle()
    assert reply(newer).message.content == t(REPLACED)
    assert not live_controls(reply(newer).message)
    assert "Total 1 of 100" in (reply(older).message.content or "")
    assert not errors(caplog)


async def test_a_table_edit_refused_by_a_403_is_redrawn_after_the_rest_and_the_notice_goes(
    server: Server, caplog: pytest.LogCaptureFixture
) -> None:
    """The refused edit was the table's last change: nothing else came to redraw it after the
    channel's rest, and the hand views kept saying the bot could no longer write there."""
    await start_two(server)
    server.env.inject_error(
        "PATCH", f"/channels/{server.channel.id}/messages/*", status=403, code=50001
    )
    await server.alice.slash(server.channel, "play", cards="1")
    await server.env.settle()  # not idle(): it would wait out the rest
    assert "Total 0" in (lobby_message(server).embeds[0].description or "")
    told = await hand(server.bob, server)
    assert LOST in result_text(told)
    await server.env.advance_time(FIRST_WAIT + 1)
    await parlour(server.env).presenter.idle()
    assert "Total 1" in (lobby_message(server).embeds[0].description or "")
    assert LOST not in (reply(told).message.content or "")
    assert not errors(caplog)
