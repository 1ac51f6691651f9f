"""The census's listing of the largest containers: whose they are, by type and attribute, so
the next person sees where a full collection's dict references come from."""

from __future__ import annotations

from bench.gcwatch import largest


class _Keeper:
    def __init__(self) -> None:
        self.by_table = {table: (float(table), [table]) for table in range(300)}


class _Slotted:
    __slots__ = ("rows",)

    def __init__(self) -> None:
        self.rows = [[row] for row in range(250)]


def test_the_largest_containers_are_named_by_their_holders_attribute() -> None:
    keeper, slotted = _Keeper(), _Slotted()
    listed = largest(most=1_000_000)  # a whole session's biggest may come first
    assert ("dict", 300, "_Keeper.by_table") in listed
    assert ("list", 250, "_Slotted.rows") in listed
    assert keeper.by_table and slotted.rows


def test_what_modules_hold_is_left_out_as_not_the_plays() -> None:
    assert not any(holder.endswith("__all__") for _, _, holder in largest(most=1_000_000))
