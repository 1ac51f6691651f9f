"""A person's autoplay setting is read as a table's click read is (issue #19): what is
stored, seen by a process that did not write it, and on SQLite with no round trip to
aiosqlite's thread (it was a whole ORM session, ~0.7 ms of the event loop's CPU)."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncEngine

from storage.db import make_engine, make_sessions
from storage.settings import UserSettingsRepository, autoplay_of


async def test_the_setting_stored_by_another_process_is_read(engine: AsyncEngine) -> None:
    other = make_engine(engine.url.render_as_string(hide_password=False))
    try:
        async with make_sessions(other)() as session, session.begin():
            users = UserSettingsRepository(session)
            await users.set_autoplay(1, True)
            await users.set_autoplay(2, False)
            await users.set_dm_hands(3, True)  # a row with autoplay left as it was made
        assert await autoplay_of(engine, [1, 2, 3, 4]) == {1}
        async with make_sessions(other)() as session, session.begin():
            await UserSettingsRepository(session).set_autoplay(1, False)
        assert await autoplay_of(engine, [1]) == set()
    finally:
        await other.dispose()


async def test_on_sqlite_it_makes_no_round_trip_to_aiosqlites_thread(
    migrated_sqlite: AsyncEngine, trips: list[str]
) -> None:
    async with make_sessions(migrated_sqlite)() as session, session.begin():
        await UserSettingsRepository(session).set_autoplay(7, True)
    trips.clear()
    assert await autoplay_of(migrated_sqlite, [7, 8]) == {7}
    assert trips == []
