"""Rules 5.1 through the engine: which leads the engine plays as one tractor, from a deal.

``test_combos.py`` checks the 5.1 table on ``combination`` alone. Here each example is led
(R = T) while another seat holds a pair above it but no tractor: a tractor stands, since only
a higher tractor could beat it, while two pairs that are not a tractor are a throw, which that
pair beats (rule 9.2), so the throw fails. Cards of two groups cannot be led together at all.
"""

from __future__ import annotations

import pytest

from bot.errors import IllegalAction
from bot.games.shengji.events import ThrowFailed
from tests.games.shengji.helpers import cards, play, start

FILL = "3C 4C 5C 6C 7C 8C"

#: (rule, trump suit or None, lead, a higher pair another seat holds, led as a tractor)
CASES = [
    ("adjacent-side-suit-pairs", "S", "2H 2H 3H 3H", "AH AH", True),
    ("side-suit-pairs-adjacent-across-the-trump-rank", "S", "9H 9H JH JH", "AH AH", True),
    ("adjacent-plain-trump-pairs", "S", "2S 2S 3S 3S", "BJ BJ", True),
    ("trump-suit-pairs-adjacent-across-the-trump-rank", "S", "9S 9S JS JS", "BJ BJ", True),
    ("trump-ace-pair-and-an-off-suit-rank-pair", "S", "AS AS TD TD", "BJ BJ", True),
    ("off-suit-rank-pair-and-the-trump-suit-rank-pair", "S", "TC TC TS TS", "BJ BJ", True),
    ("trump-suit-rank-pair-and-a-small-joker-pair", "S", "TS TS SJ SJ", "BJ BJ", True),
    ("three-pairs-ace-off-suit-rank-trump-suit-rank", "S", "AS AS TD TD TS TS", "BJ BJ", True),
    ("trump-suit-rank-pair-far-above-the-jack-pair", "S", "TS TS JS JS", "BJ BJ", False),
    ("two-off-suit-rank-pairs-tie", "S", "TD TD TC TC", "BJ BJ", False),
    ("no-trump-a-rank-pair-and-a-small-joker-pair", None, "TH TH SJ SJ", "BJ BJ", True),
    ("no-trump-two-rank-pairs-tie", None, "TH TH TD TD", "BJ BJ", False),
]


@pytest.mark.parametrize(
    ("trump", "lead", "outside", "tractor"),
    [pytest.param(*case[1:], id=case[0]) for case in CASES],
)
def test_a_tractor_of_rules_5_1_led_in_play_stands_two_pairs_that_are_not_fail_as_a_throw(
    trump: str | None, lead: str, outside: str, tractor: bool
) -> None:
    size = len(cards(lead))
    fill = FILL.split()
    hands = [
        lead,
        " ".join([outside, *fill[: size - 2]]),
        " ".join(fill[:size]),
        " ".join(fill[:size]),
    ]
    state = start(hands, trump=trump, level=10)
    state, events = play(state, 0, lead)
    assert any(isinstance(e, ThrowFailed) for e in events) is not tractor


def test_two_pairs_of_two_groups_cannot_be_led_together_9h_9h_th_th() -> None:
    state = start(["9H 9H TH TH", "3C 4C 5C 6C", "3C 4C 5C 6C", "3C 4C 5C 6C"], trump="S", level=10)
    before = state
    with pytest.raises(IllegalAction) as info:
        play(state, 0, "9H 9H TH TH")
    assert info.value.message == "A lead must be all in one suit, or all trumps."
    assert state == before


def test_jokers_only_no_trump_rank_cards_make_tractors_in_their_own_suit_not_with_jokers() -> None:
    options = {"no_trump_trumps": "jokers"}
    hands = ["9S 9S TS TS", "AS AS 3C 4C", "3C 4C 5C 6C", "3C 4C 5C 6C"]
    _, events = play(start(hands, trump=None, level=10, options=options), 0, "9S 9S TS TS")
    assert not any(isinstance(e, ThrowFailed) for e in events)
    hands = ["TS TS SJ SJ", "3C 4C 5C 6C", "3C 4C 5C 6C", "3C 4C 5C 6C"]
    state = start(hands, trump=None, level=10, options=options)
    with pytest.raises(IllegalAction, match="all in one suit"):
        play(state, 0, "TS TS SJ SJ")
