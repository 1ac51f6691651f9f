"""How long a refusing channel is left alone."""

from __future__ import annotations

from bot.ui.channel_access import FIRST_WAIT, LONGEST_WAIT, ChannelAccess


def test_a_refusing_channel_rests_longer_each_time_up_to_a_limit_and_one_write_ends_it() -> None:
    now = [0.0]
    access = ChannelAccess(lambda: now[0])
    key = ("post", 7)
    assert access.resting(key) == 0 and not access.lost(7)
    waits = []
    for _ in range(7):
        access.refused(key)
        waits.append(access.resting(key))
        now[0] += waits[-1]
    assert waits[:3] == [FIRST_WAIT, 2 * FIRST_WAIT, 4 * FIRST_WAIT]
    assert waits[-1] == LONGEST_WAIT
    assert access.lost(7) and not access.lost(8)
    access.wrote(key)
    assert not access.lost(7) and access.resting(key) == 0
    access.refused(("edit", 7))  # a refused edit alone is a lost channel too
    assert access.lost(7) and access.resting(key) == 0


def test_a_channel_taking_every_kind_of_write_again_is_told_once() -> None:
    reopened: list[int] = []
    access = ChannelAccess(lambda: 0.0, reopened.append)
    access.refused(("post", 7))
    access.refused(("edit", 7))
    access.wrote(("post", 7))
    assert reopened == []  # its table message still refused
    access.wrote(("edit", 7))
    access.wrote(("edit", 7))
    assert reopened == [7]


def test_a_channel_refusing_again_and_again_comes_to_its_longest_rest() -> None:
    access = ChannelAccess(lambda: 0.0)
    key = ("edit", 7)
    while not access.longest(key):
        access.refused(key)
    assert access.resting(key) == LONGEST_WAIT
