"""Moves of every game through the table service and the real presenter (the live-tables
bench's: hand views, paced table messages with the Mexican Train picture, log lines) leave
nothing in reference cycles: only a full collection frees what is in one, in a pause of the
event loop walking every live table (issue #19). The rules alone are checked in
``tests/games/test_conformance.py``; this is the rest of a move's path, bar Discord."""

from __future__ import annotations

import asyncio
import gc
import random
from pathlib import Path

from bench.people import GAMES, click, open_table
from bench.recording import RecordingPresenter, Tally
from bot.catalogue import load_catalogue
from bot.errors import PlayerError
from bot.render.board_process import painter
from bot.tables.service import Pace, TableService, TableSnapshot
from bot.tables.snapshots import TableStatus
from storage.db import make_engine, make_sessions, migrate


async def _moves(service: TableService, recorder: RecordingPresenter, ids: list[int]) -> int:
    """One round of people's moves at every table, each with its hand view redrawn, then
    the AI's and the system's up to a person's turn."""
    rng, made = random.Random(7), 0
    for table_id in ids:
        table = await service.get(table_id)
        if table.status is not TableStatus.PLAYING:
            continue
        game = service.game(table.game)
        for seat in sorted(game.to_act(table.state)):
            if seat >= 0 and table.seats[seat].user_id is not None:
                try:
                    clicked = await click(service, table_id, seat, rng)
                except PlayerError:
                    continue
                if clicked is not None:
                    recorder.acted(*clicked)
                    made += 1
                break
    await service.idle()
    return made


async def test_moves_through_the_service_and_presenter_leave_no_garbage_in_cycles(
    tmp_path: Path,
) -> None:
    engine = make_engine(f"sqlite+aiosqlite:///{tmp_path / 'play.db'}")
    await migrate(engine)
    pictures = painter("thread")
    entries = load_catalogue(painter=pictures)
    service = TableService(
        make_sessions(engine),
        {e.game.name: e.game for e in entries},
        {e.game.name: e.player for e in entries},
        Pace(0, 0),
    )
    recorder = RecordingPresenter(service, entries, Tally())
    service.listeners.append(recorder)
    try:
        firsts: list[TableSnapshot] = [await open_table(service, i, 0) for i in range(len(GAMES))]
        ids = [table.id for table in firsts]
        del firsts
        for _ in range(4):  # the first moves and draws fill memos and load what they use
            await _moves(service, recorder, ids)
        await asyncio.sleep(2.2)  # the paced table messages drawn
        gc.collect()
        gc.disable()
        try:
            made = 0
            for _ in range(6):
                made += await _moves(service, recorder, ids)
            await asyncio.sleep(2.2)
            assert made >= 12
            assert gc.collect() == 0
        finally:
            gc.enable()
    finally:
        await service.close()
        await recorder.presenter.close(timeout=5.0)
        await engine.dispose()
        pictures.close()
