"""Keep the levels: a finished Shengji game's rematch may go on from where it ended."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.errors import OptionError
from bot.games.options import complete_options, parse_options
from bot.games.shengji.options import OPTIONS
from bot.games.shengji.state import Phase
from tests.games.shengji.helpers import GAME


def finished(levels: tuple[int, int], starter: int, target: str = "5"):  # type: ignore[no-untyped-def]
    options = complete_options(OPTIONS, parse_options(OPTIONS, f"target={target}"))
    state = GAME.new(options, 4, 11)
    return replace(state, phase=Phase.OVER, levels=levels, starter=starter, declarers=starter % 2)


def test_a_game_won_below_the_ace_goes_on_with_its_levels_and_the_next_starter() -> None:
    carried = GAME.continuation(finished((6, 4), starter=3))
    assert carried == {"levels": "6-4", "starter": 4, "target": "a"}
    options = complete_options(OPTIONS, {**parse_options(OPTIONS, "target=5"), **carried})
    GAME.check_options(options, 4)
    state = GAME.new(options, 4, 12)
    assert state.levels == (6, 4)
    assert state.starter == 3 and state.declarers == 1
    assert state.trump_rank.value == 4  # the declarers' (seats 2 & 4) level


def test_a_match_won_beyond_the_ace_has_nothing_to_go_on_from() -> None:
    assert GAME.continuation(finished((15, 9), starter=0, target="a")) is None
    assert GAME.continuation(GAME.new(complete_options(OPTIONS, {}), 4, 1)) is None


def test_levels_are_read_and_checked() -> None:
    options = complete_options(OPTIONS, parse_options(OPTIONS, "levels=j-t starter=2"))
    GAME.check_options(options, 4)
    state = GAME.new(options, 4, 3)
    assert state.levels == (11, 10) and state.starter == 1
    assert state.trump_rank.value == 10  # the starter's team's level, from the deal on
    with pytest.raises(OptionError, match="can't read 'x-2' as the teams' levels"):
        GAME.check_options(complete_options(OPTIONS, {"levels": "x-2"}), 4)
    with pytest.raises(OptionError, match="reach past the target"):
        GAME.check_options(complete_options(OPTIONS, {"levels": "k-2", "target": "q"}), 4)


def test_levels_without_a_starter_are_refused_as_the_first_hand_would_have_no_rank() -> None:
    """Rule 7.1: with no declarers the rank is 2 while declaring, but the levels would make it
    the declarers' level once they are known: the first hand needs its starter."""
    with pytest.raises(OptionError, match="also say which seat starts, with `starter`"):
        GAME.check_options(complete_options(OPTIONS, {"levels": "6-4"}), 4)
    GAME.check_options(complete_options(OPTIONS, {"levels": "2-2"}), 4)
