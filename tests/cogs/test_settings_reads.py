"""A person's move waits for no read of their settings (issue #19): a read goes behind the
group commit on the pool's one connection, so a move that met one took tens of ms more. The
people of a table are read as it begins, together; past their trust, settings are answered
as known and read again behind the move (tests/test_ttl_cache.py)."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from bot.guild_settings import Ping, SettingsService
from storage.settings import autoplay_of
from tests.cogs.conftest import Server
from tests.cogs.support import parlour, table_now
from tests.cogs.test_autoplay import open_whist
from tests.cogs.whist_support import WHIST
from tests.cogs.whist_support import build_bot as build_bot  # conftest's make_bot uses it


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, list[int]]]:
    """Every read of people's settings a move may ask for (mentions, autoplay), in order."""
    seen: list[tuple[str, list[int]]] = []
    pings = SettingsService.pings

    async def read_pings(self: SettingsService, user_ids: Sequence[int]) -> dict[int, Ping]:
        seen.append(("mentions", sorted(user_ids)))
        return await pings(self, user_ids)

    async def read_autoplay(engine: AsyncEngine, user_ids: Sequence[int]) -> set[int]:
        seen.append(("autoplay", sorted(user_ids)))
        return await autoplay_of(engine, user_ids)

    monkeypatch.setattr(SettingsService, "pings", read_pings)
    monkeypatch.setattr("bot.tables.autoplay.autoplay_of", read_autoplay)
    return seen


async def test_a_tables_people_are_read_as_it_begins_and_their_moves_wait_for_no_read(
    reads: list[tuple[str, list[int]]], server: Server
) -> None:
    await open_whist(server, ai=2)  # alice and bob, and two AI players
    people = sorted([server.alice.id, server.bob.id])
    assert sorted(reads) == [("autoplay", people), ("mentions", people)]
    service = parlour(server.env).service
    moved = 0
    while moved < 8:  # two tricks' worth of the people's moves, the AI playing between
        table = await table_now(server)
        (seat,) = WHIST.to_act(table.state)
        user_id = table.seats[seat].user_id
        if user_id is None:
            await server.env.advance_time(5)
            continue
        await service.act(table.id, user_id, service.legal_for(table, seat)[0])
        moved += 1
    await server.env.advance_time(5)
    assert sorted(reads) == [("autoplay", people), ("mentions", people)]
