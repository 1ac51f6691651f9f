"""Following a throw that holds a tractor (shengji.md 10.2 "throw led", 10.3 rule 2, A11).

The plain tractor lead and the pairs-only throw are tested in test_follow; a throw mixes the
two, and its tractor part must still draw out the follower's tractor, not just two pairs.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.games.shengji import ShengjiState
from bot.games.shengji.events import ThrowFailed
from tests.games.shengji.helpers import play, start
from tests.games.shengji.test_follow import ok, refused


def thrown(lead: str, follower: str, *, options: Mapping[str, Any] | None = None) -> ShengjiState:
    """Seats 2 and 3 hold only clubs, so nothing outside can beat the throw: the follow rule,
    not a failed throw, decides what seat 1 may play."""
    state = start(
        [lead + " 3C", follower, "4C 4C 4C 4C 4C 4C 4C 4C", "6C 6C 6C 6C 6C 6C 6C 6C"],
        options=options,
    )
    state, events = play(state, 0, lead)
    assert not any(isinstance(e, ThrowFailed) for e in events)
    return state


def test_throw_with_a_tractor_must_be_followed_with_a_tractor_when_held() -> None:
    state = thrown("AS AS KS KS 9S", "3S 3S 4S 4S 6S 6S 8S")
    assert "tractor of 2 pairs of spades" in refused(state, "3S 3S 6S 6S 8S")
    ok(state, "3S 3S 4S 4S 8S")
    ok(state, "3S 3S 4S 4S 6S")


def test_throw_with_a_tractor_and_a_pair_needs_the_tractor_and_another_pair() -> None:
    state = thrown("AS AS KS KS 9S 9S", "3S 3S 4S 4S 6S 6S 8S 7D")
    assert "tractor" in refused(state, "3S 3S 6S 6S 8S 4S")
    assert "tractor of 2 pairs and a pair" in refused(state, "3S 3S 4S 4S 6S 8S")
    ok(state, "3S 3S 4S 4S 6S 6S")


def test_throw_with_a_tractor_followed_with_pairs_only_when_no_tractor_is_held() -> None:
    state = thrown("AS AS KS KS 9S", "3S 3S 6S 6S 7S 8S")
    assert "two pairs of spades" in refused(state, "3S 6S 6S 7S 8S")
    ok(state, "3S 3S 6S 6S 8S")


def test_throw_with_a_three_pair_tractor_draws_the_followers_three_pair_tractor() -> None:
    state = thrown("AS AS KS KS QS QS 9S", "3S 3S 4S 4S 5S 5S 7S 7S 8S")
    assert "tractor of 3 pairs" in refused(state, "3S 3S 4S 4S 7S 7S 8S")
    ok(state, "3S 3S 4S 4S 5S 5S 8S")


def test_throw_with_a_trump_tractor_must_be_followed_with_a_trump_tractor() -> None:
    state = thrown("BJ BJ SJ SJ AH", "3H 3H 4H 4H 6H 6H 7H 9D")
    assert "tractor of 2 pairs of trumps" in refused(state, "3H 3H 6H 6H 7H")
    ok(state, "3H 3H 4H 4H 7H")


def test_follow_tractor_option_pairs_suffice_against_a_throws_tractor() -> None:
    state = thrown("AS AS KS KS 9S", "3S 3S 4S 4S 6S 6S 8S", options={"follow_tractor": "pairs"})
    ok(state, "3S 3S 6S 6S 8S")
    assert "two pairs" in refused(state, "3S 4S 6S 6S 8S")
