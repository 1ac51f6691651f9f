"""Texts remembered by plain keys out of the collector's walks (:mod:`bot.text_memo`,
issue #19): what is kept, for how long, and which of its entries a full collection follows."""

from __future__ import annotations

import gc
from collections.abc import Hashable, Iterator

import pytest

from bot.text_memo import TextMemo


def _key(number: int) -> tuple[str, int]:
    """A key made at run time, as the memos' keys are: the collector tracks it until a
    young collection looks at it (a constant tuple it never tracks)."""
    return ("en", number)


def _followed(memo: TextMemo) -> int:
    """Entries in the memo's dicts that collections walk (those the collector tracks)."""
    return sum(
        len(held)
        for held in gc.get_referents(memo)
        if isinstance(held, dict) and gc.is_tracked(held)
    )


@pytest.fixture(autouse=True)
def _collector_left_to_the_test() -> Iterator[None]:
    """Collections only when the test makes one: an automatic one between two lines would
    let keys go early."""
    enabled = gc.isenabled()
    gc.disable()
    yield
    if enabled:
        gc.enable()


def test_a_text_put_is_found_until_the_memo_lets_it_go() -> None:
    memo = TextMemo(4)
    memo.put(_key(1), "one")
    assert memo.get(_key(1)) == "one"
    assert memo.get(_key(2)) is None


def test_the_memo_keeps_no_more_than_its_limit() -> None:
    memo = TextMemo(6, settle_at=2)
    for number in range(50):
        memo.put(_key(number), str(number))
        assert len(memo) <= 6


def test_a_text_read_lately_outlives_a_turnover_of_the_memo() -> None:
    """The last ``limit // 2`` texts read are kept whatever else is put meanwhile."""
    memo = TextMemo(4)
    for number in (1, 2, 3, 4):
        memo.put(_key(number), str(number))
    assert memo.get(_key(2)) == "2"  # found in the older generation, kept in the newer
    memo.put(_key(5), "5")
    memo.put(_key(6), "6")
    assert memo.get(_key(2)) == "2" and memo.get(_key(5)) == "5"
    assert memo.get(_key(3)) is None and memo.get(_key(4)) is None


def test_entries_whose_keys_a_young_collection_let_go_are_not_walked_by_collections() -> None:
    """A full collection followed every entry of the memos, ~50,000 references at 1,000
    tables: a dict is tracked once a tracked key goes in, and a key just made is tracked."""
    memo = TextMemo(1_000, settle_at=8)
    for number in range(7):
        memo.put(_key(number), f"text {number}")
    assert _followed(memo) == 7  # fresh: their keys were just made
    gc.collect(0)  # lets go of the keys (tuples of plain values)
    memo.put(_key(7), "text 7")  # the eighth: the fresh entries move on
    assert _followed(memo) == 1  # only the key made since the collection
    assert [memo.get(_key(number)) for number in range(8)] == [f"text {n}" for n in range(8)]


def test_the_older_generation_is_not_walked_either() -> None:
    memo = TextMemo(16, settle_at=4)
    for number in range(40):
        memo.put(_key(number), str(number))
        gc.collect(0)
    assert len(memo) > 8
    assert _followed(memo) < 4


def test_keys_the_collector_never_lets_go_are_let_go_by_the_memo_soon() -> None:
    """A key holding an object of a class is tracked for good: kept while fresh, then let
    go rather than settled (settled, it would keep the settled dict walked) or kept fresh
    for ever."""

    class Tag:
        pass

    memo = TextMemo(64, settle_at=4)
    keys: list[Hashable] = [("en", Tag()) for _ in range(30)]
    for number, key in enumerate(keys):
        memo.put(key, str(number))
        gc.collect(0)
        assert len(memo) < 4 and _followed(memo) == len(memo)
    assert memo.get(keys[-1]) == "29"


def test_a_burst_of_misses_between_two_young_collections_leaves_settled_texts_unwalked() -> None:
    memo = TextMemo(1_000, settle_at=8)
    for number in range(4):
        memo.put(_key(number), str(number))
    gc.collect(0)
    for number in range(4, 40):  # no collection: these keys stay tracked
        memo.put(_key(number), str(number))
    assert _followed(memo) < 8
    assert [memo.get(_key(number)) for number in range(4)] == ["0", "1", "2", "3"]


def test_clear_lets_every_text_go() -> None:
    memo = TextMemo(8)
    memo.put(_key(1), "one")
    memo.clear()
    assert len(memo) == 0 and memo.get(_key(1)) is None
