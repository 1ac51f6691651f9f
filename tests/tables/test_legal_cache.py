"""Legal moves are listed once per table version (issue #19) and always match the game's."""

from __future__ import annotations

from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from bot.catalogue import load_catalogue
from bot.tables.service import Pace, TableService
from bot.tables.snapshots import Person, TableStatus

ALICE = Person(1, "Alice")


class CountingLegal:
    """Wraps a game and counts how often its legal moves are listed."""

    def __init__(self, game: Any) -> None:
        self._game = game
        self.listed = 0

    def legal_actions(self, state: Any, seat: int) -> Any:
        self.listed += 1
        return self._game.legal_actions(state, seat)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)


async def test_legal_moves_are_listed_once_per_version_and_match_the_game(
    sessions: async_sessionmaker[AsyncSession],
) -> None:
    entries = {e.game.name: e for e in load_catalogue()}
    whist = CountingLegal(entries["whist"].game)
    service = TableService(
        sessions,
        {"whist": whist},  # type: ignore[dict-item]  # a stand-in wrapping the real game
        {"whist": entries["whist"].player},
        Pace(0, 0),
    )
    table = await service.create(10, 20, ALICE, "whist")
    for _ in range(3):
        await service.add_ai(table.id, ALICE)
    await service.start(table.id, ALICE)
    for _ in range(6):
        await service.idle()
        now = await service.get(table.id)
        if now.status is not TableStatus.PLAYING:
            break
        before = whist.listed
        first = service.legal_for(now, 0)
        again = service.legal_for(now, 0)
        assert list(first) == list(whist._game.legal_actions(now.state, 0)) == list(again)
        assert whist.listed - before <= 1  # the second ask came from what was kept
        assert service.legal_for(now, 1) == ()  # not their turn: nothing, nothing listed
        if first:
            await service.act(table.id, ALICE.user_id, first[0])
    assert table.id in service._legal
    await service.abort(table.id, ALICE)
    assert table.id not in service._legal  # an ended table's moves are let go
    await service.close()
