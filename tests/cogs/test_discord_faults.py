"""Discord failing the bot's writes now and then, in the middle of games: a 5xx, a 429, a 403
taking the channel away, a message gone, a DM refused. The players are never apologised to
(nothing of theirs went wrong), nothing is logged as an error, and once Discord answers
again every message the bot keeps shows the table as it is."""

from __future__ import annotations

import logging

import pytest

from bot.i18n import t
from bot.ui.hand_views import REPLACED
from tests.cogs.conftest import Server
from tests.cogs.monkeys import check_answer, live_controls
from tests.cogs.support import parlour, reply, result_text
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
