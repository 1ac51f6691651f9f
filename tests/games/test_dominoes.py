from __future__ import annotations

import pytest

from bot.errors import IllegalAction
from bot.games.dominoes import (
    Tile,
    double_set,
    format_tiles,
    longest_chain,
    parse_tile,
    parse_tiles,
    pip_total,
    remove_tiles,
    set_size,
    shuffled,
)
from bot.games.mexican_train import MexicanTrainGame, MexicanTrainState


def test_tile_keeps_high_end_first() -> None:
    assert Tile.of(5, 12) == Tile(12, 5)
    with pytest.raises(ValueError):
        Tile(5, 12)
    with pytest.raises(ValueError):
        Tile(19, 0)


def test_tile_pips_double_and_matching() -> None:
    tile = Tile(12, 5)
    assert tile.pips == 17
    assert not tile.is_double
    assert Tile(3, 3).is_double
    assert tile.matches(5) and tile.matches(12) and not tile.matches(4)
    assert tile.other_end(5) == 12
    assert tile.other_end(12) == 5
    assert Tile(3, 3).other_end(3) == 3
    with pytest.raises(ValueError):
        tile.other_end(4)


@pytest.mark.parametrize(("top", "count"), [(6, 28), (9, 55), (12, 91), (15, 136), (18, 190)])
def test_double_n_set_has_one_tile_per_pair(top: int, count: int) -> None:
    tiles = double_set(top)
    assert len(tiles) == count == set_size(top)
    assert len(set(tiles)) == count
    assert all(0 <= tile.low <= tile.high <= top for tile in tiles)
    for number in range(top + 1):
        assert sum(1 for tile in tiles if tile.matches(number)) == top + 1


def test_notation_round_trips_and_accepts_either_order() -> None:
    assert parse_tile("12-5") == Tile(12, 5)
    assert parse_tile(" 5-12 ") == Tile(12, 5)
    assert parse_tile("6|6") == Tile(6, 6)
    assert parse_tile("0:0") == Tile(0, 0)
    assert str(Tile(12, 5)) == "12-5"
    assert parse_tiles("12-5, 3-3 0-0") == (Tile(12, 5), Tile(3, 3), Tile(0, 0))
    assert format_tiles(parse_tiles("12-5 3-3")) == "12-5 3-3"


@pytest.mark.parametrize(
    ("text", "fragment"),
    [("", "can't read"), ("twelve", "can't read"), ("12", "dash"), ("12-13", "double-12")],
)
def test_bad_notation_is_refused_with_a_reason(text: str, fragment: str) -> None:
    with pytest.raises(IllegalAction) as caught:
        parse_tile(text, top=12)
    assert fragment in caught.value.message


def test_empty_tile_list_is_refused() -> None:
    with pytest.raises(IllegalAction):
        parse_tiles("  ")


def test_pip_total_counts_every_tile() -> None:
    assert pip_total(parse_tiles("12-5 3-3 0-0")) == 23


def test_shuffle_is_seeded_and_keeps_every_tile() -> None:
    tiles = double_set(12)
    assert shuffled(tiles, 7) == shuffled(tiles, 7)
    assert shuffled(tiles, 7) != shuffled(tiles, 8)
    assert sorted(shuffled(tiles, 7)) == sorted(tiles)


def test_remove_tiles_names_the_missing_tile() -> None:
    hand = parse_tiles("12-5 3-3")
    assert remove_tiles(hand, [Tile(3, 3)]) == (Tile(12, 5),)
    with pytest.raises(IllegalAction, match="4-4"):
        remove_tiles(hand, [Tile(4, 4)])


def test_longest_chain_runs_from_the_start_number_through_the_hand() -> None:
    # Rules tip: engine 9-9 and 9-2, 4-2, 6-4, 6-1 make the chain 9→2→4→6→1.
    hand = parse_tiles("6-1 4-2 12-12 9-2 6-4")
    assert longest_chain(hand, 9) == parse_tiles("9-2 4-2 6-4 6-1")
    assert longest_chain(parse_tiles("3-3 3-1 1-0"), 3) == parse_tiles("3-3 3-1 1-0")
    assert longest_chain(parse_tiles("5-1"), 9) == ()


def test_longest_chain_prefers_heavier_runs_of_equal_length() -> None:
    assert longest_chain(parse_tiles("9-1 9-8"), 9) == parse_tiles("9-8")


def test_longest_chain_stays_within_its_budget_on_a_huge_hand() -> None:
    chain = longest_chain(double_set(9), 9, budget=500)
    assert chain and chain[0].matches(9)


def test_every_tile_is_one_shared_instance_however_it_is_made() -> None:
    """Tiles are shared, not copied per table (issue #19: fewer objects a live table keeps)."""
    full = double_set(18)
    assert double_set(12) == full[-len(double_set(12)) :]
    assert all(a is b for a, b in zip(double_set(12), full[-len(double_set(12)) :], strict=True))
    assert Tile.of(5, 12) is Tile.of(12, 5) is parse_tile("12-5") is parse_tiles("5|12")[0]


def test_a_stored_mexican_train_deal_reads_back_with_the_shared_tiles() -> None:
    state = MexicanTrainGame().new({}, 4, seed=7)
    again = MexicanTrainState.from_json(state.to_json())
    shared = set(map(id, double_set(18)))
    tiles = [*again.round.boneyard, *(t for hand in again.round.hands for t in hand)]
    assert tiles and all(id(tile) in shared for tile in tiles)
    assert again == state
