"""Rule 13.1 through the engine: every band of the two-deck level table, reached by a dealt
hand whose opponents' total T is exactly the band's edge.

``test_scoring.py`` checks each band on ``outcome`` alone. Here seat 1 (an opponent) wins the
only trick, a pair led by seat 0: T is the points seat 2 discards into it plus the kitty's
points × 4 (a last trick of pairs, rule 12), and the hand's end moves the levels.
"""

from __future__ import annotations

import pytest

from bot.games.shengji.events import HandEnded
from tests.games.shengji.helpers import play_trick, start

#: seat 2's discard by the trick points it adds (it holds no spades)
DISCARDS = {0: "3D 4D", 5: "5D 4D", 15: "5D TD"}
TENS = ("KC", "KC", "TC", "TC", "KD", "KD", "TD", "TD")

#: (T, declarers keep the deal, levels after, from (2, 2) with seats 0 & 2 declaring)
BANDS = [
    (0, True, (5, 2)),
    (5, True, (4, 2)),
    (35, True, (4, 2)),
    (40, True, (3, 2)),
    (75, True, (3, 2)),
    (80, False, (2, 2)),
    (115, False, (2, 2)),
    (120, False, (2, 3)),
    (155, False, (2, 3)),
    (160, False, (2, 4)),
    (195, False, (2, 4)),
    (200, False, (2, 5)),
    (235, False, (2, 5)),
    (240, False, (2, 6)),
    (275, False, (2, 6)),
]


def kitty_of(points: int) -> str:
    """Eight kitty cards holding ``points`` (a multiple of 5, at most 85)."""
    tens, five = divmod(points, 10)
    held = [*TENS[:tens], *(["5C"] if five else [])]
    return " ".join(held + ["3C"] * (8 - len(held)))


@pytest.mark.parametrize(
    ("points", "keep", "levels"),
    [pytest.param(*band, id=f"T={band[0]}") for band in BANDS],
)
def test_two_deck_level_table_band_reached_by_a_dealt_hand(
    points: int, keep: bool, levels: tuple[int, int]
) -> None:
    discard = next(d for d in (0, 5, 15) if (points - d) % 20 == 0)
    hands = ["3S 3S", "AS AS", DISCARDS[discard], "6S 7S"]
    state = start(hands, kitty=kitty_of((points - discard) // 4), starter=0)
    state, events = play_trick(state, 0, *hands)
    end = next(e for e in events if isinstance(e, HandEnded))
    assert (end.points, end.declarers_keep, end.levels) == (points, keep, levels)
    assert state.declarers == (0 if keep else 1) and state.starter == (2 if keep else 1)
