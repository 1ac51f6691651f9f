"""A table's next timer step, worked out once per stored move, against its definition: the
earliest of its abandonment and its reminder (or, once reminded, its expiry), over many
tables' clocks."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

from bot.tables.deadlines import Clockwork, TimerStep


def _defined(clockwork: Clockwork) -> tuple[datetime, TimerStep] | None:
    if not clockwork.live:
        return None
    steps = [(clockwork.abandon_at, TimerStep.ABANDON)]
    if clockwork.remind_at is not None:
        steps.append((clockwork.remind_at, TimerStep.REMIND))
    elif clockwork.expires_at is not None:
        steps.append((clockwork.expires_at, TimerStep.EXPIRE))
    return min(steps, key=lambda step: step[0])


def test_the_next_step_is_the_earliest_step_abandonment_on_a_tie() -> None:
    chance = random.Random(19)
    start = datetime(2026, 12, 7, tzinfo=UTC)
    for _ in range(5000):
        last = start + timedelta(seconds=chance.randrange(0, 200))
        clockwork = Clockwork(
            last_action_at=last,
            version=chance.randrange(3),
            turn_timer=chance.choice([None, 0, 30, 60, 120, 401]),
            reminded_version=chance.choice([None, 0, 1, 2]),
            abandon_after=chance.choice([0, 15, 30, 60, 120, 200]),
            human_turn=chance.random() < 0.7,
            live=chance.random() < 0.9,
            playing=chance.random() < 0.8,
            active_at=chance.choice([None, start, last - timedelta(seconds=100)]),
        )
        assert clockwork.next_step() == _defined(clockwork), clockwork
