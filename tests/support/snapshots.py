"""A table's snapshot for tests that need one but no service: plain values throughout."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from bot.tables.snapshots import SeatInfo, TableSnapshot, TableStatus


def a_snapshot(**given: Any) -> TableSnapshot:
    """A Whist table in play with one seat; ``given`` replaces any field."""
    values: dict[str, Any] = {
        "id": 1,
        "guild_id": 2,
        "channel_id": 3,
        "thread_id": None,
        "message_id": 9,
        "host_id": 4,
        "game": "whist",
        "options": {},
        "status": TableStatus.PLAYING,
        "version": 5,
        "seats": (SeatInfo(0, 7, "Ada"),),
        "state": None,
        "last_action_at": datetime(2026, 1, 1, tzinfo=UTC),
    }
    return TableSnapshot(**{**values, **given})
