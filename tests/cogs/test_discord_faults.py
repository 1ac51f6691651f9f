"""Discord failing the bot's writes now and then, in the middle of games: a 5xx, a 429, a 403
taking the channel away, a message gone, a DM refused. The players are never apologised to
(nothing of theirs went wrong), nothing is logged as an error, and once Discord answers
again every message the bot keeps shows the table as it is."""

from __future__ import annotations

import logging

import pytest

from bot.i18n import t
from tests.cogs.conftest import Server
from tests.cogs.support import result_text
from tests.cogs.test_views import start_two


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
