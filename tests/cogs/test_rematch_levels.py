"""Shengji's Rematch (keep levels) through a simulated Discord: the match goes on."""

from __future__ import annotations

from dataclasses import replace

from bot.games.shengji.state import Phase
from bot.tables.snapshots import TableStatus
from storage.models import GameTable
from tests.cogs.conftest import Server
from tests.cogs.shengji_support import build_bot, open_table
from tests.cogs.support import control_names, parlour, result_text
from tests.cogs.test_rematch import table_message

__all__ = ["build_bot"]


async def finish_at(server: Server, levels: tuple[int, int], starter: int) -> None:
    """The game ends as a last hand would leave it (seats 1 & 3 beyond the target)."""
    bot = server.env.bot
    service = bot.service  # type: ignore[attr-defined]
    game = service.game("shengji")
    async with service.sessions() as session, session.begin():
        row = await session.get(GameTable, 1)
        assert row is not None
        state = game.state_from_json(row.state)
        over = replace(
            state, phase=Phase.OVER, levels=levels, starter=starter, declarers=starter % 2, winner=0
        )
        row.state = game.state_to_json(over)
        row.status = TableStatus.FINISHED
        row.version += 1  # as every real write does: a version's state never changes
    bot.presenter.edit_table_message(await service.get(1))  # type: ignore[attr-defined]
    await server.env.advance_time(1)


async def test_rematch_keeping_the_levels_goes_on_from_where_the_game_ended(
    server: Server,
) -> None:
    await open_table(server, "target=5", seed=3, players=(server.bob,), ai=2)
    await finish_at(server, (6, 4), starter=3)
    finished = table_message(server, 1)
    assert control_names(finished) == ["Rematch", "Rematch (keep levels)"]
    opened = await server.bob.click(finished, label="Rematch (keep levels)")
    assert not opened.ephemeral
    # both buttons now lead to that table: one button says so (plain Rematch sat a player
    # wanting fresh levels at the table keeping them)
    assert control_names(table_message(server, 1)) == ["Join rematch #2"]
    joined = await server.alice.click(finished, label="Join rematch #2")
    assert "seat 1 at rematch table #2" in result_text(joined)  # the seat she had: no rotation
    service = parlour(server.env).service
    table = await service.get(2)
    assert (table.options["levels"], table.options["starter"], table.options["target"]) == (
        "6-4",
        4,
        "a",
    )
    lobby = table_message(server, 2)
    for _ in range(2):
        await server.bob.click(lobby, label="Add AI")
    await server.bob.click(table_message(server, 2), label="Start")
    state = (await service.get(2)).state
    assert state.levels == (6, 4) and state.starter == 3 and state.declarers == 1
    assert [table.seat_of(server.alice.id), table.seat_of(server.bob.id)] == [0, 1]


async def test_a_plain_rematch_of_a_match_that_went_on_starts_from_the_twos(
    server: Server,
) -> None:
    await open_table(server, "levels=6-4 starter=2", seed=3, players=(server.bob,), ai=2)
    await finish_at(server, (15, 9), starter=0)
    finished = table_message(server, 1)
    assert control_names(finished) == ["Rematch"]  # beyond the ace: the match is over
    await server.alice.click(finished, label="Rematch")
    options = (await parlour(server.env).service.get(2)).options
    assert options["levels"] is None and options["starter"] is None
