"""A train's tiles kept packed (issue #19): read back in the order laid, walked as nothing."""

from __future__ import annotations

import gc

import pytest

from bot.games.dominoes import parse_tiles
from bot.games.mexican_train.trains import MEXICAN, Train, laid_ends, packed_ends


def test_a_train_reads_back_its_tiles_in_the_order_laid() -> None:
    train = Train.laid(0, 12, parse_tiles("12-3 3-3"))
    assert train.tiles == parse_tiles("12-3 3-3")
    assert train.last == parse_tiles("3-3")[0] and train.ends_in_double
    assert train.open_end == 3
    longer = train.add(parse_tiles("3-9")[0])
    assert longer.tiles == parse_tiles("12-3 3-3 3-9") and not longer.ends_in_double
    assert train.tiles == parse_tiles("12-3 3-3")  # the shorter train is unchanged


def test_an_empty_train_has_no_last_tile() -> None:
    train = Train.empty(MEXICAN, 12)
    assert train.tiles == () and train.last is None and not train.ends_in_double


def test_a_chain_that_does_not_join_is_refused() -> None:
    with pytest.raises(ValueError, match="does not join"):
        Train.laid(1, 12, parse_tiles("12-3 4-4"))


def test_a_train_is_stored_by_its_codes_and_read_back_the_same() -> None:
    train = Train.laid(2, 9, parse_tiles("9-1 1-7"), marked=True)
    stored = train.to_json()
    assert stored["tiles"] == ["9-1", "7-1"]
    assert Train.from_json(stored) == train


def test_a_train_holds_no_tuple_for_the_collector_to_walk() -> None:
    train = Train.laid(0, 12, parse_tiles("12-3 3-3 3-9"))
    gc.collect()
    held = [value for value in gc.get_referents(train) if value is not type(train)]
    assert not any(gc.is_tracked(value) for value in held)


def test_a_trains_ends_as_laid_are_read_from_its_packed_tiles_alike() -> None:
    """Each tile turned as laid (the near end first), the same however often it is asked
    for, and kept as numbers only: nothing for the collector to keep walking."""
    train = Train.laid(0, 12, parse_tiles("3-12 3-3 9-3"))
    ends = packed_ends(12, train.packed)
    assert ends == laid_ends(12, train.tiles) == ((12, 3), (3, 3), (3, 9))
    assert packed_ends(12, train.packed) is ends
    assert packed_ends(12, Train.empty(MEXICAN, 12).packed) == ()
    gc.collect()  # a tuple is let go once what it holds is: the pairs, then the whole
    gc.collect()
    assert not gc.is_tracked(ends) and not any(gc.is_tracked(pair) for pair in ends)
