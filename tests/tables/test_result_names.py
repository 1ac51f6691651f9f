"""A finished partnership game's stored summary names its players ("Alice & Carol win"), as
they know each other at the table, not by the seat numbers the engine deals in."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from bot.catalogue import load_catalogue
from bot.i18n import word
from bot.leaderboards import Leaderboards
from bot.tables.service import Pace, TableService
from bot.tables.snapshots import Person, TableStatus
from storage.models import GameResultRecord, GameTable
from tests.games.shengji.helpers import start
from tests.games.whist.helpers import classic

PEOPLE = (Person(1, "Alice"), Person(2, "Bob"), Person(3, "Carol"), Person(4, "Dave"))
GUILD = 10


def _service(sessions: async_sessionmaker[AsyncSession]) -> TableService:
    entries = load_catalogue()
    return TableService(
        sessions,
        {e.game.name: e.game for e in entries},
        {e.game.name: e.player for e in entries},
        Pace(0, 0),
    )


async def _finished(sessions: async_sessionmaker[AsyncSession], name: str, state: Any) -> str:
    """Four people at a ``name`` table from ``state`` on, playing the first legal action each
    until the game ends, the last move through the table service: the stored summary."""
    service = _service(sessions)
    game = service.game(name)
    while True:
        (seat,) = game.to_act(state)
        action = game.legal_actions(state, seat)[0]
        after, _ = game.apply(state, seat, action)
        if game.is_over(after):
            break
        state = after
    table = await service.create(GUILD, 20, PEOPLE[0], name)
    for person in PEOPLE[1:]:
        await service.join(table.id, person)
    await service.start(table.id, PEOPLE[0])
    await service.idle()  # the deal's own moves made
    started = await service.get(table.id)
    assert [started.seat_of(p.user_id) for p in PEOPLE] == [0, 1, 2, 3]
    await service.close()
    async with sessions() as session, session.begin():  # the game played on to its last move
        await session.execute(
            update(GameTable)
            .where(GameTable.id == table.id)
            .values(version=started.version + 1, state=game.state_to_json(state))
        )
    service = _service(sessions)  # a process that knows the table only as stored
    done = await service.act(table.id, PEOPLE[seat].user_id, action)
    assert done.status is TableStatus.FINISHED
    await service.close()
    async with sessions() as session:
        (record,) = (await session.scalars(select(GameResultRecord))).all()
    (shown,) = await Leaderboards(sessions).history(GUILD, name, 5)
    assert word(shown.summary) == record.summary  # /history words the stored message alike
    return record.summary


async def test_a_finished_whist_games_summary_names_the_winning_partners(
    sessions: async_sessionmaker[AsyncSession],
) -> None:
    every_trump = "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S"  # Alice takes every trick
    state = classic(0, {0: every_trump}, turn_up="2S", deals=1)
    summary = await _finished(sessions, "whist", state)
    assert summary == "Alice & Carol win: 7 to 0 after 1 deal."


async def test_a_finished_shengji_games_summary_names_the_winning_partners(
    sessions: async_sessionmaker[AsyncSession],
) -> None:
    # one card each, the last hand: Alice's ace takes the trick, and Alice & Carol go past A
    state = start(["AS", "KS", "6S", "7S"], trump="H", starter=0, levels=(13, 5))
    summary = await _finished(sessions, "shengji", state)
    assert summary == "Alice & Carol won, going beyond A; the other team reached 5."
